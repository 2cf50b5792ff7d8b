//go:build unix

package ai

import (
	"context"
	"syscall"
	"testing"
	"time"
)

// cpuTime is the CPU time the process has used (user and system), which
// a busy machine's other processes do not inflate as they do the clock.
func cpuTime(tb testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkNodesPerCPUSecond searches every middle-game position at the
// Maximum level with a budget of 300,000 nodes and reports the nodes
// searched per second of wall time and per second of the process's CPU
// time: on a shared machine the second is what an idle machine's wall
// clock would show (run it with GOMAXPROCS=1), so it turns a move time
// into the node budget (Options.Nodes) of matches that must not depend
// on the load.
func BenchmarkNodesPerCPUSecond(b *testing.B) {
	ps := midgames(b)
	if testing.Short() {
		ps = ps[:2]
	}
	e := NewEngine(64 << 20)
	var nodes int64
	var cpu, wall time.Duration
	for b.Loop() {
		for _, p := range ps {
			e.Clear()
			c0, w0 := cpuTime(b), time.Now()
			r, err := e.Search(context.Background(), p, Maximum.Options(0, 1).withNodes(300_000))
			if err != nil {
				b.Fatal(err)
			}
			cpu += cpuTime(b) - c0
			wall += time.Since(w0)
			nodes += r.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/cpu.Seconds(), "nodes/cpu-s")
	b.ReportMetric(float64(nodes)/wall.Seconds(), "nodes/s")
}

func (o Options) withNodes(n int64) Options {
	o.Nodes = n
	return o
}
