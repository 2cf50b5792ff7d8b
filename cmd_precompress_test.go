//go:build !wasm

package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

func TestPrecompress(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "app.wasm")
	body := bytes.Repeat([]byte("trax tile loop line "), 5000)
	if err := os.WriteFile(file, body, 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) {
		t.Helper()
		var out bytes.Buffer
		if code := precompressCommand(args, nil, &out, &out); code != 0 {
			t.Fatalf("precompress %v: exit %d: %s", args, code, out.String())
		}
	}
	run("-q", "5", file)
	check := func(ext string, dec func(io.Reader) (io.Reader, error)) {
		t.Helper()
		f, err := os.Open(file + ext)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		r, err := dec(f)
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(r)
		if err != nil || !bytes.Equal(got, body) {
			t.Errorf("%s does not decode to the file (%v)", ext, err)
		}
	}
	check(".br", func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil })
	check(".gz", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) })

	// Same content, same or lower quality: nothing rewritten.
	old := time.Now().Add(-time.Hour)
	os.Chtimes(file+".br", old, old)
	run("-q", "5", file)
	run("-q", "3", file)
	if st, _ := os.Stat(file + ".br"); !st.ModTime().Equal(old) {
		t.Errorf("unchanged file recompressed")
	}
	// Better quality asked: rewritten.
	run("-q", "9", file)
	if st, _ := os.Stat(file + ".br"); st.ModTime().Equal(old) {
		t.Errorf("file not recompressed at a better quality")
	}
	check(".br", func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil })
}

func TestPrecompressUsage(t *testing.T) {
	var out bytes.Buffer
	for _, args := range [][]string{nil, {"-q", "12", "x"}, {"-q", "-1", "x"}} {
		if code := precompressCommand(args, nil, &out, &out); code != 2 {
			t.Errorf("precompress %v: exit %d, want 2", args, code)
		}
	}
	if code := precompressCommand([]string{filepath.Join(t.TempDir(), "missing")}, nil, &out, &out); code != 1 {
		t.Errorf("precompress of a missing file: exit %d, want 1", code)
	}
}
