package e2e

// End-to-end tests of the game clocks (app/round/clocks.go, issue 27):
// with a control of a few seconds (clock=0.05+0 is three seconds each) a
// clock runs down and its flag falls in each game, ending it as a loss on
// time; the clocks survive a reload (back paused, as saved); the computer
// thinks as its clock allows.
//
// The DOM contract used here: #clocks with data-running (the seat whose
// clock runs, -1 for none) and data-flag (the seat whose flag fell, -1),
// one [role=timer] #clock-N per seat with data-left (milliseconds left
// when drawn: exact for a clock that does not run) and .clock-on on the
// running one, #clock-N-time its text, #clock-pause (aria-pressed while
// paused) and #clock-status (said once: low time, the flag, pause).

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// clocksText is what the clocks show, for failure messages.
func clocksText(t testing.TB, ctx context.Context) string {
	return js[string](t, ctx, `(() => { const c = document.getElementById("clocks"); return c ? c.outerHTML : "no #clocks"; })()`)
}

// clockLeft returns seat's data-left, in milliseconds.
func clockLeft(t testing.TB, ctx context.Context, seat int) int {
	t.Helper()
	return js[int](t, ctx, fmt.Sprintf(`Number(document.getElementById("clock-%d").dataset.left)`, seat))
}

// flagWait is how long a three-second clock may take to fall on a busy
// machine: the page loads on it.
const flagWait = 60 * time.Second

// TestClockFlagsTrax: on a three-second control White's clock runs from
// the start and falls; the game ends lost on time, said once.
func TestClockFlagsTrax(t *testing.T) {
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0&clock=0.05+0")
	waitLong(t, ctx, "White's clock running", `document.querySelector("#clocks[data-running='0'] #clock-0.clock-on")`, 20*time.Second)
	if n := count(t, ctx, `#clocks [role="timer"]`); n != 2 {
		t.Fatalf("%d clocks, want 2", n)
	}
	waitLong(t, ctx, "White's flag", `document.querySelector("#clocks[data-flag='0']")`, flagWait)
	waitLong(t, ctx, "the result", `document.getElementById("result")`, 10*time.Second)
	if got := text(t, ctx, "#result"); got != "White lost on time – Red wins." {
		t.Errorf("result %q", got)
	}
	if got := text(t, ctx, "#clock-status"); got != "White lost on time." {
		t.Errorf("the clocks said %q", got)
	}
	if got := text(t, ctx, "#clock-0-time"); got != "0:00.0" {
		t.Errorf("White's clock shows %q", got)
	}
	if n := count(t, ctx, "[data-space]"); n != 0 {
		t.Errorf("%d spaces offered after the flag", n)
	}
}

// TestClockFlagsTraxit: TRAXIT's first player, placing, runs out of time:
// the game ends for both, the other wins.
func TestClockFlagsTraxit(t *testing.T) {
	ctx, base := newPage(t)
	openTraxit(t, ctx, base, "clock=0.05+0")
	waitLong(t, ctx, "the first seat's clock running", `document.querySelector("#clocks[data-running='0']")`, 20*time.Second)
	waitLong(t, ctx, "the flag", `document.querySelector("#clocks[data-flag='0']")`, flagWait)
	waitLong(t, ctx, "the result", `document.getElementById("traxit-result")`, 10*time.Second)
	if got := text(t, ctx, "#traxit-winner"); !strings.Contains(got, "lost on time") {
		t.Errorf("result %q", got)
	}
	if n := count(t, ctx, `[data-cell][data-target="1"]`); n != 0 {
		t.Errorf("%d cells still take a tap", n)
	}
}

// TestClockFlagsTrakkx: two people share the device; the first runs out
// of time on the hand-over screen: the match ends.
func TestClockFlagsTrakkx(t *testing.T) {
	ctx, base := newPage(t)
	openView(t, ctx, base+"#game=trakkx&seats=person,person&seed=1&clock=0.05+0", trakkxReady)
	waitLong(t, ctx, "the first seat's clock running", `document.querySelector("#clocks[data-running='0']")`, 20*time.Second)
	waitLong(t, ctx, "the flag", `document.querySelector("#clocks[data-flag='0']")`, flagWait)
	waitLong(t, ctx, "the result", `document.getElementById("result")`, 10*time.Second)
	if got := text(t, ctx, "#result-text"); got != "Player 1 lost on time: the match is over and Player 2 wins." {
		t.Errorf("result %q", got)
	}
	if n := count(t, ctx, "#next-game, #handover"); n != 0 {
		t.Errorf("the match goes on after the flag: %d next-game or hand-over", n)
	}
}

