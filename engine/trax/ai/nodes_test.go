package ai

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"traxapp/engine/trax"
)

// TestNodeBudget: a search bounded by Options.Nodes returns a legal move,
// stops within half as much again as its budget (the first iteration may
// overrun it, as it may MoveTime) and, having no clock, finds the same
// move with the same nodes every time; a larger budget goes at least as
// deep.
func TestNodeBudget(t *testing.T) {
	p := load(t, trax.Trax, midgame)
	for _, c := range []struct {
		name  string
		nodes int64
		opt   Options
	}{
		{"tiny", 50, Options{}},
		{"small", 2_000, Options{}},
		{"medium", 30_000, Options{}},
		{"level max", 30_000, Maximum.Options(0, 1)},
	} {
		t.Run(c.name, func(t *testing.T) {
			opt := c.opt
			opt.Nodes = c.nodes
			var first Result
			for i := range 2 {
				r, err := NewEngine(1<<20).Search(context.Background(), p, opt)
				if err != nil {
					t.Fatal(err)
				}
				if err := p.IsLegal(r.Move); err != nil {
					t.Fatalf("returned %v: %v", r.Move, err)
				}
				// countNode checks the budget every 32 nodes.
				if r.Nodes > c.nodes*3/2+32 {
					t.Errorf("searched %d nodes with a budget of %d", r.Nodes, c.nodes)
				}
				if i == 0 {
					first = r
				} else if r.Move != first.Move || r.Nodes != first.Nodes || r.Depth != first.Depth {
					t.Errorf("two searches of %d nodes differ: %+v and %+v", c.nodes, first, r)
				}
			}
		})
	}
	small, _ := NewEngine(1<<20).Search(context.Background(), p, Options{Nodes: 2_000})
	large, _ := NewEngine(1<<20).Search(context.Background(), p, Options{Nodes: 200_000})
	if large.Depth < small.Depth || large.Nodes <= small.Nodes {
		t.Errorf("200,000 nodes: depth %d, %d nodes; 2,000: depth %d, %d nodes", large.Depth, large.Nodes, small.Depth, small.Nodes)
	}
}

// TestServeNodeBudget: Config.Nodes bounds the protocol's searches, which
// then play the same moves in two sessions with the same seed.
func TestServeNodeBudget(t *testing.T) {
	cfg := testServeConfig()
	cfg.Depth, cfg.Nodes, cfg.Seed = 0, 5_000, 7
	script := "-R " + midgame + " -F -W\n"
	var outs [2]string
	for i := range outs {
		var out, errw bytes.Buffer
		if err := Serve(context.Background(), strings.NewReader(script), &out, &errw, cfg); err != nil {
			t.Fatal(err)
		}
		if errw.Len() > 0 || strings.Count(out.String(), "\n") != 1 {
			t.Fatalf("stdout %q, stderr %q; want one move", out.String(), errw.String())
		}
		outs[i] = out.String()
	}
	if outs[0] != outs[1] {
		t.Errorf("two sessions of 5,000 nodes a move played %q and %q", outs[0], outs[1])
	}
}
