package trax

import (
	"errors"
	"fmt"
	"math/bits"
)

// Point is a place on the unbounded plane. X grows to the right (East), Y
// downwards (South). The first tile of a game lies at (0, 0).
type Point struct{ X, Y int }

// Add returns the point moved by one step across edge d.
func (p Point) Add(d Dir) Point {
	dx, dy := d.Delta()
	return Point{p.X + dx, p.Y + dy}
}

// Move is the first tile of a turn: the only choice a player makes. The
// forced tiles that follow are not part of it.
type Move struct {
	At   Point
	Tile Tile
}

// Placement is one tile that a turn put on the board, chosen or forced.
type Placement struct {
	At     Point
	Tile   Tile
	Forced bool
}

// Rect is the area the tiles occupy: columns MinX..MaxX and rows MinY..MaxY,
// inclusive. An empty board has an empty Rect (Width 0).
type Rect struct{ MinX, MinY, MaxX, MaxY int }

// Width is the number of occupied columns' span.
func (r Rect) Width() int {
	if r.MaxX < r.MinX {
		return 0
	}
	return r.MaxX - r.MinX + 1
}

// Height is the number of occupied rows' span.
func (r Rect) Height() int {
	if r.MaxY < r.MinY {
		return 0
	}
	return r.MaxY - r.MinY + 1
}

// Contains reports whether p lies in the area.
func (r Rect) Contains(p Point) bool {
	return p.X >= r.MinX && p.X <= r.MaxX && p.Y >= r.MinY && p.Y <= r.MaxY
}

func (r Rect) grow(p Point) Rect {
	if r.MaxX < r.MinX {
		return Rect{p.X, p.Y, p.X, p.Y}
	}
	return Rect{min(r.MinX, p.X), min(r.MinY, p.Y), max(r.MaxX, p.X), max(r.MaxY, p.Y)}
}

// Errors returned by Play. They are wrapped with the place they concern;
// test for them with errors.Is.
var (
	ErrGameOver     = errors.New("the game is over")
	ErrNotEmpty     = errors.New("the space is not empty")
	ErrNotAdjacent  = errors.New("the space does not share an edge with a placed tile")
	ErrColorClash   = errors.New("the tile's colours do not match its neighbours")
	ErrThreeColors  = errors.New("a forced play would leave a space with three edges of one colour")
	ErrOutsideLimit = errors.New("the tile would make the area larger than the board")
	ErrFirstMove    = errors.New("the first tile must be played at @0")
	ErrNoTile       = errors.New("not a tile")
)

// PlaceError says why a move is not legal and where.
type PlaceError struct {
	Move Move
	// Where is the space the rule broke at: the move's own space, or for
	// ErrThreeColors the space that would get three edges of one colour.
	Where Point
	Err   error
}

func (e *PlaceError) Error() string {
	if e.Where != e.Move.At {
		return fmt.Sprintf("%v at (%d,%d)", e.Err, e.Where.X, e.Where.Y)
	}
	return e.Err.Error()
}

func (e *PlaceError) Unwrap() error { return e.Err }

// endChange records one overwritten entry of Position.ends for undo.
type endChange struct{ slot, old int32 }

// turnFrame holds what Undo needs to restore a turn.
type turnFrame struct {
	placed     int // tiles placed before the turn (changeLog holds four per tile)
	area       Rect
	key, shape uint64
	noMoves    int8 // cached "player to move has no legal move": -1 unknown
	// (No outcome: a turn is only played, or passed, in a game that is
	// not over, so the outcome to restore is always Outcome{}.)
}

