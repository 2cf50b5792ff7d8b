package round

import (
	"time"

	"traxapp/app/round/clock"
)

// ClockNow is the games' clocks' time source (a test's is moved by hand:
// roundtest.HandClock).
var ClockNow = time.Now

// GameClocks is the part of Timed that every game wires alike, for its
// controller to embed: the clocks, the time control a page's clock=
// asks for, and saving and pausing them. The game says how it saves and
// what a pause makes stale and how its computer is asked (WireClocks); whose clock runs, what a fallen
// flag means and the seats' names stay its own.
type GameClocks struct {
	// Clocks are the game's clocks; nil for a game without.
	Clocks *clock.Clock
	// PageClock is the time control of the page's clock= (a link's):
	// new games start on it.
	PageClock clock.Control

	save, changed, ask func()
}

// WireClocks tells the clocks how the game saves itself, clocks
// included (save), drops what a pause or going on makes stale (changed:
// the computer's question, an action half made, what the screen shows)
// and lets its computer take its turn (ask: once the players go on, a
// computer to act thinks again).
func (g *GameClocks) WireClocks(save, changed, ask func()) {
	g.save, g.changed, g.ask = save, changed, ask
}

// Clock returns the game's clocks (Timed); nil for none.
func (g *GameClocks) Clock() *clock.Clock { return g.Clocks }

// StartClocks puts clocks of control ctl on the game, one per seat of
// seats, none running yet.
func (g *GameClocks) StartClocks(ctl clock.Control, seats int) {
	g.Clocks = clock.New(ctl, seats, ClockNow)
}

// Flagged reports whether a flag fell: the game is over, lost on time.
func (g *GameClocks) Flagged() bool {
	_, ok := g.Clocks.Flagged()
	return ok
}

// SaveClock saves the game with its clocks as they stand (Timed).
func (g *GameClocks) SaveClock() { g.save() }

// PauseClock pauses the clocks or starts them again (Timed), and the
// game follows: paused, the computer stops thinking and no one may act;
// the game is saved with its clocks either way.
func (g *GameClocks) PauseClock(on bool) {
	g.Clocks.Pause(on)
	g.changed()
	g.save()
	g.ask()
}
