package ai

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"traxapp/engine/trax"
)

// The prover answers tactical questions exactly: does the player to move
// win within n of its own turns, which moves do, which moves keep the
// opponent from winning within n turns. Unlike Search it prunes nothing
// that could change the answer: every move of the attacker is tried, and a
// defence is only accepted when the attacker has been shown to have no
// win after it (a full-width AND/OR search). Moves that lead to the same
// position are searched once, and results already proved for a position
// are reused (a table keyed by the position's 64-bit key and the side to
// move: the one assumption of a proof is that no two positions met in it
// share a key).
//
// The rules decide everything: moves come from trax.Position.Candidates,
// are judged with PeekCompleting or played with PlayCompleting (forced
// plays, the variant's edge limit and which colour a turn completes), and
// the turn's outcome (a loop, a line where lines win, a full 8x8 board) is
// the rules'. A player with no legal move draws.

// MaxProofTurns is the deepest question the prover takes: a win within
// this many of the mover's turns.
const MaxProofTurns = 4

// ErrProofTooBig means a proof needed more positions than its limit.
var ErrProofTooBig = errors.New("ai: proof needs more positions than its limit")

// Prover proves forced wins and only defences by exhaustive search. The
// zero value is not ready; use NewProver. A Prover is not safe for
// concurrent use; it keeps proved results between calls on positions of
// one variant (and clears them when the variant changes).
type Prover struct {
	// MaxNodes stops a proof after this many positions with
	// ErrProofTooBig (0: no limit).
	MaxNodes int64
	nodes    int64
	over     bool
	p        *trax.Position
	variant  string
	ply      []*proofPly
	known    map[uint64]proved

	// Yield, if set, is called about every 10 ms of a proof, so that a
	// single-threaded host can breathe (as Options.Yield does for
	// Search); when it returns false the proof stops as if over its
	// limit (ErrProofTooBig), which is how a cancelled review ends.
	Yield     func() bool
	lastYield time.Time
}

// proved is what is known of one position: the mover wins within win
// turns (0: not known to), and does not win within fail turns.
type proved struct {
	win, fail int8
}

// proofPly is the scratch space of one ply of a proof.
type proofPly struct {
	cand  []trax.Move
	kids  []proofMove
	order []proofMove
	later []proofMove
	last  []proofMove
	// threats are the spaces where the opponent of the mover would win.
	threats []trax.Point
	set     keySet
}

// proofMove is a distinct legal move with what it does at once.
type proofMove struct {
	m   trax.Move
	res moveResult
}

type moveResult uint8

const (
	goesOn     moveResult = iota // the game goes on
	moverWins                    // the turn completes the mover's loop or line
	moverLoses                   // it completes only the opponent's
	drawn                        // it fills the 8x8 board without a win
)

// NewProver returns a prover that gives up after maxNodes positions per
// call (0: never).
func NewProver(maxNodes int64) *Prover {
	return &Prover{MaxNodes: maxNodes, known: map[uint64]proved{}}
}

// Nodes returns the number of positions the last call expanded.
func (pr *Prover) Nodes() int64 { return pr.nodes }

// start prepares a proof on a copy of pos.
func (pr *Prover) start(pos *trax.Position, turns int) error {
	if turns < 1 || turns > MaxProofTurns {
		return fmt.Errorf("ai: cannot prove within %d turns (1 to %d)", turns, MaxProofTurns)
	}
	v := pos.Variant()
	if v.Luck != trax.NoLuck || v.Solo {
		return fmt.Errorf("ai: the prover takes two-player games without luck, not %s", v.Name)
	}
	if pos.Outcome().Over() {
		return ErrGameOver
	}
	if v.Name != pr.variant || len(pr.known) > 1<<21 {
		clear(pr.known)
		pr.variant = v.Name
	}
	pr.p = pos.Clone()
	pr.nodes, pr.over, pr.lastYield = 0, false, time.Now()
	return nil
}

// proofYieldEvery is how often a proof calls Prover.Yield.
const proofYieldEvery = 10 * time.Millisecond

// finish turns an interrupted proof into ErrProofTooBig. What it stored
// on the way stays true: a result is stored only when its whole search
// finished before the limit.
func (pr *Prover) finish() error {
	if pr.over {
		return ErrProofTooBig
	}
	return nil
}

// CanWin reports whether the player to move in pos wins within turns of
// its own turns whatever the opponent does.
func (pr *Prover) CanWin(pos *trax.Position, turns int) (bool, error) {
	if err := pr.start(pos, turns); err != nil {
		return false, err
	}
	w := pr.wins(turns, 0)
	return w, pr.finish()
}

// Wins returns every legal move of pos (in the order of LegalMoves) with
// which the player to move wins within turns of its own turns whatever
// the opponent does: the move itself wins, or after every reply the mover
// wins within turns-1 more.
func (pr *Prover) Wins(pos *trax.Position, turns int) ([]trax.Move, error) {
	if err := pr.start(pos, turns); err != nil {
		return nil, err
	}
	out := pr.eachMove(func(res moveResult) bool {
		switch res {
		case moverWins:
			return true
		case goesOn:
			return turns > 1 && !pr.escapes(turns-1, 1)
		}
		return false
	})
	return out, pr.finish()
}

