package trakkx

import (
	"cmp"
)

// Pos is a cell of the table: Row grows downwards, Col to the right. The
// table is unbounded; only adjacency matters (§B.4).
type Pos struct{ Row, Col int }

// Table maps occupied cells to the token lying there.
type Table map[Pos]TokenID

// Clone returns a copy of t that shares nothing with it.
func (t Table) Clone() Table {
	c := make(Table, len(t))
	for p, id := range t {
		c[p] = id
	}
	return c
}

// Sorted returns t's cells in reading order (by row, then column).
func (t Table) Sorted() []Pos {
	ps := make([]Pos, 0, len(t))
	for p := range t {
		ps = append(ps, p)
	}
	SortSmall(ps, comparePos)
	return ps
}

func comparePos(a, b Pos) int {
	if c := cmp.Compare(a.Row, b.Row); c != 0 {
		return c
	}
	return cmp.Compare(a.Col, b.Col)
}

// GroupLimit returns L, the most groups the table may hold with n players:
// 3 with two or three players, 4 with four (§B.4).
func GroupLimit(players int) int {
	if players >= 4 {
		return 4
	}
	return 3
}

// IsLine reports whether the tokens, in reading order, form a valid line:
// a set (3 or 4 tokens of one value, all colours different) or a run (3 to
// 14 tokens of one colour stepping by exactly +1 or exactly −1, no wrap).
func IsLine(ids []TokenID) bool {
	return lineCode(ids) == OK
}

// lineCode classifies a segment of length ≥ 2: OK, TwoTokenLine or
// NotARunOrSet (ActionOnTable is reported per token elsewhere).
func lineCode(ids []TokenID) Code {
	if len(ids) == 2 {
		return TwoTokenLine
	}
	if len(ids) < 3 {
		return OK
	}
	for _, id := range ids {
		if !id.Valid() || id.IsAction() {
			return NotARunOrSet
		}
	}
	// Set: one value, colours pairwise different.
	if ids[0].Value() == ids[1].Value() {
		if len(ids) > 4 {
			return NotARunOrSet
		}
		var seen [4]bool
		for _, id := range ids {
			if id.Value() != ids[0].Value() || seen[id.Color()] {
				return NotARunOrSet
			}
			seen[id.Color()] = true
		}
		return OK
	}
	// Run: one colour, constant step ±1.
	step := ids[1].Value() - ids[0].Value()
	if step != 1 && step != -1 {
		return NotARunOrSet
	}
	for i := 1; i < len(ids); i++ {
		if ids[i].Color() != ids[0].Color() || ids[i].Value()-ids[i-1].Value() != step {
			return NotARunOrSet
		}
	}
	return OK
}

// Segment is a maximal horizontal or vertical run of occupied cells.
type Segment struct {
	Cells    []Pos
	Vertical bool
}

// analysis is what one linear pass over a table finds: its segments of
// length ≥ 2, its groups (4-connected components) and each cell's group.
type analysis struct {
	segs   []Segment
	groups [][]Pos // each sorted; groups ordered by their first cell
	occ    occupancy
	group  []int // by cell index (occ.at − 1)
	ids    []TokenID
}

func (a *analysis) groupOf(p Pos) int { return a.group[a.occ.at(p)-1] }

// occupancy finds a cell's index fast: a dense grid over the bounding box
// when the table is compact (the usual case), else a map.
type occupancy struct {
	minR, minC, w, h int
	grid             []int32 // 1 + cell index; 0 for empty
	m                map[Pos]int32
}

func newOccupancy(ps []Pos) occupancy {
	var o occupancy
	if len(ps) == 0 {
		return o
	}
	minR, maxR, minC, maxC := ps[0].Row, ps[0].Row, ps[0].Col, ps[0].Col
	for _, p := range ps {
		minR, maxR = min(minR, p.Row), max(maxR, p.Row)
		minC, maxC = min(minC, p.Col), max(maxC, p.Col)
	}
	h, w := maxR-minR+1, maxC-minC+1 // may overflow for absurd cells: then the map
	if h > 0 && w > 0 && h <= 4096 && w <= 4096 && h*w <= 64*len(ps)+4096 {
		o.minR, o.minC, o.w, o.h = minR, minC, w, h
		o.grid = make([]int32, h*w)
		for i, p := range ps {
			o.grid[(p.Row-minR)*w+p.Col-minC] = int32(i + 1)
		}
		return o
	}
	o.m = make(map[Pos]int32, len(ps))
	for i, p := range ps {
		o.m[p] = int32(i + 1)
	}
	return o
}

// at returns 1 + the index of the cell at p, or 0 if p is empty.
func (o *occupancy) at(p Pos) int32 {
	if o.m != nil {
		return o.m[p]
	}
	r, c := p.Row-o.minR, p.Col-o.minC
	if r < 0 || c < 0 || r >= o.h || c >= o.w {
		return 0
	}
	return o.grid[r*o.w+c]
}

