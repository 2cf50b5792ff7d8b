package trax

import (
	"fmt"
	"math/bits"
)

// Color is the colour of a path, and of the player who owns it.
// White moves first and owns the white paths; Red owns the red ones.
type Color uint8

const (
	// White is the first player's colour.
	White Color = iota
	// Red is the second player's colour.
	Red
)

// Other returns the opponent's colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "red".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "red"
}

// Dir is one of the four edges of a square, clockwise from the top.
type Dir uint8

const (
	// North is the top edge.
	North Dir = iota
	// East is the right edge.
	East
	// South is the bottom edge.
	South
	// West is the left edge.
	West
)

// Opposite returns the edge across the square.
func (d Dir) Opposite() Dir { return d ^ 2 }

// Delta returns the column and row offset of the neighbour across edge d.
func (d Dir) Delta() (dx, dy int) {
	switch d {
	case North:
		return 0, -1
	case East:
		return 1, 0
	case South:
		return 0, 1
	default:
		return -1, 0
	}
}

// Tile is one of the six placed tiles of the specification (section 1), or
// Empty. The numbering is the specification's: 1 and 2 are the straights,
// 3 and 4 the `/` curves, 5 and 6 the `\` curves.
type Tile uint8

const (
	// Empty is no tile.
	Empty Tile = iota
	// StraightRedAcross has red joining W-E and white joining N-S (`+`).
	StraightRedAcross
	// StraightRedDown has red joining N-S and white joining W-E (`+`).
	StraightRedDown
	// SlashRedBottomRight has a red arc S-E and a white arc N-W (`/`).
	SlashRedBottomRight
	// SlashRedTopLeft has a red arc N-W and a white arc S-E (`/`).
	SlashRedTopLeft
	// BackslashRedBottomLeft has a red arc W-S and a white arc N-E (`\`).
	BackslashRedBottomLeft
	// BackslashRedTopRight has a red arc N-E and a white arc W-S (`\`).
	BackslashRedTopRight
)

// Tiles lists the six placed tiles in specification order.
var Tiles = [6]Tile{1, 2, 3, 4, 5, 6}

// redMask gives, per tile, a bit per edge (1<<Dir) that is red.
var redMask = [7]uint8{
	0,
	1<<East | 1<<West,
	1<<North | 1<<South,
	1<<South | 1<<East,
	1<<North | 1<<West,
	1<<West | 1<<South,
	1<<North | 1<<East,
}

// tileByRedMask inverts redMask; masks that are not a tile map to Empty.
var tileByRedMask [16]Tile

// exitOf[t][d] is the edge that the path entering tile t at edge d leaves by.
var exitOf [7][4]Dir

// Tables for the hot paths (Play, Candidates, the search's queries). They
// replace loops and branches by lookups, which matters most under
// WebAssembly, where every branch and call costs more than natively.
var (
	// facing[d][t] describes, for an empty space, the tile t across its
	// edge d: bit d is set when there is a tile (t != Empty), bit 4+d when
	// that tile's edge facing the space is red. OR-ing the four entries
	// gives an edge mask: the low nibble the occupied edges, the high
	// nibble the red ones (see Position.edgeMask).
	facing [4][8]uint8
	// forcedBy[m], for the edge mask m of an empty space, is the tile that
	// is forced there (two edges of one colour), Empty when none is, or
	// clash when three edges share a colour.
	forcedBy [256]Tile
	// forcing[m] is 1 when forcedBy[m] is not Empty, else 0.
	forcing [256]uint8
	// fitting[m] has bit t set for each tile t that matches the edge mask m.
	fitting [256]uint8
	// edgeColors[m] has bit c set when the edge mask m has an edge of
	// colour c (White, Red).
	edgeColors [256]uint8
	// forcingTiles[k] has bit t set for each tile t that, placed in an
	// empty space, would force a tile into a neighbouring empty space: it
	// shows that space an edge of a colour the space already has. k packs,
	// per edge d, the colours (edgeColors) of the empty space across d in
	// bits 2d (white) and 2d+1 (red); see Position.forcingAt.
	forcingTiles [256]uint8
	// pairsOf[b] has bits 2d and 2d+1 set for each bit d of b.
	pairsOf [16]uint8
	// pathEnds[t][k] are the two edges, in Dir order, that path k of tile t
	// joins: path 0 is the red one, path 1 the white one.
	pathEnds [8][2][2]Dir
)

// clash marks, in forcedBy, a space with three edges of one colour.
const clash Tile = 0xff

