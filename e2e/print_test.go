package e2e

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"testing"
	"traxapp/app/i18n"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// Printing (issue 27, item 3): each game's rules page, TRAXIT's and
// TRAKKX's score sheets and a Trax position print on light paper with no
// controls, under Chromium's print media emulation, and print to PDF on
// A4 and Letter.

// emulatePrint switches the tab to print media (on), or back to the
// screen.
func emulatePrint(t *testing.T, ctx context.Context, on bool) {
	t.Helper()
	media := ""
	if on {
		media = "print"
	}
	do(t, ctx, "media "+media, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: media})
		return err
	}))
	if got := js[bool](t, ctx, `matchMedia("print").matches`); got != on {
		t.Fatalf("print media emulation %v did not take", on)
	}
}

// visibleJS is a JavaScript function telling whether an element is drawn:
// it has boxes, none of them empty, and is not hidden.
const visibleJS = `((el) => {
	const r = el.getBoundingClientRect();
	return el.getClientRects().length > 0 && r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
})`

// visibleControls lists the controls and the screen's furniture that are
// drawn: buttons, menus, fields, links styled as buttons, the header and
// its navigation, dialogs and notices.
func visibleControls(t *testing.T, ctx context.Context) []string {
	t.Helper()
	return js[[]string](t, ctx, `[...document.querySelectorAll(
		"button, select, input, textarea, a.button, header, nav, [role=dialog], [role=alertdialog], .notices, #notices")]
		.filter(`+visibleJS+`).map((el) => el.outerHTML.slice(0, 100))`)
}

// wantPaper checks that the page prints dark on white.
func wantPaper(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	bg := js[string](t, ctx, `getComputedStyle(document.body).backgroundColor`)
	fg := js[string](t, ctx, `getComputedStyle(document.body).color`)
	if bg != "rgb(255, 255, 255)" || fg != "rgb(0, 0, 0)" {
		t.Errorf("%s prints %s on %s, want black on white", what, fg, bg)
	}
}

// pdfPageRE matches a page object of a PDF (not the page tree, /Pages).
var pdfPageRE = regexp.MustCompile(`/Type\s*/Page[^s]`)

// wantPDF prints the page to PDF on A4 and on Letter and checks that each
// gives from 1 to maxPages pages.
func wantPDF(t *testing.T, ctx context.Context, what string, maxPages int) {
	t.Helper()
	for _, paper := range []struct {
		name string
		w, h float64 // inches
	}{{"A4", 8.27, 11.69}, {"Letter", 8.5, 11}} {
		var pdf []byte
		do(t, ctx, what+" to PDF on "+paper.name, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			res, err := chromedp.Call(ctx, page.PrintToPDF, page.PrintToPDFParams{PaperWidth: paper.w, PaperHeight: paper.h})
			pdf = res.Data
			return err
		}))
		if !bytes.HasPrefix(pdf, []byte("%PDF")) {
			t.Errorf("%s on %s: not a PDF (%d bytes)", what, paper.name, len(pdf))
			continue
		}
		n := len(pdfPageRE.FindAll(pdf, -1))
		if n < 1 || n > maxPages {
			t.Errorf("%s on %s: %d pages, want 1 to %d", what, paper.name, n, maxPages)
		}
		t.Logf("%s on %s: %d pages", what, paper.name, n)
	}
}

// TestPrintRules: each game's rules page, in each of the nine languages,
// with the dark theme on the screen, has a Print button on the screen;
// in print it shows no control, its diagrams are drawn whole (none split
// across pages) and the paper is white with black text. In English and
// in German it prints to PDF on A4 and Letter.
func TestPrintRules(t *testing.T) {
	t.Parallel()
	// Each game in a browser of its own, in parallel.
	for _, game := range []string{"trax", "traxit", "trakkx"} {
		t.Run(game, func(t *testing.T) {
			t.Parallel()
			ctx, base := newPage(t)
			for _, lang := range i18n.Languages {
				t.Run(string(lang), func(t *testing.T) {
					openView(t, ctx, fmt.Sprintf("%s?lang=%s&theme=dark#game=%s&view=rules", base, lang, game), fmt.Sprintf(`#rules[data-game=%q]`, game))
					if !js[bool](t, ctx, visibleJS+`(document.getElementById("rules-print"))`) {
						t.Error("no Print button on the screen")
					}
					if js[string](t, ctx, `document.documentElement.dataset.theme`) != "dark" {
						t.Error("the screen is not dark")
					}
					emulatePrint(t, ctx, true)
					defer emulatePrint(t, ctx, false)
					if bad := visibleControls(t, ctx); len(bad) > 0 {
						t.Errorf("controls in print: %q", bad)
					}
					wantPaper(t, ctx, "the rules")
					figures := count(t, ctx, "#rules .diagram-figure")
					if figures == 0 {
						t.Fatal("no diagrams")
					}
					drawn := js[int](t, ctx, `[...document.querySelectorAll("#rules .diagram-figure")].filter((f) =>
					(`+visibleJS+`)(f) && f.querySelector("svg, .tk-diagram") !== null &&
					(`+visibleJS+`)(f.querySelector("svg, .tk-diagram")) &&
					getComputedStyle(f).breakInside === "avoid").length`)
					if drawn != figures {
						t.Errorf("%d of %d diagrams drawn whole in print", drawn, figures)
					}
					if h := js[string](t, ctx, `getComputedStyle(document.querySelector("#rules h1")).display`); h == "none" {
						t.Error("the title does not print")
					}
					if lang == "en" || lang == "de" {
						wantPDF(t, ctx, game+" rules in "+string(lang), 20)
					}
				})
			}
		})
	}
}

