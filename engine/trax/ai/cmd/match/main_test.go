//go:build !wasm

package main

import (
	"strings"
	"testing"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// TestOpeningIsSeededAndQuiet: the book gives the same opening for the
// same seed, different ones for different seeds, legal and without a
// move that would win at once.
func TestOpeningIsSeededAndQuiet(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		a := strings.Join(opening(trax.Trax, seed, 3), " ")
		if b := strings.Join(opening(trax.Trax, seed, 3), " "); a != b {
			t.Fatalf("seed %d: %q then %q", seed, a, b)
		}
		g, err := trax.LoadRecord(trax.Trax, a)
		if err != nil || g.Len() != 3 {
			t.Fatalf("seed %d: %q: %v", seed, a, err)
		}
		if !ai.Quiet(g.Position()) {
			t.Errorf("seed %d: %q leaves a win at once", seed, a)
		}
		seen[a] = true
	}
	if len(seen) < 10 {
		t.Errorf("20 seeds gave only %d openings", len(seen))
	}
}

func TestStatsSummary(t *testing.T) {
	var s stats
	for _, r := range []result{1, 1, 1, 0, 0.5} {
		s.add(r)
	}
	got := s.summary([2]*engine{{name: "A"}, {name: "B"}})
	if !strings.HasPrefix(got, "A +3 -1 =1  score 70.0%") {
		t.Errorf("summary %q", got)
	}
}
