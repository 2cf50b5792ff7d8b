package traxit

import (
	"errors"
	"slices"
	"testing"
)

// The seventeen test scenarios of spec §A.12 (testdata/spec-traxit.md),
// each with the engine's answer compared to the spec's.

func TestScenario01LevelMap(t *testing.T) {
	for _, tc := range []struct {
		at   Cell
		want int
	}{{c(0, 0), 1}, {c(1, 6), 2}, {c(2, 3), 3}, {c(3, 4), 4}} {
		if got := tc.at.Level(); got != tc.want {
			t.Errorf("level%v = %d, want %d", tc.at, got, tc.want)
		}
	}
	var count [5]int
	for i := range Size * Size {
		count[cellAt(i).Level()]++
	}
	if count != [5]int{0, 28, 20, 12, 4} {
		t.Errorf("cells per level %v, want 28/20/12/4", count[1:])
	}
}

// rulebookExample1 is the first path example of the rulebook: red (seat 0,
// South) to move with P07, green (seat 1) chose it.
func rulebookExample1(t *testing.T) *Position {
	p := arrange(t, Options{Players: 2, StartSeat: 1}, 0, [2]Cell{c(7, 2), c(7, 5)}, [2]Cell{c(0, 2), c(0, 6)})
	mustApply(t, p, "card P07")
	return p
}

func TestScenario02RulebookExample1(t *testing.T) {
	p := rulebookExample1(t)
	if p.Phase() != PhaseMove || p.ToMove() != 0 {
		t.Fatalf("phase %v, to move %d; want red to move", p.Phase(), p.ToMove())
	}
	want := [][2]Cell{{c(7, 2), c(4, 1)}, {c(7, 2), c(6, 5)}, {c(7, 5), c(4, 4)}}
	sortPairs(want)
	if got := destinations(p, 0, card(t, "P07")); !slices.Equal(got, want) {
		t.Errorf("red's moves with P07: %v, want the figure's three %v", got, want)
	}
}

func TestScenario03BlockedRouteFreeTwin(t *testing.T) {
	p := rulebookExample1(t)
	// The route R,R,R,U from (7,2) runs through (7,5), red's own pawn...
	blocked := false
	for _, o := range DefaultCards().Orientations(card(t, "P07")) {
		if slices.Equal(o, []Step{{0, 1}, {0, 2}, {0, 3}, {-1, 3}}) {
			blocked = p.Square(c(7, 5)).Seat == 0
		}
	}
	if !blocked {
		t.Fatal("R,R,R,U is not a route of P07 through red's pawn on (7,5)")
	}
	// ...but U,R,R,R reaches the same cell, so the move is legal.
	for _, r := range p.Routes(0, card(t, "P07")) {
		if r.From == c(7, 2) && r.To == c(6, 5) {
			if !slices.Equal(r.Path, []Cell{c(6, 2), c(6, 3), c(6, 4), c(6, 5)}) {
				t.Errorf("witness route %v, want U,R,R,R", r.Path)
			}
			if err := p.Check(MoveAction(c(7, 2), c(6, 5))); err != nil {
				t.Errorf("(7,2)→(6,5): %v", err)
			}
			return
		}
	}
	t.Error("(7,2)→(6,5) is not legal")
}

func TestScenario04NoMirroring(t *testing.T) {
	p := rulebookExample1(t)
	for _, m := range [][2]Cell{{c(7, 2), c(4, 3)}, {c(7, 5), c(4, 6)}, {c(7, 5), c(6, 2)}} {
		if err := p.Check(MoveAction(m[0], m[1])); !errors.Is(err, ErrNoRoute) {
			t.Errorf("mirror move %v→%v: %v, want %v", m[0], m[1], err, ErrNoRoute)
		}
	}
}

// rulebookTraxit is the rulebook's TRAXIT example: green (seat 1) played
// P04 to red (seat 0).
func rulebookTraxit(t *testing.T) *Position {
	p := arrange(t, Options{Players: 2, StartSeat: 1}, 0, [2]Cell{c(4, 4), c(6, 1)}, [2]Cell{c(2, 6), c(5, 3)})
	mustApply(t, p, "card P04")
	return p
}

func TestScenario05TraxitDetection(t *testing.T) {
	p := rulebookTraxit(t)
	if got := p.Routes(0, card(t, "P04")); len(got) != 0 {
		t.Fatalf("red has moves %v", got)
	}
	if p.Phase() != PhaseTraxit || p.ToMove() != 1 {
		t.Fatalf("phase %v with seat %d to act; want TRAXIT by green (1)", p.Phase(), p.ToMove())
	}
}

