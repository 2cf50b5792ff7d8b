package e2e

// Browser tests of the shell's saved-game layer (app/saves.go), run for
// each of the three games (issue 23, items 2, 3 and 4): two tabs on the
// same game, a save the app cannot read, and a full storage.
//
// The DOM contract used here: the shell's notices #notices with
// #save-problem (data-problem "full" or "blocked"), #save-elsewhere, and
// per unreadable save .kept-aside (data-key, data-backup) with its button
// .copy-aside, then .aside-copied or the text box .aside-text.

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"traxapp/app/i18n"
	// The games' catalogs, for the words the tests expect.
	_ "traxapp/app/trakkx"
	_ "traxapp/app/trax"
	_ "traxapp/app/traxit"
)

// savedGameCase is one game as these tests drive it.
type savedGameCase struct {
	id    string // the game's ID
	key   string // its save's storage key
	ready string // the selector of its screen once playable
	// twoPlayers is the fragment that opens a game of two people on this
	// device; setup finishes it (TRAXIT's new-game form).
	twoPlayers string
	setup      func(t *testing.T, ctx context.Context, base string)
	// move makes the player to act do one action, and waits for it.
	move func(t *testing.T, ctx context.Context)
	// progress counts the actions on the screen.
	progress func(t *testing.T, ctx context.Context) int
	// valid is a save of version 1 in the game's format, nearly
	// readable: its version is raised to 99 for a newer app's save.
	valid string
	// newerKey is the catalog key of the game's words for a save made by
	// a newer version of the app.
	newerKey string
}

// traxitTwoPeople is the save of a new TRAXIT game of two people.
const traxitTwoPeople = `{"version":1,"record":"traxit 1\nplayers 2\nsets 4\nrounds 4\nstart 0\ncardset provisional-16\ncards P01 P02 P03 P04 P05 P06 P07 P08 P09 P10 P11 P12 P13 P14 P15 P16\nbonus set\ntiebreak no\n","seats":["person","person"]}`

var savedGameCases = []savedGameCase{
	{
		id: "trax", key: "traxapp.game", ready: playableSelector,
		twoPlayers: "game=trax&ai=0",
		setup:      func(*testing.T, context.Context, string) {},
		move: func(t *testing.T, ctx context.Context) {
			tiles := count(t, ctx, "[data-tile]")
			do(t, ctx, "click a space", chromedp.Click(chromedp.CSS("[data-space]")))
			waitJS(t, ctx, "the tile choices", `document.querySelector("[data-choice]")`)
			do(t, ctx, "click a tile", chromedp.Click(chromedp.CSS("[data-choice]")))
			waitJS(t, ctx, "the tile laid", fmt.Sprintf("document.querySelectorAll('[data-tile]').length > %d", tiles))
		},
		progress: func(t *testing.T, ctx context.Context) int { return len(strings.Fields(record(t, ctx))) },
		valid:    `{"version":1,"variant":"trax","record":"@0/","index":1}`,
		newerKey: "trax.msg.saved-newer",
	},
	{
		id: "traxit", key: "traxapp.traxit.game", ready: traxitReady,
		twoPlayers: "game=traxit",
		setup: func(t *testing.T, ctx context.Context, base string) {
			js[bool](t, ctx, fmt.Sprintf(`localStorage.setItem("traxapp.traxit.game", %q), true`, traxitTwoPeople))
			openGame(t, ctx, base, "setup=1", "game=traxit", traxitReady)
		},
		move: func(t *testing.T, ctx context.Context) {
			playPersonAction(t, ctx, waitTraxitSettled(t, ctx))
		},
		progress: func(t *testing.T, ctx context.Context) int { return readTraxit(t, ctx).Actions },
		valid:    traxitTwoPeople,
		newerKey: "traxit.msg.saved-newer",
	},
	{
		id: "trakkx", key: "traxapp.trakkx.game", ready: trakkxReady,
		twoPlayers: "game=trakkx&seats=person,person&seed=1",
		setup:      func(*testing.T, context.Context, string) {},
		move: func(t *testing.T, ctx context.Context) {
			// The last drawer's hand is still shown until they hide it
			// for the hand-over; then the next player reveals theirs.
			if count(t, ctx, "#hide-hand") > 0 {
				tap(t, ctx, "#hide-hand")
				waitJS(t, ctx, "the hand-over", `document.getElementById("reveal")`)
			}
			if count(t, ctx, "#reveal") > 0 {
				tap(t, ctx, "#reveal")
			}
			waitJS(t, ctx, "the Draw button", `document.getElementById("draw") && !document.getElementById("draw").disabled`)
			bag := js[int](t, ctx, `+document.getElementById("bag").dataset.count`)
			tap(t, ctx, "#draw")
			waitJS(t, ctx, "the token drawn", fmt.Sprintf(`+document.getElementById("bag").dataset.count < %d`, bag))
		},
		// Each action here draws a token from the bag.
		progress: func(t *testing.T, ctx context.Context) int {
			return 100 - js[int](t, ctx, `+document.getElementById("bag").dataset.count`)
		},
		valid:    `{"version":1,"seats":[{},{}],"match":{"games":1,"first":0},"record":""}`,
		newerKey: "trakkx.notice.newer-save",
	},
}

