package ai

import (
	"context"
	"errors"
	"testing"

	"traxapp/engine/trax"
)

func TestTurTraxPlaysTheRolledTile(t *testing.T) {
	p := load(t, trax.TurTrax, "@0/ @1\\")
	e := NewEngine(1 << 20)
	if _, err := e.Search(context.Background(), p, Options{Depth: 2}); !errors.Is(err, ErrNeedTile) {
		t.Fatalf("search without the rolled tile: %v, want ErrNeedTile", err)
	}
	for f := 1; f <= 6; f++ {
		tile := trax.DieTile(f, p.ToMove())
		r, err := e.Search(context.Background(), p, Options{Depth: 2, Tile: tile})
		if errors.Is(err, ErrNoMove) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if r.Move.Tile != tile {
			t.Errorf("face %d: played %s with tile %v, want tile %v", f, r.Notation, r.Move.Tile, tile)
		}
		// White wins at A0 with / and at B0 with \ when the die allows.
		if wins := r.WinIn() == 1; wins != (r.Notation == "A0/" || r.Notation == "B0\\") {
			t.Errorf("face %d: %s scores %d", f, r.Notation, r.Score)
		}
	}
}
