//go:build wasm

package main

// run is replaced by the go-app client (app issue); until then the wasm
// build does nothing.
func run() {}
