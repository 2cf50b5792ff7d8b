package e2e

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"traxapp/internal/browsertest"
)

// The DOM contract with the UI: the element with id "game" carries
// data-ready="1" once the board accepts moves. The server's prerendered
// page never has it, so its presence means app.wasm runs.
const playableSelector = `#game[data-ready="1"]`

// pageTimeout bounds each test's browser work; app.wasm loads in about a
// second on 127.0.0.1, so this is only a guard against hangs, generous
// because the tests run in parallel and share the machine's cores.
const pageTimeout = 5 * time.Minute

var (
	buildDir  string // the built app: web/app.wasm, wasm_exec.js
	serverBin string // the traxapp binary, built by TestMain
	chromium  string // the browser, "" when absent
)

func TestMain(m *testing.M) {
	flag.Parse()
	os.Exit(runTests(m))
}

func runTests(m *testing.M) int {
	buildDir = os.Getenv("TRAX_BUILD")
	if buildDir == "" {
		buildDir = filepath.Join("..", "build")
	}
	var err error
	if buildDir, err = filepath.Abs(buildDir); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if _, err := os.Stat(filepath.Join(buildDir, "web", "app.wasm")); err != nil {
		fmt.Fprintf(os.Stderr, "e2e: no built app in %s: run `make build` (or `make test`) first\n", buildDir)
		return 1
	}
	tmp, err := os.MkdirTemp("", "trax-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(tmp)
	// The server under test is built from this checkout, so that it always
	// matches the code (build/traxapp may be older).
	serverBin = filepath.Join(tmp, "traxapp")
	cmd := exec.Command("go", "build", "-o", serverBin, "traxapp")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "e2e: building the server:", err)
		return 1
	}
	chromium = browsertest.FindChromium()
	code := m.Run()
	if appServer.s != nil {
		appServer.s.Stop()
	}
	return code
}

// requireBrowser fails the test when there is no browser, or skips it if
// TRAX_E2E_SKIP_NO_BROWSER=1 says that is acceptable (never in CI).
func requireBrowser(t testing.TB) {
	t.Helper()
	if chromium != "" {
		return
	}
	const msg = "no Chromium found (install it: apt-get install -y chromium, or set TRAX_CHROMIUM)"
	if os.Getenv("TRAX_E2E_SKIP_NO_BROWSER") == "1" {
		t.Skip(msg + "; skipped because TRAX_E2E_SKIP_NO_BROWSER=1")
	}
	t.Fatal(msg)
}

// appServer is the server of the built app that the tests share (appURL).
var appServer struct {
	once sync.Once
	s    *browsertest.Server
	err  error
}

// appURL returns the base URL (with its trailing slash) of the server the
// tests share, started on first use and stopped when they all end. It
// keeps no state between requests and each test's browser has a profile
// of its own, so tests share it as they share the build; starting one
// takes seconds (it compresses the app's text files). A test that stops
// its server, to go offline, starts its own (startServer).
func appURL(t testing.TB) string {
	t.Helper()
	appServer.once.Do(func() { appServer.s, appServer.err = browsertest.Serve(serverBin, buildDir) })
	if appServer.err != nil {
		t.Fatal(appServer.err)
	}
	return appServer.s.URL
}

// startServer starts the server binary on a free port of 127.0.0.1 with the
// built app, for this test alone, and stops it when the test ends.
func startServer(t testing.TB) *browsertest.Server {
	t.Helper()
	return startServerOf(t, buildDir)
}

// startServerOf serves the built app in dir (see startServer).
func startServerOf(t testing.TB, dir string) *browsertest.Server {
	t.Helper()
	s, err := browsertest.Serve(serverBin, dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Stop)
	return s
}

// startStatic exports the app for prefix (e.g. "/trax/") into a temporary
// folder and serves it there (browsertest.ServeStatic), until the test
// ends.
func startStatic(t testing.TB, prefix string) *browsertest.StaticSite {
	t.Helper()
	return startStaticOf(t, buildDir, prefix)
}

// startStaticOf exports the built app in build and serves it (see
// startStatic).
func startStaticOf(t testing.TB, build, prefix string) *browsertest.StaticSite {
	t.Helper()
	s, err := browsertest.ServeStatic(serverBin, build, filepath.Join(t.TempDir(), "dist"), prefix)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Stop)
	return s
}

// consoleLog collects what a page writes to its console (console API
// calls, uncaught exceptions, browser log entries such as CSP violations).
type consoleLog struct {
	mu   sync.Mutex
	msgs []chromedp.ConsoleMessage
}

type consoleKey struct{}

// newBrowser starts a fresh headless Chromium (own user-data-dir: no cache,
// no service worker, no storage) and returns a context for one tab in it.
// The browser stops when the test ends.
func newBrowser(t testing.TB) context.Context {
	t.Helper()
	return newBrowserWithin(t, pageTimeout)
}

