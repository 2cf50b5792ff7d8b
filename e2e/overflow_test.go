package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"traxapp/app/i18n"
	traxit "traxapp/engine/traxit"
)

// The overflow test (issue 23, item 8): every screen of the app, in all
// nine languages, at phone and desktop width, has no control whose text
// does not fit: a button, link, menu, label or summary whose content is
// wider than its box, that reaches off the screen, or that overlaps
// another control beside it. Each window size and language has a
// browser of its own (screenTour), the parts running in parallel: it
// loads the app once, the language changes with the app's own language
// menu (#lang-menu) and the screens with the address's fragment, as the
// app's links do.

// overflowCheck lists, in JavaScript, what does not fit on the screen.
const overflowCheck = `(() => {
	const sel = 'button, a, select, label, summary';
	const probs = [];
	const vw = document.documentElement.clientWidth;
	const visible = (e) => {
		const r = e.getBoundingClientRect();
		return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.sr-only');
	};
	const name = (e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + ' "' + (e.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40) + '"';
	const els = [...document.querySelectorAll(sel)].filter(visible);
	for (const e of els) {
		const cs = getComputedStyle(e);
		if (cs.display !== 'inline' && e.tagName !== 'SELECT' && e.scrollWidth > e.clientWidth + 1) {
			probs.push('text wider than its box by ' + (e.scrollWidth - e.clientWidth) + ' px: ' + name(e));
		}
		const r = e.getBoundingClientRect();
		if (r.right > vw + 1 || r.left < -1) {
			probs.push('off the screen (' + Math.round(r.left) + '..' + Math.round(r.right) + ' of ' + vw + ' px): ' + name(e));
		}
		for (const f of e.parentElement ? e.parentElement.children : []) {
			if (f === e || !f.matches(sel) || !visible(f) || (e.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_PRECEDING)) continue;
			const q = f.getBoundingClientRect();
			const w = Math.min(r.right, q.right) - Math.max(r.left, q.left), h = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
			if (w > 1 && h > 1) probs.push('overlaps ' + name(f) + ': ' + name(e));
		}
	}
	return probs;
})()`

// overflowScreen is one screen to check: how to get there from the
// screen before and what shows it is there.
type overflowScreen struct {
	name  string
	hash  string // the fragment to open, "" to stay
	fill  string // JavaScript run once there, before click ("" for none)
	click string // a control to press once there, "" for none
	ready string // a CSS selector present once the screen is drawn
	leave string // a control that closes a dialog afterwards, "" for none
}

// finishedTraxitKey is the localStorage key of TRAXIT's saved game.
const finishedTraxitKey = "traxapp.traxit.game"

