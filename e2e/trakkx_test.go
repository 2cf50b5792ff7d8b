package e2e

// End-to-end tests of the TRAKKX screen (traxapp/app/trakkx): a player
// opens with a run by tapping (and the keyboard), is refused a line of two
// tokens in words, three people play a SWAP through the hand-over screens,
// and a game against the computer is played to its end.
//
// The DOM contract used here: the screen #trakkx with data-ready="1",
// data-phase (turn, swap, over) and data-to-move (the seat to act); hand
// tokens [data-hand="R12a"] (the engine's notation), table cells
// [data-cell="x,y"] (x the column, y the row) with data-token and
// data-bad="1" when the engine's validator marks them, #problems with
// [data-problem="TwoTokenLine"], display tokens [data-display], #bag,
// players [data-seat="n"] with data-count and data-opened, buttons
// #submit #undo-all #to-hand #draw #pass #play-swap [data-target="n"]
// #give, the hand-over screen #handover with #reveal, the message line
// #message, the result #result with #scores. Page parameters:
// seats=person,easy,... (a new match unless the saved one has the same
// seats) and seed=N (the first game's deal).

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	engine "traxapp/engine/trakkx"
	"traxapp/engine/trakkx/ai"
)

// trakkxReady is the TRAKKX screen once it accepts taps.
const trakkxReady = `#trakkx[data-ready="1"]`

// tap clicks the element matching sel.
func tap(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	waitStill(t, ctx, sel)
	do(t, ctx, "tap "+sel, chromedp.Click(chromedp.CSS(sel)))
}

