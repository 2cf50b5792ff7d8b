package trax

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// walkToEnd is the slow twin of the path bookkeeping: it starts in the
// tile at from, entering by edge in, and walks tile by tile until it steps
// into an empty space, which it returns with the edge of that space the
// path enters by.
func walkToEnd(p *Position, from Point, in Dir) (Point, Dir) {
	for steps := 0; steps <= p.TileCount(); steps++ {
		out := p.At(from).Exit(in)
		next := from.Add(out)
		if p.At(next) == Empty {
			return next, out.Opposite()
		}
		from, in = next, out.Opposite()
	}
	panic("walkToEnd: a loop")
}

// checkOpenPaths compares OpenPaths with a walk along every path.
func checkOpenPaths(t *testing.T, p *Position) {
	t.Helper()
	type end struct {
		at Point
		d  Dir
	}
	want := map[end]end{} // each open end -> the other end of its path
	for _, pl := range p.Placements() {
		for d := North; d <= West; d++ {
			if p.At(pl.At.Add(d)) != Empty {
				continue
			}
			a := end{pl.At.Add(d), d.Opposite()}
			bq, bd := walkToEnd(p, pl.At, d)
			want[a] = end{bq, bd}
		}
	}
	got := p.OpenPaths(nil)
	if 2*len(got) != len(want) {
		t.Fatalf("%d open paths, want %d", len(got), len(want)/2)
	}
	for _, op := range got {
		a, b := end{op.A, op.DA}, end{op.B, op.DB}
		if want[a] != b || want[b] != a {
			t.Fatalf("open path %+v: the walk from A ends at %+v", op, want[a])
		}
		if c := p.At(op.A.Add(op.DA)).EdgeColor(op.DA.Opposite()); c != op.Color {
			t.Fatalf("open path %+v: colour %v at A", op, c)
		}
	}
}

func TestPlayCompletingAgreesWithOutcome(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, v := range []Variant{Trax, Trax8x8, LoopTrax} {
		for range 30 {
			p := NewPosition(v)
			for !p.Outcome().Over() {
				checkOpenPaths(t, p)
				moves := p.LegalMoves(nil)
				mover := p.ToMove()
				for _, m := range moves {
					key := p.Key()
					done, err := p.PlayCompleting(m)
					if err != nil {
						t.Fatalf("%v: %v", m, err)
					}
					o := p.TurnOutcome()
					switch {
					case done[mover]:
						if o.Method != ByLoop && o.Method != ByLine || o.Winner != mover {
							t.Fatalf("%v completes the mover's path but outcome is %v", m, o)
						}
					case done[mover.Other()]:
						if o.Winner != mover.Other() || o.Draw() {
							t.Fatalf("%v completes the opponent's path but outcome is %v", m, o)
						}
					default:
						if o.Over() && !o.Draw() {
							t.Fatalf("%v completes nothing but outcome is %v", m, o)
						}
					}
					p.Undo()
					if p.Key() != key {
						t.Fatal("Undo after PlayCompleting did not restore the position")
					}
				}
				p.Play(moves[rng.IntN(len(moves))])
			}
		}
	}
}

func TestPlayCompletingIllegalLeavesPosition(t *testing.T) {
	g, err := LoadRecord(Trax, "@0/ @1\\")
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	key := p.Key()
	if _, err := p.PlayCompleting(Move{At: Point{5, 5}, Tile: 1}); err == nil {
		t.Fatal("a far-away tile was accepted")
	}
	if p.Key() != key || p.TileCount() != 2 {
		t.Fatal("the position changed")
	}
}

