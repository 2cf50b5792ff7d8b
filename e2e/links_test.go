package e2e

// Addresses the app must open whatever they hold (issue 23, items 1, 10,
// 15 and 16): a "%" without two hexadecimal digits, invalid or huge
// parameters, a shared link over a game against the computer, and the
// app embedded in another site's sandboxed iframe.
//
// The DOM contract used here: #app[data-ready="1"], #notices, #home,
// #rules, #traxit[data-ready="1"], the Trax board (#game), #message and
// the link question #link-confirm.

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBadEscapeOpensTheApp: an address whose fragment holds a "%" that
// is not followed by two hexadecimal digits opens a working page with a
// notice, in every view; and a hash change to such an address while a
// Trax game is played keeps the game alive.
func TestBadEscapeOpensTheApp(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	for _, c := range []struct{ address, view string }{
		{"#game=trax&link=AQ%zz", playableSelector},
		{"#%zz", "#home"},
		{"#game=trax&view=rules&q=100%", "#rules"},
		{"#game=traxit&x=%zz", `#traxit[data-ready="1"]`},
	} {
		openView(t, ctx, freshDocument(base)+c.address, c.view)
		notices := text(t, ctx, "#notices")
		if !strings.Contains(notices, "%") || !strings.Contains(notices, "hexadecimal") {
			t.Errorf("%s: notices %q, want one about the bad escape", c.address, notices)
		}
		if msgs := formatConsole(consoleMessages(ctx)); strings.Contains(msgs, "panic") {
			t.Fatalf("%s: the app panicked:\n%s", c.address, msgs)
		}
	}

	// During play: the hash changes to a bad escape; the game goes on.
	openPlayable(t, ctx, base+"#game=trax&ai=0")
	playAt(t, ctx, "0,0", "@0/")
	js[bool](t, ctx, `location.hash = 'game=trax&ai=0&x=%zz', true`)
	waitJS(t, ctx, "the notice of the bad escape", `(document.getElementById('notices') || {}).textContent?.includes('hexadecimal')`)
	if _, err := waitPlayable(ctx); err != nil {
		t.Fatalf("after the hash change: %v\nconsole:\n%s", err, formatConsole(consoleMessages(ctx)))
	}
	playAt(t, ctx, "1,0", `B1\`)
	if got := record(t, ctx); got != `@0/ B1\` {
		t.Errorf("after the hash change the game has %q", got)
	}
	if msgs := formatConsole(consoleMessages(ctx)); strings.Contains(msgs, "panic") {
		t.Fatalf("the app panicked on the hash change:\n%s", msgs)
	}
}

// TestBadParametersAreNoticed: an invalid seed=, deal=, view= or TRAXIT
// seats= gets a notice like every other parameter; a 5,000-character
// lang= is echoed cut short; a 1.5 MB link is refused at once, with a
// notice.
func TestBadParametersAreNoticed(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	for _, c := range []struct{ address, view, want string }{
		{"#game=trax&variant=tur&seed=abc", playableSelector, "abc"},
		{"#game=trax&variant=solitaire3&deal=xyz", "#solitaire", "xyz"},
		{"#game=trax&view=nowhere", playableSelector, "nowhere"},
		{"#game=traxit&seats=person,robot", `#traxit[data-ready="1"]`, "person,robot"},
		{"#game=trakkx&seed=abc", `#trakkx[data-ready="1"]`, "abc"},
	} {
		openView(t, ctx, freshDocument(base)+c.address, c.view)
		if notices := text(t, ctx, "#notices") + text(t, ctx, "#message"); !strings.Contains(notices, c.want) {
			t.Errorf("%s: notices %q, want one naming %q", c.address, notices, c.want)
		}
	}

	openView(t, ctx, freshDocument(base)+"#lang="+strings.Repeat("x", 5000), "#home")
	if n := len([]rune(text(t, ctx, "#notices"))); n > 300 || !strings.Contains(text(t, ctx, "#notices"), "xxx…") {
		t.Errorf("a 5,000-character lang= gives a notice of %d characters: %.200q", n, text(t, ctx, "#notices"))
	}

	openPlayable(t, ctx, freshDocument(base)+"#game=trax&link="+strings.Repeat("AQ", 750_000))
	if notices := text(t, ctx, "#notices"); !strings.Contains(notices, "too long") {
		t.Errorf("a 1.5 MB link: notices %q, want it refused as too long", notices)
	}
	// Refused before it is decoded (TestReadAddressRefusesHugeAtOnce);
	// what is left is mostly Chromium's own work on so long an address.
	ms := js[float64](t, ctx, `performance.now() - (performance.timing.domContentLoadedEventEnd - performance.timing.navigationStart)`)
	t.Logf("a 1.5 MB link refused %v after the page loaded", time.Duration(ms)*time.Millisecond)
}

