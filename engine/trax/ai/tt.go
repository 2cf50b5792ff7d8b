package ai

import (
	"unsafe"

	"traxapp/engine/trax"
)

// Bound says what a stored score means.
type bound uint8

const (
	boundNone  bound = iota
	boundExact       // the true score
	boundLower       // the score is at least this (a cut-off)
	boundUpper       // the score is at most this (no move raised alpha)
)

// ttEntry is one remembered search result. The key is the shape key (the
// position up to translation) with the side to move and the variant mixed
// in (see ttKey), so the move is stored relative to the corner of the
// occupied area.
type ttEntry struct {
	key   uint64
	score int32
	dx    int16
	dy    int16
	tile  trax.Tile
	depth int8
	flag  bound
	age   uint8
}

// table is a transposition table of a fixed number of entries, in buckets
// of two: one kept by depth, one always replaced.
type table struct {
	entries []ttEntry
	mask    uint64
	age     uint8
}

// DefaultTableBytes is the table size of the native engine; the browser
// uses a smaller one (see Options.TableBytes).
const DefaultTableBytes = 64 << 20

// MaxTableBytes is the largest transposition table an engine makes: a
// larger request gets this size.
const MaxTableBytes = 4 << 30

// newTable returns a table using at most bytes of memory, but no more than
// MaxTableBytes (and at least a few thousand entries).
func newTable(bytes int) *table {
	n := tableEntries(bytes)
	return &table{entries: make([]ttEntry, n), mask: uint64(n-1) &^ 1}
}

// tableEntries is the number of entries of a table of at most bytes (but
// no more than MaxTableBytes): a power of two, at least 1<<12.
func tableEntries(bytes int) int {
	bytes = min(bytes, MaxTableBytes)
	size := int(unsafe.Sizeof(ttEntry{}))
	n := 1 << 12
	for n*2*size <= bytes {
		n *= 2
	}
	return n
}

// Bytes returns the memory the table's entries use.
func (t *table) Bytes() int { return len(t.entries) * int(unsafe.Sizeof(ttEntry{})) }

var sideKey = [2]uint64{0, 0x6A09E667F3BCC909}

// variantKey hashes the rules that change what a position is worth (the
// size limit, whether lines win, the luck source, solitaire), so that one
// table serves several variants without mixing their entries.
func variantKey(v trax.Variant) uint64 {
	k := uint64(v.Limit)<<8 | uint64(v.Luck)<<4
	if v.LinesWin {
		k |= 1
	}
	if v.Solo {
		k |= 2
	}
	return mix(k ^ 0xBB67AE8584CAA73B)
}

// ttKey is the table key of p: its shape, the side to move and the
// variant (vkey, its variantKey, which the searcher computes once).
func ttKey(p *trax.Position, vkey uint64) uint64 {
	return p.ShapeKey() ^ sideKey[p.ToMove()] ^ vkey
}

// The table hands out and takes entries by pointer and copies them field
// by field: under WebAssembly, Go copies a struct of more than 16 bytes
// (ttEntry is 24) with memory.copy, which V8 runs as a call out of the
// compiled code.

// probe returns the entry stored for key, or nil. The entry is the
// table's own: read it before the next store.
func (t *table) probe(key uint64) *ttEntry {
	i := key & t.mask
	for j := range uint64(2) {
		if e := &t.entries[i+j]; e.key == key && e.flag != boundNone {
			return e
		}
	}
	return nil
}

func (t *table) store(e *ttEntry) {
	i := e.key & t.mask
	d := &t.entries[i]
	if !(d.key == e.key || d.flag == boundNone || d.age != t.age || e.depth >= d.depth) {
		d = &t.entries[i+1]
	}
	d.key, d.score, d.dx, d.dy = e.key, e.score, e.dx, e.dy
	d.tile, d.depth, d.flag, d.age = e.tile, e.depth, e.flag, t.age
}

func (t *table) clear() { clear(t.entries) }

// relMove and absMove convert a move to and from coordinates relative to
// the occupied area's corner.
func relMove(p *trax.Position, m trax.Move) (dx, dy int16) {
	a := p.Area()
	return int16(m.At.X - a.MinX), int16(m.At.Y - a.MinY)
}

func absMove(p *trax.Position, e *ttEntry) trax.Move {
	a := p.Area()
	return trax.Move{At: trax.Point{X: a.MinX + int(e.dx), Y: a.MinY + int(e.dy)}, Tile: e.tile}
}
