package trax

import (
	"traxapp/app/round/clock"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
)

// Trax's clocks: one per colour, White's seat 0 and Red's 1 (the
// engine's Color). The round layer draws and ticks them
// (round.ClockFace); the controller tells them who must move and who
// moved, and ends the game when a flag falls: the player whose clock
// ran out loses, as in any two-player game on a clock.

// clockSeats is the number of Trax's clocks.
const clockSeats = 2

// ClockName returns the name of seat's colour.
func (c *controller) ClockName(seat int) string { return board.ColorName(c.p, engine.Color(seat)) }

// setClock puts clocks of control ctl on the game (none when ctl is
// zero), none running yet.
func (c *controller) setClock(ctl clock.Control) {
	c.Clocks = nil
	if ctl.On() {
		c.StartClocks(ctl, clockSeats)
	}
}

// over reports whether the game is over: on the board, by a claim, or
// on time.
func (c *controller) over() bool { return c.game.Outcome().Over() || c.Flagged() }

// clockPaused reports whether the players paused the clocks: no one
// moves, the computer does not think.
func (c *controller) clockPaused() bool { return c.Clocks.Paused() }

// clockSeat returns the seat whose clock must run: the colour to move
// while the game goes on; -1 when it is over, studied from a link, or
// under the New game dialog.
func (c *controller) clockSeat() int {
	if c.over() || c.link.analysis || c.inReview || c.newGame {
		return -1
	}
	return int(c.position().ToMove())
}

// FlagFell ends the game: the clock of the colour to move ran out
// (round.Timed).
func (c *controller) FlagFell() {
	c.changed()
	c.refresh()
	c.animate = false
	c.announce = c.resultText()
	c.showResult = true
	c.save()
}

// clocksPaused follows the players' pause or going on (round.GameClocks):
// paused, the computer stops thinking and no tile may be laid.
func (c *controller) clocksPaused() {
	c.changed()
	c.refresh()
	c.save()
	c.askOpponent()
}

// resultText says how the game ended: on time, else the engine's result.
func (c *controller) resultText() string {
	if seat, ok := c.Clocks.Flagged(); ok {
		loser := engine.Color(seat)
		return c.p.T("trax.result.time", "loser", board.ColorName(c.p, loser), "player", board.ColorName(c.p, loser.Other()))
	}
	return board.ResultText(c.p, c.game.Outcome())
}

// winnerClass returns the result's colour: "draw", or the winner's.
func (c *controller) winnerClass() string {
	if seat, ok := c.Clocks.Flagged(); ok {
		return engine.Color(seat).Other().String()
	}
	if o := c.game.Outcome(); !o.Draw() {
		return o.Winner.String()
	}
	return "draw"
}

// setPageClock applies the page's clock= (a link's): new games start on
// it, and so does the game on the board while no tile is laid.
func (c *controller) setPageClock(ctl clock.Control) {
	c.PageClock = ctl
	if c.game.Len() == 0 && !c.over() && !c.link.analysis {
		c.setClock(ctl)
		c.refresh()
		c.save()
	}
}

// newGameClock is the time control the New game dialog starts on: the
// game's, else the page's.
func (c *controller) newGameClock() clock.Control {
	if c.Clocks.On() {
		return c.Clocks.Control()
	}
	return c.PageClock
}