// waitStill waits until the elements sel names stay put for a moment: the
// page may still be laying out after its ready mark (words, the header's
// links, the side panel), and a tap or drag aimed at a place that then
// moves lands elsewhere, as a player's finger would.
func waitStill(t *testing.T, ctx context.Context, sels ...string) {
	t.Helper()
	rects := func() string {
		var b strings.Builder
		for _, sel := range sels {
			b.WriteString(js[string](t, ctx, fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return "none"; const r = e.getBoundingClientRect(); return r.x + "," + r.y + "," + r.width + "," + r.height; })()`, sel)) + ";")
		}
		return b.String()
	}
	deadline := time.Now().Add(20 * time.Second)
	for before := rects(); ; {
		time.Sleep(250 * time.Millisecond)
		after := rects()
		if after == before {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%v never stopped moving", sels)
		}
		before = after
	}
}

// placeToken taps a hand token, then a cell, and waits for it there.
func placeToken(t *testing.T, ctx context.Context, token, cell string) {
	t.Helper()
	tap(t, ctx, fmt.Sprintf(`[data-hand=%q]`, token))
	tap(t, ctx, fmt.Sprintf(`[data-cell=%q]`, cell))
	waitJS(t, ctx, token+" at "+cell, fmt.Sprintf(`document.querySelector('[data-cell=%q]').dataset.token === %q`, cell, token))
}

// TestTrakkxOpenWithRun: the first player opens with the run red 12, 13,
// 14, placed by taps and by the keyboard; the line of two is marked while
// it is built.
func TestTrakkxOpenWithRun(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"#game=trakkx&seats=person,easy&seed=1", trakkxReady)
	if n := count(t, ctx, "#hand [data-hand]"); n != 15 {
		t.Fatalf("the hand shows %d tokens", n)
	}
	placeToken(t, ctx, "R12a", "0,0")
	placeToken(t, ctx, "R13a", "1,0")
	waitJS(t, ctx, "the line of two marked", `document.querySelectorAll('[data-bad="1"]').length === 2`)
	if got := text(t, ctx, "#problems"); !strings.Contains(got, "a line needs at least three") {
		t.Errorf("problems = %q", got)
	}
	// The third token by keyboard: focus, Enter; focus the cell, Space.
	do(t, ctx, "R14b by keyboard",
		chromedp.Focus(chromedp.CSS(`[data-hand="R14b"]`)), chromedp.KeyEvent(kb.Enter))
	waitJS(t, ctx, "R14b picked", `document.querySelector('[data-hand="R14b"]').getAttribute('aria-pressed') === 'true'`)
	do(t, ctx, "cell by keyboard", chromedp.Focus(chromedp.CSS(`[data-cell="1,-1"]`)),
		chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowDown))
	waitJS(t, ctx, "the arrows move the focus", `document.activeElement.dataset.cell === '2,0'`)
	do(t, ctx, "space", chromedp.KeyEvent(" "))
	waitJS(t, ctx, "a run without problems", `document.querySelector('[data-cell="2,0"]').dataset.token === 'R14b' && document.querySelectorAll('#problems li').length === 0`)
	tap(t, ctx, "#submit")
	waitJS(t, ctx, "seat 0 opened", `document.querySelector('[data-seat="0"]').dataset.opened === 'true'`)
	if n := count(t, ctx, "[data-cell][data-token]"); n != 3 {
		t.Errorf("%d tokens on the table", n)
	}
	if n := js[int](t, ctx, `+document.querySelector('[data-seat="0"]').dataset.count`); n != 12 {
		t.Errorf("seat 0 holds %d tokens", n)
	}
	// The computer answers, and the page stays usable.
	waitJS(t, ctx, "the computer's turn done", `document.querySelector('#trakkx').dataset.toMove === '0'`)
}

// TestTrakkxRefusal: a line of two tokens is refused in words; Undo all
// takes them back.
func TestTrakkxRefusal(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"#game=trakkx&seats=person,easy&seed=1", trakkxReady)
	placeToken(t, ctx, "R12a", "0,0")
	placeToken(t, ctx, "R13a", "1,0")
	tap(t, ctx, "#submit")
	want := "Refused: red 12, red 13: two tokens side by side form a line of two, and a line needs at least three."
	waitJS(t, ctx, "the refusal", fmt.Sprintf(`document.getElementById('message').textContent === %q`, want))
	tap(t, ctx, "#undo-all")
	waitJS(t, ctx, "the tokens back in the hand", `document.querySelectorAll('#hand [data-hand]').length === 15 && document.querySelectorAll('[data-cell][data-token]').length === 0`)
}

// TestTrakkxSwapHotSeat: three people share the device; the first plays
// SWAP and each passes two tokens behind the hand-over screen.
func TestTrakkxSwapHotSeat(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"#game=trakkx&seats=person,person,person&seed=6", trakkxReady)
	waitJS(t, ctx, "the hand-over screen", `document.getElementById('handover') && !document.querySelector('[data-hand]')`)
	tap(t, ctx, "#reveal")
	tap(t, ctx, `[data-hand="SWAPa"]`)
	tap(t, ctx, "#play-swap")
	waitJS(t, ctx, "the SWAP phase", `document.querySelector('#trakkx').dataset.phase === 'swap'`)
	for seat := 0; seat < 3; seat++ {
		if seat > 0 {
			waitJS(t, ctx, fmt.Sprintf("the hand-over to seat %d", seat), fmt.Sprintf(
				`document.getElementById('handover') && !document.querySelector('[data-hand]') && document.querySelector('#trakkx').dataset.toMove === '%d'`, seat))
			tap(t, ctx, "#reveal")
		}
		waitJS(t, ctx, "the give button", `document.getElementById('give')`)
		if !js[bool](t, ctx, `document.getElementById('give').disabled`) {
			t.Error("give is enabled before two tokens are chosen")
		}
		tap(t, ctx, "#hand [data-hand]:nth-child(1)")
		tap(t, ctx, "#hand [data-hand]:nth-child(2)")
		waitJS(t, ctx, "give enabled", `!document.getElementById('give').disabled`)
		tap(t, ctx, "#give")
	}
	waitJS(t, ctx, "the next turn, handed over", `document.querySelector('#trakkx').dataset.phase === 'turn' && document.querySelector('#trakkx').dataset.toMove === '1' && document.getElementById('handover')`)
	counts := js[string](t, ctx, `[...document.querySelectorAll('[data-seat]')].map((e) => e.dataset.count).join(' ')`)
	if counts != "14 15 15" {
		t.Errorf("hand counts after the SWAP = %q, want 14 15 15", counts)
	}
	// Shown its hand, seat 1 is told the two tokens seat 0 passed it, and
	// holds them.
	tap(t, ctx, "#reveal")
	waitJS(t, ctx, "the SWAP notice", `document.getElementById('received')`)
	got := js[bool](t, ctx, `(() => { const ts = document.getElementById('received').dataset.tokens.split(' ');
		return ts.length === 2 && ts.every((t) => document.querySelector('[data-hand="' + t + '"]')); })()`)
	if !got {
		t.Errorf("the SWAP notice %q does not name two tokens of the hand", text(t, ctx, "#received"))
	}
}

// nearEndRecord plays a seeded two-player game natively, seat 0 drawing
// (or taking, playing an action token, passing) and seat 1 the easy
// computer, until the bag is empty and seat 0 is to move: a game the
// browser then finishes in a few turns.
func nearEndRecord(t *testing.T, seed uint64) string {
	t.Helper()
	g := engine.MustNewGame(engine.Options{Players: 2, Seed: seed})
	for i := 0; i < 400 && !g.Outcome().Over(); i++ {
		if g.ToMove() == 0 && g.Phase() == engine.PhaseTurn && g.View(0).BagCount() == 0 {
			return g.Record()
		}
		var line string
		if g.ToMove() == 1 || g.Phase() == engine.PhaseSwap {
			a, err := ai.Think(context.Background(), g.Record(), "easy", 20*time.Millisecond)
			if err != nil {
				t.Fatal(err)
			}
			line = a
		} else {
			v := g.View(0)
			switch {
			case v.CanDrawBag():
				line = "P1 draw"
			case v.CanTakeDisplay():
				line = "P1 take " + v.Display()[0].String()
			default:
				line = "P1 pass"
				for _, id := range v.Hand() {
					if id.IsAction() {
						line = "P1 play " + id.String() + " P2"
						break
					}
				}
			}
		}
		a, err := engine.ParseAction(line)
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	t.Fatalf("seed %d: the game ended before the bag was empty", seed)
	return ""
}

// TestTrakkxAgainstComputer: a seeded game against the easy computer,
// saved near its end, is resumed and played to the result.
func TestTrakkxAgainstComputer(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	saved, err := json.Marshal(map[string]any{
		"version": 1, "seats": []map[string]string{{}, {"level": "easy"}},
		"match": map[string]int{"games": 1, "first": 0}, "record": nearEndRecord(t, 2),
	})
	if err != nil {
		t.Fatal(err)
	}
	openView(t, ctx, base+"#game=trakkx", trakkxReady)
	js[bool](t, ctx, fmt.Sprintf(`localStorage.setItem('traxapp.trakkx.game', %q), true`, saved))
	do(t, ctx, "reload", chromedp.Reload())
	openView(t, ctx, base+"?resume=1#game=trakkx", trakkxReady)
	if got := js[int](t, ctx, `+document.getElementById('bag').dataset.count`); got != 0 {
		t.Fatalf("the resumed game's bag holds %d tokens", got)
	}
	// Play seat 0 as a person would: pass when allowed, else take from
	// the display or play an action token; wait for the computer.
	result := js[string](t, ctx, `(async () => {
		const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
		for (let i = 0; i < 600; i++) {
			if (document.getElementById('result')) return 'over';
			const root = document.getElementById('trakkx');
			const q = (s) => document.querySelector(s);
			if (root.dataset.toMove === '0') {
				if (q('#give')) {
					const hs = document.querySelectorAll('#hand [data-hand]');
					if (hs.length > 0 && q('#give').disabled) { hs[0].click(); await sleep(30); if (hs.length > 1) hs[1].click(); await sleep(30); }
					q('#give').click();
				} else if (q('#pass')) q('#pass').click();
				else if (q('[data-display]:not([disabled])')) q('[data-display]:not([disabled])').click();
				else if (q('#action-choices button')) q('#action-choices button').click();
				else if (q('[data-hand^="SWAP"], [data-hand^="PLUS3"]')) q('[data-hand^="SWAP"], [data-hand^="PLUS3"]').click();
			}
			await sleep(100);
		}
		return 'not over: ' + document.getElementById('status').textContent;
	})()`)
	if result != "over" {
		t.Fatalf("the game did not end: %s\nconsole:\n%s", result, formatConsole(consoleMessages(ctx)))
	}
	if got := text(t, ctx, "#result-text"); !strings.Contains(got, "win") {
		t.Errorf("result = %q", got)
	}
	if n := count(t, ctx, "#scores tr[data-game]"); n != 1 {
		t.Errorf("the score table has %d games", n)
	}
}

// dragToken drags the element matching from onto the element matching to
// with the mouse (press, moves, release). Both must be on the screen.
func dragToken(t *testing.T, ctx context.Context, from, to string) {
	t.Helper()
	center := func(sel string) (float64, float64) {
		xy := js[[]float64](t, ctx, fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect();
			return [r.x + r.width / 2, r.y + r.height / 2, innerWidth, innerHeight]; })()`, sel))
		if xy[0] < 0 || xy[1] < 0 || xy[0] > xy[2] || xy[1] > xy[3] {
			t.Fatalf("%s is off the screen at %.0f,%.0f", sel, xy[0], xy[1])
		}
		return xy[0], xy[1]
	}
	waitStill(t, ctx, from, to)
	x0, y0 := center(from)
	x1, y1 := center(to)
	mid := func(a, b float64) float64 { return (a + b) / 2 }
	do(t, ctx, "drag "+from+" to "+to,
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x0, y0),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x0, y0, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, mid(x0, x1), mid(y0, y1), chromedp.ButtonLeft),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x1, y1, chromedp.ButtonLeft),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x1, y1, chromedp.ButtonLeft, chromedp.ClickCount(1)),
	)
}

