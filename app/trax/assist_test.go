package trax

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// blockingOpponent never answers by itself: its Move waits for its context
// to be cancelled and records that it was.
type blockingOpponent struct {
	cancelled int
}

func (b *blockingOpponent) Move(ctx context.Context, g *engine.Game) (engine.Move, error) {
	<-ctx.Done()
	b.cancelled++
	return engine.Move{}, ctx.Err()
}

// asyncRunner runs Async work on goroutines and queues dispatched answers
// for the test to run (the UI goroutine). What an answer dispatches or
// defers runs with it, as if the page drew a frame at once.
type asyncRunner struct {
	context.Context
	answers chan func(goapp.Context)
	inUI    atomic.Bool
	then    []func(goapp.Context) // dispatched or deferred by the answer running
}

func newAsyncRunner() *asyncRunner {
	return &asyncRunner{Context: context.Background(), answers: make(chan func(goapp.Context), 8)}
}
func (r *asyncRunner) Async(f func()) { go f() }
func (r *asyncRunner) Dispatch(f func(goapp.Context)) {
	if r.inUI.Load() {
		r.then = append(r.then, f)
		return
	}
	r.answers <- f
}
func (r *asyncRunner) Defer(f func(goapp.Context)) { r.then = append(r.then, f) }

// next runs the next dispatched answer, and what it dispatches.
func (r *asyncRunner) next(t *testing.T) {
	t.Helper()
	answer := <-r.answers
	r.inUI.Store(true)
	defer r.inUI.Store(false)
	r.then = append(r.then, answer)
	for len(r.then) > 0 {
		f := r.then[0]
		r.then = r.then[1:]
		f(goapp.Context{})
	}
}

// tagWithID returns the opening tag of the element with id in html, or "".
func tagWithID(html, id string) string {
	m := regexp.MustCompile(`<[a-z]+[^>]*\sid="` + regexp.QuoteMeta(id) + `"[^>]*>`).FindString(html)
	return m
}

func withOpponents(t *testing.T, choices ...OpponentChoice) {
	t.Helper()
	saved := opponentChoices
	t.Cleanup(func() { opponentChoices = saved })
	opponentChoices = append([]OpponentChoice(nil), choices...)
}

func TestDefaultOpponent(t *testing.T) {
	withOpponents(t,
		OpponentChoice{Label: "Computer, beginner", Key: "beginner", New: func(engine.Variant) Opponent { return &firstMover{} }},
		OpponentChoice{Label: "Computer, club", Key: "club", New: func(engine.Variant) Opponent { return &firstMover{} }},
	)
	for _, tc := range []struct {
		ai, side  string
		wantLabel string
		wantColor engine.Color // the computer's colour
	}{
		{"", "", "Computer, club", engine.Red},
		{"0", "", "", engine.White},
		{"beginner", "", "Computer, beginner", engine.Red},
		{"club", "red", "Computer, club", engine.White},
		{"", "red", "Computer, club", engine.White},
		{"nonsense", "purple", "Computer, club", engine.Red},
	} {
		c := newController(engine.Trax, &app.MemorySlot{})
		c.setPageOpponent(tc.ai, tc.side)
		c.restore()
		if c.opponentLabel != tc.wantLabel || (tc.wantLabel != "" && c.opponentColor != tc.wantColor) {
			t.Errorf("ai=%q side=%q: opponent %q as %v, want %q as %v",
				tc.ai, tc.side, c.opponentLabel, c.opponentColor, tc.wantLabel, tc.wantColor)
		}
		if (c.opponent == nil) != (tc.wantLabel == "") {
			t.Errorf("ai=%q: opponent %v", tc.ai, c.opponent)
		}
	}
	// A saved two-player game is kept: the defaults are for a new game.
	st := &app.MemorySlot{}
	two := newController(engine.Trax, st)
	two.startGame(engine.Trax, nil, "", engine.White)
	playName(t, two, "@0/")
	again := newController(engine.Trax, st)
	again.restore()
	if again.opponent != nil || again.game.Len() != 1 {
		t.Errorf("saved two-player game restored with opponent %q, %d moves", again.opponentLabel, again.game.Len())
	}
}

// thinkingController returns a controller whose opponent (Red, a
// blockingOpponent) thinks about its answer to the player's @0/, on an
// asynchronous runner.
func thinkingController(t *testing.T) (*controller, *asyncRunner, *blockingOpponent) {
	t.Helper()
	r := newAsyncRunner()
	c := newController(engine.Trax, nil)
	c.turn.Mount(r)
	opp := &blockingOpponent{}
	c.startGame(engine.Trax, opp, "Blocker", engine.Red)
	playName(t, c, "@0/")
	return c, r, opp
}

