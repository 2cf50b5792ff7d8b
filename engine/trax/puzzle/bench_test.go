package puzzle

import (
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
