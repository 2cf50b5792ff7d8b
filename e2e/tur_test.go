package e2e

import (
	"fmt"
	"strings"
	"testing"

	engine "traxapp/engine/trax"
)

// TestTurTraxPass: a seeded Tur-TRAX game (?variant=tur&seed=N) shows each
// turn's roll, offers only the rolled tile, and passes a turn whose rolls
// all miss, recording PASS in the move list.
func TestTurTraxPass(t *testing.T) {
	t.Parallel()
	// Find, with the engine, a seed whose game passes within a few turns
	// when each player lays the rolled tile at its first legal place.
	var seed uint64
	var plays [][2]string // space, notation
	for s := uint64(1); s < 5000 && seed == 0; s++ {
		g := engine.NewSeededGame(engine.TurTrax, s)
		plays = plays[:0]
		for len(plays) < 12 && !g.Outcome().Over() {
			legal := g.Position().LegalMovesWithTile(nil, g.Rolled())
			if len(legal) == 0 {
				break
			}
			m := legal[0]
			plays = append(plays, [2]string{fmt.Sprintf("%d,%d", m.At.X, m.At.Y), g.Position().FormatMove(m)})
			if g.Play(m) != nil {
				break
			}
			if strings.Contains(g.Record(), "PASS") {
				seed = s
				break
			}
		}
	}
	if seed == 0 {
		t.Fatal("no seed passes early")
	}
	ctx, base := newPage(t)
	openPlayable(t, ctx, fmt.Sprintf("%s?variant=tur&seed=%d&ai=0", base, seed))
	for _, p := range plays {
		if count(t, ctx, "#roll") != 1 {
			t.Fatalf("no roll shown before %s", p[1])
		}
		playAt(t, ctx, p[0], p[1])
	}
	if got := record(t, ctx); !strings.Contains(got, "PASS") {
		t.Errorf("move list %q records no pass", got)
	}
}

// TestTurTraxAgainstComputer: the computer answers in Tur-TRAX with the
// tile its own roll gives (the worker replays the game's seed).
func TestTurTraxAgainstComputer(t *testing.T) {
	t.Parallel()
	const seed = 7
	g := engine.NewSeededGame(engine.TurTrax, seed)
	m := g.Position().LegalMovesWithTile(nil, g.Rolled())[0]
	name := g.Position().FormatMove(m)
	ctx, base := newPage(t)
	openPlayable(t, ctx, fmt.Sprintf("%s?variant=tur&seed=%d&ai=beginner&side=white", base, seed))
	playAt(t, ctx, fmt.Sprintf("%d,%d", m.At.X, m.At.Y), name)
	waitJS(t, ctx, "the computer's answer", `document.querySelectorAll('#moves [data-move]').length >= 3`)
	if err := g.Play(m); err != nil {
		t.Fatal(err)
	}
	answer := strings.TrimPrefix(record(t, ctx), name+" ")
	if answer != "PASS" {
		if err := g.PlayNotation(strings.Fields(answer)[0]); err != nil {
			t.Errorf("the computer's answer %q is not the rolled tile's: %v", answer, err)
		}
	}
}
