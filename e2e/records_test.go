package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"traxapp/app/i18n"
	traxit "traxapp/engine/traxit"
)

// recordFiles are the files of the record viewer's tests: three games
// each, the second broken (app/traxit's and app/trakkx's own tests read
// them too).
var recordFiles = map[string]string{
	"traxit": "../app/traxit/testdata/records.txt",
	"trakkx": "../app/trakkx/testdata/records.txt",
}

// TestRecordViewer: TRAXIT's and TRAKKX's files of records load in the
// record viewer (a file input, pasted text), the broken game says where
// and why and the others load; the list shows the players and results;
// the filter narrows it; a game replays step by step on the game's own
// board; its link opens its replay, and its embed snippet shows the
// replay alone.
func TestRecordViewer(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		game, first, broken, filter string
		steps                       int
		step1                       string // the first step as the list says it
		board                       string // a selector the board shows after the last step
		end                         string // the status at the end holds it
	}{
		{game: "traxit", first: "Ann – Bob|Ann wins!|Club evening, 2026-11-20", broken: "Game 2, line 96: That is not what the game asks for now.",
			filter: "team", steps: 66, step1: "1. place d8 g8", board: ".traxit-diagram svg", end: "Ann wins!"},
		{game: "trakkx", first: "Ann – Bob|Nobody can play any more. The fewest points in hand win: Bob.|Club evening", broken: "Game 2, line 115: This line cannot be read.",
			filter: "cup", steps: 93, step1: "1. Bob took yellow 2 from the display.", board: ".tk-diagram [data-token]", end: "win: Bob."},
	} {
		t.Run(tc.game, func(t *testing.T) {
			t.Parallel()
			ctx, base := newPage(t)
			openView(t, ctx, base+"?game="+tc.game+"&view=games&lang=en", `#games[data-ready="1"][data-game="`+tc.game+`"]`)
			if tc.game == "traxit" { // a file opened
				file, err := filepath.Abs(recordFiles[tc.game])
				if err != nil {
					t.Fatal(err)
				}
				do(t, ctx, "open the file", chromedp.SetUploadFiles(chromedp.CSS("#games-file"), []string{file}))
			} else { // pasted
				text, err := os.ReadFile(recordFiles[tc.game])
				if err != nil {
					t.Fatal(err)
				}
				js[bool](t, ctx, fmt.Sprintf(`(() => { document.querySelector('#games-paste').value = %q; document.querySelector('#games-load').click(); return true; })()`, text))
			}
			waitJS(t, ctx, "three games listed", `document.querySelectorAll('#games-list li[data-game]').length === 3`)
			broken := js[string](t, ctx, `[...document.querySelectorAll('#games-list li[data-broken="true"]')].map((li) => li.dataset.game + ': ' + li.querySelector('.games-error').textContent).join('|')`)
			if want := "1: " + tc.broken; broken != want {
				t.Errorf("broken games say %q, want %q", broken, want)
			}
			first := js[string](t, ctx, `[...document.querySelectorAll('#games-list [data-game="0"] .games-item span')].map((s) => s.textContent).join('|')`)
			if want := "1.|" + tc.first; first != want {
				t.Errorf("first game's row %q, want %q", first, want)
			}

			filter := func(q string) {
				js[bool](t, ctx, fmt.Sprintf(`(() => { const f = document.querySelector('#games-filter'); f.value = %q; f.dispatchEvent(new Event('input', {bubbles: true})); return true; })()`, q))
			}
			filter(tc.filter)
			waitJS(t, ctx, "filtered to the third game", `document.querySelectorAll('#games-list li[data-game]').length === 1 && document.querySelector('#games-list li[data-game="2"]')`)
			filter("")
			waitJS(t, ctx, "filter cleared", `document.querySelectorAll('#games-list li[data-game]').length === 3`)

			// Replay the first game a step at a time.
			do(t, ctx, "select game 1", chromedp.Click(chromedp.CSS(`#games-list [data-game="0"] .games-item`)))
			waitJS(t, ctx, "game 1 at its start", fmt.Sprintf(`document.querySelector('#games-status') && document.querySelector('#games-status').textContent === 'Showing move 0 of %d' && document.querySelector('#records-board[data-step="0"]')`, tc.steps))
			if got := js[string](t, ctx, `document.querySelector('#games-moves [data-move="1"]').textContent`); got != tc.step1 {
				t.Errorf("step 1 says %q, want %q", got, tc.step1)
			}
			do(t, ctx, "forward", chromedp.Click(chromedp.CSS(`#games-forward`)))
			waitJS(t, ctx, "step 1 shown", `document.querySelector('#games-moves [data-move="1"].move-current') && document.querySelector('#records-board[data-step="1"]')`)
			js[bool](t, ctx, `document.querySelector('#games-moves [data-move="1"]').dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true})), true`)
			waitJS(t, ctx, "step 2 by the arrow key", `document.querySelector('#games-moves [data-move="2"].move-current')`)
			do(t, ctx, "last", chromedp.Click(chromedp.CSS(`#games-last`)))
			waitJS(t, ctx, "the end, with its result", fmt.Sprintf(`document.querySelector('#records-board[data-step="%d"] %s') && document.querySelector('#games-status').textContent.includes(%q)`, tc.steps, tc.board, tc.end))
			do(t, ctx, "back", chromedp.Click(chromedp.CSS(`#games-back`)))
			waitJS(t, ctx, "one step back", fmt.Sprintf(`document.querySelector('#games-moves [data-move="%d"].move-current')`, tc.steps-1))

			link := js[string](t, ctx, `document.querySelector('#games-share-link').value`)
			if !strings.HasPrefix(link, base) || !strings.Contains(link, "#game="+tc.game+"&view=games&rec=") {
				t.Fatalf("share link %q", link)
			}
			m := regexp.MustCompile(`<iframe src="([^"]+)"`).FindStringSubmatch(js[string](t, ctx, `document.querySelector('#games-embed').value`))
			if m == nil || !strings.HasSuffix(m[1], "&amp;embed=1") {
				t.Fatalf("embed snippet %v", m)
			}
			embed := strings.ReplaceAll(m[1], "&amp;", "&")
			stubClipboard(t, ctx)
			do(t, ctx, "copy the snippet", chromedp.Click(chromedp.CSS("#games-embed-copy")))
			waitJS(t, ctx, "the snippet copied", `window.traxCopied === document.querySelector('#games-embed').value && window.traxCopied.includes('&amp;embed=1') && document.querySelector('#games-copied').textContent === 'Copied.'`)

			// The broken game replays the steps before its fault and says why.
			do(t, ctx, "select game 2", chromedp.Click(chromedp.CSS(`#games-list [data-game="1"] .games-item`)))
			waitJS(t, ctx, "game 2's error beside the board", fmt.Sprintf(`document.querySelector('#games-replay-error') && document.querySelector('#games-replay-error').textContent === %q`, tc.broken))
			checkAxe(t, ctx)

			// The link opens the game's replay; embedded, the replay alone.
			do(t, ctx, "blank page", chromedp.Navigate("about:blank"))
			openView(t, ctx, link, `#games[data-ready="1"] #games-replay #games-heading`)
			if got := js[string](t, ctx, `document.querySelector('#games-heading').textContent + '|' + document.querySelector('#games-status').textContent + '|' + document.querySelectorAll('#games-list li[data-game]').length`); got != fmt.Sprintf("Ann – Bob|Showing move 0 of %d|1", tc.steps) {
				t.Errorf("the link shows %q", got)
			}
			do(t, ctx, "blank page", chromedp.Navigate("about:blank"))
			openView(t, ctx, embed, `#games[data-ready="1"] #games-replay #games-heading`)
			if !js[bool](t, ctx, `!!document.querySelector('.app.embed')`) {
				t.Error("the embed link's page is not the embed's compact page")
			}
			if got := js[string](t, ctx, `['#games-file', '#games-list', '#games-paste', '#games-links', '.learn-side'].filter((s) => document.querySelector(s)).join(' ')`); got != "" {
				t.Errorf("the embedded replay shows %s", got)
			}
			do(t, ctx, "forward in the embed", chromedp.Click(chromedp.CSS(`#games-forward`)))
			waitJS(t, ctx, "step 1 in the embed", `document.querySelector('#records-board[data-step="1"]')`)
		})
	}
}

