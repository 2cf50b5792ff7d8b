package e2e

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"traxapp/app/i18n"
	"traxapp/engine/trax/puzzle"
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
	t.Parallel()
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

// TestPuzzleChooserKeepsTheAnswer: in a win-in-1 puzzle the winning
// tile's choice neither says that it wins nor shows what it forces, in
// words, labels or titles (item 9).
func TestPuzzleChooserKeepsTheAnswer(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"?game=trax&view=puzzles&lang=en", `#puzzles[data-ready="1"]`)
	var win1 puzzle.Puzzle
	for _, p := range puzzle.All() {
		if p.Variant == "trax" && p.Kind == puzzle.KindWin && p.Turns == 1 {
			win1 = p
			break
		}
	}
	pos, err := win1.Position()
	if err != nil {
		t.Fatal(err)
	}
	m, err := pos.ParseMove(win1.Answers[0])
	if err != nil {
		t.Fatal(err)
	}
	space := fmt.Sprintf(`#exercise [data-space="%d,%d"]`, m.At.X, m.At.Y)
	do(t, ctx, "open "+win1.ID, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#puzzle-list [data-puzzle=%q]`, win1.ID))))
	waitJS(t, ctx, "the puzzle", fmt.Sprintf(`document.querySelector('#puzzles[data-puzzle=%q]') && document.querySelector(%q)`, win1.ID, space))
	do(t, ctx, "click the space", chromedp.Click(chromedp.CSS(space)))
	waitJS(t, ctx, "the tiles", `document.querySelector('#choices [data-choice]')`)
	said := js[string](t, ctx, `[...document.querySelectorAll('#choices, #choices *')].map((e) =>
		[e.children.length ? '' : e.textContent, e.getAttribute('aria-label'), e.getAttribute('title')].filter(Boolean).join(' | ')).join(' | ')`)
	for _, giveaway := range []string{"wins", "loop", "line", "forced", "forcing"} {
		if strings.Contains(strings.ToLower(said), giveaway) {
			t.Errorf("the tile chooser says %q: %s", giveaway, said)
		}
	}
	if n := count(t, ctx, "#choices .preview-forced, #choices .choice-forced, #choices .choice-wins"); n != 0 {
		t.Errorf("the tile chooser shows %d consequences of the tiles", n)
	}
	do(t, ctx, "hover the tile", hover(fmt.Sprintf(`#choices [data-choice=%q]`, pos.FormatMove(m))))
	if n := count(t, ctx, "#exercise .ghost-forced"); n != 0 {
		t.Errorf("hovering the tile previews %d forced tiles on the board", n)
	}
}