// finishedTraxit returns the saved form of a finished two-person TRAXIT
// game, played natively with the first legal action each time.
func finishedTraxit(t *testing.T) string {
	t.Helper()
	g, err := traxit.NewGame(traxit.Options{Players: 2, Short: true, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5000 && !g.Outcome().Over; i++ {
		if err := g.Apply(g.LegalActions()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Outcome().Over {
		t.Fatal("the TRAXIT game did not end")
	}
	b, err := json.Marshal(map[string]any{"version": 1, "record": g.Record(), "seats": []string{"person", "person"}})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// overflowGameFile pastes a game file into the game-record viewer: two
// games, the second broken (its error shows beside the board).
const overflowGameFile = `(() => {
	document.querySelector('#games-paste').value = '[Event "Club evening"]\n[White "Ann"]\n[Red "Bob"]\n@0/ @1\\ A0/ 1-0\n\n[White "Cid"]\n[Red "Dee"]\n@0/ Z9+\n';
	document.querySelector('#games-load').click();
	return true;
})()`

// overflowScreens are every screen, in an order that needs no reload. The
// Trax game is a finished one (its end banner shows), loaded once.
var overflowScreens = []overflowScreen{
	{name: "home", hash: "#view=home", ready: "#home"},
	{name: "embed", hash: "#view=embed", ready: "#embed #embed-snippet"},
	{name: "trax-end", hash: "#game=trax&variant=trax", ready: `#game[data-ready="1"] #result-box`},
	{name: "trax-review", click: "#review", ready: `#moves [data-move="0"].move-current`, leave: "#to-end"},
	{name: "trax-new-game", click: "#new-game", ready: "#new-game-dialog", leave: "#cancel-new-game"},
	{name: "trax-rules", hash: "#game=trax&view=rules", ready: `#rules[data-game="trax"]`},
	{name: "trax-learn", hash: "#game=trax&view=learn", ready: "#learn #exercise"},
	{name: "trax-puzzles", hash: "#game=trax&view=puzzles", ready: `#puzzles[data-ready="1"]`},
	{name: "trax-games", hash: "#game=trax&view=games", ready: `#games[data-ready="1"]`},
	{name: "trax-games-replay", fill: overflowGameFile, click: `#games-list [data-game="1"] .games-item`, ready: "#games-replay-error"},
	{name: "trax-solitaire", hash: "#game=trax&variant=solitaire3&deal=7", ready: `#solitaire[data-ready="1"]`},
	{name: "traxit-end", hash: "#game=traxit", ready: "#traxit-result"},
	{name: "traxit-new-game", click: "#traxit-new-game", ready: "#traxit-new-dialog", leave: "#traxit-cancel-new"},
	{name: "traxit-rules", hash: "#game=traxit&view=rules", ready: `#rules[data-game="traxit"]`},
	{name: "traxit-scoresheet", hash: "#game=traxit&view=scoresheet", ready: `#scoresheet[data-game="traxit"]`},
	{name: "trakkx", hash: "#game=trakkx", ready: `#trakkx[data-ready="1"] #new-game`},
	{name: "trakkx-new-game", click: "#new-game", ready: "#new-game-form", leave: "#cancel-new-game"},
	{name: "trakkx-rules", hash: "#game=trakkx&view=rules", ready: `#rules[data-game="trakkx"]`},
	{name: "trakkx-scoresheet", hash: "#game=trakkx&view=scoresheet&players=4", ready: `#scoresheet[data-game="trakkx"]`},
}

// TestNoOverflow opens every screen in every language at phone and
// desktop width and fails on any control whose text does not fit.
func TestNoOverflow(t *testing.T) {
	t.Parallel()
	// Three languages a browser: a part loads the app once, and a screen
	// takes less than half a second.
	tour := screenTour{base: appURL(t), traxitEnd: finishedTraxit(t), langs: i18n.Languages, langsPerPart: 3}
	tour.walk(t, func(t *testing.T, ctx context.Context, s overflowScreen) {
		if probs := js[[]string](t, ctx, overflowCheck); len(probs) > 0 {
			t.Errorf("%d controls do not fit:\n  %s", len(probs), strings.Join(probs, "\n  "))
		}
	})
}

// screenSizes are the window sizes every screen is checked at: a phone's
// and a desktop's.
var screenSizes = []struct {
	name string
	w, h int64
}{{"phone", 390, 844}, {"desktop", 1366, 800}}

// screenTour is the walk of the overflow, accessibility and contrast
// tests through every screen (overflowScreens). It is cut in parts that
// run in parallel, one per window size and language (or group of
// languages), each in a browser of its own: there the app is loaded once,
// with a finished Trax game on its board (its end banner shows) and a
// finished TRAXIT game saved (its banner shows on its screen, which reads
// the save when first opened, after this load); then in each language,
// changed with the app's own menu, each screen is opened in turn,
// checked, and its dialog closed.
type screenTour struct {
	base      string      // the server's address
	traxitEnd string      // the finished TRAXIT game's save (finishedTraxit)
	langs     []i18n.Lang // the languages; none: English only, the menu untouched
	// langsPerPart is how many languages one part walks (0: one).
	langsPerPart int
	// script, when set, is evaluated once the app is loaded (axe-core:
	// the page is a single-page app, so it stays).
	script string
	// prepare, when set, runs in each part's fresh browser before the app
	// loads (the device's colour scheme).
	prepare func(t *testing.T, ctx context.Context)
	// loaded, when set, runs once the app is loaded, before the games are
	// set up.
	loaded func(t *testing.T, ctx context.Context, size string)
}

// walk runs check on every screen, in parts that run in parallel: a
// subtest <size>/<languages> each (the languages joined with "+"; <size>
// alone without languages), with a subtest <language>/<screen> for each
// screen (<screen> when the part has one language or none). The parts end
// after the caller's test function returns: what must follow all of them
// goes in t.Cleanup.
func (tour screenTour) walk(t *testing.T, check func(t *testing.T, ctx context.Context, s overflowScreen)) {
	t.Helper()
	langs := tour.langs
	if len(langs) == 0 {
		langs = []i18n.Lang{""}
	}
	per := max(tour.langsPerPart, 1)
	for _, size := range screenSizes {
		for group := range slices.Chunk(langs, per) {
			part := size.name
			if group[0] != "" {
				names := make([]string, len(group))
				for i, l := range group {
					names[i] = string(l)
				}
				part += "/" + strings.Join(names, "+")
			}
			t.Run(part, func(t *testing.T) {
				t.Parallel()
				ctx := newBrowserWithin(t, 10*time.Minute)
				if tour.prepare != nil {
					tour.prepare(t, ctx)
				}
				do(t, ctx, size.name, chromedp.EmulateViewport(size.w, size.h))
				openPlayable(t, ctx, tour.base+"?game=trax&ai=0&lang=en")
				if tour.loaded != nil {
					tour.loaded(t, ctx, size.name)
				}
				js[bool](t, ctx, fmt.Sprintf(`localStorage.setItem(%q, %q), true`, finishedTraxitKey, tour.traxitEnd))
				loadRecord(t, ctx, `@0/ @1+ B2+ B3\ C2/ D2/ A0+ C1+`, "Loaded 8 moves")
				if tour.script != "" {
					js[bool](t, ctx, tour.script+";\ntrue")
				}
				for _, lang := range group {
					prefix := ""
					if lang != "" {
						setLanguage(t, ctx, lang)
					}
					if len(group) > 1 {
						prefix = string(lang) + "/"
					}
					for _, s := range overflowScreens {
						t.Run(prefix+s.name, func(t *testing.T) {
							openScreen(t, ctx, s)
							check(t, ctx, s)
							if s.leave != "" {
								js[bool](t, ctx, fmt.Sprintf(`document.querySelector(%q).click(), true`, s.leave))
								waitJS(t, ctx, "back from "+s.name, fmt.Sprintf(`!document.querySelector(%q)`, s.ready))
							}
						})
					}
				}
			})
		}
	}
}

// setLanguage switches the app to lang with its language menu.
func setLanguage(t *testing.T, ctx context.Context, lang i18n.Lang) {
	t.Helper()
	js[bool](t, ctx, fmt.Sprintf(`(() => {
		const m = document.getElementById('lang-menu');
		if (!m) return false;
		m.value = %q;
		m.dispatchEvent(new Event('change', { bubbles: true }));
		return true;
	})()`, lang))
	waitJS(t, ctx, "the language "+string(lang), fmt.Sprintf(`document.documentElement.lang === %q`, lang))
}

// openScreen goes to screen s and waits until it is drawn and settled.
func openScreen(t *testing.T, ctx context.Context, s overflowScreen) {
	t.Helper()
	if s.hash != "" {
		js[bool](t, ctx, fmt.Sprintf(`location.hash = %q, true`, s.hash))
	}
	if s.fill != "" {
		js[bool](t, ctx, s.fill)
	}
	if s.click != "" {
		waitJS(t, ctx, s.click, fmt.Sprintf(`document.querySelector(%q)`, s.click))
		js[bool](t, ctx, fmt.Sprintf(`document.querySelector(%q).click(), true`, s.click))
	}
	waitJS(t, ctx, s.name, fmt.Sprintf(`document.querySelector(%q)`, s.ready))
	// Let the frame settle (fonts, the move list's scroll), and every
	// animation that ends (a banner's fade-in, which starts late) end: a
	// check made halfway through a fade sees colours that are not the
	// page's. A loaded machine draws late, so this waits for the
	// animations themselves, not for a time.
	js[bool](t, ctx, settled)
}

// settled resolves once every finite animation of the page has ended and
// a frame has been drawn since.
const settled = `new Promise((r) => setTimeout(r, 150)).then(() => Promise.all(document.getAnimations()
	.filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
	.map((a) => a.finished.catch(() => null))))
	.then(() => new Promise((r) => requestAnimationFrame(() => r(true))))`
