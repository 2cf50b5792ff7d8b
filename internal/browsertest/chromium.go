package browsertest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"

	"github.com/chromedp/chromedp"
)

// FindChromium returns the browser to drive: $TRAX_CHROMIUM, else the
// first of the usual names on PATH; "" when there is none.
func FindChromium() string {
	if p := os.Getenv("TRAX_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// ChromiumVersion returns the version of the browser at path, "" if it
// will not say.
func ChromiumVersion(path string) string {
	out, err := exec.Command(path, "--version").Output()
	if err != nil {
		return ""
	}
	// "Chromium 120.0.6099.224 built on Debian 12.4, running on Debian 12.4"
	for _, f := range strings.Fields(string(out)) {
		if f != "" && f[0] >= '0' && f[0] <= '9' {
			return f
		}
	}
	return ""
}

// StartChromium starts the browser at path headless, with profile as its
// own user-data-dir, and returns the context of one tab in it and the
// function that stops the browser. The network is left to the page: no
// QUIC, no background requests of the browser's own.
func StartChromium(path, profile string) (ctx context.Context, stop func(), err error) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.UserDataDir(profile),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(1000, 800),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(allocCtx)
	stop = func() {
		cancelTab()
		cancelAlloc()
	}
	// The first Run starts the browser; it must not carry a timeout.
	if err := chromedp.Do(ctx); err != nil {
		stop()
		return nil, nil, fmt.Errorf("starting %s: %w", path, err)
	}
	return ctx, stop, nil
}
