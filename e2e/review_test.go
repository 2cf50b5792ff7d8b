package e2e

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The review of a game with the engine (app/trax/review.go): #review-game
// in the panel and #review-run in the result banner start it; while it
// runs #review-turn and #review-bar show the progress and #review-stop
// stops it; #review-summary says how it ended; marked turns in #moves
// carry data-review; #review-graph draws the values; a marked turn shows
// the better move as #hint-move and in words as #review-text.

// reviewBlunderGame is a finished game whose turn 7 (White's A0+) lets
// Red close a loop next turn, which Red does; C1/ or D1/ would have held.
const reviewBlunderGame = `@0/ @1+ B2+ B3\ C2/ D2/ A0+ C1+`

// waitLong waits up to limit for a JavaScript condition (the review of a
// whole game takes seconds in the worker).
func waitLong(t testing.TB, ctx context.Context, what, cond string, limit time.Duration) {
	t.Helper()
	expr := fmt.Sprintf(`new Promise((resolve) => {
		const t0 = performance.now();
		const check = () => {
			let ok = false;
			try { ok = !!(%s); } catch (e) {}
			if (ok || performance.now() - t0 > %d) { resolve(ok); return; }
			requestAnimationFrame(check);
		};
		check();
	})`, cond, limit.Milliseconds())
	if !js[bool](t, ctx, expr) {
		t.Fatalf("timed out after %v waiting for %s (%s)\nconsole:\n%s", limit, what, cond, formatConsole(consoleMessages(ctx)))
	}
}

// TestReviewGame: a finished game with a blunder is reviewed from the
// result banner in the AI worker, with progress; the blunder is marked in
// the move list and the graph, a tap on it shows the better move on the
// board and in words, and neither the record nor the saved game changes.
func TestReviewGame(t *testing.T) {
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0")
	loadRecord(t, ctx, reviewBlunderGame, "Loaded 8 moves")
	waitJS(t, ctx, "the result banner with its review button", "document.getElementById('review-run')")
	saved := js[string](t, ctx, "localStorage.getItem('traxapp.game')")
	start := time.Now()
	do(t, ctx, "review", chromedp.Click(chromedp.CSS("#review-run")))
	waitJS(t, ctx, "the progress", "(document.getElementById('review-turn') || {}).textContent.includes('Reviewing turn') && document.getElementById('review-bar') && document.getElementById('review-stop')")
	if got := text(t, ctx, "#review-turn"); !regexp.MustCompile(`^Reviewing turn \d of 8$`).MatchString(got) {
		t.Errorf("progress %q", got)
	}
	waitLong(t, ctx, "the end of the review", "(document.getElementById('review-summary') || {}).textContent", 60*time.Second)
	t.Logf("8 turns reviewed in %v", time.Since(start))
	if got := text(t, ctx, "#review-summary"); got != "Review done: 1 turn marked." {
		t.Errorf("summary %q", got)
	}
	marks := js[string](t, ctx, `[...document.querySelectorAll('#moves [data-review]')].map((b) => b.dataset.move + ':' + b.dataset.review).join(' ')`)
	if marks != "7:blunder" {
		t.Errorf("marked turns %q, want 7:blunder", marks)
	}
	label := js[string](t, ctx, `document.querySelector('#moves [data-move="7"]').getAttribute('aria-label')`)
	if !strings.Contains(label, "forced loss") {
		t.Errorf("the marked turn's label %q does not say why", label)
	}
	if n := count(t, ctx, `#review-graph [data-graph-turn="7"][data-review="blunder"]`); n != 1 {
		t.Errorf("%d marks of turn 7 in the graph", n)
	}
	if n := js[int](t, ctx, `document.querySelector('#review-graph polyline').getAttribute('points').split(' ').length`); n != 9 {
		t.Errorf("the graph has %d points, want 9 (the start and 8 turns)", n)
	}

	do(t, ctx, "tap the marked turn", chromedp.Click(chromedp.CSS(`#moves [data-move="7"]`)))
	waitJS(t, ctx, "the better move", "document.querySelector('#hint-move[data-hint]') && document.getElementById('review-text')")
	if better := js[string](t, ctx, "document.getElementById('hint-move').dataset.hint"); better != "C1/" && better != "D1/" {
		t.Errorf("better move %q, want C1/ or D1/", better)
	}
	if n := count(t, ctx, "#hint-move [data-hint-tile]"); n < 1 {
		t.Errorf("the better move shows %d tiles", n)
	}
	if got := text(t, ctx, "#review-text"); !strings.HasPrefix(got, "Turn 7, White: after A0+ the opponent forces a win in 1 turn;") {
		t.Errorf("in words: %q", got)
	}
	if cur := js[string](t, ctx, "document.querySelector('#moves .move-current').dataset.move"); cur != "6" {
		t.Errorf("the board shows move %s, want 6 (before the turn)", cur)
	}
	if got := strings.ReplaceAll(record(t, ctx), " ??", ""); got != reviewBlunderGame { // the mark's symbol aside
		t.Errorf("move list %q after the review", got)
	}
	if got := js[string](t, ctx, "localStorage.getItem('traxapp.game')"); !strings.Contains(got, `"record":"@0/ @1+ B2+ B3\\ C2/ D2/ A0+ C1+"`) || strings.Contains(saved, `"index"`) != strings.Contains(got, `"index"`) {
		t.Errorf("saved game %s, before the review %s", got, saved)
	}
	for _, m := range consoleMessages(ctx) {
		if m.IsException() {
			t.Errorf("console: %s", m)
		}
	}
}

