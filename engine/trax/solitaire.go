package trax

import "fmt"

// TRAX solitaire (patience, specification section 4): one player places a
// shuffled pile of 9 (3x3) or 16 (4x4) tiles inside the square, each as it
// lies unless it fits nowhere; forced spaces take the next pile tiles,
// turned as needed. The deal is won when one path runs through every tile.

// SoloStatus is the state of a solitaire deal.
type SoloStatus uint8

const (
	// SoloPlaying means tiles remain and the top one has a place.
	SoloPlaying SoloStatus = iota
	// SoloWon means one path runs through all the tiles.
	SoloWon
	// SoloLost means the top tile fits nowhere, even turned, or the square
	// is full without the path.
	SoloLost
)

// String returns "playing", "won" or "lost".
func (s SoloStatus) String() string { return [...]string{"playing", "won", "lost"}[s] }

// SolitaireVariant returns the rules of the size x size patience.
func SolitaireVariant(size int) Variant {
	return Variant{Name: fmt.Sprintf("solitaire%d", size), Limit: size, Solo: true}
}

// Solitaire is one deal of TRAX solitaire.
type Solitaire struct {
	pos  *Position
	pile []Tile // the whole deal, top first; pos.TileCount() tiles are used
}

// NewSolitaire deals a size x size patience (size 3 or 4) from seed: each
// tile with a random face and rotation (each straight 1/4, each curve 1/8).
func NewSolitaire(size int, seed uint64) (*Solitaire, error) {
	if size != 3 && size != 4 {
		return nil, fmt.Errorf("trax: solitaire is 3x3 or 4x4, not %dx%d", size, size)
	}
	s := &Solitaire{pos: NewPosition(SolitaireVariant(size))}
	for i := range size * size {
		s.pile = append(s.pile, RollFor(Bag, seed, i, 0, White).Tile)
	}
	return s, nil
}

// NewSolitaireDeal starts a patience with a given pile, top first; its
// length must be 9 or 16.
func NewSolitaireDeal(pile []Tile) (*Solitaire, error) {
	size := map[int]int{9: 3, 16: 4}[len(pile)]
	if size == 0 {
		return nil, fmt.Errorf("trax: a solitaire pile has 9 or 16 tiles, not %d", len(pile))
	}
	for i, t := range pile {
		if !t.Valid() {
			return nil, fmt.Errorf("trax: pile tile %d is not a tile", i+1)
		}
	}
	return &Solitaire{pos: NewPosition(SolitaireVariant(size)), pile: append([]Tile(nil), pile...)}, nil
}

// Position returns the board. Use the Solitaire's methods to change it.
func (s *Solitaire) Position() *Position { return s.pos }

// Size returns the side of the square.
func (s *Solitaire) Size() int { return s.pos.variant.Limit }

// Pile returns the tiles not yet played, the top (turned-up) one first.
func (s *Solitaire) Pile() []Tile { return append([]Tile(nil), s.pile[s.pos.TileCount():]...) }

// Top returns the turned-up tile, or Empty when the pile is used up.
func (s *Solitaire) Top() Tile {
	if n := s.pos.TileCount(); n < len(s.pile) {
		return s.pile[n]
	}
	return Empty
}

// Moves returns the legal placements of the top tile: as it lies (rule 2),
// or, when it fits nowhere so, turned or flipped (rule 6; turned reports
// it). Placements that lead to the same board are listed once.
func (s *Solitaire) Moves() (moves []Move, turned bool) {
	top := s.Top()
	switch {
	case top == Empty:
		return nil, false
	case s.pos.TileCount() == 0:
		return []Move{{Tile: top}}, false
	}
	seen := map[uint64]bool{}
	for _, m := range s.pos.LegalMovesWithTile(nil, top) {
		s.pos.Play(m)
		k := s.pos.Key()
		s.pos.Undo()
		if !seen[k] {
			seen[k] = true
			moves = append(moves, m)
		}
	}
	if len(moves) > 0 {
		return moves, false
	}
	all := s.pos.DistinctMoves(nil)
	return all, len(all) > 0
}

// Play places the top tile by move m (rule 6 allows another orientation
// only when the top tile fits nowhere as it lies); forced spaces take the
// next pile tiles (rule 5).
func (s *Solitaire) Play(m Move) error {
	if s.Status() != SoloPlaying {
		return &PlaceError{m, m.At, ErrGameOver}
	}
	if _, turned := s.Moves(); !turned && m.Tile != s.Top() {
		return &PlaceError{m, m.At, fmt.Errorf("%w: the top tile %v has a place as it lies", ErrNotRolled, s.Top())}
	}
	return s.pos.Play(m)
}

