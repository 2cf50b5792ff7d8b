package traxit

import (
	"slices"
	"strings"
	"testing"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round/roundtest"
	engine "traxapp/engine/traxit"
	"traxapp/engine/traxit/ai"
)

// en speaks English, the language the tests read.
var en *i18n.Printer

func TestMain(m *testing.M) { roundtest.Main(m, &en) }

// aiComputer is the tests' computer: the engine's AI itself, quick.
var aiComputer = roundtest.QuickComputer(ai.Think)

// newTestController returns a controller with the computer of the tests,
// mounted on a roundtest.Queue, and no game started yet but the default.
func newTestController(st app.Slot) (*controller, *roundtest.Queue) {
	c := newController(st, aiComputer)
	c.SetPrinter(en)
	q := roundtest.NewQueue()
	c.turn.Mount(q)
	return c, q
}

// tapAction makes the person to act play token the way a person does:
// taps on the board, on a card and on the Give button.
func tapAction(t *testing.T, c *controller, token string) {
	t.Helper()
	pos := c.game.Position()
	a, err := pos.ParseAction(token)
	if err != nil {
		t.Fatalf("%s: %v", token, err)
	}
	n := c.game.Len()
	switch a.Kind {
	case engine.Place, engine.Move:
		c.tapCell(a.From)
		c.tapCell(a.To)
	case engine.Choose:
		c.pickCard(a.Card)
		c.giveCard()
	case engine.Relocate:
		c.tapCell(a.From)
		if a.From == a.To {
			c.stayOnLevelOne()
		} else {
			c.tapCell(a.To)
		}
	}
	if c.game.Len() != n+1 {
		t.Fatalf("%s was not played (message %q)", token, c.message)
	}
}

func TestPlacement(t *testing.T) {
	c, _ := newTestController(nil)
	c.startGame(Setup{Seats: []string{Person, Person}})
	if got := c.game.Phase(); got != engine.PhasePlace {
		t.Fatalf("phase %v, want place", got)
	}
	cells, playable := c.targets()
	if len(cells) != 6 || !playable {
		t.Errorf("placing: %d target cells (playable %v), want Red's 6 start cells", len(cells), playable)
	}
	c.tapCell(engine.Cell{R: 4, C: 4}) // e4 is no start cell
	if c.message != en.T("traxit.err.not-start-cell") {
		t.Errorf("tap off the start row: message %q", c.message)
	}
	c1, _ := engine.ParseCell("c1")
	c.tapCell(c1)
	c.tapCell(c1) // a second tap puts the pawn back
	if c.placeFirst != engine.NoCell {
		t.Error("a second tap on the first pawn did not take it back")
	}
	tapAction(t, c, "place c1 f1")
	if got := c.announce; got != "Red placed pawns on c1 and f1." {
		t.Errorf("announcement %q", got)
	}
	tapAction(t, c, "place c8 g8")
	if c.game.Phase() != engine.PhaseChoose || c.game.ToMove() != 0 {
		t.Fatalf("after placing: phase %v, seat %d to act; want Red to choose", c.game.Phase(), c.game.ToMove())
	}
}

func TestChooseCardShowsRoutesThenMove(t *testing.T) {
	c, _ := newTestController(nil)
	c.startGame(Setup{Seats: []string{Person, Person}, StartSeat: 1})
	tapAction(t, c, "place c8 g8")
	tapAction(t, c, "place c1 f1")
	// Blue chooses for Red: the rulebook's L card, P07.
	k := c.game.Position().Cards().Index("P07")
	c.pickCard(k)
	targets, playable := c.targets()
	if playable {
		t.Error("a card being looked at made its cells playable")
	}
	want := []string{"b4", "f2", "e4"}
	for _, w := range want {
		cell, _ := engine.ParseCell(w)
		if !slices.Contains(targets, cell) {
			t.Errorf("P07 preview lacks %s: %v", w, targets)
		}
	}
	// f2 is reached from c1 one way only; a cell reached two ways shows
	// both routes.
	if n := len(c.routes()); n < 3 {
		t.Errorf("P07 preview draws %d routes, want at least 3", n)
	}
	c.giveCard()
	if c.game.Phase() != engine.PhaseMove || c.game.ToMove() != 0 {
		t.Fatalf("after the card: phase %v, seat %d", c.game.Phase(), c.game.ToMove())
	}
	// A tap on a destination two pawns cannot both reach moves the one
	// that can; e4 is reached from f1 only.
	e4, _ := engine.ParseCell("e4")
	c.tapCell(e4)
	if got := c.game.Position().Square(e4); got.Seat != 0 {
		t.Fatalf("e4 holds %+v after the tap, want Red's pawn", got)
	}
	if !c.animate || c.announce != "Red moved from f1 to e4." {
		t.Errorf("animate %v, announcement %q", c.animate, c.announce)
	}
	if r := lastRoute(c.game); len(r) != 5 || r[0].String() != "f1" || r[4] != e4 {
		t.Errorf("last route %v, want f1 .. e4", r)
	}
}