// documents numbers the addresses freshDocument makes (tests that run in
// parallel share it).
var documents atomic.Int64

// freshDocument returns base with a query of its own, so that opening it
// with a fragment loads a new document rather than changing the hash of
// the one shown.
func freshDocument(base string) string {
	return base + "?doc=" + strconv.FormatInt(documents.Add(1), 10)
}

// TestSharedLinkKeepsTheComputerUnlessAsked: Alice plays the computer
// and shares her game; Bob answers with a move. Alice's game is the
// start of Bob's link, yet opening it would end her game against the
// computer: she is asked, and "Keep my game" keeps the computer.
func TestSharedLinkKeepsTheComputerUnlessAsked(t *testing.T) {
	t.Parallel()
	alice, base := newPage(t)
	openPlayable(t, alice, base+"?ai=beginner&side=white")
	playAt(t, alice, "0,0", "@0/")
	waitJS(t, alice, "the computer's answer", `document.querySelectorAll('#moves [data-move]').length === 3`)
	mine := record(t, alice)
	stubShareSheet(t, alice)
	link := shareBy(t, alice, "#share", "traxShared.url")

	bob := newBrowser(t)
	openPlayable(t, bob, link)
	if got := record(t, bob); got != mine {
		t.Fatalf("Bob opened %q, Alice shared %q", got, mine)
	}
	playAnyMove(t, bob)
	stubShareSheet(t, bob)
	reply := shareBy(t, bob, "#share", "traxShared.url")

	openPlayable(t, alice, reply)
	waitJS(t, alice, "the question", `document.getElementById('link-confirm') !== null`)
	if q := text(t, alice, "#link-question"); !strings.Contains(q, "against the computer") {
		t.Errorf("the question reads %q", q)
	}
	if got := record(t, alice); got != mine {
		t.Errorf("before her answer Alice's game is %q, want %q", got, mine)
	}
	do(t, alice, "keep my game", chromedp.Click(chromedp.CSS("#link-keep")))
	waitJS(t, alice, "the question gone", `document.getElementById('link-confirm') === null`)
	if v := text(t, alice, "#variant"); !strings.Contains(v, "Computer") {
		t.Errorf("after Keep my game the opponent is %q", v)
	}
}

// playAnyMove plays a move with the mouse: the first empty space, the
// first tile it offers.
func playAnyMove(t testing.TB, ctx context.Context) {
	t.Helper()
	tiles := count(t, ctx, "[data-tile]")
	do(t, ctx, "click a space", chromedp.Click(chromedp.CSS("[data-space]")))
	waitJS(t, ctx, "a tile to choose", "document.querySelector('[data-choice]')")
	do(t, ctx, "click a tile", chromedp.Click(chromedp.CSS("[data-choice]")))
	waitJS(t, ctx, "the tile played", fmt.Sprintf("document.querySelectorAll('[data-tile]').length > %d", tiles))
}

