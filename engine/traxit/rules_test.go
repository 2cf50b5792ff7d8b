package traxit

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// Table tests for the rules, one per rule of the rulebook.

// The routes and destination offsets of each card, from the rt/dst column
// of the catalogue (spec §A.5.3).
func TestEachCardHasTheCataloguesRoutesAndDestinations(t *testing.T) {
	want := map[string][2]int{
		"P01": {4, 4}, "P02": {4, 4}, "P03": {4, 4}, "P04": {4, 4}, "P05": {4, 4}, "P06": {8, 4},
		"P07": {8, 4}, "P08": {8, 4}, "P09": {8, 4}, "P10": {8, 4}, "P11": {8, 4}, "P12": {4, 4},
		"P13": {4, 4}, "P14": {8, 4}, "P15": {8, 4}, "P16": {4, 4},
	}
	if DefaultCards().Len() != 16 {
		t.Fatalf("default set has %d cards, want 16", DefaultCards().Len())
	}
	for k, cd := range DefaultCards().Cards {
		os := DefaultCards().Orientations(k)
		dst := map[Step]bool{}
		for _, o := range os {
			dst[o[len(o)-1]] = true
		}
		if got := [2]int{len(os), len(dst)}; got != want[cd.ID] {
			t.Errorf("card %s: %d routes to %d destinations, the catalogue says %v", cd.ID, got[0], got[1], want[cd.ID])
		}
	}
}

func TestCardSetsAreCheckedWhenLoaded(t *testing.T) {
	for _, tc := range []struct{ name, json string }{
		{"not json", `{`},
		{"no cards", `{"name":"x","cards":[]}`},
		{"no name", `{"cards":[{"id":"A","steps":["R"]}]}`},
		{"unknown step", `{"name":"x","cards":[{"id":"A","steps":["Q"]}]}`},
		{"duplicate id", `{"name":"x","cards":[{"id":"A","steps":["R"]},{"id":"A","steps":["U","R"]}]}`},
		{"same shape", `{"name":"x","cards":[{"id":"A","steps":["R","R","U"]},{"id":"B","steps":["U","U","L"]}]}`},
		{"crossing path", `{"name":"x","cards":[{"id":"A","steps":["R","L"]}]}`},
		{"id with space", `{"name":"x","cards":[{"id":"A B","steps":["R"]}]}`},
	} {
		if _, err := ParseCardSet([]byte(tc.json)); err == nil {
			t.Errorf("%s: accepted", tc.name)
		}
	}
	cs, err := ParseCardSet([]byte(`{"name":"mini","cards":[{"id":"A","steps":["R"]},{"id":"B","steps":["dr"]}]}`))
	if err != nil || cs.Len() != 2 || cs.Index("b") != 1 {
		t.Fatalf("mini set: %v %+v", err, cs)
	}
}

// "Du må vende stien vilkårligt": turning the card (4 rotations) and
// starting from either dot are allowed; a mirror image is not.
func TestACardTurnsAndReversesButNeverMirrors(t *testing.T) {
	os := DefaultCards().Orientations(card(t, "P07"))
	has := func(steps ...Step) bool {
		var cum []Step
		var cur Step
		for _, s := range steps {
			cur = Step{cur.DR + s.DR, cur.DC + s.DC}
			cum = append(cum, cur)
		}
		return slices.ContainsFunc(os, func(o []Step) bool { return slices.Equal(o, cum) })
	}
	U, D, L, R := Step{-1, 0}, Step{1, 0}, Step{0, -1}, Step{0, 1}
	for _, ok := range [][]Step{{R, R, R, U}, {U, R, R, R}, {D, D, D, R}, {L, L, L, D}, {D, L, L, L}} {
		if !has(ok...) {
			t.Errorf("route %v missing", ok)
		}
	}
	for _, mirror := range [][]Step{{R, R, R, D}, {R, U, U, U}, {L, L, L, U}} {
		if has(mirror...) {
			t.Errorf("mirrored route %v offered", mirror)
		}
	}
}

