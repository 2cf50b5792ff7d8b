package ai

import (
	"math/rand/v2"
	"testing"

	"traxapp/engine/trax"
)

// TestShapeFeaturesWeighedGiveEvaluate checks the terms cmd/tune fits
// against the evaluation: any shape weights applied to ShapeFeatures give
// evaluate's score exactly.
func TestShapeFeaturesWeighedGiveEvaluate(t *testing.T) {
	var w ShapeWeights
	for i := range w {
		w[i] = int32(i*37%29 - 14)
	}
	s := &searcher{weights: Weights{Shape: &w}}
	for i, p := range append(midgames(t), load(t, trax.Trax, midgame)) {
		f := ShapeFeatures(p)
		var want float64
		for k, x := range f {
			want += float64(w[k]) * x
		}
		if got := s.evaluate(p); float64(got) != want {
			t.Errorf("position %d: evaluate %d, the features weighed %v", i, got, want)
		}
	}
}

// TestShapeFeaturesHoldThePlainTerms checks that the shape evaluation's
// first terms count what the plain evaluation's do (EvalFeatures), so
// that a fit can start from the plain weights.
func TestShapeFeaturesHoldThePlainTerms(t *testing.T) {
	for i, p := range append(midgames(t), load(t, trax.Trax, midgame)) {
		plain, shape := EvalFeatures(p), ShapeFeatures(p)
		for k := range FeatureCount {
			if plain[k] != shape[ShapeLoop+k] {
				t.Errorf("position %d: term %d is %v, the plain evaluation's %v", i, ShapeLoop+k, shape[ShapeLoop+k], plain[k])
			}
		}
	}
}

// TestPatternsAreSymmetric checks that every near path's ends have a
// shape, and the same shape after any turn or mirror image of the board
// and with its ends swapped.
func TestPatternsAreSymmetric(t *testing.T) {
	if names := patternNames(); len(names) != PatternCount {
		t.Fatalf("%d canonical shapes, PatternCount says %d", len(names), PatternCount)
	}
	for dx := -patternReach; dx <= patternReach; dx++ {
		for dy := -patternReach; dy <= patternReach; dy++ {
			d := abs(dx) + abs(dy)
			for a := trax.North; a <= trax.West; a++ {
				for b := trax.North; b <= trax.West; b++ {
					k := patternOf[rawPattern(dx, dy, a, b)]
					if d == 0 || d > patternReach {
						if k != -1 {
							t.Errorf("(%d,%d) %v %v: shape %d, want none", dx, dy, a, b, k)
						}
						continue
					}
					if k < 0 || int(k) >= PatternCount {
						t.Fatalf("(%d,%d) %v %v: shape %d", dx, dy, a, b, k)
					}
					// A quarter turn, a mirror image, the ends swapped.
					turned := patternOf[rawPattern(-dy, dx, (a+1)&3, (b+1)&3)]
					ma, mb := a, b
					if ma&1 == 1 {
						ma ^= 2
					}
					if mb&1 == 1 {
						mb ^= 2
					}
					mirrored := patternOf[rawPattern(-dx, dy, ma, mb)]
					swapped := patternOf[rawPattern(-dx, -dy, b, a)]
					if turned != k || mirrored != k || swapped != k {
						t.Errorf("(%d,%d) %v %v: shape %d; turned %d, mirrored %d, swapped %d", dx, dy, a, b, k, turned, mirrored, swapped)
					}
				}
			}
		}
	}
}