// analyze scans t once per direction for segments and once for groups
// (breadth-first); the work is linear in len(t), plus sorting the
// segments and groups into a stable order.
func analyze(t Table) analysis {
	var a analysis
	ps := make([]Pos, 0, len(t))
	a.ids = make([]TokenID, 0, len(t))
	for p, id := range t {
		ps = append(ps, p)
		a.ids = append(a.ids, id)
	}
	a.occ = newOccupancy(ps)
	o := &a.occ
	for _, p := range ps {
		for _, vertical := range [2]bool{false, true} {
			d := Pos{0, 1}
			if vertical {
				d = Pos{1, 0}
			}
			if o.at(Pos{p.Row - d.Row, p.Col - d.Col}) != 0 {
				continue // not the first cell of its segment
			}
			q := Pos{p.Row + d.Row, p.Col + d.Col}
			if o.at(q) == 0 {
				continue // length 1
			}
			s := Segment{Cells: []Pos{p}, Vertical: vertical}
			for ; o.at(q) != 0; q = (Pos{q.Row + d.Row, q.Col + d.Col}) {
				s.Cells = append(s.Cells, q)
			}
			a.segs = append(a.segs, s)
		}
	}
	SortSmall(a.segs, func(x, y Segment) int {
		if c := comparePos(x.Cells[0], y.Cells[0]); c != 0 {
			return c
		}
		if x.Vertical == y.Vertical {
			return 0
		}
		if x.Vertical {
			return 1
		}
		return -1
	})
	seen := make([]bool, len(ps))
	var queue []int32
	for i := range ps {
		if seen[i] {
			continue
		}
		seen[i] = true
		queue = append(queue[:0], int32(i))
		for k := 0; k < len(queue); k++ {
			c := ps[queue[k]]
			for _, q := range [4]Pos{{c.Row - 1, c.Col}, {c.Row + 1, c.Col}, {c.Row, c.Col - 1}, {c.Row, c.Col + 1}} {
				if j := o.at(q); j != 0 && !seen[j-1] {
					seen[j-1] = true
					queue = append(queue, j-1)
				}
			}
		}
		g := make([]Pos, len(queue))
		for k, j := range queue {
			g[k] = ps[j]
		}
		SortSmall(g, comparePos)
		a.groups = append(a.groups, g)
	}
	SortSmall(a.groups, func(x, y []Pos) int { return comparePos(x[0], y[0]) })
	a.group = make([]int, len(ps))
	for gi, g := range a.groups {
		for _, p := range g {
			a.group[o.at(p)-1] = gi
		}
	}
	return a
}

// Groups returns the groups of t (4-connected components), each in reading
// order, the groups ordered by their first cell. Problem.Group indexes
// this list.
func Groups(t Table) [][]Pos { return analyze(t).groups }

// CheckTable reports every way t breaks the table rules TV1–TV3 (§B.4.1)
// with at most limit groups, and action tokens on the table: nil when t is
// valid. The problems come in a stable order: by the first cell concerned.
// The work is linear in the size of t.
func CheckTable(t Table, limit int) []Problem {
	a := analyze(t)
	return checkAnalysed(t, a, limit)
}

func checkAnalysed(t Table, a analysis, limit int) []Problem {
	var probs []Problem
	ids := make([]TokenID, 0, 16)
	for _, s := range a.segs {
		ids = ids[:0]
		for _, p := range s.Cells {
			ids = append(ids, a.ids[a.occ.at(p)-1])
		}
		// A token in a group of 2+ cells has a neighbour, so a segment of
		// length ≥ 2 runs through it: if every such segment is a valid
		// line, every such token lies in a line of 3+ (TV2).
		if c := lineCode(ids); c != OK {
			probs = append(probs, Problem{Code: c, Group: a.groupOf(s.Cells[0]), Cells: s.Cells, Count: len(s.Cells)})
		}
	}
	for _, g := range a.groups {
		for _, p := range g {
			id := a.ids[a.occ.at(p)-1]
			switch {
			case !id.Valid():
				probs = append(probs, Problem{Code: UnknownToken, Group: a.groupOf(p), Cells: []Pos{p}, Token: id})
			case p.Row < -MaxCoord || p.Row > MaxCoord || p.Col < -MaxCoord || p.Col > MaxCoord:
				probs = append(probs, Problem{Code: OffTable, Group: a.groupOf(p), Cells: []Pos{p}, Token: id})
			case id.IsAction():
				probs = append(probs, Problem{Code: ActionOnTable, Group: a.groupOf(p), Cells: []Pos{p}, Token: id})
			case len(g) == 1:
				probs = append(probs, Problem{Code: IsolatedToken, Group: a.groupOf(p), Cells: []Pos{p}, Token: id})
			}
		}
	}
	if len(a.groups) > limit {
		probs = append(probs, Problem{Code: TooManyGroups, Group: -1, Count: len(a.groups), Limit: limit})
	}
	sortProblems(probs)
	return probs
}

func sortProblems(ps []Problem) {
	SortSmall(ps, func(x, y Problem) int {
		if len(x.Cells) == 0 || len(y.Cells) == 0 {
			return cmp.Compare(len(y.Cells), len(x.Cells)) // cell-less problems last
		}
		return comparePos(x.Cells[0], y.Cells[0])
	})
}

// ValidateTable returns nil if t satisfies TV1–TV3 with at most limit
// groups, else a *LayDownError holding the problems.
func ValidateTable(t Table, limit int) error {
	return asError(CheckTable(t, limit))
}