// "Alle stiens felter skal være fri": any pawn (own, partner, opponent)
// or obstacle on any cell of the route blocks it; the board's edge too.
func TestEveryCellOfTheRouteMustBeFree(t *testing.T) {
	for _, tc := range []struct {
		name    string
		blocker Cell // a pawn of seat 1 (or an obstacle site)
		to      Cell
		want    error
	}{
		{"free", c(0, 7), c(4, 1), nil},
		{"opponent on the path", c(6, 1), c(4, 1), ErrNoRoute},
		{"opponent on the destination", c(4, 1), c(4, 1), ErrCellOccupied},
		{"off the board", c(0, 7), c(8, 2), ErrOffBoard},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Red (seat 0) on (7,2) and (7,6); L card P07 chosen by seat 1.
			p := arrange(t, Options{Players: 2, StartSeat: 1}, 0, [2]Cell{c(7, 2), c(7, 6)}, [2]Cell{tc.blocker, c(0, 0)})
			mustApply(t, p, "card P07")
			err := p.Apply(MoveAction(c(7, 2), tc.to))
			if err != tc.want {
				t.Errorf("(7,2)→%v: %v, want %v", tc.to, err, tc.want)
			}
		})
	}
	// An obstacle on the destination.
	p := arrange(t, Options{Players: 2, StartSeat: 1}, 0, [2]Cell{c(7, 2), c(7, 6)}, [2]Cell{c(0, 1), c(0, 0)})
	mustApply(t, p, "card P03")
	if err := p.Apply(MoveAction(c(7, 2), c(5, 2))); err != ErrObstacle {
		t.Errorf("onto the obstacle (5,2): %v, want %v", err, ErrObstacle)
	}
	if err := p.Apply(MoveAction(c(6, 2), c(4, 2))); err != ErrNoPawnThere {
		t.Errorf("from an empty cell: %v, want %v", err, ErrNoPawnThere)
	}
	if err := p.Apply(MoveAction(c(0, 1), c(0, 3))); err != ErrNoPawnThere {
		t.Errorf("moving the chooser's pawn: %v, want %v", err, ErrNoPawnThere)
	}
}

// A partner's pawn blocks like any other in the team game.
func TestAPartnersPawnBlocks(t *testing.T) {
	p := arrange(t, Options{Players: 4, Teams: true, StartSeat: 3}, 0,
		[2]Cell{c(7, 2), c(7, 6)}, [2]Cell{c(1, 0), c(2, 0)}, [2]Cell{c(6, 2), c(0, 3)}, [2]Cell{c(1, 7), c(2, 7)})
	mustApply(t, p, "card P01")
	for _, r := range p.Routes(0, card(t, "P01")) {
		if r.To == c(6, 2) {
			t.Error("moved onto the partner's pawn")
		}
	}
}

// Levels never restrict a move: one path may climb from level 1 to 4.
func TestAMoveMayClimbSeveralLevels(t *testing.T) {
	p := rulebookExample1(t)
	if err := p.Apply(MoveAction(c(7, 5), c(4, 4))); err != nil {
		t.Fatal(err)
	}
	if got := p.Pawns(0)[1].Level(); got != 4 {
		t.Errorf("level %d after (7,5)→(4,4), want 4", got)
	}
}

// "den modstander, som har spillet din sti": the chooser relocates, to a
// level-1 cell, corners included; only when the mover has no move.
func TestTraxitIsTheChoosersAndOnlyWhenCaught(t *testing.T) {
	p := rulebookTraxit(t)
	if got := p.ToMove(); got != p.Chooser() || got != 1 {
		t.Fatalf("TRAXIT acted by %d, want the chooser 1", got)
	}
	for _, a := range p.LegalActions(nil) {
		if a.Kind != Relocate || a.To.Level() != 1 || (a.From != c(4, 4) && a.From != c(6, 1)) {
			t.Fatalf("TRAXIT offers %+v", a)
		}
	}
	if err := p.Apply(RelocateAction(c(2, 6), c(0, 0))); err != ErrNoPawnThere {
		t.Errorf("relocating the chooser's own pawn: %v, want %v", err, ErrNoPawnThere)
	}
	if err := p.Apply(MoveAction(c(4, 4), c(6, 6))); err != ErrWrongPhase {
		t.Errorf("a move during TRAXIT: %v, want %v", err, ErrWrongPhase)
	}
	// 28 level-1 cells minus none occupied, for each of 2 pawns; the
	// (6,1) pawn stands on level 2, so no no-op.
	if n := len(p.LegalActions(nil)); n != 2*28 {
		t.Errorf("%d relocations, want 56", n)
	}
	q := arrange(t, Options{Players: 2, StartSeat: 1}, 0, [2]Cell{c(4, 4), c(7, 1)}, [2]Cell{c(2, 6), c(5, 3)})
	q.phase, q.card = PhaseTraxit, int8(card(t, "P04"))
	if err := q.Apply(RelocateAction(c(7, 1), c(7, 1))); err != nil {
		t.Errorf("leaving a level-1 pawn in place: %v", err)
	}
}

