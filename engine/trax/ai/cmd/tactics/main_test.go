//go:build !wasm

package main

import (
	"os"
	"path/filepath"
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

// TestRealLossesWritesProvedEntries runs the reallosses command on one
// short lost game with 2-turn proofs: it writes one entry, whose played
// move the Prover shows losing and whose defences it proves again.
func TestRealLossesWritesProvedEntries(t *testing.T) {
	dir := t.TempDir()
	games := filepath.Join(dir, "games.txt")
	suite := filepath.Join(dir, "suite.json")
	lost := `750ms q 4 white them @0/ A2\ B1+ @2\ D1/ D0/ A1/ E2+ E3\ E4+ F2+ A4/ A0+ @4/`
	won := `750ms q 1 red us @0/ @1/ B0+ @1/ B0/ A0+ @1\ D5\ E5\ F5\ C0/ D1/ E1/ A1\ A0+ @3+`
	if err := os.WriteFile(games, []byte("# two games\n"+lost+"\n"+won+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := reallossesMain([]string{"-games", games, "-file", suite, "-turns", "2", "-nodes", "200000"}); err != nil {
		t.Fatal(err)
	}
	f, err := ai.ReadTactics(suite)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Positions) != 1 {
		t.Fatalf("%d entries, want 1 (one lost game)", len(f.Positions))
	}
	c := f.Positions[0]
	if c.Name == "" || c.MoveTime != "750ms" || c.Played == "" || c.Within < 1 || c.Within > 2 {
		t.Errorf("entry %+v", c)
	}
	pr := ai.NewProver(0)
	if err := ai.CheckPlayed(pr, c); err != nil {
		t.Error(err)
	}
	if err := pr.Check(c); err != nil {
		t.Error(err)
	}
}