func init() {
	for _, t := range Tiles {
		tileByRedMask[redMask[t]] = t
		for d := North; d <= West; d++ {
			same := redMask[t]
			if same&(1<<d) == 0 {
				same = ^same & 15
			}
			exitOf[t][d] = firstDir(same &^ (1 << d))
			facing[d][t] = 1 << d
			if redMask[t]&(1<<d.Opposite()) != 0 {
				facing[d][t] |= 1 << (4 + d)
			}
		}
		for k, path := range [2]uint8{redMask[t], ^redMask[t] & 15} {
			a := firstDir(path)
			pathEnds[t][k] = [2]Dir{a, firstDir(path &^ (1 << a))}
		}
	}
	for m := range 256 {
		occ, red := uint8(m&15), uint8(m>>4)
		if red&^occ != 0 {
			continue // not a mask edgeMask makes
		}
		for _, t := range Tiles {
			if redMask[t]&occ == red {
				fitting[m] |= 1 << t
			}
		}
		if occ&^red != 0 {
			edgeColors[m] |= 1 << White
		}
		if red != 0 {
			edgeColors[m] |= 1 << Red
		}
		nr, nw := bits.OnesCount8(red), bits.OnesCount8(occ&^red)
		switch {
		case nr >= 3 || nw >= 3:
			forcedBy[m] = clash
		case nr == 2:
			forcedBy[m] = tileByRedMask[red]
		case nw == 2:
			forcedBy[m] = tileByRedMask[^(occ&^red)&15]
		}
		if forcedBy[m] != Empty {
			forcing[m] = 1
		}
	}
	for b := range 16 {
		for d := range 4 {
			if b>>d&1 != 0 {
				pairsOf[b] |= 3 << (2 * d)
			}
		}
	}
	for k := range 256 {
		for _, t := range Tiles {
			for d := North; d <= West; d++ {
				c := redMask[t] >> d & 1 // the tile's colour at edge d
				if k>>(2*d)>>c&1 != 0 {
					forcingTiles[k] |= 1 << t
				}
			}
		}
	}
}

func firstDir(mask uint8) Dir {
	for d := North; d <= West; d++ {
		if mask&(1<<d) != 0 {
			return d
		}
	}
	panic("trax: empty edge mask")
}

// EdgeColor returns the colour of the path that meets edge d of the tile.
func (t Tile) EdgeColor(d Dir) Color {
	if redMask[t]&(1<<d) != 0 {
		return Red
	}
	return White
}

// Exit returns the edge by which the path that enters at edge d leaves.
func (t Tile) Exit(d Dir) Dir { return exitOf[t][d] }

// Symbol returns the notation symbol of the tile: '+', '/' or '\\'.
func (t Tile) Symbol() byte {
	switch t {
	case StraightRedAcross, StraightRedDown:
		return '+'
	case SlashRedBottomRight, SlashRedTopLeft:
		return '/'
	case BackslashRedBottomLeft, BackslashRedTopRight:
		return '\\'
	}
	return '.'
}

// Valid reports whether t is one of the six placed tiles.
func (t Tile) Valid() bool { return t >= 1 && t <= 6 }

// Curve reports whether the tile is a curve (symbols `/` and `\`).
func (t Tile) Curve() bool { return t >= 3 && t <= 6 }

// Rotate returns the tile turned clockwise by quarter turns (any integer).
func (t Tile) Rotate(quarters int) Tile {
	q := uint(quarters&3) % 4
	m := redMask[t]
	m = (m<<q | m>>(4-q)) & 15
	return tileByRedMask[m]
}

// TileWithRedEdges returns the tile whose red edges are exactly a and b, or
// Empty if a == b.
func TileWithRedEdges(a, b Dir) Tile {
	if a == b {
		return Empty
	}
	return tileByRedMask[1<<a|1<<b]
}

// String returns a short name such as "+(red W-E)".
func (t Tile) String() string {
	switch t {
	case Empty:
		return "empty"
	case StraightRedAcross:
		return "+ (red W-E)"
	case StraightRedDown:
		return "+ (red N-S)"
	case SlashRedBottomRight:
		return "/ (red S-E)"
	case SlashRedTopLeft:
		return "/ (red N-W)"
	case BackslashRedBottomLeft:
		return "\\ (red W-S)"
	case BackslashRedTopRight:
		return "\\ (red N-E)"
	}
	return fmt.Sprintf("Tile(%d)", uint8(t))
}
