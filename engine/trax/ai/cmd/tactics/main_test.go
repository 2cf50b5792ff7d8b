//go:build !wasm

package main

import (
	"slices"
	"testing"

	"traxapp/engine/trax/ai"
)

// newTestGenerator returns a generator that wants n positions of every
// bucket of one or two turns but the deeper defences (the cheap proofs).
func newTestGenerator(seed uint64, n int) *generator {
	g := &generator{seed: seed, prover: ai.NewProver(50_000), quota: map[bucket]int{}, have: map[bucket]int{}, seen: map[string]bool{}, engine: ai.NewEngine(1 << 20)}
	for b := range kindShare {
		for v := range variantShare {
			b.variant = v
			if b.within == 1 || b.within == 2 && b.kind != ai.KindDefend && b.kind != ai.KindLoss {
				g.quota[b] = n
			}
		}
	}
	return g
}

// TestGenerateIsSeededAndProved: the same seed gives the same positions,
// and each is proved again by Prover.Check.
func TestGenerateIsSeededAndProved(t *testing.T) {
	if testing.Short() {
		t.Skip("plays and proves a self-play game")
	}
	a, b := newTestGenerator(7, 100), newTestGenerator(7, 100)
	a.game(1)
	b.game(1)
	if len(a.added) == 0 {
		t.Fatal("no position found in the game")
	}
	if !slices.EqualFunc(a.added, b.added, func(x, y ai.Tactic) bool {
		return x.Setup == y.Setup && x.Kind == y.Kind && x.Within == y.Within && slices.Equal(x.Moves, y.Moves)
	}) {
		t.Errorf("seed 7 gave %d positions, then %d different ones", len(a.added), len(b.added))
	}
	pr := ai.NewProver(0)
	for _, c := range a.added {
		if err := pr.Check(c); err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
	}
}
