//go:build !wasm

package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"unicode/utf8"

	"traxapp/engine/trax"
)

func init() {
	commands["replay"] = command{"replay a game record and print its result", replayCommand}
}

// maxRecordBytes is the longest record replay reads; a longer input is
// refused, not cut.
const maxRecordBytes = 16 << 20

// maxShownToken is how many characters of an offending token an error
// message shows.
const maxShownToken = 40

// showToken is tok as an error line shows it: as written when it is short
// and only printable ASCII other than '"'; otherwise quoted in Go syntax
// (control characters escaped, so that nothing reaches the terminal raw),
// and cut after maxShownToken characters, followed by "..." and its length.
func showToken(tok string) string {
	plain := len(tok) <= maxShownToken && tok != ""
	for i := 0; plain && i < len(tok); i++ {
		plain = tok[i] > ' ' && tok[i] < 0x7f && tok[i] != '"'
	}
	if plain {
		return tok
	}
	if utf8.RuneCountInString(tok) <= maxShownToken {
		return strconv.Quote(tok)
	}
	cut, n := 0, 0
	for cut = range tok {
		if n == maxShownToken {
			break
		}
		n++
	}
	return fmt.Sprintf("%s... (%d bytes)", strconv.Quote(tok[:cut]), len(tok))
}

// replayCommand reads a game record from a file or stdin, plays it and
// prints one line: "RESULT <outcome>" or "ILLEGAL <n> <token>: <reason>"
// (the token as showToken shows it). It refuses an input over
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
		fmt.Fprintf(stdout, "ILLEGAL %d %s: %v\n", ne.Turn, showToken(ne.Token), ne.Err)
		return 1
	}
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	fmt.Fprintf(stdout, "RESULT %s\n", g.Outcome())
	return 0
}
