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

// TestClockRunsAndFlags: the colour to move's clock runs, a move adds
// the increment and passes the clock, and a flag ends the game as a loss
// on time, saved and restored as such.
func TestClockRunsAndFlags(t *testing.T) {
	pass := roundtest.HandClock(t, &round.ClockNow)
	st := &app.MemorySlot{}
	c := newController(engine.Trax, st)
	c.PageClock = roundtest.Control(t, "0.1+2") // 6 s each, 2 s a move
	c.openNewGame(true)
	c.startGame(engine.Trax, nil, "", engine.White) // from the dialog
	if c.Clocks.Running() != int(engine.White) {
		t.Fatalf("White's clock does not run: %d", c.Clocks.Running())
	}
	pass(time.Second)
	playName(t, c, "@0/")
	if c.Clocks.Running() != int(engine.Red) || c.Clocks.Left(int(engine.White)) != 7*time.Second {
		t.Fatalf("after White's move: running %d, White has %v", c.Clocks.Running(), c.Clocks.Left(0))
	}
	pass(7 * time.Second)
	if !c.Clocks.Check() {
		t.Fatal("Red's flag did not fall")
	}
	c.FlagFell()
	if !c.over() || !c.showResult || len(c.legal) != 0 || c.canResign() {
		t.Fatalf("after the flag: over %v, result %v, %d legal moves", c.over(), c.showResult, len(c.legal))
	}
	c.p = en
	if got := c.resultText(); got != "Red lost on time – White wins." {
		t.Errorf("result %q", got)
	}
	data, _ := st.Load()
	if !strings.Contains(data, `"flag":2`) {
		t.Errorf("the flag is not saved: %s", data)
	}
	again := newController(engine.Trax, st)
	again.restore()
	if !again.Flagged() || !again.over() || !again.showResult || again.game.Len() != 1 {
		t.Errorf("restored: flagged %v, over %v, %d moves", again.Flagged(), again.over(), again.game.Len())
	}
	c.undo() // a game lost on time is only reviewed
	if !c.inReview || c.game.Len() != 0 || len(c.legal) != 0 {
		t.Errorf("undo after the flag: review %v, %d moves, %d legal", c.inReview, c.game.Len(), len(c.legal))
	}
}

// TestClockPauseAndReload: paused, no tile may be laid and no clock runs;
// a reload brings a running clock back paused, not charged for the time
// the page was closed.
func TestClockPauseAndReload(t *testing.T) {
	pass := roundtest.HandClock(t, &round.ClockNow)
	st := &app.MemorySlot{}
	c := newController(engine.Trax, st)
	c.PageClock = roundtest.Control(t, "1+0")
	c.startGame(engine.Trax, nil, "", engine.White)
	c.openNewGame(true)
	pass(time.Minute) // no clock runs under the New game dialog
	c.openNewGame(false)
	pass(10 * time.Second)
	c.PauseClock(true)
	if len(c.legal) != 0 || c.Clocks.Running() != -1 {
		t.Fatalf("paused: %d legal moves, running %d", len(c.legal), c.Clocks.Running())
	}
	pass(time.Minute)
	c.PauseClock(false)
	if len(c.legal) == 0 || c.Clocks.Left(0) != 50*time.Second {
		t.Fatalf("going on: %d legal moves, White has %v", len(c.legal), c.Clocks.Left(0))
	}
	pass(5 * time.Second)
	playName(t, c, "@0/")
	pass(3 * time.Second)
	c.save()
	pass(time.Hour) // the page is closed
	again := newController(engine.Trax, st)
	again.restore()
	if !again.Clocks.Paused() || again.Clocks.Left(1) != 57*time.Second || again.Clocks.Left(0) != 45*time.Second {
		t.Fatalf("reloaded: paused %v, White %v, Red %v", again.Clocks.Paused(), again.Clocks.Left(0), again.Clocks.Left(1))
	}
	if len(again.legal) != 0 {
		t.Error("a tile may be laid while the reloaded clocks are paused")
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