// TestClockSurvivesReload: a Trax game on a one-minute clock, a move
// played, Red thinking, reloaded: the clocks come back paused as they
// stood when the page went (Red charged for its thinking, the time the
// page was away nobody's), and Resume starts the clock of the colour to
// move.
func TestClockSurvivesReload(t *testing.T) {
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0&clock=1+5")
	waitLong(t, ctx, "White's clock running", `document.querySelector("#clocks[data-running='0']")`, 20*time.Second)
	playAt(t, ctx, "0,0", "@0/")
	waitLong(t, ctx, "Red's clock running", `document.querySelector("#clocks[data-running='1']")`, 20*time.Second)
	white := clockLeft(t, ctx, 0)
	if white <= 5000 || white > 65000 {
		t.Fatalf("White has %d ms after a move on 1+5", white)
	}
	// Red thinks three seconds: leaving the page saves them.
	js[bool](t, ctx, `new Promise((ok) => setTimeout(() => ok(true), 3000))`)
	// The reloaded page still says clock=1+5: a link's clock never
	// touches a game in progress.
	do(t, ctx, "reload", chromedp.Reload())
	if _, err := waitPlayable(ctx); err != nil {
		t.Fatal(err)
	}
	waitLong(t, ctx, "the clocks back, paused", `document.querySelector("#clocks[data-running='-1'] #clock-pause[aria-pressed='true']")`, 20*time.Second)
	if got := clockLeft(t, ctx, 0); got != white {
		t.Errorf("White had %d ms, after the reload %d", white, got)
	}
	red := clockLeft(t, ctx, 1)
	if red > 57000 || red < 20000 {
		t.Errorf("Red has %d ms after thinking three seconds and the reload", red)
	}
	if n := count(t, ctx, "[data-space]"); n != 0 {
		t.Errorf("%d spaces offered while paused", n)
	}
	do(t, ctx, "resume", chromedp.Click(chromedp.CSS("#clock-pause")))
	waitLong(t, ctx, "Red's clock running again", `document.querySelector("#clocks[data-running='1'] #clock-pause[aria-pressed='false']")`, 20*time.Second)
	waitLong(t, ctx, "spaces offered again", `document.querySelector("[data-space]")`, 10*time.Second)
	if got := text(t, ctx, "#clock-status"); got != "The clocks are running again." {
		t.Errorf("the clocks said %q", got)
	}
	// Paused again, Red's clock stands still.
	do(t, ctx, "pause", chromedp.Click(chromedp.CSS("#clock-pause")))
	waitLong(t, ctx, "paused", `document.querySelector("#clocks[data-running='-1']")`, 20*time.Second)
	before := clockLeft(t, ctx, 1)
	js[bool](t, ctx, `new Promise((ok) => setTimeout(() => ok(true), 1500))`)
	if got := text(t, ctx, "#clock-1-time"); got != clockFace(before) {
		t.Errorf("paused, Red's clock moved from %s to %s", clockFace(before), got)
	}
}

// clockFace writes ms as a clock face over ten seconds does (1:05).
func clockFace(ms int) string {
	s := ms / 1000
	return strconv.Itoa(s/60) + ":" + fmt.Sprintf("%02d", s%60)
}

// TestClockComputerHonoursClock: the computer at its strongest level
// thinks 1.5 s a move without a clock; on twelve seconds each it thinks a
// twentieth of what is left, so that two of its answers cost it well
// under those 3 s (and it never loses on time to its own thinking).
func TestClockComputerHonoursClock(t *testing.T) {
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=max&side=white&clock=0.2+0")
	answered := func(n int) {
		t.Helper()
		waitLong(t, ctx, fmt.Sprintf("the computer's answer %d", n),
			fmt.Sprintf(`document.querySelectorAll('#moves [data-move]').length > %d && document.querySelector("#clocks[data-running='0']")`, 2*n), 60*time.Second)
	}
	playFirst := func() {
		t.Helper()
		do(t, ctx, "click a space", chromedp.Click(chromedp.CSS(`[data-space]`)))
		waitLong(t, ctx, "the tiles offered", `document.querySelector("[data-choice]")`, 10*time.Second)
		do(t, ctx, "click a tile", chromedp.Click(chromedp.CSS(`[data-choice]`)))
	}
	playFirst()
	answered(1) // its first answer also waits for its program to start
	first := clockLeft(t, ctx, 1)
	playFirst()
	answered(2)
	playFirst()
	answered(3)
	if flag := js[string](t, ctx, `document.getElementById("clocks").dataset.flag`); flag != "-1" {
		t.Fatalf("a flag fell: %s", clocksText(t, ctx))
	}
	third := clockLeft(t, ctx, 1)
	if spent := first - third; spent >= 2600 {
		t.Errorf("the computer spent %d ms on two answers with %d ms left; at 1.5 s a move it ignores its clock", spent, first)
	}
}

