// Command traxapp is the app of three games, Trax, TRAXIT and TRAKKX.
// Compiled to WebAssembly it is the go-app client that runs in the
// browser; compiled natively it serves that client and offers
// command-line tools (see cli.go). The work lives in engine/ (rules,
// notation, AI per game) and app/ (the shell, and a folder per game's
// screens).
package main

// Each game's screens register themselves with the shell (app.RegisterGame)
// when imported: one line per game.
import _ "traxapp/app/trax"

func main() { run() }
