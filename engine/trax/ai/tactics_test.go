package ai

import (
	"context"
	"encoding/json"
	"os"
	"slices"
	"testing"

	"traxapp/engine/trax"
)

type tactic struct {
	Name    string   `json:"name"`
	Variant string   `json:"variant"`
	Setup   string   `json:"setup"`
	Kind    string   `json:"kind"`
	Within  int      `json:"within"`
	Moves   []string `json:"moves"`
}

func loadTactics(t testing.TB) []tactic {
	t.Helper()
	b, err := os.ReadFile("testdata/tactics.json")
	if err != nil {
		t.Fatal(err)
	}
	var d struct {
		Positions []tactic `json:"positions"`
	}
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	return d.Positions
}

func (c tactic) position(t testing.TB) *trax.Position {
	t.Helper()
	v, err := trax.VariantByName(c.Variant)
	if err != nil {
		t.Fatal(err)
	}
	g, err := trax.LoadRecord(v, c.Setup)
	if err != nil {
		t.Fatalf("%s: %v", c.Setup, err)
	}
	return g.Position()
}

// TestTactics searches each tactical position to a fixed depth (the number
// of turns the answer needs) and checks the move and the score.
func TestTactics(t *testing.T) {
	e := NewEngine(1 << 20)
	for _, c := range loadTactics(t) {
		t.Run(c.Setup, func(t *testing.T) {
			p := c.position(t)
			depth := 2*c.Within - 1
			r, err := e.Search(context.Background(), p, Options{Depth: depth})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: %s score %d depth %d nodes %d in %v", c.Name, r.Notation, r.Score, r.Depth, r.Nodes, r.Elapsed)
			switch c.Kind {
			case "win":
				if !slices.Contains(c.Moves, r.Notation) {
					t.Errorf("played %s, want one of %v", r.Notation, c.Moves)
				}
				if w := r.WinIn(); w == 0 || w > c.Within {
					t.Errorf("score %d (win in %d), want a win within %d turns", r.Score, w, c.Within)
				}
			case "defend":
				if !slices.Contains(c.Moves, r.Notation) {
					t.Errorf("played %s, want one of %v", r.Notation, c.Moves)
				}
			case "loss":
				if r.LossIn() == 0 {
					t.Errorf("score %d, want a forced loss", r.Score)
				}
			}
		})
	}
}
