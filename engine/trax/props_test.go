package trax

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// Property tests over many seeded random games, each checking the fast,
// incremental position against a slow twin that recomputes everything
// from the tiles on the board.

// tilesOf returns the board as a map from place to tile.
func tilesOf(p *Position) map[Point]Tile {
	out := map[Point]Tile{}
	for _, pl := range p.Placements() {
		out[pl.At] = pl.Tile
	}
	return out
}

// slowClose places the chosen tile and fills forced spaces by scanning the
// whole area in reading order until nothing changes (a different order
// from the fast closure). It reports false if a space gets three edges of
// one colour.
func slowClose(board map[Point]Tile, m Move) bool {
	board[m.At] = m.Tile
	for changed := true; changed; {
		changed = false
		a := areaOf(board)
		for y := a.MinY - 1; y <= a.MaxY+1; y++ {
			for x := a.MinX - 1; x <= a.MaxX+1; x++ {
				q := Point{x, y}
				if board[q] != Empty {
					continue
				}
				var red, white uint8
				for d := North; d <= West; d++ {
					if n := board[q.Add(d)]; n != Empty {
						if n.EdgeColor(d.Opposite()) == Red {
							red |= 1 << d
						} else {
							white |= 1 << d
						}
					}
				}
				switch nr, nw := popcount(red), popcount(white); {
				case nr >= 3 || nw >= 3:
					return false
				case nr == 2:
					board[q], changed = tileByRedMask[red], true
				case nw == 2:
					board[q], changed = tileByRedMask[^white&15], true
				}
			}
		}
	}
	return true
}

