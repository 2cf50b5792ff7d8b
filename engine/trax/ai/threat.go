package ai

import (
	"context"
	"time"

	"traxapp/engine/trax"
)

// Threat-space search: before the full-width search, the engine tries to
// prove a win by continuous threats (as Gomoku programs do with
// victory-by-continuous-four): the attacker plays only moves that leave a
// threat (a move that would win next turn), the defender every move that
// stops all of them; the attacker wins when no defence is left. Trax
// favours this: a threatened player has few moves that do not lose at
// once, so the tree stays narrow and reaches far deeper than the
// full-width search.
//
// Two shortcuts keep the trial moves cheap. A threat a move leaves can
// only come from the paths its turn made or lengthened, so the attacker's
// new threats are looked for near those paths' ends (trax TurnEnds) rather
// than by a scan of every move. And a defence is tested by replaying the
// threats it must stop (one turn each). Both may miss some threats, which
// makes the search miss some wins, never claim a false one: every win it
// reports is a sequence of moves actually played and checked.

// vcfDepth is the most own turns of a win a threat-space search looks for.
const vcfDepth = 12

// vcf is the state of one threat-space search.
type vcf struct {
	s        *searcher
	nodeEnd  int64 // the search's node count (s.nodes) at which it stops
	calls    int   // nodes of its own, to space out the clock's reads
	deadline time.Time
	ends     []trax.Point
	cands    [maxPly][]trax.Move
	local    [maxPly][]trax.Move
	thr      [maxPly][]trax.Move
	plays    int // trial plays, counted as nodes by trial
	paths    []trax.OpenPath
	turn     []trax.OpenPath
	ends2    []trax.Point
	// failed remembers positions (by key and mover) where the attacker
	// found no win within depth turns.
	failed [1 << 12]struct {
		key   uint64
		depth int
	}
}

// threatWin tries to prove that the player to move wins by continuous
// threats within depth of its own turns, searching at most budget nodes
// (counted as the full-width search counts them, in s.nodes, where
// playsPerNode trial plays make a node) and stopping at deadline (if not
// zero). It returns the first move of the win and the number of own
// turns it takes at most (after the last of them no defence is left: the
// win comes a turn later).
func (s *searcher) threatWin(depth int, budget int64, deadline time.Time) (trax.Move, int, bool) {
	if s.threats == nil {
		s.threats = new(vcf)
	}
	v := s.threats
	v.s, v.nodeEnd, v.deadline = s, s.nodes+budget, deadline
	for d := 1; d <= depth; d++ {
		if m, ok := v.attack(0, d); ok {
			return m, d, true
		}
		if v.out() || s.stopped {
			break
		}
	}
	return trax.Move{}, 0, false
}

// playsPerNode is how many of the threat search's trial plays cost about
// as much time as one node of the full-width search (a scan of every
// move): every playsPerNode-th is counted as a node, so that a node
// budget (Options.Nodes) buys the two searches the same time
// (docs/measurements.md has the figures).
const playsPerNode = 8

// trial counts a trial play.
func (v *vcf) trial() {
	v.plays++
	if v.plays%playsPerNode == 0 {
		v.s.countNode()
	}
}

// out reports whether the search has used up its nodes or its time.
func (v *vcf) out() bool {
	if v.s.nodes >= v.nodeEnd {
		return true
	}
	if !v.deadline.IsZero() && v.calls&15 == 0 && time.Now().After(v.deadline) {
		v.nodeEnd = 0
		return true
	}
	return false
}

// near reports whether q lies within one space (edge or corner) of any
// of pts.
func nearAny(q trax.Point, pts []trax.Point) bool {
	for _, e := range pts {
		if abs(q.X-e.X) <= 1 && abs(q.Y-e.Y) <= 1 {
			return true
		}
	}
	return false
}

// attack is an attacker's node at ply (of the threat search) with depth
// own turns left.
func (v *vcf) attack(ply, depth int) (trax.Move, bool) {
	s, p := v.s, v.s.p
	v.calls++
	s.countNode()
	if v.out() || s.stopped || ply+2 >= maxPly/2 {
		return trax.Move{}, false
	}
	me := p.ToMove()
	key := p.Key() ^ sideKey[me]
	f := &v.failed[key&(1<<12-1)]
	if f.key == key && f.depth >= depth {
		return trax.Move{}, false
	}
	// The defender's threats now: every attacking move must stop them.
	sc := s.scanAt(maxPly/2 + ply)
	sc.run(p, nil, true)
	if sc.hasWin {
		return sc.win, true
	}
	if depth <= 0 || len(sc.moves) == 0 {
		return trax.Move{}, false
	}
	defThreats := sc.threats
	// Attacking moves: next to an end of one of the attacker's paths that
	// is close to a loop or a line.
	v.paths = p.OpenPaths(v.paths[:0])
	pts := v.hotEnds(v.paths, me, v.ends[:0])
	v.ends = pts
	cands := v.cands[ply][:0]
	for _, m := range sc.moves {
		if nearAny(m.At, pts) {
			cands = append(cands, m)
		}
	}
	v.cands[ply] = cands
	for _, m := range cands {
		v.trial()
		done, err := p.PlayCompleting(m)
		if err != nil {
			continue
		}
		if done[me] {
			p.Undo()
			return m, true
		}
		if done[me.Other()] {
			p.Undo()
			continue
		}
		threats, ok := v.threatsAfter(ply, me, defThreats)
		if ok && len(threats) > 0 && v.defend(ply+1, depth, threats) {
			p.Undo()
			return m, true
		}
		p.Undo()
		if v.out() || s.stopped {
			return trax.Move{}, false
		}
	}
	f.key, f.depth = key, depth
	return trax.Move{}, false
}

