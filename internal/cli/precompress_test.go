//go:build !wasm

package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

func TestPrecompressCommand(t *testing.T) {
	file := filepath.Join(t.TempDir(), "app.wasm")
	if err := os.WriteFile(file, bytes.Repeat([]byte("trax "), 1000), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if code := precompressCommand([]string{"-q", "5", file}, nil, &out, &out); code != 0 {
		t.Fatalf("precompress -q 5 %s: exit %d: %s", file, code, out.String())
	}
	for _, ext := range []string{".br", ".gz"} {
		if _, err := os.Stat(file + ext); err != nil {
			t.Errorf("precompress wrote no %s: %v", ext, err)
		}
	}
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
