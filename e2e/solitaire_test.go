package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	engine "traxapp/engine/trax"
)

// TestSolitaireByClicks: a winnable 3x3 deal, opened by its link, is
// solved by clicks along a solution the engine's solver finds.
func TestSolitaireByClicks(t *testing.T) {
	t.Parallel()
	var deal uint64
	var g *engine.Solitaire
	for d := uint64(1); d < 2000; d++ {
		g, _ = engine.NewSolitaire(3, d)
		if g.Winnable() {
			deal = d
			break
		}
	}
	if deal == 0 {
		t.Fatal("no winnable deal")
	}
	ctx, base := newPage(t)
	openView(t, ctx, fmt.Sprintf("%s?game=trax&variant=solitaire3&deal=%d", base, deal), `#solitaire[data-ready="1"]`)
	for step := 1; g.Status() == engine.SoloPlaying; step++ {
		moves, _ := g.Moves()
		var pick engine.Move
		found := false
		for _, m := range moves {
			if g.Play(m) != nil {
				continue
			}
			ok := g.Winnable()
			g.Undo()
			if ok {
				pick, found = m, true
				break
			}
		}
		if !found {
			t.Fatalf("step %d: the solver finds no way on", step)
		}
		var at []engine.Move
		index := 0
		for _, m := range moves {
			if m.At == pick.At {
				if m == pick {
					index = len(at)
				}
				at = append(at, m)
			}
		}
		do(t, ctx, fmt.Sprintf("step %d", step), chromedp.Click(chromedp.CSS(fmt.Sprintf(`[data-solo-space="%d,%d"]`, pick.At.X, pick.At.Y))))
		if len(at) > 1 {
			sel := fmt.Sprintf(`#solo-choices [data-solo-move="%d"]`, index)
			waitJS(t, ctx, "the tile's ways", fmt.Sprintf("document.querySelector(%q)", sel))
			do(t, ctx, "choose", chromedp.Click(chromedp.CSS(sel)))
		}
		if err := g.Play(pick); err != nil {
			t.Fatal(err)
		}
		waitJS(t, ctx, "the tile laid", fmt.Sprintf(`document.querySelectorAll('#board-svg [data-tile]').length === %d`, g.Position().TileCount()))
	}
	waitJS(t, ctx, "solved", `document.querySelector('#solo-state[data-state="won"]')`)
	if got := text(t, ctx, "#solo-tally"); got == "" {
		t.Error("no tally of deals solved")
	}
}
