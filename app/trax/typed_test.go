package trax

import (
	"strings"
	"testing"

	"traxapp/app"
	engine "traxapp/engine/trax"
)

// TestParseCommand: what a line typed in the move field asks for.
func TestParseCommand(t *testing.T) {
	for _, tc := range []struct {
		line string
		want command
	}{
		{"", command{kind: cmdRepeat}},
		{"   ", command{kind: cmdRepeat}},
		{"?", command{cmdBoard, "?"}},
		{" ? ", command{cmdBoard, "?"}},
		{"B2/", command{cmdMove, "B2/"}},
		{"b2 \\", command{cmdMove, "b2\\"}},
		{"@0+", command{cmdMove, "@0+"}},
		{"B2", command{cmdPlace, "B2"}},
		{"hello", command{cmdPlace, "hello"}},
		{"+", command{cmdMove, "+"}},
	} {
		if got := parseCommand(tc.line); got != tc.want {
			t.Errorf("parseCommand(%q) = %+v, want %+v", tc.line, got, tc.want)
		}
	}
}

// loaded returns a position after the record rec.
func loaded(t *testing.T, rec string) *engine.Position {
	t.Helper()
	g, err := engine.LoadRecord(engine.Trax, rec)
	if err != nil {
		t.Fatal(err)
	}
	return g.Position()
}

// TestDescribeSpace says a tile by its tracks and an empty square by what
// fits there and what meets it, from the engine's facts, in the
// catalog's words.
func TestDescribeSpace(t *testing.T) {
	pos := loaded(t, "@0/ @1+") // A1 +, then B1 / (the first tile)
	for _, tc := range []struct {
		place, want string
	}{
		{"B1", "B1: tile /. Red track: right and bottom. White track: top and left."},
		{"A1", "A1: tile +. Red track: top and bottom. White track: right and left."},
		{"A2", "A2: empty space, 3 tiles fit here. Red tracks reach it: top."},
		{"B0", "B0: empty space, 3 tiles fit here. White tracks reach it: bottom."},
		{"@0", "@0: empty, no tile may go here."},
	} {
		q, err := pos.ParsePlace(tc.place)
		if err != nil {
			t.Fatal(err)
		}
		if got := describeSpace(en, pos, q); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.place, got, tc.want)
		}
	}
	if got := describeSpace(en, engine.NewPosition(engine.Trax), engine.Point{}); got != "The board is empty: the first tile goes at @0." {
		t.Errorf("empty board: %q", got)
	}
	// A threat: White wins at once by a loop at A2 (C1+ would close it).
	near := loaded(t, `@0/ @1+ B2+ B3\ C2/ D2/ A0+`)
	var said string
	for _, th := range threatsOf(near) {
		said = describeSpace(en, near, th)
	}
	if !strings.Contains(said, "would win here with") {
		t.Errorf("a threat's space: %q", said)
	}
}

// threatsOf returns the spaces where a tile would win.
func threatsOf(pos *engine.Position) []engine.Point {
	var out []engine.Point
	for _, m := range pos.LegalMoves(nil) {
		if _, o, err := pos.Preview(m); err == nil && o.Over() {
			out = append(out, m.At)
		}
	}
	return out
}

// TestDescribeBoard reads the position row by row.
func TestDescribeBoard(t *testing.T) {
	got := describeBoard(en, loaded(t, "@0/ @1+ B2+"))
	want := "Played area: columns A to B, rows 1 to 2. " +
		"Row 1: A1 +, red top and bottom; B1 /, red right and bottom. " +
		"Row 2: A2 empty; B2 +, red top and bottom. Red to move."
	if got != want {
		t.Errorf("\n got %q\nwant %q", got, want)
	}
}

// TestTypedMoves plays typed moves as clicks would, says refused ones in
// words (the engine's reason, in the catalog's words), and announces
// every turn with its forced tiles and the threats it leaves.
func TestTypedMoves(t *testing.T) {
	c := newController(engine.Trax, &app.MemorySlot{})
	c.typed("")
	if c.said != "No move yet. "+en.T("trax.type.help") {
		t.Errorf("Enter on an empty board: %q", c.said)
	}
	for _, tc := range []struct{ line, want string }{
		{"B2/", "B2/: the first tile goes at @0."},
		{"x", "x: that is not a move in Trax notation (a column, a row and one of + / \\). " + en.T("trax.type.help")},
		{"?", "The board is empty: the first tile goes at @0."},
	} {
		c.typed(tc.line)
		if strings.TrimSuffix(c.said, "\u00a0") != tc.want {
			t.Errorf("%q answered %q, want %q", tc.line, c.said, tc.want)
		}
	}
	c.typed("@0/")
	if c.game.Len() != 1 || c.announce != "White played @0/. Its tile is now at A1." {
		t.Fatalf("after @0/: %d moves, announced %q", c.game.Len(), c.announce)
	}
	for _, tc := range []struct{ line, want string }{
		{"A1+", "A1+: the space is not empty."},
		{"C3+", "C3+: there is no such place on the board."},
		{"B2/", "B2/: the space does not touch a tile."},
		{"a1", "A1: tile /. Red track: right and bottom. White track: top and left."},
	} {
		c.typed(tc.line)
		if c.said != tc.want || c.game.Len() != 1 {
			t.Errorf("%q answered %q (moves %d), want %q", tc.line, c.said, c.game.Len(), tc.want)
		}
	}
	// A move that forces a tile: @0/ @1+ then B2+ forces nothing; the
	// finished game's line forces on its last move.
	for _, mv := range []string{"@1+", "b2+", "B3\\", "C2/", "D2/", "A0+"} {
		c.typed(mv)
	}
	if c.game.Len() != 7 {
		t.Fatalf("typed moves played: %d, want 7 (%q)", c.game.Len(), c.said)
	}
	if !strings.Contains(c.announce, "Threats: ") {
		t.Errorf("the threat left is not announced: %q", c.announce)
	}
	c.typed("C1+")
	if !strings.Contains(c.announce, "forcing 2 tiles at ") || !strings.Contains(c.announce, "wins") {
		t.Errorf("the last turn announced %q, want its forced tiles and the result", c.announce)
	}
	c.typed("A1+")
	if c.said != "A1+: the game is already over." {
		t.Errorf("a move after the end answered %q", c.said)
	}
	c.typed("")
	c.typed("")
	if !strings.HasSuffix(c.said, "\u00a0") && !strings.Contains(c.said, "wins") {
		t.Errorf("Enter alone repeated %q", c.said)
	}
}

// TestTypedMoveWaitsForTheComputer: against the computer, a move typed on
// its turn is refused in words.
func TestTypedMoveWaitsForTheComputer(t *testing.T) {
	c := newController(engine.Trax, &app.MemorySlot{})
	c.opponent, c.opponentColor = &blockingOpponent{}, engine.White
	c.typed("@0/")
	if c.game.Len() != 0 || c.said != "The computer is thinking: wait for its move." {
		t.Errorf("typed on the computer's turn: %d moves, %q", c.game.Len(), c.said)
	}
}

// FuzzTyped: any line typed is answered in words and never panics; a
// move is played only when the engine accepts it.
func FuzzTyped(f *testing.F) {
	for _, s := range []string{"", "?", "@0/", "B2", "a1\\", "ZZZZZZZ9+", "\x00/", "é+", "A-1+"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		c := newController(engine.Trax, &app.MemorySlot{})
		c.typed("@0/")
		c.typed(line)
		if c.said == "" && c.game.Len() == 1 {
			t.Fatalf("%q: no answer and no move", line)
		}
	})
}
