package ai

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	T "traxapp/engine/trakkx"
)

// TestSanityMatch is the small match of the normal test run: every level
// plays legal actions to the end of the game, and medium does not lose to
// easy.
func TestSanityMatch(t *testing.T) {
	r := Match([]string{"easy", "medium", "hard", "medium"}, 2, 1)
	if len(r.Errors) > 0 || r.Games != 2 {
		t.Fatalf("%v", r)
	}
	r = Match([]string{"medium", "easy"}, 2, 5)
	if len(r.Errors) > 0 || r.Games != 2 {
		t.Fatalf("%v", r)
	}
	if r.Stat("medium").Wins < r.Stat("easy").Wins {
		t.Fatalf("easy beat medium:\n%v", r)
	}
}

// midgames plays medium games from a few seeds and keeps the records at
// several points, including inside a SWAP sub-phase when one occurs.
func midgames(tb testing.TB, n int) []string {
	tb.Helper()
	var out []string
	for seed := uint64(1); len(out) < n && seed < 100; seed++ {
		g := T.MustNewGame(T.Options{Players: 2 + int(seed%3), Seed: seed})
		for step := 0; !g.Outcome().Over() && step < 200; step++ {
			if step%23 == 11 || g.Phase() == T.PhaseSwap {
				out = append(out, g.Record())
			}
			a, err := Choose(context.Background(), g.View(g.ToMove()), Medium, time.Second, uint64(step))
			if err != nil {
				tb.Fatal(err)
			}
			if err := g.Apply(a); err != nil {
				tb.Fatal(err)
			}
		}
	}
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// TestThinkGivesLegalActions: Think on records (turns and SWAP choices)
// returns a line that parses and is legal, within about one second.
func TestThinkGivesLegalActions(t *testing.T) {
	recs := midgames(t, 12)
	golden, _ := filepath.Glob("../testdata/golden/*.trakkx")
	for _, f := range golden {
		text, _ := os.ReadFile(f)
		lines := strings.Split(strings.TrimSpace(string(text)), "\n")
		recs = append(recs, strings.Join(lines[:len(lines)*2/3], "\n")+"\n")
	}
	for _, lv := range []string{"easy", "medium", "hard"} {
		for i, rec := range recs {
			start := time.Now()
			line, err := Think(context.Background(), rec, lv, 300*time.Millisecond)
			if err != nil {
				t.Fatalf("%s record %d: %v", lv, i, err)
			}
			if d := time.Since(start); d > time.Second {
				t.Errorf("%s record %d took %v", lv, i, d)
			}
			g, _ := T.ParseRecord(rec)
			a, err := T.ParseAction(line)
			if err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("%s: %q illegal: %v", lv, line, err)
			}
		}
	}
}

func TestThinkRefuses(t *testing.T) {
	rec := T.MustNewGame(T.Options{Players: 2, Seed: 1}).Record()
	if _, err := Think(context.Background(), rec, "grandmaster", 0); err == nil {
		t.Fatal("unknown level accepted")
	}
	if _, err := Think(context.Background(), "not a record", "easy", 0); err == nil {
		t.Fatal("bad record accepted")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Think(ctx, rec, "hard", time.Second); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled context: %v", err)
	}
	g := T.MustNewGame(T.Options{Players: 2, Seed: 1})
	if _, err := Choose(context.Background(), g.View(1), Easy, 0, 1); !errors.Is(err, ErrNotToMove) {
		t.Fatalf("seat not to move: %v", err)
	}
}

func TestParseLevel(t *testing.T) {
	for _, lv := range []Level{Easy, Medium, Hard} {
		if got, err := ParseLevel(strings.ToUpper(lv.String())); err != nil || got != lv {
			t.Fatalf("%v: %v %v", lv, got, err)
		}
	}
}

// TestPlannerLayDownsAreLegal: whatever the planner returns passes the
// engine's validator, for every level's generators.
func TestPlannerLayDownsAreLegal(t *testing.T) {
	for _, rec := range midgames(t, 10) {
		g, _ := T.ParseRecord(rec)
		if g.Phase() != T.PhaseTurn {
			continue
		}
		v := g.View(g.ToMove())
		for _, gs := range []gens{{newGroups: true}, {cross: true, rearrange: true, newGroups: true}, {cross: true, rearrange: true, newGroups: true, deep: true}} {
			lay, n, _ := bestLayDown(v, gs, 3, nil)
			if lay == nil {
				continue
			}
			if err := v.ValidateLayDown(lay); err != nil || n == 0 {
				t.Fatalf("planner returned an illegal lay-down (%d placed): %v", n, err)
			}
		}
	}
}