// Defences returns every legal move of pos (in the order of LegalMoves)
// after which the opponent cannot win within turns of its own turns: the
// moves that do not lose within turns. A move that wins at once is one.
func (pr *Prover) Defences(pos *trax.Position, turns int) ([]trax.Move, error) {
	if err := pr.start(pos, turns); err != nil {
		return nil, err
	}
	out := pr.eachMove(func(res moveResult) bool {
		switch res {
		case moverWins, drawn:
			return true
		case goesOn:
			return !pr.wins(turns, 1)
		}
		return false
	})
	return out, pr.finish()
}

// eachMove plays every legal move of the root and keeps those for which
// keep (called with the move played and what it did at once) is true.
// Moves leading to the same position share one answer.
func (pr *Prover) eachMove(keep func(moveResult) bool) []trax.Move {
	p := pr.p
	me := p.ToMove()
	answer := map[uint64]bool{}
	var out []trax.Move
	for _, m := range p.LegalMoves(nil) {
		if pr.over {
			return nil
		}
		if err := p.Play(m); err != nil {
			continue // LegalMoves said it was legal: cannot happen
		}
		k := p.Key()
		ok, seen := answer[k]
		if !seen {
			res := goesOn
			if o := p.TurnOutcome(); o.Over() {
				res = resultOf(o, me)
			}
			ok = keep(res)
			answer[k] = ok
		}
		p.Undo()
		if ok {
			out = append(out, m)
		}
	}
	return out
}

// resultOf says what a finished game means for mover.
func resultOf(o trax.Outcome, mover trax.Color) moveResult {
	switch {
	case o.Draw():
		return drawn
	case o.Winner == mover:
		return moverWins
	}
	return moverLoses
}

// expand lists the distinct legal moves of the position at ply with what
// each does at once. With stopAtWin it stops at the first move that wins
// for the mover (reported last).
func (pr *Prover) expand(ply int, stopAtWin bool) []proofMove {
	for len(pr.ply) <= ply {
		pr.ply = append(pr.ply, &proofPly{})
	}
	b := pr.ply[ply]
	pr.nodes++
	if pr.MaxNodes > 0 && pr.nodes > pr.MaxNodes {
		pr.over = true
	}
	if pr.Yield != nil && pr.nodes&255 == 0 && time.Since(pr.lastYield) >= proofYieldEvery {
		if !pr.Yield() {
			pr.over = true
		}
		pr.lastYield = time.Now()
	}
	p := pr.p
	me := p.ToMove()
	full := p.Variant().MaxTiles()
	fills := full > 0 && p.TileCount()+1 >= full
	b.cand = p.Candidates(b.cand[:0])
	b.kids = b.kids[:0]
	b.set.reset()
	for _, m := range b.cand {
		var res moveResult
		if done, ok := p.PeekCompleting(m); ok {
			// One tile more, no forced play: a distinct position.
			switch {
			case done[me]:
				res = moverWins
			case done[me.Other()]:
				res = moverLoses
			case fills:
				res = drawn
			}
		} else {
			if _, err := p.PlayCompleting(m); err != nil {
				continue
			}
			k, o := p.Key(), p.TurnOutcome()
			p.Undo()
			if !b.set.add(k) {
				continue
			}
			if o.Over() {
				res = resultOf(o, me)
			}
		}
		b.kids = append(b.kids, proofMove{m, res})
		if res == moverWins && stopAtWin {
			break
		}
	}
	return b.kids
}

// posKey identifies the position to move for the table of results.
func posKey(p *trax.Position) uint64 { return p.Key() ^ sideKey[p.ToMove()] }

// wins reports whether the player to move at ply wins within n turns.
func (pr *Prover) wins(n, ply int) bool {
	if pr.over {
		return false
	}
	key := posKey(pr.p)
	if k, ok := pr.known[key]; ok {
		if k.win > 0 && int(k.win) <= n {
			return true
		}
		if int(k.fail) >= n {
			return false
		}
	}
	w := pr.searchWin(n, ply)
	if pr.over {
		return false
	}
	k := pr.known[key]
	if w {
		if k.win == 0 || int(k.win) > n {
			k.win = int8(n)
		}
	} else if int(k.fail) < n {
		k.fail = int8(n)
	}
	pr.known[key] = k
	return w
}

func (pr *Prover) searchWin(n, ply int) bool {
	kids := pr.expand(ply, true)
	if len(kids) > 0 && kids[len(kids)-1].res == moverWins {
		return true
	}
	if n == 1 {
		return false
	}
	b := pr.ply[ply]
	// Moves that force tiles first: they lengthen paths and make threats.
	b.order = b.order[:0]
	for _, k := range kids {
		if k.res == goesOn && !pr.quiet(k.m) {
			b.order = append(b.order, k)
		}
	}
	for _, k := range kids {
		if k.res == goesOn && pr.quiet(k.m) {
			b.order = append(b.order, k)
		}
	}
	p := pr.p
	for _, k := range b.order {
		p.Play(k.m)
		esc := pr.escapes(n-1, ply+1)
		p.Undo()
		if pr.over {
			return false
		}
		if !esc {
			return true
		}
	}
	return false
}

