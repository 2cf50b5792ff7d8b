package aiclient

import (
	"context"
	"errors"
	"testing"
	"time"

	"traxapp/app/aiworker"
	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

func TestRecordReplays(t *testing.T) {
	const rec = "@0/ A0/ A3/ B3/ @3+ B0+ C1+ A5/ B5+ @5\\ @5\\ A6\\"
	g, err := trax.LoadRecord(trax.Trax, rec)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Record(g.Position())
	if err != nil {
		t.Fatal(err)
	}
	if got != g.Record() {
		t.Errorf("Record = %q, want %q", got, g.Record())
	}
}

func TestOpponentMoves(t *testing.T) {
	c := New("")
	if c.InWorker() {
		t.Fatal("a worker outside the browser")
	}
	g, _ := trax.LoadRecord(trax.Trax, "@0/ @1\\")
	o := &Opponent{Client: c, Level: ai.Club, MoveTime: 100 * time.Millisecond}
	m, err := o.Move(context.Background(), g.Position())
	if err != nil {
		t.Fatal(err)
	}
	if name := g.Position().FormatMove(m); name != "A0/" && name != "B0\\" {
		t.Errorf("played %s, want the win", name)
	}
	if o.Name() != "Computer (club)" {
		t.Errorf("name %q", o.Name())
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
