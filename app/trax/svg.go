package trax

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "traxapp/engine/trax"
)

// svgNS is the SVG namespace; every SVG element needs it or the browser
// creates an unknown HTML element that draws nothing.
const svgNS = "http://www.w3.org/2000/svg"

// Colours of the tracks, also set in app.css; kept here so that a tile
// drawn without the stylesheet still looks right.
const (
	redInk   = "#d8342c"
	whiteInk = "#f3efe4"
	tileInk  = "#101010"
)

// svgEl returns an SVG element with its namespace set.
func svgEl(tag string) goapp.HTMLElem { return goapp.Elem(tag).XMLNS(svgNS) }

// tileID returns the id of tile t's drawing in the shared defs.
func tileID(t engine.Tile) string { return "trax-tile-" + itoa(int(t)) }

// tileDefs returns a hidden svg whose defs hold the six tile drawings that
// every board and tile preview uses by reference (<use href="#...">).
func tileDefs() goapp.UI {
	tiles := make([]goapp.UI, 0, len(engine.Tiles))
	for _, t := range engine.Tiles {
		tiles = append(tiles, tileDrawing(t))
	}
	return svgEl("svg").
		Class("tile-defs").
		Attr("width", 0).Attr("height", 0).
		Aria("hidden", "true").
		Body(svgEl("defs").Body(tiles...))
}

// tileDrawing draws tile t in a unit square: a black square with its red
// and white tracks. On a straight tile a black gap under the upper band
// shows which track crosses over.
func tileDrawing(t engine.Tile) goapp.UI {
	return svgEl("g").ID(tileID(t)).Body(tileBody(t)...)
}

// tileBody returns the elements that draw tile t in a unit square.
func tileBody(t engine.Tile) []goapp.UI {
	strokes := tileStrokes(t)
	body := make([]goapp.UI, 0, 1+len(strokes))
	body = append(body, svgEl("rect").Class("tile-bg").
		Attr("x", 1).Attr("y", 1).
		Attr("width", unit-2).Attr("height", unit-2).
		Attr("rx", tileCorner).Attr("fill", tileInk))
	for _, s := range strokes {
		el := svgEl("path")
		if s.Class != "" {
			el = el.Class(s.Class)
		}
		body = append(body, el.Attr("d", s.D).
			Attr("stroke", s.Ink).Attr("stroke-width", s.Width).Attr("fill", "none"))
	}
	return body
}

// tileCorner is the corner radius of a tile's black square.
const tileCorner = 5

// tileStroke is one stroke of a tile's drawing over its black square: a
// track, or the black gap that shows which track of a straight tile
// crosses over.
type tileStroke struct {
	D     string // the SVG path, in the tile's unit square
	Ink   string // its colour
	Width int    // its width in SVG user units
	Class string // the board's CSS class ("" for none)
}

// tileStrokes returns the strokes that draw tile t, bottom first. The
// board, the diagrams and the picture files (picture.go) all draw a tile
// from them.
func tileStrokes(t engine.Tile) []tileStroke {
	tr := tileTracks(t)
	strokes := make([]tileStroke, 0, 3)
	strokes = append(strokes, trackStroke(tr[0]))
	if !t.Curve() {
		strokes = append(strokes, tileStroke{D: tr[1].D, Ink: tileInk, Width: bandWidth + 10})
	}
	return append(strokes, trackStroke(tr[1]))
}

// trackStroke returns the stroke that draws track tr.
func trackStroke(tr track) tileStroke {
	if tr.Color == engine.Red {
		return tileStroke{D: tr.D, Ink: redInk, Width: bandWidth, Class: "track track-red"}
	}
	return tileStroke{D: tr.D, Ink: whiteInk, Width: bandWidth, Class: "track track-white"}
}

// tileUse places the drawing of tile t at plane point p.
func tileUse(t engine.Tile, p engine.Point) goapp.HTMLElem {
	return svgEl("use").Attr("href", "#"+tileID(t)).
		Attr("x", p.X*unit).Attr("y", p.Y*unit)
}
