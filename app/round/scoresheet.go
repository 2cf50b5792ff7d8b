package round

import (
	"html"
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
// (the print rules of web/app.css). Only the button is a control; the rest is written as
// HTML text (goapp.Raw), which keeps app.wasm smaller than building each
// element and cell.
func RenderScoreSheet(p *i18n.Printer, s ScoreSheet, minPlayers, maxPlayers int) goapp.UI {
	var w sheetWriter
	w.text("h1", ` class="scoresheet-title"`, p.T(s.Game+".scoresheet.title"))
	w.text("p", ` class="scoresheet-intro"`, p.T(s.Game+".scoresheet.intro"))
	w.add(`<div class="scoresheet-options no-print">`)
	switch {
	case s.Filled:
		w.link("scoresheet-empty", SheetLink(s.Game, s.Players), "", p.T("scoresheet.empty"))
	default:
		w.text("span", ` id="scoresheet-players-label"`, p.T("scoresheet.players"))
		w.add(`<div class="segmented" role="group" aria-labelledby="scoresheet-players-label">`)
		for n := minPlayers; n <= maxPlayers; n++ {
			current := ""
			if n == s.Players {
				current = ` aria-current="true"`
			}
			w.link("scoresheet-players-"+strconv.Itoa(n), SheetLink(s.Game, n), current, strconv.Itoa(n))
		}
		w.add("</div>")
		if s.CanFill {
			w.link("scoresheet-filled", SheetLink(s.Game, 0), "", p.T("scoresheet.filled"))
		}
	}
	w.add("</div>")
	head := w.String()

	// The players' headings, the same over every table.
	heads := make([]string, s.Players)
	for pl := range heads {
		if pl < len(s.Names) {
			heads[pl] = html.EscapeString(s.Names[pl])
		} else { // a line to write the player's name on
			heads[pl] = "<span>" + html.EscapeString(p.T("scoresheet.player", "n", pl+1)) + `</span><span class="sheet-write" aria-hidden="true"></span>`
		}
	}
	w = sheetWriter{}
	w.add(`<div class="sheets">`)
	for i, t := range s.Tables {
		w.table(s, t, i, heads, p.T("scoresheet.total"))
	}
	w.add("</div>")
	filled := "0"
	if s.Filled {
		filled = "1"
	}
	return goapp.Main().ID("scoresheet").Class("scoresheet").Attr("data-game", s.Game).
		Attr("data-players", s.Players).Attr("data-filled", filled).Body(
		goapp.Raw(`<div class="scoresheet-head">`+head+"</div>"),
		app.PrintButton(p, "scoresheet-print"),
		goapp.Raw(w.String()),
	)
}

// sheetWriter writes a score sheet's HTML. Everything goes through add,
// kept out of line: written inline at every call, the builder's appends
// made the score sheet cost app.wasm several times its size.
type sheetWriter struct{ b []byte }

// add appends parts.
//
//go:noinline
func (w *sheetWriter) add(parts ...string) {
	for _, s := range parts {
		w.b = append(w.b, s...)
	}
}

// String returns what was written.
func (w *sheetWriter) String() string { return string(w.b) }

// text writes element tag with attributes attrs (each with its leading
// space) around text.
//
//go:noinline
func (w *sheetWriter) text(tag, attrs, text string) {
	w.add("<", tag, attrs, ">", html.EscapeString(text), "</", tag, ">")
}

// link writes a link styled as a button.
//
//go:noinline
func (w *sheetWriter) link(id, href, attrs, text string) {
	w.add(`<a id="`, id, `" class="button" href="`, html.EscapeString(href), `"`, attrs, ">", html.EscapeString(text), "</a>")
}

// table writes table t of sheet s: the players (heads, as HTML) over their
// columns, a row per scoring, then the totals if any.
func (w *sheetWriter) table(s ScoreSheet, t SheetTable, index int, heads []string, total string) {
	cols := strconv.Itoa(len(s.Columns))
	w.add(`<table id="sheet-`, strconv.Itoa(index+1), `" class="sheet">`)
	if t.Caption != "" {
		w.text("caption", "", t.Caption)
	}
	w.add("<thead><tr>")
	w.text("th", ` class="sheet-corner" rowspan="2" scope="col"`, t.Corner)
	for pl, h := range heads {
		w.add(`<th class="sheet-name" colspan="`, cols, `" scope="colgroup" data-player="`, strconv.Itoa(pl), `">`, h, "</th>")
	}
	w.add("</tr><tr>")
	for range heads {
		for _, c := range s.Columns {
			w.text("th", ` class="sheet-column" scope="col"`, c)
		}
	}
	w.add("</tr></thead><tbody>")
	for _, r := range t.Rows {
		w.row("", r.Label, "", r.Cells, len(heads)*len(s.Columns))
	}
	if t.TotalRow {
		w.row(` class="sheet-total"`, total, ` colspan="`+cols+`"`, t.Totals, len(heads))
	}
	w.add("</tbody></table>")
}

// row writes a row headed label of n cells (cellAttrs on each), with the
// values known (cells, fewer than n on a sheet to fill in by hand).
func (w *sheetWriter) row(attrs, label, cellAttrs string, cells []string, n int) {
	w.add("<tr", attrs, ">")
	w.text("th", ` scope="row"`, label)
	for i := range n {
		v := ""
		if i < len(cells) {
			v = cells[i]
		}
		w.text("td", cellAttrs, v)
	}
	w.add("</tr>")
}

// ScoreSheetExtra is a game's score sheet as an extra view of its page
// (view=scoresheet, "Score sheet"): sheet fills it from what the device
// saved and the link's parameters, for minPlayers to maxPlayers players.
func ScoreSheetExtra(sheet func(p *i18n.Printer, st app.Storage, q url.Values) ScoreSheet, minPlayers, maxPlayers int) app.Extra {
	return app.Extra{ID: ScoreSheetView, Label: "scoresheet.label", Show: func(s *app.Session) goapp.UI {
		p := s.Printer()
		return RenderScoreSheet(p, sheet(p, s.Storage, s.Params), minPlayers, maxPlayers)
	}}
}
