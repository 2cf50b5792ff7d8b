package e2e

// Browser tests of issue 23's TRAXIT and TRAKKX defects: a TRAXIT shown
// on the board until the players have seen it; TRAXIT's seats, start-cell
// targets, pawns that appear in place, a new-game dialog whose buttons
// stay in sight, switches for its options and a score table whose header
// lines up; TRAKKX's new-game form brought into view, its buttons in
// Trax's order, a table centred with a steady left edge, the hand in sight
// however tall the table, new tokens marked, the drawer shown the token
// drawn before the hand-over, and a refusal said once. Layouts are
// measured with getBoundingClientRect at 1366x800 and 390x844.

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// defectViewports are the desktop and phone sizes the layouts are
// checked at.
var defectViewports = []struct {
	name string
	w, h int64
}{{"desktop", 1366, 800}, {"phone", 390, 844}}

// inSight reports, as a JavaScript expression, whether the element
// matching sel lies wholly inside the window and is the element hit at its
// centre (nothing covers it, no scrolled box hides it).
func inSight(sel string) string {
	return fmt.Sprintf(`(() => {
		const el = document.querySelector(%q);
		if (!el) return false;
		const r = el.getBoundingClientRect();
		if (r.width === 0 || r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) return false;
		const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
		return !!hit && (hit === el || el.contains(hit));
	})()`, sel)
}

// openTraxitRelocation opens the two-person TRAXIT game of
// traxitRelocationRecord, Red to choose for Blue.
func openTraxitRelocation(t *testing.T, ctx context.Context, base string) {
	t.Helper()
	saved, _ := json.Marshal(map[string]any{"version": 1, "record": traxitRelocationRecord, "seats": []string{"person", "person"}})
	openTraxit(t, ctx, base, "load=1")
	js[bool](t, ctx, fmt.Sprintf(`localStorage.setItem("traxapp.traxit.game", %q), true`, saved))
	openTraxit(t, ctx, base, "load=2")
}

// TestTraxitShownOnBoard: when Red sends Blue's pawn down, the board
// draws its way down and a banner names both cells; the banner stays
// until it is closed.
func TestTraxitShownOnBoard(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	do(t, ctx, "desktop", chromedp.EmulateViewport(1366, 800))
	openTraxitRelocation(t, ctx, base)
	click(t, ctx, `#traxit-cards [data-card="P12"]`)
	waitJS(t, ctx, "P12 picked", `document.querySelector('[data-card="P12"]').getAttribute("aria-pressed") === "true"`)
	click(t, ctx, "#traxit-give")
	waitJS(t, ctx, "the TRAXIT phase", `document.getElementById("traxit").dataset.phase === "traxit"`)
	click(t, ctx, `[data-cell="h5"]`)
	waitJS(t, ctx, "the level-1 targets", `document.querySelector('[data-cell="h1"][data-target="1"]')`)
	click(t, ctx, `[data-cell="h1"]`)
	waitJS(t, ctx, "Blue's pawn on h1", `document.querySelector('[data-pawn="h1"][data-seat="1"]')`)
	waitJS(t, ctx, "the TRAXIT banner", `document.getElementById("traxit-done")`)
	if got := text(t, ctx, "#traxit-done p"); !strings.Contains(got, "h5") || !strings.Contains(got, "h1") {
		t.Errorf("the banner says %q, want the cells h5 and h1", got)
	}
	if n := count(t, ctx, `[data-traxit-way="h5-h1"]`); n != 1 {
		t.Errorf("%d ways down from h5 to h1 drawn, want 1", n)
	}
	// The banner lets taps through to the board but for its button.
	if !js[bool](t, ctx, inSight("#traxit-done-close")) || !js[bool](t, ctx, `(() => {
		const r = document.getElementById("traxit-done").getBoundingClientRect();
		return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
	})()`) {
		t.Error("the banner is not in sight")
	}
	// It stays while nobody acts.
	js[bool](t, ctx, `new Promise((ok) => setTimeout(() => ok(true), 2500))`)
	if count(t, ctx, "#traxit-done") != 1 || count(t, ctx, "[data-traxit-way]") != 1 {
		t.Fatal("the TRAXIT banner went away by itself")
	}
	click(t, ctx, "#traxit-done-close")
	waitJS(t, ctx, "the banner closed", `!document.getElementById("traxit-done") && !document.querySelector("[data-traxit-way]")`)
}

