package traxitworker

import (
	"context"
	"testing"

	"traxapp/app/aiworker"
	"traxapp/engine/traxit"
)

// TestHandle: the worker answers a TRAXIT request at every level with an
// action the game accepts, and a broken record with an error.
func TestHandle(t *testing.T) {
	g, err := traxit.NewGame(traxit.Options{Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, level := range []string{"easy", "medium", "hard"} {
		rep := aiworker.Handle(context.Background(), aiworker.Request{ID: 4, Game: "traxit", Record: g.Record(), Level: level, MoveTimeMS: 50}, nil)
		if rep.Error != "" || rep.ID != 4 {
			t.Fatalf("%s: reply %+v", level, rep)
		}
		replay, _ := traxit.ParseRecord(g.Record())
		if err := replay.Play(rep.Move); err != nil {
			t.Errorf("%s: the game refuses the worker's %q: %v", level, rep.Move, err)
		}
	}
	if rep := aiworker.Handle(context.Background(), aiworker.Request{Game: "traxit", Record: "traxit 1\nplayers 9\n", Level: "easy"}, nil); rep.Error == "" || rep.Move != "" {
		t.Errorf("a bad record got %+v", rep)
	}
}