// TestPrintScoreSheets: the score sheets of TRAXIT (a table per game,
// points and bonus per player per set, and each player's total) and TRAKKX (points and total per
// player, a row per game) for 2 and 4 players, reached from the rules
// page's links; in print their tables show and their choices do not.
// With a TRAXIT game on this device its sheet shows that game's scores.
func TestPrintScoreSheets(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"?lang=en#game=traxit&view=rules", `#rules[data-game="traxit"]`)
	if got := js[string](t, ctx, `document.getElementById("nav-scoresheet").getAttribute("href")`); got != "#game=traxit&view=scoresheet" {
		t.Errorf("the rules page's link to the score sheet is %q", got)
	}
	for _, tc := range []struct {
		game            string
		players, tables int
		columns         []string
		rows            int
		totalRow        bool // ends with each player's total
	}{
		{"traxit", 2, 3, []string{"Points", "Bonus"}, 4, true},
		{"traxit", 4, 3, []string{"Points", "Bonus"}, 4, true},
		{"trakkx", 2, 1, []string{"Points", "Total"}, 12, false},
		{"trakkx", 4, 1, []string{"Points", "Total"}, 12, false},
	} {
		t.Run(fmt.Sprintf("%s/%d", tc.game, tc.players), func(t *testing.T) {
			js[bool](t, ctx, fmt.Sprintf(`location.hash = "#game=%s&view=rules", true`, tc.game))
			waitJS(t, ctx, "the rules", fmt.Sprintf(`document.querySelector('#rules[data-game=%q]')`, tc.game))
			js[bool](t, ctx, `document.getElementById("nav-scoresheet").click(), true`)
			waitJS(t, ctx, "the score sheet", fmt.Sprintf(`document.querySelector('#scoresheet[data-game=%q]')`, tc.game))
			js[bool](t, ctx, fmt.Sprintf(`document.getElementById("scoresheet-players-%d").click(), true`, tc.players))
			waitJS(t, ctx, "the sheet for the players", fmt.Sprintf(`document.querySelector('#scoresheet[data-players="%d"]')`, tc.players))
			if n := count(t, ctx, "#scoresheet table.sheet"); n != tc.tables {
				t.Errorf("%d tables, want %d", n, tc.tables)
			}
			if n := count(t, ctx, "#sheet-1 th.sheet-name"); n != tc.players {
				t.Errorf("%d players' columns, want %d", n, tc.players)
			}
			cols := js[[]string](t, ctx, `[...document.querySelectorAll("#sheet-1 th.sheet-column")].map((th) => th.textContent)`)
			want := []string{}
			for range tc.players {
				want = append(want, tc.columns...)
			}
			if fmt.Sprint(cols) != fmt.Sprint(want) {
				t.Errorf("columns %q, want %q", cols, want)
			}
			if n := count(t, ctx, "#sheet-1 tbody tr:not(.sheet-total)"); n != tc.rows {
				t.Errorf("%d rows, want %d", n, tc.rows)
			}
			if n := count(t, ctx, "#sheet-1 tbody tr:not(.sheet-total) td"); n != tc.rows*tc.players*len(tc.columns) {
				t.Errorf("%d cells to fill in, want %d", n, tc.rows*tc.players*len(tc.columns))
			}
			if n := count(t, ctx, "#sheet-1 .sheet-total td"); tc.totalRow && n != tc.players || !tc.totalRow && n != 0 {
				t.Errorf("%d totals, want a total row %v", n, tc.totalRow)
			}
			emulatePrint(t, ctx, true)
			defer emulatePrint(t, ctx, false)
			if bad := visibleControls(t, ctx); len(bad) > 0 {
				t.Errorf("controls in print: %q", bad)
			}
			if n := js[int](t, ctx, `[...document.querySelectorAll("#scoresheet table.sheet")].filter(`+visibleJS+`).length`); n != tc.tables {
				t.Errorf("%d of %d tables print", n, tc.tables)
			}
			wantPaper(t, ctx, "the score sheet")
			wantPDF(t, ctx, fmt.Sprintf("%s sheet for %d", tc.game, tc.players), 1)
		})
	}

	// A finished TRAXIT game of two players on this device: its sheet.
	js[bool](t, ctx, fmt.Sprintf(`localStorage.setItem(%q, %q), true`, finishedTraxitKey, finishedTraxit(t)))
	openView(t, ctx, base+"?game=traxit&view=scoresheet&lang=en", `#scoresheet[data-filled="1"]`)
	names := js[[]string](t, ctx, `[...document.querySelectorAll("#sheet-1 th.sheet-name")].map((th) => th.textContent)`)
	if fmt.Sprint(names) != "[Red Blue]" {
		t.Errorf("the game's players are %q, want Red and Blue", names)
	}
	if n := js[int](t, ctx, `[...document.querySelectorAll("#sheet-1 tbody td")].filter((td) => /^\d+$/.test(td.textContent)).length`); n != 3*2*2+2 {
		t.Errorf("%d scores filled in, want the short game's 3 sets × 2 players × 2 columns and 2 totals", n)
	}
	js[bool](t, ctx, `document.getElementById("scoresheet-empty").click(), true`)
	waitJS(t, ctx, "the empty sheet", `document.querySelector('#scoresheet[data-filled="0"][data-players="2"] #scoresheet-filled')`)
}