func TestMoveRefusesOtherCells(t *testing.T) {
	c, _ := newTestController(nil)
	c.startGame(Setup{Seats: []string{Person, Person}, StartSeat: 1})
	for _, tok := range []string{"place c8 g8", "place c1 f1", "card P07"} {
		tapAction(t, c, tok)
	}
	c1, _ := engine.ParseCell("c1")
	d5, _ := engine.ParseCell("d5")
	c.tapCell(c1)
	c.tapCell(d5)
	if c.game.Len() != 3 || c.message != en.T("traxit.err.no-route") {
		t.Errorf("c1 to d5 with P07: %d actions, message %q", c.game.Len(), c.message)
	}
}

func TestTraxitRelocation(t *testing.T) {
	c := traxitController(t)
	if c.game.ToMove() != 0 {
		t.Fatalf("seat %d to act; want Red's TRAXIT", c.game.ToMove())
	}
	if s := statusText(en, c.game.Position()); !strings.HasPrefix(s, "TRAXIT! Blue cannot move with card P12") {
		t.Errorf("status %q", s)
	}
	h1, _ := engine.ParseCell("h1")
	c.tapCell(h1)
	if c.message != en.T("traxit.msg.pick-victim") {
		t.Errorf("a tap before picking a pawn: message %q", c.message)
	}
	h5, _ := engine.ParseCell("h5")
	c.tapCell(h5)
	if cells, ok := c.targets(); !ok || len(cells) != 28-2 {
		t.Errorf("relocation targets %d (playable %v), want the 26 empty level-1 cells", len(cells), ok)
	}
	d4, _ := engine.ParseCell("d4")
	c.tapCell(d4)
	if c.message != en.T("traxit.err.not-level-one") {
		t.Errorf("relocation to level 4: message %q", c.message)
	}
	c.tapCell(h1)
	if sq := c.game.Position().Square(h1); sq.Seat != 1 {
		t.Fatalf("h1 holds %+v, want Blue's pawn", sq)
	}
	if c.announce != "TRAXIT: Red sent Blue's pawn from h5 to h1." {
		t.Errorf("announcement %q", c.announce)
	}
}

// TestFullShortGameWithComputers plays a whole short game between four
// computer seats of every level, in teams, through the controller's
// asynchronous path, and checks the set banners and the final table.
func TestFullShortGameWithComputers(t *testing.T) {
	c, q := newTestController(nil)
	c.startGame(Setup{Seats: []string{"easy", "medium", "hard", "easy"}, Short: true, Teams: true, Seed: 3})
	banners := 0
	for i := 0; i < 1000 && !c.game.Outcome().Over; i++ {
		q.Drain()
		if c.showSets {
			banners++
			c.closeSets()
		}
		if c.message != "" {
			t.Fatalf("message %q", c.message)
		}
	}
	q.Drain()
	if !c.game.Outcome().Over || !c.showResult {
		t.Fatalf("the game did not end: %d actions, phase %v", c.game.Len(), c.game.Phase())
	}
	if banners != 2 {
		t.Errorf("%d set banners, want 2 (the third set ends the game)", banners)
	}
	table := scoreTable(c.game)
	scores := c.game.Scores()
	for seat := range 4 {
		sum := 0
		for _, row := range table {
			sum += row[seat].Points + row[seat].Bonus
			if row[seat].Bonus%engine.BonusPoints != 0 {
				t.Errorf("seat %d: bonus %d is not a multiple of %d", seat, row[seat].Bonus, engine.BonusPoints)
			}
		}
		if len(table) != 3 || sum != scores[seat] {
			t.Errorf("seat %d: %d sets summing to %d, total %d", seat, len(table), sum, scores[seat])
		}
	}
	if s := resultText(en, c.game.Position()); !strings.Contains(s, "win") {
		t.Errorf("result %q", s)
	}
	if c.people() != 0 {
		t.Errorf("%d people in a game of computers", c.people())
	}
}

