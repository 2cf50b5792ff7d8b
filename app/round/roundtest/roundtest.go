// Package roundtest holds what the games' tests share about the round
// layer (traxapp/app/round): a Runner that runs the computer's work when
// the test says (Queue), the English printer the tests read (Main), the
// tests every game's saving (UnreadableSaveKeptAside,
// TwoTabsNeverOverwrite) and clocks (ClocksKeepTime) must pass, a clock
// the test moves by hand (HandClock) and a quick computer player
// (QuickComputer).
// Only tests import it.
package roundtest

import (
	"context"
	"os"
	"testing"
	"time"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round/clock"
)

// Queue is the screen's context in tests (a round.Runner): Async and
// Dispatch queue their work, and Run does it in order, one piece at a
// time, as the page's event loop would. Defer's work waits for the next
// frame: the page draws one (Frames counts them) only once no other work
// is queued, as go-app draws after the dispatches it has.
type Queue struct {
	context.Context
	work     []func()
	deferred []func()
	frames   int
}

// NewQueue returns an empty Queue.
func NewQueue() *Queue { return &Queue{Context: context.Background()} }

// Async queues f.
func (q *Queue) Async(f func()) { q.work = append(q.work, f) }

// Dispatch queues f.
func (q *Queue) Dispatch(f func(goapp.Context)) {
	q.work = append(q.work, func() { f(goapp.Context{}) })
}

// Defer queues f for after the next frame.
func (q *Queue) Defer(f func(goapp.Context)) {
	q.deferred = append(q.deferred, func() { f(goapp.Context{}) })
}

// Len is the number of pieces of work queued, deferred work included.
func (q *Queue) Len() int { return len(q.work) + len(q.deferred) }

// Frames is the number of frames drawn so far.
func (q *Queue) Frames() int { return q.frames }

// Run does the queued work, what it queues included, until none is left
// or limit pieces are done. When only deferred work is left, a frame is
// drawn and that work is queued.
func (q *Queue) Run(limit int) {
	for i := 0; i < limit; i++ {
		if len(q.work) == 0 {
			if len(q.deferred) == 0 {
				return
			}
			q.frames++
			q.work, q.deferred = q.deferred, nil
		}
		f := q.work[0]
		q.work = q.work[1:]
		f()
	}
}

// Settle does the queued work, what it queues included, but draws no
// frame: deferred work stays queued.
func (q *Queue) Settle() {
	for len(q.work) > 0 {
		f := q.work[0]
		q.work = q.work[1:]
		f()
	}
}

// Drain does the queued work until none is left.
func (q *Queue) Drain() {
	for q.Len() > 0 {
		q.Run(q.Len())
	}
}

// Main runs a game's tests (call it from TestMain) with *en speaking
// English, made once every init function has registered the catalogs.
func Main(m *testing.M, en **i18n.Printer) {
	*en = i18n.For(i18n.English)
	os.Exit(m.Run())
}

// Unreadable are saves no version of a game can read: garbage, and one
// written by a newer version.
var Unreadable = []string{"{not json", `{"version":99,"record":"?"}`}

// UnreadableSaveKeptAside: a save this version cannot read (Unreadable)
// is kept under a backup key before the new game is saved over it, and
// the shell is told (issue 23, item 3). open returns a game's controller
// over slot, its saved game restored, and its save.
func UnreadableSaveKeptAside(t *testing.T, key string, open func(slot app.Slot) (save func())) {
	t.Helper()
	for _, data := range Unreadable {
		st := app.MemoryStorage{key: data}
		s := &app.Session{Storage: st}
		open(s.Saves().Slot(key))()
		if st[key+".unreadable"] != data {
			t.Errorf("%q: backup holds %q", data, st[key+".unreadable"])
		}
		if st[key] == data {
			t.Errorf("%q: no new game was saved", data)
		}
		if as := s.Saves().Asides; len(as) != 1 || as[0].Data != data || as[0].Kind != app.AsideGame {
			t.Errorf("%q: the shell was told %+v", data, as)
		}
	}
}

// Tab is a game in one tab for TwoTabsNeverOverwrite.
type Tab interface {
	// Act plays an action a person may play now, as a person does.
	Act(t *testing.T)
	// Record is the game's record.
	Record() string
	// Follow is the window's storage event for key.
	Follow(key string)
}

