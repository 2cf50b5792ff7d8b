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
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestBadEscapeOpensTheApp: an address whose fragment holds a "%" that
// is not followed by two hexadecimal digits opens a working page with a
// notice, in every view; and a hash change to such an address while a
// Trax game is played keeps the game alive.
func TestBadEscapeOpensTheApp(t *testing.T) {
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

	start := time.Now()
	openPlayable(t, ctx, freshDocument(base)+"#game=trax&link="+strings.Repeat("AQ", 750_000))
	took := time.Since(start)
	if notices := text(t, ctx, "#notices"); !strings.Contains(notices, "too long") {
		t.Errorf("a 1.5 MB link: notices %q, want it refused as too long", notices)
	}
	if took > 5*time.Second {
		t.Errorf("a 1.5 MB link took %v to be refused", took)
	}
}

// documents numbers the addresses freshDocument makes.
var documents int

// freshDocument returns base with a query of its own, so that opening it
// with a fragment loads a new document rather than changing the hash of
// the one shown.
func freshDocument(base string) string {
	documents++
	return base + "?doc=" + strconv.Itoa(documents)
}
