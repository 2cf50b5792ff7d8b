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

// ClockName returns the name of seat's colour.
func (c *controller) ClockName(seat int) string { return board.ColorName(c.p, engine.Color(seat)) }

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