// TestPrintPosition: Trax's Print position prints the position on the
// board alone: the diagram with the notation's column letters and row
// numbers, whose turn it is and the moves; the board, the panel and the
// header do not print. In review it prints the position reviewed; a
// change of the position drops the print of the one before.
func TestPrintPosition(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?game=trax&ai=0&lang=en&theme=dark")
	loadRecord(t, ctx, `@0/ @1+ B2+ B3\ C2/`, "Loaded 5 moves")
	if count(t, ctx, "#print-position") != 0 {
		t.Fatal("the position's print is there before Print position")
	}
	// The browser's print dialog would stop the test: count the calls.
	js[bool](t, ctx, `window.printed = 0, window.print = () => { window.printed++; }, true`)
	js[bool](t, ctx, `document.getElementById("picture-print").click(), true`)
	waitJS(t, ctx, "the print dialog", `window.printed === 1 && document.getElementById("print-position")`)
	if js[bool](t, ctx, visibleJS+`(document.getElementById("print-position"))`) {
		t.Error("the position's print shows on the screen")
	}

	emulatePrint(t, ctx, true)
	if !js[bool](t, ctx, visibleJS+`(document.querySelector("#print-position svg"))`) {
		t.Fatal("no diagram in print")
	}
	labels := js[[]string](t, ctx, `[...document.querySelectorAll("#print-position svg text")].map((t) => t.textContent)`)
	for _, want := range []string{"A", "B", "C", "1", "2", "3"} {
		found := false
		for _, l := range labels {
			found = found || l == want
		}
		if !found {
			t.Errorf("coordinate %s missing from the diagram's %q", want, labels)
		}
	}
	if got := text(t, ctx, "#print-position-turn"); got != "Red to move." {
		t.Errorf("whose turn: %q", got)
	}
	if got := js[[]string](t, ctx, `[...document.querySelectorAll("#print-position-moves li")].map((li) => li.textContent)`); fmt.Sprint(got) != `[1. @0/ 2. @1+ 3. B2+ 4. B3\ 5. C2/]` {
		t.Errorf("moves %q", got)
	}
	for _, sel := range []string{"#game", ".board-svg", ".panel", "header"} {
		if js[bool](t, ctx, fmt.Sprintf(`[...document.querySelectorAll(%q)].some(%s)`, sel, visibleJS)) {
			t.Errorf("%s prints beside the position", sel)
		}
	}
	if bad := visibleControls(t, ctx); len(bad) > 0 {
		t.Errorf("controls in print: %q", bad)
	}
	wantPaper(t, ctx, "the position")
	wantPDF(t, ctx, "the position", 2)
	emulatePrint(t, ctx, false)

	// Review: the position after turn 2. The print of the position before
	// goes with the change.
	js[bool](t, ctx, `document.querySelector('#moves [data-move="2"]').click(), true`)
	waitJS(t, ctx, "the print gone with the change", `!document.getElementById("print-position")`)
	js[bool](t, ctx, `document.getElementById("picture-print").click(), true`)
	waitJS(t, ctx, "the print dialog again", `window.printed === 2 && document.querySelectorAll("#print-position-moves li").length === 2`)
	if got := text(t, ctx, "#print-position h2"); got != "Trax, the position after turn 2" {
		t.Errorf("reviewing turn 2, the print's title is %q", got)
	}
}