// Position is a Trax position: the tiles on the board, the player to move
// and the result so far, under one Variant. Play and Undo change it in
// place, turn by turn; they keep the path bookkeeping (which open path end
// joins which) incrementally, so a loop or a line is found in constant time.
//
// The zero Position is not usable; create one with NewPosition.
type Position struct {
	variant Variant

	// The board is a grid that holds the occupied area plus a margin of
	// gridMargin empty spaces on every side; it grows (and re-centres) when
	// needed.
	// Its width is a power of two, so a cell's column and row are a mask
	// and a shift of its index, not a division (which WebAssembly makes a
	// function call).
	w, h   int
	shift  uint8    // w == 1<<shift
	delta  [4]int32 // the cell across edge d of cell i is i+delta[d]
	ox, oy int      // plane coordinates of grid cell 0
	cells  []Tile
	// masks[i] is the edge mask of cell i (see edgeMask), kept as tiles
	// come and go, so the move generator reads it rather than four cells.
	masks []uint8
	// ends[i*4+d] is, when edge d of the tile in cell i faces an empty
	// space, the slot (cell*4+edge) at the other end of the same path.
	ends []int32

	area       Rect
	key, shape uint64 // exact and translation-invariant hashes
	toMove     Color
	turn       int // turns played
	outcome    Outcome

	placedLog []int32 // cells in the order they were filled
	// changeLog holds, for placedLog[k], the four entries of ends that
	// placing it overwrote, at 4k to 4k+3 (two per path it joined), so
	// Undo takes back a tile and its joins in one step.
	changeLog []endChange
	frames    []turnFrame
	noMoves   int8 // cache for the current position: -1 unknown, 0 has moves, 1 none

	// scratch for a turn in progress
	queue []int32
	pairs [][2]int32
	loops []int32
	// pairFacing has bit (a^b)&3 set for each pair of ends a, b the turn
	// joined: only bit 2, ends that face opposite ways, can make a line.
	pairFacing uint8
	// done tells, per colour, whether the last Play completed a winning
	// loop or line (the search reads it through PlayCompleting); valid
	// only right after Play.
	done [2]bool

	powA, powB, invA, invB []uint64
}

// The first grid: 32 columns (a power of two) by 24 rows.
const initialWidth, initialHeight = 32, 24

// gridMargin is the least number of empty spaces between the occupied area
// and the grid's border, so that every space a move could touch has its
// own four neighbours (and its entry in masks) in the grid. Play keeps it
// by growing the grid before a chosen tile comes nearer: a forced tile
// needs two neighbours, so it never lies farther out than the chosen ones.
const gridMargin = 2

// NewPosition returns the empty board of the variant, White to move.
func NewPosition(v Variant) *Position {
	p := &Position{variant: v, noMoves: -1}
	p.area = Rect{0, 0, -1, -1}
	p.alloc(initialWidth, initialHeight, -initialWidth/2, -initialHeight/2)
	return p
}

// alloc makes an empty grid of w (a power of two) by h cells whose cell 0
// lies at (ox, oy).
func (p *Position) alloc(w, h, ox, oy int) {
	if w&(w-1) != 0 {
		panic("trax: grid width not a power of two")
	}
	p.w, p.h, p.ox, p.oy = w, h, ox, oy
	p.shift = uint8(bits.TrailingZeros(uint(w)))
	p.delta = [4]int32{North: int32(-w), East: 1, South: int32(w), West: -1}
	p.cells = make([]Tile, w*h)
	p.ends = make([]int32, w*h*4)
	p.masks = make([]uint8, w*h)
	p.powA, p.invA = powers(shapeA, w), powers(inverse(shapeA), w)
	p.powB, p.invB = powers(shapeB, h), powers(inverse(shapeB), h)
}

// Variant returns the rules the position is played under.
func (p *Position) Variant() Variant { return p.variant }

// LinesWin tells whether a line wins under the position's rules. (A
// search asks it at every node; Variant would copy the whole Variant.)
func (p *Position) LinesWin() bool { return p.variant.LinesWin }

// ToMove returns the colour of the player whose turn it is.
func (p *Position) ToMove() Color { return p.toMove }

// Turns returns the number of turns played.
func (p *Position) Turns() int { return p.turn }

// TileCount returns the number of tiles on the board.
func (p *Position) TileCount() int { return len(p.placedLog) }

