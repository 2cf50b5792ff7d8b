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
	tr := tileTracks(t)
	body := []goapp.UI{
		svgEl("rect").Class("tile-bg").
			Attr("x", 1).Attr("y", 1).
			Attr("width", unit-2).Attr("height", unit-2).
			Attr("rx", 5).Attr("fill", tileInk),
		trackEl(tr[0], bandWidth),
	}
	if !t.Curve() {
		body = append(body, svgEl("path").Attr("d", tr[1].D).
			Attr("stroke", tileInk).Attr("stroke-width", bandWidth+10).Attr("fill", "none"))
	}
	body = append(body, trackEl(tr[1], bandWidth))
	return body
}

// trackEl draws one track.
func trackEl(tr track, width int) goapp.UI {
	ink, class := whiteInk, "track track-white"
	if tr.Color == engine.Red {
		ink, class = redInk, "track track-red"
	}
	return svgEl("path").Class(class).Attr("d", tr.D).
		Attr("stroke", ink).Attr("stroke-width", width).Attr("fill", "none")
}

// tileUse places the drawing of tile t at plane point p.
func tileUse(t engine.Tile, p engine.Point) goapp.HTMLElem {
	return svgEl("use").Attr("href", "#"+tileID(t)).
		Attr("x", p.X*unit).Attr("y", p.Y*unit)
}
