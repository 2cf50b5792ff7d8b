package trax

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

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
	const pad = unit / 4
	vb := box{
		X: float64(area.MinX*unit - pad), Y: float64(area.MinY*unit - pad),
		W: float64(area.Width()*unit + 2*pad), H: float64(area.Height()*unit + 2*pad),
	}
	if area.Width() == 0 {
		vb = box{-pad, -pad, unit + 2*pad, unit + 2*pad}
	}
	body := make([]goapp.UI, 0, pos.TileCount()+8)
	for _, pl := range pos.Placements() {
		body = append(body, svgEl("g").Class("tile").Attr("data-tile", spaceAttr(pl.At)).
			Attr("transform", "translate("+itoa(pl.At.X*unit)+" "+itoa(pl.At.Y*unit)+")").
			Body(tileBody(pl.Tile)...))
	}
	if o.lastTurn {
		for _, pl := range pos.LastTurn() {
			class := "last-mark"
			if pl.Forced {
				class += " last-forced"
			}
			body = append(body, svgEl("rect").Class(class).
				Attr("x", pl.At.X*unit+4).Attr("y", pl.At.Y*unit+4).
				Attr("width", unit-8).Attr("height", unit-8).Attr("rx", 6))
		}
	}
	if out := pos.Outcome(); o.trace && out.Over() && !out.Draw() {
		class := "win-trace win-" + out.Winner.String()
		for _, p := range pos.WinningPath() {
			if d := colorTrack(pos.At(p), out.Winner); d != "" {
				body = append(body, svgEl("path").Class(class).Attr("data-trace", spaceAttr(p)).
					Attr("transform", "translate("+itoa(p.X*unit)+" "+itoa(p.Y*unit)+")").Attr("d", d))
			}
		}
	}
	for _, m := range o.marks {
		body = append(body, svgEl("rect").Class("diagram-mark").Attr("data-mark", spaceAttr(m)).
			Attr("x", m.X*unit+3).Attr("y", m.Y*unit+3).
			Attr("width", unit-6).Attr("height", unit-6).Attr("rx", 8))
	}
	svg := svgEl("svg").Class("diagram").Attr("viewBox", vb.String()).
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