// TestClockNewGameDialog: Trax's New game dialog (round.NewGameDialog,
// shared by the three games, with round's clock field) starts a game on
// a preset or on a control typed in; a control it cannot read is refused
// in words, and so is a link's.
func TestClockNewGameDialog(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0&clock=ten")
	if got := text(t, ctx, "#notices"); !strings.Contains(got, "The clock “ten” cannot be read") {
		t.Errorf("notices %q", got)
	}
	if n := count(t, ctx, `#clocks [role="timer"]`); n != 0 {
		t.Errorf("%d clocks for clock=ten", n)
	}
	do(t, ctx, "new game", chromedp.Click(chromedp.CSS("#new-game")))
	waitLong(t, ctx, "the dialog", `document.getElementById("new-game-dialog")`, 10*time.Second)
	if got := js[string](t, ctx, `document.querySelector('[data-clock="0"]').getAttribute("aria-checked")`); got != "true" {
		t.Errorf("No clock is not chosen: %s", got)
	}
	do(t, ctx, "type a bad control", chromedp.SendKeys(chromedp.CSS("#clock-custom"), "ten\t"))
	waitLong(t, ctx, "the refusal", `document.getElementById("clock-hint").textContent.includes("“ten” is not a time control")`, 10*time.Second)
	do(t, ctx, "type a control", chromedp.SendKeys(chromedp.CSS("#clock-custom"), "3+2\t"))
	waitLong(t, ctx, "3+2 chosen", `document.querySelector('[data-clock="3+2"][aria-checked="true"]')`, 10*time.Second)
	do(t, ctx, "choose 10+5", chromedp.Click(chromedp.CSS(`[data-clock="10+5"]`)))
	waitLong(t, ctx, "10+5 chosen", `document.querySelector('[data-clock="10+5"][aria-checked="true"]')`, 10*time.Second)
	do(t, ctx, "start", chromedp.Click(chromedp.CSS("#start-game")))
	waitLong(t, ctx, "the clocks of 10+5", `document.querySelector("#clocks[data-running='0']") && document.getElementById("clock-1-time").textContent === "10:00"`, 20*time.Second)
	if got := js[string](t, ctx, `document.getElementById("clocks").getAttribute("aria-label")`); got != "Clocks, 10+5" {
		t.Errorf("the clocks are called %q", got)
	}
}

