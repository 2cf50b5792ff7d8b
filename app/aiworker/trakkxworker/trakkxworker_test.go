package trakkxworker

import (
	"context"
	"testing"

	"traxapp/app/aiworker"
	"traxapp/engine/trakkx"
)

// TestHandle: the worker answers a TRAKKX request at every level with an
// action the game accepts, and a broken record with an error.
func TestHandle(t *testing.T) {
	g, err := trakkx.NewGame(trakkx.Options{Players: 2, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	for _, level := range []string{"easy", "medium", "hard"} {
		rep := aiworker.Handle(context.Background(), aiworker.Request{ID: 4, Game: "trakkx", Record: g.Record(), Level: level, MoveTimeMS: 50}, nil)
		if rep.Error != "" || rep.ID != 4 {
			t.Fatalf("%s: reply %+v", level, rep)
		}
		replay, _ := trakkx.ParseRecord(g.Record())
		a, err := trakkx.ParseAction(rep.Move)
		if err == nil {
			err = replay.Apply(a)
		}
		if err != nil {
			t.Errorf("%s: the game refuses the worker's %q: %v", level, rep.Move, err)
		}
	}
	if rep := aiworker.Handle(context.Background(), aiworker.Request{Game: "trakkx", Record: "TRAKKX 1\nplayers 9\n", Level: "easy"}, nil); rep.Error == "" || rep.Move != "" {
		t.Errorf("a bad record got %+v", rep)
	}
}
