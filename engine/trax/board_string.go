package trax

import "strings"

// String draws the occupied area as text, one row per line, two
// characters per space: the tile's symbol and the colour of its north
// edge ('r' or 'w'), or ". " for an empty space. It is meant for test
// failures and debugging, not for players.
func (p *Position) String() string {
	a := p.area
	if a.Width() == 0 {
		return "(empty board)\n"
	}
	var b strings.Builder
	for y := a.MinY; y <= a.MaxY; y++ {
		for x := a.MinX; x <= a.MaxX; x++ {
			t := p.At(Point{x, y})
			if t == Empty {
				b.WriteString(". ")
				continue
			}
			b.WriteByte(t.Symbol())
			if t.EdgeColor(North) == Red {
				b.WriteByte('r')
			} else {
				b.WriteByte('w')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
