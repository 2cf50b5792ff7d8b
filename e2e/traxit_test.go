package e2e

// End-to-end tests of the TRAXIT screen (package traxapp/app/traxit): a
// short game against the computer played by clicks to its final scores,
// a TRAXIT relocation, and the first round of a 4-player team game.
//
// The DOM contract used here: #traxit with data-ready="1", data-phase
// (place, choose, move, traxit, over), data-to-act (seat), data-actor
// (person or computer), data-thinking and data-actions; board cells
// [data-cell="c4"] with data-target="1" where a tap acts and
// data-movable="1" on the pawns the person to act may pick; start cells
// [data-start-cell] with data-start-seat; pawns [data-pawn="c4"] with
// data-seat and data-shape; cards #traxit-cards [data-card="P07"] and
// #traxit-give; the TRAXIT banner #traxit-traxit; set banner #traxit-sets
// with #traxit-sets-continue; result #traxit-result with #traxit-winner
// and #traxit-final-scores; new-game form #traxit-new-game,
// #traxit-players-N, #traxit-seat-S-LEVEL, #traxit-opt-short,
// #traxit-opt-teams, #traxit-start.

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	engine "traxapp/engine/traxit"
)

// traxitReady is the TRAXIT screen once it accepts clicks.
const traxitReady = `#traxit[data-ready="1"]`

// traxitState is what the screen's root says about the game.
type traxitState struct {
	Phase    string `json:"phase"`
	ToAct    int    `json:"toAct"`
	Actor    string `json:"actor"`
	Thinking bool   `json:"thinking"`
	Actions  int    `json:"actions"`
	Sets     bool   `json:"sets"`
	Result   bool   `json:"result"`
}

// readTraxit reads the screen's state.
func readTraxit(t *testing.T, ctx context.Context) traxitState {
	t.Helper()
	raw := js[string](t, ctx, `(() => {
		const r = document.getElementById("traxit");
		return JSON.stringify({
			phase: r.dataset.phase, toAct: Number(r.dataset.toAct), actor: r.dataset.actor,
			thinking: r.dataset.thinking === "1", actions: Number(r.dataset.actions),
			sets: !!document.getElementById("traxit-sets"), result: !!document.getElementById("traxit-result"),
		});
	})()`)
	var s traxitState
	if err := json.Unmarshal([]byte(raw), &s); err != nil {
		t.Fatalf("state %s: %v", raw, err)
	}
	return s
}

// waitTraxitSettled waits until a person must act, or a banner is open.
func waitTraxitSettled(t *testing.T, ctx context.Context) traxitState {
	t.Helper()
	waitJS(t, ctx, "a person's turn or a banner", `document.getElementById("traxit-result") || document.getElementById("traxit-sets") ||
		(document.getElementById("traxit").dataset.actor === "person" && document.getElementById("traxit").dataset.thinking !== "1")`)
	return readTraxit(t, ctx)
}

// click clicks the first element matching sel. A render that replaces
// the element between finding and clicking it is retried.
func click(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	var err error
	for range 3 {
		if err = chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel))); err == nil {
			return
		}
	}
	t.Fatalf("click %s: %v", sel, err)
}

// attrOfAll returns attribute attr of every element matching sel.
func attrOfAll(t *testing.T, ctx context.Context, sel, attr string) []string {
	t.Helper()
	return js[[]string](t, ctx, fmt.Sprintf(`[...document.querySelectorAll(%q)].map((e) => e.getAttribute(%q))`, sel, attr))
}

