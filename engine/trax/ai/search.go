package ai

import (
	"context"
	"errors"
	"time"

	"traxapp/engine/trax"
)

// Win is the score of a won game; a win in n more turns scores Win-n, so
// the search prefers the quickest win and the slowest loss.
const Win = 1_000_000

// winThreshold separates scores of forced wins from evaluations.
const winThreshold = Win - 1000

const (
	maxPly      = 96
	maxDepth    = 64
	qDepth      = 8   // turns of threat and defence searched at a leaf
	threatWorry = 150 // a leaf still under threat when the quiescence ends
)

// Options tell a search how deep or how long to think.
type Options struct {
	// Depth is the number of turns to search (1 = the move and the
	// threats after it); 0 means no limit but the time.
	Depth int
	// MoveTime is the time to think; 0 means no limit but Depth and the
	// context. The first iteration always completes unless the context is
	// cancelled, so a move is always returned.
	MoveTime time.Duration
	// Nodes, when positive, bounds the search by the number of positions
	// searched instead of by the clock, at the same points and in the
	// same shares as MoveTime does (MoveTime is then unused): a fixed
	// amount of work, so that matches and tests give the same moves on a
	// busy machine as on an idle one.
	Nodes int64
	// Noise adds a pseudo-random amount in [-Noise, Noise] to every
	// evaluation (weaker, varied play); Seed picks the noise.
	Noise int32
	Seed  uint64
	// Tile, in Tur-TRAX, is the tile the die gave for this turn: only moves
	// placing it are considered. Empty means any tile.
	Tile trax.Tile
	// Yield, if set, is called about every YieldEvery (default 10 ms) while
	// searching: a single-threaded host (Go in a browser page) sleeps in it
	// so the page stays responsive.
	Yield      func()
	YieldEvery time.Duration
	// Weights replaces DefaultWeights when set.
	Weights *Weights
	// ShallowThreats stops the threat search at the leaves after the
	// immediate wins: double threats go unseen (the Beginner level).
	ShallowThreats bool
}

// Result is the outcome of a search.
type Result struct {
	// Move is the best move found; Notation names it in the position
	// searched.
	Move     trax.Move
	Notation string
	// Score is the value of the position for the player to move: near Win
	// a forced win, near -Win a forced loss, otherwise an evaluation.
	Score int
	// Depth is the deepest iteration completed.
	Depth int
	// Nodes is the number of positions searched.
	Nodes int64
	// Elapsed is the time the search took.
	Elapsed time.Duration
}

// WinIn returns the number of turns of the player to move until a forced
// win (1 = wins with this move), or 0 if the score is not a forced win.
func (r Result) WinIn() int {
	if r.Score < winThreshold {
		return 0
	}
	return (Win - r.Score + 1) / 2
}

// LossIn returns the number of turns the opponent needs to force a win,
// or 0 if the score is not a forced loss.
func (r Result) LossIn() int {
	if r.Score > -winThreshold {
		return 0
	}
	return (Win + r.Score) / 2
}

// Errors of Search.
var (
	ErrGameOver = errors.New("ai: the game is over")
	ErrNoMove   = errors.New("ai: no legal move")
	// ErrNeedTile means a Tur-TRAX search was not told the rolled tile.
	ErrNeedTile = errors.New("ai: Tur-TRAX needs the rolled tile (Options.Tile)")
)

// Engine searches positions. It keeps its transposition table between
// searches; it is not safe for concurrent use.
type Engine struct {
	tt *table
	s  searcher
	// leaves caches the exact results of quiescence leaves (a win now, a
	// quiet position's evaluation) under evalTag, the evaluation's
	// settings they were computed with.
	leaves  []leafEntry
	evalTag uint64
}

// leafEntry is one cached leaf: kind leafWin (the mover wins now),
// leafQuiet (no threat either way: v is the evaluation) or leafDraw (no
// legal move).
type leafEntry struct {
	key  uint64
	v    int32
	kind uint8
}