// TestTurnPathsAreOpenPaths checks, over random games, that every path
// TurnPaths lists is one of OpenPaths (same colour and ends), and that a
// turn lists some.
func TestTurnPathsAreOpenPaths(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for game := 0; game < 20; game++ {
		p := NewPosition(Trax)
		for turn := 0; turn < 40 && !p.Outcome().Over(); turn++ {
			ms := p.LegalMoves(nil)
			if err := p.Play(ms[rng.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
			changed := p.TurnPaths(nil)
			if p.Outcome().Over() {
				break
			}
			open := map[OpenPath]bool{}
			for _, op := range p.OpenPaths(nil) {
				open[op] = true
				op.A, op.B, op.DA, op.DB = op.B, op.A, op.DB, op.DA
				open[op] = true
			}
			for _, op := range changed {
				if !open[op] {
					t.Fatalf("turn %d: TurnPaths lists %+v, not an open path", turn, op)
				}
			}
			if len(changed) == 0 {
				t.Fatalf("turn %d: no paths listed", turn)
			}
		}
	}
}

// TestPeekCompletingMatchesPlay compares PeekCompleting with
// PlayCompleting for every candidate that forces nothing, over random
// games of each variant.
func TestPeekCompletingMatchesPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	peeked, wins := 0, 0
	methods := map[Method]int{}
	for _, v := range []Variant{Trax, Trax8x8, LoopTrax} {
		for game := 0; game < 150; game++ {
			p := NewPosition(v)
			for turn := 0; turn < 60 && !p.Outcome().Over(); turn++ {
				for _, m := range p.Candidates(nil) {
					before := slices.Clone(p.ends)
					got, ok := p.PeekCompleting(m)
					if !slices.Equal(p.ends, before) {
						t.Fatalf("%s turn %d: PeekCompleting(%v) changed the path ends", v.Name, turn, m)
					}
					if !ok {
						continue
					}
					peeked++
					want, err := p.PlayCompleting(m)
					if err != nil {
						t.Fatalf("%s turn %d: peeked %v is illegal: %v", v.Name, turn, m, err)
					}
					p.Undo()
					if got != want {
						t.Fatalf("%s turn %d %v: peek %v, play %v", v.Name, turn, m, got, want)
					}
					if want[0] || want[1] {
						wins++
						p.Play(m)
						methods[p.TurnOutcome().Method]++
						p.Undo()
					}
				}
				ms := p.LegalMoves(nil)
				if len(ms) == 0 {
					break
				}
				p.Play(ms[rng.IntN(len(ms))])
			}
		}
	}
	// Recorded games have threats on most turns.
	for _, c := range loadTestData(t).Games {
		r, err := ParseRecord(c.Moves)
		if err != nil {
			continue
		}
		for _, v := range []Variant{Trax, LoopTrax} {
			g := NewGame(v)
			for _, tok := range r.Moves {
				p := g.Position()
				for _, m := range p.Candidates(nil) {
					got, ok := p.PeekCompleting(m)
					if !ok {
						continue
					}
					peeked++
					want, err := p.PlayCompleting(m)
					if err != nil {
						t.Fatalf("%s: peeked %v is illegal: %v", v.Name, m, err)
					}
					p.Undo()
					if got != want {
						t.Fatalf("%s after %q %v: peek %v, play %v", v.Name, g.Record(), m, got, want)
					}
					if want[0] || want[1] {
						wins++
						p.Play(m)
						methods[p.TurnOutcome().Method]++
						p.Undo()
					}
				}
				if g.PlayNotation(tok.Text) != nil || g.Outcome().Over() {
					break
				}
			}
		}
	}
	t.Logf("%d moves peeked, %d completing (%v)", peeked, wins, methods)
	if peeked == 0 || wins == 0 {
		t.Error("the test saw no peeked move or no completing one")
	}
}

// TestNullMoveHandsOverTheTurn: a null move changes only who is to move
// and the turn count, in every variant; Undo restores the position; a
// finished game refuses it.
func TestNullMoveHandsOverTheTurn(t *testing.T) {
	for _, v := range []Variant{Trax, Trax8x8, LoopTrax} {
		p := NewPosition(v)
		for _, tok := range []string{"@0/", "A2+", "B2\\"} {
			if _, err := p.PlayNotation(tok); err != nil {
				t.Fatalf("%s: %s: %v", v.Name, tok, err)
			}
		}
		key, shape, turns, mover := p.Key(), p.ShapeKey(), p.Turns(), p.ToMove()
		moves := p.LegalMoves(nil)
		if err := p.NullMove(); err != nil {
			t.Fatalf("%s: NullMove: %v", v.Name, err)
		}
		if p.ToMove() != mover.Other() || p.Turns() != turns+1 || p.Key() != key || p.ShapeKey() != shape {
			t.Fatalf("%s: after NullMove: %v to move at turn %d, want %v at %d, tiles unchanged", v.Name, p.ToMove(), p.Turns(), mover.Other(), turns+1)
		}
		if got := p.LegalMoves(nil); !slices.Equal(got, moves) {
			t.Fatalf("%s: after NullMove %d legal moves, want the same %d", v.Name, len(got), len(moves))
		}
		if !p.Undo() || p.ToMove() != mover || p.Turns() != turns || p.Key() != key {
			t.Fatalf("%s: Undo of a null move: %v to move at turn %d, want %v at %d", v.Name, p.ToMove(), p.Turns(), mover, turns)
		}
	}
	p := mustLoad(t, Trax, "@0/ @1/ C1/ C0/ C3\\ D1/ E2+ D3\\ D4\\ E4\\ F1\\ @1/ G5/ H5+ B0\\ C0\\ G8/ I7\\").Position()
	if !p.Outcome().Over() {
		t.Fatal("the game record does not end the game")
	}
	if err := p.NullMove(); err != ErrGameOver {
		t.Fatalf("NullMove after the game's end: %v, want ErrGameOver", err)
	}
}