// playPersonAction makes the person to act do something legal by clicks:
// place on the first two start cells, give the first card, move the first
// pawn that can go somewhere to its first destination, or send the first
// pawn of a TRAXIT to the first empty level-1 cell.
func playPersonAction(t *testing.T, ctx context.Context, s traxitState) {
	t.Helper()
	switch s.Phase {
	case "place":
		cells := attrOfAll(t, ctx, fmt.Sprintf(`[data-start-cell][data-start-seat="%d"]`, s.ToAct), "data-start-cell")
		if len(cells) < 2 {
			t.Fatalf("seat %d has start cells %v", s.ToAct, cells)
		}
		click(t, ctx, fmt.Sprintf(`[data-cell=%q]`, cells[0]))
		waitJS(t, ctx, "the first pawn placed", `document.querySelector("[data-ghost]")`)
		click(t, ctx, fmt.Sprintf(`[data-cell=%q]`, cells[1]))
	case "choose":
		click(t, ctx, `#traxit-cards [data-card]`)
		waitJS(t, ctx, "the Give button", `!document.getElementById("traxit-give").disabled`)
		click(t, ctx, `#traxit-give`)
	case "move":
		// The board draws every route of the card: take the first.
		routes := attrOfAll(t, ctx, `.route[data-route]`, "data-route")
		if len(routes) == 0 {
			t.Fatal("no route drawn for the mover")
		}
		cells := strings.Split(routes[0], "-")
		click(t, ctx, fmt.Sprintf(`[data-cell=%q]`, cells[0]))
		waitJS(t, ctx, "the pawn picked", fmt.Sprintf(`document.querySelector('[data-cell=%q][data-picked="1"]')`, cells[0]))
		click(t, ctx, fmt.Sprintf(`[data-cell=%q]`, cells[len(cells)-1]))
	case "traxit":
		// A pawn still gliding to its cell can take the first tap: tap
		// again until the pawn is picked (three tries).
		for try := 0; ; try++ {
			click(t, ctx, `[data-cell][data-movable="1"]`)
			if js[bool](t, ctx, `new Promise((ok) => setTimeout(() => ok(!!document.querySelector('[data-cell][data-target="1"]')), 1500))`) || try == 2 {
				break
			}
		}
		waitJS(t, ctx, "the relocation targets", `document.querySelector('[data-cell][data-target="1"]')`)
		click(t, ctx, `[data-cell][data-target="1"]`)
	default:
		t.Fatalf("no person's action in phase %q", s.Phase)
	}
	waitJS(t, ctx, "the action played", fmt.Sprintf(`Number(document.getElementById("traxit").dataset.actions) > %d`, s.Actions))
}

// openTraxit opens the TRAXIT screen in a new document (query tells the
// loads apart, since a change of fragment alone loads nothing).
func openTraxit(t *testing.T, ctx context.Context, base, query string) {
	t.Helper()
	openView(t, ctx, base+"?"+query+"#game=traxit", traxitReady)
}

// startTraxit starts a game from the new-game form: players seats, the
// levels of the computer seats (seat → level), and options to switch on.
func startTraxit(t *testing.T, ctx context.Context, players int, computers map[int]string, options ...string) {
	t.Helper()
	click(t, ctx, "#traxit-new-game")
	waitJS(t, ctx, "the new-game form", `document.getElementById("traxit-new-dialog")`)
	click(t, ctx, "#traxit-players-"+strconv.Itoa(players))
	for seat := range players {
		level := "person"
		if l, ok := computers[seat]; ok {
			level = l
		}
		click(t, ctx, fmt.Sprintf("#traxit-seat-%d-%s", seat, level))
	}
	for _, o := range options {
		click(t, ctx, "#traxit-opt-"+o)
		waitJS(t, ctx, "option "+o, fmt.Sprintf(`document.getElementById("traxit-opt-%s").getAttribute("aria-pressed") === "true"`, o))
	}
	click(t, ctx, "#traxit-start")
	waitJS(t, ctx, "the new game", `!document.getElementById("traxit-new-dialog") && document.getElementById("traxit").dataset.phase === "place"`)
}

