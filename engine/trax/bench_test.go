package trax

import (
	"math/rand/v2"
	"testing"
)

// benchPositions are middle-game positions from the public records: the
// position after 20 moves of each game that lasts that long.
func benchPositions(b *testing.B) []*Position {
	b.Helper()
	d := loadTestData(b)
	var out []*Position
	for _, c := range d.Games {
		r, _ := ParseRecord(c.Moves)
		if len(r.Moves) < 21 {
			continue
		}
		g := NewGame(Trax)
		for _, tok := range r.Moves[:20] {
			if err := g.PlayNotation(tok.Text); err != nil {
				b.Fatal(err)
			}
		}
		out = append(out, g.Position())
	}
	return out
}

// BenchmarkTurn measures whole turns: the chosen tile, the forced closure,
// the win check, and the undo, over every candidate move of middle-game
// positions (illegal candidates included, as a search meets them).
func BenchmarkTurn(b *testing.B) {
	ps := benchPositions(b)
	var moves [][]Move
	for _, p := range ps {
		moves = append(moves, p.Candidates(nil))
	}
	b.ResetTimer()
	turns := 0
	for b.Loop() {
		for k, p := range ps {
			for _, m := range moves[k] {
				if p.Play(m) == nil {
					p.Undo()
				}
				turns++
			}
		}
	}
	b.ReportMetric(float64(turns)/b.Elapsed().Seconds(), "turns/s")
}

// BenchmarkLegalMoves measures move generation with the forced-play check.
func BenchmarkLegalMoves(b *testing.B) {
	ps := benchPositions(b)
	buf := make([]Move, 0, 256)
	n := 0
	for b.Loop() {
		for _, p := range ps {
			buf = p.LegalMoves(buf[:0])
			n++
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "positions/s")
}

// BenchmarkDistinctMoves measures generation with duplicates removed, as
// the AI uses it.
func BenchmarkDistinctMoves(b *testing.B) {
	ps := benchPositions(b)
	buf := make([]Move, 0, 256)
	n := 0
	for b.Loop() {
		for _, p := range ps {
			buf = p.DistinctMoves(buf[:0])
			n++
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "positions/s")
}

// BenchmarkPerft5 counts the 246888 move sequences of length 5.
func BenchmarkPerft5(b *testing.B) {
	for b.Loop() {
		if n := perft(NewPosition(Trax), 5); n != 246888 {
			b.Fatalf("perft(5) = %d", n)
		}
	}
}

// BenchmarkRandomGame plays whole seeded random games of unlimited Trax.
func BenchmarkRandomGame(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]Move, 0, 256)
	turns := 0
	for b.Loop() {
		p := NewPosition(Trax)
		for !p.outcome.Over() {
			buf = p.LegalMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			p.Play(buf[rng.IntN(len(buf))])
			turns++
		}
	}
	b.ReportMetric(float64(turns)/b.Elapsed().Seconds(), "turns/s")
}
