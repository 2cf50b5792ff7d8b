//go:build !wasm

package main

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"time"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// player chooses moves: a short exact proof at the root, then a Monte
// Carlo tree search over the moves the proof left.
type player struct {
	// moveTime is the time per move (0: only the limits below bound it).
	moveTime time.Duration
	// playouts, when positive, stops the tree search after that many
	// playouts; proofNodes bounds each proof at the root (0: no bound
	// but the time). Tests set both and no move time, so that they are
	// reproducible and untimed.
	playouts   int
	proofNodes int64
	// proofShare is the share of the move time the proofs may take.
	proofShare float64
	// depth is the length of a playout in turns before the plain
	// evaluation judges it.
	depth int
	// explore is the UCT exploration constant.
	explore float64

	prover *ai.Prover
	rng    *rand.Rand
	cand   []trax.Move
	paths  []trax.OpenPath
}

// newPlayer returns a player with the settings the gauntlet uses.
func newPlayer(moveTime time.Duration) *player {
	return &player{moveTime: moveTime, proofShare: 0.4, depth: 16, explore: 0.8,
		prover: ai.NewProver(0), rng: rand.New(rand.NewPCG(1, 2))}
}

var errNoMove = errors.New("mcts: no legal move")

// think returns the move to play in pos (which it may change and
// restores) for the game of the given seed.
func (pl *player) think(ctx context.Context, pos *trax.Position, seed uint64) (trax.Move, error) {
	start := time.Now()
	pl.rng = rand.New(rand.NewPCG(seed, uint64(pos.Turns())))
	moves := pos.DistinctMoves(nil)
	if len(moves) == 0 {
		return trax.Move{}, errNoMove
	}
	if len(moves) == 1 {
		return moves[0], nil
	}
	if m, ok := pl.prove(pos, start, &moves); ok {
		return m, nil
	}
	if len(moves) == 1 {
		return moves[0], nil
	}
	var deadline time.Time
	if pl.moveTime > 0 {
		// A tenth is left for the proofs' late stop and the reply.
		deadline = start.Add(pl.moveTime * 9 / 10)
	}
	return pl.search(ctx, pos, moves, deadline), nil
}

// prove looks for a win within three turns (returned with ok) and
// otherwise narrows moves to those that do not lose within two turns, as
// far as its share of the time allows. When every move loses, moves stay
// as they were: the tree search then picks the longest resistance it
// finds by chance.
func (pl *player) prove(pos *trax.Position, start time.Time, moves *[]trax.Move) (trax.Move, bool) {
	pr := pl.prover
	pr.MaxNodes = pl.proofNodes
	pr.Yield = nil
	if pl.moveTime > 0 {
		stop := start.Add(time.Duration(float64(pl.moveTime) * pl.proofShare))
		pr.Yield = func() bool { return time.Now().Before(stop) }
	}
	for turns := 1; turns <= 3; turns++ {
		m, ok, err := pr.FirstWin(pos, turns)
		if err != nil {
			break
		}
		if ok {
			return m, true
		}
	}
	for turns := 1; turns <= 2; turns++ {
		safe, err := pr.Defences(pos, turns)
		if err != nil || len(safe) == 0 {
			break
		}
		*moves = distinct(pos, safe)
	}
	return trax.Move{}, false
}

// distinct keeps the first of the moves that lead to the same position.
func distinct(pos *trax.Position, ms []trax.Move) []trax.Move {
	seen := map[uint64]bool{}
	var out []trax.Move
	for _, m := range ms {
		if pos.Play(m) != nil {
			continue
		}
		k := pos.Key()
		pos.Undo()
		if !seen[k] {
			seen[k] = true
			out = append(out, m)
		}
	}
	return out
}

// node is a position of the search tree, reached by move.
type node struct {
	move    trax.Move
	parent  *node
	kids    []*node
	untried []trax.Move
	// expanded: untried has been filled.
	expanded bool
	// visits and value count the playouts through the node; value sums
	// their results for the player who made move (1 a win, 0 a loss).
	visits, value float64
	// end is the result for the player who made move when move ended the
	// game (1, 0.5 or 0), -1 when it did not.
	end float64
}

// search runs playouts until the deadline (or the playout limit) and
// returns the root move tried most.
func (pl *player) search(ctx context.Context, pos *trax.Position, moves []trax.Move, deadline time.Time) trax.Move {
	root := &node{expanded: true, end: -1}
	for _, m := range moves {
		root.kids = append(root.kids, pl.child(pos, root, m))
	}
	for i := 0; ; i++ {
		if pl.playouts > 0 && i >= pl.playouts {
			break
		}
		if i&15 == 0 && ((!deadline.IsZero() && time.Now().After(deadline)) || ctx.Err() != nil) {
			break
		}
		if pl.playouts == 0 && deadline.IsZero() && i >= 1000 {
			break
		}
		pl.iterate(pos, root)
	}
	best := root.kids[0]
	for _, k := range root.kids {
		if k.end == 1 {
			return k.move
		}
		if k.visits > best.visits || (k.visits == best.visits && k.value > best.value) {
			best = k
		}
	}
	return best.move
}

