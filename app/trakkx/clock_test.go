package trakkx

import (
	"testing"
	"time"

	"traxapp/app"
	"traxapp/app/round"
	"traxapp/app/round/roundtest"
)

// TestClockFlagEndsTheMatch: the seat to move's clock runs, an action
// adds the increment, and a flag ends the game and the match, saved as
// such; a reload brings a running clock back paused.
func TestClockFlagEndsTheMatch(t *testing.T) {
	for _, tc := range []struct {
		seats []seat
		want  string
	}{
		{[]seat{{}, {}}, "Player 1 lost on time: the match is over and Player 2 wins."},
		{[]seat{{}, {}, {}}, "Player 3 lost on time and comes last: the match is over, and the others are placed by the points left in their hands, fewest first."},
	} {
		pass := roundtest.HandClock(t, &round.ClockNow)
		st := &app.MemorySlot{}
		c := newController(st)
		c.SetPrinter(en)
		c.PageClock = roundtest.Control(t, "0.1+2")
		c.openForm(true)
		c.startMatch(tc.seats, 3, 7, 0) // from the dialog
		if c.Clocks.Running() != 0 {
			t.Fatalf("seat 0 does not run: %d", c.Clocks.Running())
		}
		pass(time.Second)
		c.reveal()
		c.drawBag()
		if c.Clocks.Left(0) != 7*time.Second || c.Clocks.Running() != 1 {
			t.Fatalf("after a draw: seat 0 has %v, running %d", c.Clocks.Left(0), c.Clocks.Running())
		}
		c.save()
		pass(time.Hour)
		again := newController(st)
		again.Restore()
		if !again.Clocks.Paused() || again.Clocks.Left(1) != 6*time.Second {
			t.Fatalf("reloaded: paused %v, seat 1 has %v", again.Clocks.Paused(), again.Clocks.Left(1))
		}
		// The reloaded match goes on: seat 1 draws in its turn; then the
		// next seat's flag falls (seat 2 of 3 has had no increment).
		c = again
		c.SetPrinter(en)
		c.PauseClock(false)
		c.reveal()
		c.drawBag()
		pass(7 * time.Second)
		if !c.Clocks.Check() {
			t.Fatalf("no flag: running %d, left %v %v, actions %d", c.Clocks.Running(), c.Clocks.Left(0), c.Clocks.Left(1), len(c.game.Actions()))
		}
		c.FlagFell()
		if !c.over() || !c.matchOver() || c.myTurn() || c.handover() {
			t.Fatalf("after the flag: over %v, match over %v", c.over(), c.matchOver())
		}
		c.nextGame()
		if !c.Flagged() {
			t.Error("a next game was dealt after the flag")
		}
		if got := c.resultText(); got != tc.want {
			t.Errorf("%d players: %q", len(tc.seats), got)
		}
		again = newController(st)
		again.Restore()
		if !again.Flagged() || again.resultText() == "" {
			t.Errorf("restored: flagged %v", again.Flagged())
		}
	}
}
