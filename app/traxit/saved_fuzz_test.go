package traxit

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"traxapp/app/round"
	engine "traxapp/engine/traxit"
)

// FuzzDecodeSaved feeds arbitrary stored data to the saved-game decoder:
// never a panic, exactly one of a game and an error (one of its two
// errors), seats that fit the game, and a game it reads is stored again
// (encodeSaved) as data that decodes to the same game, seats and actions
// to redo, and encodes to the very same data.
func FuzzDecodeSaved(f *testing.F) {
	f.Add(encodeSaved(rulesGame(rulesCardRecord), []string{Person, Person}, nil, nil))
	f.Add(encodeSaved(rulesGame(rulesCardRecord), []string{Person, "hard"}, []string{"move f1 e4"}, nil))
	for seed := range uint64(4) {
		players := 2 + int(seed%3)
		g, err := engine.NewGame(engine.Options{Players: players, Short: seed%2 == 1, TieBreak: seed == 2, Seed: seed})
		if err != nil {
			f.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		for range 10 + int(seed)*7 {
			legal := g.LegalActions()
			if len(legal) == 0 {
				break
			}
			if err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
				f.Fatal(err)
			}
		}
		seats := make([]string, players)
		seats[players-1] = Levels[int(seed)%len(Levels)]
		var redo []string
		if g.Len() > 2 {
			a := g.Actions()
			redo = []string{g.PositionAt(len(a) - 1).FormatAction(a[len(a)-1])}
			g.Undo()
		}
		f.Add(encodeSaved(g, seats, redo, nil))
	}
	f.Add(`{"version":1,"record":"traxit 1\nplayers 2\n","seats":["person","person"],"redo":["card P99"]}`)
	f.Add(`{"version":0}`)
	f.Add(`{"version":99}`)
	f.Add(`{"version":1,"record":"traxit 1\nplayers 9\n","seats":[]}`)
	f.Add("{")
	f.Fuzz(func(t *testing.T, data string) {
		g, seats, redo, err := decodeSaved(data)
		if (g == nil) == (err == nil) {
			t.Fatalf("decodeSaved(%q) = %v, %v: want exactly one of game and error", data, g, err)
		}
		if err != nil {
			if !errors.Is(err, round.ErrSavedUnreadable) && !errors.Is(err, round.ErrSavedOld) && !errors.Is(err, round.ErrSavedNewer) {
				t.Fatalf("decodeSaved(%q): error %v is none of unreadable, old and newer", data, err)
			}
			return
		}
		if len(seats) != g.Position().Players() {
			t.Fatalf("decodeSaved(%q): %d seats for %d players", data, len(seats), g.Position().Players())
		}
		if len(redo) > 0 && !g.CanRedo() {
			t.Fatalf("decodeSaved(%q): redo %q but the game cannot redo", data, redo)
		}
		again := encodeSaved(g, seats, redo, nil)
		back, seats2, redo2, err := decodeSaved(again)
		if err != nil {
			t.Fatalf("decodeSaved(%q) read, but its encoding %q does not decode: %v", data, again, err)
		}
		if back.Record() != g.Record() || back.Position().Key() != g.Position().Key() || back.Len() != g.Len() ||
			!slices.Equal(seats2, seats) || !slices.Equal(redo2, redo) {
			t.Fatalf("%q: stored as %q, read back as another game, seats %q or redo %q", data, again, seats2, redo2)
		}
		if third := encodeSaved(back, seats2, redo2, nil); third != again {
			t.Fatalf("%q: stored as %q, then as %q", data, again, third)
		}
	})
}
