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
// column group per player chosen (points and bonus) and a row
// per set, and a total row; the game on this device fills in each scored
// set, the sum of its points and bonus being the engine's set score, and
// the game's totals.
func TestScoreSheet(t *testing.T) {
	p := i18n.For(i18n.English)
	for _, tc := range []struct {
		query   string
		players int
	}{{"", sheetPlayers}, {"players=2", 2}, {"players=1", sheetPlayers}} {
		q, _ := url.ParseQuery(tc.query)
		s := scoreSheet(p, app.MemoryStorage{}, q)
		if s.Filled || s.Players != tc.players || len(s.Tables) != sheetGames || len(s.Tables[0].Rows) != sheetSets || len(s.Columns) != 2 || !s.Tables[0].TotalRow {
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
	st := app.MemoryStorage{savedKey: encodeSaved(g, []string{Person, Person, Person}, nil, nil)}
	s := scoreSheet(p, st, url.Values{})
	sets := g.Position().SetScores()
	if !s.Filled || s.Players != 3 || len(s.Tables) != 1 || len(s.Tables[0].Rows) != g.Position().Options().Sets || strings.Join(s.Names, ",") != "Red,Blue,Yellow" {
		t.Fatalf("the game's sheet: filled %v, %d players, %d tables, names %q", s.Filled, s.Players, len(s.Tables), s.Names)
	}
	for set, row := range s.Tables[0].Rows {
		for seat := range 3 {
			points, _ := strconv.Atoi(row.Cells[seat*2])
			bonus, _ := strconv.Atoi(row.Cells[seat*2+1])
			if points+bonus != sets[set][seat] {
				t.Errorf("set %d, seat %d: %q, want the set's %d", set+1, seat, row.Cells[seat*2:seat*2+2], sets[set][seat])
			}
		}
	}
	var want []string
	for _, sc := range g.Position().Scores() {
		want = append(want, strconv.Itoa(sc))
	}
	if got := s.Tables[0].Totals; strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("totals %q, the game's scores are %q", got, want)
	}
}
