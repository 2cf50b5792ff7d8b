package trax

import (
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
)

// diagramOptions say what a diagram points out besides the tiles.
type diagramOptions struct {
	// lastTurn outlines the last turn's tiles: the chosen one solid, the
	// forced ones dashed.
	lastTurn bool
	// trace draws the winning loop or line.
	trace bool
	// marks are spaces to ring (a place being explained).
	marks []engine.Point
	// label is the diagram's accessible name.
	label string
}

// diagram draws position pos as a small standalone picture for the rules
// page and the home page. It draws every tile itself (no shared defs), so
// it shows on any page; the board's own code computes the geometry.
func diagram(pos *engine.Position, o diagramOptions) goapp.UI {
	area := pos.Area()
	for _, m := range o.marks {
		area = extend(area, m)
	}
	const pad = board.Unit / 4
	vb := board.Box{
		X: float64(area.MinX*board.Unit - pad), Y: float64(area.MinY*board.Unit - pad),
		W: float64(area.Width()*board.Unit + 2*pad), H: float64(area.Height()*board.Unit + 2*pad),
	}
	if area.Width() == 0 {
		vb = board.Box{X: -pad, Y: -pad, W: board.Unit + 2*pad, H: board.Unit + 2*pad}
	}
	body := make([]goapp.UI, 0, pos.TileCount()+8)
	for _, pl := range pos.Placements() {
		body = append(body, board.SVG("g").Class("tile").Attr("data-tile", board.SpaceAttr(pl.At)).
			Attr("transform", "translate("+itoa(pl.At.X*board.Unit)+" "+itoa(pl.At.Y*board.Unit)+")").
			Body(board.TileBody(pl.Tile)...))
	}
	if o.lastTurn {
		for _, pl := range pos.LastTurn() {
			class := "last-mark"
			if pl.Forced {
				class += " last-forced"
			}
			body = append(body, board.SVG("rect").Class(class).
				Attr("x", pl.At.X*board.Unit+4).Attr("y", pl.At.Y*board.Unit+4).
				Attr("width", board.Unit-8).Attr("height", board.Unit-8).Attr("rx", 6))
		}
	}
	if out := pos.Outcome(); o.trace && out.Over() && !out.Draw() {
		class := "win-trace win-" + out.Winner.String()
		for _, p := range pos.WinningPath() {
			if d := board.ColorTrack(pos.At(p), out.Winner); d != "" {
				body = append(body, board.SVG("path").Class(class).Attr("data-trace", board.SpaceAttr(p)).
					Attr("transform", "translate("+itoa(p.X*board.Unit)+" "+itoa(p.Y*board.Unit)+")").Attr("d", d))
			}
		}
	}
	for _, m := range o.marks {
		body = append(body, board.SVG("rect").Class("diagram-mark").Attr("data-mark", board.SpaceAttr(m)).
			Attr("x", m.X*board.Unit+3).Attr("y", m.Y*board.Unit+3).
			Attr("width", board.Unit-6).Attr("height", board.Unit-6).Attr("rx", 8))
	}
	svg := board.SVG("svg").Class("diagram").Attr("viewBox", vb.String()).
		Attr("width", ftoa(vb.W*diagramScale)).Attr("height", ftoa(vb.H*diagramScale))
	if o.label != "" {
		svg = svg.Attr("role", "img").Aria("label", o.label)
	} else {
		svg = svg.Aria("hidden", "true")
	}
	return svg.Body(body...)
}

// diagramScale is the size of a diagram's tile in CSS pixels per unit.
const diagramScale = 0.45

// extend returns area grown to hold p.
func extend(area engine.Rect, p engine.Point) engine.Rect {
	if area.Width() == 0 {
		return engine.Rect{MinX: p.X, MinY: p.Y, MaxX: p.X, MaxY: p.Y}
	}
	return engine.Rect{MinX: min(area.MinX, p.X), MinY: min(area.MinY, p.Y),
		MaxX: max(area.MaxX, p.X), MaxY: max(area.MaxY, p.Y)}
}

func itoa(n int) string { return strconv.Itoa(n) }

func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
