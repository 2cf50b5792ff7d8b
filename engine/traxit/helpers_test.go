package traxit

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// c is a short name for a cell in (row, column) form, as the spec writes.
func c(r, col int) Cell { return Cell{int8(r), int8(col)} }

// card returns the index of a card of the default set.
func card(t testing.TB, id string) int {
	t.Helper()
	k := DefaultCards().Index(id)
	if k < 0 {
		t.Fatalf("no card %s", id)
	}
	return k
}

// arrange returns a position of game o at the start of turn `turn`
// (PhaseChoose) with the pawns standing where the test says, whatever the
// start rows: pawns[seat] are that seat's two cells.
func arrange(t testing.TB, o Options, turn int, pawns ...[2]Cell) *Position {
	t.Helper()
	p, err := NewPosition(o)
	if err != nil {
		t.Fatal(err)
	}
	if len(pawns) != p.r.n {
		t.Fatalf("arrange: %d seats of pawns for %d players", len(pawns), p.r.n)
	}
	for s, two := range pawns {
		for k, x := range two {
			if p.board[x.index()] != 0 {
				t.Fatalf("arrange: %v is taken", x)
			}
			p.pawns[s][k] = int8(x.index())
			p.board[x.index()] = int8(1 + 2*s + k)
		}
	}
	p.phase, p.turn = PhaseChoose, int16(turn)
	return p
}

// destinations lists the (from, to) pairs of the legal moves of seat with
// card k, sorted.
func destinations(p *Position, seat, k int) [][2]Cell {
	var out [][2]Cell
	for _, r := range p.Routes(seat, k) {
		out = append(out, [2]Cell{r.From, r.To})
	}
	sortPairs(out)
	return out
}

func sortPairs(x [][2]Cell) {
	slices.SortFunc(x, func(a, b [2]Cell) int {
		return (a[0].index()*64 + a[1].index()) - (b[0].index()*64 + b[1].index())
	})
}

// mustApply plays the actions in notation on p, failing the test on the
// first refusal.
func mustApply(t testing.TB, p *Position, tokens ...string) {
	t.Helper()
	for _, tok := range tokens {
		a, err := p.ParseAction(tok)
		if err == nil {
			err = p.Apply(a)
		}
		if err != nil {
			t.Fatalf("%s: %v", tok, err)
		}
	}
}

// checkInvariants is the slow twin of the rules, run after every action
// of the random and fuzz tests: no two pawns share a cell and none stands
// on an obstacle, the board matches the pawn list, each player has played
// exactly the cards its moves used, scores never fall and the turn count
// matches the phase.
func checkInvariants(t testing.TB, before, p *Position) {
	t.Helper()
	seen := map[Cell]bool{}
	for _, o := range p.r.obstacles {
		if p.board[o.index()] != -1 {
			t.Fatalf("obstacle %v missing from the board", o)
		}
		seen[o] = true
	}
	placed := p.r.n
	if p.phase == PhasePlace {
		placed = int(p.turn)
	}
	count := 0
	for s := range p.r.n {
		seat := (p.r.opt.StartSeat + s) % p.r.n
		for k, x := range p.Pawns(seat) {
			if s >= placed {
				if x != NoCell {
					t.Fatalf("seat %d has a pawn before placing", seat)
				}
				continue
			}
			if seen[x] {
				t.Fatalf("seat %d pawn %d on %v shares a cell with a pawn or obstacle", seat, k, x)
			}
			seen[x] = true
			if sq := p.Square(x); sq.Seat != seat || sq.Pawn != k {
				t.Fatalf("board at %v says %+v, want seat %d pawn %d", x, sq, seat, k)
			}
			count++
		}
	}
	for i, v := range p.board {
		if v > 0 {
			count--
		}
		if v > 0 && !seen[cellAt(i)] {
			t.Fatalf("board has a pawn on %v the pawn list does not", cellAt(i))
		}
	}
	if count != 0 {
		t.Fatalf("board and pawn list disagree by %d", count)
	}
	// Cards: after turn t (t turns completed), seat s has moved as many
	// times as turns t' < t with mover s, each with one card.
	done := 0
	if p.phase != PhasePlace {
		done = int(p.turn)
	}
	for s := range p.r.n {
		used := 0
		for tt := range done {
			if (p.r.opt.StartSeat+tt+1)%p.r.n == s {
				used++
			}
		}
		if p.phase != PhasePlace && p.phase != PhaseOver && p.Mover() == s && p.card >= 0 {
			used++
			if p.hand[s]&(1<<p.card) != 0 || p.r.inPlay&(1<<p.card) == 0 {
				t.Fatalf("pending card %d still in hand or not in play", p.card)
			}
		}
		if p.hand[s]&^p.r.inPlay != 0 {
			t.Fatalf("seat %d holds cards not in play", s)
		}
		if got := bits.OnesCount32(p.r.inPlay) - bits.OnesCount32(p.hand[s]); got != used {
			t.Fatalf("seat %d has played %d cards after %d turns, want %d", s, got, done, used)
		}
		if p.score[s] < before.score[s] {
			t.Fatalf("seat %d score fell from %d to %d", s, before.score[s], p.score[s])
		}
	}
	if (p.phase == PhaseOver) != (p.phase != PhasePlace && int(p.turn) == p.r.turns) {
		t.Fatalf("phase %v at turn %d of %d", p.phase, p.turn, p.r.turns)
	}
	if p.phase == PhaseMove && !p.HasMove(p.Mover(), int(p.card)) {
		t.Fatalf("move phase without a legal move")
	}
	if p.phase == PhaseTraxit && p.HasMove(p.Mover(), int(p.card)) {
		t.Fatalf("TRAXIT although the mover has a legal move")
	}
	if p.Phase() != PhaseOver && len(p.LegalActions(nil)) == 0 {
		t.Fatalf("no legal action in phase %v", p.phase)
	}
}

// playRandom plays a whole random game of o, checking the invariants
// after every action, and returns the game.
func playRandom(t testing.TB, o Options, rng *rand.Rand) *Game {
	t.Helper()
	g, err := NewGame(o)
	if err != nil {
		t.Fatal(err)
	}
	var buf []Action
	for g.Phase() != PhaseOver {
		buf = g.Position().LegalActions(buf)
		before := *g.Position()
		if err := g.Apply(buf[rng.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
		checkInvariants(t, &before, g.Position())
	}
	return g
}