func TestScenario06TraxitRelocation(t *testing.T) {
	for _, tc := range []struct {
		to   Cell
		want error
	}{
		{c(6, 7), nil},
		{c(0, 0), nil},
		{c(3, 3), ErrNotLevelOne},
		{c(1, 6), ErrNotLevelOne},
		{c(2, 6), ErrNotLevelOne},
	} {
		p := rulebookTraxit(t)
		if err := p.Apply(RelocateAction(c(4, 4), tc.to)); !errors.Is(err, tc.want) && err != tc.want {
			t.Errorf("green sends red (4,4)→%v: %v, want %v", tc.to, err, tc.want)
		}
	}
	t.Run("occupied level-1 cell", func(t *testing.T) {
		for _, other := range [][2]Cell{{c(4, 4), c(7, 3)}} { // red's own other pawn
			p := arrange(t, Options{Players: 2, StartSeat: 1}, 0, other, [2]Cell{c(0, 3), c(0, 4)})
			p.phase, p.card = PhaseTraxit, int8(card(t, "P04"))
			if err := p.Apply(RelocateAction(c(4, 4), c(7, 3))); err != ErrCellOccupied {
				t.Errorf("onto the own pawn: %v, want %v", err, ErrCellOccupied)
			}
			if err := p.Apply(RelocateAction(c(4, 4), c(0, 3))); err != ErrCellOccupied {
				t.Errorf("onto green's pawn: %v, want %v", err, ErrCellOccupied)
			}
		}
	})
	p := rulebookTraxit(t)
	mustApply(t, p, "traxit e4 h2") // (4,4) → (6,7)
	if p.Pawns(0)[0] != c(6, 7) || p.Phase() != PhaseChoose || p.Chooser() != 0 || p.PendingCard() != -1 {
		t.Fatalf("after relocation: pawns %v, phase %v, chooser %d", p.Pawns(0), p.Phase(), p.Chooser())
	}
	if slices.Contains(p.Hand(0), card(t, "P04")) {
		t.Error("P04 is back in red's hand; it must be discarded")
	}
}

func TestScenario07DiagonalSqueeze(t *testing.T) {
	p := arrange(t, Options{Players: 2}, 0, [2]Cell{c(0, 0), c(0, 7)}, [2]Cell{c(4, 4), c(3, 4)})
	p.board[c(4, 5).index()], p.board[c(0, 0).index()] = 1, 0 // seat 0's pawn to (4,5)
	p.pawns[0][0] = int8(c(4, 5).index())
	var got []Cell
	for _, r := range p.Routes(1, card(t, "P02")) {
		if r.From == c(4, 4) {
			got = append(got, r.To)
		}
	}
	slices.SortFunc(got, func(a, b Cell) int { return a.index() - b.index() })
	if want := []Cell{c(3, 3), c(3, 5), c(5, 3)}; !slices.Equal(got, want) {
		t.Errorf("P02 from (4,4): %v, want %v", got, want)
	}
}

func TestScenario08ObstaclesByPlayerCount(t *testing.T) {
	far := [][2]Cell{{c(0, 1), c(0, 3)}, {c(0, 5), c(1, 0)}, {c(1, 7), c(0, 7)}}
	for _, tc := range []struct {
		players int
		want    []Cell
	}{
		{2, []Cell{c(7, 0), c(7, 4)}},
		{3, []Cell{c(5, 2), c(7, 0), c(7, 4)}},
		{4, []Cell{c(5, 2), c(7, 0), c(7, 4)}},
	} {
		pawns := [][2]Cell{{c(7, 2), c(0, 0)}}
		pawns = append(pawns, far[:tc.players-1]...)
		p := arrange(t, Options{Players: tc.players}, 0, pawns...)
		var got []Cell
		for _, r := range p.Routes(0, card(t, "P03")) {
			if r.From == c(7, 2) {
				got = append(got, r.To)
			}
		}
		slices.SortFunc(got, func(a, b Cell) int { return a.index() - b.index() })
		if !slices.Equal(got, tc.want) {
			t.Errorf("%d players: P03 from (7,2) reaches %v, want %v", tc.players, got, tc.want)
		}
	}
}

