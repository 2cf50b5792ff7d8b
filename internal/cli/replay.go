//go:build !wasm

package cli

import (
	"bytes"
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

// maxRecordBytes is the longest record replay reads; a longer input is
// refused, not cut.
const maxRecordBytes = 16 << 20

// replayCommand reads a game record from a file or stdin, plays it and
// prints one line: "RESULT <outcome>" or "ILLEGAL <n> <token>: <reason>"
// (the token as trax.QuoteToken shows it). It refuses an input over
// maxRecordBytes and skips a byte-order mark at its start.
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
	text, err := io.ReadAll(io.LimitReader(in, maxRecordBytes+1))
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	if len(text) > maxRecordBytes {
		fmt.Fprintf(stderr, "replay: the record is longer than %d MiB (a game record is a few kilobytes): not replayed\n", maxRecordBytes>>20)
		return 2
	}
	// A byte-order mark, which some editors put at the start of a text
	// file, is not part of the record.
	text = bytes.TrimPrefix(text, []byte("\ufeff"))
	g, err := trax.LoadRecord(v, string(text))
	var ne *trax.NotationError
	if errors.As(err, &ne) {
		fmt.Fprintf(stdout, "ILLEGAL %d %s: %v\n", ne.Turn, trax.QuoteToken(ne.Token), ne.Err)
		return 1
	}
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	fmt.Fprintf(stdout, "RESULT %s\n", g.Outcome())
	return 0
}