// openGame opens the page at fragment in a new document (query tells
// loads apart) and waits for sel.
func openGame(t *testing.T, ctx context.Context, base, query, fragment, sel string) {
	t.Helper()
	openView(t, ctx, base+"?"+query+"#"+fragment, sel)
}

// front brings the tab of ctx to the front, so that it renders.
func front(t *testing.T, ctx context.Context) {
	t.Helper()
	do(t, ctx, "bring the tab to the front", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, page.BringToFront, cdp.Empty{})
		return err
	}))
}

// TestSavesTwoTabs: tabs A and B show the same game; A plays, then B
// plays. B follows A's move (and says so) before its own, and the saved
// game holds both: neither tab writes over the other's newer save.
func TestSavesTwoTabs(t *testing.T) {
	t.Parallel()
	for _, gc := range savedGameCases {
		t.Run(gc.id, func(t *testing.T) {
			t.Parallel()
			a, base := newPage(t)
			openGame(t, a, base, "tab=a", gc.twoPlayers, gc.ready)
			gc.setup(t, a, base)
			gc.move(t, a)
			start := gc.progress(t, a)
			b, cancel := chromedp.NewContext(a)
			defer cancel()
			openGame(t, b, base, "tab=b", "game="+gc.id, gc.ready)
			if got := gc.progress(t, b); got != start {
				front(t, a)
				t.Fatalf("tab B opened with %d actions, want tab A's %d (A now %d; saved %s)", got, start, gc.progress(t, a), js[string](t, a, fmt.Sprintf("localStorage.getItem(%q)", gc.key)))
			}
			// The screen B shows is the one that takes the notice: go-app
			// mounts no new one (it once did, whenever the shell's notices
			// came or went, its focus and state lost).
			js[bool](t, b, fmt.Sprintf(`(window.screenShown = document.querySelector(%q)) !== null`, gc.ready))
			front(t, a)
			gc.move(t, a)
			front(t, b)
			waitJS(t, b, "tab B says the game changed in another tab", `document.getElementById("save-elsewhere")`)
			if !js[bool](t, b, fmt.Sprintf(`document.querySelector(%q) === window.screenShown`, gc.ready)) {
				t.Error("the notice came with a new screen: go-app mounted the game again")
			}
			if got := gc.progress(t, b); got != start+1 {
				t.Errorf("tab B shows %d actions after A's move, want %d", got, start+1)
			}
			want := i18n.For(i18n.English).T("notice.changed-elsewhere")
			if got := text(t, b, "#save-elsewhere"); got != want {
				t.Errorf("tab B's notice %q, want %q", got, want)
			}
			gc.move(t, b)
			// A fresh page reads the save: both tabs' moves.
			openGame(t, a, base, "tab=c", "game="+gc.id, gc.ready)
			if got := gc.progress(t, a); got != start+2 {
				t.Errorf("the saved game has %d actions, want %d (A's move and B's)", got, start+2)
			}
		})
	}
}

