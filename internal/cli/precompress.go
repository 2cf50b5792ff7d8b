//go:build !wasm

package cli

import (
	"flag"
	"fmt"
	"io"

	"traxapp/internal/precompress"
)

func init() {
	commands["precompress"] = command{"write FILE.br and FILE.gz next to each FILE (make build)", precompressCommand}
}

// precompressCommand writes the brotli and gzip forms of each file (see
// package precompress): brotli 11 gives the smallest files but is slow on
// app.wasm; 9 is many times faster for a slightly larger result.
func precompressCommand(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("precompress", flag.ContinueOnError)
	fs.SetOutput(stderr)
	quality := fs.Int("q", precompress.MaxQuality, "brotli quality, 0-11")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: traxapp precompress [-q QUALITY] FILE...")
		fs.PrintDefaults()
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() == 0 || *quality < 0 || *quality > precompress.MaxQuality {
		fs.Usage()
		return 2
	}
	code := 0
	for _, err := range precompress.Files(fs.Args(), *quality) {
		if err != nil {
			fmt.Fprintln(stderr, "precompress:", err)
			code = 1
		}
	}
	return code
}
