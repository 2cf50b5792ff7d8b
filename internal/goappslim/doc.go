// Command goappslim writes the copy of go-app that app.wasm is built
// with: go-app's own source (the version go.mod requires, from the module
// cache) less what the page never runs but would link anyway, because
// package initialisation keeps every imported package alive:
//
//   - the HTTP server (Handler.ServeHTTP and its helpers, the file server
//     in LocalDir): they import net/http, and net/http imports crypto/tls,
//     x509, RSA, ECDSA and math/big. The server binary (main_native.go)
//     keeps the real go-app; only the browser build uses the copy.
//   - Context.Encrypt/Decrypt (AES-GCM with crypto/rand), which the app
//     does not use: they fail with an error in the copy.
//   - github.com/google/uuid, for the device and broadcast IDs: the copy
//     makes them from math/rand/v2 instead.
//   - routes by regular expression (RouteWithRegexp), which the app does
//     not use, and with them the regexp package.
//
// It also fixes one bug: Window().URL() ignored url.Parse's error, so an
// address with a "%" not followed by two hexadecimal digits in its
// fragment (which browsers keep as typed) gave a nil URL and a panic in
// Navigate at start-up and on every hash change; in the copy it reads
// such a "%" as itself and never returns nil (browserurl.go).
//
// Together that is a large part of app.wasm and of its brotli, which
// every first visit downloads (`make size` shows what it is today). It writes the copy to OUT and, beside it, OUT.mod
// and OUT.sum: this module's go.mod with a replace directive pointing
// go-app at the copy, for `go build -modfile OUT.mod`:
//
//	go run ./internal/goappslim -out build/goapp
//	GOOS=js GOARCH=wasm go build -modfile build/goapp.mod -o build/web/app.wasm .
//
// Every edit must match go-app's source exactly once; after an upgrade
// of go-app that changes one of the edited places the command fails and
// names the place, so the edits are checked again rather than silently
// skipped.
package main