const (
	leafNone uint8 = iota
	leafWin
	leafQuiet
	leafDraw
)

const leafBits = 16

// evalTag fingerprints what an evaluation depends on besides the
// position.
func evalTag(w *Weights, noise int32, seed uint64) uint64 {
	h := uint64(noise)<<32 ^ 0x510E527FADE682D1
	if noise != 0 {
		h ^= mix(seed)
	}
	for _, x := range w.Loop {
		h = mix(h ^ uint64(uint32(x)))
	}
	for _, x := range []int32{w.LineSpan, w.LineEdge, w.Tempo, w.Mine, w.Theirs} {
		h = mix(h ^ uint64(uint32(x)))
	}
	if w.Shape != nil {
		h = mix(h ^ 0x5AA9E)
		for _, x := range w.Shape {
			h = mix(h ^ uint64(uint32(x)))
		}
	}
	return h
}

// NewEngine returns an engine whose transposition table uses at most
// tableBytes of memory (0 means DefaultTableBytes).
func NewEngine(tableBytes int) *Engine {
	if tableBytes <= 0 {
		tableBytes = DefaultTableBytes
	}
	return &Engine{tt: newTable(tableBytes)}
}

// TableBytes returns the memory the transposition table uses.
func (e *Engine) TableBytes() int { return e.tt.Bytes() }

// Clear forgets everything learnt in earlier searches.
func (e *Engine) Clear() {
	e.tt.clear()
	clear(e.leaves)
}

type rootMove struct {
	m     trax.Move
	score int32
}

// searcher holds the state of one search.
type searcher struct {
	p       *trax.Position
	tt      *table
	weights Weights
	noise   int32
	seed    uint64
	qDepth  int
	luck    trax.Luck // Tur-TRAX: nodes below the root are chance nodes

	ctx       context.Context
	start     time.Time
	deadline  time.Time // zero: none
	hardStop  bool      // the deadline may interrupt (after iteration 1)
	lastStop  time.Time // even iteration 1 stops here (zero: never)
	yield     func()
	yieldGap  time.Duration
	lastYield time.Time
	stopped   bool
	nodes     int64
	// The node budget's counterparts of deadline and lastStop (0: none).
	nodeDeadline int64
	nodeLastStop int64

	leaves  []leafEntry
	vkey    uint64 // variantKey of the position searched
	scans   []*scan
	order   [maxPly][]int32
	killers [maxPly][2]trax.Move
	history [64 * 64 * 8]int32
	paths   []trax.OpenPath
	// threats is the threat-space search's state (threat.go), made at its
	// first use and kept between searches (its allocation is large).
	threats *vcf
	// rootDepth is the depth of the iteration under way.
	rootDepth int
	// nullAt marks the plies whose turn is a null move (tryNull): no two
	// in a row.
	nullAt [maxPly]bool
}

func (s *searcher) scanAt(ply int) *scan {
	for len(s.scans) <= ply {
		s.scans = append(s.scans, &scan{})
	}
	return s.scans[ply]
}

// poll checks the clock, the context and the host's need to breathe.
func (s *searcher) poll() {
	if s.ctx.Err() != nil {
		s.stopped = true
		return
	}
	if s.nodeLastStop > 0 && s.nodes >= s.nodeLastStop ||
		s.hardStop && s.nodeDeadline > 0 && s.nodes >= s.nodeDeadline {
		s.stopped = true
	}
	if s.yield == nil && s.deadline.IsZero() && s.lastStop.IsZero() {
		return
	}
	now := time.Now()
	if s.hardStop && !s.deadline.IsZero() && now.After(s.deadline) {
		s.stopped = true
	}
	if !s.lastStop.IsZero() && now.After(s.lastStop) {
		s.stopped = true
	}
	if s.yield != nil && now.Sub(s.lastYield) >= s.yieldGap {
		s.yield()
		s.lastYield = time.Now()
	}
}

func (s *searcher) countNode() {
	s.nodes++
	if s.nodes&31 == 0 {
		s.poll()
	}
}