// TestPersonAgainstComputer: the computer answers each decision of the
// person, including choosing the person's cards; undo takes back the
// person's last decision and what the computer did after it.
func TestPersonAgainstComputer(t *testing.T) {
	st := &app.MemorySlot{}
	c, q := newTestController(st)
	c.startGame(Setup{Seats: []string{Person, "medium"}, Short: true, Seed: 9})
	tapAction(t, c, "place c1 f1")
	q.Drain() // Blue places
	if c.game.Len() != 2 || c.game.ToMove() != 0 || c.game.Phase() != engine.PhaseChoose {
		t.Fatalf("after placing: %d actions, seat %d, phase %v", c.game.Len(), c.game.ToMove(), c.game.Phase())
	}
	hand := c.game.Position().Hand(1)
	tapAction(t, c, "card "+cardName(c.game.Position(), hand[0]))
	q.Drain() // Blue moves, then chooses Red's card (and relocates on a TRAXIT)
	if c.game.ToMove() != 0 || c.game.Len() < 5 {
		t.Fatalf("after Red's card: %d actions, seat %d to act; want Red's turn after Blue's move and card", c.game.Len(), c.game.ToMove())
	}
	n := c.game.Len()
	c.undo()
	if c.game.Len() != 2 || c.game.ToMove() != 0 || c.game.Phase() != engine.PhaseChoose {
		t.Errorf("undo from %d actions: now %d, seat %d, phase %v; want Red choosing again", n, c.game.Len(), c.game.ToMove(), c.game.Phase())
	}
	if c.thinking() || q.Len() != 0 {
		t.Error("the computer thinks after undo, with the person to act")
	}
	c.redo()
	q.Drain()
	if c.game.Len() != n {
		t.Errorf("redo: %d actions, want %d", c.game.Len(), n)
	}
}

// TestComputerTurnChanges: the computer's search (round.Turn) is
// cancelled by every change of the game while it thinks, and its late
// answer is dropped; with no change its answer is played.
func TestComputerTurnChanges(t *testing.T) {
	for _, tc := range []roundtest.Change[*controller]{
		{Name: "no change", Do: func(*controller) {}, Actions: 2},
		{Name: "new game", Do: func(c *controller) { c.startGame(Setup{Seats: []string{Person, Person}}) }, Cancelled: true},
		{Name: "undo", Do: (*controller).undo, Cancelled: true},
		{Name: "new-game form opened", Do: func(c *controller) { c.openNewGame(true) }, Actions: 1, Cancelled: true},
		{Name: "review", Do: func(c *controller) { c.reviewAt(0) }, Actions: 1, Cancelled: true},
		{Name: "screen gone", Do: (*controller).Dismount, Actions: 1, Cancelled: true},
	} {
		t.Run(tc.Name, func(t *testing.T) {
			c, q := newTestController(nil)
			var spy roundtest.Spy
			c.computer = spy.Wrap(aiComputer)
			c.startGame(Setup{Seats: []string{Person, "easy"}})
			tapAction(t, c, "place c1 f1")
			if !c.thinking() {
				t.Fatal("the computer does not think after the person placed")
			}
			tc.Do(c)
			q.Drain()
			if c.game.Len() != tc.Actions || spy.Cancelled != tc.Cancelled {
				t.Errorf("%d actions, search cancelled %v; want %d, %v", c.game.Len(), spy.Cancelled, tc.Actions, tc.Cancelled)
			}
		})
	}
}

