package ai

import (
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
