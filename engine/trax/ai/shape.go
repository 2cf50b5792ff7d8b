package ai

import "traxapp/engine/trax"

// The shape evaluation is a linear evaluation over richer terms than the
// plain one (eval.go), with weights fitted to positions labelled by a
// deep search (cmd/tune label and fit): besides each path's loop distance
// and line span, the shape of a near path's two ends (which way each end
// points and where the other lies, up to symmetry), how filled the spaces
// those ends face are, how many near paths a side has beyond its first
// (two at once make double threats), lines by span, and junctions: ends
// of two paths of one colour side by side, which a tile can join.

// patternReach is the largest Manhattan distance between a path's ends at
// which the shape of the ends is a term of its own.
const patternReach = 4

// rawPatterns is the number of (dx, dy, da, db) a near path's ends can
// have, with dx and dy within patternReach: rawPattern's range.
const rawPatterns = (2*patternReach + 1) * (2*patternReach + 1) * 16

// rawPattern numbers the ends of a path: B lies (dx, dy) from A, the path
// entering A's space through edge da and B's through db.
func rawPattern(dx, dy int, da, db trax.Dir) int {
	return ((dx+patternReach)*(2*patternReach+1)+(dy+patternReach))*16 + int(da)*4 + int(db)
}

// patternOf maps rawPattern's numbers to the index of their shape among
// the canonical shapes (the same up to the eight symmetries of the square
// and the swap of the two ends); -1 for distance 0 or beyond the reach.
var patternOf = canonicalPatterns()

// forEachNearPattern calls f for every (dx, dy, da, db) of a near path's
// ends (distance 1 to patternReach), always in the same order: the order
// in which canonicalPatterns numbers the shapes.
func forEachNearPattern(f func(dx, dy int, a, b trax.Dir)) {
	for dx := -patternReach; dx <= patternReach; dx++ {
		for dy := -patternReach; dy <= patternReach; dy++ {
			if d := abs(dx) + abs(dy); d == 0 || d > patternReach {
				continue
			}
			for a := trax.North; a <= trax.West; a++ {
				for b := trax.North; b <= trax.West; b++ {
					f(dx, dy, a, b)
				}
			}
		}
	}
}

// canonicalPatterns numbers the canonical shapes in the order they first
// appear and returns patternOf's table.
func canonicalPatterns() (of [rawPatterns]int16) {
	for i := range of {
		of[i] = -1
	}
	var number [rawPatterns]int16 // a canonical rawPattern's shape, plus one
	n := int16(0)
	forEachNearPattern(func(dx, dy int, a, b trax.Dir) {
		k := canonicalPattern(dx, dy, a, b)
		if number[k] == 0 {
			n++
			number[k] = n
		}
		of[rawPattern(dx, dy, a, b)] = number[k] - 1
	})
	return of
}

// patternNames names the canonical shapes by their first (dx, dy, da, db):
// "d3 NE -2,1" is a path whose ends are 3 apart, B at (-2, 1) from A, the
// path entering A's space from the north and B's from the east.
func patternNames() []string {
	const dn = "NESW"
	var names []string
	forEachNearPattern(func(dx, dy int, a, b trax.Dir) {
		if int(patternOf[rawPattern(dx, dy, a, b)]) == len(names) {
			d := abs(dx) + abs(dy)
			names = append(names, string([]byte{'d', byte('0' + d), ' ', dn[a], dn[b]})+" "+itoa(dx)+","+itoa(dy))
		}
	})
	return names
}

// canonicalPattern is the least rawPattern over the symmetries of a
// path's ends: the eight of the square, each with the ends swapped or not.
func canonicalPattern(dx, dy int, da, db trax.Dir) int {
	best := -1
	for swap := range 2 {
		x, y, a, b := dx, dy, da, db
		if swap == 1 {
			x, y, a, b = -dx, -dy, db, da
		}
		for range 2 {
			for range 4 {
				if k := rawPattern(x, y, a, b); best < 0 || k < best {
					best = k
				}
				// A quarter turn clockwise: (x, y) -> (-y, x), N->E->S->W.
				x, y, a, b = -y, x, (a+1)&3, (b+1)&3
			}
			// A mirror image left to right: east and west swap.
			x = -x
			if a&1 == 1 {
				a ^= 2
			}
			if b&1 == 1 {
				b ^= 2
			}
		}
	}
	return best
}

// PatternCount is the number of canonical shapes of a near path's ends.
const PatternCount = 60

