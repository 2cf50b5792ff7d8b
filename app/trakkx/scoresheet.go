package trakkx

import (
	"net/url"
	"strconv"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round"
)

// Blank sheets: a row per game, enough for a club evening's match.
const (
	sheetGames   = 12
	sheetPlayers = 4 // an empty sheet's players when the link names none
)

// scoreSheet is TRAKKX's score sheet (view=scoresheet, round.ScoreSheetExtra):
// the match saved in st filled in, unless q names a number of players
// (players=N), or an empty table for q's players. Each player has the
// points left in their hand after each game and the running total.
func scoreSheet(p *i18n.Printer, st app.Storage, q url.Values) round.ScoreSheet {
	var seats []seat
	var m match
	saved := false
	if data, ok := st.Load(savedKey); ok {
		if s, sm, _, _, err := decodeSaved(data); err == nil {
			seats, m, saved = s, sm, true
		}
	}
	sheet := round.ScoreSheet{
		Game:    "trakkx",
		Columns: []string{p.T("trakkx.scoresheet.points"), p.T("scoresheet.total")},
		CanFill: saved,
	}
	t := round.SheetTable{Corner: p.T("trakkx.scores.game")}
	games := sheetGames
	if saved && !q.Has("players") {
		sheet.Filled = true
		sheet.Players = len(seats)
		for i := range seats {
			sheet.Names = append(sheet.Names, seatNameOf(p, seats, i))
		}
		games = max(m.Games, len(m.Results))
	} else {
		sheet.Players = round.SheetPlayers(q, 2, 4, sheetPlayers)
	}
	totals := make([]int, sheet.Players)
	for k := range games {
		row := round.SheetRow{Label: strconv.Itoa(k + 1)}
		if sheet.Filled && k < len(m.Results) {
			for i, pts := range m.Results[k].Scores {
				totals[i] += pts
				row.Cells = append(row.Cells, strconv.Itoa(pts), strconv.Itoa(totals[i]))
			}
		}
		t.Rows = append(t.Rows, row)
	}
	sheet.Tables = []round.SheetTable{t}
	return sheet
}