func TestScenario09SetupLegality(t *testing.T) {
	for _, tc := range []struct {
		seatSide string
		a, b     Cell
		want     error
	}{
		{"S", c(7, 1), c(7, 6), nil},
		{"S", c(7, 0), c(7, 3), ErrNotStartCell},
		{"S", c(6, 3), c(7, 3), ErrNotStartCell},
		{"S", c(7, 3), c(7, 3), ErrSameCell},
		{"N", c(7, 3), c(0, 3), ErrNotStartCell},
	} {
		start := 0
		if tc.seatSide == "N" {
			start = 1
		}
		g, _ := NewGame(Options{Players: 2, StartSeat: start})
		err := g.Apply(PlaceAction(tc.a, tc.b))
		if tc.want == nil && err != nil || tc.want != nil && !errors.Is(err, tc.want) {
			t.Errorf("%s places %v and %v: %v, want %v", tc.seatSide, tc.a, tc.b, err, tc.want)
		}
	}
}

func TestScenario10ForcedMoveDownhill(t *testing.T) {
	p := arrange(t, Options{Players: 2}, 0, [2]Cell{c(0, 7), c(7, 0)}, [2]Cell{c(3, 3), c(0, 0)})
	mustApply(t, p, "card P05")
	want := [][2]Cell{{c(3, 3), c(3, 7)}, {c(3, 3), c(7, 3)}, {c(0, 0), c(0, 4)}, {c(0, 0), c(4, 0)}}
	sortPairs(want)
	if got := destinations(p, 1, card(t, "P05")); !slices.Equal(got, want) {
		t.Fatalf("moves %v, want %v", got, want)
	}
	// No pass: the phase asks for a move and only moves are legal.
	for _, a := range p.LegalActions(nil) {
		if a.Kind != Move {
			t.Fatalf("legal action %v is not a move", a)
		}
	}
	mustApply(t, p, "move a8 e8") // (0,0)→(0,4)
	if got := p.Pawns(1)[0].Points(); got != 100 {
		t.Errorf("the (3,3) pawn now scores %d, want 100", got)
	}
}

func TestScenario11Fig3Scoring(t *testing.T) {
	p := arrange(t, Options{Players: 2, Sets: 1, RoundsPerSet: 1, CardIDs: []string{"P01"}}, 1,
		[2]Cell{c(4, 3), c(7, 6)}, [2]Cell{c(1, 4), c(4, 2)})
	// The last turn of the set: seat 1 chooses for seat 0 who moves (7,6)→(7,7)?
	// P01 moves one cell; keep red's level by moving along the edge.
	p.hand[0] = 1 << card(t, "P01")
	mustApply(t, p, "card P01")
	p2 := *p
	mustApply(t, &p2, "move g1 h1")
	if got := p2.Scores(); !slices.Equal(got, []int{100, 75}) {
		t.Errorf("Fig. 3: red, green score %v, want [100 75]", got)
	}
	if !p2.Outcome().Over || !slices.Equal(p2.Outcome().Winners, []int{0}) {
		t.Errorf("outcome %+v, want red wins", p2.Outcome())
	}
}