// Indices of ShapeFeatures' terms, each counted for the player to move
// (own) and then for the opponent (their).
const (
	ShapeTempo        = 0                               // always 1
	ShapeLoop         = 1                               // +8*side+d: paths whose ends face spaces d apart
	ShapeSpan         = ShapeLoop + 16                  // +side: lines in the making, sum of (span-2)²
	ShapeEdge         = ShapeSpan + 2                   // +side: such lines from edge to edge of the area
	ShapePattern      = ShapeEdge + 2                   // +PatternCount*side+k: near paths of shape k
	ShapeTight        = ShapePattern + 2*PatternCount   // +4*side+d-1: ends of near paths at distance d facing a space with two or more filled neighbours
	ShapeExtra        = ShapeTight + 8                  // +3*side+k-1: near paths within distance k beyond the first
	ShapeLineSpan     = ShapeExtra + 6                  // +5*side+min(span,8)-4: lines in the making of span 4 or more
	ShapeJunction     = ShapeLineSpan + 10              // +junctionKinds*side+k: ends of two paths of a colour side by side (junctionKind)
	ShapeFeatureCount = ShapeJunction + 2*junctionKinds // the length of ShapeFeatures' result
)

// ShapeFeatureNames names ShapeFeatures' terms, for the tools.
func ShapeFeatureNames() []string {
	names := make([]string, ShapeFeatureCount)
	patternNames := patternNames()
	sides := [2]string{"own", "their"}
	names[ShapeTempo] = "tempo"
	for side, s := range sides {
		for d := range 8 {
			names[ShapeLoop+8*side+d] = s + " loop " + itoa(d)
		}
		names[ShapeSpan+side] = s + " span"
		names[ShapeEdge+side] = s + " edge"
		for k, n := range patternNames {
			names[ShapePattern+PatternCount*side+k] = s + " pattern " + n
		}
		for d := 1; d <= 4; d++ {
			names[ShapeTight+4*side+d-1] = s + " tight ends d" + itoa(d)
		}
		for k := 1; k <= 3; k++ {
			names[ShapeExtra+3*side+k-1] = s + " extra paths within d" + itoa(k)
		}
		for sp := 4; sp <= 8; sp++ {
			names[ShapeLineSpan+5*side+sp-4] = s + " line span " + itoa(sp)
		}
		for k := range junctionKinds {
			names[ShapeJunction+junctionKinds*side+k] = s + " junction " + junctionNames[k]
		}
	}
	return names
}

// ShapeFeatures returns the terms the shape evaluation weighs in p, for
// the player to move (see the Shape constants): its score is the sum of
// each term times its weight in ShapeWeights.
func ShapeFeatures(p *trax.Position) [ShapeFeatureCount]float64 {
	var c [ShapeFeatureCount]int32
	shapeCounts(p, p.OpenPaths(nil), &c)
	var f [ShapeFeatureCount]float64
	for i, n := range c {
		f[i] = float64(n)
	}
	return f
}

// ShapeWeights are weights of ShapeFeatures' terms, in evaluation points.
type ShapeWeights [ShapeFeatureCount]int32

// shapeCounts sets c to the counts of ShapeFeatures' terms in p, whose
// open paths are paths.
func shapeCounts(p *trax.Position, paths []trax.OpenPath, c *[ShapeFeatureCount]int32) {
	*c = [ShapeFeatureCount]int32{ShapeTempo: 1}
	me := p.ToMove()
	area := p.Area()
	lines := p.LinesWin()
	var near [2][4]int32
	for k := range paths {
		op := &paths[k]
		side := 0
		if op.Color != me {
			side = 1
		}
		dx, dy := op.B.X-op.A.X, op.B.Y-op.A.Y
		d := abs(dx) + abs(dy)
		if d < 8 {
			c[ShapeLoop+8*side+d]++
		}
		if d >= 1 && d <= patternReach {
			c[ShapePattern+PatternCount*side+int(patternOf[rawPattern(dx, dy, op.DA, op.DB)])]++
			c[ShapeTight+4*side+d-1] += tightEnds(p, op)
			for j := d; j <= 3; j++ {
				near[side][j]++
			}
		}
		if lines {
			if span, edge := lineSpanOf(op, area); span >= 3 {
				sq := min8(span) - 2
				c[ShapeSpan+side] += int32(sq * sq)
				if edge {
					c[ShapeEdge+side]++
				}
				if span >= 4 {
					c[ShapeLineSpan+5*side+min8(span)-4]++
				}
			}
		}
	}
	for side := range 2 {
		for j := 1; j <= 3; j++ {
			if n := near[side][j] - 1; n > 0 {
				c[ShapeExtra+3*side+j-1] += n
			}
		}
	}
	junctions(paths, me, c)
}