// TwoTabsNeverOverwrite: two tabs on one game (two Sessions over one
// storage). Tab B, which has not yet seen tab A's action, never saves
// over it; it takes A's game instead, and its next action is saved on
// top, which A then follows (issue 23, item 2). open returns a game's
// controller over slot with its saved game restored, for a game of
// people only.
func TwoTabsNeverOverwrite(t *testing.T, key string, open func(t *testing.T, slot app.Slot) Tab) {
	t.Helper()
	st := app.MemoryStorage{}
	a := open(t, (&app.Session{Storage: st}).Saves().Slot(key))
	b := open(t, (&app.Session{Storage: st}).Saves().Slot(key))
	a.Act(t)
	saved := st[key]
	b.Act(t) // B still shows the game before A's action: its save is refused
	if st[key] != saved {
		t.Errorf("tab B wrote over tab A's action:\n%s\nwas\n%s", st[key], saved)
	}
	if b.Record() != a.Record() {
		t.Errorf("tab B shows\n%s\nwant tab A's game\n%s", b.Record(), a.Record())
	}
	b.Act(t)
	if st[key] == saved {
		t.Error("tab B's action after taking A's game was not saved")
	}
	a.Follow(key) // the storage event
	if a.Record() != b.Record() {
		t.Errorf("tab A follows\n%s\nwant tab B's\n%s", a.Record(), b.Record())
	}
}

// TimedGame is a game in one tab for ClocksKeepTime: what the round
// layer's clocks ask of it (round.Timed) and what its players do.
type TimedGame interface {
	// Clock, FlagFell, PauseClock and SaveClock are round.Timed's.
	Clock() *clock.Clock
	FlagFell()
	PauseClock(on bool)
	SaveClock()
	// Start begins a game of people, players seats, on time control
	// ctl, from the New game dialog.
	Start(t *testing.T, ctl clock.Control, players int)
	// Act plays an action a person may play now, as a person does.
	Act(t *testing.T)
	// NewGameDialog opens or closes the New game dialog.
	NewGameDialog(open bool)
	// ToMove is the seat that must act.
	ToMove() int
	// MayAct reports whether a person may act now.
	MayAct() bool
	// Over reports whether the game is over (a game of a match: the
	// match).
	Over() bool
	// ResultText says how the game ended.
	ResultText() string
}

// ClocksKeepTime: on a game of people on "0.1+2" (6 s each, 2 s an
// action), the clock of the seat that must act runs; an action adds the
// increment and passes the clock on; under the New game dialog no clock
// runs; paused, none runs and no one may act; a reload brings the clocks back paused as they were saved, not
// charged for the time the page was closed; a fallen flag ends the game,
// said as results[i] for a game of 2+i players, and a reload keeps it
// lost on time. now is the game's clocks' time source (round.ClockNow:
// roundtest does not import round, whose tests import it); open returns
// a game's controller over slot with its saved game restored.
func ClocksKeepTime(t *testing.T, now *func() time.Time, open func(t *testing.T, slot app.Slot) TimedGame, results ...string) {
	t.Helper()
	for i, want := range results {
		players := 2 + i
		pass := HandClock(t, now)
		slot := &app.MemorySlot{}
		g := open(t, slot)
		g.Start(t, Control(t, "0.1+2"), players)
		first := g.ToMove()
		if k := g.Clock(); k.Running() != first {
			t.Fatalf("%d players: seat %d must act, the clock of %d runs", players, first, k.Running())
		}
		pass(time.Second)
		g.Act(t)
		second := g.ToMove()
		if k := g.Clock(); k.Left(first) != 7*time.Second || k.Running() != second {
			t.Fatalf("%d players, after an action: seat %d has %v, the clock of %d runs, seat %d must act", players, first, k.Left(first), k.Running(), second)
		}
		g.NewGameDialog(true)
		if g.Clock().Running() != -1 {
			t.Fatalf("%d players: the clock of %d runs under the New game dialog", players, g.Clock().Running())
		}
		pass(time.Minute)
		g.NewGameDialog(false)
		g.PauseClock(true)
		if g.Clock().Running() != -1 || g.MayAct() {
			t.Fatalf("%d players, paused: the clock of %d runs, a person may act %v", players, g.Clock().Running(), g.MayAct())
		}
		pass(time.Minute)
		g.PauseClock(false)
		if g.Clock().Running() != second || !g.MayAct() {
			t.Fatalf("%d players, going on: the clock of %d runs, a person may act %v", players, g.Clock().Running(), g.MayAct())
		}
		pass(time.Second)
		g.SaveClock()
		pass(time.Hour) // the page is closed
		g = open(t, slot)
		if k := g.Clock(); !k.Paused() || k.Left(first) != 7*time.Second || k.Left(second) != 5*time.Second {
			t.Fatalf("%d players, reloaded: paused %v, seat %d has %v, seat %d %v", players, k.Paused(), first, k.Left(first), second, k.Left(second))
		}
		if g.MayAct() {
			t.Errorf("%d players: a person may act while the reloaded clocks are paused", players)
		}
		g.PauseClock(false)
		pass(5 * time.Second)
		if !g.Clock().Check() {
			t.Fatalf("%d players: no flag fell", players)
		}
		g.FlagFell()
		if !g.Over() || g.MayAct() {
			t.Fatalf("%d players, after the flag: over %v, a person may act %v", players, g.Over(), g.MayAct())
		}
		if got := g.ResultText(); got != want {
			t.Errorf("%d players: %q, want %q", players, got, want)
		}
		g = open(t, slot)
		if _, ok := g.Clock().Flagged(); !ok || !g.Over() {
			t.Errorf("%d players, restored: flagged %v, over %v", players, ok, g.Over())
		}
	}
}

