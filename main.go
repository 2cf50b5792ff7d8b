//go:build !wasm

// Command traxapp is the Trax app. Compiled to WebAssembly it is the
// go-app client that runs in the browser (main_wasm.go); compiled natively
// it serves that client and offers command-line tools (internal/cli). The
// work lives in engine/ (rules, notation, AI), app/ (the user interface)
// and internal/ (the server, the static export, precompression).
package main

import (
	"os"

	"traxapp/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
