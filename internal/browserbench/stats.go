package main

import (
	"fmt"
	"io"
	"slices"
	"text/tabwriter"
)

// Summary is the median and the spread of one measure's samples.
type Summary struct {
	N      int     // samples
	Median float64 // the middle sample, or the mean of the two middle ones
	Min    float64 // the smallest sample
	Max    float64 // the largest sample
}

// Summarize returns the median, smallest and largest of samples; ok is
// false when there are none.
func Summarize(samples []float64) (s Summary, ok bool) {
	if len(samples) == 0 {
		return Summary{}, false
	}
	sorted := slices.Clone(samples)
	slices.Sort(sorted)
	n := len(sorted)
	s = Summary{N: n, Min: sorted[0], Max: sorted[n-1]}
	if n%2 == 1 {
		s.Median = sorted[n/2]
	} else {
		s.Median = (sorted[n/2-1] + sorted[n/2]) / 2
	}
	return s, true
}

// Key names one measure of the benchmark: which game, on which site,
// at which CPU speed, what was measured, and its unit ("ms" or "MB").
type Key struct {
	Game    string // trax, traxit, trakkx, hello-world
	Site    string // served (the app's server) or static (the export under /trax/)
	CPU     string // 1x (this machine) or 4x (Chromium's CPU throttling)
	Measure string // e.g. "cold start", "longest task: computer's turn"
	Unit    string // ms or MB
}

// Results collects samples by measure, keeping the order in which the
// measures were first seen.
type Results struct {
	order   []Key
	samples map[Key][]float64
}

// Add records one sample of the measure k.
func (r *Results) Add(k Key, v float64) {
	if r.samples == nil {
		r.samples = map[Key][]float64{}
	}
	if _, seen := r.samples[k]; !seen {
		r.order = append(r.order, k)
	}
	r.samples[k] = append(r.samples[k], v)
}

// Samples returns the samples of the measure k.
func (r *Results) Samples(k Key) []float64 { return r.samples[k] }

// WriteTable writes one line per measure, sorted by game, site, CPU and
// then in the order measured: the median, the min-max spread and the
// number of samples.
func (r *Results) WriteTable(w io.Writer) error {
	keys := slices.Clone(r.order)
	rank := map[Key]int{}
	for i, k := range r.order {
		rank[k] = i
	}
	slices.SortStableFunc(keys, func(a, b Key) int {
		for _, c := range [][2]string{{a.Game, b.Game}, {a.Site, b.Site}, {a.CPU, b.CPU}} {
			if c[0] != c[1] {
				if c[0] < c[1] {
					return -1
				}
				return 1
			}
		}
		return rank[a] - rank[b]
	})
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "game\tsite\tcpu\tmeasure\tmedian\tmin-max\tunit\tn")
	for _, k := range keys {
		s, ok := Summarize(r.samples[k])
		if !ok {
			continue
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s-%s\t%s\t%d\n", k.Game, k.Site, k.CPU, k.Measure,
			formatValue(s.Median, k.Unit), formatValue(s.Min, k.Unit), formatValue(s.Max, k.Unit), k.Unit, s.N)
	}
	return tw.Flush()
}

// formatValue prints milliseconds whole and megabytes to a tenth.
func formatValue(v float64, unit string) string {
	if unit == "MB" {
		return fmt.Sprintf("%.1f", v)
	}
	return fmt.Sprintf("%.0f", v)
}
