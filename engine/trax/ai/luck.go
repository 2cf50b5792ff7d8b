package ai

import "traxapp/engine/trax"

// Tur-TRAX: the luck source fixes the tile of every turn, so below the
// root every position is a chance node. Its value is the expectation, over
// the tiles the die (or bag) can give, of the best move with that tile
// (expectimax). A tile with no legal place is rolled again, so the
// expectation runs over the tiles that have a place; with none the turn
// passes.

// faceWeights are the chances of the faces 1 to 6, in 24ths.
func faceWeights(l trax.Luck) [6]int32 {
	if l == trax.Bag {
		return [6]int32{6, 6, 3, 3, 3, 3} // each straight 1/4, each curve 1/8
	}
	return [6]int32{4, 4, 4, 4, 4, 4}
}

// chance returns the expected score of the position after ply turns for
// the player to move, depth turns deep. It searches with a full window:
// an expectation needs exact values.
func (s *searcher) chance(depth, ply int) int32 {
	p := s.p
	s.countNode()
	if s.stopped {
		return 0
	}
	key := ttKey(p)
	if e, ok := s.tt.probe(key); ok && int(e.depth) >= depth && e.flag == boundExact {
		return fromTT(e.score, ply)
	}
	sc := s.scanAt(ply)
	sc.run(p, nil, false)
	mover := p.ToMove()
	w := faceWeights(s.luck)
	var sum, total int64
	if depth <= 0 || ply >= maxPly-2 {
		// Leaf: a win now with the rolled tile, else the evaluation.
		eval := int64(s.evaluate(p))
		for f := 1; f <= 6; f++ {
			t := trax.DieTile(f, mover)
			if !hasTile(sc.moves, t) {
				continue
			}
			total += int64(w[f-1])
			if sc.winTiles&(1<<t) != 0 {
				sum += int64(w[f-1]) * (Win - int64(ply+1))
			} else {
				sum += int64(w[f-1]) * eval
			}
		}
	} else {
		moves := append([]trax.Move(nil), sc.moves...)
		for f := 1; f <= 6; f++ {
			t := trax.DieTile(f, mover)
			if !hasTile(moves, t) {
				continue
			}
			total += int64(w[f-1])
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
			sum += int64(w[f-1]) * int64(best)
		}
	}
	if total == 0 {
		// No tile has a place: the turn passes.
		if depth <= 0 {
			return s.evaluate(p)
		}
		if p.Pass() != nil {
			return 0
		}
		v := -s.chance(depth-1, ply+1)
		p.Undo()
		return v
	}
	v := int32(sum / total)
	s.tt.store(ttEntry{key: key, score: toTT(v, ply), depth: int8(max(depth, 0)), flag: boundExact})
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
