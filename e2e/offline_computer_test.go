package e2e

// Browser tests of the computer player offline (issue 23, item 6): after
// a visit to Trax only, once the app is ready offline (<html
// data-offline="ready">: the service worker has cached every game's AI
// worker program in the background), every game's computer plays
// offline; a computer that cannot start says so in the player's language
// with a Try again button (#computer-failed, #computer-retry).

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"traxapp/app/i18n"
)

// computerFirst opens each game with the computer to act first, and
// tells when it has acted.
var computerFirst = []struct {
	id      string
	prepare string // JavaScript run before opening (a saved game), or ""
	open    string // the fragment that opens the game
	ready   string
	acted   string // a JavaScript condition: the computer has acted
}{
	{"trax", "", "game=trax&ai=club&side=red", playableSelector,
		`document.querySelectorAll("[data-tile]").length > 0`},
	{"traxit", fmt.Sprintf(`localStorage.setItem("traxapp.traxit.game", %q)`, strings.Replace(traxitTwoPeople, `["person","person"]`, `["easy","person"]`, 1)),
		"game=traxit", traxitReady, `Number(document.getElementById("traxit").dataset.actions) > 0`},
	{"trakkx", "", "game=trakkx&seats=easy,person&seed=1", trakkxReady,
		`document.getElementById("trakkx").dataset.toMove === "1"`},
}

// TestComputerOffline: a visit to Trax only, until the app is ready
// offline; then, offline, each game's computer plays its first action.
func TestComputerOffline(t *testing.T) {
	t.Parallel()
	requireBrowser(t)
	s := startServer(t)
	ctx := newBrowser(t)
	openPlayable(t, ctx, s.URL+"?game=trax&ai=0")
	if err := waitOfflineReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitLong(t, ctx, "the app ready offline, every game's computer cached",
		`document.documentElement.dataset.offline === "ready"`, 90*time.Second)
	// The home page says so (only now).
	openView(t, ctx, s.URL+"?home=1#view=home", "#home")
	waitLong(t, ctx, "the home page saying the app plays offline",
		`getComputedStyle(document.getElementById("offline-ready")).display !== "none"`, 30*time.Second)
	if err := setOffline(ctx, true); err != nil {
		t.Fatal(err)
	}
	s.Stop()
	for i, gc := range computerFirst {
		t.Run(gc.id, func(t *testing.T) {
			if gc.prepare != "" {
				js[bool](t, ctx, gc.prepare+", true")
			}
			openView(t, ctx, fmt.Sprintf("%s?offline=%d#%s", s.URL, i, gc.open), gc.ready)
			waitLong(t, ctx, "the computer's first action, offline", gc.acted+` || document.getElementById("computer-failed")`, 60*time.Second)
			if n := count(t, ctx, "#computer-failed"); n > 0 {
				t.Errorf("offline, %s's computer failed: %q", gc.id, text(t, ctx, "#computer-failed"))
			}
			if got := text(t, ctx, "#message"); strings.Contains(got, "aiworker") || strings.Contains(got, "unknown game") {
				t.Errorf("the message line shows a raw error: %q", got)
			}
		})
	}
}

// TestComputerCannotStart: where the computer's worker cannot start (here
// the browser refuses Workers, as when its program is not cached
// offline), TRAKKX says so in the player's language, not with a raw
// error, and Try again plays once the worker can start.
func TestComputerCannotStart(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	refuse := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
			Source: `window.traxRealWorker = window.Worker;
				window.Worker = function () { throw new DOMException("refused", "SecurityError"); };`,
		})
		return err
	})
	do(t, ctx, "refuse Workers", refuse)
	openView(t, ctx, base+"?lang=de#game=trakkx&seats=easy,person&seed=1", trakkxReady)
	waitLong(t, ctx, "the notice that the computer could not start", `document.getElementById("computer-failed")`, 30*time.Second)
	de := i18n.For(i18n.German)
	if got := text(t, ctx, "#computer-failed"); !strings.Contains(got, de.T("notice.computer-failed")) || !strings.Contains(got, de.T("notice.retry")) {
		t.Errorf("notice %q, want it in German with %q", got, de.T("notice.retry"))
	}
	if got := text(t, ctx, "#message"); strings.Contains(got, "aiworker") || strings.Contains(got, "aiclient") {
		t.Errorf("the message line shows a raw error: %q", got)
	}
	js[bool](t, ctx, `window.Worker = window.traxRealWorker, true`)
	tap(t, ctx, "#computer-retry")
	waitLong(t, ctx, "the computer's action after Try again", `document.getElementById("trakkx").dataset.toMove === "1"`, 60*time.Second)
	if n := count(t, ctx, "#computer-failed"); n != 0 {
		t.Error("the failure notice stays after the computer played")
	}
}