// TestClockAccessibility: axe (as TestAccessibility runs it) finds
// nothing wrong with the clocks of each game, running and paused, nor
// with the New game dialog's clock field refusing a control; the dialog
// then starts a game on the control chosen.
func TestClockAccessibility(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile(axeScript)
	if err != nil {
		t.Fatalf("axe-core is not installed (run `npm ci --prefix e2e/axe`, as make test does): %v", err)
	}
	ctx, base := newPage(t)
	check := func(what string) {
		t.Helper()
		for _, v := range js[[]axeViolation](t, ctx, axeRun) {
			t.Errorf("%s: %s (%s, %d nodes): %s  %s", what, v.ID, v.Impact, v.Nodes, v.Target, v.HTML)
		}
	}
	for _, g := range []struct{ url, ready, newGame, start string }{
		{base + "?ai=0&clock=5+3", playableSelector, "#new-game", "#start-game"},
		{base + "?a=1#game=traxit&clock=5+3", traxitReady, "#traxit-new-game", "#traxit-start"},
		{base + "?a=2#game=trakkx&seats=person,person&clock=5+3", trakkxReady, "#new-game", "#start"},
	} {
		openView(t, ctx, g.url, g.ready)
		waitLong(t, ctx, "a clock running", `document.querySelector("#clocks[data-running='0']")`, 20*time.Second)
		js[bool](t, ctx, string(src)+";\ntrue")
		check(g.url + " running")
		do(t, ctx, "pause", chromedp.Click(chromedp.CSS("#clock-pause")))
		waitLong(t, ctx, "paused", `document.querySelector("#clock-pause[aria-pressed='true']")`, 10*time.Second)
		check(g.url + " paused")
		do(t, ctx, "new game", chromedp.Click(chromedp.CSS(g.newGame)))
		waitLong(t, ctx, "the dialog", `document.getElementById("clock-custom")`, 10*time.Second)
		do(t, ctx, "type a bad control", chromedp.SendKeys(chromedp.CSS("#clock-custom"), "x\t"))
		waitLong(t, ctx, "the refusal", `document.querySelector(".clock-problem")`, 10*time.Second)
		check(g.url + " New game")
		// The dialog starts a game on the control chosen, its first
		// clock running.
		do(t, ctx, "choose 10+5", chromedp.Click(chromedp.CSS(`[data-clock="10+5"]`)))
		waitLong(t, ctx, "10+5 chosen", `document.querySelector('[data-clock="10+5"][aria-checked="true"]')`, 10*time.Second)
		do(t, ctx, "start", chromedp.Click(chromedp.CSS(g.start)))
		waitLong(t, ctx, "the new game's clocks", `document.querySelector("#clocks[data-running='0']") && document.getElementById("clock-1-time").textContent === "10:00"`, 20*time.Second)
	}
}

// clockGames are TRAXIT and TRAKKX as the clock tests open them (Trax
// has tests of its own above).
var clockGames = []struct {
	name, ready string
	// people opens a game of two people on clock=1+5 and plays the first
	// seat's first action, so that the game is under way.
	people func(t *testing.T, ctx context.Context, base string)
	// computers opens a game of two computers at the hard level on
	// control, typed into New game where the game chooses its players
	// (TRAXIT) or given by link.
	computers func(t *testing.T, ctx context.Context, base, control string)
	// stopped is true (in JavaScript) once the game waits for a person:
	// the end of TRAXIT's first set, the end of TRAKKX's first game.
	stopped string
	// actions counts (in JavaScript) the actions played so far.
	actions string
}{
	{
		name: "traxit", ready: traxitReady,
		people: func(t *testing.T, ctx context.Context, base string) {
			openTraxit(t, ctx, base, "clock=1+5")
			startTraxit(t, ctx, 2, nil)
			playPersonAction(t, ctx, readTraxit(t, ctx))
			waitJS(t, ctx, "the second player's turn", `document.getElementById("traxit").dataset.toAct === "1"`)
		},
		computers: func(t *testing.T, ctx context.Context, base, control string) {
			openTraxit(t, ctx, base, "c=1")
			click(t, ctx, "#traxit-new-game")
			waitJS(t, ctx, "the new-game form", `document.getElementById("traxit-new-dialog")`)
			click(t, ctx, "#traxit-players-2")
			click(t, ctx, "#traxit-seat-0-hard")
			click(t, ctx, "#traxit-seat-1-hard")
			do(t, ctx, "type the control", chromedp.SendKeys(chromedp.CSS("#clock-custom"), control+"\t"))
			waitLong(t, ctx, control+" chosen", fmt.Sprintf(`document.querySelector('[data-clock="%s"][aria-checked="true"]')`, control), 10*time.Second)
			click(t, ctx, "#traxit-start")
		},
		stopped: `document.getElementById("traxit-sets") || document.getElementById("traxit").dataset.phase === "over"`,
		actions: `Number(document.getElementById("traxit").dataset.actions)`,
	},
	{
		name: "trakkx", ready: trakkxReady,
		people: func(t *testing.T, ctx context.Context, base string) {
			openView(t, ctx, base+"?r=1#game=trakkx&seats=person,person&seed=1&clock=1+5", trakkxReady)
			if count(t, ctx, "#reveal") > 0 {
				tap(t, ctx, "#reveal")
			}
			waitJS(t, ctx, "the Draw button", `document.getElementById("draw") && !document.getElementById("draw").disabled`)
			tap(t, ctx, "#draw")
			waitJS(t, ctx, "the second player's turn", `document.getElementById("trakkx").dataset.toMove === "1"`)
		},
		computers: func(t *testing.T, ctx context.Context, base, control string) {
			openView(t, ctx, base+"?c=1#game=trakkx&seats=hard,hard&seed=1&clock="+control, trakkxReady)
		},
		stopped: `document.getElementById("trakkx").dataset.phase === "over"`,
		actions: `document.querySelectorAll("#trakkx [data-cell][data-token]").length`,
	},
}