func TestScenario12BonusOncePerSet(t *testing.T) {
	// 2 players, start seat 1: A (seat 0) moves on turns 0, 2, 4, 6.
	o := Options{Players: 2, StartSeat: 1}
	p := arrange(t, o, 4, [2]Cell{c(3, 4), c(4, 1)}, [2]Cell{c(3, 3), c(4, 6)})
	mustApply(t, p, "card P03", "move b4 d4") // turn 5 (1-based): A to (3,4)+(4,3)
	if !p.BonusPending(0) {
		t.Fatal("both pawns on level 4 after turn 5: no bonus flag")
	}
	mustApply(t, p, "card P03", "move g4 e4") // B to (4,4)
	mustApply(t, p, "card P05")               // turn 7: A is caught
	if p.Phase() != PhaseTraxit {
		t.Fatalf("P05 against A: phase %v, want TRAXIT", p.Phase())
	}
	mustApply(t, p, "traxit d4 a8", "card P01") // (4,3) → (0,0)
	mustApply(t, p, p.FormatAction(p.LegalActions(nil)[0]))
	if got := p.SetScores(); len(got) != 1 || got[0][0] != 150 {
		t.Fatalf("set 1 scores %v, want A 100+0+50 = 150", got)
	}
	if p.BonusPending(0) {
		t.Error("the flag was not cleared for set 2")
	}

	// Reaching both-on-level-4 twice in a set pays once by default, twice
	// with BonusPerOccurrence; BonusOncePerGame pays in one set only.
	for _, tc := range []struct {
		mode       BonusMode
		set1, set2 int // A's bonus in sets 1 and 2
	}{{BonusPerSet, 50, 50}, {BonusPerOccurrence, 100, 50}, {BonusOncePerGame, 50, 0}} {
		t.Run(tc.mode.String(), func(t *testing.T) {
			o := Options{Players: 2, StartSeat: 1, Bonus: tc.mode, Sets: 2, RoundsPerSet: 3,
				CardIDs: []string{"P01", "P02", "P03", "P04", "P05", "P16"}}
			p := arrange(t, o, 0, [2]Cell{c(3, 4), c(4, 1)}, [2]Cell{c(0, 1), c(0, 6)})
			mustApply(t, p, "card P03", "move b4 d4") // in: (3,4)+(4,3)
			mustApply(t, p, "card P01", "move b8 a8")
			mustApply(t, p, "card P02", "move e5 f4") // out: (3,4)→(4,5)
			mustApply(t, p, "card P02", "move a8 b7")
			mustApply(t, p, "card P01", "move f4 e4") // in again: (4,3)+(4,4)
			mustApply(t, p, "card P03", "move g8 e8")
			if got := p.SetScores()[0][0]; got != 200+tc.set1 {
				t.Errorf("set 1: A scores %d, want 200 + %d", got, tc.set1)
			}
			// Set 2: A's pawns are put on (3,3) and (6,2); P04 brings
			// (6,2) up to (4,4) and both stand on level 4 again.
			teleport(p, 0, 0, c(3, 3))
			teleport(p, 0, 1, c(6, 2))
			mustApply(t, p, "card P04", "move c2 e4")
			for p.Set() == 1 {
				mustApply(t, p, p.FormatAction(p.LegalActions(nil)[0]))
			}
			end := p.Pawns(0)[0].Points() + p.Pawns(0)[1].Points()
			if got := p.SetScores()[1][0]; got != end+tc.set2 {
				t.Errorf("set 2: A scores %d, want %d + %d", got, end, tc.set2)
			}
		})
	}
}

// teleport puts a pawn on a free cell, outside the rules, to stage a test.
func teleport(p *Position, seat, pawn int, to Cell) {
	p.board[p.pawns[seat][pawn]] = 0
	p.pawns[seat][pawn] = int8(to.index())
	p.board[to.index()] = int8(1 + 2*seat + pawn)
	two := p.Pawns(seat)
	p.both4[seat] = two[0].Level() == 4 && two[1].Level() == 4
}

func TestScenario13TurnOrderAndCustody3p(t *testing.T) {
	g, err := NewGame(Options{Players: 3, StartSeat: 0})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"place b1 c1", "place a2 a3", "place b8 c8"} {
		if err := g.Play(s); err != nil {
			t.Fatal(err)
		}
	}
	p := g.Position()
	for tt, want := range [][2]int{{0, 1}, {1, 2}, {2, 0}} {
		q := *p
		q.turn = int16(tt)
		if q.Chooser() != want[0] || q.Mover() != want[1] || q.Holder(want[1]) != want[0] {
			t.Errorf("t%d: chooser %d mover %d, want %v", tt, q.Chooser(), q.Mover(), want)
		}
	}
	if p.Side(0) != South || p.Side(1) != West || p.Side(2) != North {
		t.Errorf("sides %v %v %v, want S W N", p.Side(0), p.Side(1), p.Side(2))
	}
	scoredAfter := playOutCountingSets(t, g)
	if want := []int{11, 23, 35, 47}; !slices.Equal(scoredAfter, want) {
		t.Errorf("sets scored after turns %v, want %v", scoredAfter, want)
	}
	for s := range 3 {
		if h := g.Position().Hand(s); len(h) != 0 {
			t.Errorf("seat %d ends with cards %v", s, h)
		}
	}
}

// playOutCountingSets plays g to its end with the first legal action and
// returns the 0-based turns after which a set was scored.
func playOutCountingSets(t *testing.T, g *Game) []int {
	t.Helper()
	var out []int
	for g.Phase() != PhaseOver {
		before := *g.Position()
		if err := g.Apply(g.LegalActions()[0]); err != nil {
			t.Fatal(err)
		}
		if n := len(g.Position().SetScores()); n != len(before.SetScores()) {
			out = append(out, before.Turn())
		}
	}
	return out
}

