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

// The benchmarks below run each round of work in a function of its own,
// called once per iteration (turnRound, legalRound, distinctRound). b.Loop
// calls the benchmark function itself only once, and V8 has no on-stack
// replacement for WebAssembly: under Node's default tiering, a loop written
// in the benchmark function, with the engine calls the compiler inlined
// into it (Play, by profile-guided inlining), would run in the baseline
// compiler's code for the whole measurement, markedly slower than the
// optimized code the browser's search runs, whose hot paths are calls.

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
		turns += turnRound(ps, moves)
	}
	b.ReportMetric(float64(turns)/b.Elapsed().Seconds(), "turns/s")
}

// turnRound plays and undoes every move of moves[k] in ps[k] and returns
// how many turns it tried.
//
//go:noinline
func turnRound(ps []*Position, moves [][]Move) int {
	turns := 0
	for k, p := range ps {
		for _, m := range moves[k] {
			if p.Play(m) == nil {
				p.Undo()
			}
			turns++
		}
	}
	return turns
}

// BenchmarkLegalMoves measures move generation with the forced-play check.
func BenchmarkLegalMoves(b *testing.B) {
	ps := benchPositions(b)
	buf := make([]Move, 0, 256)
	n := 0
	for b.Loop() {
		buf = legalRound(ps, buf)
		n += len(ps)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "positions/s")
}

// legalRound generates the legal moves of each position into buf.
//
//go:noinline
func legalRound(ps []*Position, buf []Move) []Move {
	for _, p := range ps {
		buf = p.LegalMoves(buf[:0])
	}
	return buf
}

// BenchmarkDistinctMoves measures generation with duplicates removed, as
// the AI uses it.
func BenchmarkDistinctMoves(b *testing.B) {
	ps := benchPositions(b)
	buf := make([]Move, 0, 256)
	n := 0
	for b.Loop() {
		buf = distinctRound(ps, buf)
		n += len(ps)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "positions/s")
}

// distinctRound generates the distinct moves of each position into buf.
//
//go:noinline
func distinctRound(ps []*Position, buf []Move) []Move {
	for _, p := range ps {
		buf = p.DistinctMoves(buf[:0])
	}
	return buf
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