// TestTraxitTeamScoreSheet: the score sheet of a team game on this
// device has, after its sets, a row per team whose partners' columns
// hold the team's points and bonus summed.
func TestTraxitTeamScoreSheet(t *testing.T) {
	t.Parallel()
	g, err := traxit.NewGame(traxit.Options{Players: 4, Teams: true, Short: true, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5000 && !g.Outcome().Over; i++ {
		if err := g.Apply(g.LegalActions()[0]); err != nil {
			t.Fatal(err)
		}
	}
	saved, err := json.Marshal(map[string]any{"version": 1, "record": g.Record(), "seats": []string{"person", "person", "person", "person"}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, base := newPage(t)
	openView(t, ctx, base+"?lang=en", "#home")
	js[bool](t, ctx, fmt.Sprintf(`localStorage.setItem(%q, %q), true`, finishedTraxitKey, saved))
	openView(t, ctx, base+"?game=traxit&view=scoresheet&lang=en", `#scoresheet[data-filled="1"][data-players="4"]`)
	rows := js[[]string](t, ctx, `[...document.querySelectorAll("#sheet-1 tbody tr")].map((tr) => [...tr.children].map((c) => c.textContent).join(","))`)
	sets := g.Position().Options().Sets
	if len(rows) != sets+3 {
		t.Fatalf("rows %q: want %d sets, two teams and the total", rows, sets)
	}
	sum := func(team int) (points, bonus int) {
		for _, r := range rows[:sets] {
			cells := strings.Split(r, ",")[1:]
			for _, seat := range []int{team, team + 2} {
				var p, b int
				fmt.Sscan(cells[seat*2], &p)
				fmt.Sscan(cells[seat*2+1], &b)
				points, bonus = points+p, bonus+b
			}
		}
		return points, bonus
	}
	for team, label := range []string{"Total – Red and Yellow", "Total – Blue and Green"} {
		p, b := sum(team)
		cells := []string{"", "", "", "", "", "", "", ""}
		cells[team*2], cells[team*2+1] = fmt.Sprint(p), fmt.Sprint(b)
		cells[(team+2)*2], cells[(team+2)*2+1] = fmt.Sprint(p), fmt.Sprint(b)
		if want := label + "," + strings.Join(cells, ","); rows[sets+team] != want {
			t.Errorf("team row %q, want %q", rows[sets+team], want)
		}
	}
	if !strings.HasPrefix(rows[sets+2], "Total,") {
		t.Errorf("the last row is %q, want the players' totals", rows[sets+2])
	}
}

// checkAxe runs the accessibility check of TestAccessibility (axe-core,
// when installed) on the page as it is.
func checkAxe(t *testing.T, ctx context.Context) {
	t.Helper()
	src, err := os.ReadFile(axeScript)
	if err != nil {
		t.Logf("axe-core is not installed (npm ci --prefix e2e/axe): no accessibility check")
		return
	}
	js[bool](t, ctx, string(src)+";\ntrue")
	for _, v := range js[[]axeViolation](t, ctx, axeRun) {
		t.Errorf("axe: %s (%s, %d nodes): %s  %s", v.ID, v.Impact, v.Nodes, v.Target, v.HTML)
	}
}

// TestRecordViewerFits: TRAXIT's and TRAKKX's viewers, a broken game's
// replay shown, fit a phone's width in every language (the overflow
// test's check).
func TestRecordViewerFits(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	do(t, ctx, "phone", chromedp.EmulateViewport(390, 844))
	for _, game := range []string{"traxit", "trakkx"} {
		text, err := os.ReadFile(recordFiles[game])
		if err != nil {
			t.Fatal(err)
		}
		openView(t, ctx, base+"?game="+game+"&view=games&lang=en", `#games[data-ready="1"]`)
		js[bool](t, ctx, fmt.Sprintf(`(() => { document.querySelector('#games-paste').value = %q; document.querySelector('#games-load').click(); return true; })()`, text))
		waitJS(t, ctx, "three games listed", `document.querySelectorAll('#games-list li[data-game]').length === 3`)
		do(t, ctx, "select game 2", chromedp.Click(chromedp.CSS(`#games-list [data-game="1"] .games-item`)))
		waitJS(t, ctx, "game 2's replay", `document.querySelector('#games-replay-error')`)
		for _, lang := range i18n.Languages {
			t.Run(game+"/"+string(lang), func(t *testing.T) {
				setLanguage(t, ctx, lang)
				waitJS(t, ctx, "the replay", `document.querySelector('#games-replay-error') && document.querySelector('#games-links')`)
				if probs := js[[]string](t, ctx, overflowCheck); len(probs) > 0 {
					t.Errorf("%d controls do not fit:\n  %s", len(probs), strings.Join(probs, "\n  "))
				}
			})
		}
	}
}
