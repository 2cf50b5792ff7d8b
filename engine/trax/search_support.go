package trax

// Search support: cheap, exact queries that a game-tree search (package
// ai) makes millions of times. They add no rule: they read the state that
// Play already keeps (the turn's result, the path ends) without the extra
// work the general API does for safety or convenience.

// TurnOutcome returns the result decided by the last turn: a loop, a line
// or a full board. Unlike Outcome it does not look for the "no legal move"
// draw, which costs a move generation; a search finds that itself when it
// generates no move.
func (p *Position) TurnOutcome() Outcome { return p.outcome }

// NullMove gives the turn to the opponent without a tile, in any variant:
// a search's null move (the opponent moves twice in a row), which tells it
// whether a position is so good that even passing keeps it. No rule allows
// it outside Tur-TRAX (Pass). Undo takes it back like a turn.
func (p *Position) NullMove() error {
	if p.outcome.Over() {
		return ErrGameOver
	}
	p.pushFrame()
	p.turn++
	p.toMove = p.toMove.Other()
	p.noMoves = -1
	return nil
}

// PlayCompleting is Play that also reports which colours the turn completed
// a winning loop or line for (indexed by Color). Both can be true; the
// Outcome then names the mover. A search uses it to learn, from one trial
// move, both whether the mover wins with it and whether the opponent would
// win by playing it on their turn (the tiles a move places do not depend
// on who plays it). On an error the position is unchanged.
func (p *Position) PlayCompleting(m Move) (done [2]bool, err error) {
	if err = p.Play(m); err == nil {
		done = p.done
	}
	return done, err
}

// OpenPath is a path on the board with two open ends, described by the
// empty spaces its ends face.
type OpenPath struct {
	Color Color
	// A and B are the empty spaces the two ends of the path point into.
	A, B Point
	// DA and DB are the edges of A and B through which the path enters.
	DA, DB Dir
}

// OpenPaths appends every path with open ends to dst, each once (a path
// that closed into a loop has none). An evaluation reads from it how close
// each path is to closing or to spanning the area.
func (p *Position) OpenPaths(dst []OpenPath) []OpenPath {
	for _, i := range p.placedLog {
		for d := North; d <= West; d++ {
			n := p.step(i, d)
			if p.cells[n] != Empty {
				continue
			}
			slot := i*4 + int32(d)
			other := p.ends[slot]
			if other < slot {
				continue // listed from the other end
			}
			od := Dir(other % 4)
			dst = append(dst, OpenPath{
				Color: p.cells[i].EdgeColor(d),
				A:     p.point(n), DA: d.Opposite(),
				B:  p.point(p.step(other/4, od)),
				DB: od.Opposite(),
			})
		}
	}
	return dst
}

// TurnPaths appends the open paths the last turn made or lengthened: a
// new threat (a move that would complete a loop or line) can only come
// from these paths, so a search looks for it near their ends first. Valid
// right after Play or PlayCompleting, before any other Play or Undo.
func (p *Position) TurnPaths(dst []OpenPath) []OpenPath {
	for _, pr := range p.pairs {
		a, b := pr[0], pr[1]
		na, nb := p.step(a/4, Dir(a%4)), p.step(b/4, Dir(b%4))
		if p.ends[a] != b || p.cells[na] != Empty || p.cells[nb] != Empty {
			continue // joined again later in the same turn
		}
		da, db := Dir(a%4), Dir(b%4)
		dst = append(dst, OpenPath{
			Color: p.cells[a/4].EdgeColor(da),
			A:     p.point(na), DA: da.Opposite(),
			B:  p.point(nb),
			DB: db.Opposite(),
		})
	}
	return dst
}