// TestTraxitPlacementLooks: while Red places, the start cells are ringed
// in red; new pawns appear in place (no glide from the corner); the
// scores name the computer's seat and their header lines up with the
// names.
func TestTraxitPlacementLooks(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	do(t, ctx, "desktop", chromedp.EmulateViewport(1366, 800))
	openTraxit(t, ctx, base, "load=1")
	startTraxit(t, ctx, 2, map[int]string{1: "easy"})
	s := readTraxit(t, ctx)
	if s.Phase != "place" || s.ToAct != 0 {
		t.Fatalf("new game: %+v, want Red placing", s)
	}
	red := js[string](t, ctx, `(() => { const d = document.createElement("div"); d.style.color = "var(--seat-red)"; document.body.append(d); const c = getComputedStyle(d).color; d.remove(); return c; })()`)
	strokes := js[[]string](t, ctx, `[...document.querySelectorAll("circle.target")].map((e) => getComputedStyle(e).stroke)`)
	if len(strokes) == 0 {
		t.Fatal("no start-cell targets while Red places")
	}
	for _, st := range strokes {
		if st != red {
			t.Errorf("a start-cell target of Red is drawn in %s, want Red's %s", st, red)
			break
		}
	}
	// Record every pawn's place each frame from now on: a pawn that
	// glides in passes through other places.
	js[bool](t, ctx, `(() => {
		window.pawnTrail = [];
		const look = () => {
			for (const p of document.querySelectorAll("[data-pawn]")) {
				const m = new DOMMatrix(getComputedStyle(p).transform);
				window.pawnTrail.push(p.getAttribute("data-pawn") + "@" + Math.round(m.e) + "," + Math.round(m.f) + "/" + p.style.transform);
			}
			if (window.pawnTrail.length < 4000) requestAnimationFrame(look);
		};
		look();
		return true;
	})()`)
	playPersonAction(t, ctx, s)
	waitJS(t, ctx, "the computer placed", `document.querySelectorAll("[data-pawn]").length === 4`)
	js[bool](t, ctx, `new Promise((ok) => setTimeout(() => ok(true), 800))`)
	trail := js[[]string](t, ctx, `window.pawnTrail`)
	for _, p := range trail {
		at, target, _ := strings.Cut(p, "/")
		_, xy, _ := strings.Cut(at, "@")
		x, y, _ := strings.Cut(xy, ",")
		if want := "translate(" + x + "px, " + y + "px)"; target != want {
			t.Errorf("a new pawn was seen at %s on its way to %s: it glided in", at, target)
			break
		}
	}
	kind := text(t, ctx, `#traxit-scores [data-score-seat="1"] [data-seat-kind="computer"]`)
	if kind == "" || !strings.Contains(kind, "Computer") {
		t.Errorf("the scores do not say Blue is the computer (%q)", kind)
	}
	if n := count(t, ctx, `#traxit-scores [data-score-seat="0"] [data-seat-kind="person"]`); n != 1 {
		t.Error("the scores do not say Red is a person")
	}
	align := js[string](t, ctx, `(() => {
		const head = document.querySelector("#traxit-scores tr:first-child th:first-child");
		const name = document.querySelector("#traxit-scores [data-score-seat] th");
		const h = head.getBoundingClientRect(), n = name.getBoundingClientRect();
		return [Math.round(h.left - n.left), Math.round(h.width - n.width), getComputedStyle(head).textAlign, getComputedStyle(name).display].join(" ");
	})()`)
	if align != "0 0 left table-cell" {
		t.Errorf("the Player header against the names (left offset, width difference, header align, name display) = %q, want \"0 0 left table-cell\"", align)
	}
}