func TestStopThinkingCancelsAndTakesBack(t *testing.T) {
	c, r, opp := thinkingController(t)
	if !c.turn.Thinking() {
		t.Fatal("the opponent is not thinking after the player's move")
	}
	html := render(t, c)
	for _, want := range []string{`id="thinking"`, "The computer is thinking", `id="stop-thinking"`} {
		if !strings.Contains(html, want) {
			t.Errorf("while thinking the screen lacks %s", want)
		}
	}
	c.stopThinking()
	r.next(t) // the cancelled search's answer, dropped
	if opp.cancelled != 1 {
		t.Errorf("the search was not cancelled through its context")
	}
	if c.turn.Thinking() || c.game.Len() != 0 || c.position().ToMove() != engine.White {
		t.Errorf("after stop: thinking %v, %d moves, %v to move; want the player's move taken back",
			c.turn.Thinking(), c.game.Len(), c.position().ToMove())
	}
	if strings.Contains(render(t, c), `id="thinking"`) {
		t.Error("the thinking label stays after stop")
	}
}

func TestHint(t *testing.T) {
	c := newController(engine.Trax, nil)
	c.turn.Mount(syncRunner{context.Background()})
	var asked *engine.Position
	c.assist.advisor = func(ctx context.Context, g *engine.Game) (string, []ai.Reason, error) {
		asked = g.Position()
		return "A0/", []ai.Reason{{Kind: ai.WinsNow, Method: engine.ByLoop}}, nil
	}
	c.importRecord(`@0/ @1\`)
	if !c.canHint() {
		t.Fatal("hint unavailable on the player's turn")
	}
	c.requestHint()
	if asked == nil || asked == c.position() {
		t.Fatal("the advisor was not asked with its own copy of the position")
	}
	if c.assist.hint == nil || c.assist.hint.Name != "A0/" || len(c.assist.hint.Turn) == 0 {
		t.Fatalf("hint = %+v", c.assist.hint)
	}
	if got := c.hintText(); got != "Hint: A0/ – it wins now with a loop." {
		t.Errorf("hint text = %q", got)
	}
	html := render(t, c)
	for _, want := range []string{`id="hint"`, `data-hint="A0/"`, `data-hint-tile=`, `data-hint-space=`, "wins now with a loop"} {
		if !strings.Contains(html, want) {
			t.Errorf("the hint is not shown: no %s", want)
		}
	}
	// Any move removes the hint.
	playName(t, c, "A0/")
	if c.assist.hint != nil {
		t.Error("the hint stays after a move")
	}
	if c.canHint() {
		t.Error("hint available after the game ended")
	}

	// A bad answer gives a message, an error too; neither shows a hint.
	for _, adv := range []Advisor{
		func(context.Context, *engine.Game) (string, []ai.Reason, error) { return "Q9/", nil, nil },
		func(context.Context, *engine.Game) (string, []ai.Reason, error) {
			return "", nil, errors.New("worker died")
		},
	} {
		c := newController(engine.Trax, nil)
		c.turn.Mount(syncRunner{context.Background()})
		c.assist.advisor = adv
		c.requestHint()
		if c.assist.hint != nil || !strings.Contains(c.message, "No hint") {
			t.Errorf("bad answer: hint %+v, message %q", c.assist.hint, c.message)
		}
	}
}

func TestHintDisabledWhileComputerMoves(t *testing.T) {
	r := newAsyncRunner()
	c := newController(engine.Trax, nil)
	c.turn.Mount(r)
	c.assist.advisor = func(context.Context, *engine.Game) (string, []ai.Reason, error) { return "@0/", nil, nil }
	c.startGame(engine.Trax, &blockingOpponent{}, "Blocker", engine.White)
	if c.canHint() || c.canResign() {
		t.Error("hint or resign available while the computer is to move")
	}
	if !strings.Contains(tagWithID(render(t, c), "hint"), " disabled") {
		t.Errorf("the hint button is not disabled")
	}
	c.startGame(engine.Trax, nil, "", engine.White)
	r.next(t)
}

func TestHintCancelledByChange(t *testing.T) {
	r := newAsyncRunner()
	c := newController(engine.Trax, nil)
	c.turn.Mount(r)
	cancelled := make(chan bool, 1)
	c.assist.advisor = func(ctx context.Context, g *engine.Game) (string, []ai.Reason, error) {
		<-ctx.Done()
		cancelled <- true
		return "", nil, ctx.Err()
	}
	c.requestHint()
	if !c.assist.hinting {
		t.Fatal("not hinting")
	}
	playName(t, c, "@0/")
	r.next(t)
	if !<-cancelled || c.assist.hinting || c.message != "" {
		t.Errorf("after a move: hinting %v, message %q", c.assist.hinting, c.message)
	}
}

func TestThreats(t *testing.T) {
	prefs := &app.MemorySlot{}
	c := newController(engine.Trax, nil)
	c.assist.prefs = prefs
	c.importRecord(`@0/ @1\`)
	if len(c.threats()) != 0 || strings.Contains(render(t, c), "data-threat=") {
		t.Error("threats shown while the display is off")
	}
	c.setShowThreats(true)
	if prefs.Value != "1" {
		t.Errorf("setting stored as %q", prefs.Value)
	}
	html := render(t, c)
	if !strings.Contains(tagWithID(html, "threats"), "aria-pressed") {
		t.Error("the threats button is not pressed")
	}
	for _, want := range []string{`data-threat-move="A0/"`, `data-threat-move="B0`, `data-threat-color="white"`} {
		if !strings.Contains(html, want) {
			t.Errorf("threats display lacks %s", want)
		}
	}
	if got := threatsText(c); !strings.Contains(got, "White at A0, B0") {
		t.Errorf("threats in words = %q", got)
	}
	again := newController(engine.Trax, nil)
	again.assist.prefs = prefs
	again.loadPrefs()
	if !again.assist.showThreats {
		t.Error("the setting was not kept")
	}
	c.setShowThreats(false)
	if prefs.Value != "0" || strings.Contains(render(t, c), "data-threat=") {
		t.Error("threats still shown after turning the display off")
	}
}