// PeekCompleting is PlayCompleting without the play, for a candidate move
// (from Candidates) that forces no tile: it reports which colours the
// move would complete a winning loop or line for, reading the path ends
// as Play would update them. ok is false, and nothing is known, when the
// move would force tiles or cannot be judged so; the caller then plays
// it. A move that forces nothing is legal and makes a position no other
// move makes, so a search needs no trial for it.
func (p *Position) PeekCompleting(m Move) (done [2]bool, ok bool) {
	if p.outcome.Over() || p.variant.Solo || len(p.placedLog) == 0 || !p.inGrid(m.At, 2) ||
		p.forcingAt(p.index(m.At))>>(m.Tile&7)&1 != 0 {
		return done, false
	}
	i := p.index(m.At)
	ends, delta := p.ends, p.delta
	if p.cells[i] != Empty {
		return done, false
	}
	occ := p.masks[i] // bit d: the cell across edge d is filled
	// Path 0 of the tile is its red one, path 1 its white one (pathEnds);
	// each joins the paths across its two edges a and b, whose open ends
	// farA and farB then become one path's ends (or a loop if they were
	// one path's already).
	e := pathEnds[m.Tile&7]
	a, b := e[0][0], e[0][1]
	na, nb := i+delta[a&3], i+delta[b&3]
	farA0, farB0 := i*4+int32(a), i*4+int32(b)
	if occ>>a&1 != 0 {
		farA0 = ends[na*4+int32(a^2)]
		if occ>>b&1 != 0 && farA0 == nb*4+int32(b^2) {
			done[Red] = true
		}
	}
	if occ>>b&1 != 0 {
		farB0 = ends[nb*4+int32(b^2)]
	}
	// The white path reads the ends as the red one's joining left them.
	a, b = e[1][0], e[1][1]
	na, nb = i+delta[a&3], i+delta[b&3]
	farA1, farB1 := i*4+int32(a), i*4+int32(b)
	if occ>>a&1 != 0 {
		farA1 = peekEnd(ends, na*4+int32(a^2), done[Red], farA0, farB0)
		if occ>>b&1 != 0 && farA1 == nb*4+int32(b^2) {
			done[White] = true
		}
	}
	if occ>>b&1 != 0 {
		farB1 = peekEnd(ends, nb*4+int32(b^2), done[Red], farA0, farB0)
	}
	if !p.variant.LinesWin {
		return done, true
	}
	// A line spans 8 rows or columns, between ends that face opposite ways.
	area := p.area.grow(m.At)
	if area.Width() < 8 && area.Height() < 8 {
		return done, true
	}
	if !done[Red] && (farA0^farB0)&3 == 2 && p.peekLine(farA0, farB0, i, area) {
		done[Red] = true
	}
	if !done[White] && (farA1^farB1)&3 == 2 && p.peekLine(farA1, farB1, i, area) {
		done[White] = true
	}
	return done, true
}

// peekEnd is the other end of the path whose open end is slot s, for
// PeekCompleting's second path: unless the first path closed a loop
// (looped), its ends a and b are now joined to each other.
func peekEnd(ends []int32, s int32, looped bool, a, b int32) int32 {
	switch {
	case looped:
	case s == a:
		return b
	case s == b:
		return a
	}
	return ends[s]
}

// peekLine is isLine for the path with open ends a and b once the cell i
// is filled and the area is area.
func (p *Position) peekLine(a, b, i int32, area Rect) bool {
	na, nb := p.step(a/4, Dir(a%4)), p.step(b/4, Dir(b%4))
	if na == i || nb == i || p.cells[na] != Empty || p.cells[nb] != Empty {
		return false // not an open end once the tile is placed
	}
	da, db := Dir(a%4), Dir(b%4)
	if da > db {
		a, b, da, db = b, a, db, da
	}
	qa, qb := p.point(a/4), p.point(b/4)
	switch {
	case da == North && db == South:
		return area.Height() >= 8 && qa.Y == area.MinY && qb.Y == area.MaxY
	case da == East && db == West:
		return area.Width() >= 8 && qa.X == area.MaxX && qb.X == area.MinX
	}
	return false
}