// TestTrakkxDrag: tokens dragged from the hand to the table make the
// opening run; one dragged back returns to the hand.
func TestTrakkxDrag(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	do(t, ctx, "a tall window", chromedp.EmulateViewport(1000, 1400))
	openView(t, ctx, base+"#game=trakkx&seats=person,easy&seed=1", trakkxReady)
	for i, tk := range []string{"R12a", "R13a", "R14b", "Y1b"} {
		cell := fmt.Sprintf("%d,0", i)
		dragToken(t, ctx, fmt.Sprintf(`[data-hand=%q]`, tk), fmt.Sprintf(`[data-cell=%q]`, cell))
		waitJS(t, ctx, tk+" dragged to "+cell, fmt.Sprintf(`document.querySelector('[data-cell=%q]').dataset.token === %q`, cell, tk))
	}
	waitJS(t, ctx, "a bad line marked", `document.querySelectorAll('[data-bad="1"]').length === 4`)
	dragToken(t, ctx, `[data-cell="3,0"]`, "#hand")
	waitJS(t, ctx, "Y1b back in the hand", `document.querySelector('[data-hand="Y1b"]') && document.querySelectorAll('[data-bad="1"]').length === 0`)
	tap(t, ctx, "#submit")
	waitJS(t, ctx, "seat 0 opened", `document.querySelector('[data-seat="0"]').dataset.opened === 'true'`)
}