// The options that the rules refuse.
func TestOptionsAreChecked(t *testing.T) {
	for _, tc := range []struct {
		o    Options
		want Code
	}{
		{Options{}, ErrPlayers},
		{Options{Players: 5}, ErrPlayers},
		{Options{Players: 3, Teams: true}, ErrTeams},
		{Options{Players: 2, Sets: 5}, ErrSetsRounds},
		{Options{Players: 2, Sets: 2, RoundsPerSet: 9}, ErrSetsRounds},
		{Options{Players: 2, Short: true, CardIDs: []string{"P01"}}, ErrCardSubset},
		{Options{Players: 2, Sets: 1, RoundsPerSet: 2, CardIDs: []string{"P01", "P01"}}, ErrCardSubset},
		{Options{Players: 2, Sets: 1, RoundsPerSet: 1, CardIDs: []string{"X"}}, ErrCardSubset},
		{Options{Players: 2, StartSeat: 2}, ErrStartSeat},
		{Options{Players: 3, EmptySide: 9}, ErrOption},
		{Options{Players: 2, Bonus: 7}, ErrOption},
	} {
		_, err := NewGame(tc.o)
		var oe *OptionsError
		if !errors.As(err, &oe) || oe.Code != tc.want {
			t.Errorf("%+v: %v, want %v", tc.o, err, tc.want)
		}
	}
}

func TestThreePlayersSeatsAndObstaclesAreOptions(t *testing.T) {
	g, _ := NewGame(Options{Players: 3, EmptySide: South, Diagonal: AntiDiagonal})
	p := g.Position()
	if p.Side(0) != West || p.Side(1) != North || p.Side(2) != East {
		t.Errorf("sides %v %v %v with South empty, want W N E", p.Side(0), p.Side(1), p.Side(2))
	}
	if obs := p.Obstacles(); !slices.Equal(obs, []Cell{c(2, 5), c(5, 2)}) {
		t.Errorf("anti-diagonal obstacles %v", obs)
	}
	g4, _ := NewGame(Options{Players: 4})
	if len(g4.Position().Obstacles()) != 0 {
		t.Error("4 players with obstacles")
	}
}

// A tie is shared; with TieBreak the last set decides.
func TestTiesAreSharedUnlessTheLastSetBreaksThem(t *testing.T) {
	for _, tb := range []bool{false, true} {
		o := Options{Players: 2, Sets: 2, RoundsPerSet: 1, CardIDs: []string{"P01", "P05"}, TieBreak: tb}
		p := arrange(t, o, 0, [2]Cell{c(7, 1), c(7, 3)}, [2]Cell{c(0, 1), c(0, 3)})
		p.score = [4]int32{0, 0}
		p.turn = 2
		p.setScore[0] = [4]int16{100, 0}
		p.score = [4]int32{100, 0}
		p.hand = [4]uint32{1, 1}
		// Last set: seat 1 ends level with seat 0 by a last set of 100.
		teleport(p, 1, 0, c(3, 2))
		mustApply(t, p, "card P01", "move c5 d5", "card P01", "move b1 a1")
		out := p.Outcome()
		if got := p.Scores(); !slices.Equal(got, []int{100, 100}) {
			t.Fatalf("scores %v", got)
		}
		want := []int{0, 1}
		if tb {
			want = []int{1}
		}
		if !slices.Equal(out.Winners, want) || out.TieBreak != tb {
			t.Errorf("TieBreak %v: outcome %+v, want winners %v", tb, out, want)
		}
	}
}

