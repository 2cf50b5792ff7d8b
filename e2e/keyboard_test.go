package e2e

// Keyboard-only play (issue 26): a short game of TRAXIT and of TRAKKX
// played with Tab, the arrow keys, Enter and Escape alone, checking where
// the focus goes after each action and what the live regions announced.
// The pages are read with JavaScript; every move is a key press.

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// press sends one key to the focused element.
func press(t *testing.T, ctx context.Context, k string) {
	t.Helper()
	do(t, ctx, "key "+k, chromedp.KeyEvent(k))
}

// focused describes the focused element: its id, data-cell, data-card or
// data-hand, else its tag.
func focused(t *testing.T, ctx context.Context) string {
	t.Helper()
	return js[string](t, ctx, `(() => { const a = document.activeElement; if (!a) return '';
		return a.id || a.getAttribute('data-cell') || a.getAttribute('data-card') || a.getAttribute('data-hand') || a.tagName; })()`)
}

// waitFocus waits until the focused element matches sel.
func waitFocus(t *testing.T, ctx context.Context, what, sel string) {
	t.Helper()
	cond := fmt.Sprintf(`document.activeElement && document.activeElement.matches(%q)`, sel)
	if !js[bool](t, ctx, fmt.Sprintf(`new Promise((resolve) => {
		const t0 = performance.now();
		const check = () => {
			if (%s) { resolve(true); return; }
			if (performance.now() - t0 > 30000) { resolve(false); return; }
			requestAnimationFrame(check);
		};
		check();
	})`, cond)) {
		t.Fatalf("timed out waiting for %s focused (%s): the focus is on %s", what, sel, focused(t, ctx))
	}
}

// tabTo presses Tab (Shift+Tab when the first element matching sel is
// before the focus) until the focused element matches sel, at most max
// times: sel is reachable with the keyboard.
func tabTo(t *testing.T, ctx context.Context, sel string, max int) {
	t.Helper()
	for range max {
		where := js[string](t, ctx, fmt.Sprintf(`(() => {
			const a = document.activeElement;
			if (a && a.matches(%q)) return 'here';
			const el = document.querySelector(%[1]q);
			return el && a && a !== document.body && (a.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) ? 'back' : 'on';
		})()`, sel))
		switch where {
		case "here":
			return
		case "back":
			do(t, ctx, "Shift+Tab", chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift)))
		default:
			press(t, ctx, kb.Tab)
		}
	}
	t.Fatalf("%s not reached in %d Tabs (focus on %s)", sel, max, focused(t, ctx))
}

// settle lets the page draw what the last key did.
func settle(t *testing.T, ctx context.Context) {
	t.Helper()
	js[bool](t, ctx, `new Promise((r) => setTimeout(() => requestAnimationFrame(() => r(true)), 200))`)
}

