//go:build !wasm

package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"traxapp/engine/trax"
)

func init() {
	commands["replay"] = command{"replay a game record and print its result", replayCommand}
}

// replayCommand reads a game record from a file or stdin, plays it and
// prints one line: "RESULT <outcome>" or "ILLEGAL <n> <token>: <reason>".
func replayCommand(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	variant := fs.String("variant", "trax", "rules: trax, 8x8 or loop")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: traxapp replay [-variant trax|8x8|loop] [FILE]")
		fs.PrintDefaults()
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	v, err := recordVariant("replay", *variant)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	in := stdin
	if fs.NArg() > 1 {
		fs.Usage()
		return 2
	}
	if fs.NArg() == 1 {
		f, err := os.Open(fs.Arg(0))
		if err != nil {
			fmt.Fprintln(stderr, err)
			return 2
		}
		defer f.Close()
		in = f
	}
	text, err := io.ReadAll(io.LimitReader(in, 16<<20))
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	g, err := trax.LoadRecord(v, string(text))
	var ne *trax.NotationError
	if errors.As(err, &ne) {
		fmt.Fprintf(stdout, "ILLEGAL %d %s: %v\n", ne.Turn, ne.Token, ne.Err)
		return 1
	}
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	fmt.Fprintf(stdout, "RESULT %s\n", g.Outcome())
	return 0
}
