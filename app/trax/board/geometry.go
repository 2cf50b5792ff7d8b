package board

import (
	"strconv"
	"strings"

	"traxapp/app"
	engine "traxapp/engine/trax"
)

// Unit is the side of one tile in SVG user units. Tiles are drawn at
// (X*Unit, Y*Unit) of their plane coordinates, so a tile never moves on
// screen when the area grows on its left or top.
const Unit = 100

// bandWidth is the width of a red or white track, in SVG user units.
const bandWidth = 19

// track is one coloured path across a tile: an SVG path in the tile's own
// coordinates (0..Unit) and its colour.
type track struct {
	Color engine.Color
	D     string
}

// edgeMid returns the midpoint of edge d of a tile.
func edgeMid(d engine.Dir) (x, y int) {
	switch d {
	case engine.North:
		return Unit / 2, 0
	case engine.East:
		return Unit, Unit / 2
	case engine.South:
		return Unit / 2, Unit
	default:
		return 0, Unit / 2
	}
}

// trackPath returns the SVG path joining the midpoints of edges a and b:
// a straight band for opposite edges, a quarter arc around the shared
// corner for adjacent ones.
func trackPath(a, b engine.Dir) string {
	x1, y1 := edgeMid(a)
	x2, y2 := edgeMid(b)
	var sb strings.Builder
	sb.WriteString("M" + itoa(x1) + " " + itoa(y1))
	if a.Opposite() == b {
		sb.WriteString("L" + itoa(x2) + " " + itoa(y2))
		return sb.String()
	}
	// The arc's centre is the corner both edges share.
	cx, cy := corner(x1, y1, x2, y2)
	sweep := "0"
	if (x1-cx)*(y2-cy)-(y1-cy)*(x2-cx) > 0 {
		sweep = "1"
	}
	r := itoa(Unit / 2)
	sb.WriteString("A" + r + " " + r + " 0 0 " + sweep + " " + itoa(x2) + " " + itoa(y2))
	return sb.String()
}

// corner returns the tile corner nearest to both edge midpoints.
func corner(x1, y1, x2, y2 int) (int, int) {
	cx, cy := 0, 0
	if x1 == Unit || x2 == Unit {
		cx = Unit
	}
	if y1 == Unit || y2 == Unit {
		cy = Unit
	}
	return cx, cy
}

// tileTracks returns the two tracks of tile t, the one drawn underneath
// first. The geometry comes from the engine (EdgeColor, Exit): the app
// knows how to draw a tile, not which tiles exist.
func tileTracks(t engine.Tile) [2]track {
	var out [2]track
	n := 0
	seen := 0
	for d := engine.North; d <= engine.West; d++ {
		if seen&(1<<d) != 0 {
			continue
		}
		e := t.Exit(d)
		seen |= 1<<d | 1<<e
		out[n] = track{Color: t.EdgeColor(d), D: trackPath(d, e)}
		n++
		if n == 2 {
			break
		}
	}
	// On a straight tile red crosses over white: draw white first.
	if !t.Curve() && out[0].Color == engine.Red {
		out[0], out[1] = out[1], out[0]
	}
	return out
}

// ColorTrack returns the track of colour c on tile t.
func ColorTrack(t engine.Tile, c engine.Color) string {
	for _, tr := range tileTracks(t) {
		if tr.Color == c {
			return tr.D
		}
	}
	return ""
}

// Box is a rectangle in SVG user units.
type Box struct{ X, Y, W, H float64 }

// String formats the box as an SVG viewBox value.
func (b Box) String() string {
	return ftoa(b.X) + " " + ftoa(b.Y) + " " + ftoa(b.W) + " " + ftoa(b.H)
}

