package e2e

// Play by link in the browser: Share puts the game in the page's address
// (#game=trax&link=CODE); the other player opens it in a browser of their
// own, moves, and shares it back. navigator.share and the clipboard are
// stubbed in the page, so the tests read the link the app hands them.
//
// The DOM contract used here: #share and #share-position, the link shown
// in #share-text, #message, #turn, #link-note, and the question
// #link-confirm with #link-open and #link-keep.

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// stubShareSheet replaces navigator.share with one that keeps what it is
// given in window.traxShared, as a phone's share sheet would take it.
func stubShareSheet(t *testing.T, ctx context.Context) {
	t.Helper()
	js[bool](t, ctx, `Object.defineProperty(navigator, 'share', {configurable: true,
		value: (data) => { window.traxShared = data; return Promise.resolve(); }}), true`)
}

// stubClipboard removes navigator.share (a desktop browser) and keeps
// what is written to the clipboard in window.traxCopied.
func stubClipboard(t *testing.T, ctx context.Context) {
	t.Helper()
	js[bool](t, ctx, `Object.defineProperty(navigator, 'share', {configurable: true, value: undefined});
		Object.defineProperty(navigator, 'clipboard', {configurable: true,
			value: {writeText: (s) => { window.traxCopied = s; return Promise.resolve(); }}}), true`)
}

// shareBy presses button (#share or #share-position) and returns the link
// the stub received from window[slot] ("traxShared.url" or "traxCopied").
func shareBy(t *testing.T, ctx context.Context, button, slot string) string {
	t.Helper()
	do(t, ctx, "press "+button, chromedp.Click(chromedp.CSS(button)))
	waitJS(t, ctx, "the link handed on and shown", "window."+slot+" && document.getElementById('share-text')")
	link := js[string](t, ctx, "window."+slot)
	if shown := js[string](t, ctx, "document.getElementById('share-text').value"); shown != link {
		t.Errorf("#share-text shows %q, the link handed on is %q", shown, link)
	}
	return link
}

