package trakkx

import (
	"time"

	"traxapp/app/round/clock"
)

// TRAKKX's clocks: one per seat, for each game of the match (every game
// starts on the full time control), the clock of the seat to move
// running, the hand-over included (the next player's time runs from the
// moment the device is theirs to take), none while the New game dialog
// is open. When a flag falls the game and the match end at once (the
// rules page says so): the player whose time ran out loses and comes
// last; with two players the other wins, with three or four the others
// are placed by the points left in their hands, fewest first (the
// result shows every hand). A game of hidden hands cannot go on with a
// seat missing: its tokens would be lost to the others.

// clockNow is the clocks' time source (a test's is moved by hand).
var clockNow = time.Now

// Clock returns the game's clocks (round.Timed); nil for none.
func (c *controller) Clock() *clock.Clock { return c.clock }

// ClockName returns seat's name.
func (c *controller) ClockName(seat int) string { return c.seatName(seat) }

// flagged reports whether a flag fell: the match is over, lost on time.
func (c *controller) flagged() bool {
	_, ok := c.clock.Flagged()
	return ok
}

// over reports whether the game is over, by its rules or on time.
func (c *controller) over() bool { return c.game.Outcome().Over() || c.flagged() }

// matchOver reports whether the match is over: every game played, or a
// flag fell.
func (c *controller) matchOver() bool { return c.match.over() || c.flagged() }

// stopped reports whether no one may act: the game is over or the
// clocks are paused.
func (c *controller) stopped() bool { return c.over() || c.clock.Paused() }

// clockSeat returns the seat whose clock must run: the seat to move
// while the game goes on; -1 for none.
func (c *controller) clockSeat() int {
	if c.over() || c.formOpen {
		return -1
	}
	return c.game.ToMove()
}

// syncClock runs the clock of clockSeat.
func (c *controller) syncClock() { c.clock.Run(c.clockSeat()) }

// SaveClock saves the game with its clocks as they stand (round.Timed).
func (c *controller) SaveClock() { c.save() }

// FlagFell ends the game and the match: the clock of the seat to move
// ran out (round.Timed).
func (c *controller) FlagFell() {
	c.changed()
	c.resetTurn()
	c.revealed, c.drawnShown = -1, -1
	c.say(c.resultText())
	c.save()
}

// PauseClock pauses the game or goes on (round.Timed).
func (c *controller) PauseClock(on bool) {
	c.clock.Pause(on)
	c.changed()
	c.resetTurn()
	c.save()
	c.askComputer()
}

// timeResultText says who lost on time and what it means for the others.
func (c *controller) timeResultText() string {
	seat, _ := c.clock.Flagged()
	if len(c.seats) == 2 {
		return c.p.T("trakkx.result.time-wins", "loser", c.seatName(seat), "player", c.seatName(1-seat))
	}
	return c.p.T("trakkx.result.time-rest", "loser", c.seatName(seat))
}

// setPageClock applies the page's clock= (a link's): new matches start
// on it, and so does the game on the table while nothing was played.
func (c *controller) setPageClock(ctl clock.Control) {
	c.defaultClock = ctl
	if len(c.game.Actions()) == 0 && !c.over() {
		c.clock = clock.New(ctl, len(c.seats), clockNow)
		c.syncClock()
		c.save()
		c.askComputer()
	}
}
