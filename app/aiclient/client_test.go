package aiclient

import (
	"context"
	"errors"
	"testing"
	"time"

	"traxapp/app/aiworker"
	// The in-page search answers for the games whose worker package is imported.
	_ "traxapp/app/aiworker/traxworker"
	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

func TestOpponentMoves(t *testing.T) {
	c := New("")
	if c.InWorker() {
		t.Fatal("a worker outside the browser")
	}
	g, _ := trax.LoadRecord(trax.Trax, "@0/ @1\\")
	o := &Opponent{Client: c, Level: ai.Club, MoveTime: 100 * time.Millisecond}
	m, err := o.Move(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	if name := g.Position().FormatMove(m); name != "A0/" && name != "B0\\" {
		t.Errorf("played %s, want the win", name)
	}
}

func TestThinkCancelled(t *testing.T) {
	c := New("")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := c.Think(ctx, aiworker.Request{Variant: "trax", Record: "@0/ A0/ A3/ B3/", Level: "max", MoveTimeMS: 60000})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err %v, want context.Canceled", err)
	}
}

// A game whose AI the page does not host, without a worker, gives
// ErrUnavailable, never the in-page search's "unknown game" (issue 23,
// item 6): the screen words it and offers to retry.
func TestThinkUnavailable(t *testing.T) {
	c := ForGame("trakkx", "")
	_, err := c.Think(context.Background(), aiworker.Request{Game: "trakkx", Record: "TRAKKX 1\nplayers 2\nseed 7\nstart P1\n", Level: "easy"})
	if !errors.Is(err, ErrUnavailable) {
		t.Errorf("err %v, want ErrUnavailable", err)
	}
}
