// Command traxapp is the app of three games, Trax, TRAXIT and TRAKKX.
// Compiled to WebAssembly it is the go-app client that runs in the
// browser (main_wasm.go); compiled natively it serves that client and
// offers command-line tools (main_native.go, internal/cli). The work
// lives in engine/ (rules, notation and AI, a folder per game), app/ (the
// shell, and a folder per game's screens) and internal/ (the server, the
// static export, precompression).
package main

// Each game's screens register themselves with the shell
// (app.RegisterGame) when imported: one line per game.
import (
	_ "traxapp/app/trakkx"
	_ "traxapp/app/trax"
	_ "traxapp/app/traxit"
)

func main() { run() }