// FitBox returns the box that shows the occupied area with one row or
// column of spaces around it (where the frontier lies) and a small margin.
func FitBox(area engine.Rect) Box {
	const margin = Unit / 5
	if area.Width() == 0 {
		return Box{-Unit - margin, -Unit - margin, 3*Unit + 2*margin, 3*Unit + 2*margin}
	}
	x := float64((area.MinX-1)*Unit - margin)
	y := float64((area.MinY-1)*Unit - margin)
	w := float64((area.Width()+2)*Unit + 2*margin)
	h := float64((area.Height()+2)*Unit + 2*margin)
	// Keep a minimum size so that a few tiles do not fill a desktop screen.
	const min = 5 * Unit
	if w < min {
		x -= (min - w) / 2
		w = min
	}
	if h < min {
		y -= (min - h) / 2
		h = min
	}
	return Box{x, y, w, h}
}

// view is the player's pan and zoom over the fitted box: zoom 1 and no pan
// follows the game as the area grows.
type view struct {
	Zoom       float64 // 1 shows the whole fitted box; 2 shows half of it
	PanX, PanY float64 // offset of the centre, in SVG user units
}

// fitted reports whether the view follows the fitted box.
func (v view) fitted() bool { return v.Zoom == 1 && v.PanX == 0 && v.PanY == 0 }

// minZoom and maxZoom bound the zoom factor.
const (
	minZoom = 0.25
	maxZoom = 8
)

// zoomed returns v with its zoom multiplied by f, within bounds.
func (v view) zoomed(f float64) view {
	z := v.Zoom * f
	if z < minZoom {
		z = minZoom
	}
	if z > maxZoom {
		z = maxZoom
	}
	v.Zoom = z
	return v
}

// apply returns the visible box for fitted box b.
func (v view) apply(b Box) Box {
	z := v.Zoom
	if z <= 0 {
		z = 1
	}
	cx, cy := b.X+b.W/2+v.PanX, b.Y+b.H/2+v.PanY
	w, h := b.W/z, b.H/z
	return Box{cx - w/2, cy - h/2, w, h}
}

// unitsPerPixel returns how many SVG user units one screen pixel spans for
// visible box b drawn into a pw x ph pixel element with
// preserveAspectRatio "xMidYMid meet".
func unitsPerPixel(b Box, pw, ph float64) float64 {
	if pw <= 0 || ph <= 0 {
		return 1
	}
	sx, sy := b.W/pw, b.H/ph
	if sx > sy {
		return sx
	}
	return sy
}

// SpaceAttr formats a point as the data-space attribute value "x,y".
func SpaceAttr(p engine.Point) string { return app.XYAttr(p.X, p.Y) }

// ParseSpace reads a data-space attribute value.
func ParseSpace(s string) (engine.Point, bool) {
	x, y, ok := app.ParseXYAttr(s)
	if !ok {
		return engine.Point{}, false
	}
	return engine.Point{X: x, Y: y}, true
}

// FrontierOf returns the distinct places of moves, in the order first seen
// (LegalMoves lists them row by row from the top-left).
func FrontierOf(moves []engine.Move) []engine.Point {
	var out []engine.Point
	seen := map[engine.Point]bool{}
	for _, m := range moves {
		if !seen[m.At] {
			seen[m.At] = true
			out = append(out, m.At)
		}
	}
	return out
}

// step returns the space of spaces nearest to from in direction d, or
// from itself when there is none that way. Distance along d counts once,
// sideways twice, so the cursor keeps to its row or column when it can.
func step(spaces []engine.Point, from engine.Point, d engine.Dir) engine.Point {
	dx, dy := d.Delta()
	best, bestScore := from, -1
	for _, p := range spaces {
		ax, ay := p.X-from.X, p.Y-from.Y
		along := ax*dx + ay*dy
		if along <= 0 {
			continue
		}
		side := ax*dy - ay*dx
		if side < 0 {
			side = -side
		}
		score := along + 2*side
		if bestScore < 0 || score < bestScore {
			best, bestScore = p, score
		}
	}
	return best
}

// nearest returns the space closest to p (spaces must not be empty).
func nearest(spaces []engine.Point, p engine.Point) engine.Point {
	best, bestD := spaces[0], -1
	for _, q := range spaces {
		dx, dy := q.X-p.X, q.Y-p.Y
		if d := dx*dx + dy*dy; bestD < 0 || d < bestD {
			best, bestD = q, d
		}
	}
	return best
}

func itoa(n int) string { return strconv.Itoa(n) }

func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