// reset readies the engine's searcher for a search of p (which it owns),
// keeping the scratch space of earlier searches, and returns it.
func (e *Engine) reset(ctx context.Context, p *trax.Position) *searcher {
	s := &e.s
	*s = searcher{scans: s.scans, paths: s.paths, order: s.order, threats: s.threats}
	if s.threats != nil {
		clear(s.threats.failed[:]) // another position: its failures may not hold
	}
	s.p, s.tt, s.ctx = p, e.tt, ctx
	return s
}

// Search finds the best move for the player to move in pos, which it does
// not change. It stops at opt.Depth, at opt.MoveTime, when ctx is done, or
// as soon as it proves a win or a loss; it then returns the best move of
// the deepest search (partial searches count when they found a better
// move). A cancelled context still returns a move when one was found.
func (e *Engine) Search(ctx context.Context, pos *trax.Position, opt Options) (Result, error) {
	start := time.Now()
	if pos.Outcome().Over() {
		return Result{}, ErrGameOver
	}
	p := pos.Clone()
	s := e.reset(ctx, p)
	s.start = start
	s.weights = DefaultWeights
	if opt.Weights != nil {
		s.weights = *opt.Weights
	}
	s.noise, s.seed = opt.Noise, opt.Seed
	if tag := evalTag(&s.weights, s.noise, s.seed); e.leaves == nil || tag != e.evalTag {
		if e.leaves == nil {
			e.leaves = make([]leafEntry, 1<<leafBits)
		} else {
			clear(e.leaves)
		}
		e.evalTag = tag
	}
	s.leaves, s.vkey = e.leaves, variantKey(p.Variant())
	s.qDepth = qDepth
	if opt.ShallowThreats {
		s.qDepth = 0
	}
	s.luck = p.Variant().Luck
	if s.luck != trax.NoLuck && opt.Tile == trax.Empty {
		return Result{}, ErrNeedTile
	}
	if opt.Nodes > 0 {
		opt.MoveTime = 0
		s.nodeDeadline = opt.Nodes
		s.nodeLastStop = opt.Nodes * 3 / 2
	}
	if opt.MoveTime > 0 {
		// The first iteration may take half as long again.
		s.deadline = start.Add(opt.MoveTime)
		s.lastStop = start.Add(opt.MoveTime * 3 / 2)
	}
	s.yield, s.yieldGap, s.lastYield = opt.Yield, opt.YieldEvery, start
	if s.yieldGap <= 0 {
		s.yieldGap = 10 * time.Millisecond
	}
	e.tt.age++

	root := s.scanAt(0)
	root.run(p, nil, false)
	var moves []rootMove
	for _, m := range root.moves {
		if opt.Tile == trax.Empty || m.Tile == opt.Tile {
			moves = append(moves, rootMove{m: m})
		}
	}
	if len(moves) == 0 {
		return Result{}, ErrNoMove
	}
	res := Result{Move: moves[0].m}
	finish := func() (Result, error) {
		res.Notation = pos.FormatMove(res.Move)
		res.Nodes = s.nodes
		res.Elapsed = time.Since(start)
		return res, nil
	}
	// A win now needs no search.
	for _, rm := range moves {
		if winsWith(p, rm.m) {
			res.Move, res.Score, res.Depth = rm.m, Win-1, 1
			return finish()
		}
	}
	limit := opt.Depth
	if limit <= 0 || limit > maxDepth {
		limit = maxDepth
	}
	for depth := 1; depth <= limit; depth++ {
		s.rootDepth = depth
		best, score, complete := s.searchRoot(moves, depth)
		if complete || best > 0 {
			res.Move, res.Score = moves[best].m, int(score)
		}
		if !complete {
			break
		}
		res.Depth = depth
		// Keep the best first for the next iteration; the rest by score.
		sortRoot(moves)
		if score >= winThreshold || score <= -winThreshold {
			break
		}
		s.hardStop = true
		// The next iteration runs until the deadline: when it does not
		// finish, the moves it proved better than the previous best still
		// count (searchRoot), so the whole time is used.
	}
	return finish()
}

