package trax

import (
	"errors"
	"testing"
)

func TestGameUndoRedoAndGoTo(t *testing.T) {
	rec := "@0/ @1/ C1/ C0/ C3\\ D1/ E2+ D3\\ D4\\ E4\\ F1\\ @1/ G5/ H5+ B0\\ C0\\ G8/ I7\\"
	g := mustLoad(t, Trax, rec)
	keys := []uint64{}
	for n := 0; n <= g.Len(); n++ {
		h := mustLoad(t, Trax, "")
		for _, tok := range g.Moves()[:n] {
			h.PlayNotation(tok)
		}
		keys = append(keys, h.Position().Key())
	}
	if g.CanRedo() || !g.CanUndo() {
		t.Fatalf("fresh game: CanRedo %v CanUndo %v", g.CanRedo(), g.CanUndo())
	}
	for _, n := range []int{18, 0, 5, 17, 3, 18, 9} {
		g.GoTo(n)
		if g.Len() != n || g.Position().Key() != keys[n] {
			t.Fatalf("GoTo(%d): %d moves, key matches %v", n, g.Len(), g.Position().Key() == keys[n])
		}
	}
	if g.Outcome().Over() {
		t.Fatalf("reviewing move 9 shows a finished game")
	}
	g.GoTo(18)
	if g.Record() != rec || g.Outcome().String() != "red line" {
		t.Fatalf("back at the end: %q %v", g.Record(), g.Outcome())
	}
	// A different move after undo clears the redo list.
	g.GoTo(2)
	if err := g.PlayNotation("A0+"); err != nil {
		t.Fatal(err)
	}
	if g.CanRedo() {
		t.Fatalf("redo still offered after a new move")
	}
	// Undo takes back a resignation first.
	g.Resign()
	if o := g.Outcome(); o.Method != ByResignation || o.Winner != White {
		t.Fatalf("red resigned: %v", o)
	}
	if err := g.PlayNotation("B0/"); !errors.Is(err, ErrAfterEnd) {
		t.Fatalf("move after resignation: %v", err)
	}
	g.Undo()
	if g.Outcome().Over() || g.Len() != 3 {
		t.Fatalf("undo of the resignation: %v, %d moves", g.Outcome(), g.Len())
	}
}

func TestLoadRecordKeepsMovesBeforeTheError(t *testing.T) {
	g, err := LoadRecord(Trax, "@0/ @1/ B2/ ZZ9+ A0+")
	var ne *NotationError
	if !errors.As(err, &ne) || ne.Turn != 4 || ne.Token != "ZZ9+" || ne.Offset != 12 || !errors.Is(err, ErrNoPlace) {
		t.Fatalf("error %#v", err)
	}
	if g.Len() != 3 {
		t.Fatalf("%d moves kept, want 3", g.Len())
	}
	if _, err := LoadRecord(Trax, "@0/ RESIGN @1/"); !errors.Is(err, ErrBadRecord) {
		t.Fatalf("move after RESIGN: %v", err)
	}
}
