//go:build !(js && wasm)

package host

import (
	"fmt"
	"os"
)

// Run explains that a worker program only runs in a browser, and exits.
func Run() {
	fmt.Fprintln(os.Stderr, "worker: build with GOOS=js GOARCH=wasm; it runs as a Web Worker (web/worker.js)")
	os.Exit(2)
}