// TestJunctions counts junctions on hand-made paths: ends of two paths of
// one colour in neighbouring spaces, sorted by the distance between the
// joined path's ends, for the side they belong to.
func TestJunctions(t *testing.T) {
	pt := func(x, y int) trax.Point { return trax.Point{X: x, Y: y} }
	path := func(c trax.Color, a, b trax.Point) trax.OpenPath {
		return trax.OpenPath{Color: c, A: a, B: b}
	}
	W, R := trax.White, trax.Red
	tests := []struct {
		name  string
		paths []trax.OpenPath
		own   [junctionKinds]int32 // White is to move
		their [junctionKinds]int32
	}{
		{"ends side by side, far ends 3 apart",
			[]trax.OpenPath{path(W, pt(0, 0), pt(0, 5)), path(W, pt(1, 0), pt(2, 4))},
			[junctionKinds]int32{2: 1}, [junctionKinds]int32{}},
		{"the other colour's paths",
			[]trax.OpenPath{path(R, pt(0, 0), pt(0, 5)), path(R, pt(1, 0), pt(3, 4))},
			[junctionKinds]int32{}, [junctionKinds]int32{3: 1}},
		{"two colours do not join",
			[]trax.OpenPath{path(W, pt(0, 0), pt(0, 5)), path(R, pt(1, 0), pt(0, 4))},
			[junctionKinds]int32{}, [junctionKinds]int32{}},
		{"diagonal ends are no junction",
			[]trax.OpenPath{path(W, pt(0, 0), pt(0, 5)), path(W, pt(1, 1), pt(3, 3))},
			[junctionKinds]int32{}, [junctionKinds]int32{}},
		{"the joined path's ends far apart",
			[]trax.OpenPath{path(W, pt(0, 0), pt(0, 9)), path(W, pt(1, 0), pt(9, 0))},
			[junctionKinds]int32{4: 1}, [junctionKinds]int32{}},
		{"both pairs of ends meet: each join leaves the other pair one apart",
			[]trax.OpenPath{path(W, pt(0, 0), pt(9, 0)), path(W, pt(0, 1), pt(9, 1))},
			[junctionKinds]int32{0: 2}, [junctionKinds]int32{}},
	}
	for _, tt := range tests {
		var c [ShapeFeatureCount]int32
		junctions(tt.paths, W, &c)
		var own, their [junctionKinds]int32
		copy(own[:], c[ShapeJunction:])
		copy(their[:], c[ShapeJunction+junctionKinds:])
		if own != tt.own || their != tt.their {
			t.Errorf("%s: own %v their %v, want %v and %v", tt.name, own, their, tt.own, tt.their)
		}
	}
}

// TestJunctionsMatchEveryPair checks junctions' table against a test of
// every pair of paths, in the middle games and in random games.
func TestJunctionsMatchEveryPair(t *testing.T) {
	byPairs := func(paths []trax.OpenPath, me trax.Color) (c [ShapeFeatureCount]int32) {
		next := func(a, b trax.Point) bool { return abs(a.X-b.X)+abs(a.Y-b.Y) == 1 }
		for i := range paths {
			for j := i + 1; j < len(paths); j++ {
				pi, pj := &paths[i], &paths[j]
				if pi.Color != pj.Color {
					continue
				}
				base := ShapeJunction
				if pi.Color != me {
					base += junctionKinds
				}
				for _, m := range [][4]trax.Point{{pi.A, pj.A, pi.B, pj.B}, {pi.A, pj.B, pi.B, pj.A}, {pi.B, pj.A, pi.A, pj.B}, {pi.B, pj.B, pi.A, pj.A}} {
					if next(m[0], m[1]) {
						c[base+junctionKind(m[2], m[3])]++
					}
				}
			}
		}
		return c
	}
	positions := append(midgames(t), load(t, trax.Trax, midgame))
	rng := rand.New(rand.NewPCG(5, 6))
	for range 40 {
		p := trax.NewPosition(trax.Trax)
		for !p.Outcome().Over() && p.TileCount() < 60 {
			ms := p.LegalMoves(nil)
			p.Play(ms[rng.IntN(len(ms))])
			positions = append(positions, p.Clone())
		}
	}
	with := 0
	for i, p := range positions {
		paths := p.OpenPaths(nil)
		var got [ShapeFeatureCount]int32
		junctions(paths, p.ToMove(), &got)
		if want := byPairs(paths, p.ToMove()); got != want {
			t.Fatalf("position %d: junctions %v, every pair %v", i, got[ShapeJunction:], want[ShapeJunction:])
		}
		if got != ([ShapeFeatureCount]int32{}) {
			with++
		}
	}
	if with < len(positions)/4 {
		t.Fatalf("only %d of %d positions have a junction: the test compares little", with, len(positions))
	}
}