// TestTraxitKeyboard opens and cancels the New game dialog, starts a game
// against the computer, places both pawns and plays the next actions with
// the keyboard alone: the focus goes into the dialog and back, and after
// every action and computer turn to the next action; the live region
// says each action and the card picked, by its steps.
func TestTraxitKeyboard(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openTraxit(t, ctx, base, "kb=1")
	waitJS(t, ctx, "the title", `document.title.startsWith("TRAXIT — ")`)
	tabTo(t, ctx, "#traxit-new-game", 120)
	press(t, ctx, kb.Enter)
	waitFocus(t, ctx, "the dialog's first control", "#traxit-new-dialog *")
	press(t, ctx, kb.Escape)
	waitJS(t, ctx, "the dialog closed by Escape", `!document.getElementById("traxit-new-dialog")`)
	waitFocus(t, ctx, "New game again", "#traxit-new-game")
	press(t, ctx, kb.Enter)
	waitFocus(t, ctx, "the dialog's first control", "#traxit-new-dialog *")
	for _, sel := range []string{"#traxit-players-2", "#traxit-seat-0-person", "#traxit-seat-1-easy", "#traxit-opt-short"} {
		tabTo(t, ctx, sel, 40) // Tab stays inside the dialog: it comes round
		press(t, ctx, kb.Enter)
		settle(t, ctx)
	}
	tabTo(t, ctx, "#traxit-start", 40)
	press(t, ctx, kb.Enter)
	waitJS(t, ctx, "the new game", `!document.getElementById("traxit-new-dialog") && document.getElementById("traxit").dataset.phase === "place"`)

	announced := func() string { return text(t, ctx, "#traxit-announce") }
	acted := 0
	for step := 0; acted < 4 && step < 20; step++ {
		s := waitTraxitSettled(t, ctx)
		if s.Result || s.Sets {
			break
		}
		// The focus went to the next action by itself.
		waitFocus(t, ctx, "the next action ("+s.Phase+")", "[data-next-action]")
		switch s.Phase {
		case "place":
			first := focused(t, ctx)
			press(t, ctx, kb.Enter)
			waitJS(t, ctx, "the first pawn placed", `document.querySelector("[data-ghost]")`)
			if got := announced(); !strings.HasPrefix(got, "First pawn on ") {
				t.Errorf("the first start cell announced %q", got)
			}
			settle(t, ctx)
			if focused(t, ctx) == first {
				press(t, ctx, kb.ArrowRight)
				if focused(t, ctx) == first {
					press(t, ctx, kb.ArrowLeft)
				}
			}
			press(t, ctx, kb.Enter)
			waitJS(t, ctx, "the pawns placed", fmt.Sprintf(`Number(document.getElementById("traxit").dataset.actions) > %d`, s.Actions))
			if got := announced(); !strings.Contains(got, "placed pawns on") {
				t.Errorf("placing announced %q", got)
			}
		case "choose":
			press(t, ctx, kb.Enter)
			if !js[bool](t, ctx, `new Promise((r) => setTimeout(() => r(!!document.querySelector('[data-card][aria-pressed="true"]')), 3000))`) {
				t.Fatalf("Enter on %s picked no card", focused(t, ctx))
			}
			if got := announced(); !strings.HasPrefix(got, "Card ") || !strings.Contains(got, "It ") {
				t.Errorf("picking a card announced %q, want the card's steps and where it leads", got)
			}
			tabTo(t, ctx, "#traxit-give", 20)
			press(t, ctx, kb.Enter)
			waitJS(t, ctx, "the card given", fmt.Sprintf(`Number(document.getElementById("traxit").dataset.actions) > %d`, s.Actions))
			// The computer may have moved already: its move is said then.
			if got := announced(); !strings.Contains(got, "gave") && !strings.Contains(got, "Blue") {
				t.Errorf("giving the card announced %q", got)
			}
		case "move", "traxit":
			if js[bool](t, ctx, `document.activeElement.getAttribute("data-target") === "1"`) {
				// A destination only one pawn reaches: Enter moves it.
				press(t, ctx, kb.Enter)
				waitJS(t, ctx, "the pawn moved", fmt.Sprintf(`Number(document.getElementById("traxit").dataset.actions) > %d`, s.Actions))
				acted++
				continue
			}
			press(t, ctx, kb.Enter) // picks the pawn focused
			waitJS(t, ctx, "the pawn's destinations", `document.querySelector('[data-cell][data-target="1"]')`)
			picked := js[bool](t, ctx, `!!document.querySelector('[data-cell][data-picked="1"]')`)
			if got := announced(); s.Phase == "move" && picked && !strings.HasPrefix(got, "Picked: ") {
				t.Errorf("picking a pawn announced %q", got)
			}
			tabTo(t, ctx, `[data-cell][data-target="1"]`, 40)
			press(t, ctx, kb.Enter)
			waitJS(t, ctx, "the pawn moved", fmt.Sprintf(`Number(document.getElementById("traxit").dataset.actions) > %d`, s.Actions))
			if got := announced(); !strings.Contains(got, "moved from") && !strings.Contains(got, "TRAXIT") {
				t.Errorf("moving announced %q", got)
			}
		}
		acted++
	}
	if acted < 3 {
		t.Errorf("played %d actions with the keyboard, want at least 3", acted)
	}
}

