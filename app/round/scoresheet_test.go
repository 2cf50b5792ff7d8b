package round

import (
	"net/url"
	"regexp"
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
)

// TestSheetPlayers: players= between the bounds is followed; anything
// else gives the default.
func TestSheetPlayers(t *testing.T) {
	for _, tc := range []struct {
		query string
		want  int
	}{
		{"", 4}, {"players=2", 2}, {"players=3", 3}, {"players=4", 4},
		{"players=1", 4}, {"players=5", 4}, {"players=-2", 4}, {"players=two", 4}, {"players=2.5", 4},
	} {
		q, _ := url.ParseQuery(tc.query)
		if got := SheetPlayers(q, 2, 4, 4); got != tc.want {
			t.Errorf("%q: %d players, want %d", tc.query, got, tc.want)
		}
	}
}

// TestSheetLink: the game's own sheet, or the empty one for N players.
func TestSheetLink(t *testing.T) {
	if got := SheetLink("traxit", 0); got != "#game=traxit&view=scoresheet" {
		t.Errorf("the game's sheet: %q", got)
	}
	if got := SheetLink("trakkx", 3); got != "#game=trakkx&view=scoresheet&players=3" {
		t.Errorf("an empty sheet for 3: %q", got)
	}
}

// TestRenderScoreSheet: a column group per player over its columns, a
// row per scoring with a cell per player and column (the values known
// filled in, escaped), the total row with a cell per player; an empty
// sheet offers each number of players, the chosen one marked, and the
// game's sheet when there is one; a filled one offers the empty sheet.
func TestRenderScoreSheet(t *testing.T) {
	p := i18n.For(i18n.English)
	count := func(html, s string) int { return strings.Count(html, s) }
	for _, tc := range []struct {
		name  string
		sheet ScoreSheet
		want  []string // substrings of the page
		not   []string
	}{{
		name: "empty for 3",
		sheet: ScoreSheet{Game: "traxit", Players: 3, Columns: []string{"Points", "Bonus"}, CanFill: true,
			Tables: []SheetTable{{Caption: "Game 1", Corner: "Set", Rows: []SheetRow{{Label: "1"}, {Label: "2"}}, TotalRow: true}}},
		want: []string{`data-players="3"`, `data-filled="0"`, "<caption>Game 1</caption>", `id="scoresheet-players-3" class="button" href="#game=traxit&amp;view=scoresheet&amp;players=3" aria-current="true"`,
			`id="scoresheet-filled"`, ">Player 3<", `class="sheet-write"`, `<tr class="sheet-total"><th scope="row">Total</th><td colspan="2"></td>`},
		not: []string{`id="scoresheet-empty"`, `id="scoresheet-players-2" class="button" href="#game=traxit&amp;view=scoresheet&amp;players=2" aria-current`},
	}, {
		name: "filled",
		sheet: ScoreSheet{Game: "trakkx", Players: 2, Names: []string{"Ann <3", "Bo"}, Columns: []string{"Points", "Total"}, Filled: true,
			Tables: []SheetTable{{Corner: "Game", Rows: []SheetRow{{Label: "1", Cells: []string{"0", "0", "12", "12"}}, {Label: "2"}}}}},
		want: []string{`data-filled="1"`, ">Ann &lt;3<", ">Bo<", "<td>12</td>", `id="scoresheet-empty" class="button" href="#game=trakkx&amp;view=scoresheet&amp;players=2"`},
		not:  []string{"scoresheet-players-", "sheet-total", "<caption>", "Ann <3"},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			html := goapp.HTMLString(RenderScoreSheet(p, tc.sheet, 2, 4))
			for _, w := range tc.want {
				if !strings.Contains(html, w) {
					t.Errorf("lacks %s:\n%s", w, html)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(html, w) {
					t.Errorf("has %s:\n%s", w, html)
				}
			}
			s := tc.sheet
			cols := len(s.Columns)
			if n := count(html, `class="sheet-name"`); n != s.Players {
				t.Errorf("%d players' headings, want %d", n, s.Players)
			}
			if n := count(html, `class="sheet-column"`); n != s.Players*cols {
				t.Errorf("%d column headings, want %d", n, s.Players*cols)
			}
			cells := regexp.MustCompile(`<td>[^<]*</td>`).FindAllString(html, -1)
			if want := len(s.Tables[0].Rows) * s.Players * cols; len(cells) != want {
				t.Errorf("%d cells, want %d", len(cells), want)
			}
			if n := count(html, `id="scoresheet-print"`); n != 1 {
				t.Errorf("%d Print buttons", n)
			}
		})
	}
}
