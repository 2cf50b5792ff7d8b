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

// TestScoreSheetTeamTotals: the team game's sheet adds a row per team
// after the sets, each partner's columns holding the team's points and
// bonus summed over both partners (the rules: partners' set scores,
// bonuses included, are added), and the other team's columns empty; a
// game without teams has none.
func TestScoreSheetTeamTotals(t *testing.T) {
	p := i18n.For(i18n.English)
	for _, teams := range []bool{true, false} {
		g, err := engine.NewGame(engine.Options{Players: 4, Teams: teams, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 5000 && !g.Outcome().Over; i++ {
			if err := g.Apply(g.LegalActions()[0]); err != nil {
				t.Fatal(err)
			}
		}
		st := app.MemoryStorage{savedKey: encodeSaved(g, []string{Person, Person, Person, Person}, nil, nil)}
		s := scoreSheet(p, st, url.Values{})
		sets := g.Position().Options().Sets
		rows := s.Tables[0].Rows
		if !teams {
			if len(rows) != sets {
				t.Errorf("no teams: %d rows, want the %d sets only", len(rows), sets)
			}
			continue
		}
		if len(rows) != sets+2 {
			t.Fatalf("teams: %d rows, want %d sets and two team rows", len(rows), sets)
		}
		scores := g.Position().Scores()
		for team, label := range []string{"Total – Red and Yellow", "Total – Blue and Green"} {
			row := rows[sets+team]
			if row.Label != label {
				t.Errorf("team %d's row is %q, want %q", team, row.Label, label)
			}
			var points, bonus int
			for _, r := range rows[:sets] {
				for _, seat := range []int{team, team + 2} {
					pts, _ := strconv.Atoi(r.Cells[seat*2])
					bon, _ := strconv.Atoi(r.Cells[seat*2+1])
					points, bonus = points+pts, bonus+bon
				}
			}
			for seat := range 4 {
				want := []string{"", ""}
				if seat%2 == team {
					want = []string{strconv.Itoa(points), strconv.Itoa(bonus)}
				}
				if got := row.Cells[seat*2 : seat*2+2]; strings.Join(got, ",") != strings.Join(want, ",") {
					t.Errorf("team %d, seat %d: %q, want %q", team, seat, got, want)
				}
			}
			if points+bonus != scores[team]+scores[team+2] {
				t.Errorf("team %d: %d points and %d bonus, the partners' totals are %d and %d", team, points, bonus, scores[team], scores[team+2])
			}
		}
	}
}