func popcount(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

func areaOf(board map[Point]Tile) Rect {
	a := Rect{0, 0, -1, -1}
	for q := range board {
		a = a.grow(q)
	}
	return a
}

// slowPaths traces every path on the board and returns which colours have
// a loop and which have a line (by the rules of section 3).
func slowPaths(board map[Point]Tile, linesWin bool) (loops, lines [2]bool) {
	a := areaOf(board)
	type pathID struct {
		q Point
		a Dir // the lower edge of the tile's path
	}
	id := func(q Point, d Dir) pathID { return pathID{q, min(d, board[q].Exit(d))} }
	seen := map[pathID]bool{}
	for q, t := range board {
		for d := North; d <= West; d++ {
			if seen[id(q, d)] {
				continue
			}
			seen[id(q, d)] = true
			c := t.EdgeColor(d)
			// leave walks out of tile q by edge d until it reaches an open
			// end, or comes back into the start tile's path (a loop).
			leave := func(q Point, d Dir) (Point, Dir, bool) {
				start := id(q, d)
				for {
					n := q.Add(d)
					if board[n] == Empty {
						return q, d, false
					}
					enter := d.Opposite()
					if id(n, enter) == start {
						return q, d, true
					}
					seen[id(n, enter)] = true
					q, d = n, board[n].Exit(enter)
				}
			}
			q1, d1, closed := leave(q, d)
			if closed {
				loops[c] = true
				continue
			}
			q2, d2, _ := leave(q, t.Exit(d))
			if !linesWin {
				continue
			}
			if d1 > d2 {
				q1, d1, q2, d2 = q2, d2, q1, d1
			}
			if d1 == North && d2 == South && a.Height() >= 8 && q1.Y == a.MinY && q2.Y == a.MaxY ||
				d1 == East && d2 == West && a.Width() >= 8 && q1.X == a.MaxX && q2.X == a.MinX {
				lines[c] = true
			}
		}
	}
	return
}

// checkAgainstSlowTwin compares the position after its last turn with the
// slow twin: forced closure, open path ends, no forced space left, result.
func checkAgainstSlowTwin(t testing.TB, p *Position) {
	t.Helper()
	after := tilesOf(p)
	lt := p.LastTurn()
	before := maps.Clone(after)
	for _, pl := range lt {
		delete(before, pl.At)
	}
	if !slowClose(before, Move{lt[0].At, lt[0].Tile}) {
		t.Fatalf("slow twin finds the turn illegal")
	}
	if !maps.Equal(before, after) {
		t.Fatalf("forced closure differs from the slow twin:\n%v\nvs\n%v", before, after)
	}
	// No empty space has two edges of one colour entering.
	a := p.Area()
	for y := a.MinY - 1; y <= a.MaxY+1; y++ {
		for x := a.MinX - 1; x <= a.MaxX+1; x++ {
			q := Point{x, y}
			if p.At(q) != Empty {
				continue
			}
			occ, red := p.edgeMasks(p.index(q))
			if popcount(red) >= 2 || popcount(occ&^red) >= 2 {
				t.Fatalf("empty space %v has two edges of one colour after the turn", q)
			}
		}
	}
	checkMasks(t, p)
	// Every open end's partner is the end the slow walk reaches.
	for q, tile := range after {
		i := p.index(q)
		for d := North; d <= West; d++ {
			if p.At(q.Add(d)) != Empty {
				continue
			}
			cq, cd := q, d
			for {
				e := after[cq].Exit(cd)
				n := cq.Add(e)
				if after[n] == Empty {
					cd = e
					break
				}
				cq, cd = n, e.Opposite()
			}
			if got, want := p.ends[i*4+int32(d)], p.index(cq)*4+int32(cd); got != want {
				t.Fatalf("open end %v/%d (tile %v): partner slot %d, slow walk says %d", q, d, tile, got, want)
			}
		}
	}
	// The result.
	loops, lines := slowPaths(after, p.variant.LinesWin)
	mover := p.ToMove().Other()
	want := Outcome{}
	for _, c := range [2]Color{mover, mover.Other()} {
		if loops[c] {
			want = Outcome{Method: ByLoop, Winner: c}
			break
		}
		if lines[c] {
			want = Outcome{Method: ByLine, Winner: c}
			break
		}
	}
	got := p.outcome
	if got.Method != want.Method || want.Over() && got.Winner != want.Winner {
		if !(got.Method == ByFullBoard && !want.Over()) {
			t.Fatalf("outcome %v, slow twin says %v", got, want)
		}
	}
}

// checkMasks compares the kept edge mask of every space of the grid (but
// its border) with the tiles around it: the slow twin of addMasks and clearMasks.
func checkMasks(t testing.TB, p *Position) {
	t.Helper()
	for i := range p.cells {
		gx, gy := i%p.w, i/p.w
		if gx == 0 || gy == 0 || gx == p.w-1 || gy == p.h-1 {
			continue
		}
		q := p.point(int32(i))
		var want uint8
		for d := North; d <= West; d++ {
			if n := p.At(q.Add(d)); n != Empty {
				want |= 1 << d
				if n.EdgeColor(d.Opposite()) == Red {
					want |= 1 << (4 + d)
				}
			}
		}
		if got := p.masks[i]; got != want {
			t.Fatalf("space %v: kept edge mask %08b, the tiles around it say %08b", q, got, want)
		}
	}
}

// snapshot is everything Undo must restore.
type snapshot struct {
	key, shape uint64
	tiles      map[Point]Tile
	area       Rect
	toMove     Color
	turn       int
	outcome    Outcome
	ends       map[[3]int][3]int // open end (x, y, edge) -> other end
}

// slotPlace names a path-end slot by place and edge, which stay the same
// when the grid grows.
func slotPlace(p *Position, s int32) [3]int {
	q := p.point(s / 4)
	return [3]int{q.X, q.Y, int(s % 4)}
}

func snap(p *Position) snapshot {
	s := snapshot{p.Key(), p.ShapeKey(), tilesOf(p), p.Area(), p.ToMove(), p.Turns(), p.outcome, map[[3]int][3]int{}}
	for _, pl := range p.Placements() {
		i := p.index(pl.At)
		for d := North; d <= West; d++ {
			if p.At(pl.At.Add(d)) == Empty {
				s.ends[slotPlace(p, i*4+int32(d))] = slotPlace(p, p.ends[i*4+int32(d)])
			}
		}
	}
	return s
}

func (s snapshot) equal(o snapshot) bool {
	return s.key == o.key && s.shape == o.shape && maps.Equal(s.tiles, o.tiles) && s.area == o.area &&
		s.toMove == o.toMove && s.turn == o.turn && s.outcome == o.outcome && maps.Equal(s.ends, o.ends)
}

func randomGames(t *testing.T, v Variant, games int, check func(p *Position, m Move)) {
	rng := rand.New(rand.NewPCG(uint64(games), 7))
	for range games {
		p := NewPosition(v)
		for !p.Outcome().Over() {
			moves := p.LegalMoves(nil)
			m := moves[rng.IntN(len(moves))]
			check(p, m)
			if t.Failed() {
				return
			}
		}
	}
}

func TestRandomGamesAgreeWithSlowTwin(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 40
	}
	for _, v := range []Variant{Trax, Trax8x8, LoopTrax} {
		t.Run(v.Name, func(t *testing.T) {
			randomGames(t, v, games, func(p *Position, m Move) {
				if err := p.Play(m); err != nil {
					t.Fatalf("legal move %v refused: %v", m, err)
				}
				checkAgainstSlowTwin(t, p)
			})
		})
	}
}

func TestRandomGamesUndoRestoresExactly(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 100
	}
	randomGames(t, Trax, games, func(p *Position, m Move) {
		before := snap(p)
		// Every candidate, legal or not, must leave no trace once undone.
		for _, c := range p.Candidates(nil) {
			if p.Play(c) == nil {
				p.Undo()
			}
			if !snap(p).equal(before) {
				t.Fatalf("playing and undoing %v changed the position", c)
			}
			checkMasks(t, p)
		}
		p.Play(m)
		after := snap(p)
		p.Undo()
		if !snap(p).equal(before) {
			t.Fatalf("undo of %v did not restore the position", m)
		}
		p.Play(m)
		if !snap(p).equal(after) {
			t.Fatalf("replaying %v gave another position", m)
		}
	})
}

