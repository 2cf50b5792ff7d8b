package ai

import (
	"context"
	"testing"
	"time"

	T "traxapp/engine/trakkx"
)

func midViews(b *testing.B) []T.View {
	var vs []T.View
	for _, rec := range midgames(b, 12) {
		g, _ := T.ParseRecord(rec)
		if g.Phase() == T.PhaseTurn {
			vs = append(vs, g.View(g.ToMove()))
		}
	}
	return vs
}

// BenchmarkCandidates runs the medium planner (generators 1–6, each step
// validated) on middle-game views.
func BenchmarkCandidates(b *testing.B) {
	vs := midViews(b)
	checks := 0
	for b.Loop() {
		for _, v := range vs {
			p := newPlanner(v, gens{cross: true, rearrange: true, newGroups: true})
			p.chain(40)
			checks += p.checks
		}
	}
	b.ReportMetric(float64(checks)/float64(b.N*len(vs)), "validations/view")
}

func benchChoose(b *testing.B, lv Level) {
	vs := midViews(b)
	var worst time.Duration
	for b.Loop() {
		for i, v := range vs {
			start := time.Now()
			if _, err := Choose(context.Background(), v, lv, 500*time.Millisecond, uint64(i)); err != nil {
				b.Fatal(err)
			}
			worst = max(worst, time.Since(start))
		}
	}
	b.ReportMetric(float64(worst.Milliseconds()), "worst-ms")
	if worst > time.Second {
		b.Fatalf("an AI turn took %v", worst)
	}
}

// BenchmarkChooseEasy, Medium and Hard time one decision on middle-game
// views with a 500 ms move time; worst-ms is the slowest turn (must stay
// under 1 s).
func BenchmarkChooseEasy(b *testing.B)   { benchChoose(b, Easy) }
func BenchmarkChooseMedium(b *testing.B) { benchChoose(b, Medium) }
func BenchmarkChooseHard(b *testing.B)   { benchChoose(b, Hard) }
