package e2e

// Browser tests of TRAXIT's New game form (app/traxit/newgame.go): what a
// player picks for each seat is what the game started by Start has.

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestTraxitNewGameAllPersons: with 2, 3 and 4 players, picking "person"
// for every seat of the New game form (by mouse, by Enter and by Space
// on the focused button) checks that choice in the form, and the game
// Start begins has a person at every seat: the scores table names each
// seat a person, the first seat acts as a person, and a reload keeps it.
// Each round starts from a game whose other seats are the computer's, so
// every "person" picked changes a seat.
func TestTraxitNewGameAllPersons(t *testing.T) {
	t.Parallel()
	for _, players := range []int{2, 3, 4} {
		t.Run(strconv.Itoa(players)+" players", func(t *testing.T) {
			t.Parallel()
			checkTraxitAllPersons(t, players)
		})
	}
}

// checkTraxitAllPersons is TestTraxitNewGameAllPersons for one number of
// players, in a browser of its own.
func checkTraxitAllPersons(t *testing.T, players int) {
	ctx, base := newPage(t)
	openTraxit(t, ctx, base, "load=1")
	loads := 1
	key := func(name, k string) func(sel string) {
		return func(sel string) {
			do(t, ctx, "focus "+sel, chromedp.Focus(chromedp.CSS(sel)))
			if !js[bool](t, ctx, unobscured(sel)) {
				t.Errorf("%d players: the focused %s is hidden under another element", players, sel)
			}
			do(t, ctx, name+" on "+sel, chromedp.KeyEvent(k))
		}
	}
	press := map[string]func(sel string){
		"mouse": func(sel string) { click(t, ctx, sel) },
		"enter": key("Enter", kb.Enter),
		"space": key("Space", " "),
	}
	for _, how := range []string{"mouse", "enter", "space"} {
		name := fmt.Sprintf("%d players by %s", players, how)
		computers := map[int]string{}
		for seat := 1; seat < players; seat++ {
			computers[seat] = "easy"
		}
		startTraxit(t, ctx, players, computers)
		if kinds, want := traxitSeatKinds(t, ctx), "person"+strings.Repeat(" computer", players-1); kinds != want {
			t.Fatalf("%s: the game before the form has seats %q, want %q", name, kinds, want)
		}

		press[how]("#traxit-new-game")
		waitJS(t, ctx, "the new-game form", `document.getElementById("traxit-new-dialog")`)
		press[how]("#traxit-players-" + strconv.Itoa(players))
		for seat := range players {
			sel := fmt.Sprintf("#traxit-seat-%d-person", seat)
			press[how](sel)
			checked := fmt.Sprintf(`document.querySelector(%q).getAttribute("aria-checked") === "true"`, sel)
			if !waitUntil(t, ctx, checked) {
				t.Errorf("%s: seat %d's Person choice is not checked after it was picked (seat's choices: %s)", name, seat,
					js[string](t, ctx, fmt.Sprintf(`[...document.querySelectorAll('[data-form-seat="%d"]')].map((b) => b.id + "=" + b.getAttribute("aria-checked")).join(" ")`, seat)))
			}
		}
		press[how]("#traxit-start")
		waitJS(t, ctx, "the new game", `!document.getElementById("traxit-new-dialog") && document.getElementById("traxit").dataset.phase === "place"`)

		want := strings.TrimSpace(strings.Repeat("person ", players))
		if kinds := traxitSeatKinds(t, ctx); kinds != want {
			t.Errorf("%s: after Start the seats are %q, want %q", name, kinds, want)
		}
		if s := readTraxit(t, ctx); s.Actor != "person" || s.Actions != 0 {
			t.Errorf("%s: after Start seat %d acts as %q after %d actions, want a person before any action", name, s.ToAct, s.Actor, s.Actions)
		}
		loads++
		openTraxit(t, ctx, base, "load="+strconv.Itoa(loads))
		if kinds := traxitSeatKinds(t, ctx); kinds != want {
			t.Errorf("%s: after a reload the seats are %q, want %q", name, kinds, want)
		}
	}
}

// traxitSeatKinds returns the kind (person or computer) of every seat,
// in seat order, as the scores table names them, space separated.
func traxitSeatKinds(t *testing.T, ctx context.Context) string {
	t.Helper()
	waitJS(t, ctx, "the scores table", `document.querySelector("#traxit-scores [data-score-seat] [data-seat-kind]")`)
	return js[string](t, ctx, `[...document.querySelectorAll("#traxit-scores [data-score-seat] [data-seat-kind]")].map((e) => e.dataset.seatKind).join(" ")`)
}

// unobscured is a script that tells whether the centre of the element
// matching sel shows that element (or a part of it), not another one
// drawn over it.
func unobscured(sel string) string {
	return fmt.Sprintf(`(() => {
		const e = document.querySelector(%q), r = e.getBoundingClientRect();
		const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
		return !!top && (top === e || e.contains(top));
	})()`, sel)
}

// waitUntil reports whether cond becomes true within a few seconds (the
// form renders on the next frame).
func waitUntil(t *testing.T, ctx context.Context, cond string) bool {
	t.Helper()
	return js[bool](t, ctx, fmt.Sprintf(`new Promise((ok) => {
		const start = Date.now();
		const poll = () => { if (%s) ok(true); else if (Date.now() - start > 5000) ok(false); else setTimeout(poll, 50); };
		poll();
	})`, cond))
}
