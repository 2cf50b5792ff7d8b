package e2e

import (
	"flag"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

var loadRuns = flag.Int("loadtime", 0, "TestLoadTime: number of cold and warm loads to measure (0 skips it)")

// TestLoadTime measures the time from navigation to the playable board in
// headless Chromium on 127.0.0.1, cold (fresh profile) and warm (service
// worker cache), and what app.wasm cost on the wire. It reports, it does
// not judge (timings vary with the machine):
//
//	go test ./e2e -run TestLoadTime -v -loadtime 5
func TestLoadTime(t *testing.T) {
	if *loadRuns <= 0 {
		t.Skip("measurement only: go test ./e2e -run TestLoadTime -v -loadtime 5")
	}
	s := startServer(t)
	var cold, warm []time.Duration
	for i := 0; i < *loadRuns; i++ {
		ctx := newBrowser(t)
		cold = append(cold, openPlayable(t, ctx, s.URL))
		if i == 0 {
			wire, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(() => {
				const e = performance.getEntriesByType("resource").find((r) => r.name.endsWith("/web/app.wasm"));
				return e ? [e.transferSize, e.encodedBodySize, e.decodedBodySize] : [];
			})()`))
			if err == nil && len(wire) == 3 {
				t.Logf("app.wasm: %.0f bytes transferred, %.0f encoded body, %.0f decoded", wire[0], wire[1], wire[2])
			}
		}
		if err := waitOfflineReady(ctx); err != nil {
			t.Fatal(err)
		}
		warm = append(warm, openPlayable(t, ctx, s.URL))
	}
	t.Logf("cold: median %v, all %v", median(cold), cold)
	t.Logf("warm: median %v, all %v", median(warm), warm)
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
	openPlayable(t, ctx, base)
	// Let fonts and the first frame settle before the picture.
	if err := chromedp.Do(ctx, chromedp.Sleep(300*time.Millisecond)); err != nil {
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
