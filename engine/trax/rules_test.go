package trax

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// Table tests for the fifteen cases of section 6 of the specification
// (cases 14 and 15 live in luck_test.go and solitaire_test.go), each built
// from a short record.

// place names a space of the current position for test messages.
func place(p *Position, x, y int) string { return p.PlaceName(Point{x, y}) }

func TestCase01DiagonalOnlyIsNotAPlacement(t *testing.T) {
	p := mustLoad(t, Trax, "@0+").Position()
	for _, m := range []Move{{Point{1, 1}, StraightRedAcross}, {Point{-1, -1}, SlashRedBottomRight}} {
		if err := p.Play(m); !errors.Is(err, ErrNotAdjacent) {
			t.Errorf("tile at %s touching only a corner: %v, want %v", place(p, m.At.X, m.At.Y), err, ErrNotAdjacent)
		}
	}
	if _, err := p.ParseMove("B2+"); !errors.Is(err, ErrNoPlace) {
		t.Errorf("B2+ after @0+: %v, want %v", err, ErrNoPlace)
	}
}

func TestCase02ColourClashIsNotLegal(t *testing.T) {
	p := mustLoad(t, Trax, "@0+").Position() // A1 has red W and E, white N and S
	// East of A1 the west edge must be red; tile 2 shows white there.
	if err := p.Play(Move{Point{1, 0}, StraightRedDown}); !errors.Is(err, ErrColorClash) {
		t.Fatalf("clashing tile: %v, want %v", err, ErrColorClash)
	}
	if p.TileCount() != 1 {
		t.Fatalf("a refused move changed the board: %d tiles", p.TileCount())
	}
	// A2 has white entering from the north and red from the east: no `\`
	// matches both, while `+` and `/` each have one tile that does.
	g := mustLoad(t, Trax, "@0/ @1/ B2/")
	if err := g.PlayNotation("A2\\"); !errors.Is(err, ErrNoFit) {
		t.Fatalf("A2\\: %v, want %v", err, ErrNoFit)
	}
	for _, tok := range []string{"A2+", "A2/"} {
		if err := g.PlayNotation(tok); err != nil {
			t.Fatalf("%s: %v", tok, err)
		}
		g.Undo()
	}
}

// checkTurn asserts the tiles the last turn placed, chosen first.
func checkTurn(t *testing.T, p *Position, wantForced int) []Placement {
	t.Helper()
	lt := p.LastTurn()
	if len(lt)-1 != wantForced {
		t.Fatalf("last turn placed %d forced tiles, want %d", len(lt)-1, wantForced)
	}
	if lt[0].Forced || slices.ContainsFunc(lt[1:], func(pl Placement) bool { return !pl.Forced }) {
		t.Fatalf("chosen/forced flags wrong: %+v", lt)
	}
	return lt
}

func TestCase03PlacementForcesACorridor(t *testing.T) {
	g := mustLoad(t, Trax, "@0/ @1/ C1/ C0/ C3\\ D1/ E2+ D3\\ D4\\")
	lt := checkTurn(t, g.Position(), 3)
	// The forced tiles run west from the chosen one, one after another.
	for k := 1; k < len(lt); k++ {
		if lt[k].At.Y != lt[0].At.Y || lt[k].At.X != lt[k-1].At.X-1 {
			t.Fatalf("forced tiles are not a corridor west of the chosen tile: %+v", lt)
		}
	}
}

func TestCase04ForcedSpacesInTwoDirections(t *testing.T) {
	g := mustLoad(t, Trax, "@0/ @1/ C1/ C2/ D1/ E2/ A2+ @1/ C0\\ A4+ C4+")
	lt := checkTurn(t, g.Position(), 4)
	east, west := false, false
	for _, pl := range lt[1:] {
		east = east || pl.At.X > lt[0].At.X
		west = west || pl.At.X < lt[0].At.X
	}
	if !east || !west {
		t.Fatalf("forced tiles on one side only: %+v", lt)
	}
	// Order independence: the slow twin fills forced spaces in the
	// opposite order and must reach the same board.
	checkAgainstSlowTwin(t, g.Position())
}

