package trax

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"
)

// The shared test data: public records and rule cases cross-checked by two
// independent implementations (copied from the product's rule documents).
type testData struct {
	Games       []recordCase `json:"games"`
	RuleCases   []recordCase `json:"rule_cases"`
	IllegalMove []struct {
		Setup   string   `json:"setup"`
		Illegal []string `json:"illegal"`
		Legal   []string `json:"legal"`
	} `json:"illegal_moves"`
	Puzzles []struct {
		Source string `json:"source"`
		Title  string `json:"title"`
		Setup  string `json:"setup"`
		ToMove string `json:"to_move"`
		Engine struct {
			WinsWithin   int      `json:"wins_within_own_turns"`
			WinningFirst []string `json:"all_first_moves_that_win"`
			EveryLoses   bool     `json:"every_move_allows_opponent_immediate_win"`
		} `json:"engine"`
	} `json:"puzzles"`
	Perft    map[string]int `json:"perft_unlimited"`
	Symmetry struct {
		Records []string `json:"records"`
	} `json:"symmetry"`
}

type recordCase struct {
	Source   string `json:"source"`
	Expected string `json:"expected"`
	Moves    string `json:"moves"`
	Result   struct {
		Winner *string  `json:"winner"`
		How    []string `json:"how"`
		Turns  int      `json:"turns"`
		Tiles  int      `json:"tiles"`
	} `json:"result"`
}

func loadTestData(t testing.TB) testData {
	t.Helper()
	b, err := os.ReadFile("testdata/trax-testdata.json")
	if err != nil {
		t.Fatal(err)
	}
	var d testData
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	return d
}

func mustLoad(t testing.TB, v Variant, rec string) *Game {
	t.Helper()
	g, err := LoadRecord(v, rec)
	if err != nil {
		t.Fatalf("LoadRecord(%q): %v", rec, err)
	}
	return g
}

func checkRecordCase(t *testing.T, c recordCase) {
	g := mustLoad(t, Trax, c.Moves)
	o := g.Outcome()
	if strings.HasSuffix(strings.TrimSpace(c.Moves), "RESIGN") {
		if o.Method != ByResignation {
			t.Fatalf("outcome %v, want a resignation", o)
		}
		return
	}
	if c.Result.Winner == nil {
		if o.Over() {
			t.Fatalf("outcome %v, want the game to go on", o)
		}
		return
	}
	want := *c.Result.Winner + " " + c.Result.How[0]
	if o.String() != want {
		t.Fatalf("outcome %q, want %q (%s)", o, want, c.Expected)
	}
	if g.Len() != c.Result.Turns || g.Position().TileCount() != c.Result.Tiles {
		t.Fatalf("%d turns and %d tiles, want %d and %d", g.Len(), g.Position().TileCount(), c.Result.Turns, c.Result.Tiles)
	}
	if path := g.Position().WinningPath(); len(path) == 0 {
		t.Fatalf("no winning path reported")
	}
}

func TestSharedGames(t *testing.T) {
	d := loadTestData(t)
	for _, c := range d.Games {
		t.Run(c.Source, func(t *testing.T) { checkRecordCase(t, c) })
	}
}

func TestSharedRuleCases(t *testing.T) {
	d := loadTestData(t)
	for _, c := range d.RuleCases {
		t.Run(c.Moves, func(t *testing.T) { checkRecordCase(t, c) })
	}
}

func TestSharedIllegalMoves(t *testing.T) {
	d := loadTestData(t)
	for _, c := range d.IllegalMove {
		g := mustLoad(t, Trax, c.Setup)
		for _, tok := range c.Illegal {
			err := g.PlayNotation(tok)
			if err == nil {
				t.Errorf("after %q, %s was accepted; want it illegal", c.Setup, tok)
				g.Undo()
			} else if !errors.Is(err, ErrIllegal) {
				t.Errorf("after %q, %s: %v; want an illegal-move error", c.Setup, tok, err)
			}
		}
		for _, tok := range c.Legal {
			if err := g.PlayNotation(tok); err != nil {
				t.Errorf("after %q, %s: %v; want it legal", c.Setup, tok, err)
			} else {
				g.Undo()
			}
		}
	}
}

// winsWithin reports whether the player to move in p can force a win
// within n of its own turns (a plain full-width search: the puzzles are
// small).
func winsWithin(p *Position, n int) bool {
	for _, m := range p.DistinctMoves(nil) {
		if moveWins(p, m, n) {
			return true
		}
	}
	return false
}

// moveWins reports whether move m wins at once, or, for n > 1, leaves the
// opponent no reply after which the mover still wins within n-1 turns.
func moveWins(p *Position, m Move, n int) bool {
	me := p.ToMove()
	if p.Play(m) != nil {
		return false
	}
	defer p.Undo()
	if o := p.Outcome(); o.Over() {
		return !o.Draw() && o.Winner == me
	}
	if n <= 1 {
		return false
	}
	for _, r := range p.DistinctMoves(nil) {
		p.Play(r)
		o := p.Outcome()
		ok := o.Over() && !o.Draw() && o.Winner == me || !o.Over() && winsWithin(p, n-1)
		p.Undo()
		if !ok {
			return false
		}
	}
	return true
}

func TestSharedPuzzles(t *testing.T) {
	d := loadTestData(t)
	for _, c := range d.Puzzles {
		t.Run(c.Setup, func(t *testing.T) {
			g := mustLoad(t, Trax, c.Setup)
			p := g.Position()
			if want := map[string]Color{"W": White, "R": Red}[c.ToMove]; p.ToMove() != want {
				t.Fatalf("to move %v, want %s", p.ToMove(), c.ToMove)
			}
			if c.Engine.EveryLoses {
				for _, m := range p.LegalMoves(nil) {
					p.Play(m)
					if !p.Outcome().Over() && !winsWithin(p, 1) {
						t.Errorf("%s does not allow an immediate win", p.FormatMove(m))
					}
					p.Undo()
				}
				return
			}
			n := c.Engine.WinsWithin
			if testing.Short() && n > 2 {
				t.Skip("three-turn puzzle in -short mode")
			}
			var got []string
			for _, m := range p.LegalMoves(nil) {
				if moveWins(p, m, n) {
					got = append(got, p.FormatMove(m))
				}
			}
			slices.Sort(got)
			want := slices.Clone(c.Engine.WinningFirst)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("winning first moves %v, want %v", got, want)
			}
		})
	}
}

func perft(p *Position, depth int) int {
	if depth == 0 {
		return 1
	}
	var buf [128]Move
	moves := p.LegalMoves(buf[:0])
	if depth == 1 {
		return len(moves)
	}
	n := 0
	for _, m := range moves {
		p.Play(m)
		if !p.outcome.Over() { // a move that ends the game ends its branch
			n += perft(p, depth-1)
		}
		p.Undo()
	}
	return n
}

func TestPerft(t *testing.T) {
	d := loadTestData(t)
	maxDepth := 5
	if testing.Short() {
		maxDepth = 4
	}
	for depth := 1; depth <= maxDepth; depth++ {
		want := d.Perft[string(rune('0'+depth))]
		if got := perft(NewPosition(Trax), depth); got != want {
			t.Errorf("perft(%d) = %d, want %d", depth, got, want)
		}
	}
}