// TestTraxitNewGameDialogFits: at desktop and phone size the new-game
// dialog of a 3-player game keeps Start and Cancel in sight, and its
// options are switches.
func TestTraxitNewGameDialogFits(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openTraxit(t, ctx, base, "load=1")
	for _, vp := range defectViewports {
		do(t, ctx, vp.name, chromedp.EmulateViewport(vp.w, vp.h))
		click(t, ctx, "#traxit-new-game")
		waitJS(t, ctx, "the new-game form", `document.getElementById("traxit-new-dialog")`)
		click(t, ctx, "#traxit-players-3")
		waitJS(t, ctx, "three seats", `document.getElementById("traxit-empty-label")`)
		for _, sel := range []string{"#traxit-start", "#traxit-cancel-new"} {
			if !js[bool](t, ctx, inSight(sel)) {
				t.Errorf("%s: %s is not in sight", vp.name, sel)
			}
		}
		sw := js[string](t, ctx, `(() => {
			const b = document.getElementById("traxit-opt-short");
			const track = b.querySelector(".toggle-track");
			return [b.getAttribute("aria-pressed"), !!track && track.getBoundingClientRect().width > 0, getComputedStyle(b).backgroundColor].join(" ");
		})()`)
		if sw != "false true rgba(0, 0, 0, 0)" {
			t.Errorf("%s: the Short option (pressed, switch drawn, background) = %q, want a switch, not a button", vp.name, sw)
		}
		click(t, ctx, "#traxit-cancel-new")
		waitJS(t, ctx, "the form closed", `!document.getElementById("traxit-new-dialog")`)
	}
}

// TestTrakkxNewGameFormInView: at desktop and phone size, New game
// brings its form into view with the focus in it, Cancel before Start as
// in the other games.
func TestTrakkxNewGameFormInView(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"#game=trakkx&seats=person,easy&seed=1", trakkxReady)
	for _, vp := range defectViewports {
		do(t, ctx, vp.name, chromedp.EmulateViewport(vp.w, vp.h))
		js[bool](t, ctx, `scrollTo(0, 0), true`)
		tap(t, ctx, "#new-game")
		waitJS(t, ctx, vp.name+": the form in view", `(() => {
			const f = document.getElementById("new-game-form");
			if (!f) return false;
			const r = f.getBoundingClientRect();
			return r.top >= -1 && r.top < innerHeight / 2;
		})()`)
		if !js[bool](t, ctx, `document.getElementById("new-game-form").contains(document.activeElement)`) {
			t.Errorf("%s: the focus is not in the new-game form", vp.name)
		}
		order := js[string](t, ctx, `(() => {
			const c = document.getElementById("cancel-new-game").getBoundingClientRect(), s = document.getElementById("start").getBoundingClientRect();
			return c.right <= s.left ? "cancel, start" : "start, cancel";
		})()`)
		if order != "cancel, start" {
			t.Errorf("%s: the form's buttons read %s, want Cancel then Start as in Trax", vp.name, order)
		}
		tap(t, ctx, "#cancel-new-game")
		waitJS(t, ctx, "the form closed", `!document.getElementById("new-game-form")`)
	}
}

// TestTrakkxTableLayout: near the end of a game, its tokens at their
// largest, at desktop and phone size, the hand is in sight at the top of
// the page and the grid sits in the middle of the table.
func TestTrakkxTableLayout(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	saved, err := json.Marshal(map[string]any{
		"version": 1, "seats": []map[string]string{{}, {"level": "easy"}},
		"match": map[string]int{"games": 1, "first": 0}, "record": nearEndRecord(t, 2),
	})
	if err != nil {
		t.Fatal(err)
	}
	openView(t, ctx, base+"#game=trakkx", trakkxReady)
	js[bool](t, ctx, fmt.Sprintf(`localStorage.setItem('traxapp.trakkx.game', %q), true`, saved))
	openView(t, ctx, base+"?resume=1#game=trakkx", trakkxReady)
	// The largest tokens make the tallest table.
	for range 2 {
		tap(t, ctx, "#zoom-in")
	}
	waitJS(t, ctx, "the largest tokens", `document.querySelector("#table.zoom-4")`)
	for _, vp := range defectViewports {
		do(t, ctx, vp.name, chromedp.EmulateViewport(vp.w, vp.h))
		js[bool](t, ctx, `scrollTo(0, 0), new Promise((ok) => requestAnimationFrame(() => ok(true)))`)
		if !js[bool](t, ctx, inSight("#hand")) {
			t.Errorf("%s: the hand is not in sight (hand top %v, window %v)", vp.name,
				js[float64](t, ctx, `document.getElementById("hand").getBoundingClientRect().top`), vp.h)
		}
		off := js[float64](t, ctx, `(() => {
			const s = document.getElementById("table-scroll"), g = document.getElementById("table");
			const a = s.getBoundingClientRect(), b = g.getBoundingClientRect();
			if (b.width >= s.clientWidth - 20) return 0;
			return Math.abs((a.left + a.right) / 2 - (b.left + b.right) / 2);
		})()`)
		if off > 12 {
			t.Errorf("%s: the grid's centre is %.0f px off the table's", vp.name, off)
		}
	}
}

