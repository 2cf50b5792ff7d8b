package e2e

// End-to-end tests of the game screen (package traxapp/app): a player
// clicks spaces and tiles, uses the keyboard, undoes and redoes, reloads,
// pastes records, on a phone-sized and a desktop-sized window.
//
// The DOM contract used here: spaces [data-space="x,y"] (plane
// coordinates), placed tiles [data-tile="x,y"] with data-last="chosen" or
// "forced" and data-order on the last turn, tile choices
// [data-choice="B2/"], the result message #result, the traced winning path
// #win-path [data-trace], the move list #moves with [data-move="n"]
// (0 is the empty board), buttons #undo #redo #new-game #import #export,
// the record box #import-text, the message line #message, the board #board;
// the computer thinking #thinking with #stop-thinking; #hint, the hint on
// the board #hint-move[data-hint="B2/"] with [data-hint-tile] and in words
// #hint-text; #threats (aria-pressed) and the marks [data-threat="x,y"]
// with data-threat-color and data-threat-move; #resign, #resign-confirm.
// A first visit plays against the computer: tests of two players on this
// device open the page with ?ai=0.

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// do runs actions or fails the test.
func do(t testing.TB, ctx context.Context, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// js evaluates a JavaScript expression (promises are awaited).
func js[T any](t testing.TB, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// waitJS waits until a JavaScript condition holds. The limit only bounds
// a failure's wait: the tests run in parallel, and a page that shares
// two cores with several others may take a while.
func waitJS(t testing.TB, ctx context.Context, what, cond string) {
	t.Helper()
	expr := `new Promise((resolve) => {
		const t0 = performance.now();
		const check = () => {
			let ok = false;
			try { ok = !!(` + cond + `); } catch (e) {}
			if (ok || performance.now() - t0 > 30000) { resolve(ok); return; }
			requestAnimationFrame(check);
		};
		check();
	})`
	if !js[bool](t, ctx, expr) {
		t.Fatalf("timed out waiting for %s (%s)", what, cond)
	}
}

// count returns the number of elements matching a CSS selector.
func count(t testing.TB, ctx context.Context, sel string) int {
	t.Helper()
	return js[int](t, ctx, fmt.Sprintf("document.querySelectorAll(%q).length", sel))
}

// text returns the text of the first element matching a selector, or "".
func text(t testing.TB, ctx context.Context, sel string) string {
	t.Helper()
	return js[string](t, ctx, fmt.Sprintf("(document.querySelector(%q) || {}).textContent || ''", sel))
}

// playAt plays a turn with the mouse: click the space, then the tile.
func playAt(t testing.TB, ctx context.Context, space, choice string) {
	t.Helper()
	spaceSel := fmt.Sprintf(`[data-space="%s"]`, space)
	choiceSel := fmt.Sprintf(`[data-choice=%q]`, choice)
	tiles := count(t, ctx, "[data-tile]")
	do(t, ctx, "click space "+space, chromedp.Click(chromedp.CSS(spaceSel)))
	waitJS(t, ctx, "choice "+choice, fmt.Sprintf("document.querySelector(%q)", choiceSel))
	do(t, ctx, "click tile "+choice, chromedp.Click(chromedp.CSS(choiceSel)))
	waitJS(t, ctx, "the tile of "+choice, fmt.Sprintf("document.querySelectorAll('[data-tile]').length > %d", tiles))
}

// loadRecord types a record into the record box, loads it and waits for
// the message line to say want.
func loadRecord(t testing.TB, ctx context.Context, record, want string) {
	t.Helper()
	js[bool](t, ctx, "document.getElementById('import-text').value = '', true")
	do(t, ctx, "load "+record,
		chromedp.SendKeys(chromedp.CSS("#import-text"), record),
		chromedp.Click(chromedp.CSS("#import")),
	)
	waitJS(t, ctx, "the message "+want, fmt.Sprintf("document.getElementById('message').textContent.includes(%q)", want))
}

// record returns the moves in the move list, in order.
func record(t testing.TB, ctx context.Context) string {
	t.Helper()
	return js[string](t, ctx, `[...document.querySelectorAll('#moves [data-move]')]
		.filter((b) => b.dataset.move !== '0')
		.map((b) => b.textContent.replace(/^\d+\.\s*/, '')).join(' ')`)
}

// TestPlayLoopByClicks: a game played with the mouse ends with Red's loop,
// closed by a forced tile; the result is announced and the loop traced.
func TestPlayLoopByClicks(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0")
	if n := count(t, ctx, "[data-space]"); n != 1 {
		t.Fatalf("empty board offers %d spaces, want 1", n)
	}
	playAt(t, ctx, "0,0", "@0/")
	if n := count(t, ctx, "[data-space]"); n != 4 {
		t.Errorf("after the first tile: %d spaces, want 4", n)
	}
	playAt(t, ctx, "1,0", `B1\`)
	if got := text(t, ctx, "#turn"); !strings.Contains(got, "White") {
		t.Errorf("turn after two moves: %q", got)
	}
	playAt(t, ctx, "0,1", `A2\`)
	waitJS(t, ctx, "the result", "document.getElementById('result')")
	if got := text(t, ctx, "#result"); got != "Red wins with a loop!" {
		t.Errorf("result = %q", got)
	}
	if n := count(t, ctx, "#win-path [data-trace]"); n != 4 {
		t.Errorf("winning loop traced over %d tiles, want 4", n)
	}
	if n := count(t, ctx, `[data-last="forced"]`); n != 1 {
		t.Errorf("%d forced tiles in the last turn, want 1 (the one that closed the loop)", n)
	}
	if n := count(t, ctx, "[data-space]"); n != 0 {
		t.Errorf("%d spaces offered after the end", n)
	}
	if got := record(t, ctx); got != `@0/ B1\ A2\` {
		t.Errorf("move list = %q", got)
	}
	for _, id := range []string{"review", "play-again"} {
		if count(t, ctx, "#"+id) != 1 {
			t.Errorf("no #%s button with the result", id)
		}
	}
	for _, m := range consoleMessages(ctx) {
		if m.Type == chromedp.ConsoleError || m.IsException() {
			t.Errorf("console: %s", m)
		}
	}
	// Review goes back to the empty board with the moves kept.
	do(t, ctx, "review", chromedp.Click(chromedp.CSS("#review")))
	waitJS(t, ctx, "the empty board", "document.querySelectorAll('[data-tile]').length === 0")
	if got := record(t, ctx); got != `@0/ B1\ A2\` {
		t.Errorf("after review, move list = %q", got)
	}
}

// TestForcedChain: a placement that forces a chain shows its forced tiles,
// in order, and the tiles that would break a forced space are not offered.
func TestForcedChain(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0")
	loadRecord(t, ctx, "@0+ B1/ C1/ A2/ A3+ A4/ B4+ C4/", "Loaded 8 moves")
	if n := count(t, ctx, "[data-tile]"); n < 8 {
		t.Fatalf("record loaded %d tiles", n)
	}
	space := js[string](t, ctx, `document.querySelector('[aria-label="Space C3"]').dataset.space`)
	do(t, ctx, "click C3", chromedp.Click(chromedp.CSS(fmt.Sprintf(`[data-space="%s"]`, space))))
	waitJS(t, ctx, "choices", "document.querySelector('[data-choice]')")
	if count(t, ctx, `[data-choice="C3+"]`) != 1 || count(t, ctx, `[data-choice="C3/"]`) != 0 {
		t.Errorf("choices at C3: %s; want C3+ and not C3/ (illegal through its forced play)",
			js[string](t, ctx, `[...document.querySelectorAll('[data-choice]')].map((e) => e.dataset.choice).join(' ')`))
	}
	label := js[string](t, ctx, `document.querySelector('[data-choice="C3+"]').getAttribute('aria-label')`)
	if !strings.Contains(label, "forces") {
		t.Errorf("C3+ is labelled %q; want its forced tiles mentioned", label)
	}
	// Hovering the choice previews the turn on the board.
	do(t, ctx, "hover C3+", hover(`[data-choice="C3+"]`))
	waitJS(t, ctx, "preview", `document.querySelector('#preview[data-preview="C3+"]')`)
	if n := count(t, ctx, "#preview [data-ghost]"); n < 2 {
		t.Errorf("preview shows %d tiles, want the chosen and its forced ones", n)
	}

	do(t, ctx, "play C3+", chromedp.Click(chromedp.CSS(`[data-choice="C3+"]`)))
	waitJS(t, ctx, "the turn", `document.querySelector('[data-last="chosen"]') && document.querySelector('[data-tile="`+space+`"]')`)
	forced := count(t, ctx, `[data-last="forced"]`)
	if forced < 2 {
		t.Errorf("%d forced tiles shown, want a chain", forced)
	}
	// The forced tiles come in fill order, each a little after the one before.
	order := js[string](t, ctx, `[...document.querySelectorAll('[data-last]')]
		.map((e) => e.dataset.order + ':' + getComputedStyle(e).animationDelay).join(' ')`)
	parts := strings.Fields(order)
	if len(parts) != forced+1 || !strings.HasPrefix(parts[0], "0:0") {
		t.Errorf("last turn order/delays = %q", order)
	}
	for i := 1; i < len(parts); i++ {
		if !strings.HasPrefix(parts[i], fmt.Sprint(i)+":") || parts[i] == parts[i-1] {
			t.Errorf("last turn order/delays = %q, want increasing", order)
			break
		}
	}
}

// hover moves the mouse over the centre of the element sel.
func hover(sel string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		xy, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(
			`(() => { const r = document.querySelector(%q).getBoundingClientRect(); return [r.x + r.width/2, r.y + r.height/2]; })()`, sel)))
		if err != nil {
			return err
		}
		return chromedp.Do(ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, xy[0], xy[1]))
	})
}

// TestUndoRedo: undo takes a turn back, redo replays it, and a move of the
// list shows the position after it.
func TestUndoRedo(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0")
	playAt(t, ctx, "0,0", "@0+")
	playAt(t, ctx, "1,0", "B1+")
	playAt(t, ctx, "2,0", "C1+")
	if js[bool](t, ctx, "document.getElementById('redo').disabled") != true {
		t.Error("redo enabled with nothing to redo")
	}
	do(t, ctx, "undo", chromedp.Click(chromedp.CSS("#undo")))
	waitJS(t, ctx, "two tiles", "document.querySelectorAll('[data-tile]').length === 2")
	do(t, ctx, "undo", chromedp.Click(chromedp.CSS("#undo")))
	waitJS(t, ctx, "one tile", "document.querySelectorAll('[data-tile]').length === 1")
	if got := text(t, ctx, "#turn"); !strings.Contains(got, "Red") {
		t.Errorf("after two undos: %q, want Red to move", got)
	}
	do(t, ctx, "redo", chromedp.Click(chromedp.CSS("#redo")))
	waitJS(t, ctx, "two tiles again", "document.querySelectorAll('[data-tile]').length === 2")
	if got := record(t, ctx); got != "@0+ B1+ C1+" {
		t.Errorf("move list = %q, want all three moves kept", got)
	}
	do(t, ctx, "go to move 3", chromedp.Click(chromedp.CSS(`#moves [data-move="3"]`)))
	waitJS(t, ctx, "three tiles", "document.querySelectorAll('[data-tile]').length === 3")
	do(t, ctx, "go to the start", chromedp.Click(chromedp.CSS(`#moves [data-move="0"]`)))
	waitJS(t, ctx, "the empty board", "document.querySelectorAll('[data-tile]').length === 0")
	// A new move from an earlier position replaces the rest.
	do(t, ctx, "go to move 1", chromedp.Click(chromedp.CSS(`#moves [data-move="1"]`)))
	waitJS(t, ctx, "one tile", "document.querySelectorAll('[data-tile]').length === 1")
	playAt(t, ctx, "1,0", "B1/")
	if got := record(t, ctx); got != "@0+ B1/" {
		t.Errorf("move list after a new move = %q", got)
	}
}

// TestReloadKeepsGame: after a reload the same position comes back, with
// the moves taken back still available to redo.
func TestReloadKeepsGame(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?variant=8x8&ai=0")
	playAt(t, ctx, "0,0", "@0/")
	playAt(t, ctx, "1,0", `B1\`)
	playAt(t, ctx, "1,1", "B2+")
	do(t, ctx, "undo", chromedp.Click(chromedp.CSS("#undo")))
	waitJS(t, ctx, "two tiles", "document.querySelectorAll('[data-tile]').length === 2")
	before := js[string](t, ctx, `[...document.querySelectorAll('[data-tile]')].map((e) => e.dataset.tile + e.getAttribute('href')).sort().join(' ')`)

	do(t, ctx, "reload", chromedp.Reload())
	if _, err := waitPlayable(ctx); err != nil {
		t.Fatal(err)
	}
	after := js[string](t, ctx, `[...document.querySelectorAll('[data-tile]')].map((e) => e.dataset.tile + e.getAttribute('href')).sort().join(' ')`)
	if after != before {
		t.Errorf("after reload tiles = %q, want %q", after, before)
	}
	if got := record(t, ctx); got != `@0/ B1\ B2+` {
		t.Errorf("after reload move list = %q", got)
	}
	if js[bool](t, ctx, "document.getElementById('redo').disabled") {
		t.Error("redo lost in the reload")
	}
	if got := text(t, ctx, "#variant"); !strings.Contains(got, "8×8") {
		t.Errorf("variant after reload = %q", got)
	}
	if msg := text(t, ctx, "#message"); msg != "" {
		t.Errorf("message after a good reload: %q", msg)
	}
}

// TestBadSavedGame: unreadable saved data gives a message and a fresh game,
// never a blank page.
func TestBadSavedGame(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?game=trax")
	js[bool](t, ctx, `localStorage.setItem('traxapp.game', '{"version":0,"record":"@0/"}'), true`)
	do(t, ctx, "reload", chromedp.Reload())
	if _, err := waitPlayable(ctx); err != nil {
		t.Fatal(err)
	}
	if msg := text(t, ctx, "#message"); !strings.Contains(msg, "older version") {
		t.Errorf("message = %q", msg)
	}
	if n := count(t, ctx, "[data-space]"); n != 1 {
		t.Errorf("fresh game offers %d spaces", n)
	}
	js[bool](t, ctx, `localStorage.setItem('traxapp.game', '}{'), true`)
	do(t, ctx, "reload", chromedp.Reload())
	if _, err := waitPlayable(ctx); err != nil {
		t.Fatal(err)
	}
	if msg := text(t, ctx, "#message"); !strings.Contains(msg, "could not be read") {
		t.Errorf("message = %q", msg)
	}
}

// TestBadRecordKeepsGame: a bad record is refused with the token and the
// reason, and the game in progress stays.
func TestBadRecordKeepsGame(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0")
	// The example in the empty box reads as a player types it.
	if ph := js[string](t, ctx, "document.getElementById('import-text').placeholder"); !strings.Contains(ph, `@0/ B1\ A2\`) || strings.Contains(ph, `\\`) {
		t.Errorf("the record box's example reads %q", ph)
	}
	playAt(t, ctx, "0,0", "@0/")
	loadRecord(t, ctx, `@0/ B1\ Q9/`, "Q9/")
	msg := text(t, ctx, "#message")
	for _, want := range []string{"Q9/", "move 3", "kept"} {
		if !strings.Contains(msg, want) {
			t.Errorf("message %q does not say %q", msg, want)
		}
	}
	if n := count(t, ctx, "[data-tile]"); n != 1 {
		t.Errorf("%d tiles after a bad record, want the game's 1", n)
	}
	if got := record(t, ctx); got != "@0/" {
		t.Errorf("move list = %q", got)
	}
	// A good record replaces the game; export gives it back.
	loadRecord(t, ctx, "@0+ B1+ C1+ D1+ E1+ F1+ G1+ H1+", "Loaded 8 moves")
	waitJS(t, ctx, "the result", "document.getElementById('result')")
	if got := text(t, ctx, "#result"); got != "Red wins with a line!" {
		t.Errorf("result = %q", got)
	}
	do(t, ctx, "export", chromedp.Click(chromedp.CSS("#export")))
	waitJS(t, ctx, "the exported record", "document.getElementById('export-text')")
	if got := js[string](t, ctx, "document.getElementById('export-text').value"); got != "@0+ B1+ C1+ D1+ E1+ F1+ G1+ H1+" {
		t.Errorf("exported %q", got)
	}
}

// TestKeyboardPlay: a few turns without the mouse.
func TestKeyboardPlay(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0")
	unnamed := js[string](t, ctx, `[...document.querySelectorAll('button, [role=button], textarea')]
		.filter((e) => !(e.getAttribute('aria-label') || e.textContent.trim() || document.querySelector('label[for="' + e.id + '"]')))
		.map((e) => e.outerHTML.slice(0, 60)).join('\n')`)
	if unnamed != "" {
		t.Errorf("controls without an accessible name:\n%s", unnamed)
	}
	do(t, ctx, "focus the board", chromedp.Focus(chromedp.CSS("#board")))
	key := func(k string) { do(t, ctx, "key "+k, chromedp.KeyEvent(k)) }

	key(kb.Enter) // the cursor opens on the only space
	waitJS(t, ctx, "choices", "document.querySelector('[data-choice]')")
	key("/")
	waitJS(t, ctx, "picked", `document.querySelector('[data-choice="@0/"][aria-pressed="true"]')`)
	key(kb.Enter)
	waitJS(t, ctx, "first tile", "document.querySelectorAll('[data-tile]').length === 1")

	key(kb.ArrowRight) // opens the cursor next to the last tile
	key(kb.ArrowRight)
	waitJS(t, ctx, "cursor on B1", `document.querySelector('[data-space="1,0"][aria-pressed="true"]')`)
	key("2")
	key(kb.Enter)
	waitJS(t, ctx, "second tile", "document.querySelectorAll('[data-tile]').length === 2")

	key(kb.ArrowDown)
	waitJS(t, ctx, "a cursor", `document.querySelector('[data-space][aria-pressed="true"]')`)
	key(kb.Escape)
	waitJS(t, ctx, "no cursor", `!document.querySelector('[data-choice]')`)
	key(kb.ArrowDown)
	key(kb.ArrowDown)
	key("1")
	key(kb.Enter)
	waitJS(t, ctx, "third turn", "document.querySelectorAll('#moves [data-move]').length === 4")
	if got := record(t, ctx); len(strings.Fields(got)) != 3 {
		t.Errorf("move list after three keyboard turns = %q", got)
	}
}

// TestLayouts: on a phone the panel sits below the board and the controls
// are big enough to touch; on a desktop it sits beside the board; the
// board fills its area and zooms with its buttons; embed=1 drops the
// header.
func TestLayouts(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	geometry := `(() => {
		const r = (s) => document.querySelector(s).getBoundingClientRect();
		const b = r('#board'), p = r('.panel');
		return [b.width, b.height, p.left, p.top, b.right, b.bottom];
	})()`
	for _, size := range []struct {
		name string
		w, h int64
	}{{"phone", 390, 844}, {"desktop", 1280, 800}} {
		t.Run(size.name, func(t *testing.T) {
			do(t, ctx, "resize", chromedp.EmulateViewport(size.w, size.h))
			openPlayable(t, ctx, base+"?ai=0")
			playAt(t, ctx, "0,0", "@0+")
			g := js[[]float64](t, ctx, geometry)
			bw, bh, pl, pt, br, bb := g[0], g[1], g[2], g[3], g[4], g[5]
			if size.name == "phone" {
				if pt < bb-1 {
					t.Errorf("phone: panel top %v above the board's bottom %v", pt, bb)
				}
				if bw < float64(size.w)-2 || bh < 300 {
					t.Errorf("phone: board %vx%v, want the full width and 300 px tall", bw, bh)
				}
				small := js[string](t, ctx, `[...document.querySelectorAll('button')]
					.filter((e) => e.offsetParent !== null)
					.filter((e) => { const r = e.getBoundingClientRect(); return r.width < 36 || r.height < 36; })
					.map((e) => e.id || e.textContent).join(', ')`)
				if small != "" {
					t.Errorf("phone: buttons smaller than a finger: %s", small)
				}
				if w := js[float64](t, ctx, "document.documentElement.scrollWidth"); w > float64(size.w) {
					t.Errorf("phone: page scrolls sideways (%v px wide)", w)
				}
				// Nothing floats over the board's spaces: not the zoom buttons,
				// on a board whose spaces reach every edge.
				loadRecord(t, ctx, `@0/ A0/ A3/ B3/ @3+ B0+ C1+ A5/ B5+ @5\ @5\ A6\`, "12")
				covered := js[string](t, ctx, `(() => {
					const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
					const zoom = [...document.querySelectorAll('.zoom button')].map((e) => e.getBoundingClientRect());
					return [...document.querySelectorAll('[data-space]')]
						.filter((s) => zoom.some((z) => hit(z, s.getBoundingClientRect())))
						.map((s) => s.dataset.space).join(' ');
				})()`)
				if covered != "" {
					t.Errorf("phone: the zoom buttons cover the spaces %s", covered)
				}
			} else {
				if pl < br-1 {
					t.Errorf("desktop: panel left %v is not beside the board (right %v)", pl, br)
				}
				if bw < 600 || bh < 600 {
					t.Errorf("desktop: board only %vx%v", bw, bh)
				}
			}
			// The space tiles are drawn at the same scale as the board grows.
			// (Loading the record scrolled the page to the import box: back
			// to the board, as a player would.)
			js[bool](t, ctx, "document.getElementById('board').scrollIntoView({block: 'center'}), true")
			do(t, ctx, "zoom in", chromedp.Click(chromedp.CSS("#zoom-in")))
			waitJS(t, ctx, "zoomed", `document.getElementById('board-svg').dataset.zoom === '1.25'`)
			do(t, ctx, "fit", chromedp.Click(chromedp.CSS("#zoom-fit")))
			waitJS(t, ctx, "fitted", `document.getElementById('board-svg').dataset.zoom === '1'`)
			// A drag pans without selecting; the wheel zooms.
			viewBox := "document.getElementById('board-svg').getAttribute('viewBox')"
			before := js[string](t, ctx, viewBox)
			c := js[[]float64](t, ctx, `(() => { const r = document.getElementById('board').getBoundingClientRect(); return [r.x + r.width/2, r.y + r.height/2]; })()`)
			do(t, ctx, "drag",
				chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, c[0], c[1], chromedp.ButtonLeft),
				chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, c[0]+30, c[1]+10, chromedp.ButtonLeft),
				chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, c[0]+80, c[1]+20, chromedp.ButtonLeft),
				chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, c[0]+80, c[1]+20, chromedp.ButtonLeft),
			)
			waitJS(t, ctx, "panned", viewBox+" !== "+fmt.Sprintf("%q", before))
			if n := count(t, ctx, "[data-choice]"); n != 0 {
				t.Errorf("a drag opened %d tile choices", n)
			}
			js[bool](t, ctx, `document.getElementById('board-svg').dispatchEvent(new WheelEvent('wheel', {deltaY: -300, bubbles: true, cancelable: true})), true`)
			waitJS(t, ctx, "wheel zoom", `Number(document.getElementById('board-svg').dataset.zoom) > 1`)
			do(t, ctx, "fit", chromedp.Click(chromedp.CSS("#zoom-fit")))
			do(t, ctx, "new game", chromedp.Click(chromedp.CSS("#new-game")),
				chromedp.Click(chromedp.CSS("#variant-loop")),
				chromedp.Click(chromedp.CSS("#start-game")))
			waitJS(t, ctx, "a new Loop Trax game", `document.querySelectorAll('[data-tile]').length === 0 && document.getElementById('variant').textContent.includes('Loop')`)
		})
	}
	openPlayable(t, ctx, base+"?embed=1&ai=0")
	if n := count(t, ctx, ".app-header"); n != 0 {
		t.Error("embed=1 shows the header")
	}
}

// TestAgainstComputer: a first visit plays against the computer (club
// level, the player White); a game against the computer (the lowest
// level) as White: the computer answers each move by itself, and after a
// reload the game is still against it.
func TestAgainstComputer(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?game=trax")
	if got := text(t, ctx, "#variant"); !strings.Contains(got, "against") || !strings.Contains(got, "club") {
		t.Errorf("first visit: %q, want a game against the computer at club level", got)
	}
	if got := text(t, ctx, "#turn"); !strings.Contains(got, "White to move") {
		t.Errorf("first visit: %q, want the player (White) to move", got)
	}
	do(t, ctx, "new game", chromedp.Click(chromedp.CSS("#new-game")))
	waitJS(t, ctx, "the new-game form", "document.getElementById('new-game-dialog')")
	if count(t, ctx, "[data-opponent]") < 2 {
		t.Skip("no computer opponent is registered")
	}
	do(t, ctx, "choose the computer",
		chromedp.Click(chromedp.CSS(`[data-opponent="1"]`)),
	)
	waitJS(t, ctx, "the side choice", "document.getElementById('side-red')")
	do(t, ctx, "computer plays Red", chromedp.Click(chromedp.CSS("#side-red")), chromedp.Click(chromedp.CSS("#start-game")))
	waitJS(t, ctx, "the game", "!document.getElementById('new-game-dialog') && document.getElementById('variant').textContent.includes('against')")
	playAt(t, ctx, "0,0", "@0/")
	waitJS(t, ctx, "the computer's answer", "document.querySelectorAll('#moves [data-move]').length === 3")
	if got := text(t, ctx, "#turn"); !strings.Contains(got, "White to move") {
		t.Errorf("after the computer's answer: %q", got)
	}
	do(t, ctx, "reload", chromedp.Reload())
	if _, err := waitPlayable(ctx); err != nil {
		t.Fatal(err)
	}
	if got := text(t, ctx, "#variant"); !strings.Contains(got, "against") {
		t.Errorf("after reload: %q, want still against the computer", got)
	}
	// Undo takes back the computer's answer and the player's move.
	do(t, ctx, "undo", chromedp.Click(chromedp.CSS("#undo")))
	waitJS(t, ctx, "the empty board", "document.querySelectorAll('[data-tile]').length === 0")
}

// TestPinchZoom: two fingers spreading on the board zoom in.
func TestPinchZoom(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	do(t, ctx, "phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch))
	openPlayable(t, ctx, base+"?game=trax")
	c := js[[]float64](t, ctx, `(() => { const r = document.getElementById('board').getBoundingClientRect(); return [r.x + r.width/2, r.y + r.height/2]; })()`)
	touch := func(typ input.DispatchTouchEventType, spread float64) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			one, two := 1.0, 2.0
			pts := []*input.TouchPoint{{X: c[0] - spread, Y: c[1], ID: &one}, {X: c[0] + spread, Y: c[1], ID: &two}}
			if typ == input.DispatchTouchEventTypeTouchEnd {
				pts = nil
			}
			_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
			return err
		})
	}
	do(t, ctx, "pinch",
		touch(input.DispatchTouchEventTypeTouchStart, 30),
		touch(input.DispatchTouchEventTypeTouchMove, 45),
		touch(input.DispatchTouchEventTypeTouchMove, 60),
		touch(input.DispatchTouchEventTypeTouchMove, 80),
		touch(input.DispatchTouchEventTypeTouchEnd, 0),
	)
	waitJS(t, ctx, "pinch zoom", `Number(document.getElementById('board-svg').dataset.zoom) > 1.5`)
}

// threatRecord leaves White to move with two loop threats: A0/ and B0\
// each close a white loop.
const threatRecord = `@0/ @1\`

// TestHint: the Hint button asks the real AI worker and shows its move on
// the board (ghost tiles, the space outlined) and in words.
func TestHint(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0")
	loadRecord(t, ctx, threatRecord, "Loaded 2 moves")
	waitJS(t, ctx, "the hint button", "document.getElementById('hint') && !document.getElementById('hint').disabled")
	do(t, ctx, "hint", chromedp.Click(chromedp.CSS("#hint")))
	waitJS(t, ctx, "the hint", "document.querySelector('#hint-move[data-hint]') && document.getElementById('hint-text').textContent.startsWith('Hint:')")
	move := js[string](t, ctx, "document.getElementById('hint-move').dataset.hint")
	if move != "A0/" && move != `B0\` {
		t.Errorf("hint %q, want a winning move (A0/ or B0\\)", move)
	}
	if n := count(t, ctx, "#hint-move [data-hint-tile]"); n < 1 {
		t.Errorf("hint shows %d tiles on the board", n)
	}
	if n := count(t, ctx, "#hint-move [data-hint-space]"); n != 1 {
		t.Errorf("hint outlines %d spaces, want 1", n)
	}
	if got := text(t, ctx, "#hint-text"); !strings.Contains(got, move) || !strings.Contains(got, "wins") {
		t.Errorf("hint in words = %q, want the move and why", got)
	}
	// Playing removes the hint.
	space := js[string](t, ctx, "document.querySelector('#hint-move [data-hint-space]').dataset.hintSpace")
	playAt(t, ctx, space, move)
	waitJS(t, ctx, "no hint", "!document.querySelector('#hint-move[data-hint]') && document.getElementById('hint').disabled")
}

// TestThreats: the Threats toggle marks the spaces where White would close
// a loop, and the setting survives a reload.
func TestThreats(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0")
	loadRecord(t, ctx, threatRecord, "Loaded 2 moves")
	if n := count(t, ctx, "[data-threat]"); n != 0 {
		t.Errorf("%d threat marks with the display off", n)
	}
	do(t, ctx, "threats on", chromedp.Click(chromedp.CSS("#threats")))
	waitJS(t, ctx, "threat marks", `document.querySelector('#threats[aria-pressed="true"]') && document.querySelector('[data-threat]')`)
	moves := js[string](t, ctx, `[...document.querySelectorAll('[data-threat-color="white"]')].map((e) => e.dataset.threatMove).sort().join(' ')`)
	if moves != `A0/ B0\` {
		t.Errorf("white threats = %q, want A0/ and B0\\", moves)
	}
	if got := text(t, ctx, "#threat-list"); !strings.Contains(got, "White at A0, B0") {
		t.Errorf("threats in words = %q", got)
	}
	do(t, ctx, "reload", chromedp.Reload())
	if _, err := waitPlayable(ctx); err != nil {
		t.Fatal(err)
	}
	waitJS(t, ctx, "threats kept", `document.querySelector('#threats[aria-pressed="true"]') && document.querySelectorAll('[data-threat]').length >= 2`)
	do(t, ctx, "threats off", chromedp.Click(chromedp.CSS("#threats")))
	waitJS(t, ctx, "no marks", `document.querySelector('#threats[aria-pressed="false"]') && !document.querySelector('[data-threat]')`)
}

// TestStopThinking: while the computer thinks the page shows it; Stop
// cancels the search and takes back the player's move, and the computer's
// answer never comes.
func TestStopThinking(t *testing.T) {
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=max")
	playAt(t, ctx, "0,0", "@0/")
	waitJS(t, ctx, "the thinking label", "document.getElementById('stop-thinking')")
	if got := text(t, ctx, "#thinking"); !strings.Contains(got, "The computer is thinking") {
		t.Errorf("thinking label = %q", got)
	}
	// The menu stays usable meanwhile.
	if js[bool](t, ctx, "document.getElementById('new-game').disabled") {
		t.Error("the menu is disabled while the computer thinks")
	}
	do(t, ctx, "stop", chromedp.Click(chromedp.CSS("#stop-thinking")))
	waitJS(t, ctx, "the move taken back", "!document.getElementById('thinking') && document.querySelectorAll('[data-tile]').length === 0")
	if got := text(t, ctx, "#turn"); !strings.Contains(got, "White to move") {
		t.Errorf("after stop: %q, want the player (White) to move", got)
	}
	// The cancelled search's answer is dropped: no tile comes later.
	do(t, ctx, "wait", chromedp.Sleep(2*time.Second))
	if n := count(t, ctx, "[data-tile]"); n != 0 {
		t.Errorf("%d tiles after the computer was stopped", n)
	}
	// The player chooses again and the computer answers.
	playAt(t, ctx, "0,0", "@0+")
	waitJS(t, ctx, "the computer's answer", "document.querySelectorAll('#moves [data-move]').length === 3")
}

// TestResign: Resign asks for confirmation, then the banner says who
// resigned and who wins, and a reload keeps it.
func TestResign(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0")
	playAt(t, ctx, "0,0", "@0/")
	do(t, ctx, "resign", chromedp.Click(chromedp.CSS("#resign")))
	waitJS(t, ctx, "the confirmation", "document.getElementById('resign-confirm')")
	if count(t, ctx, "#result") != 0 {
		t.Fatal("resigned without confirmation")
	}
	do(t, ctx, "confirm", chromedp.Click(chromedp.CSS("#resign-confirm")))
	waitJS(t, ctx, "the result", "document.getElementById('result')")
	if got := text(t, ctx, "#result"); !strings.Contains(got, "Red resigned") || !strings.Contains(got, "White wins") {
		t.Errorf("result = %q", got)
	}
	do(t, ctx, "reload", chromedp.Reload())
	if _, err := waitPlayable(ctx); err != nil {
		t.Fatal(err)
	}
	if got := text(t, ctx, "#result"); !strings.Contains(got, "Red resigned") {
		t.Errorf("after reload, result = %q", got)
	}
}

// TestVariantLinkKeepsSavedGame: a link that asks for a variant gets it
// even when another game is saved, and the saved game stays resumable
// from the home page.
func TestVariantLinkKeepsSavedGame(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0")
	playAt(t, ctx, "0,0", "@0+")
	openPlayable(t, ctx, base+"?variant=8x8&ai=0")
	if got := text(t, ctx, "#variant"); !strings.Contains(got, "8×8") {
		t.Errorf("?variant=8x8 shows %q", got)
	}
	if n := count(t, ctx, "[data-tile]"); n != 0 {
		t.Errorf("the 8x8 game starts with %d tiles", n)
	}
	playAt(t, ctx, "0,0", "@0/")
	openView(t, ctx, base, "#home #card-trax")
	if n := count(t, ctx, "#card-trax a[id^=continue-trax-]"); n != 2 {
		t.Fatalf("the home page offers %d games to continue, want the Trax and the 8x8 one", n)
	}
	// The one played last comes first; the other is the Trax game.
	do(t, ctx, "continue the Trax game", chromedp.Click(chromedp.CSS("#continue-trax-1")))
	waitJS(t, ctx, "the Trax game", `document.querySelectorAll('[data-tile]').length === 1 && !document.getElementById('variant').textContent.includes('8×8')`)
	if got := record(t, ctx); got != "@0+" {
		t.Errorf("continued game's moves = %q, want the Trax game's @0+", got)
	}
}

// Test8x8Frame: in 8x8 Trax the board shows the square the tiles may still
// occupy and refuses a space outside it, saying why.
func Test8x8Frame(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?variant=8x8&ai=0")
	playAt(t, ctx, "0,0", "@0+")
	if count(t, ctx, "#limit-frame") != 1 {
		t.Fatal("no 8x8 frame on the board")
	}
	if got := text(t, ctx, "#variant"); !strings.Contains(got, "1 of 64") {
		t.Errorf("status %q does not count the tiles out of 64", got)
	}
	// A row of eight columns: spaces beyond it are marked, not offered.
	loadRecord(t, ctx, "@0+ B1+ C1+ D1+ E1+ F1+ G1+ @1/", "8")
	if count(t, ctx, "[data-blocked]") == 0 {
		t.Fatal("no space is marked outside the square")
	}
	blocked := js[string](t, ctx, `document.querySelector('[data-blocked]').dataset.blocked`)
	if count(t, ctx, fmt.Sprintf(`[data-space=%q]`, blocked)) != 0 {
		t.Errorf("space %s outside the square is offered", blocked)
	}
	if label := js[string](t, ctx, `document.querySelector('[data-blocked]').getAttribute('aria-label')`); !strings.Contains(label, "8×8") {
		t.Errorf("the marked space says %q, not why", label)
	}
}

// TestPhoneOverlays: on a phone, in review the position controls stay in
// sight, and the result banner leaves the board in sight.
func TestPhoneOverlays(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	do(t, ctx, "phone", chromedp.EmulateViewport(390, 844))
	openPlayable(t, ctx, base+"?ai=0")
	loadRecord(t, ctx, `@0/ A0/ A3/ B3/ @3+ B0+ C1+ A5/ B5+ @5\ @5\ A6\`, "12")
	do(t, ctx, "review move 3", chromedp.Click(chromedp.CSS(`#moves [data-move="3"]`)))
	waitJS(t, ctx, "the review bar", `document.getElementById('to-end')`)
	if !js[bool](t, ctx, `(() => { const r = document.getElementById('to-end').getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()`) {
		t.Error("in review the position controls are out of sight")
	}
	loadRecord(t, ctx, "@0+ B1+ C1+ D1+ E1+ F1+ G1+ H1+", "8")
	waitJS(t, ctx, "the result", `document.getElementById('result-box')`)
	if js[bool](t, ctx, `(() => { const a = document.getElementById('result-box').getBoundingClientRect(), b = document.getElementById('board-svg').getBoundingClientRect(); return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom; })()`) {
		t.Error("the result banner covers the board")
	}
}