func TestScenario14SetBoundaries2p(t *testing.T) {
	g, _ := NewGame(Options{Players: 2})
	mustPlay(t, g, "place b1 c1", "place b8 c8")
	got := playOutCountingSets(t, g)
	for i := range got {
		got[i]++ // 1-based
	}
	if want := []int{8, 16, 24, 32}; !slices.Equal(got, want) {
		t.Errorf("sets scored after turns %v, want %v", got, want)
	}
	if p := g.Position(); p.Turn() != 32 || len(p.Hand(0))+len(p.Hand(1)) != 0 {
		t.Errorf("game ended at turn %d with hands %v %v", p.Turn(), p.Hand(0), p.Hand(1))
	}
}

func mustPlay(t *testing.T, g *Game, tokens ...string) {
	t.Helper()
	for _, s := range tokens {
		if err := g.Play(s); err != nil {
			t.Fatal(err)
		}
	}
}

func TestScenario15TeamGame(t *testing.T) {
	g, err := NewGame(Options{Players: 4, Teams: true, StartSeat: RandomStart, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	if p.Team(0) != 0 || p.Team(2) != 0 || p.Team(1) != 1 || p.Team(3) != 1 || p.Side(0) != South || p.Side(2) != North {
		t.Fatal("teams are not S+N against W+E")
	}
	for g.Phase() != PhaseOver {
		p := g.Position()
		if p.Phase() == PhaseChoose && p.Team(p.Chooser()) == p.Team(p.Mover()) {
			t.Fatalf("turn %d: chooser %d and mover %d are partners", p.Turn(), p.Chooser(), p.Mover())
		}
		if err := g.Apply(g.LegalActions()[len(g.LegalActions())/2]); err != nil {
			t.Fatal(err)
		}
	}
	p = g.Position()
	sets := p.SetScores()
	for team := range 2 {
		sum := 0
		for _, row := range sets {
			sum += row[team] + row[team+2]
		}
		if got := p.TeamScores()[team]; got != sum {
			t.Errorf("team %d total %d, sum of partners' sets %d", team, got, sum)
		}
	}
}

func TestScenario16ShortGame(t *testing.T) {
	for n := 2; n <= 4; n++ {
		g, err := NewGame(Options{Players: n, Short: true, Seed: uint64(n)})
		if err != nil {
			t.Fatal(err)
		}
		p := g.Position()
		ids := g.Options().CardIDs
		if len(ids) != 9 || len(p.Hand(0)) != 9 {
			t.Fatalf("%d players: %d card IDs, %d in hand, want 9", n, len(ids), len(p.Hand(0)))
		}
		for s := 1; s < n; s++ {
			if !slices.Equal(p.Hand(s), p.Hand(0)) {
				t.Errorf("seat %d holds other cards than seat 0", s)
			}
		}
		var rounds []int
		for g.Phase() != PhaseOver {
			before := *g.Position()
			g.Apply(g.LegalActions()[0])
			if len(g.Position().SetScores()) != len(before.SetScores()) {
				rounds = append(rounds, before.Round()+1)
			}
		}
		if !slices.Equal(rounds, []int{3, 6, 9}) || g.Position().Turn() != 9*n {
			t.Errorf("%d players: scored after rounds %v, ended at turn %d; want 3 6 9 and %d", n, rounds, g.Position().Turn(), 9*n)
		}
	}
}

func TestScenario17IllegalCardChoice(t *testing.T) {
	g, _ := NewGame(Options{Players: 2, Short: true, CardIDs: []string{"P01", "P02", "P03", "P04", "P05", "P06", "P07", "P08", "P09"}})
	mustPlay(t, g, "place b1 c1", "place b8 c8", "card P01", "move c8 d8", "card P01")
	if g.Position().Phase() != PhaseMove {
		t.Fatal("setup failed")
	}
	mustPlay(t, g, g.Position().FormatAction(g.LegalActions()[0]))
	for _, tc := range []struct {
		tok  string
		want Code
	}{{"card P01", ErrCardNotHeld}, {"card P16", ErrCardNotHeld}, {"card Q99", ErrUnknownCard}} {
		err := g.Play(tc.tok)
		var ae *ActionError
		if !errors.As(err, &ae) || ae.Code != tc.want || ae.Index != 6 {
			t.Errorf("%s: %v, want %v at action 6", tc.tok, err, tc.want)
		}
	}
}