// TestTrakkxLeftEdgeSteady: the screen's and the table's left edges stay
// put when the hand grows by a token drawn and the computer plays.
func TestTrakkxLeftEdgeSteady(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	do(t, ctx, "desktop", chromedp.EmulateViewport(1366, 800))
	openView(t, ctx, base+"#game=trakkx&seats=person,easy&seed=1", trakkxReady)
	edges := func() string {
		return js[string](t, ctx, `[document.getElementById("trakkx"), document.getElementById("table-scroll")].map((e) => Math.round(e.getBoundingClientRect().left)).join(",")`)
	}
	before := edges()
	tap(t, ctx, "#draw")
	waitJS(t, ctx, "the computer's turn done", `document.getElementById("trakkx").dataset.toMove === "0" && document.querySelectorAll("#hand [data-hand]").length === 16`)
	if after := edges(); after != before {
		t.Errorf("the left edges of the screen and the table moved from %s to %s in a turn", before, after)
	}
}

// TestTrakkxDrawnShownBeforeHandover: two people share the device; the
// one who draws sees the token drawn, marked new and named, before hiding
// the hand for the next.
func TestTrakkxDrawnShownBeforeHandover(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"#game=trakkx&seats=person,person&seed=1", trakkxReady)
	tap(t, ctx, "#reveal")
	waitJS(t, ctx, "the hand", `document.querySelectorAll('#hand [data-hand]').length === 15`)
	tap(t, ctx, "#draw")
	waitJS(t, ctx, "the drawn token shown", `document.getElementById("hide-hand") && document.querySelectorAll('#hand [data-hand]').length === 16`)
	if count(t, ctx, "#handover") != 0 {
		t.Error("the hand-over screen shows before the drawer saw the token")
	}
	fresh := attrOfAll(t, ctx, `#hand [data-fresh="1"]`, "aria-label")
	if len(fresh) != 1 || !strings.HasSuffix(fresh[0], ", new") {
		t.Errorf("tokens marked new: %q, want the one drawn, named new", fresh)
	} else if got := text(t, ctx, "#fresh"); !strings.Contains(got, strings.TrimSuffix(fresh[0], ", new")) {
		t.Errorf("the hand's note %q does not name the token drawn %q", got, fresh[0])
	}
	tap(t, ctx, "#hide-hand")
	waitJS(t, ctx, "the hand-over", `document.getElementById("handover") && !document.querySelector("[data-hand]")`)
}

// TestTrakkxRefusalSaidOnce: a refused line of two is said once on the
// screen.
func TestTrakkxRefusalSaidOnce(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"#game=trakkx&seats=person,easy&seed=1", trakkxReady)
	placeToken(t, ctx, "R12a", "0,0")
	placeToken(t, ctx, "R13a", "1,0")
	tap(t, ctx, "#submit")
	waitJS(t, ctx, "the refusal", `document.getElementById('message').textContent.startsWith("Refused")`)
	const problem = "two tokens side by side form a line of two"
	if n := js[int](t, ctx, fmt.Sprintf(`document.getElementById("trakkx").innerText.split(%q).length - 1`, problem)); n != 1 {
		t.Errorf("the screen says the problem %d times, want once", n)
	}
}