// TestTrakkxKeyboard starts a game against the computer from the New game
// dialog and plays turns with the keyboard alone: the table is one tab
// stop moved by the arrow keys, a token laid keeps the focus on its cell,
// the problems are read out, and after the computer's turn the focus is
// back in the hand.
func TestTrakkxKeyboard(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"?kb=1&seats=person,easy&seed=3#game=trakkx", trakkxReady)
	waitJS(t, ctx, "the title", `document.title.startsWith("TRAKKX — ")`)
	tabTo(t, ctx, "#new-game", 200)
	press(t, ctx, kb.Enter)
	waitFocus(t, ctx, "the dialog's first control", "#new-game-form *")
	press(t, ctx, kb.Escape)
	waitJS(t, ctx, "the dialog closed by Escape", `!document.getElementById("new-game-form")`)
	waitFocus(t, ctx, "New game again", "#new-game")
	press(t, ctx, kb.Enter)
	waitFocus(t, ctx, "the dialog's first control", "#new-game-form *")
	tabTo(t, ctx, "#start", 60)
	press(t, ctx, kb.Enter)
	waitJS(t, ctx, "the new game", `!document.getElementById("new-game-form")`)

	js[bool](t, ctx, `(window.focusLog = [], document.addEventListener('focusin', (e) => { window.focusLog.push((e.target.dataset.cell || e.target.dataset.hand || e.target.id || e.target.tagName) + (e.target.disabled ? '(disabled)' : '')); if (window.focusLog.length > 12) window.focusLog.shift(); }, true), true)`)
	if n := count(t, ctx, `#table [data-cell][tabindex="0"]`); n != 1 {
		t.Fatalf("the table has %d tab stops, want 1", n)
	}
	for turn := 0; turn < 2; turn++ {
		waitJS(t, ctx, "the person's turn", `document.getElementById("trakkx").dataset.toMove === "0" && document.querySelector("#hand [data-next-action]")`)
		waitFocus(t, ctx, "the hand", "#hand [data-hand]")
		// The page draws the turn's start before a key: a full run once
		// pressed Enter on the hand's token the moment the computer's
		// turn ended, and nothing was picked (1 run in 3, never alone).
		settle(t, ctx)
		// A token of the hand, then its cell on the table.
		tabTo(t, ctx, `#hand [data-hand]:not([data-hand^="SWAP"]):not([data-hand^="PLUS3"])`, 20)
		press(t, ctx, kb.Enter)
		waitFocus(t, ctx, "the table's tab stop (focus log "+js[string](t, ctx, "window.focusLog.join(' ')")+")", `#table [data-cell][tabindex="0"]`)
		if got := text(t, ctx, "#message"); !strings.Contains(got, "picked") {
			t.Errorf("picking a token said %q", got)
		}
		press(t, ctx, kb.ArrowRight)
		for range 4 { // an empty cell: above the tokens there are two empty rows
			if !js[bool](t, ctx, `document.activeElement.hasAttribute("data-token")`) {
				break
			}
			press(t, ctx, kb.ArrowUp)
		}
		cell := focused(t, ctx)
		waitJS(t, ctx, "one tab stop, moved", fmt.Sprintf(`document.querySelectorAll('#table [tabindex="0"]').length === 1 && document.querySelector('#table [tabindex="0"]').dataset.cell === %q`, cell))
		press(t, ctx, kb.Enter)
		waitJS(t, ctx, "the token laid", fmt.Sprintf(`document.querySelector('#table [data-cell=%q][data-token]')`, cell))
		settle(t, ctx)
		if got := focused(t, ctx); got != cell {
			t.Errorf("after laying a token the focus is on %s, want its cell %s (focus log %s)", got, cell, js[string](t, ctx, "window.focusLog.join(' ')"))
		}
		label := js[string](t, ctx, fmt.Sprintf(`document.querySelector('#table [data-cell=%q]').getAttribute('aria-label')`, cell))
		if !strings.Contains(label, " at ") {
			t.Errorf("the cell laid says %q, want the token and where", label)
		}
		if js[string](t, ctx, `document.getElementById("problems").getAttribute("aria-live")`) != "polite" || count(t, ctx, "#problems [data-problem]") == 0 {
			t.Error("one token laid alone: no problem read out")
		}
		// Take it back and draw: the turn ends, the computer plays.
		tabTo(t, ctx, "#undo-all", 40)
		press(t, ctx, kb.Enter)
		waitJS(t, ctx, "the table as it was", `document.querySelectorAll("#table [data-token]").length === Number(document.getElementById("table").dataset.tokens)`)
		tabTo(t, ctx, "#draw", 40)
		press(t, ctx, kb.Enter)
		// The computer may answer before a poll sees its turn: wait for
		// what it did, said on the message line.
		waitJS(t, ctx, "the computer played", `document.getElementById("trakkx").dataset.toMove === "0" && document.getElementById("message").textContent.includes("Computer")`)
	}
}
