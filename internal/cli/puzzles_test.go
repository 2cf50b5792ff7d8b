//go:build !wasm

package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"traxapp/engine/trax/puzzle"
)

// TestPuzzlesVerify: verify prints the count per kind and exits 0 on a
// good file, and prints the failing puzzle and exits 1 when an entry's
// answers are wrong.
func TestPuzzlesVerify(t *testing.T) {
	var some []puzzle.Puzzle
	kinds := map[string]bool{}
	for _, p := range puzzle.All() {
		if k := puzzle.KindKey(p.Kind, p.Turns); !kinds[k] && p.Turns < 3 {
			kinds[k] = true
			some = append(some, p)
		}
	}
	write := func(ps []puzzle.Puzzle) string {
		b, err := (&puzzle.File{Puzzles: ps}).Encode()
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "p.json")
		os.WriteFile(path, b, 0o644)
		return path
	}
	var out, errOut bytes.Buffer
	if code := Main([]string{"puzzles", "verify", "-file", write(some)}, nil, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s%s", code, out.String(), errOut.String())
	}
	if want := puzzle.CountOf(some).String() + "\n"; out.String() != want {
		t.Errorf("verify printed %q, want %q", out.String(), want)
	}
	bad := append([]puzzle.Puzzle(nil), some...)
	bad[0].Answers = bad[0].Answers[1:]
	if len(bad[0].Answers) == 0 {
		bad[0].Answers = []string{"Z9+"}
	}
	out.Reset()
	code := Main([]string{"puzzles", "verify", "-file", write(bad)}, nil, &out, &errOut)
	if code != 1 || !strings.Contains(out.String(), "FAIL puzzle "+bad[0].ID) || !strings.Contains(out.String(), "1 failed") {
		t.Errorf("a wrong entry: exit %d, printed %q", code, out.String())
	}
	if code := Main([]string{"puzzles"}, nil, &out, &errOut); code != 2 {
		t.Errorf("no subcommand: exit %d, want 2", code)
	}
}
