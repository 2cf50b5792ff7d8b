package aiworker_test

import (
	"context"
	"testing"

	"traxapp/app/aiworker"
	_ "traxapp/app/aiworker/trakkxworker"
	_ "traxapp/app/aiworker/traxitworker"
	"traxapp/engine/game"
	_ "traxapp/engine/trakkx/play"
	_ "traxapp/engine/traxit/play"
)

// TestWorkersAnswer: the worker of each game that plays from its record
// answers a request at every level with an action the game accepts, and
// a broken record with an error and no action. (Trax's worker, with its
// own fields, has its own tests: traxworker.)
func TestWorkersAnswer(t *testing.T) {
	for _, tc := range []struct {
		variant string // the game through the game interface
		broken  string // a record the game refuses
	}{
		{"trakkx/2", "TRAKKX 1\nplayers 9\n"},
		{"traxit/3", "traxit 1\nplayers 9\n"},
	} {
		v, ok := game.Lookup(tc.variant)
		if !ok {
			t.Fatalf("%s is not registered", tc.variant)
		}
		g, err := v.New(7)
		if err != nil {
			t.Fatal(err)
		}
		for _, level := range []string{"easy", "medium", "hard"} {
			rep := aiworker.Handle(context.Background(), aiworker.Request{ID: 4, Game: v.Game, Record: g.Record(), Level: level, MoveTimeMS: 50}, nil)
			if rep.Error != "" || rep.ID != 4 {
				t.Fatalf("%s %s: reply %+v", tc.variant, level, rep)
			}
			if err := g.Clone().Apply(rep.Move); err != nil {
				t.Errorf("%s %s: the game refuses the worker's %q: %v", tc.variant, level, rep.Move, err)
			}
		}
		if rep := aiworker.Handle(context.Background(), aiworker.Request{Game: v.Game, Record: tc.broken, Level: "easy"}, nil); rep.Error == "" || rep.Move != "" {
			t.Errorf("%s: a bad record got %+v", tc.variant, rep)
		}
	}
}
