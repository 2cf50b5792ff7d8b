package ai

import (
	"bufio"
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"traxapp/engine/trax"
)

// midgames loads testdata/midgames.txt.
func midgames(tb testing.TB) []*trax.Position {
	tb.Helper()
	f, err := os.Open("testdata/midgames.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []*trax.Position
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, load(tb, trax.Trax, line))
	}
	return out
}

func TestMidgamesLoad(t *testing.T) {
	ps := midgames(t)
	if len(ps) < 10 {
		t.Fatalf("%d middle-game positions, want at least 10", len(ps))
	}
	for _, p := range ps {
		if p.Outcome().Over() {
			t.Fatal("a middle-game position is over")
		}
	}
}

// BenchmarkSearchDepth3 searches every middle-game position three turns
// deep and reports nodes per second (the speed figure: native and WASM).
// One engine serves every search, cleared before each: a new engine per
// search made allocating and zeroing its tables (and the collections that
// followed) most of the time measured, and that costs about as much under
// WebAssembly as natively.
func BenchmarkSearchDepth3(b *testing.B) {
	ps := midgames(b)
	if testing.Short() {
		ps = ps[:4]
	}
	e := NewEngine(4 << 20)
	var nodes int64
	start := time.Now()
	for b.Loop() {
		for _, p := range ps {
			e.Clear()
			r, err := e.Search(context.Background(), p, Options{Depth: 3})
			if err != nil {
				b.Fatal(err)
			}
			nodes += r.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/time.Since(start).Seconds(), "nodes/s")
}

// BenchmarkDepthIn750ms gives every middle-game position 750 ms at the
// Maximum level and reports the average and least depth completed.
func BenchmarkDepthIn750ms(b *testing.B) {
	ps := midgames(b)
	if testing.Short() {
		ps = ps[:2]
	}
	var sum, runs int
	least := maxDepth
	var nodes int64
	var elapsed time.Duration
	for b.Loop() {
		for _, p := range ps {
			r, err := NewEngine(16<<20).Search(context.Background(), p, Maximum.Options(750*time.Millisecond, 1))
			if err != nil {
				b.Fatal(err)
			}
			sum += r.Depth
			runs++
			least = min(least, r.Depth)
			nodes += r.Nodes
			elapsed += r.Elapsed
		}
	}
	b.ReportMetric(float64(sum)/float64(runs), "depth")
	b.ReportMetric(float64(least), "min-depth")
	b.ReportMetric(float64(nodes)/elapsed.Seconds(), "nodes/s")
}

// BenchmarkScan times one threat scan (every candidate move tried once).
func BenchmarkScan(b *testing.B) {
	p := midgames(b)[0]
	var sc scan
	for b.Loop() {
		scanRound(&sc, p)
	}
	b.ReportMetric(float64(len(sc.cand)), "candidates")
}

// scanRound is BenchmarkScan's round, a function of its own so that
// WebAssembly runs it in optimized code (see engine/trax/bench_test.go).
//
//go:noinline
func scanRound(sc *scan, p *trax.Position) { sc.run(p, nil, false) }

// BenchmarkTactics750ms gives each tactical position 750 ms at the Maximum
// level and reports how many it solves (the move is one of the answers).
func BenchmarkTactics750ms(b *testing.B) {
	cases := loadTactics(b)
	solved := 0
	for b.Loop() {
		solved = 0
		for _, c := range cases {
			p := positionOf(b, c)
			r, err := NewEngine(16<<20).Search(context.Background(), p, Maximum.Options(750*time.Millisecond, 1))
			if err != nil {
				b.Fatal(err)
			}
			if c.Solved(r) {
				solved++
			}
		}
	}
	b.ReportMetric(float64(solved), "solved")
	b.ReportMetric(float64(len(cases)), "positions")
}
