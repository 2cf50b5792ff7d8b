// Command traxapp is the Trax app. Compiled to WebAssembly it is the
// go-app client that runs in the browser; compiled natively it serves that
// client and offers command-line tools (see cli.go). The work lives in
// engine/ (rules, notation, AI) and app/ (the user interface).
package main

func main() { run() }
