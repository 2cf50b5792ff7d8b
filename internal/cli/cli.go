//go:build !wasm

package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"

	"traxapp/engine/trax"
)

// command is one subcommand of the native binary.
type command struct {
	summary string
	run     func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// commands holds the subcommands; each registers itself from its own file.
var commands = map[string]command{}

// defaultCommand runs when no subcommand is given.
var defaultCommand = "serve"

// defaultBuild is where `make build` writes the app, and where serve looks
// for it unless told otherwise (-dir).
const defaultBuild = "build"

// Main runs the subcommand args name (args[0], unless it is a flag: then
// serve) with the rest of args, and returns the exit code: 0 for success,
// 1 for a failure, 2 for a usage error such as an unknown command or a bad
// flag. "help", -h and --help list the subcommands (exit 0); "help NAME"
// shows NAME's flags. With no arguments at all and no built app in build/
// it says what to run first instead of serving nothing. The binary calls
// it as os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)).
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		if missing := missingBuild(defaultBuild); missing != "" {
			fmt.Fprintf(stderr, "traxapp: nothing to serve: %s\n", missing)
			fmt.Fprintln(stderr, "Run `make build` first (it builds the app into build/), or `make run`, which builds it and serves it on http://127.0.0.1:8000.")
			fmt.Fprintln(stderr)
			usage(stderr)
			return 1
		}
	}
	name := defaultCommand
	if len(args) > 0 {
		switch args[0] {
		case "help", "-h", "-help", "--help":
			if len(args) > 1 && args[0] == "help" {
				if c, ok := commands[args[1]]; ok {
					// A command's -h prints its usage to its stderr.
					return c.run([]string{"-h"}, stdin, stdout, stdout)
				}
				fmt.Fprintf(stderr, "help: unknown command %q\n", args[1])
				usage(stderr)
				return 2
			}
			usage(stdout)
			return 0
		}
		if len(args[0]) == 0 || args[0][0] != '-' {
			name, args = args[0], args[1:]
		}
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "unknown command %q\n", name)
		usage(stderr)
		return 2
	}
	return c.run(args, stdin, stdout, stderr)
}

// usage lists the subcommands, one line each.
func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: traxapp [command] [flags]")
	fmt.Fprintln(w)
	fmt.Fprintf(w, "Commands (%s when none is given):\n", defaultCommand)
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-12s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "`traxapp help COMMAND` or `traxapp COMMAND -h` shows a command's flags.")
	fmt.Fprintln(w, "To play, run `make run` in the source tree: it builds the app and serves it on http://127.0.0.1:8000.")
}

// parseFlags parses a subcommand's flags the way the flag package's
// ExitOnError does, but returning the exit code instead of exiting: ok is
// true when the command should go on; otherwise code is 0 after -h (the
// usage was asked for and printed) and 2 after a bad flag (the flag
// package has printed what was wrong and the usage).
func parseFlags(fs *flag.FlagSet, args []string) (code int, ok bool) {
	err := fs.Parse(args)
	switch {
	case err == nil:
		return 0, true
	case errors.Is(err, flag.ErrHelp):
		return 0, false
	}
	return 2, false
}

// missingBuild says what dir lacks to be a built app (see `make build`),
// or "" if it has web/app.wasm.
func missingBuild(dir string) string {
	wasm := filepath.Join(dir, "web", "app.wasm")
	if _, err := os.Stat(wasm); err != nil {
		if _, err := os.Stat(dir); err != nil {
			return fmt.Sprintf("there is no %s directory here", dir)
		}
		return fmt.Sprintf("%s is missing", wasm)
	}
	return ""
}

// recordVariant returns the variant named on a command's -variant flag. The
// commands read and play plain records, so Tur-TRAX (whose turns depend on
// die rolls a record does not carry) is refused.
func recordVariant(cmd, name string) (trax.Variant, error) {
	v, err := trax.VariantByName(name)
	if err == nil && v.Luck != trax.NoLuck {
		err = fmt.Errorf("%s: variant %q needs its die rolls; use trax, 8x8 or loop", cmd, name)
	}
	return v, err
}