// sortRoot sorts root moves by score, best first (stable insertion sort:
// few moves, mostly sorted).
func sortRoot(moves []rootMove) {
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && moves[j].score > moves[j-1].score; j-- {
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
}

// searchRoot searches every root move to depth and returns the index of
// the best, its score, and whether the iteration completed. When it did
// not, best is the index of a move proven better than the first, or 0.
func (s *searcher) searchRoot(moves []rootMove, depth int) (best int, score int32, complete bool) {
	p := s.p
	alpha, beta := int32(-Win-1), int32(Win+1)
	threats := s.scans[0].threats
	for i := range moves {
		m := moves[i].m
		p.Play(m)
		var v int32
		if i == 0 {
			v = -s.search(depth-1, -beta, -alpha, 1, threats)
		} else {
			v = -s.search(depth-1, -alpha-1, -alpha, 1, threats)
			if v > alpha && !s.stopped {
				v = -s.search(depth-1, -beta, -alpha, 1, threats)
			}
		}
		p.Undo()
		if s.stopped {
			return best, alpha, false
		}
		moves[i].score = v // exact for the best, an upper bound for the rest
		if i == 0 || v > alpha {
			best, alpha = i, v
		}
	}
	// Put the best first so that sortRoot keeps it there on ties.
	moves[0], moves[best] = moves[best], moves[0]
	moves[0].score = alpha
	return 0, alpha, true
}

// terminal scores a finished game for the player to move.
func terminal(o trax.Outcome, mover trax.Color, ply int) int32 {
	if o.Draw() {
		return 0
	}
	if o.Winner == mover {
		return Win - int32(ply)
	}
	return -(Win - int32(ply))
}

func toTT(v int32, ply int) int32 {
	switch {
	case v >= winThreshold:
		return v + int32(ply)
	case v <= -winThreshold:
		return v - int32(ply)
	}
	return v
}

func fromTT(v int32, ply int) int32 {
	switch {
	case v >= winThreshold:
		return v - int32(ply)
	case v <= -winThreshold:
		return v + int32(ply)
	}
	return v
}

func histIndex(p *trax.Position, m trax.Move) int {
	a := p.Area()
	dx, dy := (m.At.X-a.MinX+1)&63, (m.At.Y-a.MinY+1)&63
	return (dx*64+dy)*8 + int(m.Tile)
}

// near reports whether a and b are the same space or share an edge or a
// corner.
func near(a, b trax.Point) bool {
	return abs(a.X-b.X) <= 1 && abs(a.Y-b.Y) <= 1
}

// orderMoves scores the moves of sc for move ordering at ply.
func (s *searcher) orderMoves(ply int, sc *scan, ttMove trax.Move, hasTT bool) []int32 {
	p := s.p
	keys := s.order[ply][:0]
	k0, k1 := s.killers[ply][0], s.killers[ply][1]
	for _, m := range sc.moves {
		var v int32
		switch {
		case hasTT && m == ttMove:
			v = 1 << 30
		case m == k0:
			v = 1 << 24
		case m == k1:
			v = 1 << 23
		}
		for _, t := range sc.threats {
			if t.At == m.At {
				v += 1 << 26
				break
			} else if near(t.At, m.At) {
				v += 1 << 25
				break
			}
		}
		v += s.history[histIndex(p, m)]
		keys = append(keys, v)
	}
	s.order[ply] = keys
	return keys
}

// pick moves the best remaining move (by keys) to position i.
func pick(moves []trax.Move, keys []int32, i int) trax.Move {
	b := i
	for j := i + 1; j < len(moves); j++ {
		if keys[j] > keys[b] {
			b = j
		}
	}
	moves[i], moves[b] = moves[b], moves[i]
	keys[i], keys[b] = keys[b], keys[i]
	return moves[i]
}

// Late move reductions: a quiet move (no table move, killer or threat
// square) ordered late is searched lmrTurns fewer turns deep first, and
// at full depth only if it beats alpha there.
const (
	lmrDepth = 2 // the least depth at which moves are reduced
	lmrAfter = 3 // the moves searched before reductions start
	lmrQuiet = 1 << 23
)

// lateReduction returns how many turns less the i-th move of a node
// depth turns deep is searched first (0: not reduced). key is its order
// key; threats is the number of the opponent's threats (a node under
// threat is searched in full: most moves lose at once anyway).
func lateReduction(depth, i int, key int32, threats int) int {
	if depth < lmrDepth || i < lmrAfter || key >= lmrQuiet || threats > 0 {
		return 0
	}
	return 1
}

// Null-move pruning: at a node nullMinDepth or more turns deep where the
// mover is not under threat and its evaluation already reaches beta, the
// mover passes (trax.Position.NullMove) and the opponent, moving twice,
// is searched nullReduction+1 turns less deep with a null window; when
// even then the opponent cannot get below beta, the node is cut. The cut
// assumes that a move is worth at least a pass, which holds in most Trax
// positions (a tile can also help the opponent, and the cut then errs);
// a mover under threat, where it would matter most, is never cut. Against
// cmd/mcts with four times the move time it gained about 90 Elo at 750 ms
// (docs/measurements.md), where an earlier test at a tenth of the nodes
// had shown little.
const (
	nullMinDepth  = 3
	nullReduction = 3
)

// tryNull reports whether the null move cuts the node at ply, depth
// turns deep, whose opponent has threats threats against the mover.
func (s *searcher) tryNull(depth int, beta int32, ply, threats int) bool {
	if depth < nullMinDepth || threats > 0 || ply == 0 || s.nullAt[ply-1] ||
		beta >= winThreshold || beta <= -winThreshold {
		return false
	}
	p := s.p
	if s.evaluate(p) < beta {
		return false
	}
	if p.NullMove() != nil {
		return false
	}
	s.nullAt[ply] = true
	v := -s.search(depth-1-nullReduction, -beta, -beta+1, ply+1, nil)
	s.nullAt[ply] = false
	p.Undo()
	return !s.stopped && v >= beta
}

// search is the principal-variation alpha-beta search of the position
// after ply turns, depth turns deep. hints are the moves that threatened
// a win for the player now to move one turn ago.
func (s *searcher) search(depth int, alpha, beta int32, ply int, hints []trax.Move) int32 {
	p := s.p
	if o := p.TurnOutcome(); o.Over() {
		return terminal(o, p.ToMove(), ply)
	}
	if s.luck != trax.NoLuck {
		return s.chance(depth, ply)
	}
	if depth <= 0 || ply >= maxPly-2 {
		return s.quiesce(alpha, beta, ply, hints, s.qDepth)
	}
	s.countNode()
	if s.stopped {
		return 0
	}
	key := ttKey(p, s.vkey)
	var ttMove trax.Move
	hasTT := false
	if e := s.tt.probe(key); e != nil {
		hasTT, ttMove = e.tile != trax.Empty, absMove(p, e)
		if int(e.depth) >= depth {
			v := fromTT(e.score, ply)
			switch {
			case e.flag == boundExact,
				e.flag == boundLower && v >= beta,
				e.flag == boundUpper && v <= alpha:
				return v
			}
		}
	}
	sc := s.scanAt(ply)
	sc.run(p, hints, true)
	if sc.hasWin {
		v := Win - int32(ply+1)
		dx, dy := relMove(p, sc.win)
		s.tt.store(&ttEntry{key: key, score: toTT(v, ply), dx: dx, dy: dy, tile: sc.win.Tile, depth: maxDepth, flag: boundExact})
		return v
	}
	if len(sc.moves) == 0 {
		return 0 // no legal move: a draw
	}
	if s.tryNull(depth, beta, ply, len(sc.threats)) {
		return beta
	}
	if s.stopped {
		return 0
	}
	keys := s.orderMoves(ply, sc, ttMove, hasTT)
	threats := sc.threats
	alpha0 := alpha
	next := depth - 1
	if len(threats) > 0 && ply < 2*s.rootDepth {
		// Check extension: the side to move is under attack, so most of
		// its moves lose at once and the few defences are searched a turn
		// deeper, which follows a forced line past the horizon. The cap
		// on the ply keeps a long chain of threats from running away.
		next = depth
	}
	best, bestMove := int32(-Win-1), sc.moves[0]
	for i := range sc.moves {
		m := pick(sc.moves, keys, i)
		p.Play(m)
		var v int32
		if i == 0 {
			v = -s.search(next, -beta, -alpha, ply+1, threats)
		} else {
			v = alpha + 1
			if r := lateReduction(depth, i, keys[i], len(threats)); r > 0 {
				v = -s.search(next-r, -alpha-1, -alpha, ply+1, threats)
			}
			if v > alpha && !s.stopped {
				v = -s.search(next, -alpha-1, -alpha, ply+1, threats)
			}
			if v > alpha && v < beta && !s.stopped {
				v = -s.search(next, -beta, -alpha, ply+1, threats)
			}
		}
		p.Undo()
		if s.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, m
			if v > alpha {
				alpha = v
				if v >= beta {
					if s.killers[ply][0] != m {
						s.killers[ply][1] = s.killers[ply][0]
						s.killers[ply][0] = m
					}
					h := &s.history[histIndex(p, m)]
					*h += int32(depth * depth)
					if *h > 1<<20 {
						for j := range s.history {
							s.history[j] /= 2
						}
					}
					break
				}
			}
		}
	}
	flag := boundExact
	switch {
	case best >= beta:
		flag = boundLower
	case best <= alpha0:
		flag = boundUpper
	}
	dx, dy := relMove(p, bestMove)
	s.tt.store(&ttEntry{key: key, score: toTT(best, ply), dx: dx, dy: dy, tile: bestMove.Tile, depth: int8(depth), flag: flag})
	return best
}