// TestShareGameBackAndForth: Alice plays two moves and shares; Bob opens
// the link in his own browser and sees the same position and whose turn
// it is, moves and shares back (by the clipboard); Alice opens his answer
// and her game goes on.
func TestShareGameBackAndForth(t *testing.T) {
	t.Parallel()
	alice, base := newPage(t)
	openPlayable(t, alice, base+"?ai=0")
	playAt(t, alice, "0,0", "@0/")
	playAt(t, alice, "1,0", `B1\`)
	stubShareSheet(t, alice)
	link := shareBy(t, alice, "#share", "traxShared.url")
	if !strings.HasPrefix(link, base+"#game=trax&link=") || len(link) > len(base)+40 {
		t.Fatalf("shared %q", link)
	}
	waitJS(t, alice, "the message", `document.getElementById('message').textContent === 'Link shared.'`)
	tilesBefore := js[string](t, alice, `[...document.querySelectorAll('[data-tile]')].map((e) => e.dataset.tile + e.getAttribute('href')).sort().join(' ')`)

	bob := newBrowser(t)
	openPlayable(t, bob, link)
	if got := record(t, bob); got != `@0/ B1\` {
		t.Fatalf("Bob's move list: %q", got)
	}
	if got := js[string](t, bob, `[...document.querySelectorAll('[data-tile]')].map((e) => e.dataset.tile + e.getAttribute('href')).sort().join(' ')`); got != tilesBefore {
		t.Errorf("Bob's tiles %q, Alice's %q", got, tilesBefore)
	}
	if got := text(t, bob, "#turn"); got != "White to move." {
		t.Errorf("Bob's turn line: %q", got)
	}
	if msg, note := text(t, bob, "#message"), text(t, bob, "#link-note"); !strings.Contains(msg, "Shared game opened: White to move.") || !strings.Contains(note, "Correspondence game") {
		t.Errorf("Bob reads %q and %q", msg, note)
	}
	if strings.Contains(text(t, bob, "#variant"), "Computer") {
		t.Errorf("the shared game is against the computer: %q", text(t, bob, "#variant"))
	}
	playAt(t, bob, "1,1", "B2+")
	stubClipboard(t, bob)
	reply := shareBy(t, bob, "#share", "traxCopied")
	waitJS(t, bob, "the message", `document.getElementById('message').textContent.startsWith('Link copied')`)

	openPlayable(t, alice, reply)
	if got := record(t, alice); got != `@0/ B1\ B2+` {
		t.Fatalf("Alice's move list after Bob's answer: %q", got)
	}
	if count(t, alice, "#link-confirm") != 0 {
		t.Error("Bob's answer continues Alice's game, yet she is asked before it opens")
	}
	if got := text(t, alice, "#turn"); got != "Red to move." {
		t.Errorf("Alice's turn line: %q", got)
	}
	// Her game is saved: a reload keeps it.
	do(t, alice, "reload", chromedp.Navigate(base+"?ai=0"))
	if _, err := waitPlayable(alice); err != nil {
		t.Fatal(err)
	}
	if got := record(t, alice); got != `@0/ B1\ B2+` {
		t.Errorf("after a reload Alice has %q", got)
	}
}

// TestShareGameToTheEnd: two browsers finish a game by links alone.
// Alice (White) opens and shares; Bob answers; Alice's move closes Red's
// loop, and the finished game she shares back opens in Bob's browser as
// over, with the same result.
func TestShareGameToTheEnd(t *testing.T) {
	t.Parallel()
	alice, base := newPage(t)
	bob := newBrowser(t)
	openPlayable(t, alice, base+"?ai=0")
	playAt(t, alice, "0,0", "@0/")
	stubClipboard(t, alice)
	link := shareBy(t, alice, "#share", "traxCopied")

	openPlayable(t, bob, link)
	playAt(t, bob, "1,0", `B1\`)
	stubClipboard(t, bob)
	link = shareBy(t, bob, "#share", "traxCopied")

	openPlayable(t, alice, link)
	if got := record(t, alice); got != `@0/ B1\` {
		t.Fatalf("Alice's move list after Bob's answer: %q", got)
	}
	playAt(t, alice, "0,1", `A2\`)
	waitJS(t, alice, "the result", "document.getElementById('result')")
	want := text(t, alice, "#result")
	if want != "Red wins with a loop!" {
		t.Errorf("Alice's result %q", want)
	}
	// The result banner lies over the board; the panel's Share is still
	// there.
	stubClipboard(t, alice)
	js[bool](t, alice, "window.traxCopied = '', document.getElementById('share').click(), true")
	waitJS(t, alice, "the final link", "window.traxCopied")
	final := js[string](t, alice, "window.traxCopied")

	// Bob opens it as a link from a message: a new page.
	do(t, bob, "leave the game", chromedp.Navigate("about:blank"))
	openPlayable(t, bob, final)
	if got := record(t, bob); got != `@0/ B1\ A2\` {
		t.Fatalf("Bob's move list of the finished game: %q", got)
	}
	waitJS(t, bob, "the result", "document.getElementById('result')")
	if got := text(t, bob, "#result"); got != want {
		t.Errorf("Bob reads the result %q, Alice %q", got, want)
	}
	if got := text(t, bob, "#message"); !strings.Contains(got, "it is over") {
		t.Errorf("Bob's message %q, want the shared game said to be over", got)
	}
	if n := count(t, bob, "[data-space]"); n != 0 {
		t.Errorf("Bob's finished game offers %d spaces to play", n)
	}
}

// TestSharedGameAsksBeforeReplacing: a shared game that does not continue
// the game in progress opens only after the player's word.
func TestSharedGameAsksBeforeReplacing(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0")
	playAt(t, ctx, "0,0", "@0+")
	stubShareSheet(t, ctx)
	link := shareBy(t, ctx, "#share", "traxShared.url")
	// Another game in progress in the same browser.
	do(t, ctx, "undo", chromedp.Click(chromedp.CSS("#undo")))
	waitJS(t, ctx, "the empty board", "document.querySelectorAll('[data-tile]').length === 0")
	playAt(t, ctx, "0,0", "@0/")
	playAt(t, ctx, "1,0", `B1\`)

	openPlayable(t, ctx, link)
	waitJS(t, ctx, "the question", "document.getElementById('link-confirm')")
	if got := record(t, ctx); got != `@0/ B1\` {
		t.Errorf("behind the question the board shows %q, want the game in progress", got)
	}
	do(t, ctx, "keep my game", chromedp.Click(chromedp.CSS("#link-keep")))
	waitJS(t, ctx, "the question gone", "!document.getElementById('link-confirm')")
	if got := record(t, ctx); got != `@0/ B1\` {
		t.Errorf("after Keep my game: %q", got)
	}
	// The same link again, pasted into this tab: only the address's
	// fragment changes, no new document, and the question comes back.
	js[bool](t, ctx, "window.traxSameDocument = true, location.hash = '#game=trax', true")
	// One address at a time: the screen has followed the first (no link)
	// before the link comes back.
	waitJS(t, ctx, "the address without a link followed", "!document.getElementById('game').dataset.link")
	js[bool](t, ctx, fmt.Sprintf("location.hash = %q, true", link[strings.Index(link, "#"):]))
	waitJS(t, ctx, "the question", "document.getElementById('link-confirm')")
	if !js[bool](t, ctx, "window.traxSameDocument === true") {
		t.Fatal("the page reloaded: the fragment's link was not followed in place")
	}
	do(t, ctx, "open the shared game", chromedp.Click(chromedp.CSS("#link-open")))
	waitJS(t, ctx, "the shared game", "document.querySelectorAll('[data-tile]').length === 1")
	if got := record(t, ctx); got != "@0+" {
		t.Errorf("after Open the shared game: %q", got)
	}
}

// TestTamperedLinkKeepsGame: a link changed by one character, or cut
// short, says so, and the game in progress and its saved copy stay.
func TestTamperedLinkKeepsGame(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0")
	playAt(t, ctx, "0,0", "@0+")
	playAt(t, ctx, "1,0", "B1+")
	stubShareSheet(t, ctx)
	link := shareBy(t, ctx, "#share", "traxShared.url")
	saved := js[string](t, ctx, "localStorage.getItem('traxapp.game')")
	i := len(link) - 6
	swap := byte('A')
	if link[i] == 'A' {
		swap = 'B'
	}
	for n, c := range []struct{ link, want string }{
		{link[:i] + string(swap) + link[i+1:], "This link was changed or mistyped"},
		{link[:len(link)-5], "This link is cut short"},
	} {
		openPlayable(t, ctx, fmt.Sprintf("%s?ai=0&try=%d", base, n)) // a new document for the link below
		openPlayable(t, ctx, c.link)
		msg := text(t, ctx, "#message")
		if !strings.Contains(msg, c.want) || !strings.Contains(msg, "The current game is kept.") {
			t.Errorf("%s: message %q, want %q", c.link, msg, c.want)
		}
		if got := record(t, ctx); got != "@0+ B1+" {
			t.Errorf("%s: the board shows %q", c.link, got)
		}
		if got := js[string](t, ctx, "localStorage.getItem('traxapp.game')"); got != saved {
			t.Errorf("%s: the saved game became %s", c.link, got)
		}
	}
}

// TestSharePositionForAnalysis: a position link opens the position for
// study in another browser, where both sides may move and nothing is
// saved over the game in progress.
func TestSharePositionForAnalysis(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0")
	playAt(t, ctx, "0,0", "@0+")
	stubClipboard(t, ctx)
	link := shareBy(t, ctx, "#share-position", "traxCopied")
	waitJS(t, ctx, "the message", `document.getElementById('message').textContent.startsWith('Link copied')`)

	other := newBrowser(t)
	openPlayable(t, other, base+"?ai=0")
	playAt(t, other, "0,0", "@0/")
	saved := js[string](t, other, "localStorage.getItem('traxapp.game')")
	openPlayable(t, other, link)
	if got := record(t, other); got != "@0+" {
		t.Fatalf("the position link shows %q", got)
	}
	if note := text(t, other, "#link-note"); !strings.Contains(note, "nothing here is saved") {
		t.Errorf("#link-note: %q", note)
	}
	playAt(t, other, "1,0", "B1+")
	if got := js[string](t, other, "localStorage.getItem('traxapp.game')"); got != saved {
		t.Errorf("a move in analysis was saved: %s", got)
	}
}
