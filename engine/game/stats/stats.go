// Package stats is the one place the matches and self-play runs of every
// game compute a score and its 95% confidence interval: a Sample of
// per-game results (a win share, a score, a difference), its mean and the
// half-width of the interval by the normal approximation, the Wilson score
// interval of a proportion, and the Elo difference a score implies. The
// match drivers (engine/trax/ai/cmd/match, internal/cli selfplay,
// engine/traxit/ai, engine/trakkx/ai) only play games and add results.
//
// # Fewer than two samples
//
// The half-width is 1.96·s/√n with s the sample standard deviation, which
// has n-1 degrees of freedom: with one sample (or none) the spread is
// unknown, so nothing bounds the mean and the half-width is +Inf. Zero
// would claim certainty from a single game. The mean of no samples is
// reported as 0. A proportion's Wilson interval of no trials is [0, 1].
//
// The normal interval of a clean sweep (every result 1) has width 0; the
// Wilson interval of a win rate stays honest there: selfplay and the
// TRAXIT match print it beside the normal one.
package stats

import "math"

// Z95 is the two-sided 95% quantile of the normal distribution.
const Z95 = 1.959963984540054

// Sample accumulates results one at a time (Welford's method, so that the
// variance of many close values keeps its precision). The zero value is an
// empty sample.
type Sample struct {
	n    int
	mean float64
	m2   float64 // sum of squared deviations from the mean
}

// Add adds one result.
func (s *Sample) Add(x float64) {
	s.n++
	d := x - s.mean
	s.mean += d / float64(s.n)
	s.m2 += d * (x - s.mean)
}

// Of returns the sample of xs.
func Of(xs ...float64) Sample {
	var s Sample
	for _, x := range xs {
		s.Add(x)
	}
	return s
}

// N is the number of results.
func (s Sample) N() int { return s.n }

// Mean is the mean result, 0 for an empty sample.
func (s Sample) Mean() float64 { return s.mean }

// Variance is the sample variance (divided by n-1), +Inf below two
// results.
func (s Sample) Variance() float64 {
	if s.n < 2 {
		return math.Inf(1)
	}
	return max(s.m2, 0) / float64(s.n-1)
}

// CI95 is the half-width of the 95% confidence interval of the mean by the
// normal approximation, +Inf below two results (see the package comment).
func (s Sample) CI95() float64 {
	if s.n < 2 {
		return math.Inf(1)
	}
	return Z95 * math.Sqrt(s.Variance()/float64(s.n))
}

// MeanCI returns the mean of xs and the half-width of its 95% confidence
// interval.
func MeanCI(xs ...float64) (mean, half float64) {
	s := Of(xs...)
	return s.Mean(), s.CI95()
}

// Wilson returns the 95% Wilson score interval of a proportion p seen in n
// trials, which stays inside [0, 1] and honest near 0% and 100%; [0, 1]
// when n is 0.
func Wilson(p float64, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	const z = Z95
	nf := float64(n)
	centre := (p + z*z/(2*nf)) / (1 + z*z/nf)
	half := z / (1 + z*z/nf) * math.Sqrt(max(p*(1-p), 0)/nf+z*z/(4*nf*nf))
	return max(centre-half, 0), min(centre+half, 1)
}

// Elo returns the rating difference a score (0 to 1) implies, the score
// clamped to [0.001, 0.999] so that a clean sweep gives a finite figure.
func Elo(score float64) float64 {
	x := min(max(score, 0.001), 0.999)
	return -400 * math.Log10(1/x-1)
}