// TestClockSurvivesReloadTraxitTrakkx: in TRAXIT and TRAKKX, two people
// on a one-minute clock; the first acts, the second thinks two seconds
// and the page is reloaded: the clocks come back paused as they stood,
// the second charged for those seconds and nothing more, and Resume runs
// the second seat's clock again.
func TestClockSurvivesReloadTraxitTrakkx(t *testing.T) {
	t.Parallel()
	for _, g := range clockGames {
		t.Run(g.name, func(t *testing.T) {
			t.Parallel()
			ctx, base := newPage(t)
			g.people(t, ctx, base)
			waitLong(t, ctx, "the second seat's clock running", `document.querySelector("#clocks[data-running='1']")`, 20*time.Second)
			first := clockLeft(t, ctx, 0)
			if first <= 5000 || first > 65000 {
				t.Fatalf("the first seat has %d ms after acting on 1+5", first)
			}
			js[bool](t, ctx, `new Promise((ok) => setTimeout(() => ok(true), 2000))`)
			// The reloaded page still says clock=1+5: a link's clock
			// never touches a game under way.
			do(t, ctx, "reload", chromedp.Reload())
			waitLong(t, ctx, "the game back", `document.querySelector('`+g.ready+`')`, 60*time.Second)
			waitLong(t, ctx, "the clocks back, paused", `document.querySelector("#clocks[data-running='-1'] #clock-pause[aria-pressed='true']")`, 20*time.Second)
			if got := clockLeft(t, ctx, 0); got != first {
				t.Errorf("the first seat had %d ms, after the reload %d", first, got)
			}
			second := clockLeft(t, ctx, 1)
			if second > 58000 || second < 20000 {
				t.Errorf("the second seat has %d ms of 60,000 after thinking two seconds and the reload", second)
			}
			// Paused, nothing runs, however long the players talk.
			js[bool](t, ctx, `new Promise((ok) => setTimeout(() => ok(true), 1500))`)
			if got := clockLeft(t, ctx, 1); got != second {
				t.Errorf("paused, the second seat's clock went from %d to %d ms", second, got)
			}
			do(t, ctx, "resume", chromedp.Click(chromedp.CSS("#clock-pause")))
			waitLong(t, ctx, "the second seat's clock running again", `document.querySelector("#clocks[data-running='1'] #clock-pause[aria-pressed='false']")`, 20*time.Second)
		})
	}
}

// TestClockComputerHonoursClockTraxitTrakkx: in TRAXIT and TRAKKX, two
// computers at the hard level, which thinks up to 800 ms (TRAXIT) or
// 600 ms (TRAKKX) a decision without a clock, play on six seconds each
// until the game waits for a person (TRAXIT's first set, TRAKKX's first
// game): they think a twentieth of what is left instead, and neither
// flag falls. At its level's own time TRAXIT's first seat lost on time
// after 15 of the set's 18 actions (checked with MoveTimeOf ignoring the
// clock). TRAKKX's planner seldom needs its time at this machine's speed,
// so here it shows only that a timed game of computers ends on the board;
// the time its question carries is app/trakkx's TestClockComputerTime.
func TestClockComputerHonoursClockTraxitTrakkx(t *testing.T) {
	for _, g := range clockGames {
		t.Run(g.name, func(t *testing.T) {
			ctx, base := newPage(t)
			g.computers(t, ctx, base, "0.1+0")
			waitLong(t, ctx, "the clocks of 0.1+0", `document.querySelector("#clocks[aria-label='Clocks, 0.1+0']")`, 20*time.Second)
			waitLong(t, ctx, "the game waiting for a person, or a flag", g.stopped+` || document.querySelector("#clocks:not([data-flag='-1'])")`, 90*time.Second)
			if flag := js[string](t, ctx, `document.getElementById("clocks").dataset.flag`); flag != "-1" {
				t.Fatalf("seat %s lost on time after %d actions: %s", flag, js[int](t, ctx, g.actions), clocksText(t, ctx))
			}
			t.Logf("%d actions, the clocks: %d and %d ms left", js[int](t, ctx, g.actions), clockLeft(t, ctx, 0), clockLeft(t, ctx, 1))
		})
	}
}
