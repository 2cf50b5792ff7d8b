package trakkx

import (
	"testing"
	"time"

	"traxapp/app"
	"traxapp/app/round"
	"traxapp/app/round/clock"
	"traxapp/app/round/roundtest"
)

// TestClocksKeepTime: TRAKKX's clocks keep the round layer's rules
// (roundtest.ClocksKeepTime); a flag ends the game and the match.
func TestClocksKeepTime(t *testing.T) {
	roundtest.ClocksKeepTime(t, &round.ClockNow, func(t *testing.T, slot app.Slot) roundtest.TimedGame {
		c := newController(slot)
		c.SetPrinter(en)
		c.Restore()
		return timedGame{c}
	},
		"Player 2 lost on time: the match is over and Player 1 wins.",
		"Player 2 lost on time and comes last: the match is over, and the others are placed by the points left in their hands, fewest first.",
	)
}

// timedGame is a TRAKKX match as roundtest.ClocksKeepTime plays it: a
// match of three games.
type timedGame struct{ *controller }

func (g timedGame) Start(t *testing.T, ctl clock.Control, players int) {
	g.PageClock = ctl
	g.openForm(true)
	g.startMatch(make([]seat, players), 3, 7, 0) // from the dialog
}

// Act takes the device, draws and passes the device on.
func (g timedGame) Act(t *testing.T) {
	g.reveal()
	g.drawBag()
	g.hideHand()
}

func (g timedGame) NewGameDialog(open bool) { g.openForm(open) }
func (g timedGame) ToMove() int             { return g.game.ToMove() }
func (g timedGame) MayAct() bool            { return g.handover() || g.myTurn() }
func (g timedGame) Over() bool              { return g.over() && g.matchOver() }
func (g timedGame) ResultText() string      { return g.resultText() }

// TestNoGameAfterTheFlag: once a flag fell, the match's next game is not
// dealt.
func TestNoGameAfterTheFlag(t *testing.T) {
	pass := roundtest.HandClock(t, &round.ClockNow)
	c := newController(&app.MemorySlot{})
	c.SetPrinter(en)
	c.PageClock = roundtest.Control(t, "0.1+2")
	c.startMatch([]seat{{}, {}}, 3, 7, 0)
	pass(7 * time.Second)
	if !c.Clocks.Check() {
		t.Fatal("no flag")
	}
	c.FlagFell()
	record := c.game.Record()
	c.nextGame()
	if !c.Flagged() || c.game.Record() != record {
		t.Errorf("a next game was dealt after the flag: flagged %v", c.Flagged())
	}
}

// TestClockComputerTime: the computer's question carries the time its
// clock allows: a twentieth of three seconds, not its level's time.
func TestClockComputerTime(t *testing.T) {
	roundtest.HandClock(t, &round.ClockNow)
	for _, tc := range roundtest.ComputerTimes {
		c := testController(t, nil, runSeed, easy, person)
		var spy roundtest.Spy
		c.computer = spy.Wrap(aiComputer)
		c.SetPageClock(roundtest.Control(t, tc.Control))
		q := roundtest.NewQueue()
		c.Mount(q)
		q.Run(1000)
		if len(c.game.Actions()) == 0 || spy.MoveTime != tc.Want {
			t.Errorf("clock %s: %d actions, the computer could think %v; want some, %v", tc.Control, len(c.game.Actions()), spy.MoveTime, tc.Want)
		}
	}
}
