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

// PlayCompleting is Play that also reports which colours the turn completed
// a winning loop or line for (indexed by Color). Both can be true; the
// Outcome then names the mover. A search uses it to learn, from one trial
// move, both whether the mover wins with it and whether the opponent would
// win by playing it on their turn (the tiles a move places do not depend
// on who plays it). On an error the position is unchanged.
func (p *Position) PlayCompleting(m Move) (done [2]bool, err error) {
	if err := p.Play(m); err != nil {
		return done, err
	}
	c := p.done
	if p.variant.Solo {
		c = p.completed()
	}
	for c, w := range c {
		done[c] = w.method != NotOver
	}
	return done, nil
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
