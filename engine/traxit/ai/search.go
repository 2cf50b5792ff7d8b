package ai

import (
	"context"
	"math"
	"runtime"
	"slices"
	"time"

	"traxapp/engine/traxit"
)

// ffaDepth caps the paranoid search of 3 and 4 players each for
// themselves (0: no cap). The paranoid assumption that all rivals gang up
// grows wronger with every turn it looks ahead, so a cap of 2 plies (the
// decision and the reply to it) plays stronger than a deeper or uncapped
// paranoid search, and than max-n; Match against medium is how to check
// it again (docs/measurements.md keeps the figures).
var ffaDepth = 2

// maxPly bounds the depth of the search.
const maxPly = 64

// traxitCandidates is how many relocations per victim pawn the search
// looks at below the root (the best by relocationValue).
const traxitCandidates = 3

type ttEntry struct {
	key   uint64
	value float64
	depth int8
	bound int8 // 0 exact, 1 lower, 2 upper
	best  traxit.Action
}

const ttSize = 1 << 16

// searcher is one hard-level decision: an alpha-beta search from the
// viewpoint of seat me.
type searcher struct {
	me       int
	ctx      context.Context
	deadline time.Time
	nodes    int
	maxNodes int // 0: no limit
	stopped  bool
	tt       []ttEntry
	bufs     [maxPly + 2][]traxit.Action
}

// mine reports whether seat plays on the searcher's side.
func (s *searcher) mine(p *traxit.Position, seat int) bool {
	if p.Team(seat) >= 0 {
		return p.Team(seat) == p.Team(s.me)
	}
	return seat == s.me
}

// timeUp checks the clock and the context now and then.
func (s *searcher) timeUp() bool {
	if s.stopped {
		return true
	}
	s.nodes++
	if s.maxNodes > 0 && s.nodes >= s.maxNodes {
		s.stopped = true
	}
	if s.nodes&511 == 0 {
		if s.ctx.Err() != nil || !s.deadline.IsZero() && time.Now().After(s.deadline) {
			s.stopped = true
		}
		if s.nodes&4095 == 0 {
			// Let a cancelling goroutine run where nothing preempts this
			// one (js/wasm has a single thread and no preemption).
			runtime.Gosched()
		}
	}
	return s.stopped
}

// actions returns the actions searched at p, best first by a cheap guess;
// below the root a TRAXIT keeps only the most promising relocations.
func (s *searcher) actions(p *traxit.Position, ply int, ttBest traxit.Action) []traxit.Action {
	acts := p.LegalActions(s.bufs[ply])
	s.bufs[ply] = acts
	switch p.Phase() {
	case traxit.PhaseMove:
		slices.SortStableFunc(acts, func(a, b traxit.Action) int { return b.To.Level() - a.To.Level() })
	case traxit.PhaseTraxit:
		if ply > 0 {
			type sc struct {
				a traxit.Action
				v float64
			}
			var all []sc
			for _, a := range acts {
				all = append(all, sc{a, relocationValue(p, a)})
			}
			slices.SortStableFunc(all, func(x, y sc) int { return cmpDesc(x.v, y.v) })
			acts = acts[:0]
			for _, x := range all[:min(len(all), 2*traxitCandidates)] {
				acts = append(acts, x.a)
			}
		}
	case traxit.PhaseChoose:
		if ply > 0 && len(acts) > 1 {
			type sc struct {
				a traxit.Action
				v float64
			}
			var all [traxit.MaxCards]sc
			for i, a := range acts {
				all[i] = sc{a, quickReply(p, a.Card)}
			}
			x := all[:len(acts)]
			slices.SortStableFunc(x, func(a, b sc) int { return cmpDesc(-a.v, -b.v) })
			for i := range x {
				acts[i] = x[i].a
			}
		}
	}
	if i := slices.Index(acts, ttBest); i > 0 {
		acts[0], acts[i] = acts[i], acts[0]
	}
	return acts
}

// quickReply is a cheap bestReply for move ordering: the highest level
// points the mover reaches with card k, or -100 for a TRAXIT.
func quickReply(p *traxit.Position, k int) float64 {
	q := *p
	if q.Apply(traxit.ChooseAction(k)) != nil || q.Phase() == traxit.PhaseTraxit {
		return -100
	}
	var buf [16]traxit.Action
	best := 0
	for _, a := range q.LegalActions(buf[:0]) {
		best = max(best, a.To.Points())
	}
	return float64(best)
}

