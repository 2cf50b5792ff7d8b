package ai

import "traxapp/engine/trax"

// The evaluation scores a quiet position (neither side can win at once)
// for the player to move, in points where a won game is Win. It reads the
// open paths: a path whose two ends point into nearby spaces is close to a
// loop, and one whose ends point out of opposite sides of a wide area is
// close to a line. Paths of the mover's colour count for, the others
// against. That is the plain evaluation (PlainWeights); the default one
// (DefaultWeights) weighs the shape of the paths' ends too (shape.go).

// Eval weights, exported through Weights so that tests and tuning runs can
// change them.
type Weights struct {
	// Loop[d] is the value of a path whose ends face spaces d apart
	// (Manhattan distance); beyond the table a path is worth nothing.
	Loop [8]int32
	// LineSpan is the value per squared tile of span beyond two of a path
	// whose ends point out of opposite sides.
	LineSpan int32
	// LineEdge is the bonus when such a path's ends lie on the extreme
	// columns (rows) of the area.
	LineEdge int32
	// Tempo is the bonus of being to move.
	Tempo int32
	// Mine and Theirs scale, in percent, the paths of the player to move
	// and of the opponent (0 means 100). The player to move is first to
	// turn a path close to a loop or line into a threat, so its paths
	// count for more: the initiative decides most games of Trax.
	Mine, Theirs int32
	// Shape, when set, replaces all of the above by the shape evaluation
	// (shape.go) with these weights.
	Shape *ShapeWeights
}

// PlainWeights are the plain evaluation's weights (no Shape), set by hand
// and tuned by matches.
var PlainWeights = Weights{
	Loop:     [8]int32{0, 40, 40, 18, 8, 3, 1, 0},
	LineSpan: 4,
	LineEdge: 30,
	Tempo:    20,
	Mine:     150,
	Theirs:   100,
}

// DefaultWeights are the evaluation's weights at every level: the shape
// evaluation's, fitted to deep searches (shape.go). Level max with them
// beat itself with PlainWeights in matches at equal node budgets; see
// docs/measurements.md.
var DefaultWeights = Weights{Shape: &FittedShapeWeights}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// lineValue scores a path as a line in the making.
func (w *Weights) lineValue(op *trax.OpenPath, area trax.Rect) int32 {
	// An end whose path enters its space from the east points west, out of
	// the tile at A.X+1; one entering from the west points east.
	a, b, da, db := op.A, op.B, op.DA, op.DB
	var span, lo, hi, min, max int
	switch {
	case da == trax.East && db == trax.West, da == trax.West && db == trax.East:
		if da == trax.West {
			a, b = b, a
		}
		lo, hi = a.X+1, b.X-1 // columns of the end tiles, west then east
		min, max = area.MinX, area.MaxX
	case da == trax.South && db == trax.North, da == trax.North && db == trax.South:
		if da == trax.North {
			a, b = b, a
		}
		lo, hi = a.Y+1, b.Y-1
		min, max = area.MinY, area.MaxY
	default:
		return 0
	}
	span = hi - lo + 1
	if span < 3 {
		return 0
	}
	span = min8(span)
	v := int32((span-2)*(span-2)) * w.LineSpan
	if lo == min && hi == max {
		v += w.LineEdge
	}
	return v
}

func min8(x int) int {
	if x > 8 {
		return 8
	}
	return x
}

// evaluate scores p for the player to move.
func (s *searcher) evaluate(p *trax.Position) int32 {
	w := &s.weights
	s.paths = p.OpenPaths(s.paths[:0])
	if w.Shape != nil {
		return evaluateShape(p, s.paths, w.Shape) + s.noiseOf(p)
	}
	me := p.ToMove()
	area := p.Area()
	lines := p.LinesWin()
	mine, theirs := pct(w.Mine), pct(w.Theirs)
	var own, other int32
	// By pointer: an OpenPath is copied with memory.copy under WebAssembly.
	for k := range s.paths {
		op := &s.paths[k]
		var v int32
		if d := abs(op.A.X-op.B.X) + abs(op.A.Y-op.B.Y); d < len(w.Loop) {
			v = w.Loop[d]
		}
		if lines {
			v += w.lineValue(op, area)
		}
		if op.Color == me {
			own += v
		} else {
			other += v
		}
	}
	return w.Tempo + own*mine/100 - other*theirs/100 + s.noiseOf(p)
}

// noiseOf is the noise added to p's evaluation: a pseudo-random amount in
// [-noise, noise] fixed by the position and the seed (0 without noise).
func (s *searcher) noiseOf(p *trax.Position) int32 {
	if s.noise <= 0 {
		return 0
	}
	h := mix(p.Key() ^ s.seed)
	return int32(h%uint64(2*s.noise+1)) - s.noise
}

func pct(p int32) int32 {
	if p == 0 {
		return 100
	}
	return p
}

// mix is the splitmix64 finaliser.
func mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// Feature indices of EvalFeatures: the evaluation's terms counted apart,
// for fitting the weights to game results (cmd/tune).
const (
	FeatOwnLoop   = 0                 // +d: the mover's paths whose ends face spaces d apart
	FeatTheirLoop = FeatOwnLoop + 8   // +d: the opponent's
	FeatOwnSpan   = FeatTheirLoop + 8 // the mover's paths: sum of (span-2)² of lines in the making
	FeatTheirSpan = FeatOwnSpan + 1   // the opponent's
	FeatOwnEdge   = FeatTheirSpan + 1 // the mover's lines in the making from edge to edge of the area
	FeatTheirEdge = FeatOwnEdge + 1   // the opponent's
	FeatureCount  = FeatTheirEdge + 1 // the length of EvalFeatures' result
)

// EvalFeatures returns the counts the evaluation weighs in p, for the
// player to move (see the Feat constants): the evaluation is Tempo plus
// Mine% of the mover's terms minus Theirs% of the opponent's.
func EvalFeatures(p *trax.Position) [FeatureCount]float64 {
	var f [FeatureCount]float64
	me := p.ToMove()
	area := p.Area()
	lines := p.LinesWin()
	unit := Weights{LineSpan: 1, LineEdge: 1 << 10}
	paths := p.OpenPaths(nil)
	for k := range paths {
		op := &paths[k]
		their := 0
		if op.Color != me {
			their = 1
		}
		if d := abs(op.A.X-op.B.X) + abs(op.A.Y-op.B.Y); d < 8 {
			f[FeatOwnLoop+8*their+d]++
		}
		if lines {
			if v := unit.lineValue(op, area); v > 0 {
				f[FeatOwnSpan+their] += float64(v % (1 << 10))
				f[FeatOwnEdge+their] += float64(v >> 10)
			}
		}
	}
	return f
}
