package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"traxapp/engine/trax/puzzle"
)

// puzzleMove opens puzzle pz from the list and plays move (notation) on
// it by clicks: its space, then its tile in the tray.
func puzzleMove(t *testing.T, ctx context.Context, pz puzzle.Puzzle, move string) {
	t.Helper()
	pos, err := pz.Position()
	if err != nil {
		t.Fatal(err)
	}
	m, err := pos.ParseMove(move)
	if err != nil {
		t.Fatal(err)
	}
	space := fmt.Sprintf(`#exercise [data-space="%d,%d"]`, m.At.X, m.At.Y)
	choice := fmt.Sprintf(`#choices [data-choice=%q]`, pos.FormatMove(m))
	do(t, ctx, "open "+pz.ID, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#puzzle-list [data-puzzle=%q]`, pz.ID))))
	waitJS(t, ctx, "puzzle "+pz.ID, fmt.Sprintf(`document.querySelector('#puzzles[data-puzzle=%q]') && document.querySelector(%q)`, pz.ID, space))
	do(t, ctx, pz.ID+": click space", chromedp.Click(chromedp.CSS(space)))
	waitJS(t, ctx, pz.ID+": the tile "+move, fmt.Sprintf("document.querySelector(%q)", choice))
	do(t, ctx, pz.ID+": click tile "+move, chromedp.Click(chromedp.CSS(choice)))
}

// TestPuzzlesByClicks: the puzzles view solves a win in 1 by clicks
// (marked solved, kept over a reload), and a wrong defence gets the
// opponent's winning reply drawn on the board and named in the status.
func TestPuzzlesByClicks(t *testing.T) {
	ctx, base := newPage(t)
	openView(t, ctx, base+"?game=trax&view=puzzles&lang=en", `#puzzles[data-ready="1"]`)
	if js[string](t, ctx, `document.querySelector('#puzzle-daily').getAttribute('data-puzzle')`) == "" {
		t.Error("no puzzle of the day")
	}
	var win1, defend puzzle.Puzzle
	for _, p := range puzzle.All() {
		if p.Variant == "trax" && p.Kind == puzzle.KindWin && p.Turns == 1 && win1.ID == "" {
			win1 = p
		}
		if p.Variant == "trax" && p.Kind == puzzle.KindDefend && p.Turns == 1 && defend.ID == "" {
			defend = p
		}
	}
	puzzleMove(t, ctx, win1, win1.Answers[0])
	waitJS(t, ctx, "win in 1 solved", `document.querySelector('#exercise-status[data-tone="right"]') && document.querySelector('#puzzles[data-state="solved"]')`)
	waitJS(t, ctx, "marked solved", fmt.Sprintf(`document.querySelector('#puzzle-list [data-puzzle=%q][data-solved="true"]')`, win1.ID))

	pos, _ := defend.Position()
	wrong := ""
	for _, m := range pos.DistinctMoves(nil) {
		if tok := pos.FormatMove(m); !defend.IsAnswer(tok) {
			wrong = tok
			break
		}
	}
	puzzleMove(t, ctx, defend, wrong)
	waitJS(t, ctx, "wrong, with the reply", `document.querySelector('#exercise-status[data-tone="wrong"]') && document.querySelector('#feedback-ghost [data-feedback-tile]')`)
	reply := js[string](t, ctx, `document.querySelector('#feedback-ghost').getAttribute('data-move')`)
	status := text(t, ctx, "#exercise-status")
	if reply == "" || !strings.Contains(status, reply) || !strings.Contains(status, "wins") {
		t.Errorf("wrong defence %s: status %q, ghost move %q", wrong, status, reply)
	}
	do(t, ctx, "retry", chromedp.Click(chromedp.CSS("#puzzle-retry")))
	waitJS(t, ctx, "feedback cleared", `!document.querySelector('#feedback-ghost') && document.querySelector('#exercise-status').textContent === ''`)

	do(t, ctx, "reload", chromedp.Reload())
	waitJS(t, ctx, "puzzles ready again", `document.querySelector('#puzzles[data-ready="1"]')`)
	if !js[bool](t, ctx, fmt.Sprintf(`!!document.querySelector('#puzzle-list [data-puzzle=%q][data-solved="true"]')`, win1.ID)) {
		t.Error("after reload the solved puzzle is not marked")
	}
	if got := js[string](t, ctx, `document.querySelector('#puzzles').getAttribute('data-puzzle')`); got != defend.ID {
		t.Errorf("after reload the view shows %q, want the puzzle it was at, %s", got, defend.ID)
	}
}
