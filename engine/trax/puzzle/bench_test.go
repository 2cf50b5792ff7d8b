package puzzle

import (
	"slices"
	"testing"
	"time"
)

// BenchmarkTry judges, for each puzzle of the set in turn, its first
// answer and a wrong first move (each in a fresh Session, the worst
// case: nothing proved yet), and reports the slowest Try seen as
// max-ms. Run it under WebAssembly to see what the page pays:
//
//	PATH=$PATH:$(go env GOROOT)/lib/wasm GOOS=js GOARCH=wasm go test -run X -bench Try ./engine/trax/puzzle
func BenchmarkTry(b *testing.B) {
	ps := All()
	wrong := make([]string, len(ps))
	for i, p := range ps {
		wrong[i] = wrongMove(b, p)
	}
	var slowest time.Duration
	var slowID string
	i := 0
	for b.Loop() {
		p := ps[i%len(ps)]
		for _, tok := range []string{p.Answers[0], wrong[i%len(ps)]} {
			s, err := Start(p)
			if err != nil {
				b.Fatal(err)
			}
			t0 := time.Now()
			if _, err := s.Try(tok); err != nil {
				b.Fatalf("%s: %s: %v", p.ID, tok, err)
			}
			if d := time.Since(t0); d > slowest {
				slowest, slowID = d, p.ID+" "+tok
			}
		}
		i++
	}
	b.ReportMetric(float64(slowest.Microseconds())/1000, "max-ms")
	b.Logf("slowest Try: %s (%v), over %d puzzles", slowID, slowest, min(i, len(ps)))
}

// BenchmarkTryEveryFirstMove judges every distinct first move of every
// puzzle, each in a fresh Session, and reports the mean, the 99th
// percentile and the slowest Try, and how many took over 100 ms. One
// round is some 15,000 Tries (a minute or two under WebAssembly): run it
// with -benchtime 1x.
func BenchmarkTryEveryFirstMove(b *testing.B) {
	var ds []time.Duration
	for b.Loop() {
		ds = ds[:0]
		for _, p := range All() {
			pos, err := p.Position()
			if err != nil {
				b.Fatal(err)
			}
			for _, m := range pos.DistinctMoves(nil) {
				tok := pos.FormatMove(m)
				s, _ := Start(p)
				t0 := time.Now()
				if _, err := s.Try(tok); err != nil {
					b.Fatalf("%s: %s: %v", p.ID, tok, err)
				}
				ds = append(ds, time.Since(t0))
			}
		}
	}
	slices.Sort(ds)
	var sum time.Duration
	over := 0
	for _, d := range ds {
		sum += d
		if d > 100*time.Millisecond {
			over++
		}
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(sum/time.Duration(len(ds))), "mean-ms")
	b.ReportMetric(ms(ds[len(ds)*99/100]), "p99-ms")
	b.ReportMetric(ms(ds[len(ds)-1]), "max-ms")
	b.ReportMetric(float64(over), "over-100ms")
	b.ReportMetric(float64(len(ds)), "tries")
}
