package traxit

import "fmt"

// Size is the number of rows and of columns of the board.
const Size = 8

// Cell is a square of the board: row R from 0 (North edge) to 7 (South
// edge), column C from 0 (West edge) to 7 (East edge).
type Cell struct{ R, C int8 }

// NoCell is the zero-free marker for "no cell" (a pawn not yet placed).
var NoCell = Cell{-1, -1}

// OnBoard reports whether c lies on the 8x8 board.
func (c Cell) OnBoard() bool { return c.R >= 0 && c.R < Size && c.C >= 0 && c.C < Size }

// Level returns the height of c: 1 on the outer ring up to 4 on the
// central 2x2 (spec §A.2), 0 off the board.
func (c Cell) Level() int {
	if !c.OnBoard() {
		return 0
	}
	return 1 + int(min(c.R, c.C, Size-1-c.R, Size-1-c.C))
}

// Points returns what a pawn on c scores at the end of a set: 0, 25, 50
// or 100 for levels 1 to 4.
func (c Cell) Points() int { return levelPoints[c.Level()] }

var levelPoints = [5]int{0, 0, 25, 50, 100}

// LevelPoints returns the points of a pawn on level l (1 to 4).
func LevelPoints(l int) int {
	if l < 0 || l > 4 {
		return 0
	}
	return levelPoints[l]
}

// String returns the chess-style name of c used by the record notation:
// file a..h for columns 0..7, rank 1..8 for rows 7..0, so the South-West
// corner (7,0) is "a1" and the North-East corner (0,7) is "h8".
func (c Cell) String() string {
	if !c.OnBoard() {
		return "-"
	}
	return fmt.Sprintf("%c%d", 'a'+c.C, Size-int(c.R))
}

// ParseCell reads a chess-style cell name such as "c1" (case-insensitive).
func ParseCell(s string) (Cell, bool) {
	if len(s) != 2 {
		return NoCell, false
	}
	f, r := s[0]|0x20, s[1]
	if f < 'a' || f > 'h' || r < '1' || r > '8' {
		return NoCell, false
	}
	return Cell{int8(Size - 1 - int(r-'1')), int8(f - 'a')}, true
}

func (c Cell) index() int { return int(c.R)*Size + int(c.C) }

func cellAt(i int) Cell { return Cell{int8(i / Size), int8(i % Size)} }

// Corner reports whether c is one of the board's four corners.
func (c Cell) Corner() bool {
	return (c.R == 0 || c.R == Size-1) && (c.C == 0 || c.C == Size-1)
}

// Side is an edge of the board where a player sits.
type Side int8

// The sides in clockwise turn order seen from above (spec §A.3). NoSide is
// the zero value, which Options reads as "the default".
const (
	NoSide Side = iota
	South
	West
	North
	East
)

var sideNames = [...]string{"-", "S", "W", "N", "E"}

// String returns "S", "W", "N" or "E".
func (s Side) String() string {
	if s < 0 || int(s) >= len(sideNames) {
		return "?"
	}
	return sideNames[s]
}

func parseSide(s string) (Side, bool) {
	for i, n := range sideNames[1:] {
		if n == s || n[0]|0x20 == s[0]|0x20 && len(s) == 1 {
			return Side(i + 1), true
		}
	}
	return NoSide, false
}

// StartCells returns the six cells where a player of side s may place a
// pawn: the side's outer row without its two corners (spec §A.4).
func StartCells(s Side) []Cell {
	out := make([]Cell, 0, 6)
	for k := int8(1); k <= 6; k++ {
		switch s {
		case South:
			out = append(out, Cell{7, k})
		case North:
			out = append(out, Cell{0, k})
		case West:
			out = append(out, Cell{k, 0})
		case East:
			out = append(out, Cell{k, 7})
		}
	}
	return out
}

// IsStartCell reports whether c is a start cell of side s.
func IsStartCell(s Side, c Cell) bool {
	if !c.OnBoard() || c.Corner() {
		return false
	}
	switch s {
	case South:
		return c.R == 7
	case North:
		return c.R == 0
	case West:
		return c.C == 0
	case East:
		return c.C == 7
	}
	return false
}

// ObstacleSites are the four level-3 corners where unused pawns stand as
// obstacles (spec §A.2).
var ObstacleSites = [4]Cell{{2, 2}, {2, 5}, {5, 2}, {5, 5}}
