// Package cli owns the native binary's command line: the subcommand
// registry and dispatch (Main), and the subcommands themselves, each in its
// own file as a thin wrapper that parses its flags and calls the package
// that does the work:
//
//	serve        serve the built app over HTTP (package site)
//	static       export the built app as plain files (package site)
//	precompress  write FILE.br and FILE.gz (package precompress)
//	replay       replay a game record and print its result (engine/trax)
//	engine       play on stdin/stdout with the competition protocol (engine/trax/ai)
//	selfplay     play the AI levels against each other (engine/trax/ai)
//	loadtest     load the server and report requests/s, latency, memory (package loadtest)
//
// With no subcommand the binary serves; with no arguments and nothing built
// in build/ it says to run `make build` or `make run` first. help, -h and
// --help list the subcommands; COMMAND -h shows a command's flags (exit 0),
// a bad flag exits 2, as with the flag package. The package is native only
// (//go:build !wasm): app.wasm never links it.
package cli