// A junction is a pair of ends of two different paths of one colour that
// point into neighbouring spaces (into one space they cannot: that space
// is a forced play): tiles there can join them into one path, whose ends
// are the two paths' other ends; where those lie close, joining them makes
// a threat. Trax combinations are built from such joins. junctionKind
// sorts a junction by the Manhattan distance between the joined path's
// ends: 1, 2, 3, 4 or 5 and more (0, a loop at once, counts with 1).
const junctionKinds = 5

var junctionNames = [junctionKinds]string{"d1", "d2", "d3", "d4", "far"}

func junctionKind(a, b trax.Point) int {
	d := abs(a.X-b.X) + abs(a.Y-b.Y)
	return min(max(d, 1), junctionKinds) - 1
}

// junctions adds to c the junctions of paths (see junctionKind) by side,
// for the player me to move. Every end goes into a small table by its
// space and colour (one end of a colour a space: two would make the space
// a forced play), where the ends next to it are looked up: a few probes
// an end rather than a test of every pair of paths.
func junctions(paths []trax.OpenPath, me trax.Color, c *[ShapeFeatureCount]int32) {
	const bits = 8
	type end struct {
		at, other trax.Point
		path      int32
		color     trax.Color
	}
	var ends [2 * maxJunctionPaths]end
	var table [1 << bits]int16 // an index into ends plus one; 0 is empty
	slot := func(q trax.Point, col trax.Color) uint32 {
		return (uint32(q.X)*0x9E3779B1 ^ uint32(q.Y)*0x85EBCA77 ^ uint32(col)*0xC2B2AE3D) >> (32 - bits)
	}
	n := 0
	for i := range min(len(paths), maxJunctionPaths) {
		op := &paths[i]
		side := 0
		if op.Color != me {
			side = 1
		}
		base := ShapeJunction + junctionKinds*side
		for e := range 2 {
			at, other := op.A, op.B
			if e == 1 {
				at, other = op.B, op.A
			}
			for d := trax.North; d <= trax.West; d++ {
				q := at.Add(d)
				for h := slot(q, op.Color); table[h] != 0; h = (h + 1) & (1<<bits - 1) {
					if x := &ends[table[h]-1]; x.at == q && x.color == op.Color {
						if x.path != int32(i) {
							c[base+junctionKind(other, x.other)]++
						}
						break
					}
				}
			}
			ends[n] = end{at: at, other: other, path: int32(i), color: op.Color}
			h := slot(at, op.Color)
			for table[h] != 0 {
				h = (h + 1) & (1<<bits - 1)
			}
			n++
			table[h] = int16(n)
		}
	}
}

// maxJunctionPaths is the most paths junctions looks at (the first ones):
// far more than a game has.
const maxJunctionPaths = 100

// tightEnds counts the ends of op that face a space with two or more
// filled neighbours.
func tightEnds(p *trax.Position, op *trax.OpenPath) int32 {
	var n int32
	if filledAround(p, op.A) >= 2 {
		n++
	}
	if filledAround(p, op.B) >= 2 {
		n++
	}
	return n
}

// filledAround counts the filled spaces next to q.
func filledAround(p *trax.Position, q trax.Point) int {
	n := 0
	for d := trax.North; d <= trax.West; d++ {
		if p.At(q.Add(d)) != trax.Empty {
			n++
		}
	}
	return n
}

// lineSpanOf returns the span of the tiles at the ends of a path whose
// ends point out of opposite sides (0 for other paths) and whether those
// tiles lie on the area's extreme columns (rows), as lineValue reads them.
func lineSpanOf(op *trax.OpenPath, area trax.Rect) (span int, edge bool) {
	a, b, da, db := op.A, op.B, op.DA, op.DB
	var lo, hi, min, max int
	switch {
	case da == trax.East && db == trax.West, da == trax.West && db == trax.East:
		if da == trax.West {
			a, b = b, a
		}
		lo, hi = a.X+1, b.X-1
		min, max = area.MinX, area.MaxX
	case da == trax.South && db == trax.North, da == trax.North && db == trax.South:
		if da == trax.North {
			a, b = b, a
		}
		lo, hi = a.Y+1, b.Y-1
		min, max = area.MinY, area.MaxY
	default:
		return 0, false
	}
	return hi - lo + 1, lo == min && hi == max
}

// evaluateShape scores p for the player to move by the shape weights w.
func evaluateShape(p *trax.Position, paths []trax.OpenPath, w *ShapeWeights) int32 {
	var c [ShapeFeatureCount]int32
	shapeCounts(p, paths, &c)
	var score int32
	for i, n := range c {
		score += w[i] * n
	}
	return score
}

// itoa writes a number of one digit (with its sign), for patternNames.
func itoa(x int) string {
	if x < 0 {
		return "-" + string(rune('0'-x))
	}
	return string(rune('0' + x))
}
