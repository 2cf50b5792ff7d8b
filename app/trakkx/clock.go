package trakkx

import (
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

// ClockName returns seat's name.
func (c *controller) ClockName(seat int) string { return c.seatName(seat) }

// over reports whether the game is over, by its rules or on time.
func (c *controller) over() bool { return c.game.Outcome().Over() || c.Flagged() }

// matchOver reports whether the match is over: every game played, or a
// flag fell.
func (c *controller) matchOver() bool { return c.match.over() || c.Flagged() }

// stopped reports whether no one may act: the game is over or the
// clocks are paused.
func (c *controller) stopped() bool { return c.over() || c.Clocks.Paused() }

// clockSeat returns the seat whose clock must run: the seat to move
// while the game goes on; -1 for none.
func (c *controller) clockSeat() int {
	if c.over() || c.formOpen {
		return -1
	}
	return c.game.ToMove()
}

// syncClock runs the clock of clockSeat.
func (c *controller) syncClock() { c.Clocks.Run(c.clockSeat()) }

// FlagFell ends the game and the match: the clock of the seat to move
// ran out (round.Timed).
func (c *controller) FlagFell() {
	c.changed()
	c.resetTurn()
	c.revealed, c.drawnShown = -1, -1
	c.say(c.resultText())
	c.save()
}

// timeResultText says who lost on time and what it means for the others.
func (c *controller) timeResultText() string {
	seat, _ := c.Clocks.Flagged()
	if len(c.seats) == 2 {
		return c.p.T("trakkx.result.time-wins", "loser", c.seatName(seat), "player", c.seatName(1-seat))
	}
	return c.p.T("trakkx.result.time-rest", "loser", c.seatName(seat))
}

// SetPageClock applies the page's clock= (a link's): new matches start
// on it, and so does the game on the table while nothing was played.
func (c *controller) SetPageClock(ctl clock.Control) {
	c.PageClock = ctl
	if len(c.game.Actions()) == 0 && !c.over() {
		c.StartClocks(ctl, len(c.seats))
		c.syncClock()
		c.save()
		c.askComputer()
	}
}
