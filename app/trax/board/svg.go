package board

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "traxapp/engine/trax"
)

// SVGNS is the SVG namespace; every SVG element needs it or the browser
// creates an unknown HTML element that draws nothing.
const SVGNS = "http://www.w3.org/2000/svg"

// Colours of the tracks, also set in app.css; kept here so that a tile
// drawn without the stylesheet still looks right.
const (
	redInk   = "#d8342c"
	whiteInk = "#f3efe4"
	TileInk  = "#101010"
)

// SVG returns an SVG element with its namespace set.
func SVG(tag string) goapp.HTMLElem { return goapp.Elem(tag).XMLNS(SVGNS) }

// tileID returns the id of tile t's drawing in the shared defs.
func tileID(t engine.Tile) string { return "trax-tile-" + itoa(int(t)) }

// TileDefs returns a hidden svg whose defs hold the six tile drawings that
// every board and tile preview uses by reference (<use href="#...">).
func TileDefs() goapp.UI {
	tiles := make([]goapp.UI, 0, len(engine.Tiles))
	for _, t := range engine.Tiles {
		tiles = append(tiles, tileDrawing(t))
	}
	return SVG("svg").
		Class("tile-defs").
		Attr("width", 0).Attr("height", 0).
		Aria("hidden", "true").
		Body(SVG("defs").Body(tiles...))
}

// tileDrawing draws tile t in a unit square: a black square with its red
// and white tracks. On a straight tile a black gap under the upper band
// shows which track crosses over.
func tileDrawing(t engine.Tile) goapp.UI {
	return SVG("g").ID(tileID(t)).Body(TileBody(t)...)
}

// TileBody returns the elements that draw tile t in a unit square.
func TileBody(t engine.Tile) []goapp.UI {
	strokes := TileStrokes(t)
	body := make([]goapp.UI, 0, 1+len(strokes))
	body = append(body, SVG("rect").Class("tile-bg").
		Attr("x", 1).Attr("y", 1).
		Attr("width", Unit-2).Attr("height", Unit-2).
		Attr("rx", TileCorner).Attr("fill", TileInk))
	for _, s := range strokes {
		el := SVG("path")
		if s.Class != "" {
			el = el.Class(s.Class)
		}
		body = append(body, el.Attr("d", s.D).
			Attr("stroke", s.Ink).Attr("stroke-width", s.Width).Attr("fill", "none"))
		if s.Ink == redInk {
			// The pattern that tells red from white by more than colour,
			// shown while <html data-tracks="dashed"> (DashedRedTracks).
			// Its ink is a custom property, which the tiles drawn by
			// <use> inherit from the page: a selector on <html> would not
			// reach into their shadow trees. A drawing without the style
			// sheet has no dashes.
			body = append(body, SVG("path").Class("track-dash").Attr("d", s.D).
				Attr("style", "stroke: var(--red-dash, none)").Attr("stroke-width", dashWidth).
				Attr("stroke-dasharray", dashPattern).Attr("fill", "none"))
		}
	}
	return body
}

// The dashed line along a red track: dark dashes as wide as a third of
// the track, as long as a third of a tile's side.
const (
	dashWidth   = 6
	dashPattern = "14 9"
)

// TracksKey is the localStorage key of the red tracks' pattern: "dashed"
// draws a dark dashed line along every red track, for players who tell
// red from white badly; anything else draws colour alone. web/app-root.js
// reads it before the program starts, so that every Trax picture (the
// game, its tile choices, the lessons, the puzzles, the rules' diagrams)
// is drawn with it from the first frame.
const TracksKey = "traxapp.tracks"

// DashedRedTracks sets, on the page's <html>, whether the red tracks
// carry their dashed line (data-tracks="dashed", which web/app.css
// follows).
func DashedRedTracks(on bool) {
	if !goapp.IsClient {
		return
	}
	html := goapp.Window().Get("document").Get("documentElement")
	if on {
		html.Call("setAttribute", "data-tracks", "dashed")
		return
	}
	html.Call("removeAttribute", "data-tracks")
}

// TileCorner is the corner radius of a tile's black square.
const TileCorner = 5

// TileStroke is one stroke of a tile's drawing over its black square: a
// track, or the black gap that shows which track of a straight tile
// crosses over.
type TileStroke struct {
	D     string // the SVG path, in the tile's unit square
	Ink   string // its colour
	Width int    // its width in SVG user units
	Class string // the board's CSS class ("" for none)
}

// TileStrokes returns the strokes that draw tile t, bottom first. The
// board, the diagrams and the picture files (picture.go) all draw a tile
// from them.
func TileStrokes(t engine.Tile) []TileStroke {
	tr := tileTracks(t)
	strokes := make([]TileStroke, 0, 3)
	strokes = append(strokes, trackStroke(tr[0]))
	if !t.Curve() {
		strokes = append(strokes, TileStroke{D: tr[1].D, Ink: TileInk, Width: bandWidth + 10})
	}
	return append(strokes, trackStroke(tr[1]))
}

// trackStroke returns the stroke that draws track tr.
func trackStroke(tr track) TileStroke {
	if tr.Color == engine.Red {
		return TileStroke{D: tr.D, Ink: redInk, Width: bandWidth, Class: "track track-red"}
	}
	return TileStroke{D: tr.D, Ink: whiteInk, Width: bandWidth, Class: "track track-white"}
}

// TileUse places the drawing of tile t at plane point p.
func TileUse(t engine.Tile, p engine.Point) goapp.HTMLElem {
	return SVG("use").Attr("href", "#"+tileID(t)).
		Attr("x", p.X*Unit).Attr("y", p.Y*Unit)
}
