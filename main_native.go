//go:build !wasm

package main

import (
	"os"

	"traxapp/internal/cli"
)

// run runs the command line's subcommand (serve by default).
func run() {
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
