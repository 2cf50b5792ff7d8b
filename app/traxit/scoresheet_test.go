package traxit

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	"traxapp/app"
	"traxapp/app/i18n"
	engine "traxapp/engine/traxit"
)

// TestScoreSheet: an empty sheet has a table per game of the evening, a
// column group per player chosen (points, bonus, running total) and a row
// per set; the game on this device fills in each scored set, the sum of
// its points and bonus being the engine's set score.
func TestScoreSheet(t *testing.T) {
	p := i18n.For(i18n.English)
	for _, tc := range []struct {
		query   string
		players int
	}{{"", sheetPlayers}, {"players=2", 2}, {"players=1", sheetPlayers}} {
		q, _ := url.ParseQuery(tc.query)
		s := scoreSheet(p, app.MemoryStorage{}, q)
		if s.Filled || s.Players != tc.players || len(s.Tables) != sheetGames || len(s.Tables[0].Rows) != sheetSets || len(s.Columns) != 3 {
			t.Errorf("%q: filled %v, %d players, %d tables, want an empty sheet of %d players", tc.query, s.Filled, s.Players, len(s.Tables), tc.players)
		}
	}

	g, err := engine.NewGame(engine.Options{Players: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5000 && !g.Outcome().Over; i++ {
		if err := g.Apply(g.LegalActions()[0]); err != nil {
			t.Fatal(err)
		}
	}
	st := app.MemoryStorage{savedKey: encodeSaved(g, []string{Person, Person, Person}, nil)}
	s := scoreSheet(p, st, url.Values{})
	sets := g.Position().SetScores()
	if !s.Filled || s.Players != 3 || len(s.Tables) != 1 || len(s.Tables[0].Rows) != g.Position().Options().Sets || strings.Join(s.Names, ",") != "Red,Blue,Yellow" {
		t.Fatalf("the game's sheet: filled %v, %d players, %d tables, names %q", s.Filled, s.Players, len(s.Tables), s.Names)
	}
	totals := make([]int, 3)
	for set, row := range s.Tables[0].Rows {
		for seat := range 3 {
			points, _ := strconv.Atoi(row.Cells[seat*3])
			bonus, _ := strconv.Atoi(row.Cells[seat*3+1])
			total, _ := strconv.Atoi(row.Cells[seat*3+2])
			totals[seat] += sets[set][seat]
			if points+bonus != sets[set][seat] || total != totals[seat] {
				t.Errorf("set %d, seat %d: %q, want the set's %d and the total %d", set+1, seat, row.Cells[seat*3:seat*3+3], sets[set][seat], totals[seat])
			}
		}
	}
	if got := g.Position().Scores(); totals[0] != got[0] || totals[1] != got[1] || totals[2] != got[2] {
		t.Errorf("running totals end at %v, the game's scores are %v", totals, got)
	}
}
