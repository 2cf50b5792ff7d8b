//go:build !wasm

package main

import (
	"bytes"
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// testPlayer is bounded by counts, not time: the tests are reproducible
// and untimed.
func testPlayer() *player {
	pl := newPlayer(0)
	pl.playouts, pl.proofNodes = 300, 50_000
	return pl
}

// TestThinkPlaysLegalMoves plays seeded games of each variant between two
// players to their end (or 80 turns): every move think returns must be
// legal, which Game.Play checks.
func TestThinkPlaysLegalMoves(t *testing.T) {
	for _, v := range []trax.Variant{trax.Trax, trax.Trax8x8, trax.LoopTrax} {
		for seed := range uint64(2) {
			g := trax.NewGame(v)
			rng := rand.New(rand.NewPCG(seed, 7))
			pl := testPlayer()
			for turn := 0; turn < 80 && !g.Outcome().Over(); turn++ {
				var m trax.Move
				if turn < 2 {
					ms := g.Position().DistinctMoves(nil)
					m = ms[rng.IntN(len(ms))]
				} else {
					var err error
					m, err = pl.think(context.Background(), g.Position().Clone(), seed)
					if err != nil {
						t.Fatalf("%s seed %d turn %d: %v", v.Name, seed, turn, err)
					}
				}
				if err := g.Play(m); err != nil {
					t.Fatalf("%s seed %d turn %d: %s: %v (record %s)", v.Name, seed, turn, g.Position().FormatMove(m), err, g.Record())
				}
			}
		}
	}
}

// TestThinkTakesWinsAndDefends checks the player on the tactics suite's
// wins in one turn and only defences against one: the proof at the root
// settles both, whatever the playouts do.
func TestThinkTakesWinsAndDefends(t *testing.T) {
	f, err := ai.ReadTactics("../../testdata/tactics.json")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range f.Positions {
		if c.Within != 1 || (c.Kind != ai.KindWin && c.Kind != ai.KindDefend) {
			continue
		}
		p, err := c.Position()
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		m, err := testPlayer().think(context.Background(), p, 1)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		if got := p.FormatMove(m); !slices.Contains(c.Moves, got) {
			t.Errorf("%s (%s %s within 1): played %s, want one of %v", c.Name, c.Variant, c.Kind, got, c.Moves)
		}
		n++
	}
	if n == 0 {
		t.Fatal("no position of one turn in the tactics suite")
	}
}

// TestServeAnswersOverTheProtocol plays the player through ai.Serve: it
// answers an opening move as Red with a legal move, and opens as White.
func TestServeAnswersOverTheProtocol(t *testing.T) {
	pl := testPlayer()
	cfg := ai.Config{Variant: trax.Trax, Think: pl.think, Seed: 1}
	var out, errw bytes.Buffer
	in := "-B\n@0+\n-I\n-W\n-E\n"
	if err := ai.Serve(context.Background(), strings.NewReader(in), &out, &errw, cfg); err != nil {
		t.Fatal(err)
	}
	if errw.Len() > 0 {
		t.Fatalf("complaints: %s", errw.String())
	}
	lines := strings.Fields(out.String())
	if len(lines) != 2 {
		t.Fatalf("output %q, want two moves", out.String())
	}
	g := trax.NewGame(trax.Trax)
	if err := g.PlayNotation("@0+"); err != nil {
		t.Fatal(err)
	}
	if err := g.PlayNotation(lines[0]); err != nil {
		t.Errorf("reply to @0+: %q: %v", lines[0], err)
	}
	if err := trax.NewGame(trax.Trax).PlayNotation(lines[1]); err != nil {
		t.Errorf("opening move %q: %v", lines[1], err)
	}
}