func TestResign(t *testing.T) {
	st := &app.MemorySlot{}
	c := newController(engine.Trax, st)
	playName(t, c, "@0/")
	c.resign() // no confirmation needed by the controller; the panel asks
	if o := c.game.Outcome(); o.Method != engine.ByResignation || o.Winner != engine.White {
		t.Fatalf("outcome after Red resigned: %+v", o)
	}
	if got := board.ResultText(en, c.game.Outcome()); got != "Red resigned \u2013 White wins." {
		t.Errorf("result = %q", got)
	}
	if !c.showResult || len(c.frontier) != 0 {
		t.Error("no result banner, or spaces still offered")
	}
	html := render(t, c)
	if !strings.Contains(html, "Red resigned") {
		t.Error("the banner does not say who resigned")
	}
	if !strings.Contains(st.Value, `"record":"@0/ RESIGN"`) {
		t.Errorf("saved: %s", st.Value)
	}
	again := newController(engine.Trax, st)
	again.restore()
	if o := again.game.Outcome(); o.Method != engine.ByResignation || !again.showResult {
		t.Errorf("restored outcome %+v, result shown %v", o, again.showResult)
	}
}

func TestResignConfirm(t *testing.T) {
	c := newController(engine.Trax, nil)
	c.askResign(true)
	html := render(t, c)
	if !strings.Contains(html, `id="resign-confirm"`) || !strings.Contains(html, "Does White resign?") {
		t.Error("no confirmation step")
	}
	c.askResign(false)
	if strings.Contains(render(t, c), `id="resign-confirm"`) || c.game.Outcome().Over() {
		t.Error("cancelling the confirmation did not keep the game")
	}
}

// TestOpponentHints: the new-game form says who each opponent is for.
func TestOpponentHints(t *testing.T) {
	withOpponents(t, OpponentChoice{Label: "Computer, club", Key: "club", New: func(engine.Variant) Opponent { return &blockingOpponent{} }})
	c := newController(engine.Trax, nil)
	c.openNewGame(true)
	html := render(t, c)
	if want := en.T("trax.opponent-hint.none"); !strings.Contains(html, want) {
		t.Errorf("the form does not say what two players means (%q)", want)
	}
}

// TestDashedRedKept: the red tracks' dashed line is kept under
// board.TracksKey ("dashed", or empty for colour alone) and read back by
// the next screen.
func TestDashedRedKept(t *testing.T) {
	prefs := &app.MemorySlot{}
	c := newController(engine.Trax, &app.MemorySlot{})
	c.assist.trackPrefs = prefs
	c.setDashedRed(true)
	if prefs.Value != "dashed" {
		t.Errorf("kept %q, want dashed", prefs.Value)
	}
	next := newController(engine.Trax, &app.MemorySlot{})
	next.assist.trackPrefs = prefs
	next.loadPrefs()
	if !next.assist.dashedRed {
		t.Error("the next screen draws red tracks without the dashed line")
	}
	next.setDashedRed(false)
	next.loadPrefs()
	if next.assist.dashedRed || prefs.Value != "" {
		t.Errorf("after unticking: dashed %v, kept %q", next.assist.dashedRed, prefs.Value)
	}
}
