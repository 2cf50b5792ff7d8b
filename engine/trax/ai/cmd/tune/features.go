//go:build !wasm

package main

import (
	"fmt"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// A featureSet turns a quiet position into the numbers a linear model
// weighs, for the player to move; the first is always 1 (the tempo).
type featureSet struct {
	names []string
	of    func(p *trax.Position) []float64
}

// currentFeatures are the evaluation's own terms (ai.EvalFeatures).
func currentFeatures() featureSet {
	names := []string{"tempo"}
	for d := range 8 {
		names = append(names, fmt.Sprintf("own loop %d", d))
	}
	for d := range 8 {
		names = append(names, fmt.Sprintf("their loop %d", d))
	}
	names = append(names, "own span", "their span", "own edge", "their edge")
	return featureSet{names, func(p *trax.Position) []float64 {
		f := ai.EvalFeatures(p)
		return append([]float64{1}, f[:]...)
	}}
}

// patternReach is the largest loop distance whose paths are told apart by
// the shape of their ends (patterns), not by the distance alone.
const patternReach = 4

// patternKey is the canonical key of an open path's ends: the offset from
// A to B and the edges they enter by, the least over the eight symmetries
// of the square and the swap of the ends.
func patternKey(dx, dy int, da, db trax.Dir) int {
	best := -1
	for swap := range 2 {
		x, y, a, b := dx, dy, da, db
		if swap == 1 {
			x, y, a, b = -dx, -dy, db, da
		}
		for mirror := range 2 {
			for range 4 {
				k := ((x+patternReach)*(2*patternReach+1)+(y+patternReach))*16 + int(a)*4 + int(b)
				if best < 0 || k < best {
					best = k
				}
				// A quarter turn clockwise: (x, y) -> (-y, x), N->E->S->W.
				x, y, a, b = -y, x, (a+1)&3, (b+1)&3
			}
			// A mirror image left to right: E and W swap.
			x = -x
			if a&1 == 1 {
				a ^= 2
			}
			if b&1 == 1 {
				b ^= 2
			}
			_ = mirror
		}
	}
	return best
}

// patternIndex numbers the canonical patterns of paths within
// patternReach; patternNames describes them.
var patternIndex, patternNames = func() (map[int]int, []string) {
	idx := map[int]int{}
	var names []string
	dn := "NESW"
	for dx := -patternReach; dx <= patternReach; dx++ {
		for dy := -patternReach; dy <= patternReach; dy++ {
			d := abs(dx) + abs(dy)
			if d == 0 || d > patternReach {
				continue
			}
			for a := trax.North; a <= trax.West; a++ {
				for b := trax.North; b <= trax.West; b++ {
					k := patternKey(dx, dy, a, b)
					if _, ok := idx[k]; !ok {
						idx[k] = len(names)
						names = append(names, fmt.Sprintf("d%d (%d,%d) %c%c", d, dx, dy, dn[a], dn[b]))
					}
				}
			}
		}
	}
	return idx, names
}()

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
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

// richFeatures adds to the evaluation's terms: the shape of each near
// path's ends (pattern, per side), how filled the spaces its ends face
// are (per distance and side), the number of near paths beyond the first
// (two at once make double threats), and lines by span.
func richFeatures() featureSet {
	cur := currentFeatures()
	names := append([]string(nil), cur.names...)
	base := len(names)
	for _, side := range []string{"own", "their"} {
		for _, n := range patternNames {
			names = append(names, side+" pattern "+n)
		}
	}
	tightAt := len(names)
	for _, side := range []string{"own", "their"} {
		for d := 1; d <= 4; d++ {
			names = append(names, fmt.Sprintf("%s tight ends d%d", side, d))
		}
	}
	nearAt := len(names)
	for _, side := range []string{"own", "their"} {
		for d := 1; d <= 3; d++ {
			names = append(names, fmt.Sprintf("%s extra paths within d%d", side, d))
		}
	}
	spanAt := len(names)
	for _, side := range []string{"own", "their"} {
		for s := 4; s <= 8; s++ {
			names = append(names, fmt.Sprintf("%s line span %d", side, s))
		}
	}
	np := len(patternNames)
	return featureSet{names, func(p *trax.Position) []float64 {
		f := make([]float64, len(names))
		copy(f, cur.of(p))
		me := p.ToMove()
		area := p.Area()
		var near [2][4]int
		for _, op := range p.OpenPaths(nil) {
			side := 0
			if op.Color != me {
				side = 1
			}
			dx, dy := op.B.X-op.A.X, op.B.Y-op.A.Y
			d := abs(dx) + abs(dy)
			if d >= 1 && d <= patternReach {
				f[base+side*np+patternIndex[patternKey(dx, dy, op.DA, op.DB)]]++
				tight := 0
				if filledAround(p, op.A) >= 2 {
					tight++
				}
				if filledAround(p, op.B) >= 2 {
					tight++
				}
				f[tightAt+side*4+d-1] += float64(tight)
				for k := d; k <= 3; k++ {
					near[side][k]++
				}
			}
			if p.LinesWin() {
				if s := lineSpan(op, area); s >= 4 {
					f[spanAt+side*5+min(s, 8)-4]++
				}
			}
		}
		for side := range 2 {
			for k := 1; k <= 3; k++ {
				f[nearAt+side*3+k-1] = float64(max(near[side][k]-1, 0))
			}
		}
		return f
	}}
}

// lineSpan is the span of the tiles at the ends of a path whose ends
// point out of opposite sides (0 for other paths), as the evaluation's
// lineValue reads it.
func lineSpan(op trax.OpenPath, area trax.Rect) int {
	a, b, da, db := op.A, op.B, op.DA, op.DB
	switch {
	case da == trax.East && db == trax.West, da == trax.West && db == trax.East:
		if da == trax.West {
			a, b = b, a
		}
		return b.X - 1 - (a.X + 1) + 1
	case da == trax.South && db == trax.North, da == trax.North && db == trax.South:
		if da == trax.North {
			a, b = b, a
		}
		return b.Y - 1 - (a.Y + 1) + 1
	}
	_ = area
	return 0
}