// Area returns the occupied area. It is empty (Width 0) before the first
// move.
func (p *Position) Area() Rect { return p.area }

// Key returns a hash of the tiles and their places (not of the player to
// move).
func (p *Position) Key() uint64 { return p.key }

// ShapeKey returns a hash of the tiles that ignores where the area sits on
// the plane: two positions that differ by a translation share it.
func (p *Position) ShapeKey() uint64 {
	if p.area.Width() == 0 {
		return 0
	}
	n := p.shape * p.invA[p.area.MinX-p.ox] * p.invB[p.area.MinY-p.oy]
	return mix64(n)
}

// At returns the tile at q, or Empty.
func (p *Position) At(q Point) Tile {
	gx, gy := q.X-p.ox, q.Y-p.oy
	if gx < 0 || gy < 0 || gx >= p.w || gy >= p.h {
		return Empty
	}
	return p.cells[gy*p.w+gx]
}

func (p *Position) point(i int32) Point {
	return Point{int(i&int32(p.w-1)) + p.ox, int(i>>(p.shift&31)) + p.oy}
}

func (p *Position) index(q Point) int32 {
	return int32((q.Y-p.oy)<<(p.shift&31) + q.X - p.ox)
}

func (p *Position) inGrid(q Point, margin int) bool {
	gx, gy := q.X-p.ox, q.Y-p.oy
	return gx >= margin && gy >= margin && gx < p.w-margin && gy < p.h-margin
}

// step returns the cell across edge d of cell i.
func (p *Position) step(i int32, d Dir) int32 { return i + p.delta[d&3] }

// edgeMask returns, for the empty cell i, which edges have a neighbour
// (the low nibble) and which of those neighbours show red (the high
// nibble).
func (p *Position) edgeMask(i int32) uint8 { return p.masks[i] }

// addMasks adds tile t in cell i to the edge masks of its four
// neighbours, north being the step to the cell above; clearMasks takes it
// out. (Two functions small enough to inline: a call costs much more
// under WebAssembly than natively.)
func addMasks(masks []uint8, i, north int32, t Tile) {
	masks[i+north] |= facing[South][t&7]
	masks[i+1] |= facing[West][t&7]
	masks[i-north] |= facing[North][t&7]
	masks[i-1] |= facing[East][t&7]
}

func clearMasks(masks []uint8, i, north int32, t Tile) {
	masks[i+north] &^= facing[South][t&7]
	masks[i+1] &^= facing[West][t&7]
	masks[i-north] &^= facing[North][t&7]
	masks[i-1] &^= facing[East][t&7]
}

// edgeMasks returns, for the empty cell i, which edges have a neighbour
// (occupied) and which of those neighbours show red.
func (p *Position) edgeMasks(i int32) (occupied, red uint8) {
	m := p.edgeMask(i)
	return m & 15, m >> 4
}

// Fits reports whether tile t matches every neighbour of the empty space
// q and touches at least one (or the board is empty). It does not look at
// forced plays.
func (p *Position) Fits(q Point, t Tile) bool {
	if !t.Valid() {
		return false
	}
	if len(p.placedLog) == 0 {
		return true
	}
	if !p.inGrid(q, 1) || p.At(q) != Empty {
		return false
	}
	occ, red := p.edgeMasks(p.index(q))
	return occ != 0 && redMask[t]&occ == red
}