// TestTrakkxCorruptSave: unreadable saved data gives a notice and a
// playable fresh game.
func TestTrakkxCorruptSave(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"#game=trakkx", trakkxReady)
	js[bool](t, ctx, `localStorage.setItem('traxapp.trakkx.game', '{"version":1,"record":"nonsense"}'), true`)
	openView(t, ctx, base+"?again=1#game=trakkx", trakkxReady)
	if msg := text(t, ctx, "#message"); !strings.Contains(msg, "could not be read") {
		t.Errorf("message = %q", msg)
	}
	if n := count(t, ctx, "#hand [data-hand]"); n != 15 {
		t.Errorf("the fresh game's hand shows %d tokens", n)
	}
}

// TestTrakkxNewGameForm: the new-game form seats three players, one of
// them the computer, and the rules page is a link away.
func TestTrakkxNewGameForm(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"#game=trakkx", trakkxReady)
	tap(t, ctx, "#new-game")
	waitJS(t, ctx, "the form", `document.getElementById('new-game-form')`)
	tap(t, ctx, `[data-players="3"]`)
	waitJS(t, ctx, "three seats", `document.querySelectorAll('[data-form-seat]').length === 3`)
	tap(t, ctx, `[data-form-seat="1"] [data-level="person"]`)
	tap(t, ctx, `[data-form-seat="2"] [data-level="hard"]`)
	do(t, ctx, "name", chromedp.SendKeys(chromedp.CSS("#name-0"), "Ada"+kb.Tab))
	tap(t, ctx, `[data-games="3"]`)
	tap(t, ctx, "#start")
	waitJS(t, ctx, "the new match", `!document.getElementById('new-game-form') && document.querySelectorAll('[data-seat]').length === 3`)
	if got := text(t, ctx, `[data-seat="0"] .tk-seat-name`); got != "Ada" {
		t.Errorf("seat 0 is %q", got)
	}
	if got := text(t, ctx, `[data-seat="2"] .tk-seat-kind`); got != "Computer, hard" {
		t.Errorf("seat 2 is %q", got)
	}
	// Two people share the device: the first hand waits for the hand-over.
	waitJS(t, ctx, "the hand-over", `document.getElementById('handover') && !document.querySelector('[data-hand]')`)
	tap(t, ctx, "#rules-link")
	waitJS(t, ctx, "the rules page", `document.getElementById('rules-table')`)
	if n := count(t, ctx, ".tk-diagram [data-token]"); n < 10 {
		t.Errorf("the rules page draws %d tokens", n)
	}
}
