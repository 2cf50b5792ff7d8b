//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main explains that the worker only runs in a browser.
func main() {
	fmt.Fprintln(os.Stderr, "worker: build with GOOS=js GOARCH=wasm; it runs as a Web Worker (web/worker.js)")
	os.Exit(2)
}
