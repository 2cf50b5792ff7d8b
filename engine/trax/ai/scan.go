package ai

import "traxapp/engine/trax"

// A scan tries every candidate move of a position once. Because the tiles
// a move places do not depend on who plays it, one trial tells both
// whether the mover wins with it and whether the opponent would win by
// playing it on their turn: the scan yields the distinct legal moves, the
// mover's immediate wins and the opponent's threats in one pass.
type scan struct {
	moves  []trax.Move // distinct legal moves, in candidate order
	win    trax.Move   // a move that wins now for the mover
	hasWin bool
	// winTiles has bit t set when a move placing tile t wins now (complete
	// only when the scan did not stop early).
	winTiles uint8
	threats  []trax.Move // moves that would complete the opponent's colour
	cand     []trax.Move
	set      keySet
}

// keySet is a small open-addressing set of position keys, reset cheaply.
type keySet struct {
	slots [1024]uint64
	used  []int
}

func (s *keySet) reset() {
	for _, i := range s.used {
		s.slots[i] = 0
	}
	s.used = s.used[:0]
}

// add inserts k and reports whether it was new.
func (s *keySet) add(k uint64) bool {
	k |= 1 // 0 marks an empty slot
	i := int(k>>3) & (len(s.slots) - 1)
	for {
		switch s.slots[i] {
		case 0:
			s.slots[i] = k
			s.used = append(s.used, i)
			return true
		case k:
			return false
		}
		i = (i + 1) & (len(s.slots) - 1)
	}
}

// winsWith reports whether playing m now completes the mover's colour.
// Hints and threats come from other positions of the tree, where m may no
// longer fit (its space filled, or its edges changed): those are turned
// down by Fits before a trial play, which would allocate the error it
// returns (allocations and the collections they bring cost much more under
// WebAssembly).
func winsWith(p *trax.Position, m trax.Move) bool {
	if !p.Fits(m.At, m.Tile) {
		return false
	}
	me := p.ToMove()
	done, err := p.PlayCompleting(m)
	if err != nil {
		return false
	}
	p.Undo()
	return done[me]
}

// run scans p. Hints (moves that won for this side elsewhere in the tree,
// typically the threats the opponent just failed to stop) are tried first;
// if one wins, or if stopAtWin is set and any move wins, the scan stops
// early with hasWin set and the move lists incomplete.
func (s *scan) run(p *trax.Position, hints []trax.Move, stopAtWin bool) {
	s.moves, s.threats, s.hasWin, s.winTiles = s.moves[:0], s.threats[:0], false, 0
	for _, h := range hints {
		if winsWith(p, h) {
			s.win, s.hasWin = h, true
			return
		}
	}
	me := p.ToMove()
	s.cand = p.Candidates(s.cand[:0])
	s.set.reset()
	for _, m := range s.cand {
		// A move that forces nothing is judged without playing it (and
		// makes a position of its own).
		done, ok := p.PeekCompleting(m)
		if !ok {
			var err error
			done, err = p.PlayCompleting(m)
			if err != nil {
				continue
			}
			k := p.Key()
			p.Undo()
			if !s.set.add(k) {
				continue
			}
		}
		s.moves = append(s.moves, m)
		if done[me.Other()] {
			s.threats = append(s.threats, m)
		}
		if done[me] {
			s.winTiles |= 1 << m.Tile
		}
		if done[me] && !s.hasWin {
			s.win, s.hasWin = m, true
			if stopAtWin {
				return
			}
		}
	}
}
