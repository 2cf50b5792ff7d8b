package ai

import (
	"context"
	"testing"
	"time"

	"traxapp/engine/traxit"
)

// midgame returns a 2- or 4-player game played by medium to turn 8,
// at a card choice.
func midgame(b *testing.B, players int) *traxit.Position {
	g, _ := traxit.NewGame(traxit.Options{Players: players})
	for g.Phase() == traxit.PhasePlace || g.Position().Turn() < 8 || g.Phase() != traxit.PhaseChoose {
		a, _ := Decide(context.Background(), g.Position(), Medium, 0, nil)
		g.Apply(a)
	}
	return g.Position()
}

// BenchmarkHardDecision is one hard decision with the default budget:
// it must stay under 1 s (the budget is DefaultMoveTime).
func BenchmarkHardDecision(b *testing.B) {
	for _, n := range []int{2, 4} {
		p := midgame(b, n)
		b.Run(map[int]string{2: "2p", 4: "4p"}[n], func(b *testing.B) {
			for b.Loop() {
				start := time.Now()
				Decide(context.Background(), p, Hard, 0, nil)
				if d := time.Since(start); d > time.Second {
					b.Fatalf("hard decision took %v", d)
				}
			}
		})
	}
}

// BenchmarkMediumDecision is one medium (greedy) decision.
func BenchmarkMediumDecision(b *testing.B) {
	p := midgame(b, 4)
	for b.Loop() {
		Decide(context.Background(), p, Medium, 0, nil)
	}
}

// BenchmarkSearchNodes is a fixed-size search (20,000 nodes) for
// comparing the search's speed from change to change.
func BenchmarkSearchNodes(b *testing.B) {
	p := midgame(b, 2)
	for b.Loop() {
		search(context.Background(), p, 0, 20000)
	}
}
