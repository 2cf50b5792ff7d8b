//go:build !wasm

package precompress

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
	run := func(quality int) {
		t.Helper()
		for _, err := range Files([]string{file}, quality) {
			if err != nil {
				t.Fatalf("precompress -q %d %s: %v", quality, file, err)
			}
		}
	}
	run(5)
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
	run(5)
	run(3)
	if st, _ := os.Stat(file + ".br"); !st.ModTime().Equal(old) {
		t.Errorf("unchanged file recompressed")
	}
	// Better quality asked: rewritten.
	run(9)
	if st, _ := os.Stat(file + ".br"); st.ModTime().Equal(old) {
		t.Errorf("file not recompressed at a better quality")
	}
	check(".br", func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil })
}

func TestPrecompressMissingFile(t *testing.T) {
	errs := Files([]string{filepath.Join(t.TempDir(), "missing")}, 1)
	if len(errs) != 1 || errs[0] == nil {
		t.Errorf("precompress of a missing file: %v, want an error", errs)
	}
}
