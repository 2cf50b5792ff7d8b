package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/heapprofiler"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/chromedp"

	"traxapp/internal/browsertest"
)

// scenarioLimit bounds one game's measures in one browser.
const scenarioLimit = 10 * time.Minute

// bench runs the measures and keeps their samples.
type bench struct {
	cfg      config
	tmp      string
	record   string // Trax's long game
	results  Results
	failures []string
	browsers int
}

// measure opens game on site in a fresh browser at the CPU throttling
// rate: start-up cold and warm, then, if play, the person's moves and the
// computer's answers, a long game and ten then thirty new games, with
// the memory after each. A failure is noted and the measures so far kept.
func (b *bench) measure(game string, s site, query, ready string, rate float64, play bool) {
	key := func(measure, unit string) Key { return Key{game, s.name, cpuName(rate), measure, unit} }
	fmt.Fprintf(os.Stderr, "browserbench: %s, %s, %s\n", game, s.name, cpuName(rate))
	err := b.withBrowser(func(ctx context.Context) error {
		if err := prepare(ctx, rate); err != nil {
			return err
		}
		if b.cfg.trace != "" {
			t, err := startTrace(ctx)
			if err != nil {
				return err
			}
			defer func() {
				name := filepath.Join(b.cfg.trace, fmt.Sprintf("%s-%s-%s-%d", game, s.name, cpuName(rate), b.browsers))
				events, err := t.stop(ctx)
				if err == nil {
					err = writeTrace(name, events)
				}
				if err != nil {
					fmt.Fprintf(os.Stderr, "browserbench: trace %s: %v\n", name, err)
				}
			}()
		}
		url := s.URL + query
		mark(ctx, "cold start")
		cold, err := open(ctx, url, ready)
		if err != nil {
			return fmt.Errorf("cold start: %w", err)
		}
		b.results.Add(key("cold start", "ms"), cold)
		b.results.Add(key("longest task: cold start", "ms"), longestTask(ctx, 0, cold))
		b.stages(ctx, key, "cold start")
		if err := waitOffline(ctx); err != nil {
			return err
		}
		if play {
			b.memory(ctx, key, "after start")
		}
		mark(ctx, "warm start")
		warm, err := open(ctx, url, ready)
		if err != nil {
			return fmt.Errorf("warm start: %w", err)
		}
		b.results.Add(key("warm start", "ms"), warm)
		b.results.Add(key("longest task: warm start", "ms"), longestTask(ctx, 0, warm))
		b.stages(ctx, key, "warm start")
		if !play {
			return nil
		}
		for i := 0; i < b.cfg.exchanges; i++ {
			ts, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](
				fmt.Sprintf(`__bench.exchange(%q).then((t) => t || [])`, game), chromedp.EvalAwaitPromise))
			if err != nil {
				return fmt.Errorf("move %d: %w", i+1, err)
			}
			if len(ts) < 2 {
				break // the game is over
			}
			b.results.Add(key("longest task: player's move", "ms"), longestTask(ctx, ts[0], ts[1]))
			if len(ts) < 3 {
				break // the person's move ended the game
			}
			b.results.Add(key("longest task: computer's turn", "ms"), longestTask(ctx, ts[1], ts[2]))
			b.results.Add(key("computer's answer", "ms"), ts[2]-ts[1])
		}
		mark(ctx, "long game")
		var moves float64
		if game == "trax" {
			moves, err = chromedp.Run(ctx, chromedp.Evaluate[float64](
				fmt.Sprintf(`__bench.loadRecord("trax", %q)`, b.record), chromedp.EvalAwaitPromise))
		} else {
			moves, err = chromedp.Run(ctx, chromedp.Evaluate[float64](
				fmt.Sprintf(`__bench.longGame(%q, %d, %d)`, game, b.cfg.longMoves, b.cfg.longLimit.Milliseconds()), chromedp.EvalAwaitPromise))
		}
		if err != nil {
			return fmt.Errorf("long game: %w", err)
		}
		b.results.Add(key("long game: moves", "moves"), moves)
		b.memory(ctx, key, "after long game")
		// One new game, nine more, then twenty more: wasm memory only grows (it is
		// the Go program's high-water mark), so a leak shows as growth
		// that goes on, and the garbage collector's slack (GOGC) as a
		// rise that stops.
		mark(ctx, "new games")
		for i := 1; i <= 30; i++ {
			if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](
				fmt.Sprintf(`__bench.newGame(%q).then(() => true)`, game), chromedp.EvalAwaitPromise)); err != nil {
				return fmt.Errorf("new game %d: %w", i, err)
			}
			if i == 1 || i == 10 || i == 30 {
				b.memory(ctx, key, fmt.Sprintf("after %d new games", i))
			}
		}
		return nil
	})
	if err != nil {
		msg := fmt.Sprintf("%s, %s, %s: %v", game, s.name, cpuName(rate), err)
		fmt.Fprintln(os.Stderr, "browserbench: FAILED "+msg)
		b.failures = append(b.failures, msg)
	}
}

