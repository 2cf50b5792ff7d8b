package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// clubGames is a game file of three games as a club keeps them; the
// second has a move that fits nowhere on line 9.
const clubGames = `[Event "Club evening"]
[White "Ann"]
[Red "Bob"]
1 @0/ 2 @1\ 3 A0/ 1-0

[Event "Cup"]
[White "Cid"]
[Red "Dee"]
1 @0/ 2 Z9+

White: Eve
Red: Ann
Date: 2026-11-20
@0+ B1+
`

// TestGameRecordViewer: a game file opened through the file input lists
// its games, the broken one with its error in words and the others
// loaded; the filter narrows the list; a game replays a move at a time
// (buttons and arrow keys); its Share link opens it in the play view and
// its embed snippet shows it embedded.
func TestGameRecordViewer(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"?game=trax&view=games&lang=en", `#games[data-ready="1"]`)

	file := filepath.Join(t.TempDir(), "club.trx")
	if err := os.WriteFile(file, []byte(clubGames), 0o644); err != nil {
		t.Fatal(err)
	}
	do(t, ctx, "open the file", chromedp.SetUploadFiles(chromedp.CSS("#games-file"), []string{file}))
	waitJS(t, ctx, "three games listed", `document.querySelectorAll('#games-list li[data-game]').length === 3`)
	if got := js[string](t, ctx, `document.querySelector('#games-count').textContent`); got != "3 games in the file" {
		t.Errorf("count says %q", got)
	}
	broken := js[string](t, ctx, `[...document.querySelectorAll('#games-list li[data-broken="true"]')].map((li) => li.dataset.game + ': ' + li.querySelector('.games-error').textContent).join('|')`)
	if want := "1: Game 2, line 9, move 2 “Z9+”: there is no such place on the board."; broken != want {
		t.Errorf("broken games say %q, want %q", broken, want)
	}
	first := js[string](t, ctx, `document.querySelector('#games-list [data-game="0"] .games-item').textContent`)
	for _, want := range []string{"Ann – Bob", "1-0", "Club evening"} {
		if !strings.Contains(first, want) {
			t.Errorf("first game's row %q lacks %q", first, want)
		}
	}

	// The filter: "cup" leaves the second game only, "" all three.
	filter := func(q string) {
		js[bool](t, ctx, fmt.Sprintf(`(() => { const f = document.querySelector('#games-filter'); f.value = %q; f.dispatchEvent(new Event('input', {bubbles: true})); return true; })()`, q))
	}
	filter("cup")
	waitJS(t, ctx, "filtered to the cup game", `document.querySelectorAll('#games-list li[data-game]').length === 1 && document.querySelector('#games-list li[data-game="1"]')`)
	filter("")
	waitJS(t, ctx, "filter cleared", `document.querySelectorAll('#games-list li[data-game]').length === 3`)

	// Replay the first game a move at a time.
	do(t, ctx, "select game 1", chromedp.Click(chromedp.CSS(`#games-list [data-game="0"] .games-item`)))
	waitJS(t, ctx, "the empty board of game 1", `document.querySelector('#games-status') && document.querySelector('#games-status').textContent.startsWith('Showing move 0 of 3') && document.querySelectorAll('#games [data-tile]').length === 0`)
	do(t, ctx, "forward", chromedp.Click(chromedp.CSS(`#games-forward`)))
	waitJS(t, ctx, "move 1 shown", `document.querySelector('#games-moves [data-move="1"].move-current') && document.querySelectorAll('#games [data-tile]').length === 1`)
	js[bool](t, ctx, `document.querySelector('#games-moves [data-move="1"]').dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true})), true`)
	waitJS(t, ctx, "move 2 by the arrow key", `document.querySelector('#games-moves [data-move="2"].move-current')`)
	do(t, ctx, "last", chromedp.Click(chromedp.CSS(`#games-last`)))
	waitJS(t, ctx, "the end, with its result", `document.querySelector('#games-moves [data-move="3"].move-current') && /White wins/.test(document.querySelector('#games-status').textContent)`)
	do(t, ctx, "back", chromedp.Click(chromedp.CSS(`#games-back`)))
	waitJS(t, ctx, "move 2 again", `document.querySelector('#games-moves [data-move="2"].move-current')`)
	if js[bool](t, ctx, `!!document.querySelector('#games-replay-error')`) {
		t.Error("a good game shows an error")
	}

	// The review link opens the game in the play view to study.
	reviewLink := js[string](t, ctx, `document.querySelector('#games-review').getAttribute('href')`)
	if !strings.HasPrefix(reviewLink, "#game=trax&link=") {
		t.Fatalf("review link %q", reviewLink)
	}
	shareLink := js[string](t, ctx, `document.querySelector('#games-share-link').value`)
	embed := js[string](t, ctx, `document.querySelector('#games-embed').value`)
	if !strings.HasPrefix(shareLink, base) || !strings.Contains(shareLink, "#game=trax&link=") {
		t.Fatalf("share link %q", shareLink)
	}
	m := regexp.MustCompile(`<iframe src="([^"]+)"`).FindStringSubmatch(embed)
	if m == nil || !strings.Contains(m[1], "&amp;embed=1") {
		t.Fatalf("embed snippet %q", embed)
	}
	embedLink := strings.ReplaceAll(m[1], "&amp;", "&")

	// The broken game replays the moves before its bad one and says why.
	do(t, ctx, "select game 2", chromedp.Click(chromedp.CSS(`#games-list [data-game="1"] .games-item`)))
	waitJS(t, ctx, "game 2's error beside the board", `document.querySelector('#games-replay-error') && document.querySelector('#games-replay-error').textContent.startsWith('Game 2, line 9')`)

	// Review with the engine: the game in the play view, its review ready
	// to run.
	openPlayable(t, ctx, base+reviewLink)
	waitJS(t, ctx, "the game to review", `document.querySelectorAll('#game [data-tile]').length === 4 && document.querySelector('#review-game') && !document.querySelector('#review-game').disabled`)

	// Links that differ in their fragment only: a blank page between
	// makes each a new document, as when a player opens it.
	do(t, ctx, "blank page", chromedp.Navigate("about:blank"))
	openPlayable(t, ctx, shareLink)
	waitJS(t, ctx, "the shared game in the play view", `document.querySelector('#moves [data-move="3"]') && document.querySelectorAll('#game [data-tile]').length === 4`)

	do(t, ctx, "blank page", chromedp.Navigate("about:blank"))
	openPlayable(t, ctx, embedLink)
	waitJS(t, ctx, "the embedded game", `document.querySelector('.app.embed') && document.querySelectorAll('#game [data-tile]').length === 4`)
}

// TestGameRecordViewerPasteAndFileError: pasted text loads as a file
// does, and a file with no game says so instead of listing nothing.
func TestGameRecordViewerPasteAndFileError(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"?game=trax&view=games&lang=fr", `#games[data-ready="1"]`)
	paste := func(text string) {
		js[bool](t, ctx, fmt.Sprintf(`(() => { document.querySelector('#games-paste').value = %q; document.querySelector('#games-load').click(); return true; })()`, text))
	}
	paste("# rien\n")
	waitJS(t, ctx, "the file's error", `document.querySelector('#games-file-error').textContent === 'Le fichier ne contient aucune partie.'`)
	paste(clubGames)
	waitJS(t, ctx, "three games", `document.querySelectorAll('#games-list li[data-game]').length === 3 && document.querySelector('#games-file-error').textContent === ''`)
	if got := js[string](t, ctx, `document.querySelector('#games-list li[data-broken="true"] .games-error').textContent`); !strings.HasPrefix(got, "Partie 2, ligne 9, coup 2") {
		t.Errorf("broken game says %q", got)
	}
}