// Random games of every shape end after n x R x S turns with all
// invariants held after every action.
func TestRandomGamesKeepTheInvariants(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	games := 30
	if testing.Short() {
		games = 6
	}
	for i := range games {
		for _, o := range []Options{
			{Players: 2}, {Players: 3}, {Players: 4}, {Players: 4, Teams: true},
			{Players: 3, Short: true, Bonus: BonusPerOccurrence}, {Players: 2, Bonus: BonusOncePerGame, TieBreak: true},
		} {
			o.Seed, o.StartSeat = uint64(i), RandomStart
			g := playRandom(t, o, rng)
			p := g.Position()
			if p.Turn() != p.TotalTurns() || g.Len() != p.Players()+2*p.TotalTurns() {
				t.Fatalf("%+v: ended at turn %d after %d actions", o, p.Turn(), g.Len())
			}
			sum := 0
			for _, s := range p.Scores() {
				sum += s
			}
			if !p.Outcome().Over || len(p.Outcome().Winners) == 0 {
				t.Fatalf("no winner: %+v", p.Outcome())
			}
		}
	}
}

func TestUndoRestoresAndRedoReplays(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	g := playRandom(t, Options{Players: 3}, rng)
	keys := []uint64{}
	for k := 0; k <= g.Len(); k++ {
		keys = append(keys, g.PositionAt(k).Key())
	}
	n := g.Len()
	for g.Undo() {
		if g.Position().Key() != keys[g.Len()] {
			t.Fatalf("undo to %d: another position", g.Len())
		}
	}
	for g.Redo() {
	}
	if g.Len() != n || g.Position().Key() != keys[n] {
		t.Fatalf("redo reached %d actions", g.Len())
	}
	g.Undo()
	g.Undo()
	g.Apply(g.LegalActions()[0])
	if g.CanRedo() && g.Actions()[g.Len()-1] != g.PositionAt(0).LegalActions(nil)[0] {
		// A different action clears the redo list; the same one keeps it.
	}
}

// The card set is data: a new set plays without code changes, and a
// record names its set so that it replays with the same cards.
func TestAnotherCardSetPlaysAndReplays(t *testing.T) {
	cs, err := ParseCardSet([]byte(`{"name":"mini-4","cards":[
		{"id":"A","steps":["R"]},{"id":"B","steps":["DR"]},{"id":"C","steps":["R","R","D"]},{"id":"D","steps":["U","U","U"]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	g := playRandom(t, Options{Players: 3, Cards: cs, Sets: 2, RoundsPerSet: 2}, rand.New(rand.NewPCG(1, 1)))
	if g.Position().TotalTurns() != 12 {
		t.Fatalf("%d turns", g.Position().TotalTurns())
	}
	if _, err := ParseRecord(g.Record()); !errors.Is(err, ErrUnknownCardSet) {
		t.Fatalf("a record of an unregistered set: %v", err)
	}
	CardSets[cs.Name] = cs
	defer delete(CardSets, cs.Name)
	h, err := ParseRecord(g.Record())
	if err != nil || h.Position().Key() != g.Position().Key() {
		t.Fatalf("replay: %v", err)
	}
}

// Destinations agrees with Routes for every pawn and card of random games.
func TestDestinationsAgreeWithRoutes(t *testing.T) {
	g := playRandom(t, Options{Players: 3}, rand.New(rand.NewPCG(11, 12)))
	for k := range g.Len() {
		p := g.PositionAt(k)
		if p.Phase() == PhasePlace {
			continue
		}
		for seat := range 3 {
			for card := range DefaultCards().Len() {
				var want, got [][2]Cell
				for _, r := range p.Routes(seat, card) {
					want = append(want, [2]Cell{r.From, r.To})
				}
				for _, from := range p.Pawns(seat) {
					for _, to := range p.Destinations(from, card, nil) {
						got = append(got, [2]Cell{from, to})
					}
				}
				sortPairs(want)
				sortPairs(got)
				if !slices.Equal(got, want) {
					t.Fatalf("action %d seat %d card %d: Destinations %v, Routes %v", k, seat, card, got, want)
				}
			}
		}
	}
	if d := g.Position().Destinations(c(3, 3), 0, nil); len(d) != 0 && g.Position().Square(c(3, 3)).Seat < 0 {
		t.Errorf("destinations from an empty cell: %v", d)
	}
}