// TestSavesUnreadableKeptAside: a save the app cannot read (garbage, or
// one from a newer version) is kept under a backup key before the new
// game is saved over it, and the notice offers it as text.
func TestSavesUnreadableKeptAside(t *testing.T) {
	t.Parallel()
	for _, gc := range savedGameCases {
		t.Run(gc.id, func(t *testing.T) {
			t.Parallel()
			ctx, base := newPage(t)
			openGame(t, ctx, base, "load=0", "game="+gc.id, gc.ready)
			newer := strings.Replace(gc.valid, `"version":1`, `"version":99`, 1)
			// The clipboard refuses: the text is shown, selected.
			for i, data := range []string{"}{ not a save", newer} {
				js[bool](t, ctx, fmt.Sprintf(`localStorage.clear(), localStorage.setItem(%q, %q), true`, gc.key, data))
				openGame(t, ctx, base, fmt.Sprintf("load=%d", i+1), "game="+gc.id+"&lang=fr", gc.ready)
				waitJS(t, ctx, "the kept-aside notice", `document.querySelector(".kept-aside .copy-aside")`)
				if got := js[string](t, ctx, fmt.Sprintf(`localStorage.getItem(%q)`, gc.key+".unreadable")); got != data {
					t.Errorf("%q: the backup holds %q", data, got)
				}
				if got := js[string](t, ctx, fmt.Sprintf(`localStorage.getItem(%q) || ""`, gc.key)); got == data {
					t.Errorf("%q: no new game saved in its place", data)
				}
				fr := i18n.For(i18n.French)
				if data == newer && !js[bool](t, ctx, fmt.Sprintf(`document.body.textContent.includes(%q)`, fr.T(gc.newerKey))) {
					t.Errorf("a newer version's save: the page does not say %q", fr.T(gc.newerKey))
				}
				if got := text(t, ctx, ".kept-aside"); !strings.Contains(got, fr.T("notice.kept-aside.game")) || !strings.Contains(got, fr.T("notice.copy-text")) {
					t.Errorf("%q: notice %q, want it in French with %q", data, got, fr.T("notice.copy-text"))
				}
				js[bool](t, ctx, `Object.defineProperty(navigator, 'clipboard', {configurable: true,
					value: {writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError"))}}), true`)
				tap(t, ctx, ".copy-aside")
				waitJS(t, ctx, "the text selected", `document.activeElement && document.activeElement.classList.contains("aside-text")`)
				if got := js[string](t, ctx, `(() => { const e = document.querySelector(".aside-text"); return e.value.substring(e.selectionStart, e.selectionEnd); })()`); got != data {
					t.Errorf("%q: the text box selects %q", data, got)
				}
			}
			// A clipboard that works takes the text.
			stubClipboard(t, ctx)
			tap(t, ctx, ".copy-aside")
			waitJS(t, ctx, "copied", `document.querySelector(".aside-copied")`)
			if got := js[string](t, ctx, `window.traxCopied`); got != newer {
				t.Errorf("the clipboard got %q, want %q", got, newer)
			}
		})
	}
}

// fillStorage fills localStorage until a single character more does not
// fit (QuotaExceededError).
const fillStorage = `(() => {
	let n = 0;
	for (let size = 1 << 22; size >= 1; size = Math.floor(size / 2)) {
		const chunk = "x".repeat(size);
		for (;;) {
			try { localStorage.setItem("traxtest.fill." + n, chunk); n++; } catch (e) { break; }
		}
	}
	try { localStorage.setItem("traxtest.probe", "1"); return false; } catch (e) { return e.name === "QuotaExceededError"; }
})()`