// Play makes a whole turn: it places the move's tile, fills every forced
// space, decides the result and passes the turn. If the move is not legal
// it returns a *PlaceError and leaves the position as it was.
func (p *Position) Play(m Move) error {
	if p.outcome.Over() {
		return &PlaceError{m, m.At, ErrGameOver}
	}
	if !m.Tile.Valid() {
		return &PlaceError{m, m.At, ErrNoTile}
	}
	if len(p.placedLog) == 0 {
		if m.At != (Point{}) {
			return &PlaceError{m, m.At, ErrFirstMove}
		}
	} else {
		if !p.inGrid(m.At, 1) {
			// Too far away to touch anything.
			return &PlaceError{m, m.At, ErrNotAdjacent}
		}
		i := p.index(m.At)
		if p.cells[i] != Empty {
			return &PlaceError{m, m.At, ErrNotEmpty}
		}
		occ, red := p.edgeMasks(i)
		if occ == 0 {
			return &PlaceError{m, m.At, ErrNotAdjacent}
		}
		if redMask[m.Tile]&occ != red {
			return &PlaceError{m, m.At, ErrColorClash}
		}
		if lim := p.variant.Limit; lim > 0 {
			a := p.area.grow(m.At)
			if a.Width() > lim || a.Height() > lim {
				return &PlaceError{m, m.At, ErrOutsideLimit}
			}
		}
	}
	if !p.inGrid(m.At, gridMargin) {
		p.growFor(m.At)
	}
	p.pushFrame()
	// The forced closure: place tile t in the empty cell i, then every
	// tile that it and the tiles after it force, last queued first,
	// joining the paths of each tile to its neighbours' and logging for
	// undo; pairs and loops record what the turn joined or closed. If a
	// space would get three edges of one colour, undo and fail there.
	//
	// It is the engine's hottest loop, written for WebAssembly, where
	// calls, branches and fields read through a pointer cost much more
	// than natively: inside Play rather than a call, the logs held in
	// locals while it runs, table lookups.
	i, t := p.index(m.At), m.Tile
	cells, ends, masks := p.cells, p.ends, p.masks
	delta := p.delta
	north := delta[North]
	xmask, shift := int32(p.w-1), p.shift&31
	ox, oy := p.ox, p.oy
	powA, powB := p.powA, p.powB
	area, key, shape := p.area, p.key, p.shape
	placed, changes := p.placedLog, p.changeLog
	pairs, loops := p.pairs[:0], p.loops[:0]
	queue := p.queue[:0]
	pairFacing := uint8(0)
	for {
		// Place t at i.
		cells[i] = t
		addMasks(masks, i, north, t)
		occ := masks[i] // bit d: the cell across edge d is filled
		placed = append(placed, i)
		gx, gy := int(i&xmask), int(i>>shift)
		q := Point{gx + ox, gy + oy}
		area = area.grow(q)
		key ^= zobrist(q, t)
		shape += shapeZ[t&7] * powA[gx] * powB[gy]
		// Join each of its two paths to the paths of its neighbours,
		// choosing by masks rather than by branches: under WebAssembly,
		// every taken branch of a Go function goes through the function's
		// dispatch loop (a br_table).
		// Path 0 and path 1 are the same code written out twice, on
		// purpose: a two-pass loop costs a taken branch per pass, and this
		// is the engine's hottest code, so under WebAssembly the branch
		// shows in the time of a whole turn (BenchmarkTurn).
		pe := &pathEnds[t&7]
		{
			a, b := pe[0][0], pe[0][1]
			hasA, hasB := -int32(occ>>a&1), -int32(occ>>b&1) // 0 or -1
			slotA, slotB := i*4+int32(a), i*4+int32(b)
			// The far end of each neighbour's path, if it has one; for an
			// empty neighbour the entry read is unused.
			nearB := (i+delta[b&3])*4 + int32(b^2)
			farA := slotA ^ (ends[(i+delta[a&3])*4+int32(a^2)]^slotA)&hasA
			farB := slotB ^ (ends[nearB]^slotB)&hasB
			changes = append(changes, endChange{farA, ends[farA]}, endChange{farB, ends[farB]})
			ends[farA], ends[farB] = farB, farA
			if farA == nearB|^(hasA&hasB) {
				// The two neighbours were the two ends of one path: a loop
				// (whose ends already named each other, so the writes
				// above changed nothing).
				loops = append(loops, slotA)
			} else {
				pairs = append(pairs, [2]int32{farA, farB})
				pairFacing |= 1 << ((farA ^ farB) & 3)
			}
		}
		{ // path 1, as path 0 above
			a, b := pe[1][0], pe[1][1]
			hasA, hasB := -int32(occ>>a&1), -int32(occ>>b&1)
			slotA, slotB := i*4+int32(a), i*4+int32(b)
			nearB := (i+delta[b&3])*4 + int32(b^2)
			farA := slotA ^ (ends[(i+delta[a&3])*4+int32(a^2)]^slotA)&hasA
			farB := slotB ^ (ends[nearB]^slotB)&hasB
			changes = append(changes, endChange{farA, ends[farA]}, endChange{farB, ends[farB]})
			ends[farA], ends[farB] = farB, farA
			if farA == nearB|^(hasA&hasB) {
				// The two neighbours were the two ends of one path: a loop.
				loops = append(loops, slotA)
			} else {
				pairs = append(pairs, [2]int32{farA, farB})
				pairFacing |= 1 << ((farA ^ farB) & 3)
			}
		}
		// Its empty neighbours may now be forced. Only those that are
		// now (or have three edges of a colour) are queued: a space's
		// edges change only when a neighbour is filled, which queues it
		// again above its older entries, so an entry for a space that
		// was not forced when queued would find it filled or still not
		// forced; leaving it out changes nothing but the work. Each of
		// the four is written and kept or not by a count, not a branch.
		if cap(queue)-len(queue) < 4 {
			queue = append(queue, 0, 0, 0, 0)[:len(queue)]
		}
		qn := len(queue)
		queue = queue[:qn+4]
		free := ^occ
		queue[qn] = i + north
		qn += int(free >> North & forcing[masks[i+north]])
		queue[qn] = i + 1
		qn += int(free >> East & forcing[masks[i+1]])
		queue[qn] = i - north
		qn += int(free >> South & forcing[masks[i-north]])
		queue[qn] = i - 1
		qn += int(free >> West & forcing[masks[i-1]])
		queue = queue[:qn]
		// The next forced space, if any.
		t = Empty
		for t == Empty && len(queue) > 0 {
			i = queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			if cells[i] == Empty {
				t = forcedBy[masks[i]]
			}
		}
		if t == Empty || t == clash {
			p.area, p.key, p.shape = area, key, shape
			p.placedLog, p.changeLog = placed, changes
			p.pairs, p.loops, p.queue = pairs, loops, queue
			p.pairFacing = pairFacing
			if t == clash {
				p.undoTurn(false)
				return &PlaceError{m, p.point(i), ErrThreeColors}
			}
			break
		}
	}
	p.turn++
	// Most turns complete nothing and fill no board: decide (a call, which
	// costs much under WebAssembly) only when this turn closed a loop,
	// joined ends that face opposite ways (a line needs that), or the
	// board has a size. The outcome before a legal turn is "not over".
	if len(p.loops) != 0 || p.pairFacing&(1<<2) != 0 || p.variant.Limit > 0 {
		p.outcome = p.decide()
	} else {
		p.done = [2]bool{}
	}
	p.toMove = p.toMove.Other()
	p.noMoves = -1
	return nil
}