// newBrowserWithin is newBrowser for a test whose browser work may take
// up to limit (a test that walks many screens).
func newBrowserWithin(t testing.TB, limit time.Duration) context.Context {
	t.Helper()
	requireBrowser(t)
	ctx, stop, err := browsertest.StartChromium(chromium, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	log := &consoleLog{}
	ctx = context.WithValue(ctx, consoleKey{}, log)
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			log.mu.Lock()
			log.msgs = append(log.msgs, m)
			log.mu.Unlock()
		}
	}()
	ctx, cancelTimeout := context.WithTimeout(ctx, limit)
	t.Cleanup(func() {
		cancelTimeout()
		stop()
	})
	return ctx
}

// newPage starts a fresh browser and returns its context and the base URL
// (with its trailing slash) of the app's shared server (appURL). The page
// is still blank: navigate to baseURL (plus any query) yourself.
func newPage(t testing.TB) (ctx context.Context, baseURL string) {
	t.Helper()
	requireBrowser(t)
	return newBrowser(t), appURL(t)
}

// consoleMessages returns what the page has written to its console so far.
func consoleMessages(ctx context.Context) []chromedp.ConsoleMessage {
	l, _ := ctx.Value(consoleKey{}).(*consoleLog)
	if l == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]chromedp.ConsoleMessage(nil), l.msgs...)
}

// waitPlayable waits until the board is interactive (the UI's marker
// #game[data-ready="1"]) and returns the time since the navigation
// started, as the page measures it (performance.now()).
func waitPlayable(ctx context.Context) (time.Duration, error) {
	ms, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`new Promise((resolve) => {
		const ready = () => document.querySelector(`+"`"+playableSelector+"`"+`) !== null;
		if (ready()) { resolve(performance.now()); return; }
		const obs = new MutationObserver(() => {
			if (ready()) { obs.disconnect(); resolve(performance.now()); }
		});
		obs.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"] });
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		return 0, fmt.Errorf("waiting for %s: %w", playableSelector, err)
	}
	return time.Duration(ms * float64(time.Millisecond)), nil
}

// openPlayable navigates to url and waits for the playable board.
func openPlayable(t testing.TB, ctx context.Context, url string) time.Duration {
	t.Helper()
	// Mark the current document, to prove below that a new one loaded.
	chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.traxOldDocument = true`))
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("opening %s: %v", url, err)
	}
	old, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.traxOldDocument === true`))
	if err != nil || old {
		t.Fatalf("opening %s: no new document (%v)", url, err)
	}
	d, err := waitPlayable(ctx)
	if err != nil {
		t.Fatalf("%s: %v\nconsole:\n%s", url, err, formatConsole(consoleMessages(ctx)))
	}
	return d
}

// openView navigates to url and waits until the app runs (#app gets
// data-ready="1" once mounted in the browser; the server's prerendered
// page lacks it) and shows an element matching sel, such as #home or
// #rules.
func openView(t testing.TB, ctx context.Context, url, sel string) {
	t.Helper()
	chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.traxOldDocument = true`))
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("opening %s: %v", url, err)
	}
	ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`new Promise((resolve) => {
		const t0 = performance.now();
		const check = () => {
			if (window.traxOldDocument !== true && document.querySelector(`+"`"+`#app[data-ready="1"] `+sel+"`"+`)) { resolve(true); return; }
			if (performance.now() - t0 > 60000) { resolve(false); return; }
			requestAnimationFrame(check);
		};
		check();
	})`, chromedp.EvalAwaitPromise))
	if err != nil || !ok {
		t.Fatalf("%s: no %s (%v)\nconsole:\n%s", url, sel, err, formatConsole(consoleMessages(ctx)))
	}
}

// waitOfflineReady waits until the service worker is active, which with the
// app's worker means every file is precached.
func waitOfflineReady(ctx context.Context) error {
	_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](
		`navigator.serviceWorker.ready.then((r) => r.active !== null)`, chromedp.EvalAwaitPromise))
	if err != nil {
		return fmt.Errorf("service worker: %w", err)
	}
	return nil
}

// setOffline cuts (or restores) the network of the tab and of its service
// workers with CDP's network emulation (Network.emulateNetworkConditions on
// each target). Stopping the server (browsertest.Server.Stop, StaticSite.Stop) is the
// other cut. The service worker must be running (waitOfflineReady).
func setOffline(ctx context.Context, offline bool) error {
	emulate := chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		params := map[string]any{"offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
		return t.Call(ctx, "Network.emulateNetworkConditions", params, nil)
	})
	if err := chromedp.Do(ctx, emulate); err != nil {
		return err
	}
	infos, err := chromedp.Targets(ctx)
	if err != nil {
		return err
	}
	for _, info := range infos {
		if info.Type != "service_worker" {
			continue
		}
		// The attachment lives as long as the test's browser: emulation
		// ends when the client detaches.
		swCtx, _ := chromedp.NewContext(ctx, chromedp.WithTargetID(info.TargetID))
		if err := chromedp.Do(swCtx, emulate); err != nil {
			return fmt.Errorf("service worker %s: %w", info.URL, err)
		}
	}
	return nil
}

// formatConsole renders console messages one per line for failure output.
func formatConsole(msgs []chromedp.ConsoleMessage) string {
	var b strings.Builder
	for _, m := range msgs {
		fmt.Fprintf(&b, "  %s %s\n", m.String(), m.URL)
	}
	return b.String()
}
