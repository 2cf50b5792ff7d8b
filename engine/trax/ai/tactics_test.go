package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"traxapp/engine/trax"
)

func loadTactics(t testing.TB) []Tactic {
	t.Helper()
	f, err := ReadTactics("testdata/tactics.json")
	if err != nil {
		t.Fatal(err)
	}
	return f.Positions
}

func positionOf(t testing.TB, c Tactic) *trax.Position {
	t.Helper()
	p, err := c.Position()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestTacticsCover checks that the tactics cover every two-player variant
// without luck and every kind.
func TestTacticsCover(t *testing.T) {
	have := map[string]bool{}
	for _, c := range loadTactics(t) {
		have[c.Variant+"/"+c.Kind] = true
	}
	for _, k := range []string{"trax/win", "trax/defend", "trax/loss", "loop/win", "loop/defend", "loop/nowin", "8x8/win", "8x8/defend", "8x8/nowin"} {
		if !have[k] {
			t.Errorf("no %s tactic in testdata/tactics.json", k)
		}
	}
}

// TestOneEngineAcrossVariants searches every tactical position under each
// variant that allows it with one engine, and with a fresh engine each
// time: the results must not differ (the transposition table must not mix
// variants: a line must never win Loop Trax).
//
// It takes the tactics written before the generated suite: the generated
// ones include successive positions of one game, after which what a
// shared table remembers changes the evaluations of later searches even
// within one variant (transpositions searched deeper before), so equal
// scores could not be asked of them.
func TestOneEngineAcrossVariants(t *testing.T) {
	shared := NewEngine(1 << 20)
	for _, c := range loadTactics(t) {
		if strings.HasPrefix(c.Name, "generated seed ") {
			continue
		}
		for _, v := range []trax.Variant{trax.Trax, trax.LoopTrax, trax.Trax8x8} {
			g, err := trax.LoadRecord(v, c.Setup)
			if err != nil || g.Outcome().Over() {
				continue
			}
			p := g.Position()
			opt := Options{Depth: 3}
			if testing.Short() {
				opt.Depth = 2
			}
			a, err := shared.Search(context.Background(), p, opt)
			if err != nil {
				t.Fatal(err)
			}
			b, err := NewEngine(1<<20).Search(context.Background(), p, opt)
			if err != nil {
				t.Fatal(err)
			}
			if a.Move != b.Move || a.Score != b.Score {
				t.Errorf("%s %s: shared engine %s score %d, fresh engine %s score %d", v.Name, c.Setup, a.Notation, a.Score, b.Notation, b.Score)
			}
			if v == trax.LoopTrax && a.WinIn() == 1 {
				q := p.Clone()
				q.Play(a.Move)
				if o := q.Outcome(); o.Method != trax.ByLoop {
					t.Errorf("loop %s: %s claims a win now, gives %v", c.Setup, a.Notation, o)
				}
			}
		}
	}
}

// TestTactics searches each tactical position to a fixed depth (the number
// of turns the answer needs) and checks the move and the score.
func TestTactics(t *testing.T) {
	e := NewEngine(1 << 20)
	for _, c := range loadTactics(t) {
		t.Run(c.Setup, func(t *testing.T) {
			p := positionOf(t, c)
			depth := 2*c.Within - 1
			r, err := e.Search(context.Background(), p, Options{Depth: depth})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: %s score %d depth %d nodes %d in %v", c.Name, r.Notation, r.Score, r.Depth, r.Nodes, r.Elapsed)
			switch c.Kind {
			case "win":
				if !slices.Contains(c.Moves, r.Notation) {
					t.Errorf("played %s, want one of %v", r.Notation, c.Moves)
				}
				if w := r.WinIn(); w == 0 || w > c.Within {
					t.Errorf("score %d (win in %d), want a win within %d turns", r.Score, w, c.Within)
				}
			case "defend":
				if !slices.Contains(c.Moves, r.Notation) {
					t.Errorf("played %s, want one of %v", r.Notation, c.Moves)
				}
			case "loss":
				if r.LossIn() == 0 {
					t.Errorf("score %d, want a forced loss", r.Score)
				}
			case "nowin":
				if w := r.WinIn(); w > 0 && w <= c.Within {
					t.Errorf("%s claims a win in %d; there is none within %d", r.Notation, w, c.Within)
				}
			default:
				t.Fatalf("unknown kind %q", c.Kind)
			}
		})
	}
}

// TestTacticsProved proves every tactic again with the Prover (the
// rules alone decide: no engine search). In -short mode (the WASM run) a
// seeded sample of them.
func TestTacticsProved(t *testing.T) {
	cases := loadTactics(t)
	if testing.Short() {
		cases = sampleTactics(cases, 40, 1)
	}
	pr := NewProver(0)
	start := time.Now()
	for _, c := range cases {
		if err := pr.Check(c); err != nil {
			t.Errorf("%s %s (%s %s within %d): %v", c.Variant, c.Setup, c.Kind, c.Name, c.Within, err)
		}
	}
	t.Logf("%d tactics proved in %v", len(cases), time.Since(start))
}

// sampleTactics returns n of cases chosen by seed (all when there are
// no more), in file order.
func sampleTactics(cases []Tactic, n int, seed uint64) []Tactic {
	if len(cases) <= n {
		return cases
	}
	r := rand.New(rand.NewPCG(seed, 0))
	pick := r.Perm(len(cases))[:n]
	slices.Sort(pick)
	out := make([]Tactic, n)
	for i, k := range pick {
		out[i] = cases[k]
	}
	return out
}
