package ai

import "traxapp/engine/trax"

// Tur-TRAX: the luck source fixes the tile of every turn, so below the
// root every position is a chance node. Its value is the expectation, over
// what the turn plays, of the best move with the tile given (expectimax).
// The chances come from trax.TurnOdds, the rules package's statement of
// the rule: a tile with no legal place is thrown again, at most
// trax.MaxRolls times, then the turn passes.

// chance returns the expected score of the position after ply turns for
// the player to move, depth turns deep. It searches with a full window:
// an expectation needs exact values.
func (s *searcher) chance(depth, ply int) int32 {
	p := s.p
	s.countNode()
	if s.stopped {
		return 0
	}
	key := ttKey(p, s.vkey)
	if e := s.tt.probe(key); e != nil && int(e.depth) >= depth && e.flag == boundExact {
		return fromTT(e.score, ply)
	}
	sc := s.scanAt(ply)
	sc.run(p, nil, false)
	mover := p.ToMove()
	var playable [6]bool
	for f := range playable {
		playable[f] = hasTile(sc.moves, trax.DieTile(f+1, mover))
	}
	odds, pass := trax.TurnOdds(s.luck, playable)
	var sum int64
	if depth <= 0 || ply >= maxPly-2 {
		// Leaf: a win now with the rolled tile, else the evaluation (a
		// pass hands the opponent the move: twice the tempo).
		eval := int64(s.evaluate(p))
		for f := 1; f <= 6; f++ {
			t := trax.DieTile(f, mover)
			if sc.winTiles&(1<<t) != 0 {
				sum += odds[f-1] * (Win - int64(ply+1))
			} else {
				sum += odds[f-1] * eval
			}
		}
		sum += pass * (eval - 2*int64(s.weights.Tempo))
	} else {
		moves := append([]trax.Move(nil), sc.moves...)
		for f := 1; f <= 6; f++ {
			if odds[f-1] == 0 {
				continue
			}
			t := trax.DieTile(f, mover)
			var best int32
			if sc.winTiles&(1<<t) != 0 {
				best = Win - int32(ply+1)
			} else {
				best = -Win - 1
				for _, m := range moves {
					if m.Tile != t {
						continue
					}
					p.Play(m)
					var v int32
					if o := p.TurnOutcome(); o.Over() {
						v = -terminal(o, p.ToMove(), ply+1)
					} else {
						v = -s.chance(depth-1, ply+1)
					}
					p.Undo()
					if s.stopped {
						return 0
					}
					best = max(best, v)
				}
			}
			sum += odds[f-1] * int64(best)
		}
		if pass > 0 {
			if p.Pass() != nil {
				return 0
			}
			v := -s.chance(depth-1, ply+1)
			p.Undo()
			if s.stopped {
				return 0
			}
			sum += pass * int64(v)
		}
	}
	v := int32(sum / trax.TurnOddsTotal)
	s.tt.store(&ttEntry{key: key, score: toTT(v, ply), depth: int8(max(depth, 0)), flag: boundExact})
	return v
}

func hasTile(moves []trax.Move, t trax.Tile) bool {
	for _, m := range moves {
		if m.Tile == t {
			return true
		}
	}
	return false
}