// Undo takes back the last placement and the forced tiles it brought.
func (s *Solitaire) Undo() bool { return s.pos.Undo() }

// Status tells whether the deal is still in play, won or lost.
func (s *Solitaire) Status() SoloStatus {
	if s.pos.TileCount() == len(s.pile) {
		if s.fullPath() != nil {
			return SoloWon
		}
		return SoloLost
	}
	if m, _ := s.Moves(); len(m) == 0 {
		return SoloLost
	}
	return SoloPlaying
}

// WinningPath returns the places of the path through every tile, in
// order, or nil if there is none.
func (s *Solitaire) WinningPath() []Point {
	if s.pos.TileCount() != len(s.pile) {
		return nil
	}
	return s.fullPath()
}

// LongestPath returns the places of the longest path, of either colour,
// through the tiles laid so far, in order: the goal path so far (the deal
// is won when one path runs through every tile).
func (s *Solitaire) LongestPath() []Point {
	var best []Point
	for _, pl := range s.pos.Placements() {
		for _, d := range [4]Dir{North, East, South, West} {
			if path := s.pos.pathThrough(pl.At, d); len(path) > len(best) {
				best = path
			}
		}
	}
	return best
}

// fullPath looks for a path, of either colour, that runs through every
// tile on the board.
func (s *Solitaire) fullPath() []Point {
	p := s.pos
	n := p.TileCount()
	for _, pl := range p.Placements() {
		for _, start := range [2]Dir{North, East} {
			if start == East && pl.Tile.Exit(North) == East {
				continue // North and East share a path: already tried
			}
			if path := p.pathThrough(pl.At, start); len(path) == n {
				return path
			}
		}
	}
	return nil
}

// pathThrough returns the tiles of the path that meets edge d of the tile
// at q, in order from one end to the other (for a loop, starting at q).
func (p *Position) pathThrough(q Point, d Dir) []Point {
	// Walk back from edge d to an end (or around a loop to q).
	cq, cd := q, d
	for {
		n := cq.Add(cd)
		nt := p.At(n)
		if nt == Empty {
			break
		}
		cq, cd = n, nt.Exit(cd.Opposite())
		if cq == q && cd == d {
			break // a loop: start anywhere
		}
	}
	// cq, cd is an end (or q): walk the other way, collecting tiles.
	var out []Point
	start := cq
	d = p.At(cq).Exit(cd)
	for {
		out = append(out, cq)
		n := cq.Add(d)
		nt := p.At(n)
		if nt == Empty || n == start || len(out) > p.TileCount() {
			return out
		}
		cq, d = n, nt.Exit(d.Opposite())
	}
}

// Winnable reports whether the deal can still be won from here with the
// pile as it lies, searching every choice (with memory of positions seen).
func (s *Solitaire) Winnable() bool {
	return s.winnable(map[uint64]bool{})
}

// Solve is Winnable with one step of a solution: while the deal can still
// be won it returns a move after which it still can (ok true); on a won
// deal ok is true and there is no move. One search gives both, so a
// screen that shows the verdict and offers a hint searches once.
func (s *Solitaire) Solve() (m Move, ok bool) {
	switch s.Status() {
	case SoloWon:
		return Move{}, true
	case SoloLost:
		return Move{}, false
	}
	seen := map[uint64]bool{}
	moves, _ := s.Moves()
	for _, m := range moves {
		if s.pos.Play(m) != nil {
			continue
		}
		win := s.winnable(seen)
		s.pos.Undo()
		if win {
			return m, true
		}
	}
	return Move{}, false
}

func (s *Solitaire) winnable(seen map[uint64]bool) bool {
	switch s.Status() {
	case SoloWon:
		return true
	case SoloLost:
		return false
	}
	key := s.pos.Key()
	if v, ok := seen[key]; ok {
		return v
	}
	moves, _ := s.Moves()
	win := false
	for _, m := range moves {
		if s.pos.Play(m) != nil {
			continue
		}
		win = s.winnable(seen)
		s.pos.Undo()
		if win {
			break
		}
	}
	seen[key] = win
	return win
}
