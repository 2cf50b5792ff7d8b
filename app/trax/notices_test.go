package trax

import (
	"testing"

	"traxapp/app"
	"traxapp/app/trax/share"
	engine "traxapp/engine/trax"
)

// TestMessagesDoNotGoStale (issue 23, item 11): "Link copied" goes with
// the next action; a position's link is not "for the other player"; the
// announcement follows Undo instead of repeating the result.
func TestMessagesDoNotGoStale(t *testing.T) {
	c := newController(engine.Trax, &app.MemorySlot{})
	playName(t, c, "@0/")
	c.share("", false)
	c.shared(share.ByCopy)
	if c.message != "Link copied: send it to the other player." {
		t.Errorf("a game's link: %q", c.message)
	}
	for _, action := range []struct {
		name string
		do   func()
	}{
		{"threats", func() { c.setShowThreats(true) }},
		{"resign", func() { c.askResign(true); c.askResign(false) }},
		{"new game form", func() { c.openNewGame(true); c.openNewGame(false) }},
	} {
		c.share("", true)
		c.shared(share.ByCopy)
		if c.message != "Link copied: send it to whoever you want to study this position with." {
			t.Errorf("a position's link: %q", c.message)
		}
		action.do()
		if c.message != "" {
			t.Errorf("after %s the message line still says %q", action.name, c.message)
		}
	}

	c.importRecord(finishedGame)
	c.announce = describeTurn(c.p, c.game)
	if c.announce != "Red played C1+. Red wins with a loop!" {
		t.Logf("announcement at the end: %q", c.announce)
	}
	c.undo()
	if c.announce != "Showing move 7 of 8. Red to move." {
		t.Errorf("after Undo the announcement is %q", c.announce)
	}
}