// TestReviewStop: Stop ends a review midway; the turns reviewed stay, no
// later answer comes, and the review can run again.
func TestReviewStop(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0")
	loadRecord(t, ctx, aiMidgame, "Loaded 20 moves")
	waitJS(t, ctx, "the review button", "document.getElementById('review-game') && !document.getElementById('review-game').disabled")
	do(t, ctx, "review", chromedp.Click(chromedp.CSS("#review-game")))
	waitLong(t, ctx, "two turns reviewed", "Number((document.getElementById('review-bar') || {}).value) >= 2", 30*time.Second)
	if got := js[string](t, ctx, "document.getElementById('review-bar').getAttribute('max')"); got != "20" {
		t.Errorf("progress bar max %s, want 20", got)
	}
	do(t, ctx, "stop", chromedp.Click(chromedp.CSS("#review-stop")))
	waitJS(t, ctx, "the review stopped", "!document.getElementById('review-progress') && document.getElementById('review-summary')")
	summary := text(t, ctx, "#review-summary")
	m := regexp.MustCompile(`^Review stopped after (\d+) of 20 turns\.$`).FindStringSubmatch(summary)
	if m == nil {
		t.Fatalf("summary %q", summary)
	}
	if n, _ := strconv.Atoi(m[1]); n < 2 || n >= 20 {
		t.Errorf("stopped after %d turns", n)
	}
	points := js[int](t, ctx, `document.querySelector('#review-graph polyline').getAttribute('points').split(' ').length`)
	do(t, ctx, "wait", chromedp.Sleep(1500*time.Millisecond))
	if got := text(t, ctx, "#review-summary"); got != summary {
		t.Errorf("after Stop the summary changed from %q to %q", summary, got)
	}
	if got := js[int](t, ctx, `document.querySelector('#review-graph polyline').getAttribute('points').split(' ').length`); got != points {
		t.Errorf("after Stop the graph grew from %d to %d points", points, got)
	}
	if js[bool](t, ctx, "document.getElementById('review-game').disabled") {
		t.Error("the review cannot be run again")
	}
	if got := record(t, ctx); got != aiMidgame {
		t.Errorf("move list %q after the review", got)
	}
}