// quiet reports whether m places one tile and completes nothing.
func (pr *Prover) quiet(m trax.Move) bool {
	_, ok := pr.p.PeekCompleting(m)
	return ok
}

// escapes reports whether the player to move at ply (the defender) has a
// move after which the opponent does not win within n of its turns.
func (pr *Prover) escapes(n, ply int) bool {
	if pr.over {
		return true
	}
	kids := pr.expand(ply, true)
	if len(kids) == 0 {
		return true // no legal move: a draw
	}
	if last := kids[len(kids)-1].res; last == moverWins {
		return true
	}
	b := pr.ply[ply]
	// Replies on the spaces where the attacker would win now come first,
	// then those next to them: a reply that leaves such a space open
	// usually loses at once.
	b.threats = b.threats[:0]
	for _, k := range kids {
		switch k.res {
		case drawn:
			return true
		case moverLoses:
			b.threats = append(b.threats, k.m.At)
		}
	}
	b.order = b.order[:0]
	b.later = b.later[:0]
	b.last = b.last[:0]
	for _, k := range kids {
		if k.res != goesOn {
			continue
		}
		switch d := distance(k.m.At, b.threats); {
		case d == 0:
			b.order = append(b.order, k)
		case d == 1:
			b.later = append(b.later, k)
		default:
			b.last = append(b.last, k)
		}
	}
	b.order = append(append(b.order, b.later...), b.last...)
	p := pr.p
	for _, k := range b.order {
		p.Play(k.m)
		w := pr.wins(n, ply+1)
		p.Undo()
		if pr.over {
			return true
		}
		if !w {
			return true
		}
	}
	return false
}

// distance is 0 when q is one of pts, 1 when it touches one (by an edge or
// a corner), 2 otherwise.
func distance(q trax.Point, pts []trax.Point) int {
	d := 2
	for _, t := range pts {
		if t == q {
			return 0
		}
		if near(t, q) {
			d = 1
		}
	}
	return d
}

// FirstWin returns a move with which the player to move in pos wins
// within turns of its own turns, the first one found (moves that force
// tiles first), and ok false when there is none. It is cheaper than Wins
// when one winning move is enough.
func (pr *Prover) FirstWin(pos *trax.Position, turns int) (m trax.Move, ok bool, err error) {
	if err := pr.start(pos, turns); err != nil {
		return trax.Move{}, false, err
	}
	m, ok = pr.pick(turns, func(n int) bool { return !pr.escapes(n, 1) }, moverWins)
	return m, ok, pr.finish()
}

// Escape returns a move of the player to move in pos after which the
// opponent does not win within turns of its own turns, the first one
// found (replies on the opponent's threats first), and ok false when
// every move loses within turns. It is cheaper than Defences when one
// defence is enough.
func (pr *Prover) Escape(pos *trax.Position, turns int) (m trax.Move, ok bool, err error) {
	if err := pr.start(pos, turns); err != nil {
		return trax.Move{}, false, err
	}
	m, ok = pr.pick(turns, func(n int) bool { return !pr.wins(n, 1) }, moverWins, drawn)
	return m, ok, pr.finish()
}

// pick returns the first distinct root move whose immediate result is
// one of good, or that goes on and for which keep(turns-1 or turns) holds
// (keep is asked with the turns left to the side it questions).
func (pr *Prover) pick(turns int, keep func(n int) bool, good ...moveResult) (trax.Move, bool) {
	kids := pr.expand(0, false)
	for _, k := range kids {
		if slices.Contains(good, k.res) {
			return k.m, true
		}
	}
	win := len(good) == 1 // FirstWin: the opponent escapes within turns-1
	n := turns
	if win {
		n = turns - 1
		if n == 0 {
			return trax.Move{}, false
		}
	}
	// Moves on the spaces where the opponent would win now first (a
	// defence that leaves one open loses at once), then the others.
	b := pr.ply[0]
	b.threats = b.threats[:0]
	for _, k := range kids {
		if k.res == moverLoses {
			b.threats = append(b.threats, k.m.At)
		}
	}
	b.order = b.order[:0]
	for d := range 3 {
		for _, k := range kids {
			if k.res == goesOn && (win || distance(k.m.At, b.threats) == d) && (!win || d == 0) {
				b.order = append(b.order, k)
			}
		}
	}
	p := pr.p
	for _, k := range b.order {
		p.Play(k.m)
		ok := keep(n)
		p.Undo()
		if pr.over {
			return trax.Move{}, false
		}
		if ok {
			return k.m, true
		}
	}
	return trax.Move{}, false
}
