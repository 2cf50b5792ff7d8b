package trax

import (
	"testing"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round/roundtest"
	engine "traxapp/engine/trax"
)

// en speaks English, the language the tests read.
var en *i18n.Printer

func TestMain(m *testing.M) { roundtest.Main(m, &en) }

func TestUnreadableSaveKeptAside(t *testing.T) {
	roundtest.UnreadableSaveKeptAside(t, savedKey, func(slot app.Slot) func() {
		c := newController(engine.Trax, slot)
		c.restore()
		return c.save
	})
}

// Two tabs on one game (two Sessions over one storage): tab B, which has
// not yet seen tab A's move, never saves over it; it takes A's game
// instead, and its next move is saved on top of A's (issue 23, item 2).
func TestTwoTabsNeverOverwrite(t *testing.T) {
	roundtest.TwoTabsNeverOverwrite(t, savedKey, func(t *testing.T, slot app.Slot) roundtest.Tab {
		c := newController(engine.Trax, slot)
		c.defaultAI = "" // two players
		c.restore()
		return tab{c}
	})
}

// tab is a Trax game in one tab of TestTwoTabsNeverOverwrite.
type tab struct{ *controller }

// Act plays the first move the engine offers, as a player does.
func (c tab) Act(t *testing.T) {
	t.Helper()
	moves := c.position().LegalMoves(nil)
	if len(moves) == 0 {
		t.Fatal("no move to play")
	}
	playName(t, c.controller, c.position().FormatMove(moves[0]))
}

func (c tab) Record() string { return c.game.Record() }
