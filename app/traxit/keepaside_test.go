package traxit

import (
	"testing"

	"traxapp/app"
	"traxapp/app/round/roundtest"
)

func TestUnreadableSaveKeptAside(t *testing.T) {
	roundtest.UnreadableSaveKeptAside(t, savedKey, func(slot app.Slot) func() {
		c := newController(slot, nil)
		c.Restore()
		return c.save
	})
}

func TestTwoTabsNeverOverwrite(t *testing.T) {
	roundtest.TwoTabsNeverOverwrite(t, savedKey, func(t *testing.T, slot app.Slot) roundtest.Tab {
		c, _ := newTestController(slot)
		c.Restore()
		if c.seats.People() != 2 {
			c.startGame(Setup{Seats: []string{Person, Person}})
		}
		return tab{c}
	})
}

// tab is a TRAXIT game in one tab of TestTwoTabsNeverOverwrite.
type tab struct{ *controller }

// Act plays the first action the engine offers the person to act.
func (c tab) Act(t *testing.T) {
	t.Helper()
	legal := c.game.LegalActions()
	if len(legal) == 0 {
		t.Fatal("no action to play")
	}
	c.apply(legal[0])
}

func (c tab) Record() string { return c.game.Record() }