// TestPuzzleSpacesOnAPhone: on a phone a space is chosen with a finger
// only when it is at least 44 px (a tap target): a tap on a smaller one
// zooms the board in around it first (item 14). The largest puzzle has
// spaces of about 14 px at the board's fitted size.
func TestPuzzleSpacesOnAPhone(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	do(t, ctx, "phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch))
	openView(t, ctx, base+"?game=trax&view=puzzles&lang=en", `#puzzles[data-ready="1"] #exercise [data-space]`)
	spaceSize := func(sel string) float64 {
		return js[float64](t, ctx, fmt.Sprintf(`document.querySelector(%q).getBoundingClientRect().width`, sel))
	}
	for _, id := range []string{"trax-win1-029", puzzle.All()[0].ID} {
		js[bool](t, ctx, fmt.Sprintf(`document.querySelector('#puzzle-list [data-puzzle=%q]').click(), true`, id))
		waitJS(t, ctx, "puzzle "+id, fmt.Sprintf(`document.querySelector('#puzzles[data-puzzle=%q]') && document.querySelector('#exercise [data-space]')`, id))
		at := js[string](t, ctx, `document.querySelector('#exercise [data-space]').dataset.space`)
		sel := fmt.Sprintf(`#exercise [data-space=%q]`, at)
		before := spaceSize(sel)
		do(t, ctx, "tap a space", chromedp.Click(chromedp.CSS(sel)))
		if before < 44 {
			waitJS(t, ctx, "the board zoomed in", fmt.Sprintf(`document.querySelector(%q).getBoundingClientRect().width >= 44`, sel))
			if count(t, ctx, "#choices [data-choice]") != 0 {
				t.Errorf("%s: a tap on a %.1f px space opened its tiles", id, before)
			}
			do(t, ctx, "tap the space again", chromedp.Click(chromedp.CSS(sel)))
		}
		waitJS(t, ctx, "the tiles of the space", fmt.Sprintf(`document.querySelector('#choices[data-at=%q] [data-choice]')`, at))
		if got := spaceSize(sel); got < 44 {
			t.Errorf("%s: space %s chosen at %.1f px", id, at, got)
		}
		js[bool](t, ctx, "document.getElementById('cancel-choice').click(), true")
	}
}

// TestSolitaireStatesItsGoal: the solitaire screen says what to achieve
// in the player's language and names no rule by number (item 14).
func TestSolitaireStatesItsGoal(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	for _, lang := range []i18n.Lang{i18n.English, i18n.German} {
		openView(t, ctx, fmt.Sprintf("%s?game=trax&variant=solitaire3&deal=7&lang=%s", base, lang), `#solitaire[data-ready="1"]`)
		want := i18n.For(lang).T("trax.solo.goal", "size", 3)
		if got := text(t, ctx, "#solo-goal"); got != want {
			t.Errorf("%s: goal %q, want %q", lang, got, want)
		}
		do(t, ctx, "lay a tile", chromedp.Click(chromedp.CSS(`[data-solo-space]`)))
		waitJS(t, ctx, "a tile laid or its ways offered", `document.querySelector('#board-svg [data-tile]') || document.querySelector('#solo-choices [data-solo-move]')`)
		page := js[string](t, ctx, "document.getElementById('solitaire').textContent")
		if regexp.MustCompile(`(?i)\((rule|regel) \d\)`).MatchString(page) {
			t.Errorf("%s: the screen refers to a rule by number: %s", lang, page)
		}
	}
}

// TestTrayAndBannerPlaces: on a desktop the tile chooser opens next to
// the space tapped, without covering it, wherever the space is; the end
// banner sits above the board instead of over its top rows (item 14).
func TestTrayAndBannerPlaces(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	do(t, ctx, "desktop", chromedp.EmulateViewport(1366, 800))
	openPlayable(t, ctx, base+"?game=trax&ai=0&lang=en")
	loadRecord(t, ctx, `@0/ @1+ B2+ B3\ C2/ D2/`, "Loaded 6 moves")
	spaces := js[[]string](t, ctx, `[...document.querySelectorAll('#board [data-space]')].map((s) => s.dataset.space)`)
	for _, at := range spaces {
		sel := fmt.Sprintf(`#board [data-space=%q]`, at)
		do(t, ctx, "tap "+at, chromedp.Click(chromedp.CSS(sel)))
		waitJS(t, ctx, "the tray of "+at, fmt.Sprintf(`document.querySelector('#choices[data-at=%q] [data-choice]')`, at))
		// The tray is placed after it is drawn: wait a frame or two.
		js[bool](t, ctx, `new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`)
		gap := js[float64](t, ctx, fmt.Sprintf(`(() => {
			const s = document.querySelector(%q).getBoundingClientRect(), c = document.getElementById('choices').getBoundingClientRect();
			const overlap = !(c.right <= s.left || c.left >= s.right || c.bottom <= s.top || c.top >= s.bottom);
			if (overlap) return -1;
			const dx = Math.max(0, c.left - s.right, s.left - c.right), dy = Math.max(0, c.top - s.bottom, s.top - c.bottom);
			return Math.hypot(dx, dy);
		})()`, sel))
		if gap < 0 || gap > 40 {
			t.Errorf("space %s: the tray is %.0f px from it (-1: over it), want beside it", at, gap)
		}
		js[bool](t, ctx, "document.getElementById('cancel-choice').click(), true")
	}
	loadRecord(t, ctx, `@0/ @1+ B2+ B3\ C2/ D2/ A0+ C1+`, "Loaded 8 moves")
	waitJS(t, ctx, "the result banner", "document.getElementById('result-box')")
	js[bool](t, ctx, `new Promise((r) => setTimeout(() => r(true), 800))`) // its fade-in
	if over := js[bool](t, ctx, `(() => {
		const b = document.getElementById('result-box').getBoundingClientRect();
		const tiles = [...document.querySelectorAll('#board-svg [data-tile]')].map((e) => e.getBoundingClientRect());
		return tiles.some((r) => !(r.right <= b.left || r.left >= b.right || r.bottom <= b.top || r.top >= b.bottom));
	})()`); over {
		t.Error("the end banner covers tiles of the board")
	}
	if !js[bool](t, ctx, `document.getElementById('result-box').getBoundingClientRect().bottom <= document.getElementById('board-svg').getBoundingClientRect().top + 1`) {
		t.Error("the end banner lies over the board")
	}
}

// TestMessagesFollowThePlayer: a position's link is copied "to study",
// not for "the other player"; the message goes with the next action; the
// announcement for screen readers follows Undo instead of repeating the
// result (item 11).
func TestMessagesFollowThePlayer(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?game=trax&ai=0&lang=en")
	playAt(t, ctx, "0,0", "@0/")
	playAt(t, ctx, "1,0", `B1\`)
	stubClipboard(t, ctx)
	shareBy(t, ctx, "#share-position", "traxCopied")
	waitJS(t, ctx, "the copied message", `document.getElementById('message').textContent.startsWith('Link copied')`)
	if got := text(t, ctx, "#message"); got != "Link copied: send it to whoever you want to study this position with." {
		t.Errorf("a position's link: %q", got)
	}
	do(t, ctx, "threats", chromedp.Click(chromedp.CSS("#threats")))
	waitJS(t, ctx, "the message cleared", `document.getElementById('message').textContent === ''`)

	loadRecord(t, ctx, `@0/ @1+ B2+ B3\ C2/ D2/ A0+ C1+`, "Loaded 8 moves")
	do(t, ctx, "close the banner", chromedp.Click(chromedp.CSS("#close-result")))
	do(t, ctx, "undo", chromedp.Click(chromedp.CSS("#undo")))
	waitJS(t, ctx, "move 7 shown", `document.querySelector('#moves [data-move="7"].move-current')`)
	if got := text(t, ctx, "#announce"); got != "Showing move 7 of 8. Red to move." {
		t.Errorf("after Undo the announcement is %q", got)
	}
}