func TestCase05IllegalThroughALaterForcedPlay(t *testing.T) {
	g := mustLoad(t, Trax, "@0/ A0+ B1/ C1/ D1/ @1\\ D0+ @2/ B4\\ F3/ A4/ B5\\ B6\\ G3\\ G4\\ D5/ D7+ E6\\ H3+")
	p := g.Position()
	m, err := p.ParseMove("F4/")
	if err != nil {
		t.Fatalf("F4/ must fit its neighbours on its own: %v", err)
	}
	before := p.Key()
	err = p.Play(m)
	var pe *PlaceError
	if !errors.As(err, &pe) || !errors.Is(err, ErrThreeColors) {
		t.Fatalf("F4/: %v, want three edges of one colour", err)
	}
	if d := abs(pe.Where.X-m.At.X) + abs(pe.Where.Y-m.At.Y); d < 2 {
		t.Fatalf("the bad space %v is next to the chosen tile; want one reached through the chain", pe.Where)
	}
	if p.Key() != before || p.Turns() != 19 {
		t.Fatalf("the illegal turn was not taken back")
	}
	if err := g.PlayNotation("F4/"); err == nil || !strings.Contains(err.Error(), "forced play at E3") {
		t.Fatalf("error %v, want it to name the forced play at E3", err)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func TestWinningRules(t *testing.T) {
	cases := []struct {
		rule, variant, record, want string
	}{
		{"6: loop closed by a forced tile", "trax", "@0/ B1\\ A2\\", "red loop"},
		{"7: only the opponent's colour completes", "trax", "@0/ B1\\ B2/", "red loop"},
		{"7: mover completes the opponent's line", "trax", "@0+ A0+ A3+ A4+ A5+ A6+ A7+ A8+", "white line"},
		{"8: both loops on one turn, mover wins", "trax", "@0+ B1\\ B2/ A2+ A3/ A0\\ @3+ @3\\ B2+", "white loop"},
		{"8: both lines on one turn, mover wins", "trax", "@0+ A0+ B2\\ A3+ @2\\ D2\\ E2\\ A0/ D2+ @1\\ A0\\ C1+ @2+ E0/ F3+ G2\\ H5\\ F7/ G8+ G1/ E7/", "white line"},
		{"9: 8 columns but the end bends away from the edge", "trax", "@0+ B1+ C1+ D1+ E1+ F1+ G1+ H1\\", "none"},
		{"9: the bent end extended to the new extreme", "trax", "@0+ B1+ C1+ D1+ E1+ F1+ G1+ H1\\ H2\\", "red line"},
		{"10: a line across 7 columns", "trax", "@0+ B1+ C1+ D1+ E1+ F1+ G1+", "none"},
		{"10: the same line across 8 columns", "trax", "@0+ B1+ C1+ D1+ E1+ F1+ G1+ H1+", "red line"},
		{"10: a line down 8 rows", "trax", "@0+ A2+ A3+ A4+ A5+ A6+ A7+ A8+", "white line"},
		{"11: touches the left edge and bends back", "trax", "@0+ B1+ C1+ D1+ E1\\ E2\\ @1/ A2/ @2+ @2\\", "none"},
		{"11: the same path reaching the left edge", "trax", "@0+ B1+ C1+ D1+ E1\\ E2\\ @1/ A2/ @2+ @2+", "red line"},
		{"loop trax: lines do not win", "loop", "@0+ B1+ C1+ D1+ E1+ F1+ G1+ H1+ I1+ J1+", "none"},
		{"loop trax: loops do", "loop", "@0/ B1\\ A2\\", "red loop"},
		{"resignation: the side to move resigns", "trax", "@0/ A0/ RESIGN", "red resign"},
		{"agreed draw", "8x8", "@0/ A0/ DRAW", "draw"},
	}
	for _, c := range cases {
		t.Run(c.rule, func(t *testing.T) {
			v, _ := VariantByName(c.variant)
			g := mustLoad(t, v, c.record)
			if got := g.Outcome().String(); got != c.want {
				t.Fatalf("%s: outcome %q, want %q", c.record, got, c.want)
			}
			if strings.Contains(c.want, "loop") || strings.Contains(c.want, "line") {
				checkWinningPath(t, g.Position())
			}
		})
	}
}

// checkWinningPath asserts the reported path is a connected run of placed
// tiles of the winner's colour that closes (loop) or spans the area (line).
func checkWinningPath(t *testing.T, p *Position) {
	t.Helper()
	path := p.WinningPath()
	o := p.Outcome()
	if len(path) < 2 {
		t.Fatalf("winning path %v too short", path)
	}
	for k := 1; k < len(path); k++ {
		if abs(path[k].X-path[k-1].X)+abs(path[k].Y-path[k-1].Y) != 1 {
			t.Fatalf("path not connected at %d: %v", k, path)
		}
	}
	first, last := path[0], path[len(path)-1]
	switch o.Method {
	case ByLoop:
		if len(path) < 4 || abs(first.X-last.X)+abs(first.Y-last.Y) != 1 {
			t.Fatalf("loop path does not close: %v", path)
		}
	case ByLine:
		a := p.Area()
		spansX := min(first.X, last.X) == a.MinX && max(first.X, last.X) == a.MaxX
		spansY := min(first.Y, last.Y) == a.MinY && max(first.Y, last.Y) == a.MaxY
		if !spansX && !spansY {
			t.Fatalf("line path %v does not span the area %+v", path, a)
		}
	}
}

func TestCase12NotationFrame(t *testing.T) {
	// The worked example of section 5.
	g := mustLoad(t, Trax, "@0/ @1/ B2/")
	p := g.Position()
	want := map[Point]Tile{{0, 0}: SlashRedBottomRight, {-1, 0}: SlashRedTopLeft, {0, 1}: SlashRedTopLeft}
	for q, tile := range want {
		if got := p.At(q); got != tile {
			t.Errorf("tile at %v is %v, want %v", q, got, tile)
		}
	}
	if got := p.PlaceName(Point{0, 0}); got != "B1" {
		t.Errorf("the first tile is called %s after @1/, want B1", got)
	}
	// Playing at row 0 shifts the rows.
	g = mustLoad(t, Trax, "@0+ A0+")
	if got := g.Position().PlaceName(Point{0, 0}); got != "A2" {
		t.Errorf("the first tile is %s after A0+, want A2", got)
	}
	// Columns past Z: a long row (Loop Trax, so the line does not end it).
	var rec []string
	rec = append(rec, "@0+")
	for c := 2; c <= 30; c++ {
		rec = append(rec, ColumnName(c)+"1+")
	}
	g = mustLoad(t, LoopTrax, strings.Join(rec, " "))
	if got := g.Record(); got != strings.Join(rec, " ") {
		t.Fatalf("record %q, want %q", got, strings.Join(rec, " "))
	}
	if got := g.Moves()[26]; got != "AA1+" {
		t.Errorf("the 27th column is %s, want AA", got)
	}
	if err := g.PlayNotation("AE1+"); err != nil {
		t.Errorf("AE1+ right of AD: %v", err)
	}
	if err := g.PlayNotation("AG1+"); !errors.Is(err, ErrNoPlace) {
		t.Errorf("AG1+ two columns beyond the area: %v, want %v", err, ErrNoPlace)
	}
}

func TestColumnNames(t *testing.T) {
	for n, want := range map[int]string{0: "@", 1: "A", 26: "Z", 27: "AA", 52: "AZ", 53: "BA", 702: "ZZ", 703: "AAA"} {
		if got := ColumnName(n); got != want {
			t.Errorf("ColumnName(%d) = %q, want %q", n, got, want)
		}
		col, _, _, err := splitMove(want + "1+")
		if err != nil || col != n {
			t.Errorf("column %q read as %d (%v), want %d", want, col, err, n)
		}
	}
}

func TestCase13EightByEight(t *testing.T) {
	t.Run("a ninth column is illegal", func(t *testing.T) {
		g := mustLoad(t, Trax8x8, "@0/ B1/ C1/ D1/ E1/ F1/ G1/ H1/")
		for _, tok := range []string{"I1/", "@1/", "I1+", "@1\\"} {
			if err := g.PlayNotation(tok); err == nil || !strings.Contains(err.Error(), "larger than the board") {
				t.Errorf("%s on an 8-wide area: %v, want it outside the board", tok, err)
			}
		}
		if err := g.PlayNotation("A0/"); err != nil {
			t.Errorf("A0/ stays inside: %v", err)
		}
		// The same ninth column is fine in unlimited Trax.
		if err := mustLoad(t, Trax, "@0/ B1/ C1/ D1/ E1/ F1/ G1/ H1/").PlayNotation("I1/"); err != nil {
			t.Errorf("I1/ in unlimited Trax: %v", err)
		}
	})
	t.Run("the 64th tile without a win is a draw", func(t *testing.T) {
		rec := "@0/ A2+ @1/ C2\\ @1+ C3/ D4+ E4/ A0\\ B0\\ B0\\ A1/ D1\\ D2+ B0\\ F8\\ A7+ E3+ @7\\ F7+ C8/ A2/ @4+ A1/ A3\\ H3\\ G1/ G6/ B8+ A7+ G4+ H7+"
		g := mustLoad(t, Trax8x8, rec)
		if o := g.Outcome(); o.Method != ByFullBoard || g.Position().TileCount() != 64 {
			t.Fatalf("outcome %v with %d tiles, want a full-board draw", o, g.Position().TileCount())
		}
		g.Undo()
		if g.Outcome().Over() {
			t.Fatalf("the game was over before the last move")
		}
	})
	t.Run("no legal move is a draw", func(t *testing.T) {
		rec := "@0/ B1\\ B2\\ C2+ @1+ E2\\ E3+ E4\\ @1+ C0\\ @2+ H5+ A1/ G2/ H3+ G1/ D3/ H6+ C0+ F6+ G7/ C5\\ G1+ B0+ A2+ G1\\ D8\\ C1+ D1/ A5+ B7/ H3/ F8+ A6+ H1+ C8+ A8\\"
		g := mustLoad(t, Trax8x8, rec)
		p := g.Position()
		if o := g.Outcome(); o.Method != ByNoLegalMove {
			t.Fatalf("outcome %v, want a draw by no legal move", o)
		}
		if p.TileCount() == 64 || len(p.LegalMoves(nil)) != 0 {
			t.Fatalf("%d tiles, %d legal moves", p.TileCount(), len(p.LegalMoves(nil)))
		}
		if len(p.Candidates(nil)) == 0 {
			t.Fatalf("want spaces that fit a tile but break a forced play")
		}
	})
}

// Examples from the seed documents that notation can express.
func TestSeedExamples(t *testing.T) {
	t.Run("forced space between two tiles (sv: tvingad yta)", func(t *testing.T) {
		// Two red edges enter the space at B2 after B1\ and A2 has been
		// played: it must be filled with the curve that joins them.
		g := mustLoad(t, Trax, "@0/ B1\\")
		if err := g.PlayNotation("A2\\"); err != nil {
			t.Fatal(err)
		}
		checkTurn(t, g.Position(), 1)
	})
	t.Run("two colours at a space: not forced (sv: ej tvingad yta)", func(t *testing.T) {
		g := mustLoad(t, Trax, "@0/ B1/")
		checkTurn(t, g.Position(), 0)
	})
	t.Run("loop threat: white closes a loop next turn", func(t *testing.T) {
		p := mustLoad(t, Trax, "@0/ @1\\").Position()
		wins := winningMoves(p)
		if !slices.Equal(wins, []string{"A0/", "B0\\"}) {
			t.Fatalf("winning moves %v", wins)
		}
	})
	t.Run("L-threat: two threats at once, red cannot stop both", func(t *testing.T) {
		p := mustLoad(t, Trax, "@0/ A2+ @2/ @2/").Position()
		if len(winningMoves(p)) != 0 {
			t.Fatalf("no immediate win expected")
		}
		if !winsWithin(p, 2) {
			t.Fatalf("white should win in two turns with the L-threat A1\\")
		}
	})
}

// winningMoves lists, in notation, the moves that win at once.
func winningMoves(p *Position) []string {
	var out []string
	me := p.ToMove()
	for _, m := range p.LegalMoves(nil) {
		name := p.FormatMove(m)
		p.Play(m)
		if o := p.Outcome(); o.Over() && !o.Draw() && o.Winner == me {
			out = append(out, name)
		}
		p.Undo()
	}
	slices.Sort(out)
	return out
}