// pushFrame saves what Undo needs to restore the position before a turn
// (Play's or Pass's).
// It writes the frame field by field: under WebAssembly, Go copies and
// clears a struct larger than 16 bytes with memory.copy and memory.fill,
// which V8 runs as calls out of the compiled code.
// (It is small enough to inline; growFrames, out of line, makes room.)
func (p *Position) pushFrame() {
	n := len(p.frames)
	if n == cap(p.frames) {
		p.growFrames()
	}
	p.frames = p.frames[:n+1]
	f := &p.frames[n]
	f.placed = len(p.placedLog)
	f.area = p.area
	f.key, f.shape, f.noMoves = p.key, p.shape, p.noMoves
}

// growFrames makes room for at least one more frame.
func (p *Position) growFrames() {
	p.frames = append(p.frames, turnFrame{})[:len(p.frames)]
}

// Undo takes back the last turn. It reports false if no turn was played.
// (It is small enough to inline, so a search's undo is one call.)
func (p *Position) Undo() bool {
	if len(p.frames) == 0 {
		return false
	}
	p.undoTurn(true)
	return true
}

// undoTurn restores the state saved by the last frame and drops the frame;
// with pass it also takes back the turn's count and the change of player
// (a turn that failed in Play had not made them).
func (p *Position) undoTurn(pass bool) {
	n := len(p.frames) - 1
	f := &p.frames[n]
	ends, changes := p.ends, p.changeLog
	cells, masks, north, placed := p.cells, p.masks, p.delta[North], p.placedLog
	// The turn's tiles go back last first, each with the four changes to
	// ends that placing it made, also last first: one loop pass per tile
	// (under WebAssembly, each pass of a loop is a taken branch through
	// the function's dispatch loop).
	for k := len(placed) - 1; k >= f.placed; k-- {
		c := changes[4*k : 4*k+4 : 4*k+4]
		ends[c[3].slot] = c[3].old
		ends[c[2].slot] = c[2].old
		ends[c[1].slot] = c[1].old
		ends[c[0].slot] = c[0].old
		i := placed[k]
		clearMasks(masks, i, north, cells[i])
		cells[i] = Empty
	}
	p.changeLog = changes[:4*f.placed]
	p.placedLog = placed[:f.placed]
	p.area, p.key, p.shape, p.noMoves = f.area, f.key, f.shape, f.noMoves
	p.outcome = Outcome{}
	p.frames = p.frames[:n]
	if pass {
		p.turn--
		p.toMove ^= 1
	}
}

