package traxit

import (
	"slices"
	"testing"

	"traxapp/app"
	"traxapp/app/round"
	"traxapp/app/round/clock"
	"traxapp/app/round/roundtest"
)

// TestClocksKeepTime: TRAXIT's clocks keep the round layer's rules
// (roundtest.ClocksKeepTime); a flag ends the game for every player, the
// one out of time last.
func TestClocksKeepTime(t *testing.T) {
	roundtest.ClocksKeepTime(t, &round.ClockNow, func(t *testing.T, slot app.Slot) roundtest.TimedGame {
		c, _ := newTestController(slot)
		c.Restore()
		return timedGame{c}
	},
		"Blue lost on time – Red wins.",
		"Blue lost on time and comes last; the others are placed by their points so far.",
	)
}

// timedGame is a TRAXIT game as roundtest.ClocksKeepTime plays it.
type timedGame struct{ *controller }

func (g timedGame) Start(t *testing.T, ctl clock.Control, players int) {
	g.openNewGame(true)
	g.startGame(Setup{Seats: slices.Repeat([]string{Person}, players), Clock: ctl}) // from the dialog
}

func (g timedGame) Act(t *testing.T) {
	pos := g.game.Position()
	tapAction(t, g.controller, pos.FormatAction(pos.LegalActions(nil)[0]))
}

func (g timedGame) NewGameDialog(open bool) { g.openNewGame(open) }
func (g timedGame) ToMove() int             { return g.game.ToMove() }
func (g timedGame) MayAct() bool            { return g.personToAct() }
func (g timedGame) Over() bool              { return g.over() && g.showResult }
func (g timedGame) ResultText() string      { return g.resultText() }

// TestClockComputerTime: the computer's question carries the time its
// clock allows: a twentieth of three seconds, not its level's time.
func TestClockComputerTime(t *testing.T) {
	roundtest.HandClock(t, &round.ClockNow)
	for _, tc := range roundtest.ComputerTimes {
		c, q := newTestController(nil)
		var spy roundtest.Spy
		c.computer = spy.Wrap(aiComputer)
		c.startGame(Setup{Seats: []string{"easy", Person}, Clock: roundtest.Control(t, tc.Control)})
		q.Drain()
		if c.game.Len() != 1 || spy.MoveTime != tc.Want {
			t.Errorf("clock %s: %d actions, the computer could think %v; want 1, %v", tc.Control, c.game.Len(), spy.MoveTime, tc.Want)
		}
	}
}
