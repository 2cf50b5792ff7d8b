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

// richFeatures are the shape evaluation's terms (ai.ShapeFeatures): the
// evaluation's own terms, the shape of each near path's ends (pattern, per
// side), how filled the spaces its ends face are (per distance and side),
// the number of near paths beyond the first (two at once make double
// threats), lines by span, and junctions (ends of two paths of one colour
// side by side).
func richFeatures() featureSet {
	return featureSet{ai.ShapeFeatureNames(), func(p *trax.Position) []float64 {
		f := ai.ShapeFeatures(p)
		return f[:]
	}}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
