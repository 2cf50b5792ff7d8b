package trax

import (
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// This file is Trax's play by typing, for screen-reader and keyboard
// players (issue 26; its model is lichess's blind mode): the move field
// (#move-input) under the status takes one command at a time, and its
// answer is said in #move-answer, a live region.
//
// The commands, documented under the field (trax.type.help):
//   - a move in official notation, such as B2/, @0+ or a1\ (any case):
//     played exactly as a tap on its tile choice, the computer then
//     answers; a move refused is said with the engine's reason;
//   - a place, such as B2: what is there (a tile and its tracks, or an
//     empty square, how many tiles fit, the colours that meet it and a
//     win a tile there would make);
//   - ? : the whole position, row by row;
//   - nothing (Enter alone): the last turn again.
//
// Every turn, typed or not, the computer's too, is said in #announce
// (describeTurn): the move, the tiles it forced, the threats it leaves
// and the result.

// commandKind is what a typed line asks for.
type commandKind uint8

const (
	// cmdRepeat: Enter alone, say the last turn again.
	cmdRepeat commandKind = iota
	// cmdBoard: "?", say the whole position.
	cmdBoard
	// cmdMove: a move in notation (it ends with + / or \).
	cmdMove
	// cmdPlace: anything else, read as a place name.
	cmdPlace
)

// command is a typed line read: its kind and its text, trimmed.
type command struct {
	kind commandKind
	text string
}

// parseCommand reads a line typed in the move field. It decides only the
// kind of the command: whether a move or a place names anything is for
// the engine to say (ParseMove, ParsePlace).
func parseCommand(line string) command {
	s := strings.Join(strings.Fields(line), "")
	switch {
	case s == "":
		return command{kind: cmdRepeat}
	case s == "?":
		return command{kind: cmdBoard, text: s}
	case strings.ContainsRune(`+/\`, rune(s[len(s)-1])):
		return command{kind: cmdMove, text: s}
	}
	return command{kind: cmdPlace, text: s}
}

// typed runs a line typed in the move field and says its answer.
func (c *controller) typed(line string) {
	c.act()
	cmd := parseCommand(line)
	pos := c.position()
	switch cmd.kind {
	case cmdRepeat:
		last := describeTurn(c.p, c.game)
		if last == "" {
			last = c.p.T("trax.say.no-move") + " " + c.p.T("trax.type.help")
		}
		c.answer(last)
	case cmdBoard:
		c.answer(describeBoard(c.p, pos))
	case cmdPlace:
		q, err := pos.ParsePlace(cmd.text)
		if err != nil {
			c.answer(c.p.T("trax.say.refused", "input", app.Echo(cmd.text), "reason", board.ErrorText(c.p, err)) + " " + c.p.T("trax.type.help"))
			return
		}
		c.answer(describeSpace(c.p, pos, q))
	case cmdMove:
		c.typedMove(cmd.text)
	}
}

// typedMove plays a move typed in notation as a tap on its tile choice
// would, or says why it cannot.
func (c *controller) typedMove(text string) {
	if c.waiting() {
		c.answer(c.p.T("trax.say.wait"))
		return
	}
	err := engine.ErrGameOver
	if !c.inReview && !c.game.Outcome().Over() {
		var m engine.Move
		if m, err = c.position().ParseMove(text); err == nil {
			err = c.game.Play(m)
		}
	}
	if err != nil {
		c.answer(c.p.T("trax.say.refused", "input", app.Echo(text), "reason", board.ErrorText(c.p, err)))
		return
	}
	c.answer("")
	c.clearSelection()
	c.afterTurn()
}

// answer says s in the move field's answer. The same words said twice
// differ by a no-break space, so that the live region speaks again.
func (c *controller) answer(s string) {
	if s != "" && s == c.said {
		s += "\u00a0"
	}
	c.said = s
	c.rev++
}

// edgeWords are the catalog keys of a square's edges, by engine.Dir.
var edgeWords = [4]string{"trax.edge.top", "trax.edge.right", "trax.edge.bottom", "trax.edge.left"}

// edgesText names the edges of ds in words: "top and left", or a list.
func edgesText(p *i18n.Printer, ds []engine.Dir) string {
	words := make([]string, len(ds))
	for i, d := range ds {
		words[i] = p.T(edgeWords[d])
	}
	if len(words) == 2 {
		return p.T("trax.edges.both", "a", words[0], "b", words[1])
	}
	return strings.Join(words, ", ")
}

// trackEdges returns the two edges of tile t whose track is of colour col.
func trackEdges(t engine.Tile, col engine.Color) []engine.Dir {
	var ds []engine.Dir
	for d := engine.North; d <= engine.West; d++ {
		if t.EdgeColor(d) == col {
			ds = append(ds, d)
		}
	}
	return ds
}

// describeSpace says what is at q in words, from the engine's facts: a
// tile with its symbol and the edges each track joins; or an empty
// square, how many tiles fit there, the colours of the tracks that meet
// it, and whose win a tile there would complete.
func describeSpace(p *i18n.Printer, pos *engine.Position, q engine.Point) string {
	place := pos.PlaceName(q)
	if t := pos.At(q); t != engine.Empty {
		return p.T("trax.say.tile", "place", place, "symbol", string(t.Symbol()),
			"red", edgesText(p, trackEdges(t, engine.Red)), "white", edgesText(p, trackEdges(t, engine.White)))
	}
	if pos.TileCount() == 0 {
		return p.T("trax.say.board-empty")
	}
	fits := len(pos.LegalMovesAt(nil, q))
	if fits == 0 {
		return p.T("trax.say.empty", "place", place)
	}
	s := p.N("trax.say.space", fits, "place", place)
	var sides [2][]engine.Dir
	for d := engine.North; d <= engine.West; d++ {
		if n := pos.At(q.Add(d)); n != engine.Empty {
			col := n.EdgeColor(d.Opposite())
			sides[col] = append(sides[col], d)
		}
	}
	if len(sides[engine.Red]) > 0 {
		s += " " + p.T("trax.say.side-red", "edges", edgesText(p, sides[engine.Red]))
	}
	if len(sides[engine.White]) > 0 {
		s += " " + p.T("trax.say.side-white", "edges", edgesText(p, sides[engine.White]))
	}
	for _, th := range ai.Threats(pos) {
		if th.At == q {
			s += " " + p.T("trax.say.threat", "player", board.ColorName(p, th.Color), "move", th.Notation)
		}
	}
	return s
}

// describeBoard says the whole position row by row: the played area's
// columns and rows, then each row's squares (a tile by its symbol and red
// track, the white one taking the other two edges; an empty square as
// empty), then who is to move or the result.
func describeBoard(p *i18n.Printer, pos *engine.Position) string {
	if pos.TileCount() == 0 {
		return p.T("trax.say.board-empty")
	}
	a := pos.Area()
	var b strings.Builder
	b.WriteString(p.T("trax.say.area", "last", engine.ColumnName(a.Width()), "rows", a.Height()))
	for y := a.MinY; y <= a.MaxY; y++ {
		cells := make([]string, 0, a.Width())
		for x := a.MinX; x <= a.MaxX; x++ {
			q := engine.Point{X: x, Y: y}
			t := pos.At(q)
			if t == engine.Empty {
				cells = append(cells, p.T("trax.say.cell-empty", "place", pos.PlaceName(q)))
				continue
			}
			cells = append(cells, p.T("trax.say.cell", "place", pos.PlaceName(q), "symbol", string(t.Symbol()),
				"red", edgesText(p, trackEdges(t, engine.Red))))
		}
		b.WriteString(" " + p.T("trax.say.row", "row", y-a.MinY+1, "cells", strings.Join(cells, "; ")))
	}
	if o := pos.Outcome(); o.Over() {
		b.WriteString(" " + board.ResultText(p, o))
	} else {
		b.WriteString(" " + p.T("trax.status.to-move", "player", board.ColorName(p, pos.ToMove())))
	}
	return b.String()
}

// renderMoveField draws the move field: a labelled text field whose
// Enter runs what was typed (typed), its help and its answer. The form is
// a plain element: go-app's own Form type would link every method of its
// interface into app.wasm for this one use.
func (c *controller) renderMoveField() goapp.UI {
	t := c.p.T
	return goapp.Elem("form").ID("move-form").Class("typed-form").Attr("autocomplete", "off").On("submit", c.onTyped).Body(
		goapp.Label().For("move-input").Class("typed-label").Text(t("trax.type.label")),
		goapp.Div().Class("typed-row").Body(
			goapp.Input().ID("move-input").Class("typed-input").Type("text").
				Attr("spellcheck", "false").Attr("autocapitalize", "characters").Attr("enterkeyhint", "send").
				Aria("describedby", "move-help"),
			goapp.Button().ID("move-go").Type("submit").Text(t("trax.type.go")),
		),
		goapp.P().ID("move-help").Class("typed-help").Text(t("trax.type.help")),
		goapp.P().ID("move-answer").Class("typed-answer").Aria("live", "polite").Text(c.said),
	)
}

// onTyped runs the line in the move field and empties it; the focus stays
// in the field for the next command.
func (c *controller) onTyped(ctx goapp.Context, e goapp.Event) {
	e.PreventDefault()
	in := goapp.Window().GetElementByID("move-input")
	if in == nil || !in.Truthy() {
		return
	}
	line := in.Get("value").String()
	in.Set("value", "")
	c.typed(line)
}
