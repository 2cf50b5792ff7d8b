//go:build !wasm

package cli

import (
	"fmt"
	"io"
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

// Main runs the subcommand args name (args[0], unless it is a flag: then
// serve) with the rest of args, and returns the exit code: 0 for success,
// 1 for a failure, 2 for a usage error such as an unknown command. The
// binary calls it as os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout,
// os.Stderr)).
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	name := defaultCommand
	if len(args) > 0 && (len(args[0]) == 0 || args[0][0] != '-') {
		name, args = args[0], args[1:]
	}
	c, ok := commands[name]
	if !ok {
		usage(stderr, name)
		return 2
	}
	return c.run(args, stdin, stdout, stderr)
}

func usage(w io.Writer, bad string) {
	if bad != "help" {
		fmt.Fprintf(w, "unknown command %q\n", bad)
	}
	fmt.Fprintln(w, "usage: traxapp <command> [flags]")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-9s %s\n", n, commands[n].summary)
	}
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
