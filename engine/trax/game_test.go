package trax

import (
	"errors"
	"slices"
	"strings"
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

func TestLegalMovesAtAndPreview(t *testing.T) {
	p := mustLoad(t, Trax, "@0+ B1/ C1/ A2/ A3+ A4/ B4+ C4/").Position()
	at := Point{2, 2} // C3 in the frame of this position
	if p.PlaceName(at) != "C3" {
		t.Fatalf("place %s", p.PlaceName(at))
	}
	var names []string
	for _, m := range p.LegalMovesAt(nil, at) {
		names = append(names, p.FormatMove(m))
	}
	if !slices.Contains(names, "C3+") || slices.Contains(names, "C3/") {
		t.Fatalf("legal at C3: %v, want C3+ and not C3/", names)
	}
	all := 0
	for _, m := range p.LegalMoves(nil) {
		if m.At == at {
			all++
		}
	}
	if all != len(names) {
		t.Fatalf("LegalMoves has %d moves at C3", all)
	}
	key := p.Key()
	turn, o, err := p.Preview(p.LegalMovesAt(nil, at)[0])
	if err != nil || len(turn) < 1 || turn[0].At != at || o.Over() || p.Key() != key {
		t.Fatalf("preview: %v %v %v, position changed %v", turn, o, err, p.Key() != key)
	}
	if _, _, err := p.Preview(Move{at, SlashRedBottomRight}); err == nil {
		t.Fatalf("preview of an illegal move gave no error")
	}
	q := mustLoad(t, Trax, "@0/ B1\\").Position()
	m, _ := q.ParseMove("A2\\")
	_, o, _ = q.Preview(m)
	if o.String() != "red loop" {
		t.Fatalf("preview of A2\\ gives %v, want red loop", o)
	}
}

func TestReviewKeepsAClaim(t *testing.T) {
	g := mustLoad(t, Trax, "@0/ @1/ B2/ RESIGN")
	g.GoTo(1)
	if g.Outcome().Over() || g.Record() != "@0/" || !g.CanRedo() {
		t.Fatalf("reviewing move 1: %v %q redo %v", g.Outcome(), g.Record(), g.CanRedo())
	}
	g.GoTo(3)
	if o := g.Outcome(); o.Method != ByResignation || g.Record() != "@0/ @1/ B2/ RESIGN" {
		t.Fatalf("back at the end: %v %q", o, g.Record())
	}
	// A new move while reviewing starts a new line: the claim is gone.
	g.GoTo(2)
	if err := g.PlayNotation("A0+"); err != nil {
		t.Fatal(err)
	}
	if g.Outcome().Over() || g.CanRedo() || strings.Contains(g.Record(), "RESIGN") {
		t.Fatalf("after a new move: %v redo %v %q", g.Outcome(), g.CanRedo(), g.Record())
	}
	// Undo at the claim takes back the claim only.
	g = mustLoad(t, Trax, "@0/ @1/ DRAW")
	if !g.Undo() || g.Outcome().Over() || g.Len() != 2 {
		t.Fatalf("undo of a draw claim: %v, %d moves", g.Outcome(), g.Len())
	}
}

func TestPositionRecord(t *testing.T) {
	const rec = "@0/ A0/ A3/ B3/ @3+ B0+ C1+ A5/ B5+ @5\\ @5\\ A6\\"
	g, err := LoadRecord(Trax, rec)
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Position().Record(); got != g.Record() || got != rec {
		t.Errorf("Position.Record = %q, want the game's %q", got, g.Record())
	}
	if got := NewPosition(Trax).Record(); got != "" {
		t.Errorf("empty board's record = %q", got)
	}
}

func TestLineKeepsMovesTakenBack(t *testing.T) {
	g, err := LoadRecord(Trax, `@0/ @1\ A0+ RESIGN`)
	if err != nil {
		t.Fatal(err)
	}
	g.GoTo(1)
	moves, rec := g.Line()
	if len(moves) != 3 || rec != `@0/ @1\ A0+ RESIGN` {
		t.Errorf("Line() = %v, %q; want every move and the resignation", moves, rec)
	}
	if g.Len() != 1 || !g.CanRedo() {
		t.Errorf("Line moved the board: %d moves on it, redo %v", g.Len(), g.CanRedo())
	}
}