// growFor enlarges the grid so that q and a margin of two spaces around it
// fit, re-centring the occupied area.
func (p *Position) growFor(q Point) {
	a := p.area.grow(q)
	w, h := p.w, p.h
	for a.Width()+8 > w {
		w *= 2
	}
	for a.Height()+8 > h {
		h *= 2
	}
	ox := a.MinX - (w-a.Width())/2
	oy := a.MinY - (h-a.Height())/2
	old := *p
	p.alloc(w, h, ox, oy)
	remap := func(i int32) int32 { return p.index(old.point(i)) }
	remapSlot := func(s int32) int32 { return remap(s/4)*4 + s%4 }
	for i, t := range old.cells {
		if t != Empty {
			ni := remap(int32(i))
			p.cells[ni] = t
			addMasks(p.masks, ni, p.delta[North], t)
			for d := int32(0); d < 4; d++ {
				p.ends[ni*4+d] = remapSlot(old.ends[int32(i)*4+d])
			}
		}
	}
	for k := range p.placedLog {
		p.placedLog[k] = remap(p.placedLog[k])
	}
	for k := range p.changeLog {
		p.changeLog[k].slot = remapSlot(p.changeLog[k].slot)
		p.changeLog[k].old = remapSlot(p.changeLog[k].old)
	}
	// The translation-invariant hash is kept relative to the grid origin;
	// rebuild it and the saved copies for the new origin.
	dx, dy := old.ox-p.ox, old.oy-p.oy
	scale := powMod(shapeA, dx) * powMod(shapeB, dy)
	p.shape *= scale
	for k := range p.frames {
		p.frames[k].shape *= scale
	}
}

// completion is what the turn just played completed for one colour.
type completion struct {
	method Method // ByLoop, ByLine, or NotOver for nothing
	at     int32  // a slot on the path
}

