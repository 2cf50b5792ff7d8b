package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// Browser tests of issue 23's Trax items (app/trax): the review of a
// finished game, the tile chooser in exercises, stale messages and
// announcements, and the Trax screen's layout.

// lostGameSave is a saved game against the computer (Red) that Red won
// with a loop on move 8.
const lostGameSave = `{"version":1,"variant":"trax","record":"@0/ @1+ B2+ B3\\ C2/ D2/ A0+ C1+","index":8,"opponent":"Computer, club","opponentColor":"red"}`

// TestReviewKeepsFinishedGame: a player who lost to the computer taps
// Review, steps to move 4 and tries to resign: the finished game stays
// as it was (item 5); single steps move one half-move (item 14).
func TestReviewKeepsFinishedGame(t *testing.T) {
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?game=trax&lang=en")
	js[bool](t, ctx, "localStorage.setItem('traxapp.game', "+jsString(lostGameSave)+"), true")
	openPlayable(t, ctx, base+"?game=trax&lang=en")
	waitJS(t, ctx, "the result banner", "document.getElementById('review')")
	want := record(t, ctx)
	do(t, ctx, "review", chromedp.Click(chromedp.CSS("#review")))
	do(t, ctx, "move 4", chromedp.Click(chromedp.CSS(`#moves [data-move="4"]`)))
	waitJS(t, ctx, "move 4 shown", `document.querySelector('#moves [data-move="4"].move-current')`)
	if !js[bool](t, ctx, "document.getElementById('resign').disabled") {
		t.Error("Resign is enabled while a finished game is reviewed")
	}
	// Press it anyway, and confirm if asked.
	js[bool](t, ctx, "document.getElementById('resign').click(), true")
	js[bool](t, ctx, "new Promise((r) => setTimeout(() => { const b = document.getElementById('resign-confirm'); if (b) b.click(); r(true); }, 300))")
	if n := count(t, ctx, "[data-space]"); n != 0 {
		t.Errorf("the reviewed board offers %d spaces to play", n)
	}
	do(t, ctx, "step back", chromedp.Click(chromedp.CSS("#step-back")))
	waitJS(t, ctx, "move 3 shown", `document.querySelector('#moves [data-move="3"].move-current')`)
	do(t, ctx, "redo", chromedp.Click(chromedp.CSS("#redo")))
	waitJS(t, ctx, "move 4 shown", `document.querySelector('#moves [data-move="4"].move-current')`)
	do(t, ctx, "step forward", chromedp.Click(chromedp.CSS("#step-forward")))
	waitJS(t, ctx, "move 5 shown", `document.querySelector('#moves [data-move="5"].move-current')`)
	if got := text(t, ctx, "#announce"); got != "Showing move 5 of 8. Red to move." {
		t.Errorf("announcement %q after a step", got)
	}
	if got := record(t, ctx); got != want {
		t.Errorf("the move list became %q, want %q", got, want)
	}
	saved := js[string](t, ctx, "localStorage.getItem('traxapp.game')")
	if !strings.Contains(saved, `"record":"@0/ @1+ B2+ B3\\ C2/ D2/ A0+ C1+"`) || strings.Contains(saved, "RESIGN") {
		t.Errorf("the saved game became %s", saved)
	}
	do(t, ctx, "first", chromedp.Click(chromedp.CSS("#step-first")))
	waitJS(t, ctx, "the start shown", `document.querySelector('#moves [data-move="0"].move-current')`)
	do(t, ctx, "last", chromedp.Click(chromedp.CSS("#to-end")))
	waitJS(t, ctx, "the end shown", `document.querySelector('#moves [data-move="8"].move-current')`)
	if got := text(t, ctx, "#turn"); got != "Red wins with a loop!" {
		t.Errorf("the result became %q", got)
	}
}

// jsString quotes s as a JavaScript string literal.
func jsString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `'`, `\'`, "\n", `\n`)
	return "'" + r.Replace(s) + "'"
}