func cmpDesc(a, b float64) int {
	switch {
	case a > b:
		return -1
	case a < b:
		return 1
	}
	return 0
}

// alphaBeta returns the value of p for s.me searched depth plies deep.
// A leaf where a move or TRAXIT is pending is looked at one ply further,
// so the value never rests on a card without its consequence.
func (s *searcher) alphaBeta(p *traxit.Position, depth, ply int, alpha, beta float64) float64 {
	if p.Phase() == traxit.PhaseOver {
		return evaluate(p, s.me)
	}
	if depth <= 0 {
		if ph := p.Phase(); depth < 0 || ph == traxit.PhaseChoose || ph == traxit.PhasePlace || ply >= maxPly {
			return evaluate(p, s.me)
		}
	}
	if s.timeUp() {
		return 0
	}
	key := p.Key()
	e := &s.tt[key%ttSize]
	var ttBest traxit.Action
	if e.key == key {
		ttBest = e.best
		if int(e.depth) >= depth {
			switch {
			case e.bound == 0:
				return e.value
			case e.bound == 1 && e.value >= beta:
				return e.value
			case e.bound == 2 && e.value <= alpha:
				return e.value
			}
		}
	}
	maxing := s.mine(p, p.ToMove())
	a0, b0 := alpha, beta
	best := math.Inf(1)
	if maxing {
		best = math.Inf(-1)
	}
	var bestA traxit.Action
	for _, a := range s.actions(p, ply, ttBest) {
		q := *p
		q.Apply(a)
		v := s.alphaBeta(&q, depth-1, ply+1, alpha, beta)
		if s.stopped {
			return 0
		}
		if maxing && v > best || !maxing && v < best {
			best, bestA = v, a
		}
		if maxing {
			alpha = max(alpha, v)
		} else {
			beta = min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	bound := int8(0)
	if best <= a0 {
		bound = 2
	} else if best >= b0 {
		bound = 1
	}
	*e = ttEntry{key: key, value: best, depth: int8(max(depth, 0)), bound: bound, best: bestA}
	return best
}

// search is the hard level's decision: iterative deepening until the
// time or the context runs out, returning the best action of the deepest
// finished iteration (the greedy choice if none finished).
func search(ctx context.Context, p *traxit.Position, moveTime time.Duration, maxNodes int) (traxit.Action, int) {
	acts := p.LegalActions(nil)
	if len(acts) == 1 || p.Phase() == traxit.PhasePlace {
		return greedy(p, nil), 0
	}
	s := &searcher{me: p.ToMove(), ctx: ctx, maxNodes: maxNodes, tt: make([]ttEntry, ttSize)}
	if moveTime > 0 {
		s.deadline = time.Now().Add(moveTime)
	}
	// The context's own deadline is checked on the clock too: its timer
	// may not get to run before the search yields.
	if d, ok := ctx.Deadline(); ok && (s.deadline.IsZero() || d.Before(s.deadline)) {
		s.deadline = d
	}
	best := greedy(p, nil)
	// Order the root by the greedy guess first.
	if i := slices.Index(acts, best); i > 0 {
		acts[0], acts[i] = acts[i], acts[0]
	}
	remaining := 2 * (p.TotalTurns() - max(0, p.Turn()))
	depthDone := 0
	limit := min(maxPly, remaining+1)
	if p.Players() > 2 && p.Team(0) < 0 && ffaDepth > 0 {
		limit = min(limit, ffaDepth)
	}
	for depth := 1; depth <= limit; depth++ {
		alpha := math.Inf(-1)
		var bestA traxit.Action
		for _, a := range acts {
			q := *p
			q.Apply(a)
			v := s.alphaBeta(&q, depth-1, 1, alpha, math.Inf(1))
			if s.stopped {
				break
			}
			if v > alpha {
				alpha, bestA = v, a
			}
		}
		if s.stopped {
			break
		}
		best, depthDone = bestA, depth
		if i := slices.Index(acts, best); i > 0 {
			copy(acts[1:i+1], acts[:i])
			acts[0] = best
		}
	}
	return best, depthDone
}
