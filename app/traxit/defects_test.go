package traxit

import (
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/round/roundtest"
	engine "traxapp/engine/traxit"
)

// traxitController is a two-person game at Red's TRAXIT of Blue's pawns
// (b7 on level 2, h5 on level 1).
func traxitController(t *testing.T) *controller {
	t.Helper()
	c, _ := atRulesTraxit(t, Person, Person)
	if c.game.Phase() != engine.PhaseTraxit {
		t.Fatalf("phase %v, want a TRAXIT", c.game.Phase())
	}
	return c
}

// atRulesTraxit restores the rules page's game before the TRAXIT
// (rulesTraxitRecord) with seats, on the tests' Queue.
func atRulesTraxit(t *testing.T, seats ...string) (*controller, *roundtest.Queue) {
	t.Helper()
	st := &app.MemorySlot{}
	g, err := engine.ParseRecord(rulesTraxitRecord)
	if err != nil {
		t.Fatal(err)
	}
	st.Save(encodeSaved(g, seats, nil, nil))
	c, q := newTestController(st)
	c.Restore()
	return c, q
}

// TestTraxitNamesItsCells: a TRAXIT names the cell the pawn left and the
// cell it was sent to; one that leaves a level-1 pawn where it stands
// names that one cell, never "from h5 to h5".
func TestTraxitNamesItsCells(t *testing.T) {
	for _, tc := range []struct{ action, want string }{
		{"traxit h5 h1", "TRAXIT: Red sent Blue's pawn from h5 to h1."},
		{"traxit b7 a8", "TRAXIT: Red sent Blue's pawn from b7 to a8."},
		{"traxit h5 h5", "TRAXIT: Red left Blue's pawn on h5, on level 1."},
	} {
		c := traxitController(t)
		tapAction(t, c, tc.action)
		if !strings.HasPrefix(c.announce, tc.want) {
			t.Errorf("%s: announced %q, want %q", tc.action, c.announce, tc.want)
		}
		if got := describeAction(en, c.game.PositionAt(c.game.Len()-1), c.game.Actions()[c.game.Len()-1]); got != tc.want {
			t.Errorf("%s: the move list says %q, want %q", tc.action, got, tc.want)
		}
	}
}

// TestTraxitShownOnBoard: after a TRAXIT the board draws the pawn's way
// down and a banner names it, until a person acts or closes the banner.
func TestTraxitShownOnBoard(t *testing.T) {
	c := traxitController(t)
	s := &screen{life: life{Ctl: c, Ready: true}}
	tapAction(t, c, "traxit b7 a8")
	html := goapp.HTMLString(s.Render())
	for _, want := range []string{`id="traxit-done"`, `data-traxit-way="b7-a8"`, "from b7 to a8", `id="traxit-done-close"`} {
		if !strings.Contains(html, want) {
			t.Errorf("after the TRAXIT the screen lacks %s", want)
		}
	}
	// Blue, choosing next, looks at a card: the banner stays.
	c.pickCard(c.game.Position().Hand(c.game.Position().Mover())[0])
	if !strings.Contains(goapp.HTMLString(s.Render()), `id="traxit-done"`) {
		t.Error("the banner went when a card was looked at")
	}
	c.giveCard()
	if html := goapp.HTMLString(s.Render()); strings.Contains(html, `id="traxit-done"`) || strings.Contains(html, "data-traxit-way") {
		t.Error("the banner stays after the next action")
	}
	// Closing it.
	c = traxitController(t)
	s = &screen{life: life{Ctl: c, Ready: true}}
	tapAction(t, c, "traxit h5 h1")
	c.closeTraxitNote()
	if html := goapp.HTMLString(s.Render()); strings.Contains(html, `id="traxit-done"`) || strings.Contains(html, "data-traxit-way") {
		t.Error("the banner stays after it was closed")
	}
}

// TestOwnTraxitNotShown: a lone person who sends the computer's pawn down
// made the TRAXIT themselves: no banner tells them about it.
func TestOwnTraxitNotShown(t *testing.T) {
	c, _ := atRulesTraxit(t, Person, "easy")
	tapAction(t, c, "traxit h5 h1")
	if _, _, ok := c.traxitShown(); ok {
		t.Error("the person is shown the TRAXIT they made against the computer")
	}
}

// TestComputerTraxitShown: the computer sends the person's pawn down:
// the banner and the way down show until the person acts.
func TestComputerTraxitShown(t *testing.T) {
	c, q := atRulesTraxit(t, "easy", Person)
	c.askComputer()
	q.Drain()
	a, _, ok := c.traxitShown()
	if !ok || a.Kind != engine.Relocate {
		t.Fatalf("after the computer's TRAXIT: shown %v (%+v), phase %v", ok, a, c.game.Phase())
	}
	if !c.personToAct() {
		t.Fatalf("the person is not to act after the computer's TRAXIT (phase %v)", c.game.Phase())
	}
	pos := c.game.Position()
	c.pickCard(pos.Hand(pos.Mover())[0])
	c.giveCard()
	if _, _, ok := c.traxitShown(); ok {
		t.Error("the banner stays after the person acted")
	}
}

// TestCardAndCellsSaidInWords: a card is described by its steps, picking
// it announces where it leads, and a cell says its level, its pawn and
// whether the card picked reaches it (issue 26).
func TestCardAndCellsSaidInWords(t *testing.T) {
	c, _ := newTestController(nil)
	c.startGame(Setup{Seats: []string{Person, Person}, StartSeat: 1})
	tapAction(t, c, "place c8 g8")
	tapAction(t, c, "place c1 f1")
	pos := c.game.Position()
	k := pos.Cards().Index("P07")
	if got := cardSteps(en, pos.Cards(), k); !strings.Contains(got, ", ") || strings.ContainsAny(got, "?") {
		t.Errorf("P07 in words: %q", got)
	}
	c.pickCard(k)
	if !strings.HasPrefix(c.announce, "Card P07: ") || !strings.Contains(c.announce, "It can take Red to b4, e4, f2") {
		t.Errorf("picking P07 announced %q", c.announce)
	}
	v := boardView{p: en, cells: true}
	v.targets, v.playable = c.targets()
	b4, _ := engine.ParseCell("b4")
	f1, _ := engine.ParseCell("f1")
	for _, tc := range []struct {
		cell engine.Cell
		want string
	}{
		{b4, "b4, level 2, the chosen card reaches it"},
		{f1, "f1, level 1, pawn of Red"},
	} {
		if got := cellLabel(pos, v, tc.cell, contains(v.targets, tc.cell)); got != tc.want {
			t.Errorf("cell %s says %q, want %q", tc.cell, got, tc.want)
		}
	}
	c.giveCard()
	c.tapCell(f1)
	if want := "Picked: Red's pawn on f1. It can go to "; !strings.HasPrefix(c.announce, want) || !strings.Contains(c.announce, "e4") {
		t.Errorf("picking the pawn on f1 announced %q, want %q... e4", c.announce, want)
	}
}

// TestFirstPawnPlacedSaid: the first start cell picked is announced.
func TestFirstPawnPlacedSaid(t *testing.T) {
	c, _ := newTestController(nil)
	c.startGame(Setup{Seats: []string{Person, Person}, StartSeat: 1})
	c8, _ := engine.ParseCell("c8")
	c.tapCell(c8)
	if want := "First pawn on c8. Now choose the cell of the second."; c.announce != want {
		t.Errorf("announced %q, want %q", c.announce, want)
	}
}