// Change is a change of a game while its computer thinks, for a game's
// table test of its computer's turn (round.Turn): after Do, the late
// answer must leave Actions actions in the game, and the computer's
// question must have been cancelled when Cancelled.
type Change[C any] struct {
	Name      string
	Do        func(c C)
	Actions   int
	Cancelled bool
}

// Spy wraps a game's computer (a record and a level in, an action out)
// and notes, of the last question, whether it was already cancelled when
// the computer was asked and the time to think it allowed.
type Spy struct {
	Cancelled bool
	// MoveTime is the time to think the clocks allowed (clock.MoveTimeOf
	// of an hour: an hour when the game has no clock).
	MoveTime time.Duration
}

// Wrap returns computer, noting cancellation and time in s.
func (s *Spy) Wrap(computer func(ctx context.Context, record, level string) (string, error)) func(ctx context.Context, record, level string) (string, error) {
	return func(ctx context.Context, record, level string) (string, error) {
		s.Cancelled = ctx.Err() != nil
		s.MoveTime = clock.MoveTimeOf(ctx, time.Hour)
		return computer(ctx, record, level)
	}
}

// ComputerTimes are the time controls a game's test of the computer's
// time to think starts a game on, each with the time its computer's
// question must allow (Spy.MoveTime): a twentieth of three seconds, and
// an hour (no limit) without a clock.
var ComputerTimes = []struct {
	Control string
	Want    time.Duration
}{
	{"0.05+0", 150 * time.Millisecond},
	{"0", time.Hour},
}

// HandClock makes a game's clocks' time source (*now) one the test moves
// by hand, put back when the test ends; it returns what moves it.
func HandClock(t *testing.T, now *func() time.Time) (pass func(time.Duration)) {
	t.Helper()
	at := time.Unix(1_700_000_000, 0)
	saved := *now
	*now = func() time.Time { return at }
	t.Cleanup(func() { *now = saved })
	return func(d time.Duration) { at = at.Add(d) }
}

// Control parses a time control the test names, or fails the test.
func Control(t *testing.T, s string) clock.Control {
	t.Helper()
	c, err := clock.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// QuickComputer is a game's AI (think, its engine's) as the tests'
// computer player: it thinks for 20 ms, so that no test waits long.
func QuickComputer(think func(ctx context.Context, record, level string, moveTime time.Duration) (string, error)) func(ctx context.Context, record, level string) (string, error) {
	return func(ctx context.Context, record, level string) (string, error) {
		return think(ctx, record, level, 20*time.Millisecond)
	}
}
