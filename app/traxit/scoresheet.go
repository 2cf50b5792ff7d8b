package traxit

import (
	"net/url"
	"strconv"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round"
	engine "traxapp/engine/traxit"
)

// Blank sheets: a table per game of a club evening, a row per set of the
// standard game (the short game leaves its last row empty).
const (
	sheetGames   = 3
	sheetSets    = 4
	sheetPlayers = 4 // an empty sheet's players when the link names none
)

// scoreSheet is TRAXIT's score sheet (view=scoresheet, round.ScoreSheetExtra):
// the game saved in st filled in, unless q names a number of players
// (players=N), or empty tables for q's players. Each player has the
// pawns' points and the bonus of every set, and a total.
func scoreSheet(p *i18n.Printer, st app.Storage, q url.Values) round.ScoreSheet {
	var g *engine.Game
	if data, ok := st.Load(savedKey); ok {
		if saved, _, err := decodeGame(data); err == nil && saved.Len() > 0 {
			g = saved
		}
	}
	sheet := round.ScoreSheet{
		Game:    "traxit",
		Columns: []string{p.T("traxit.scoresheet.points"), p.T("traxit.scoresheet.bonus")},
		CanFill: g != nil,
	}
	corner := p.T("traxit.scoresheet.set")
	if g != nil && !q.Has("players") {
		return filledSheet(p, g, sheet, corner)
	}
	sheet.Players = round.SheetPlayers(q, 2, 4, sheetPlayers)
	for k := range sheetGames {
		t := round.SheetTable{Caption: p.T("traxit.scoresheet.game", "n", k+1), Corner: corner, TotalRow: true}
		for set := range sheetSets {
			t.Rows = append(t.Rows, round.SheetRow{Label: strconv.Itoa(set + 1)})
		}
		sheet.Tables = append(sheet.Tables, t)
	}
	return sheet
}

// filledSheet is sheet filled with game g's sets so far: each player's
// pawn points and bonus per set, and their totals. A team game adds a
// row per team after the sets: the rules add partners' set scores,
// bonuses included, so each partner's columns show the team's points and
// bonus summed over both partners and the sets scored.
func filledSheet(p *i18n.Printer, g *engine.Game, sheet round.ScoreSheet, corner string) round.ScoreSheet {
	pos := g.Position()
	sheet.Filled = true
	sheet.Players = pos.Players()
	for seat := range sheet.Players {
		sheet.Names = append(sheet.Names, seatName(p, seat))
	}
	scored := scoreTable(g)
	t := round.SheetTable{Corner: corner, TotalRow: true}
	for set := range pos.Options().Sets {
		row := round.SheetRow{Label: strconv.Itoa(set + 1)}
		if set < len(scored) {
			for _, sc := range scored[set] {
				row.Cells = append(row.Cells, strconv.Itoa(sc.Points), strconv.Itoa(sc.Bonus))
			}
		}
		t.Rows = append(t.Rows, row)
	}
	if pos.Team(0) >= 0 {
		t.Rows = append(t.Rows, teamRows(p, pos, scored)...)
	}
	for _, total := range pos.Scores() {
		t.Totals = append(t.Totals, strconv.Itoa(total))
	}
	sheet.Tables = []round.SheetTable{t}
	return sheet
}

// teamRows are the team game's team totals: a row per team, labelled
// "Total – <partners>", whose partners' columns each show the team's
// points and bonus summed over the sets scored; the other team's columns
// stay empty.
func teamRows(p *i18n.Printer, pos *engine.Position, scored [][]setScore) []round.SheetRow {
	var rows []round.SheetRow
	for team := range 2 {
		var sum setScore
		for _, set := range scored {
			for seat, sc := range set {
				if pos.Team(seat) == team {
					sum.Points += sc.Points
					sum.Bonus += sc.Bonus
				}
			}
		}
		row := round.SheetRow{Label: p.T("scoresheet.total") + " – " + teamName(p, team)}
		for seat := range pos.Players() {
			if pos.Team(seat) == team {
				row.Cells = append(row.Cells, strconv.Itoa(sum.Points), strconv.Itoa(sum.Bonus))
			} else {
				row.Cells = append(row.Cells, "", "")
			}
		}
		rows = append(rows, row)
	}
	return rows
}
