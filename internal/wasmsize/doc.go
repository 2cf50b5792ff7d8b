// Command wasmsize tells what a WebAssembly file built by Go is made of:
// the bytes of each section, and the code bytes of each Go package, the
// biggest first, from the function names in the file's name section
// (`go tool nm -size` cannot read wasm). Build the file without -s (the
// linker's -s drops the name section):
//
//	GOOS=js GOARCH=wasm go build -trimpath -o /tmp/app.wasm .
//	go run ./internal/wasmsize -top 25 /tmp/app.wasm
//
// `make size` runs it on app.wasm and each worker program.
package main
