package trax

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// TestGoldenGames replays each record in testdata/golden/*.trx and
// compares the canonical record, the result and the final board with the
// .golden file beside it. Run `go test -run Golden -update` to rewrite
// them after a deliberate change, and review the diff.
func TestGoldenGames(t *testing.T) {
	files, _ := filepath.Glob("testdata/golden/*.trx")
	if len(files) == 0 {
		t.Fatal("no golden records in testdata/golden")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			text, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			variant := Trax
			expected := ""
			var rec []string
			for _, line := range strings.Split(string(text), "\n") {
				if v, ok := strings.CutPrefix(line, "# variant: "); ok {
					if variant, err = VariantByName(v); err != nil {
						t.Fatal(err)
					}
				} else if e, ok := strings.CutPrefix(line, "# expected: "); ok {
					expected = e
				} else if !strings.HasPrefix(line, "#") {
					rec = append(rec, line)
				}
			}
			g, err := LoadRecord(variant, strings.Join(rec, "\n"))
			got := ""
			if err != nil {
				got = fmt.Sprintf("error: %v\n", err)
			}
			p := g.Position()
			got += fmt.Sprintf("record: %s\nresult: %s\nturns: %d\ntiles: %d\npath: %v\n%s",
				g.Record(), g.Outcome(), g.Len(), p.TileCount(), p.WinningPath(), p)
			if expected != "" && g.Outcome().String() != expected {
				t.Errorf("result %q, the record's known result is %q", g.Outcome(), expected)
			}
			golden := strings.TrimSuffix(f, ".trx") + ".golden"
			if *update {
				os.WriteFile(golden, []byte(got), 0o644)
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("replay of %s differs from %s:\n--- got\n%s--- want\n%s", f, golden, got, want)
			}
		})
	}
}