// TestSavesStorageFull: with localStorage full, the move that could not
// be saved says at once, in the player's language, that the game is not
// being saved because storage is full; after a reload the notice still
// blames the full storage, not private mode.
func TestSavesStorageFull(t *testing.T) {
	t.Parallel()
	langs := map[string]i18n.Lang{"trax": i18n.English, "traxit": i18n.German, "trakkx": i18n.Spanish}
	for _, gc := range savedGameCases {
		t.Run(gc.id, func(t *testing.T) {
			t.Parallel()
			p := i18n.For(langs[gc.id])
			ctx, base := newPage(t)
			openGame(t, ctx, base, "load=1", gc.twoPlayers+"&lang="+string(langs[gc.id]), gc.ready)
			gc.setup(t, ctx, base)
			openGame(t, ctx, base, "load=2", gc.twoPlayers+"&lang="+string(langs[gc.id]), gc.ready)
			gc.move(t, ctx)
			if n := count(t, ctx, "#save-problem"); n != 0 {
				t.Fatalf("a save problem before storage is full: %q", text(t, ctx, "#save-problem"))
			}
			if !js[bool](t, ctx, fillStorage) {
				t.Fatal("could not fill localStorage")
			}
			gc.move(t, ctx)
			waitJS(t, ctx, "the notice that the game is not saved", `document.querySelector('#save-problem[data-problem="full"]')`)
			if got, want := text(t, ctx, "#save-problem"), p.T("notice.storage-full"); got != want {
				t.Errorf("notice %q, want %q", got, want)
			}
			openGame(t, ctx, base, "load=3", "game="+gc.id, gc.ready)
			waitJS(t, ctx, "the notice after a reload", `document.querySelector('#save-problem')`)
			if got := js[string](t, ctx, `document.getElementById("save-problem").dataset.problem`); got != "full" {
				t.Errorf("after a reload the notice blames %q storage (%q), want full", got, text(t, ctx, "#save-problem"))
			}
		})
	}
}

// TestSavesProgressKeptAside: lessons', puzzles' and solitaire's progress
// that cannot be read is kept under a backup key, and the player is told
// so in their language with Copy as text, before it starts afresh (issue
// 23, item 16).
func TestSavesProgressKeptAside(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"?load=0#view=home", "#home")
	sv := i18n.For(i18n.Swedish)
	for i, tc := range []struct{ key, fragment, ready string }{
		{"traxapp.lessons", "game=trax&view=learn", `#learn[data-ready="1"]`},
		{"traxapp.puzzles", "game=trax&view=puzzles", `#puzzles[data-ready="1"]`},
		{"traxapp.solitaire.solved", "game=trax&variant=solitaire3&deal=7", `#solitaire[data-ready="1"]`},
	} {
		const corrupt = `{"done": [1, 2`
		js[bool](t, ctx, fmt.Sprintf(`localStorage.clear(), localStorage.setItem(%q, %q), true`, tc.key, corrupt))
		openGame(t, ctx, base, fmt.Sprintf("load=%d", i+1), tc.fragment+"&lang=sv", tc.ready)
		waitJS(t, ctx, tc.key+": the kept-aside notice", fmt.Sprintf(`document.querySelector('.kept-aside[data-key=%q] .copy-aside')`, tc.key))
		if got := js[string](t, ctx, fmt.Sprintf(`localStorage.getItem(%q)`, tc.key+".unreadable")); got != corrupt {
			t.Errorf("%s: the backup holds %q", tc.key, got)
		}
		if got := text(t, ctx, ".kept-aside"); !strings.Contains(got, sv.T("notice.kept-aside.progress")) {
			t.Errorf("%s: notice %q, want it in Swedish", tc.key, got)
		}
	}
}
