package traxit

import (
	"strings"
	"testing"
	"time"

	"traxapp/app"
	"traxapp/app/round"
	"traxapp/app/round/roundtest"
)

// TestClockFlagEndsTheGame: whoever must act has the running clock, an
// action adds the increment, and a flag ends the game for every player,
// the one out of time last; saved, it stays lost on time.
func TestClockFlagEndsTheGame(t *testing.T) {
	for _, tc := range []struct {
		seats []string
		want  string
	}{
		{[]string{Person, Person}, "Blue lost on time – Red wins."},
		{[]string{Person, Person, Person}, "Blue lost on time and comes last; the others are placed by their points so far."},
	} {
		pass := roundtest.HandClock(t, &round.ClockNow)
		st := &app.MemorySlot{}
		c, _ := newTestController(st)
		ctl := roundtest.Control(t, "0.1+3")
		c.openNewGame(true)
		c.startGame(Setup{Seats: tc.seats, Clock: ctl}) // from the dialog
		first := c.game.ToMove()
		if c.Clocks.Running() != first {
			t.Fatalf("%d players: running %d, seat %d must act", len(tc.seats), c.Clocks.Running(), first)
		}
		pass(time.Second)
		pos := c.game.Position()
		tapAction(t, c, pos.FormatAction(pos.LegalActions(nil)[0]))
		if c.Clocks.Left(first) != 8*time.Second || c.Clocks.Running() != c.game.ToMove() {
			t.Fatalf("after an action: seat %d has %v, running %d", first, c.Clocks.Left(first), c.Clocks.Running())
		}
		seat := c.game.ToMove()
		pass(7 * time.Second)
		if !c.Clocks.Check() {
			t.Fatal("no flag")
		}
		c.FlagFell()
		if !c.over() || !c.showResult || c.personToAct() || c.waiting() {
			t.Fatalf("after the flag: over %v, result %v, person to act %v", c.over(), c.showResult, c.personToAct())
		}
		if got := c.resultText(); got != tc.want {
			t.Errorf("%d players: %q (seat %s)", len(tc.seats), got, seatName(en, seat))
		}
		again, _ := newTestController(st)
		again.Restore()
		if !again.Flagged() || !again.showResult {
			t.Errorf("restored: flagged %v", again.Flagged())
		}
		if data, _ := st.Load(); !strings.Contains(data, `"clock"`) {
			t.Errorf("no clock saved: %s", data)
		}
	}
}

// TestClockStopsForBanners: no clock runs while the New game dialog is
// open, nor while paused; the reloaded clock comes back paused.
func TestClockStopsForBanners(t *testing.T) {
	pass := roundtest.HandClock(t, &round.ClockNow)
	st := &app.MemorySlot{}
	c, _ := newTestController(st)
	ctl := roundtest.Control(t, "1+0")
	c.startGame(Setup{Seats: []string{Person, Person}, Clock: ctl})
	c.openNewGame(true)
	if c.Clocks.Running() != -1 {
		t.Error("a clock runs under the New game dialog")
	}
	c.openNewGame(false)
	pass(5 * time.Second)
	c.PauseClock(true)
	if c.personToAct() || c.Clocks.Running() != -1 {
		t.Error("a person may act while paused")
	}
	again, _ := newTestController(st)
	again.Restore()
	if !again.Clocks.Paused() || again.Clocks.Left(again.game.ToMove()) != 55*time.Second {
		t.Errorf("reloaded: paused %v, left %v", again.Clocks.Paused(), again.Clocks.Left(again.game.ToMove()))
	}
}
