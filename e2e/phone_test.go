package e2e

// Browser tests of issue 28 (a page that never freezes on a phone): the
// computer searches in its Web Worker, never on the page's thread.

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestTraxitComputerNeverSearchesOnPage: TRAXIT's computer plays in its
// worker (worker-traxit.wasm). When that worker fails (here its script
// will not load, as when its program is missing), the page does not search
// instead, though app.wasm links TRAXIT's AI for browsers without
// Workers: the computer does not act, the screen says it could not start,
// and Try again plays once the worker can start.
func TestTraxitComputerNeverSearchesOnPage(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	// Every Worker the page starts is counted by its name (the worker
	// program); while traxBreakWorkers is set, a worker gets a script that
	// is not there, so it fails to start.
	breakWorkers := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
			Source: `(() => {
				const Real = window.Worker;
				window.traxBreakWorkers = true;
				window.traxWorkers = {};
				window.Worker = function (url, opts) {
					const name = (opts && opts.name) || "";
					window.traxWorkers[name] = (window.traxWorkers[name] || 0) + 1;
					return new Real(window.traxBreakWorkers ? "web/no-such-worker.js" : url, opts);
				};
			})();`,
		})
		return err
	})
	do(t, ctx, "break the Workers' scripts", breakWorkers)
	openView(t, ctx, base+"?home=1#view=home", "#home")
	computerFirst := strings.Replace(traxitTwoPeople, `["person","person"]`, `["easy","person"]`, 1)
	js[bool](t, ctx, fmt.Sprintf(`localStorage.setItem("traxapp.traxit.game", %q), true`, computerFirst))
	openView(t, ctx, base+"?traxit=1#game=traxit", traxitReady)

	const acted = `Number(document.getElementById("traxit").dataset.actions) > 0`
	waitLong(t, ctx, "the notice that the computer could not start, or its action",
		`document.getElementById("computer-failed") || `+acted, 60*time.Second)
	if js[bool](t, ctx, acted) {
		t.Fatal("the computer acted though its worker failed: the page searched on its own thread")
	}
	if n := js[int](t, ctx, `window.traxWorkers["worker-traxit.wasm"] || 0`); n == 0 {
		t.Errorf("no worker-traxit.wasm worker was started (workers: %v)", js[map[string]int](t, ctx, `window.traxWorkers`))
	}
	// The page holds still: no late search plays either.
	do(t, ctx, "a moment", chromedp.Sleep(2*time.Second))
	if js[bool](t, ctx, acted) {
		t.Fatal("the computer acted after its worker failed: the page searched on its own thread")
	}

	js[bool](t, ctx, `window.traxBreakWorkers = false, true`)
	tap(t, ctx, "#computer-retry")
	waitLong(t, ctx, "the computer's action after Try again, from its worker", acted, 60*time.Second)
	if n := count(t, ctx, "#computer-failed"); n != 0 {
		t.Error("the failure notice stays after the computer played")
	}
}

// TestTraxitTurnUpdatesInPlace: the computer's turn updates the TRAXIT
// screen's elements in place, without rebuilding them (rebuilding the
// board's 64 cells, the hands and the move list each turn froze a phone's
// page): the elements marked before the turn are the ones on the page
// after it.
func TestTraxitTurnUpdatesInPlace(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"?home=1#view=home", "#home")
	computerFirst := strings.Replace(traxitTwoPeople, `["person","person"]`, `["easy","person"]`, 1)
	js[bool](t, ctx, fmt.Sprintf(`localStorage.setItem("traxapp.traxit.game", %q), true`, computerFirst))
	// Marked as soon as the screen is there, before the computer's turn
	// shows that it thinks.
	do(t, ctx, "open TRAXIT, marking its elements", chromedp.Navigate(base+"?inplace=1#game=traxit"))
	marked := []string{`[data-cell="a1"]`, `[data-cell="h8"]`, "#traxit-hand", "#traxit-scores", "#traxit-hands"}
	waitLong(t, ctx, "the TRAXIT screen, marked", fmt.Sprintf(`(() => {
		const sels = %s;
		if (!sels.every((s) => document.querySelector(s))) return false;
		for (const s of sels) document.querySelector(s).traxMarked = true;
		return true;
	})()`, jsList(marked)), 60*time.Second)
	waitLong(t, ctx, "the computer's first action, shown",
		`Number(document.getElementById("traxit").dataset.actions) > 0 && document.getElementById("traxit").dataset.thinking !== "1"`, 60*time.Second)
	for _, sel := range marked {
		if !js[bool](t, ctx, fmt.Sprintf(`!!(document.querySelector(%q) || {}).traxMarked`, sel)) {
			t.Errorf("%s was rebuilt by the computer's turn, not updated in place", sel)
		}
	}
}

// jsList writes strs as a JavaScript array literal.
func jsList(strs []string) string {
	q := make([]string, len(strs))
	for i, s := range strs {
		q[i] = fmt.Sprintf("%q", s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}
