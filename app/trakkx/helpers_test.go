package trakkx

import (
	"testing"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round/roundtest"
	engine "traxapp/engine/trakkx"
	"traxapp/engine/trakkx/ai"
)

// en speaks English, the language the tests read.
var en *i18n.Printer

func TestMain(m *testing.M) { roundtest.Main(m, &en) }

// aiComputer is the tests' computer: the engine's AI itself, quick.
var aiComputer = roundtest.QuickComputer(ai.Think)

// testController returns a controller with a new match of seats dealt
// from seed, seat 0 first, in English, saved in st.
func testController(t *testing.T, st app.Slot, seed uint64, seats ...seat) *controller {
	t.Helper()
	c := newController(st)
	c.SetPrinter(en)
	c.startMatch(seats, 1, seed, 0)
	if c.game.Options().Seed != seed || c.game.Players() != len(seats) {
		t.Fatalf("the match did not start: %+v", c.game.Options())
	}
	return c
}

// tok parses a token's notation or fails the test.
func tok(t *testing.T, s string) engine.TokenID {
	t.Helper()
	id, err := engine.ParseToken(s)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// place taps a token of the hand, then a cell (col x, row y).
func place(t *testing.T, c *controller, token string, x, y int) {
	t.Helper()
	id := tok(t, token)
	if !c.inHand(id) {
		t.Fatalf("%s is not in the hand %v", token, c.hand())
	}
	c.tapHand(id)
	c.tapCell(engine.Pos{Row: y, Col: x})
	if c.work[engine.Pos{Row: y, Col: x}] != id {
		t.Fatalf("%s was not placed at %d,%d", token, x, y)
	}
}