// decide applies the winning rules of section 3 of the specification to
// the turn just played: the only place that decides a winner. It first
// finds, per colour, the winning loop or line the turn completed (a loop
// is preferred when both are), from the turn's lists that Play made, and
// notes in p.done which colours have one.
func (p *Position) decide() Outcome {
	var done [2]completion
	cells := p.cells
	for _, s := range p.loops {
		done[cells[s>>2].EdgeColor(Dir(s&3))] = completion{ByLoop, s}
	}
	// A line joins ends that face opposite ways and spans 8 rows or
	// columns: in a smaller area no path is one.
	if p.pairFacing&(1<<2) != 0 && p.variant.LinesWin && (p.area.Width() >= 8 || p.area.Height() >= 8) {
		a := p.area
		for _, pr := range p.pairs {
			if (pr[0]^pr[1])&3 != 2 {
				continue
			}
			// A line's ends lie on the rim of the area: most pairs do
			// not, and are left out here without the call.
			if q := p.point(pr[0] >> 2); q.X != a.MinX && q.X != a.MaxX && q.Y != a.MinY && q.Y != a.MaxY {
				continue
			}
			col := cells[pr[0]>>2].EdgeColor(Dir(pr[0] & 3))
			if done[col].method == NotOver && p.isLine(pr[0], pr[1]) {
				done[col] = completion{ByLine, pr[0]}
			}
		}
	}
	p.done = [2]bool{done[White].method != NotOver, done[Red].method != NotOver}
	if p.variant.Solo {
		return Outcome{} // solitaire decides with Solitaire.Status
	}
	if c := p.toMove; done[c].method != NotOver {
		return Outcome{Method: done[c].method, Winner: c, at: done[c].at + 1}
	}
	if c := p.toMove.Other(); done[c].method != NotOver {
		return Outcome{Method: done[c].method, Winner: c, at: done[c].at + 1}
	}
	// (Limit read directly: a call of a Variant method copies the Variant,
	// with memory.copy under WebAssembly.)
	if lim := p.variant.Limit; lim > 0 && len(p.placedLog) >= lim*lim {
		return Outcome{Method: ByFullBoard}
	}
	return Outcome{}
}

// isLine reports whether the path with open ends a and b runs between two
// opposite extreme edges of the area, at least 8 apart.
func (p *Position) isLine(a, b int32) bool {
	da, db := Dir(a&3), Dir(b&3)
	if da^db != 2 {
		return false // the ends do not face opposite ways
	}
	if p.ends[a] != b || p.cells[p.step(a>>2, da)] != Empty || p.cells[p.step(b>>2, db)] != Empty {
		return false // joined again later in the same turn
	}
	if da > db {
		a, b, da, db = b, a, db, da
	}
	qa, qb := p.point(a/4), p.point(b/4)
	switch {
	case da == North && db == South:
		return p.area.Height() >= 8 && qa.Y == p.area.MinY && qb.Y == p.area.MaxY
	case da == East && db == West:
		return p.area.Width() >= 8 && qa.X == p.area.MaxX && qb.X == p.area.MinX
	}
	return false
}

// Placements returns every tile on the board in the order it was placed.
func (p *Position) Placements() []Placement {
	out := make([]Placement, 0, len(p.placedLog))
	fi := 0
	for k, i := range p.placedLog {
		forced := true
		if fi < len(p.frames) && p.frames[fi].placed == k {
			forced = false
			fi++
		}
		out = append(out, Placement{At: p.point(i), Tile: p.cells[i], Forced: forced})
	}
	return out
}

// LastTurn returns the tiles the last turn placed, the chosen one first,
// the forced ones in the order they were filled.
func (p *Position) LastTurn() []Placement {
	if len(p.frames) == 0 {
		return nil
	}
	from := p.frames[len(p.frames)-1].placed
	out := make([]Placement, 0, len(p.placedLog)-from)
	for k, i := range p.placedLog[from:] {
		out = append(out, Placement{At: p.point(i), Tile: p.cells[i], Forced: k > 0})
	}
	return out
}

// Clone returns an independent copy of the position, history included.
func (p *Position) Clone() *Position {
	c := *p
	c.cells = append([]Tile(nil), p.cells...)
	c.ends = append([]int32(nil), p.ends...)
	c.masks = append([]uint8(nil), p.masks...)
	c.placedLog = append([]int32(nil), p.placedLog...)
	c.changeLog = append([]endChange(nil), p.changeLog...)
	c.frames = append([]turnFrame(nil), p.frames...)
	c.queue, c.pairs, c.loops = nil, nil, nil
	return &c
}