// TestTraxitShortGameAgainstComputer plays a whole short game against
// the computer by clicks, set banners included, to the final scores.
func TestTraxitShortGameAgainstComputer(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openTraxit(t, ctx, base, "load=1")
	startTraxit(t, ctx, 2, map[int]string{1: "easy"}, "short")
	sets := 0
	for i := 0; i < 200; i++ {
		s := waitTraxitSettled(t, ctx)
		switch {
		case s.Result:
			if sets != 2 {
				t.Errorf("%d set banners before the end, want 2", sets)
			}
			if text(t, ctx, "#traxit-winner") == "" || count(t, ctx, "#traxit-final-scores [data-score-seat]") != 2 {
				t.Error("the final scores lack the winner or a player")
			}
			if n := count(t, ctx, "#traxit-final-scores [data-score-seat] td[data-bonus]"); n != 6 {
				t.Errorf("the final table has %d set cells, want 3 sets × 2 players", n)
			}
			// Reload: the finished game is kept, and shown over.
			openTraxit(t, ctx, base, "load=2")
			if readTraxit(t, ctx).Phase != "over" {
				t.Error("the finished game was not kept over a reload")
			}
			return
		case s.Sets:
			sets++
			click(t, ctx, "#traxit-sets-continue")
			waitJS(t, ctx, "the set banner closed", `!document.getElementById("traxit-sets")`)
		default:
			playPersonAction(t, ctx, s)
		}
	}
	t.Fatal("the game did not end after 200 steps")
}

// TestTraxitAllHands: everyone's cards, folded under the board's panel,
// show a row per player with the cards each holds once unfolded (they are
// drawn only then), follow the game, and go when folded again.
func TestTraxitAllHands(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openTraxit(t, ctx, base, "load=1")
	startTraxit(t, ctx, 3, nil, "short")
	if n := count(t, ctx, "#traxit-hands [data-hand-card]"); n != 0 {
		t.Errorf("folded, %d cards drawn", n)
	}
	click(t, ctx, "#traxit-hands summary")
	waitJS(t, ctx, "a row per player, each with cards", `document.getElementById("traxit-hands").open &&
		document.querySelectorAll("#traxit-hands [data-hand-seat]").length === 3 &&
		[...document.querySelectorAll("#traxit-hands [data-hand-seat]")].every((r) => r.querySelector("[data-hand-card]"))`)
	shown := js[string](t, ctx, `[...document.querySelectorAll('#traxit-hands [data-hand-seat="0"] [data-hand-card]')].map((c) => c.dataset.handCard).sort().join(' ')`)
	if shown == "" {
		t.Fatal("the first player's cards are not shown")
	}
	click(t, ctx, "#traxit-hands summary")
	waitJS(t, ctx, "the cards gone when folded", `!document.getElementById("traxit-hands").open && !document.querySelector("#traxit-hands [data-hand-card]")`)
	checkAxe(t, ctx)
}

// traxitRelocationRecord is a short 2-player game where Red, choosing
// for Blue, can give card P12, with which Blue cannot move.
const traxitRelocationRecord = "traxit 1\nplayers 2\nsets 3\nrounds 3\nstart 0\ncards P01 P02 P03 P05 P08 P11 P12 P13 P15\n" +
	"place c1 f1\nplace c8 f8\ncard P02\nmove c8 b7\ncard P02\nmove c1 d2\ncard P15\nmove f8 h5\ncard P13\nmove d2 b6\n"

