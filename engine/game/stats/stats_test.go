package stats

import (
	"math"
	"testing"
)

func near(a, b float64) bool {
	if math.IsInf(a, 1) || math.IsInf(b, 1) {
		return math.IsInf(a, 1) && math.IsInf(b, 1)
	}
	return math.Abs(a-b) < 1e-9
}

func TestMeanCI(t *testing.T) {
	tests := []struct {
		name     string
		xs       []float64
		mean, ci float64
	}{
		{"no result", nil, 0, math.Inf(1)},
		{"one win", []float64{1}, 1, math.Inf(1)},
		{"one loss", []float64{0}, 0, math.Inf(1)},
		{"two equal", []float64{1, 1}, 1, 0},
		{"a win and a loss", []float64{1, 0}, 0.5, Z95 * math.Sqrt(0.5/2)},
		{"three wins, a loss, a draw", []float64{1, 1, 1, 0, 0.5}, 0.7, Z95 * math.Sqrt(0.2/5)},
		{"scores", []float64{10, 20, 30, 40}, 25, Z95 * math.Sqrt(500.0/3/4)},
		{"close large values", []float64{1e9 + 1, 1e9 + 2, 1e9 + 3}, 1e9 + 2, Z95 * math.Sqrt(1.0/3)},
	}
	for _, tc := range tests {
		m, ci := MeanCI(tc.xs...)
		if !near(m, tc.mean) || !near(ci, tc.ci) {
			t.Errorf("%s: MeanCI = %v ± %v, want %v ± %v", tc.name, m, ci, tc.mean, tc.ci)
		}
		if s := Of(tc.xs...); s.N() != len(tc.xs) {
			t.Errorf("%s: N = %d", tc.name, s.N())
		}
	}
}

func TestWilson(t *testing.T) {
	tests := []struct {
		p      float64
		n      int
		lo, hi float64 // to 3 decimals
	}{
		{0.5, 0, 0, 1},
		{1, 200, 0.981, 1},
		{0.5, 100, 0.404, 0.596},
		{0, 10, 0, 0.278},
		{1, 1, 0.207, 1},
	}
	for _, tc := range tests {
		lo, hi := Wilson(tc.p, tc.n)
		if math.Abs(lo-tc.lo) > 5e-4 || math.Abs(hi-tc.hi) > 5e-4 {
			t.Errorf("Wilson(%v, %d) = %.4f-%.4f, want %.3f-%.3f", tc.p, tc.n, lo, hi, tc.lo, tc.hi)
		}
	}
}

func TestElo(t *testing.T) {
	tests := []struct{ score, elo float64 }{
		{0.5, 0},
		{0.75, 190.848},
		{0.25, -190.848},
		{1, 1199.826},
		{0, -1199.826},
	}
	for _, tc := range tests {
		if got := Elo(tc.score); math.Abs(got-tc.elo) > 0.01 {
			t.Errorf("Elo(%v) = %.3f, want %.3f", tc.score, got, tc.elo)
		}
	}
}