// quiesce settles the threats at a leaf: the mover wins if it can; if the
// opponent threatens to win, every move is tried and only those that stop
// all threats survive (this finds double threats); otherwise the position
// is quiet and evaluated.
func (s *searcher) quiesce(alpha, beta int32, ply int, hints []trax.Move, qd int) int32 {
	p := s.p
	if o := p.TurnOutcome(); o.Over() {
		return terminal(o, p.ToMove(), ply)
	}
	s.countNode()
	if s.stopped {
		return 0
	}
	lk := p.Key() ^ sideKey[p.ToMove()] ^ s.vkey
	le := &s.leaves[lk&(1<<leafBits-1)]
	if le.key == lk {
		switch le.kind {
		case leafWin:
			return Win - int32(ply+1)
		case leafQuiet:
			return le.v
		case leafDraw:
			return 0
		}
	}
	sc := s.scanAt(ply)
	sc.run(p, hints, true)
	if sc.hasWin {
		*le = leafEntry{key: lk, kind: leafWin}
		return Win - int32(ply+1)
	}
	if len(sc.moves) == 0 {
		*le = leafEntry{key: lk, kind: leafDraw}
		return 0
	}
	if len(sc.threats) == 0 {
		v := s.evaluate(p)
		*le = leafEntry{key: lk, v: v, kind: leafQuiet}
		return v
	}
	if qd <= 0 || ply >= maxPly-2 {
		return s.evaluate(p) - threatWorry
	}
	keys := s.orderMoves(ply, sc, trax.Move{}, false)
	threats := sc.threats
	best := -(Win - int32(ply+2)) // nothing stops the threat
	for i := range sc.moves {
		m := pick(sc.moves, keys, i)
		p.Play(m)
		v := -s.quiesce(-beta, -alpha, ply+1, threats, qd-1)
		p.Undo()
		if s.stopped {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	return best
}