// withBrowser starts a fresh headless Chromium (own profile: no cache,
// no service worker, no storage) as the browser tests start it
// (browsertest.StartChromium), runs f in one tab and stops the browser.
func (b *bench) withBrowser(f func(ctx context.Context) error) error {
	b.browsers++
	profile, err := os.MkdirTemp(b.tmp, "profile-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(profile)
	ctx, stop, err := browsertest.StartChromium(b.cfg.chromium, profile)
	if err != nil {
		return err
	}
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, scenarioLimit)
	defer cancel()
	return f(ctx)
}

// prepare installs the benchmark's script in every new document of the
// tab, enables the performance metrics and throttles the CPU.
func prepare(ctx context.Context, rate float64) error {
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: benchJS}); err != nil {
		return fmt.Errorf("installing the script: %w", err)
	}
	if _, err := chromedp.Call(ctx, performance.Enable, performance.EnableParams{}); err != nil {
		return fmt.Errorf("performance metrics: %w", err)
	}
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate}); err != nil {
		return fmt.Errorf("CPU throttling: %w", err)
	}
	return nil
}

// open navigates to url and returns the milliseconds from the navigation
// to the element ready, as the page measures them (performance.now()).
func open(ctx context.Context, url, ready string) (float64, error) {
	// By way of a blank page: a URL that differs from the current one
	// only in its #fragment would not load a new document.
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		return 0, err
	}
	chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.benchOldDocument = true`))
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		return 0, fmt.Errorf("opening %s: %w", url, err)
	}
	old, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.benchOldDocument === true`))
	if err != nil || old {
		return 0, fmt.Errorf("opening %s: no new document (%v)", url, err)
	}
	return chromedp.Run(ctx, chromedp.Evaluate[float64](fmt.Sprintf(`new Promise((resolve, reject) => {
		const ready = () => document.querySelector(%q) !== null;
		if (ready()) { resolve(performance.now()); return; }
		const obs = new MutationObserver(() => {
			if (ready()) { obs.disconnect(); resolve(performance.now()); }
		});
		obs.observe(document, { subtree: true, childList: true, attributes: true });
		setTimeout(() => reject(new Error(%q)), 120000);
	})`, ready, "no "+ready+" after 120 s"), chromedp.EvalAwaitPromise))
}

// waitOffline waits until the service worker is active (every file
// precached), then a moment for the cache to settle.
func waitOffline(ctx context.Context) error {
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](
		`navigator.serviceWorker.ready.then((r) => r.active !== null)`, chromedp.EvalAwaitPromise)); err != nil {
		return fmt.Errorf("service worker: %w", err)
	}
	return chromedp.Do(ctx, chromedp.Sleep(time.Second))
}

// longestTask returns the longest main-thread task (ms) that started
// within [from, to) (ms since the navigation); 0 when none took over 50 ms.
func longestTask(ctx context.Context, from, to float64) float64 {
	// Tasks are reported once they end: give the observer a moment.
	chromedp.Do(ctx, chromedp.Sleep(100*time.Millisecond))
	v, _ := chromedp.Run(ctx, chromedp.Evaluate[float64](fmt.Sprintf(`__bench.maxTask(%f, %f)`, from, to)))
	return v
}

// stages records when each stage of the start just measured began, in ms
// since the navigation (the page's marks: bench-instantiate, the module
// compiled and its instantiation asked; bench-instantiated; trax-main, the
// Go program's main, after the runtime's start and every package's init;
// trax-init, its words at hand, before the first render, which ends in
// the playable board), so that the time between two tells what a stage
// cost.
func (b *bench) stages(ctx context.Context, key func(measure, unit string) Key, start string) {
	marks, err := chromedp.Run(ctx, chromedp.Evaluate[[][]any](`__bench.marks()`))
	if err != nil {
		return
	}
	for _, m := range marks {
		if len(m) != 2 {
			continue
		}
		name, _ := m[0].(string)
		ms, _ := m[1].(float64)
		b.results.Add(key("stage "+name+": "+start, "ms"), ms)
	}
}

// memory records the JS heap in use and the Go program's WebAssembly
// memory (else performance.memory's heap) after a garbage collection.
func (b *bench) memory(ctx context.Context, key func(measure, unit string) Key, when string) {
	chromedp.Call(ctx, heapprofiler.CollectGarbage, cdp.Empty{})
	if m, err := chromedp.Call(ctx, performance.GetMetrics, cdp.Empty{}); err == nil {
		for _, metric := range m.Metrics {
			if metric.Name == "JSHeapUsedSize" {
				b.results.Add(key("JS heap "+when, "MB"), metric.Value/(1<<20))
			}
		}
	}
	wasm, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`__bench.wasmBytes()`))
	if err == nil && wasm >= 0 {
		b.results.Add(key("wasm memory "+when, "MB"), wasm/(1<<20))
		return
	}
	if heap, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`performance.memory ? performance.memory.usedJSHeapSize : -1`)); err == nil && heap >= 0 {
		b.results.Add(key("performance.memory "+when, "MB"), heap/(1<<20))
	}
}