func TestRandomGamesNotationRoundTrip(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	randomGames(t, Trax, games, func(p *Position, m Move) {
		for _, c := range p.LegalMoves(nil) {
			tok := p.FormatMove(c)
			got, err := p.ParseMove(tok)
			if err != nil || got != c {
				t.Fatalf("format %v = %q, parse = %v, %v", c, tok, got, err)
			}
		}
		p.Play(m)
	})
}

func TestShapeKeyIgnoresTranslation(t *testing.T) {
	// The same shape built with the first tile in different places of
	// the final area: the records differ, the shapes are translations.
	a := mustLoad(t, LoopTrax, "@0+ B1+ C1+").Position()
	b := mustLoad(t, LoopTrax, "@0+ @1+ @1+").Position()
	if a.ShapeKey() != b.ShapeKey() {
		t.Fatalf("translated positions have different shape keys")
	}
	if a.Key() == b.Key() {
		t.Fatalf("translated positions share the exact key")
	}
	c := mustLoad(t, LoopTrax, "@0+ B1+ C1\\").Position()
	if a.ShapeKey() == c.ShapeKey() {
		t.Fatalf("different shapes share a shape key")
	}
}

func TestBoardGrowsWithoutBound(t *testing.T) {
	// A row of 300 tiles in Loop Trax (lines do not end it), grown at both
	// ends: the grid must re-centre and keep every path right.
	p := NewPosition(LoopTrax)
	p.Play(Move{Point{0, 0}, StraightRedAcross})
	for k := 1; k <= 150; k++ {
		for _, x := range []int{k, -k} {
			if err := p.Play(Move{Point{x, 0}, StraightRedAcross}); err != nil {
				t.Fatalf("tile at x=%d: %v", x, err)
			}
			checkAgainstSlowTwin(t, p)
		}
	}
	if p.Area().Width() != 301 || p.TileCount() != 301 {
		t.Fatalf("area %+v", p.Area())
	}
	for p.Undo() {
	}
	if p.TileCount() != 0 || p.Key() != 0 {
		t.Fatalf("undo all left %d tiles", p.TileCount())
	}
}

func TestSymmetricPositionsShareShape(t *testing.T) {
	d := loadTestData(t)
	// All eight records give the same two-tile position up to rotation and
	// reflection (colours kept): compare the multiset of canonical forms.
	canon := func(p *Position) string {
		best := ""
		for r := 0; r < 8; r++ {
			var cells []string
			pls := p.Placements()
			minX, minY := 1<<30, 1<<30
			type tp struct {
				q Point
				t Tile
			}
			var ts []tp
			for _, pl := range pls {
				q, tile := pl.At, pl.Tile
				for k := 0; k < r%4; k++ {
					q, tile = Point{-q.Y, q.X}, tile.Rotate(1)
				}
				if r >= 4 {
					q, tile = Point{-q.X, q.Y}, mirror(tile)
				}
				ts = append(ts, tp{q, tile})
				minX, minY = min(minX, q.X), min(minY, q.Y)
			}
			for _, x := range ts {
				cells = append(cells, string(rune('0'+x.q.X-minX))+string(rune('0'+x.q.Y-minY))+string(rune('0'+x.t)))
			}
			sortStrings(cells)
			s := ""
			for _, c := range cells {
				s += c
			}
			if best == "" || s < best {
				best = s
			}
		}
		return best
	}
	var first string
	for _, rec := range d.Symmetry.Records {
		c := canon(mustLoad(t, Trax, rec).Position())
		if first == "" {
			first = c
		} else if c != first {
			t.Errorf("%s is not the same position up to symmetry", rec)
		}
	}
}

// mirror reflects a tile left-right.
func mirror(t Tile) Tile {
	m := redMask[t]
	e, w := m&(1<<East) != 0, m&(1<<West) != 0
	m &^= 1<<East | 1<<West
	if e {
		m |= 1 << West
	}
	if w {
		m |= 1 << East
	}
	return tileByRedMask[m]
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// TestForcingAtMatchesPlay checks the forcing test that lets LegalMoves
// and PeekCompleting skip trial plays: a candidate forces a tile exactly
// when playing it places more than one tile or fails, and LegalMoves is
// exactly the candidates that Play accepts.
func TestForcingAtMatchesPlay(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 20
	}
	for _, v := range []Variant{Trax, Trax8x8, LoopTrax} {
		t.Run(v.Name, func(t *testing.T) {
			randomGames(t, v, games, func(p *Position, m Move) {
				var want []Move
				for _, c := range p.Candidates(nil) {
					forcing := p.forcingAt(p.index(c.At))>>(c.Tile&7)&1 != 0
					if err := p.Play(c); err != nil {
						if !forcing {
							t.Fatalf("%v fails (%v) but forcingAt says it forces nothing\n%s", c, err, p)
						}
						continue
					}
					placed := len(p.LastTurn())
					p.Undo()
					if forcing != (placed > 1) {
						t.Fatalf("%v places %d tiles but forcingAt says forcing=%v\n%s", c, placed, forcing, p)
					}
					want = append(want, c)
				}
				if got := p.LegalMoves(nil); !slices.Equal(got, want) {
					t.Fatalf("LegalMoves = %v, want %v\n%s", got, want, p)
				}
				p.Play(m)
			})
		})
	}
}
