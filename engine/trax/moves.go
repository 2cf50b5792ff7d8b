package trax

import "math/bits"

// firstMoves are the two first moves of the notation frame (section 5):
// `@0+` and `@0/`. Every other first tile is one of these turned, so a
// game starts with one of them.
var firstMoves = [2]Move{{Tile: StraightRedAcross}, {Tile: SlashRedBottomRight}}

// Candidates appends to dst every move whose tile touches and matches its
// neighbours and respects the variant's size limit, row by row from the
// top-left, tiles in specification order. A candidate can still be illegal
// through its forced plays; LegalMoves filters those out.
func (p *Position) Candidates(dst []Move) []Move {
	if p.outcome.Over() {
		return dst
	}
	if len(p.placedLog) == 0 {
		return append(dst, firstMoves[:]...)
	}
	a := p.area
	lim := p.variant.Limit
	cells, masks := p.cells, p.masks
	for y := a.MinY - 1; y <= a.MaxY+1; y++ {
		if lim > 0 && (max(a.MaxY, y)-min(a.MinY, y) >= lim) {
			continue
		}
		row := p.index(Point{a.MinX - 1, y})
		for x := a.MinX - 1; x <= a.MaxX+1; x, row = x+1, row+1 {
			if cells[row] != Empty {
				continue
			}
			em := masks[row]
			if em == 0 {
				continue
			}
			if lim > 0 && (max(a.MaxX, x)-min(a.MinX, x) >= lim) {
				continue
			}
			// The matching tiles, in specification order.
			for fit := fitting[em]; fit != 0; fit &= fit - 1 {
				dst = append(dst, Move{Point{x, y}, Tile(bits.TrailingZeros8(fit))})
			}
		}
	}
	return dst
}

// LegalMoves appends to dst every legal move, in the order of Candidates.
// Two moves may lead to the same position; DistinctMoves lists each
// resulting position once.
func (p *Position) LegalMoves(dst []Move) []Move {
	start := len(dst)
	dst = p.Candidates(dst)
	keep := dst[:start]
	for _, m := range dst[start:] {
		if p.forcingAt(p.index(m.At))>>(m.Tile&7)&1 == 0 {
			keep = append(keep, m)
		} else if p.Play(m) == nil {
			p.Undo()
			keep = append(keep, m)
		}
	}
	return keep
}

// forcingAt returns, for the empty cell i, the tiles (bit t) that placed
// there would force a tile into a neighbouring empty space: one that
// already has an edge of the colour the tile would show it. On an empty
// board it is none. A candidate that forces nothing is legal without
// trying it: only forced plays can meet three edges of one colour.
// (It is small enough to inline, and its callers test a move with
// p.forcingAt(p.index(m.At))>>(m.Tile&7)&1: under WebAssembly, a call per
// candidate cost more than the test itself.)
func (p *Position) forcingAt(i int32) uint8 {
	masks, north := p.masks, p.delta[North]
	k := edgeColors[masks[i+north]] | edgeColors[masks[i+1]]<<2 |
		edgeColors[masks[i-north]]<<4 | edgeColors[masks[i-1]]<<6
	// Only the empty spaces count: pairsOf spreads bit d of the
	// occupied edges to bits 2d and 2d+1.
	return forcingTiles[k&^pairsOf[masks[i]&15]]
}

// DistinctMoves appends to dst the legal moves, keeping only the first of
// any moves that lead to the same position (the same tiles on the same
// places), in the order of Candidates. A move that forces nothing adds one
// tile, so it is distinct; moves with forced plays are told apart by the
// 64-bit Key of their result.
func (p *Position) DistinctMoves(dst []Move) []Move {
	start := len(dst)
	dst = p.Candidates(dst)
	keep := dst[:start]
	var seen [256]uint64
	keys := seen[:0]
next:
	for _, m := range dst[start:] {
		if p.forcingAt(p.index(m.At))>>(m.Tile&7)&1 == 0 {
			// One tile more: no other move gives the same position.
			keep = append(keep, m)
			continue
		}
		if p.Play(m) != nil {
			continue
		}
		k := p.key
		p.Undo()
		for _, s := range keys {
			if s == k {
				continue next
			}
		}
		keys = append(keys, k)
		keep = append(keep, m)
	}
	return keep
}

// hasLegalMove reports whether the player to move has any legal move.
func (p *Position) hasLegalMove() bool {
	var buf [96]Move
	for _, m := range p.Candidates(buf[:0]) {
		if p.Play(m) == nil {
			p.Undo()
			return true
		}
	}
	return false
}

// IsLegal reports whether m is a legal move now, and if not, why.
func (p *Position) IsLegal(m Move) error {
	if err := p.Play(m); err != nil {
		return err
	}
	p.Undo()
	return nil
}

// LegalMovesAt appends the legal moves that place their tile at q.
func (p *Position) LegalMovesAt(dst []Move, q Point) []Move {
	if p.outcome.Over() {
		return dst
	}
	if len(p.placedLog) == 0 {
		if q == (Point{}) {
			dst = append(dst, firstMoves[:]...)
		}
		return dst
	}
	for _, t := range Tiles {
		if m := (Move{q, t}); p.Fits(q, t) && p.IsLegal(m) == nil {
			dst = append(dst, m)
		}
	}
	return dst
}

// Preview returns what move m would do without doing it: the tiles its
// turn would place (chosen first, then forced in the order Play placed them) and the
// outcome after it, or why it is not legal.
func (p *Position) Preview(m Move) ([]Placement, Outcome, error) {
	if err := p.Play(m); err != nil {
		return nil, Outcome{}, err
	}
	turn, o := p.LastTurn(), p.Outcome()
	p.Undo()
	return turn, o, nil
}
