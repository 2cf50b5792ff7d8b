package traxit

import (
	"traxapp/app/round/clock"
)

// TRAXIT's clocks: one per seat, the clock of whoever must act running
// (the chooser while a card is chosen, the mover while a pawn moves),
// none while a banner, the New game dialog or a review is open. When a
// flag falls the game ends at once (the rules page says so): the player
// whose time ran out loses, and comes last; with two players the other
// wins, in the team game the other team; with three or four the others
// keep their places by the points scored so far. A pawn race cannot go
// on with a seat missing: each player chooses the cards of a neighbour.

// ClockName returns seat's name.
func (c *controller) ClockName(seat int) string { return seatName(c.p, seat) }

// over reports whether the game is over, by its rules or on time.
func (c *controller) over() bool { return c.game.Outcome().Over || c.Flagged() }

// clockSeat returns the seat whose clock must run: whoever must act,
// while the game goes on and nothing else waits for the players; -1 for
// none.
func (c *controller) clockSeat() int {
	if c.over() || c.showSets || c.newGame || c.reviewing() {
		return -1
	}
	return c.game.ToMove()
}

// syncClock runs the clock of clockSeat.
func (c *controller) syncClock() { c.Clocks.Run(c.clockSeat()) }

// FlagFell ends the game: the clock of the seat to act ran out
// (round.Timed).
func (c *controller) FlagFell() {
	c.changed()
	c.showSets, c.showResult = false, true
	c.announce = timeResultText(c)
	c.save()
}

// timeResultText says who lost on time and what it means for the others.
func timeResultText(c *controller) string {
	seat, ok := c.Clocks.Flagged()
	if !ok {
		return ""
	}
	pos := c.game.Position()
	loser := seatName(c.p, seat)
	switch {
	case pos.Team(0) >= 0:
		return c.p.T("traxit.result.time-team", "loser", loser, "team", teamName(c.p, (seat+1)%2))
	case pos.Players() == 2:
		return c.p.T("traxit.result.time-wins", "loser", loser, "player", seatName(c.p, 1-seat))
	}
	return c.p.T("traxit.result.time-rest", "loser", loser)
}

// SetPageClock applies the page's clock= (a link's): new games start on
// it, and so does the game on the board while nothing was played.
func (c *controller) SetPageClock(ctl clock.Control) {
	c.PageClock = ctl
	if c.game.Len() == 0 && !c.over() {
		c.setup.Clock = ctl
		c.StartClocks(ctl, len(c.seats))
		c.syncClock()
		c.save()
	}
}

// resultText says how the game ended: on time, else by its rules.
func (c *controller) resultText() string {
	if c.Flagged() {
		return timeResultText(c)
	}
	return resultText(c.p, c.game.Position())
}
