package trax

import (
	"context"
	"strings"
	"testing"
	"time"

	"traxapp/app"
	"traxapp/app/round"
	"traxapp/app/round/clock"
	"traxapp/app/round/roundtest"
	engine "traxapp/engine/trax"
)

// TestClocksKeepTime: Trax's clocks keep the round layer's rules
// (roundtest.ClocksKeepTime).
func TestClocksKeepTime(t *testing.T) {
	roundtest.ClocksKeepTime(t, &round.ClockNow, func(t *testing.T, slot app.Slot) roundtest.TimedGame {
		c := newController(engine.Trax, slot)
		c.restore()
		return timedGame{c}
	}, "Red lost on time – White wins.")
}

// timedGame is a Trax game as roundtest.ClocksKeepTime plays it.
type timedGame struct{ *controller }

func (g timedGame) Start(t *testing.T, ctl clock.Control, players int) {
	g.PageClock = ctl
	g.openNewGame(true)
	g.startGame(engine.Trax, nil, "", engine.White) // from the dialog
}

func (g timedGame) Act(t *testing.T) { playName(t, g.controller, g.position().FormatMove(g.legal[0])) }

func (g timedGame) NewGameDialog(open bool) { g.openNewGame(open) }
func (g timedGame) ToMove() int             { return int(g.position().ToMove()) }
func (g timedGame) MayAct() bool            { return len(g.legal) != 0 }
func (g timedGame) Over() bool              { return g.over() && g.showResult }
func (g timedGame) ResultText() string      { return g.resultText() }

// TestClockFlagSavedAndReviewed: the fallen flag is saved, and a game
// lost on time is only reviewed (undo goes to the review).
func TestClockFlagSavedAndReviewed(t *testing.T) {
	pass := roundtest.HandClock(t, &round.ClockNow)
	st := &app.MemorySlot{}
	c := newController(engine.Trax, st)
	c.PageClock = roundtest.Control(t, "0.1+2") // 6 s each, 2 s a move
	c.startGame(engine.Trax, nil, "", engine.White)
	playName(t, c, "@0/")
	pass(7 * time.Second)
	if !c.Clocks.Check() {
		t.Fatal("Red's flag did not fall")
	}
	c.FlagFell()
	if data, _ := st.Load(); !strings.Contains(data, `"flag":2`) {
		t.Errorf("the flag is not saved: %s", data)
	}
	if c.canResign() {
		t.Error("a game lost on time may be resigned")
	}
	c.undo()
	if !c.inReview || c.game.Len() != 0 || len(c.legal) != 0 {
		t.Errorf("undo after the flag: review %v, %d moves, %d legal", c.inReview, c.game.Len(), len(c.legal))
	}
}

// TestClockComputerTime: the computer's question carries the time its
// clock allows.
func TestClockComputerTime(t *testing.T) {
	roundtest.HandClock(t, &round.ClockNow)
	c := newController(engine.Trax, nil)
	c.turn.Mount(syncRunner{context.Background()})
	opp := &budgetSpy{}
	c.PageClock = roundtest.Control(t, "0.05+0") // 3 s
	c.startGame(engine.Trax, opp, "Spy", engine.White)
	if opp.budget != 150*time.Millisecond {
		t.Errorf("the computer may think %v on a 3 s clock", opp.budget)
	}
	c.PageClock = clock.Control{}
	c.startGame(engine.Trax, opp, "Spy", engine.White)
	if opp.budget != time.Hour {
		t.Errorf("without a clock the computer may think %v", opp.budget)
	}
}

// budgetSpy notes the time its question allows, of an hour at most.
type budgetSpy struct{ budget time.Duration }

func (b *budgetSpy) Move(ctx context.Context, g *engine.Game) (engine.Move, error) {
	b.budget = clock.MoveTimeOf(ctx, time.Hour)
	return g.Position().LegalMoves(nil)[0], nil
}

// TestPageClock: clock= puts clocks on a game with no tile laid, never
// on a game in progress, and new games start on it.
func TestPageClock(t *testing.T) {
	roundtest.HandClock(t, &round.ClockNow)
	c := newController(engine.Trax, nil)
	c.setPageClock(roundtest.Control(t, "10+5"))
	if c.Clocks.Control().String() != "10+5" {
		t.Fatalf("fresh game: %v", c.Clocks.Control())
	}
	playName(t, c, "@0/")
	c.setPageClock(roundtest.Control(t, "5+3"))
	if c.Clocks.Control().String() != "10+5" || c.newGameClock().String() != "10+5" {
		t.Errorf("a game in progress changed clocks: %v", c.Clocks.Control())
	}
	c.startGame(engine.Trax, nil, "", engine.White)
	if c.Clocks.Control().String() != "5+3" {
		t.Errorf("a new game after clock=5+3: %v", c.Clocks.Control())
	}
}
