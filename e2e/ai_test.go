package e2e

import (
	"context"
	"encoding/json"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// aiMidgame is a middle-game position (1986 match, game 1, 20 turns).
const aiMidgame = `@0/ A0/ A3/ B3/ @3+ B0+ C1+ A5/ B5+ @5\ @5\ A6\ C6+ F4+ C7\ C8\ C9\ G4\ F6\ H4\`

// workerRun is what the page reports about one request to the AI worker.
type workerRun struct {
	Reply struct {
		ID    int                     `json:"id"`
		Move  string                  `json:"move"`
		Depth int                     `json:"depth"`
		Nodes int64                   `json:"nodes"`
		Error string                  `json:"error"`
		Facts []struct{ Kind string } `json:"facts"`
	} `json:"reply"`
	MaxGap float64 `json:"maxGap"` // longest time between animation frames, ms
	Frames int     `json:"frames"`
	MS     float64 `json:"ms"` // from posting to the reply
}

// workerJS starts web/worker.js in the open page, waits for it to answer a
// tiny first request (loading worker.wasm), then posts the request (and, if
// cancelAfter > 0, a cancel that many ms later) and measures the gaps
// between animation frames until the reply arrives.
const workerJS = `(req, cancelAfter) => new Promise((resolve) => {
	const w = new Worker("web/worker.js");
	const gaps = [];
	let last = 0, running = false, t0 = 0, warm = true;
	const frame = () => {
		const now = performance.now();
		gaps.push(now - last);
		last = now;
		if (running) requestAnimationFrame(frame);
	};
	w.onmessage = (e) => {
		if (warm) {
			// worker.wasm is loaded and answered a first tiny request: now
			// measure the frames while it thinks.
			warm = false;
			running = true;
			last = t0 = performance.now();
			requestAnimationFrame(frame);
			w.postMessage(req);
			if (cancelAfter > 0) setTimeout(() => w.postMessage({ cancel: req.id }), cancelAfter);
			return;
		}
		running = false;
		w.terminate();
		resolve({ reply: e.data, maxGap: Math.max(0, ...gaps), frames: gaps.length, ms: performance.now() - t0 });
	};
	w.onerror = (e) => { running = false; resolve({ reply: { error: "worker error: " + e.message } }); };
	w.postMessage({ id: 1000000, game: "trax", variant: "trax", record: "@0/", depth: 1 });
})`

func askWorker(t *testing.T, req map[string]any, cancelAfter time.Duration) workerRun {
	t.Helper()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?game=trax")
	return askWorkerOn(t, ctx, req, cancelAfter)
}

// askWorkerOn is askWorker on a page already open in ctx.
func askWorkerOn(t *testing.T, ctx context.Context, req map[string]any, cancelAfter time.Duration) workerRun {
	t.Helper()
	b, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	expr := "(" + workerJS + ")(" + string(b) + ", " + jsonNumber(cancelAfter.Milliseconds()) + ")"
	run, err := chromedp.Run(ctx, chromedp.Evaluate[workerRun](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("asking the worker: %v\nconsole:\n%s", err, formatConsole(consoleMessages(ctx)))
	}
	if run.Reply.Error != "" || run.Reply.Move == "" {
		t.Fatalf("worker replied %+v\nconsole:\n%s", run.Reply, formatConsole(consoleMessages(ctx)))
	}
	return run
}

func jsonNumber(n int64) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// idleFramesJS measures the longest gap between the page's animation
// frames over ms milliseconds while nothing else runs: what the machine
// gives any page at the moment.
const idleFramesJS = `(ms) => new Promise((resolve) => {
	let last = performance.now(), maxGap = 0;
	const t0 = last;
	const frame = () => {
		const now = performance.now();
		maxGap = Math.max(maxGap, now - last);
		last = now;
		if (now - t0 < ms) requestAnimationFrame(frame); else resolve(maxGap);
	};
	requestAnimationFrame(frame);
})`

// TestAIWorkerKeepsPageResponsive: the AI worker (web/worker.js running
// worker.wasm) answers in the browser, and while it thinks for two seconds
// the page's animation frames keep coming: no gap over 50 ms beyond the
// longest gap the same page shows over two idle seconds just before (on
// a quiet machine that is about 17 ms, so the bound is about 67 ms; a busy
// shared machine stretches both). A search on the page's own thread would
// stall every attempt for the whole two seconds; a stall caused by other
// work does not repeat, so the test takes the best of up to three
// attempts and logs each.
func TestAIWorkerKeepsPageResponsive(t *testing.T) {
	const slack = 50.0
	best := math.Inf(1)
	for attempt := 1; attempt <= 3 && best > slack; attempt++ {
		ctx, base := newPage(t)
		openPlayable(t, ctx, base+"?game=trax")
		idle, err := chromedp.Run(ctx, chromedp.Evaluate[float64]("("+idleFramesJS+")(2000)", chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		run := askWorkerOn(t, ctx, map[string]any{"id": 1, "game": "trax", "variant": "trax", "record": aiMidgame, "level": "max", "movetime_ms": 2000}, 0)
		t.Logf("attempt %d: worker: %s (depth %d, %d nodes, %v) after %.0f ms; %d frames, longest gap between frames %.1f ms (idle page: %.1f ms)",
			attempt, run.Reply.Move, run.Reply.Depth, run.Reply.Nodes, run.Reply.Facts, run.MS, run.Frames, run.MaxGap, idle)
		if run.MS < 1000 {
			t.Errorf("the worker answered after %.0f ms; want it to think about 2 s", run.MS)
		}
		best = min(best, run.MaxGap-max(idle, 17))
	}
	if best > slack {
		t.Errorf("while the AI thought, an animation frame came %.1f ms later than the idle page's longest gap (best of three attempts); want at most %.0f", best, slack)
	}
}

// TestAIWorkerCancel: a cancel message stops a long search at once, and the
// reply still carries a move.
func TestAIWorkerCancel(t *testing.T) {
	t.Parallel()
	run := askWorker(t, map[string]any{"id": 7, "game": "trax", "variant": "trax", "record": aiMidgame, "level": "max", "movetime_ms": 60000}, 1500*time.Millisecond)
	t.Logf("cancelled search answered %s after %.0f ms", run.Reply.Move, run.MS)
	if run.Reply.ID != 7 {
		t.Errorf("reply id %d, want 7", run.Reply.ID)
	}
	if run.MS > 10000 {
		t.Errorf("the cancelled search answered after %.0f ms", run.MS)
	}
}

// TestAIWorkerTakesPageModule: the game's AI worker runs the app.wasm the
// page compiled (web/wasm-start.js hands the module over): it is started
// as "app.wasm#module", fetches no .wasm of its own, and answers, so the
// computer (white, first) moves.
func TestAIWorkerTakesPageModule(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?game=trax&ai=beginner&side=red")
	var worker target.ID
	for deadline := time.Now().Add(20 * time.Second); worker == "" && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		infos, err := chromedp.Targets(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, info := range infos {
			if info.Type == "worker" && strings.HasSuffix(info.URL, "/web/worker.js") {
				worker = info.TargetID
			}
		}
	}
	if worker == "" {
		t.Fatal("no AI worker started for the computer's first move")
	}
	wctx, cancel := chromedp.NewContext(ctx, chromedp.WithTargetID(worker))
	defer cancel()
	seen, err := chromedp.Run(wctx, chromedp.Evaluate[[]string](`new Promise((resolve) => {
		const check = () => {
			if (typeof self.traxRequest !== "function") { setTimeout(check, 20); return; }
			resolve([self.name, ...performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.endsWith(".wasm"))]);
		};
		check();
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("asking the worker: %v", err)
	}
	if len(seen) != 1 || seen[0] != "app.wasm#module" {
		t.Errorf("the worker (name, .wasm files fetched) = %q, want [app.wasm#module] and nothing fetched", seen)
	}
	// The computer's move shows: the board has a tile.
	at, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`new Promise((resolve) => {
		const check = () => document.querySelector("#game [data-tile]") ? resolve(performance.now()) : setTimeout(check, 10);
		check();
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("waiting for the computer's move: %v", err)
	}
	t.Logf("the computer's first move showed %.0f ms after the page opened", at)
}