func TestReviewPausesAndReturns(t *testing.T) {
	c, _ := newTestController(nil)
	c.startGame(Setup{Seats: []string{Person, Person}})
	tapAction(t, c, "place c1 f1")
	tapAction(t, c, "place c8 g8")
	c.reviewAt(1)
	if !c.reviewing() || c.position().Phase() != engine.PhasePlace || c.personToAct() {
		t.Errorf("review of 1 action: reviewing %v, phase %v, person to act %v", c.reviewing(), c.position().Phase(), c.personToAct())
	}
	c.reviewAt(-1)
	if c.reviewing() || c.position().Phase() != engine.PhaseChoose {
		t.Error("back to the game failed")
	}
	// A review never changes the game (issue 23, item 5): Undo and Redo
	// do nothing while it is open.
	c.reviewAt(1)
	c.undo()
	c.redo()
	if c.game.Len() != 2 || !c.reviewing() {
		t.Errorf("Undo and Redo in a review: %d actions, reviewing %v; want 2 and still reviewing", c.game.Len(), c.reviewing())
	}
}

func TestNewGameForm(t *testing.T) {
	c, _ := newTestController(nil)
	c.openNewForm()
	c.setFormPlayers(4)
	c.toggleFormOption("teams")
	c.toggleFormOption("short")
	c.setFormSeat(3, "hard")
	c.setFormSeat(2, "nonsense")
	c.setFormBonus("each")
	if c.waiting() {
		t.Error("the computer would act while the form is open")
	}
	c.startFormGame()
	o := c.game.Options()
	if o.Players != 4 || !o.Teams || o.Sets != 3 || o.Bonus != engine.BonusPerOccurrence || c.newGame {
		t.Errorf("options %+v, form open %v", o, c.newGame)
	}
	if !slices.Equal(c.seats.Levels(), []string{Person, "medium", "medium", "hard"}) {
		t.Errorf("seats %q", c.seats)
	}
	c.openNewForm()
	c.setFormPlayers(3)
	if c.form.Teams {
		t.Error("3 players kept the team game")
	}
	c.setFormEmptySide("north")
	c.setFormDiagonal(true)
	c.toggleFormOption("random-start")
	c.startFormGame()
	o = c.game.Options()
	if o.Players != 3 || o.EmptySide != engine.North || o.Diagonal != engine.AntiDiagonal || o.Teams {
		t.Errorf("3-player options %+v", o)
	}
	if got := diagonalCells(engine.AntiDiagonal); got != "f6 + c3" && got != "c3 + f6" {
		t.Errorf("anti diagonal %q, want f6 and c3", got)
	}
	// Play again: the same setup, the next seat starting.
	start := o.StartSeat
	c.playAgain()
	if o2 := c.game.Options(); o2.StartSeat != (start+1)%3 || o2.EmptySide != engine.North || o2.Diagonal != engine.AntiDiagonal {
		t.Errorf("play again: %+v after start seat %d", o2, start)
	}
}

func TestArrowKeysFindTheNextCell(t *testing.T) {
	c := func(s string) engine.Cell {
		at, ok := engine.ParseCell(s)
		if !ok {
			t.Fatalf("bad cell %q", s)
		}
		return at
	}
	cells := []engine.Cell{c("c3"), c("c6"), c("f3"), c("e5"), c("h8")}
	cases := []struct {
		from string
		d    [2]int
		want string // "" when nothing lies that way
	}{
		{"c3", arrowSteps["ArrowRight"], "f3"}, // along its row before e5 aside
		{"c3", arrowSteps["ArrowUp"], "c6"},    // rank 8 is drawn at the top
		{"c6", arrowSteps["ArrowDown"], "c3"},
		{"c3", arrowSteps["ArrowDown"], ""},
		{"e5", arrowSteps["ArrowLeft"], "c6"},
		{"e5", arrowSteps["ArrowRight"], "f3"},
		{"f3", arrowSteps["ArrowLeft"], "c3"},
		{"h8", arrowSteps["ArrowRight"], ""},
	}
	for _, k := range cases {
		got, ok := nextCell(c(k.from), cells, k.d)
		switch {
		case k.want == "" && ok:
			t.Errorf("from %s by %v: %s, want none", k.from, k.d, got)
		case k.want != "" && (!ok || got != c(k.want)):
			t.Errorf("from %s by %v: %s (%v), want %s", k.from, k.d, got, ok, k.want)
		}
	}
}
