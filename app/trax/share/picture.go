package share

import (
	"html"
	"strconv"
	"strings"

	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
)

// A picture is a position saved as a file for club newsletters and
// forums: a standalone SVG document with every colour inline (no
// stylesheet, no script, no reference outside itself), so that it looks
// the same in any viewer, editor or printer. The browser turns the same
// document into a PNG (the picture box, app/trax). Tiles are drawn from board.TileStrokes,
// as on the board.

// PictureOptions say what a picture shows besides the tiles.
type PictureOptions struct {
	// Coordinates writes the notation's column letters above the tiles
	// and its row numbers on their left, so a reader can follow a record.
	Coordinates bool
	// LastTurn outlines the last turn's tiles: the chosen one solid, the
	// forced ones dashed.
	LastTurn bool
	// Trace draws the winning loop or line of a won game.
	Trace bool
	// Title is the picture's accessible name (its <title>).
	Title string
}

// Sizes and colours of a picture, in SVG user units (a tile is unit).
const (
	pictureMargin   = board.Unit / 4     // paper round the tiles
	pictureLabels   = board.Unit * 2 / 5 // the strip that holds the coordinates
	pictureFontSize = board.Unit * 3 / 10
	picturePaper    = "#ffffff"
	pictureLabelInk = "#333333"
	pictureLastInk  = "#1f78d1"
	pictureWinRed   = "#ffc400" // the trace of Red's win, over red track
	pictureWinWhite = "#00a2ff" // the trace of White's win, over white track
	// pictureScale is the size of a user unit in CSS pixels in the SVG's
	// width and height: a tile is 48 px wide when shown at its own size.
	pictureScale = 0.48
)

// PictureViewBox returns the viewBox of pos's picture with options o.
func PictureViewBox(pos *engine.Position, o PictureOptions) board.Box {
	area := pos.Area()
	if area.Width() == 0 {
		area = engine.Rect{MinX: 0, MinY: 0, MaxX: 0, MaxY: 0}
	}
	b := board.Box{
		X: float64(area.MinX*board.Unit - pictureMargin),
		Y: float64(area.MinY*board.Unit - pictureMargin),
		W: float64(area.Width()*board.Unit + 2*pictureMargin),
		H: float64(area.Height()*board.Unit + 2*pictureMargin),
	}
	if o.Coordinates {
		b.X -= pictureLabels
		b.Y -= pictureLabels
		b.W += pictureLabels
		b.H += pictureLabels
	}
	return b
}

// PictureSVG returns position pos drawn as a standalone SVG document.
func PictureSVG(pos *engine.Position, o PictureOptions) string {
	vb := PictureViewBox(pos, o)
	var w strings.Builder
	w.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	w.WriteString(`<svg xmlns="` + board.SVGNS + `" viewBox="` + vb.String() + `" width="` + ftoa(vb.W*pictureScale) +
		`" height="` + ftoa(vb.H*pictureScale) + `">` + "\n")
	if o.Title != "" {
		w.WriteString("<title>" + html.EscapeString(o.Title) + "</title>\n")
	}
	w.WriteString(`<rect x="` + ftoa(vb.X) + `" y="` + ftoa(vb.Y) + `" width="` + ftoa(vb.W) + `" height="` + ftoa(vb.H) +
		`" fill="` + picturePaper + `"/>` + "\n")
	if o.Coordinates && pos.TileCount() > 0 {
		writeCoordinates(&w, pos)
	}
	for _, pl := range pos.Placements() {
		w.WriteString(`<g transform="translate(` + itoa(pl.At.X*board.Unit) + " " + itoa(pl.At.Y*board.Unit) + `)">`)
		w.WriteString(`<rect x="1" y="1" width="` + itoa(board.Unit-2) + `" height="` + itoa(board.Unit-2) + `" rx="` + itoa(board.TileCorner) +
			`" fill="` + board.TileInk + `"/>`)
		for _, s := range board.TileStrokes(pl.Tile) {
			writeStroke(&w, s.D, s.Ink, s.Width, "")
		}
		w.WriteString("</g>\n")
	}
	if o.LastTurn {
		for _, pl := range pos.LastTurn() {
			dash := ""
			width := 5
			if pl.Forced {
				dash, width = ` stroke-dasharray="10 7"`, 4
			}
			w.WriteString(`<rect x="` + itoa(pl.At.X*board.Unit+5) + `" y="` + itoa(pl.At.Y*board.Unit+5) + `" width="` + itoa(board.Unit-10) +
				`" height="` + itoa(board.Unit-10) + `" rx="6" fill="none" stroke="` + pictureLastInk + `" stroke-width="` + itoa(width) + `"` + dash + "/>\n")
		}
	}
	if out := pos.Outcome(); o.Trace && out.Over() && !out.Draw() {
		ink := pictureWinWhite
		if out.Winner == engine.Red {
			ink = pictureWinRed
		}
		for _, p := range pos.WinningPath() {
			if d := board.ColorTrack(pos.At(p), out.Winner); d != "" {
				w.WriteString(`<g transform="translate(` + itoa(p.X*board.Unit) + " " + itoa(p.Y*board.Unit) + `)">`)
				writeStroke(&w, d, ink, 6, ` stroke-linecap="round"`)
				w.WriteString("</g>\n")
			}
		}
	}
	w.WriteString("</svg>\n")
	return w.String()
}

// writeStroke writes one path with its stroke (extra: further attributes).
func writeStroke(w *strings.Builder, d, ink string, width int, extra string) {
	w.WriteString(`<path d="` + d + `" stroke="` + ink + `" stroke-width="` + itoa(width) + `" fill="none"` + extra + "/>")
}

// writeCoordinates writes the notation's column letters over the occupied
// area and its row numbers to its left: the names PlaceName gives.
func writeCoordinates(w *strings.Builder, pos *engine.Position) {
	area := pos.Area()
	label := func(x, y float64, anchor, text string) {
		w.WriteString(`<text x="` + ftoa(x) + `" y="` + ftoa(y) + `" font-family="Arial, Helvetica, sans-serif" font-size="` +
			itoa(pictureFontSize) + `" fill="` + pictureLabelInk + `" text-anchor="` + anchor + `" dominant-baseline="central">` +
			html.EscapeString(text) + "</text>\n")
	}
	top := float64(area.MinY*board.Unit - pictureMargin - pictureLabels/2)
	for x := area.MinX; x <= area.MaxX; x++ {
		label(float64(x*board.Unit+board.Unit/2), top, "middle", engine.ColumnName(x-area.MinX+1))
	}
	left := float64(area.MinX*board.Unit - pictureMargin - pictureLabels/2)
	for y := area.MinY; y <= area.MaxY; y++ {
		label(left, float64(y*board.Unit+board.Unit/2), "middle", itoa(y-area.MinY+1))
	}
}

// PictureName returns the file name of pos's picture in a game of variant
// v, without its extension: "trax-8x8-move-12", "trax-move-6" for Trax
// itself (never "trax-trax").
func PictureName(v engine.Variant, pos *engine.Position) string {
	name := "trax-"
	if v.Name != engine.Trax.Name {
		name += v.Name + "-"
	}
	return name + "move-" + itoa(pos.Turns())
}

func itoa(n int) string { return strconv.Itoa(n) }

func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
