package trakkx

import (
	"testing"

	"traxapp/app"
	"traxapp/app/round/roundtest"
)

func TestUnreadableSaveKeptAside(t *testing.T) {
	roundtest.UnreadableSaveKeptAside(t, savedKey, func(slot app.Slot) func() {
		c := newController(slot)
		c.Restore()
		return c.save
	})
}

func TestTwoTabsNeverOverwrite(t *testing.T) {
	roundtest.TwoTabsNeverOverwrite(t, savedKey, func(t *testing.T, slot app.Slot) roundtest.Tab {
		c := newController(slot)
		c.SetPrinter(en)
		if !c.loadSaved() {
			c.startMatch([]seat{person, person}, 1, runSeed, 0)
		}
		return tab{c}
	})
}

// tab is a TRAKKX match in one tab of TestTwoTabsNeverOverwrite.
type tab struct{ *controller }

// Act takes the device for the seat to move and draws from the bag.
func (c tab) Act(t *testing.T) {
	c.reveal()
	c.drawBag()
}

func (c tab) Record() string { return c.game.Record() }
