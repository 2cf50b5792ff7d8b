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
	tests := []struct {
		results []result
		want    string
	}{
		{[]result{1, 1, 1, 0, 0.5}, "A +3 -1 =1  score 70.0% ± 39.2% (95% CI 30.8%–100.0%, Elo +147)"},
		// One game says nothing of the spread: the interval is unbounded.
		{[]result{1}, "A +1 -0 =0  score 100.0% ± +Inf% (95% CI 0.0%–100.0%, Elo +1200)"},
		{nil, "A +0 -0 =0  score 0.0% ± +Inf% (95% CI 0.0%–100.0%, Elo -1200)"},
	}
	for _, tc := range tests {
		var s tally
		for _, r := range tc.results {
			s.add(r)
		}
		got := s.summary([2]*engine{{name: "A"}, {name: "B"}})
		if !strings.HasPrefix(got, tc.want) {
			t.Errorf("summary of %v:\n got %q\nwant %q...", tc.results, got, tc.want)
		}
	}
}
