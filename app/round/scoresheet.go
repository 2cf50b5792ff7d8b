package round

import (
	"net/url"
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
)

// ScoreSheetView is the ID of a game's score sheet view
// (?game=<game>&view=scoresheet), an app.Extra.
const ScoreSheetView = "scoresheet"

// ScoreSheet is a game's printable score sheet: for a club evening,
// empty tables to fill in by hand for the number of players chosen; for
// the game on this device, its scores so far. A table has a column group
// per player (Columns, e.g. points and bonus) and a row per scoring (a
// set, a game of a match), and may end with each player's total.
type ScoreSheet struct {
	// Game is the game's ID: the sheet's title and intro are its catalog's
	// <Game>.scoresheet.title and .intro.
	Game string
	// Players is the number of column groups, 2 to 4.
	Players int
	// Names are the players' names on a filled sheet; an empty sheet
	// heads each group "Player n" over a line to write a name on.
	Names []string
	// Columns are each player's columns, in words.
	Columns []string
	// Tables are the sheet's tables, in order.
	Tables []SheetTable
	// Filled marks a sheet of the game on this device; CanFill, one
	// that is empty although such a game exists, so that it is offered.
	Filled, CanFill bool
}

// SheetTable is one table of a score sheet.
type SheetTable struct {
	// Caption names the table ("Game 1"); Corner heads its first column
	// ("Set").
	Caption, Corner string
	Rows            []SheetRow
	// TotalRow ends the table with a row of each player's total, one
	// cell across the player's columns: Totals on a filled sheet, else
	// empty.
	TotalRow bool
	Totals   []string
}

// SheetRow is one row of a table: its label and, on a filled sheet, its
// cells (player by player, each player's Columns in order; "" for a
// cell not yet known).
type SheetRow struct {
	Label string
	Cells []string
}

// SheetPlayers reads the players= of a score sheet's address: from min
// to max, else def.
func SheetPlayers(q url.Values, min, max, def int) int {
	n, err := strconv.Atoi(q.Get("players"))
	if err != nil || n < min || n > max {
		return def
	}
	return n
}

// SheetLink is the link to game's score sheet: empty for players, or
// (players 0) the game's own.
func SheetLink(game string, players int) string {
	link := app.Link(game, ScoreSheetView)
	if players > 0 {
		link += "&players=" + strconv.Itoa(players)
	}
	return link
}

// RenderScoreSheet draws sheet s in p's language, with its choices
// (players, empty or filled) and its Print button, which do not print
// (web/print.css).
func RenderScoreSheet(p *i18n.Printer, s ScoreSheet, minPlayers, maxPlayers int) goapp.UI {
	var choices []goapp.UI
	if !s.Filled {
		links := []goapp.UI{}
		for n := minPlayers; n <= maxPlayers; n++ {
			a := goapp.Elem("a").ID("scoresheet-players-"+strconv.Itoa(n)).Class("button").
				Attr("href", SheetLink(s.Game, n)).Text(strconv.Itoa(n))
			if n == s.Players {
				a = a.Attr("aria-current", "true")
			}
			links = append(links, a)
		}
		choices = append(choices,
			goapp.Span().ID("scoresheet-players-label").Text(p.T("scoresheet.players")),
			goapp.Div().Class("segmented").Role("group").Aria("labelledby", "scoresheet-players-label").Body(links...),
		)
	}
	if s.Filled {
		choices = append(choices, goapp.Elem("a").ID("scoresheet-empty").Class("button").
			Attr("href", SheetLink(s.Game, s.Players)).Text(p.T("scoresheet.empty")))
	} else if s.CanFill {
		choices = append(choices, goapp.Elem("a").ID("scoresheet-filled").Class("button").
			Attr("href", SheetLink(s.Game, 0)).Text(p.T("scoresheet.filled")))
	}
	body := []goapp.UI{
		goapp.H1().Class("scoresheet-title").Text(p.T(s.Game + ".scoresheet.title")),
		goapp.P().Class("scoresheet-intro").Text(p.T(s.Game + ".scoresheet.intro")),
		goapp.Div().Class("scoresheet-options no-print").Body(choices...),
		app.PrintButton(p, "scoresheet-print", p.T("scoresheet.print-label")),
	}
	for i, t := range s.Tables {
		body = append(body, renderSheetTable(p, s, t, i))
	}
	filled := "0"
	if s.Filled {
		filled = "1"
	}
	return goapp.Main().ID("scoresheet").Class("scoresheet").Attr("data-game", s.Game).
		Attr("data-players", s.Players).Attr("data-filled", filled).Body(body...)
}

// renderSheetTable draws table t of sheet s: the players over their
// columns, then a row per scoring.
func renderSheetTable(p *i18n.Printer, s ScoreSheet, t SheetTable, index int) goapp.UI {
	cols := len(s.Columns)
	names := []goapp.UI{goapp.Th().Class("sheet-corner").Attr("rowspan", 2).Attr("scope", "col").Text(t.Corner)}
	sub := []goapp.UI{}
	for pl := range s.Players {
		var head goapp.UI
		if pl < len(s.Names) {
			head = goapp.Th().Class("sheet-name").Attr("colspan", cols).Attr("scope", "colgroup").Attr("data-player", pl).Text(s.Names[pl])
		} else {
			head = goapp.Th().Class("sheet-name").Attr("colspan", cols).Attr("scope", "colgroup").Attr("data-player", pl).Body(
				goapp.Span().Text(p.T("scoresheet.player", "n", pl+1)),
				goapp.Span().Class("sheet-write").Aria("hidden", "true"),
			)
		}
		names = append(names, head)
		for _, c := range s.Columns {
			sub = append(sub, goapp.Th().Class("sheet-column").Attr("scope", "col").Text(c))
		}
	}
	rows := make([]goapp.UI, 0, len(t.Rows))
	for _, r := range t.Rows {
		cells := []goapp.UI{goapp.Th().Attr("scope", "row").Text(r.Label)}
		for i := range s.Players * cols {
			v := ""
			if i < len(r.Cells) {
				v = r.Cells[i]
			}
			cells = append(cells, goapp.Td().Text(v))
		}
		rows = append(rows, goapp.Tr().Body(cells...))
	}
	if t.TotalRow {
		cells := []goapp.UI{goapp.Th().Attr("scope", "row").Text(p.T("scoresheet.total"))}
		for pl := range s.Players {
			v := ""
			if pl < len(t.Totals) {
				v = t.Totals[pl]
			}
			cells = append(cells, goapp.Td().Attr("colspan", cols).Text(v))
		}
		rows = append(rows, goapp.Tr().Class("sheet-total").Body(cells...))
	}
	return goapp.Table().ID("sheet-"+strconv.Itoa(index+1)).Class("sheet").Body(
		goapp.If(t.Caption != "", func() goapp.UI { return goapp.Caption().Text(t.Caption) }),
		goapp.THead().Body(goapp.Tr().Body(names...), goapp.Tr().Body(sub...)),
		goapp.TBody().Body(rows...),
	)
}