// TestTraxitRelocation: Red gives Blue a card Blue cannot move with; the
// screen announces TRAXIT and Red sends one of Blue's pawns to level 1.
func TestTraxitRelocation(t *testing.T) {
	t.Parallel()
	g, err := engine.ParseRecord(traxitRelocationRecord)
	if err != nil {
		t.Fatal(err)
	}
	if p := g.Position(); p.HasMove(p.Mover(), p.Cards().Index("P12")) {
		t.Fatal("the test's record lets Blue move with P12")
	}
	saved, _ := json.Marshal(map[string]any{"version": 1, "record": traxitRelocationRecord, "seats": []string{"person", "person"}})
	ctx, base := newPage(t)
	openTraxit(t, ctx, base, "load=1")
	js[bool](t, ctx, fmt.Sprintf(`localStorage.setItem("traxapp.traxit.game", %q), true`, saved))
	openTraxit(t, ctx, base, "load=2")
	if s := readTraxit(t, ctx); s.Phase != "choose" || s.ToAct != 0 || s.Actions != 10 {
		t.Fatalf("restored game: %+v, want Red choosing after 10 actions", s)
	}
	click(t, ctx, `#traxit-cards [data-card="P12"]`)
	waitJS(t, ctx, "P12 picked", `document.querySelector('[data-card="P12"]').getAttribute("aria-pressed") === "true"`)
	if n := count(t, ctx, "[data-target]"); n != 0 {
		t.Errorf("P12 shows %d destinations for Blue, want none", n)
	}
	click(t, ctx, "#traxit-give")
	waitJS(t, ctx, "the TRAXIT banner", `document.getElementById("traxit-traxit")`)
	if s := readTraxit(t, ctx); s.Phase != "traxit" || s.ToAct != 0 {
		t.Fatalf("after P12: %+v, want Red's TRAXIT", s)
	}
	click(t, ctx, `[data-cell="h5"]`)
	waitJS(t, ctx, "the level-1 targets", `document.querySelectorAll('[data-cell][data-target="1"]').length === 26`)
	// The arrow keys move the focus between the cells that act: from a1
	// right along rank 1 to b1, and up the a-file to a2.
	js[bool](t, ctx, `document.querySelector('[data-cell="a1"]').focus(), true`)
	do(t, ctx, "ArrowRight", chromedp.KeyEvent(kb.ArrowRight))
	if got := js[string](t, ctx, `document.activeElement.getAttribute("data-cell")`); got != "b1" {
		t.Errorf("ArrowRight from a1 focused %q, want b1", got)
	}
	do(t, ctx, "ArrowLeft", chromedp.KeyEvent(kb.ArrowLeft))
	do(t, ctx, "ArrowUp", chromedp.KeyEvent(kb.ArrowUp))
	if got := js[string](t, ctx, `document.activeElement.getAttribute("data-cell")`); got != "a2" {
		t.Errorf("ArrowLeft, ArrowUp from b1 focused %q, want a2", got)
	}
	click(t, ctx, `[data-cell="h1"]`)
	waitJS(t, ctx, "Blue's pawn on h1", `document.querySelector('[data-pawn="h1"][data-seat="1"]')`)
	if s := readTraxit(t, ctx); s.Phase != "choose" || s.ToAct != 1 || count(t, ctx, "#traxit-traxit") != 0 {
		t.Errorf("after the relocation: %+v, want Blue choosing and no banner", s)
	}
	if got := text(t, ctx, "#traxit-moves li:last-child"); got == "" {
		t.Error("the move list lacks the relocation")
	}
}

// TestTraxitTeamGameFirstRound plays the first round of a 4-player team
// game: two people (Red, Yellow) and two computers (Blue, Green).
func TestTraxitTeamGameFirstRound(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openTraxit(t, ctx, base, "load=1")
	startTraxit(t, ctx, 4, map[int]string{1: "easy", 3: "medium"}, "teams")
	if n := count(t, ctx, "[data-start-cell]"); n != 24 {
		t.Errorf("%d start cells marked, want 4 × 6", n)
	}
	if n := count(t, ctx, "[data-obstacle]"); n != 0 {
		t.Errorf("%d obstacles with 4 players, want none", n)
	}
	// 4 placements, then 4 turns of a card and a move (or a TRAXIT).
	for i := 0; i < 60; i++ {
		s := waitTraxitSettled(t, ctx)
		if s.Actions >= 12 {
			break
		}
		playPersonAction(t, ctx, s)
	}
	s := readTraxit(t, ctx)
	if s.Actions < 12 || s.Phase != "choose" {
		t.Fatalf("after the first round: %+v", s)
	}
	if n := count(t, ctx, "[data-pawn]"); n != 8 {
		t.Errorf("%d pawns on the board, want 8", n)
	}
	shapes := map[string]bool{}
	for _, sh := range attrOfAll(t, ctx, "[data-pawn]", "data-shape") {
		shapes[sh] = true
	}
	if len(shapes) != 4 {
		t.Errorf("pawn shapes %v, want one per player", shapes)
	}
	if n := count(t, ctx, "#traxit-scores [data-team]"); n != 2 {
		t.Errorf("the score table has %d team rows, want 2", n)
	}
	// Undo takes back the last decision of a person.
	before := s.Actions
	click(t, ctx, "#traxit-undo")
	waitJS(t, ctx, "undo", fmt.Sprintf(`Number(document.getElementById("traxit").dataset.actions) < %d`, before))
	if s := readTraxit(t, ctx); s.Actor != "person" {
		t.Errorf("after undo: %+v, want a person to act", s)
	}
}
