package e2e

import (
	"context"
	"flag"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"traxapp/engine/trax"
)

var loadRuns = flag.Int("loadtime", 0, "TestLoadTime: number of cold and warm loads to measure (0 skips it)")

// TestLoadTime measures the time from navigation to the playable board in
// headless Chromium on 127.0.0.1, cold (fresh profile) and warm (service
// worker cache), and what app.wasm cost on the wire, served by the app's
// server and from the static export under /trax/. It measures a go-app
// hello-world (testdata/hello) the same way, in the same run, and reports
// each median as a ratio to the hello-world's, which a busy machine
// disturbs less than the times. It reports, it does not judge:
//
//	go test ./e2e -run TestLoadTime -v -loadtime 5
func TestLoadTime(t *testing.T) {
	if *loadRuns <= 0 {
		t.Skip("measurement only: go test ./e2e -run TestLoadTime -v -loadtime 5")
	}
	hello := helloBuild(t)
	type result struct{ cold, warm time.Duration }
	measure := func(name, url string) result {
		var cold, warm []time.Duration
		for i := 0; i < *loadRuns; i++ {
			ctx := newBrowser(t)
			cold = append(cold, openPlayable(t, ctx, url))
			if i == 0 {
				wire, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(() => {
					const e = performance.getEntriesByType("resource").find((r) => r.name.endsWith("/web/app.wasm"));
					return e ? [e.transferSize, e.encodedBodySize, e.decodedBodySize] : [];
				})()`))
				if err == nil && len(wire) == 3 {
					t.Logf("%s: app.wasm: %.0f bytes transferred, %.0f encoded body, %.0f decoded", name, wire[0], wire[1], wire[2])
				}
			}
			logStages(t, ctx, name+", cold")
			if err := waitOfflineReady(ctx); err != nil {
				t.Fatal(err)
			}
			warm = append(warm, openPlayable(t, ctx, url))
			logStages(t, ctx, name+", warm")
		}
		t.Logf("%s: cold: median %v, all %v", name, median(cold), cold)
		t.Logf("%s: warm: median %v, all %v", name, median(warm), warm)
		return result{median(cold), median(warm)}
	}
	ratio := func(name string, app, base result) {
		t.Logf("%s: cold %v = %.2f × hello-world's %v; warm %v = %.2f × hello-world's %v", name,
			app.cold, float64(app.cold)/float64(base.cold), base.cold, app.warm, float64(app.warm)/float64(base.warm), base.warm)
	}
	// Interleaved, so that the machine's load weighs on both alike.
	served := measure("server", startServer(t).URL+"?game=trax")
	helloServed := measure("hello-world, server", startServerOf(t, hello).URL)
	static := measure("static /trax/", startStatic(t, "/trax/").URL+"?game=trax")
	helloStatic := measure("hello-world, static /trax/", startStaticOf(t, hello, "/trax/").URL)
	ratio("server", served, helloServed)
	ratio("static /trax/", static, helloStatic)
}

// logStages logs where a load's time went: app.wasm requested and
// received (Resource Timing), the Go program started (the app's
// "trax-main" mark, main_wasm.go; the hello-world sets none), and the
// playable board.
func logStages(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	st, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(() => {
		const e = performance.getEntriesByType("resource").find((r) => r.name.endsWith("/web/app.wasm"));
		const m = performance.getEntriesByName("trax-main")[0];
		return [e ? e.fetchStart : -1, e ? e.responseEnd : -1, m ? m.startTime : -1];
	})()`))
	if err != nil || len(st) != 3 {
		return
	}
	t.Logf("%s: app.wasm requested at %.0f ms, received at %.0f ms; Go started at %.0f ms", name, st[0], st[1], st[2])
}

// helloBuild returns a copy of the built app whose app.wasm is the
// hello-world's (testdata/hello), precompressed as the app's is.
func helloBuild(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if out, err := exec.Command("cp", "-r", buildDir+"/.", dir).CombinedOutput(); err != nil {
		t.Fatalf("copying the build: %v\n%s", err, out)
	}
	wasm := filepath.Join(dir, "web", "app.wasm")
	for _, ext := range []string{".br", ".gz"} {
		os.Remove(wasm + ext)
	}
	// The brotli quality the app's was compressed with (a line
	// "app.wasm <hash> <quality>" of the precompression stamp).
	quality := "9"
	if stamp, err := os.ReadFile(filepath.Join(dir, "web", ".precompressed")); err == nil {
		for _, line := range strings.Split(string(stamp), "\n") {
			if f := strings.Fields(line); len(f) == 3 && f[0] == "app.wasm" {
				quality = f[2]
			}
		}
	}
	os.Remove(filepath.Join(dir, "web", ".precompressed"))
	build := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "./testdata/hello")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the hello-world: %v\n%s", err, out)
	}
	if out, err := exec.Command(serverBin, "precompress", "-q", quality, wasm).CombinedOutput(); err != nil {
		t.Fatalf("precompressing the hello-world: %v\n%s", err, out)
	}
	return dir
}

func median(ds []time.Duration) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2].Round(time.Millisecond)
}

var screenshotFile = flag.String("screenshot", "", "TestScreenshot: write a PNG of the app's first screen to this file")

// TestScreenshot saves the README's picture of the app:
//
//	go test ./e2e -run TestScreenshot -screenshot ../docs/screenshot.png
func TestScreenshot(t *testing.T) {
	if *screenshotFile == "" {
		t.Skip("on demand: go test ./e2e -run TestScreenshot -screenshot ../docs/screenshot.png")
	}
	ctx, base := newPage(t)
	// The dark theme, as the picture has always shown the app.
	openPlayable(t, ctx, base+"?game=trax&theme=dark")
	// A game under way shows more than an empty board: load a record of
	// a few legal turns (the same every time) through the record box.
	if err := chromedp.Do(ctx,
		chromedp.SetValue(chromedp.CSS("#import-text"), sampleRecord(t, 14)),
		chromedp.Click(chromedp.CSS("#import")),
		// Let the board redraw and fonts settle before the picture.
		chromedp.Sleep(700*time.Millisecond),
	); err != nil {
		t.Fatal(err)
	}
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(*screenshotFile), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(*screenshotFile, png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// sampleRecord plays turns legal moves, picked by a fixed pseudo-random
// sequence and never ending the game, and returns the record.
func sampleRecord(t *testing.T, turns int) string {
	t.Helper()
	g := trax.NewGame(trax.Trax)
	rng := rand.New(rand.NewPCG(1980, 7))
	var moves []trax.Move
	for i := 0; i < turns; i++ {
		moves = g.Position().LegalMoves(moves[:0])
		rng.Shuffle(len(moves), func(a, b int) { moves[a], moves[b] = moves[b], moves[a] })
		for _, m := range moves {
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if !g.Outcome().Over() {
				break
			}
			g.Undo()
		}
	}
	return g.Record()
}
