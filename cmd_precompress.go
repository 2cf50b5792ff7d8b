//go:build !wasm

package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"

	"github.com/andybalholm/brotli"
)

func init() {
	commands["precompress"] = command{"write FILE.br and FILE.gz next to each FILE (make build)", precompressCommand}
}

// precompressCommand writes the brotli and gzip forms of each file, at
// their best compression (brotli 11 takes about 30 s for app.wasm), skipping
// files whose existing forms already decode to the file's content.
func precompressCommand(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, "usage: traxapp precompress FILE...")
		return 2
	}
	for _, file := range args {
		if err := precompress(file); err != nil {
			fmt.Fprintln(stderr, "precompress:", err)
			return 1
		}
	}
	return 0
}

func precompress(file string) error {
	body, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	if holds(file+".br", body, func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil }) &&
		holds(file+".gz", body, func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }) {
		return nil
	}
	var br, gz bytes.Buffer
	bw := brotli.NewWriterLevel(&br, brotli.BestCompression)
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	for _, w := range []io.WriteCloser{bw, zw} {
		if _, err := w.Write(body); err != nil {
			return err
		}
		if err := w.Close(); err != nil {
			return err
		}
	}
	if err := os.WriteFile(file+".br", br.Bytes(), 0o644); err != nil {
		return err
	}
	return os.WriteFile(file+".gz", gz.Bytes(), 0o644)
}

// holds reports whether the compressed file decodes to body.
func holds(file string, body []byte, decoder func(io.Reader) (io.Reader, error)) bool {
	f, err := os.Open(file)
	if err != nil {
		return false
	}
	defer f.Close()
	r, err := decoder(f)
	if err != nil {
		return false
	}
	got, err := io.ReadAll(io.LimitReader(r, int64(len(body))+1))
	return err == nil && bytes.Equal(got, body)
}
