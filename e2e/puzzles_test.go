package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	trax "traxapp/engine/trax"
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
	t.Parallel()
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

// exerciseMove plays move (notation, in pos) on the puzzle's board by
// clicks, without opening the puzzle again: its space, then its tile.
func exerciseMove(t *testing.T, ctx context.Context, pos *trax.Position, move string) {
	t.Helper()
	m, err := pos.ParseMove(move)
	if err != nil {
		t.Fatal(err)
	}
	space := fmt.Sprintf(`#exercise [data-space="%d,%d"]`, m.At.X, m.At.Y)
	choice := fmt.Sprintf(`#choices [data-choice=%q]`, pos.FormatMove(m))
	waitJS(t, ctx, "the space of "+move, fmt.Sprintf("document.querySelector(%q)", space))
	do(t, ctx, "click space of "+move, chromedp.Click(chromedp.CSS(space)))
	waitJS(t, ctx, "the tile "+move, fmt.Sprintf("document.querySelector(%q)", choice))
	do(t, ctx, "click tile "+move, chromedp.Click(chromedp.CSS(choice)))
}

// TestWinInTwoInSwedish: a learner who reads Swedish solves a win in 2
// turns by clicks: a wrong first move is answered and taken back by
// Retry; the right one gets the opponent's stubbornest reply played on
// the board; a winning move then solves the puzzle. The test works the
// answers out with the puzzle's own judge (puzzle.Session), not from the
// page.
func TestWinInTwoInSwedish(t *testing.T) {
	t.Parallel()
	var pz puzzle.Puzzle
	for _, p := range puzzle.All() {
		if p.Variant == "trax" && p.Kind == puzzle.KindWin && p.Turns == 2 {
			pz = p
			break
		}
	}
	if pz.ID == "" {
		t.Fatal("no Trax win in 2 among the puzzles")
	}
	sess, err := puzzle.Start(pz)
	if err != nil {
		t.Fatal(err)
	}
	start := sess.Position().Clone()
	wrong := ""
	for _, m := range start.DistinctMoves(nil) {
		if tok := start.FormatMove(m); !pz.IsAnswer(tok) {
			wrong = tok
			break
		}
	}
	if wrong == "" {
		t.Fatalf("puzzle %s: every move is an answer", pz.ID)
	}

	ctx, base := newPage(t)
	openView(t, ctx, base+"?game=trax&view=puzzles&lang=sv", `#puzzles[data-ready="1"]`)
	if got := js[string](t, ctx, "document.documentElement.lang"); got != "sv" {
		t.Errorf("page language %q, want sv", got)
	}
	puzzleMove(t, ctx, pz, wrong)
	waitJS(t, ctx, "the wrong move answered", `document.querySelector('#puzzles[data-state="wrong"]') && document.querySelector('#exercise-status[data-tone="wrong"]')`)
	do(t, ctx, "retry", chromedp.Click(chromedp.CSS("#puzzle-retry")))
	waitJS(t, ctx, "the wrong move taken back", `!document.querySelector('#puzzles[data-state="wrong"]') && !document.querySelector('#feedback-ghost') && document.querySelector('#exercise-status').textContent === ''`)

	first := pz.Answers[0]
	v, err := sess.Try(first)
	if err != nil || !v.Correct || v.Reply == "" {
		t.Fatalf("the judge on %s: %+v, %v", first, v, err)
	}
	exerciseMove(t, ctx, start, first)
	waitJS(t, ctx, "right, with the reply", `document.querySelector('#puzzles[data-state="right"]')`)
	status := text(t, ctx, "#exercise-status")
	if !strings.Contains(status, v.Reply) || !strings.Contains(status, "Röd") && !strings.Contains(status, "Vit") {
		t.Errorf("after the right move the status reads %q, want the reply %s named in Swedish", status, v.Reply)
	}
	now := sess.Position()
	win := ""
	for _, m := range now.DistinctMoves(nil) {
		after := now.Clone()
		if after.Play(m) == nil && after.Outcome().Over() && after.Outcome().Winner == sess.Learner() {
			win = now.FormatMove(m)
			break
		}
	}
	if win == "" {
		t.Fatalf("puzzle %s: no win in 1 after %s %s", pz.ID, first, v.Reply)
	}
	exerciseMove(t, ctx, now, win)
	waitJS(t, ctx, "solved", `document.querySelector('#puzzles[data-state="solved"]') && document.querySelector('#exercise-status[data-tone="right"]')`)
	waitJS(t, ctx, "marked solved", fmt.Sprintf(`document.querySelector('#puzzle-list [data-puzzle=%q][data-solved="true"]')`, pz.ID))
}