// TestEmbedSandboxedFrame: a club page on another origin frames the app
// in an iframe sandboxed with allow-scripts only (an opaque origin, for
// which every file of the app is cross-origin): the app boots there,
// Trax and TRAXIT alike, and plays; the heights it posts are its
// content's, with nothing scrolled inside the frame (Trax's side panel
// scrolled in a fixed 560px; TRAXIT's board made the frame 966px tall).
func TestEmbedSandboxedFrame(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, sandboxedHostPage, html.EscapeString(r.URL.Query().Get("src")))
	}))
	t.Cleanup(host.Close)
	// localhost and 127.0.0.1 are different sites: the app is cross-site.
	hostURL := strings.Replace(host.URL, "127.0.0.1", "localhost", 1)
	for _, c := range []struct{ name, src, ready, panel string }{
		{"Trax", base + "?embed=1&ai=0", playableSelector, ".panel"},
		{"TRAXIT", base + "?embed=1&game=traxit", `#traxit[data-ready="1"]`, ".traxit-panel"},
	} {
		do(t, ctx, "open the host page", chromedp.Navigate(hostURL+"/?src="+url.QueryEscape(c.src)))
		frame := frameOf(t, ctx, c.src)
		waitJS(t, frame, c.name+" ready in the sandboxed frame", `document.querySelector(`+"`"+c.ready+"`"+`) !== null`)
		if origin := js[string](t, frame, `self.origin`); origin != "null" {
			t.Fatalf("%s: the frame's origin is %q, want an opaque one (sandbox without allow-same-origin)", c.name, origin)
		}
		if c.name == "Trax" {
			playAt(t, frame, "0,0", "@0/")
		}
		// Let the height settle, then compare.
		waitJS(t, ctx, c.name+": a height posted", `window.traxHeight > 100`)
		do(t, ctx, "settle", chromedp.Sleep(1500*time.Millisecond))
		posted := js[float64](t, ctx, `window.traxHeight`)
		content := js[float64](t, frame, `Math.ceil(document.getElementById('app').getBoundingClientRect().height)`)
		whole := js[float64](t, frame, `document.documentElement.scrollHeight`)
		frameHeight := js[float64](t, ctx, `document.getElementById('trax').getBoundingClientRect().height`)
		inner := js[string](t, frame, `[...document.querySelectorAll('`+c.panel+`, .board-area, .traxit-board-area')]
			.filter((e) => e.scrollHeight > e.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(e).overflowY))
			.map((e) => e.className + ' ' + e.clientHeight + '/' + e.scrollHeight).join(', ')`)
		board := js[float64](t, frame, `document.querySelector('.board-area, .traxit-board-area').getBoundingClientRect().height`)
		t.Logf("%s: posted %vpx, content %vpx, document %vpx, frame %vpx, board %vpx", c.name, posted, content, whole, frameHeight, board)
		if posted != content || whole > posted+1 {
			t.Errorf("%s: posted %vpx, but the content is %vpx (the document %vpx)", c.name, posted, content, whole)
		}
		if inner != "" {
			t.Errorf("%s: scrolled inside the frame: %s", c.name, inner)
		}
		if board < 300 {
			t.Errorf("%s: the board is %vpx tall", c.name, board)
		}
	}
}

// sandboxedHostPage frames the app (its address in %s) in an iframe
// sandboxed with allow-scripts only, and sizes it from the app's height
// messages, as README's snippet does.
const sandboxedHostPage = `<!doctype html>
<title>Club</title>
<iframe id="trax" src="%s" sandbox="allow-scripts" title="Trax" style="width:100%%;height:640px;border:0"></iframe>
<script>
window.addEventListener("message", (e) => {
  const frame = document.getElementById("trax");
  if (e.source !== frame.contentWindow || !e.data || e.data.type !== "trax:height") return;
  frame.style.height = e.data.height + "px";
  window.traxHeight = e.data.height;
});
</script>`

// frameOf returns a context for the iframe (a target of its own: the app
// is on another site) whose address is src.
func frameOf(t *testing.T, ctx context.Context, src string) context.Context {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		infos, err := chromedp.Targets(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, info := range infos {
			if info.Type == "iframe" && info.URL == src {
				fctx, _ := chromedp.NewContext(ctx, chromedp.WithTargetID(info.TargetID))
				return fctx
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("no frame at %s\nconsole:\n%s", src, formatConsole(consoleMessages(ctx)))
	return nil
}