// hotEnds appends the end spaces of the paths of colour c that are close
// to a loop (ends at most three apart) or to a line (a span of six or
// more): where a threat of c can appear.
func (v *vcf) hotEnds(paths []trax.OpenPath, c trax.Color, dst []trax.Point) []trax.Point {
	w := &v.s.weights
	area := v.s.p.Area()
	lines := v.s.p.LinesWin()
	for k := range paths {
		op := &paths[k]
		if op.Color != c {
			continue
		}
		d := abs(op.A.X-op.B.X) + abs(op.A.Y-op.B.Y)
		if d <= 3 || lines && w.lineValue(op, area) >= 16*w.LineSpan {
			dst = append(dst, op.A, op.B)
		}
	}
	return dst
}

// threatsAfter lists, right after the attacker's move, the attacker's
// threats near the ends of the paths the move changed. ok is false when
// the defender can win at once (a threat of theirs the move left).
func (v *vcf) threatsAfter(ply int, me trax.Color, defThreats []trax.Move) ([]trax.Move, bool) {
	p := v.s.p
	v.turn = p.TurnPaths(v.turn[:0])
	ends := v.hotEnds(v.turn, trax.White, v.ends2[:0])
	ends = v.hotEnds(v.turn, trax.Red, ends)
	v.ends2 = ends
	for _, h := range defThreats {
		if winsWith(p, h) {
			return nil, false
		}
	}
	local := p.Candidates(v.local[ply][:0])
	v.local[ply] = local
	threats := v.thr[ply][:0]
	for _, w := range local {
		if !nearAny(w.At, ends) {
			continue
		}
		v.trial()
		done, err := p.PlayCompleting(w)
		if err != nil {
			continue
		}
		p.Undo()
		if done[me.Other()] {
			return nil, false // the defender wins there
		}
		if done[me] {
			threats = append(threats, w)
		}
	}
	v.thr[ply] = threats
	return threats, true
}

// defend reports whether every defence of the defender to move loses by
// continuous threats: moves that leave one of threats winning are no
// defence; the rest must each lose within depth-1 attacking turns.
func (v *vcf) defend(ply, depth int, threats []trax.Move) bool {
	s, p := v.s, v.s.p
	v.calls++
	s.countNode()
	if v.out() || s.stopped {
		return false
	}
	def := p.ToMove()
	cands := p.Candidates(v.cands[ply][:0])
	v.cands[ply] = cands
	for i := 0; i < len(cands); i++ {
		d := cands[i]
		v.trial()
		done, err := p.PlayCompleting(d)
		if err != nil {
			continue
		}
		if done[def] {
			p.Undo()
			return false // the defender wins
		}
		if done[def.Other()] {
			p.Undo()
			continue // the defence loses at once
		}
		stopped := true
		for _, t := range threats {
			if winsWith(p, t) {
				stopped = false
				break
			}
		}
		if stopped {
			if depth <= 1 {
				p.Undo()
				return false
			}
			if _, ok := v.attack(ply+1, depth-1); !ok {
				p.Undo()
				return false
			}
		}
		p.Undo()
		cands = v.cands[ply]
	}
	return true
}

// ThreatWin reports whether the player to move in pos wins by continuous
// threats that a threat-space search of at most nodes positions, stopped
// at deadline when it is not zero, finds: the win's first move and within
// how many of the player's turns it comes (at least 1; a win this turn
// needs no search). Its proofs are sound: a win it reports is one; it may
// miss wins. It uses e's search state, so it must not run during e's
// Search. No level uses it (docs/measurements.md): the protocol engine's
// attacker does (Config.ThreatSpace), and the tools. (A function, not a
// method of Engine: the app's reflection keeps every exported method of a
// type it uses in app.wasm, and the app never calls this.)
func ThreatWin(e *Engine, pos *trax.Position, nodes int64, deadline time.Time) (m trax.Move, turns int, ok bool) {
	if pos.Outcome().Over() {
		return trax.Move{}, 0, false
	}
	p := pos.Clone()
	s := e.reset(context.Background(), p)
	s.weights = DefaultWeights
	sc := s.scanAt(0)
	if sc.run(p, nil, true); sc.hasWin {
		return sc.win, 1, true
	}
	m, own, ok := s.threatWin(vcfDepth, nodes, deadline)
	if !ok {
		return trax.Move{}, 0, false
	}
	// threatWin counts the attacker's turns up to the last threat, after
	// which no defence is left.
	return m, own + 1, true
}
