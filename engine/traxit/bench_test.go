package traxit

import (
	"math/rand/v2"
	"testing"
)

// benchPositions are the positions of a few seeded random games.
func benchPositions(b *testing.B) []Position {
	var out []Position
	for i := range 4 {
		g := playRandom(b, Options{Players: 2 + i%3, Seed: uint64(i)}, rand.New(rand.NewPCG(uint64(i), 9)))
		for k := range g.Len() {
			out = append(out, *g.PositionAt(k))
		}
	}
	return out
}

// BenchmarkLegalActions generates every legal action of positions taken
// from whole games (all phases).
func BenchmarkLegalActions(b *testing.B) {
	ps := benchPositions(b)
	var buf []Action
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		buf = ps[i%len(ps)].LegalActions(buf)
	}
}

// BenchmarkChooseAndMoveAll is the chooser's scan: for every card of the
// mover, every legal move (what a 1-ply AI does per decision).
func BenchmarkChooseAndMoveAll(b *testing.B) {
	ps := benchPositions(b)
	var buf []Action
	for i := 0; b.Loop(); i++ {
		p := ps[i%len(ps)]
		if p.Phase() != PhaseChoose {
			continue
		}
		for _, a := range p.LegalActions(nil) {
			q := p
			q.Apply(a)
			buf = q.LegalActions(buf)
		}
	}
}

// BenchmarkRandomGame plays a whole random 4-player game.
func BenchmarkRandomGame(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	var buf []Action
	for b.Loop() {
		p, _ := NewPosition(Options{Players: 4})
		for p.Phase() != PhaseOver {
			buf = p.LegalActions(buf)
			p.Apply(buf[rng.IntN(len(buf))])
		}
	}
}
