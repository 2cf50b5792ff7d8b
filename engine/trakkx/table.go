package trakkx

import (
	"cmp"
	"slices"
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
	slices.SortFunc(ps, comparePos)
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
	segs    []Segment
	groups  [][]Pos // each sorted; groups ordered by their first cell
	groupOf map[Pos]int
}

// analyze scans t once per direction for segments and once for groups
// (breadth-first); the work is linear in len(t), plus sorting the few
// groups into a stable order.
func analyze(t Table) analysis {
	var a analysis
	for p := range t {
		for _, vertical := range [2]bool{false, true} {
			d := Pos{0, 1}
			if vertical {
				d = Pos{1, 0}
			}
			if _, ok := t[Pos{p.Row - d.Row, p.Col - d.Col}]; ok {
				continue // not the first cell of its segment
			}
			q := Pos{p.Row + d.Row, p.Col + d.Col}
			if _, ok := t[q]; !ok {
				continue // length 1
			}
			s := Segment{Cells: []Pos{p}, Vertical: vertical}
			for ; ; q = (Pos{q.Row + d.Row, q.Col + d.Col}) {
				if _, ok := t[q]; !ok {
					break
				}
				s.Cells = append(s.Cells, q)
			}
			a.segs = append(a.segs, s)
		}
	}
	slices.SortFunc(a.segs, func(x, y Segment) int {
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
	seen := make(map[Pos]bool, len(t))
	for p := range t {
		if seen[p] {
			continue
		}
		g := []Pos{p}
		seen[p] = true
		for i := 0; i < len(g); i++ {
			c := g[i]
			for _, q := range [4]Pos{{c.Row - 1, c.Col}, {c.Row + 1, c.Col}, {c.Row, c.Col - 1}, {c.Row, c.Col + 1}} {
				if _, ok := t[q]; ok && !seen[q] {
					seen[q] = true
					g = append(g, q)
				}
			}
		}
		slices.SortFunc(g, comparePos)
		a.groups = append(a.groups, g)
	}
	slices.SortFunc(a.groups, func(x, y []Pos) int { return comparePos(x[0], y[0]) })
	a.groupOf = make(map[Pos]int, len(t))
	for i, g := range a.groups {
		for _, p := range g {
			a.groupOf[p] = i
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
			ids = append(ids, t[p])
		}
		// A token in a group of 2+ cells has a neighbour, so a segment of
		// length ≥ 2 runs through it: if every such segment is a valid
		// line, every such token lies in a line of 3+ (TV2).
		if c := lineCode(ids); c != OK {
			probs = append(probs, Problem{Code: c, Group: a.groupOf[s.Cells[0]], Cells: s.Cells, Count: len(s.Cells)})
		}
	}
	for _, g := range a.groups {
		for _, p := range g {
			id := t[p]
			switch {
			case !id.Valid():
				probs = append(probs, Problem{Code: UnknownToken, Group: a.groupOf[p], Cells: []Pos{p}, Token: id})
			case id.IsAction():
				probs = append(probs, Problem{Code: ActionOnTable, Group: a.groupOf[p], Cells: []Pos{p}, Token: id})
			case len(g) == 1:
				probs = append(probs, Problem{Code: IsolatedToken, Group: a.groupOf[p], Cells: []Pos{p}, Token: id})
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
	slices.SortStableFunc(ps, func(x, y Problem) int {
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
