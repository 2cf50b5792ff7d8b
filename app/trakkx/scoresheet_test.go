package trakkx

import (
	"net/url"
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/round"
	engine "traxapp/engine/trakkx"
)

// TestScoreSheet: an empty sheet has a column group per player chosen
// (points and running total) and a row per game; the match on this
// device fills in its players' names and each finished game's hand
// points with the running totals, unless the link asks for an empty
// sheet.
func TestScoreSheet(t *testing.T) {
	empty := app.MemoryStorage{}
	for _, tc := range []struct {
		query   string
		players int
	}{{"", sheetPlayers}, {"players=2", 2}, {"players=3", 3}, {"players=9", sheetPlayers}, {"players=x", sheetPlayers}} {
		q, _ := url.ParseQuery(tc.query)
		s := scoreSheet(en, empty, q)
		if s.Filled || s.CanFill || s.Players != tc.players || len(s.Tables) != 1 || len(s.Tables[0].Rows) != sheetGames {
			t.Errorf("%q: filled %v, can fill %v, %d players, %d tables, want an empty sheet of %d players and %d games",
				tc.query, s.Filled, s.CanFill, s.Players, len(s.Tables), tc.players, sheetGames)
		}
	}

	g := engine.MustNewGame(engine.Options{Players: 3, Seed: 7})
	m := match{Games: 3, Results: []gameResult{{Scores: []int{0, 12, 45}, Winners: []int{0}}, {Scores: []int{30, 0, 5}, Winners: []int{1}}}}
	seats := []seat{{Name: "Ann"}, {}, {Level: "easy"}}
	st := app.MemoryStorage{savedKey: encodeSaved(seats, m, g, nil)}
	s := scoreSheet(en, st, url.Values{})
	if !s.Filled || s.Players != 3 || strings.Join(s.Names, ",") != "Ann,Player 2,Computer 3" {
		t.Fatalf("the match's sheet: filled %v, %d players, names %q", s.Filled, s.Players, s.Names)
	}
	rows := s.Tables[0].Rows
	want := [][]string{{"0", "0", "12", "12", "45", "45"}, {"30", "30", "0", "12", "5", "50"}, nil}
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want one per game of the match (%d)", len(rows), len(want))
	}
	for i, w := range want {
		if strings.Join(rows[i].Cells, ",") != strings.Join(w, ",") {
			t.Errorf("game %d: cells %q, want %q", i+1, rows[i].Cells, w)
		}
	}
	if s := scoreSheet(en, st, url.Values{"players": {"2"}}); s.Filled || !s.CanFill || s.Players != 2 {
		t.Errorf("players=2 beside a saved match: filled %v, can fill %v, %d players", s.Filled, s.CanFill, s.Players)
	}
	html := goapp.HTMLString(round.RenderScoreSheet(en, s, 2, 4))
	for _, want := range []string{"TRAKKX score sheet", ">Ann<", `id="scoresheet-print"`, `id="scoresheet-empty"`, ">Points<", ">Total<"} {
		if !strings.Contains(html, want) {
			t.Errorf("the sheet lacks %s:\n%s", want, html)
		}
	}
}
