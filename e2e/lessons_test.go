package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"traxapp/engine/trax/lesson"
)

// lessonMove plays move (notation) in the lesson step id by clicks: its
// space, then its tile in the tray (an illegal tile's data-choice is
// its notation and "*" and its tile number).
func lessonMove(t *testing.T, ctx context.Context, id, move string) {
	t.Helper()
	var step lesson.Step
	for _, s := range lesson.Steps {
		if s.ID == id {
			step = s
		}
	}
	g, err := step.Game()
	if err != nil {
		t.Fatal(err)
	}
	m, err := g.Position().ParseMove(move)
	if err != nil {
		t.Fatal(err)
	}
	space := fmt.Sprintf(`#exercise [data-space="%d,%d"]`, m.At.X, m.At.Y)
	name := g.Position().FormatMove(m)
	if g.Position().IsLegal(m) != nil { // offered to be judged: named apart
		name += fmt.Sprintf("*%d", m.Tile)
	}
	choice := fmt.Sprintf(`#choices [data-choice=%q]`, name)
	waitJS(t, ctx, "step "+id, fmt.Sprintf(`document.querySelector('#learn[data-step=%q]') && document.querySelector(%q)`, id, space))
	do(t, ctx, id+": click space", chromedp.Click(chromedp.CSS(space)))
	waitJS(t, ctx, id+": the tile "+move, fmt.Sprintf("document.querySelector(%q)", choice))
	do(t, ctx, id+": click tile "+move, chromedp.Click(chromedp.CSS(choice)))
}

// TestLessonsByClicks: the first-steps panel links to the lessons; the
// first two lessons are solved by clicks, a
// wrong move in a later one gets its reason (the opponent's winning
// reply drawn on the board), and a reload keeps the progress.
func TestLessonsByClicks(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	// The first-steps panel over an empty board leads to the lessons.
	openPlayable(t, ctx, base+"?game=trax&ai=0&lang=en")
	do(t, ctx, "lessons link", chromedp.Click(chromedp.CSS("#first-steps-learn")))
	waitJS(t, ctx, "lessons from the link", `document.querySelector('#learn[data-ready="1"]')`)
	openView(t, ctx, base+"?game=trax&view=learn&lang=en", `#learn[data-ready="1"]`)

	lessonMove(t, ctx, "first-tile", "B1/")
	waitJS(t, ctx, "first step right", `document.querySelector('#exercise-status[data-tone="right"]')`)
	waitJS(t, ctx, "first step done", `document.querySelector('[data-step="first-tile"][data-done="true"]')`)

	do(t, ctx, "next", chromedp.Click(chromedp.CSS("#lesson-next")))
	lessonMove(t, ctx, "forced-space", "B2/")
	waitJS(t, ctx, "second step right", `document.querySelector('#exercise-status[data-tone="right"]')`)
	waitJS(t, ctx, "forced tile on the board", `document.querySelector('#board-svg [data-last="forced"]')`)

	do(t, ctx, "pick the defence step", chromedp.Click(chromedp.CSS(`#lesson-list [data-step="meet-threat"]`)))
	lessonMove(t, ctx, "meet-threat", "@1+")
	waitJS(t, ctx, "wrong, with the reply", `document.querySelector('#exercise-status[data-tone="wrong"]') && document.querySelector('#feedback-ghost [data-feedback-tile]')`)
	reply := js[string](t, ctx, `document.querySelector('#feedback-ghost').getAttribute('data-move')`)
	status := text(t, ctx, "#exercise-status")
	if reply == "" || !strings.Contains(status, reply) || !strings.Contains(status, "Red") {
		t.Errorf("wrong move: status %q, ghost move %q", status, reply)
	}
	do(t, ctx, "retry", chromedp.Click(chromedp.CSS("#lesson-retry")))
	waitJS(t, ctx, "feedback cleared", `!document.querySelector('#feedback-ghost') && document.querySelector('#exercise-status').textContent === ''`)

	do(t, ctx, "reload", chromedp.Reload())
	waitJS(t, ctx, "lessons ready again", `document.querySelector('#learn[data-ready="1"]')`)
	for _, id := range []string{"first-tile", "forced-space"} {
		if !js[bool](t, ctx, fmt.Sprintf(`!!document.querySelector('[data-step=%q][data-done="true"]')`, id)) {
			t.Errorf("after reload step %s is not marked done", id)
		}
	}
	if js[bool](t, ctx, `!!document.querySelector('[data-step="meet-threat"][data-done="true"]')`) {
		t.Error("the step answered wrongly is marked done")
	}
	if got := js[string](t, ctx, `document.querySelector('#learn').getAttribute('data-step')`); got != "meet-threat" {
		t.Errorf("after reload the lessons show %q, want the step it was at", got)
	}
	if got := text(t, ctx, "#learn-progress"); !strings.Contains(got, fmt.Sprint(2)) || !strings.Contains(got, fmt.Sprint(len(lesson.Steps))) {
		t.Errorf("progress %q", got)
	}
}
