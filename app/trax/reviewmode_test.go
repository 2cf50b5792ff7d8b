package trax

import (
	"context"
	"testing"

	"traxapp/app"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// finishedGame is a finished game: Red closes a loop with its 8th move.
const finishedGame = `@0/ @1+ B2+ B3\ C2/ D2/ A0+ C1+`

// TestReviewNeverChangesAFinishedGame: while a finished game is reviewed
// (issue 23, item 5) nothing changes it: no resignation, no move, no
// hint; Undo and Redo step one move and keep the whole line and result.
func TestReviewNeverChangesAFinishedGame(t *testing.T) {
	st := &app.MemorySlot{}
	c := newController(engine.Trax, st)
	c.assist.advisor = func(context.Context, *engine.Game) (string, []ai.Reason, error) { return "", nil, nil }
	c.importRecord(finishedGame)
	if !c.game.Outcome().Over() || !c.lineOver {
		t.Fatalf("the record did not finish the game")
	}
	_, want := c.game.Line()
	c.goTo(0) // the result banner's Review
	c.goTo(4) // a tap in the move list
	if !c.inReview {
		t.Fatal("not in review")
	}
	if c.canResign() || c.canHint() {
		t.Errorf("in review: can resign %v, can hint %v", c.canResign(), c.canHint())
	}
	c.askResign(true)
	c.resign()
	if len(c.frontier) != 0 {
		t.Errorf("in review the board offers %d spaces", len(c.frontier))
	}
	c.undo()
	if c.game.Len() != 3 {
		t.Errorf("Undo in review shows move %d, want 3", c.game.Len())
	}
	c.redo()
	c.redo()
	if c.game.Len() != 5 {
		t.Errorf("two Redos in review show move %d, want 5", c.game.Len())
	}
	if _, got := c.game.Line(); got != want {
		t.Errorf("the line became %q, want %q", got, want)
	}
	if c.announce != "Showing move 5 of 8. Red to move." {
		t.Errorf("announcement %q", c.announce)
	}
	// A reload keeps the review (and its protection).
	r := newController(engine.Trax, st)
	r.restore()
	if !r.inReview || r.canResign() || len(r.frontier) != 0 {
		t.Errorf("after a reload: in review %v, can resign %v, %d spaces", r.inReview, r.canResign(), len(r.frontier))
	}
	// At the end of the game Undo takes moves back again, to play on.
	c.goTo(8)
	if c.inReview {
		t.Error("still in review at the end")
	}
	c.undo()
	if c.inReview || len(c.frontier) == 0 {
		t.Errorf("after Undo at the end: in review %v, %d spaces", c.inReview, len(c.frontier))
	}
}
