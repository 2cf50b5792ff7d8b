package ai

import (
	"testing"

	"traxapp/engine/trax"
)

// TestEvalFeaturesAddUpToEvaluate checks the terms cmd/tune fits against
// the evaluation itself: the plain weights applied to EvalFeatures give
// evaluate's score (up to the rounding of the percentages).
func TestEvalFeaturesAddUpToEvaluate(t *testing.T) {
	w := PlainWeights
	s := &searcher{weights: w}
	for i, p := range append(midgames(t), load(t, trax.Trax, midgame)) {
		f := EvalFeatures(p)
		var own, their float64
		for d := range 8 {
			own += float64(w.Loop[d]) * f[FeatOwnLoop+d]
			their += float64(w.Loop[d]) * f[FeatTheirLoop+d]
		}
		own += float64(w.LineSpan)*f[FeatOwnSpan] + float64(w.LineEdge)*f[FeatOwnEdge]
		their += float64(w.LineSpan)*f[FeatTheirSpan] + float64(w.LineEdge)*f[FeatTheirEdge]
		want := float64(w.Tempo) + own*float64(pct(w.Mine))/100 - their*float64(pct(w.Theirs))/100
		if got := float64(s.evaluate(p)); got < want-2 || got > want+2 {
			t.Errorf("position %d: evaluate %v, the features weighed %v", i, got, want)
		}
	}
}