// child makes the node of move m from parent's position pos, noting
// whether m ends the game.
func (pl *player) child(pos *trax.Position, parent *node, m trax.Move) *node {
	n := &node{move: m, parent: parent, end: -1}
	mover := pos.ToMove()
	if pos.Play(m) == nil {
		if o := pos.TurnOutcome(); o.Over() {
			n.end = result(o, mover)
		}
		pos.Undo()
	}
	return n
}

// result is what a finished game gives mover.
func result(o trax.Outcome, mover trax.Color) float64 {
	switch {
	case o.Draw():
		return 0.5
	case o.Winner == mover:
		return 1
	}
	return 0
}

// iterate selects a path down the tree, expands one node, plays it out
// and backs the result up; pos is restored.
func (pl *player) iterate(pos *trax.Position, root *node) {
	n := root
	played := 0
	for {
		if n.end >= 0 {
			break
		}
		if !n.expanded {
			n.expanded = true
			n.untried = pos.DistinctMoves(nil)
			// A move that wins at once is expanded first.
			for i, m := range n.untried {
				if done, ok := pos.PeekCompleting(m); ok && done[pos.ToMove()] {
					n.untried[0], n.untried[i] = n.untried[i], n.untried[0]
					break
				}
			}
		}
		if len(n.untried) > 0 {
			m := n.untried[0]
			n.untried = n.untried[1:]
			k := pl.child(pos, n, m)
			n.kids = append(n.kids, k)
			pos.Play(m)
			played++
			n = k
			break
		}
		if len(n.kids) == 0 {
			break // no legal move: a draw
		}
		n = pl.pick(n)
		pos.Play(n.move)
		played++
	}
	// v is the result for the player who made n's move.
	var v float64
	switch {
	case n.end >= 0:
		v = n.end
	case len(n.kids) == 0 && n.expanded && len(n.untried) == 0:
		v = 0.5
	default:
		v = 1 - pl.playout(pos)
	}
	for ; played > 0; played-- {
		pos.Undo()
	}
	for ; n != nil; n = n.parent {
		n.visits++
		n.value += v
		v = 1 - v
	}
}

// pick returns the kid of n with the best upper confidence bound; a kid
// that wins at once is always taken.
func (pl *player) pick(n *node) *node {
	best, bestScore := n.kids[0], math.Inf(-1)
	logN := math.Log(n.visits + 1)
	for _, k := range n.kids {
		if k.end == 1 {
			return k
		}
		var s float64
		if k.visits == 0 {
			s = math.Inf(1)
		} else {
			s = k.value/k.visits + pl.explore*math.Sqrt(logN/k.visits)
		}
		if s > bestScore {
			best, bestScore = k, s
		}
	}
	return best
}

// playout plays up to depth turns from pos by a light random policy and
// returns the result for the player to move at its start (1 a win, 0 a
// loss, between by the plain evaluation); pos is restored.
func (pl *player) playout(pos *trax.Position) float64 {
	start := pos.ToMove()
	played := 0
	defer func() {
		for ; played > 0; played-- {
			pos.Undo()
		}
	}()
	for range pl.depth {
		m, ok := pl.policy(pos)
		if !ok || pos.Play(m) != nil {
			return 0.5
		}
		played++
		if o := pos.TurnOutcome(); o.Over() {
			return result(o, start)
		}
	}
	return pl.evaluate(pos, start)
}

// policy picks a move for the player to move: of a few random
// candidates, one that wins at once if any, else the first that does not
// lose at once, else any legal one.
func (pl *player) policy(pos *trax.Position) (trax.Move, bool) {
	pl.cand = pos.Candidates(pl.cand[:0])
	if len(pl.cand) == 0 {
		return trax.Move{}, false
	}
	me := pos.ToMove()
	var pick trax.Move
	picked := false
	for range 8 {
		m := pl.cand[pl.rng.IntN(len(pl.cand))]
		done, ok := pos.PeekCompleting(m)
		if !ok {
			if pos.Play(m) != nil {
				continue
			}
			o := pos.TurnOutcome()
			pos.Undo()
			done = [2]bool{}
			if o.Over() && !o.Draw() {
				done[o.Winner] = true
			}
		}
		if done[me] {
			return m, true
		}
		if !done[me.Other()] && !picked {
			pick, picked = m, true
		}
	}
	if picked {
		return pick, true
	}
	for _, m := range pl.cand {
		if pos.IsLegal(m) == nil {
			return m, true
		}
	}
	return trax.Move{}, false
}

// evaluate is the plain evaluation of an unfinished playout for colour
// c, between 0 and 1: each open path counts for its colour by how close
// its two ends are (a loop about to close) and, where lines win, by how
// far it spans (a line about to reach across).
func (pl *player) evaluate(pos *trax.Position, c trax.Color) float64 {
	pl.paths = pos.OpenPaths(pl.paths[:0])
	lines := pos.LinesWin()
	var s float64
	for _, op := range pl.paths {
		dx, dy := abs(op.A.X-op.B.X), abs(op.A.Y-op.B.Y)
		w := 1 / float64(1+(dx+dy)*(dx+dy))
		if lines {
			span := float64(max(dx, dy)) / 8
			w += span * span * span
		}
		if op.Color != c {
			w = -w
		}
		s += w
	}
	return 0.5 + 0.5*math.Tanh(s)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
