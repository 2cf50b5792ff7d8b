package ai

import (
	"context"
	"slices"
	"sort"
	"time"

	T "traxapp/engine/trakkx"
)

// The lay-down planner: candidate generators of §B.11, applied greedily
// (chaining) on a working copy of the table. A step is proposed by a
// generator, screened by a cheap local test (the segments through the new
// cells), and accepted only after the engine's validator (View.CheckLayDown)
// passes on the whole table; so every lay-down the planner returns is
// legal.

// gens selects the generators a level may use.
type gens struct {
	cross     bool // generator 4
	rearrange bool // generator 5
	newGroups bool // new groups after the opening (generator 2 beyond the opening)
	deep      bool // generator 5 also lifts pairs of free tokens and whole one-line groups
}

type planner struct {
	v      T.View
	g      gens
	table  T.Table
	hand   []T.TokenID // tokens still to place: hand numbers and lifted table tokens
	lifted map[T.TokenID]bool
	placed int         // hand tokens placed so far
	points int         // their face values
	checks int         // full validations run
	stop   func() bool // reports that time is up (nil: never)
}

func newPlanner(v T.View, g gens) *planner {
	p := &planner{v: v, g: g, table: v.Table(), lifted: map[T.TokenID]bool{}}
	for _, id := range v.Hand() {
		if !id.IsAction() {
			p.hand = append(p.hand, id)
		}
	}
	return p
}

func (p *planner) clone() *planner {
	c := *p
	c.table = p.table.Clone()
	c.hand = slices.Clone(p.hand)
	c.lifted = make(map[T.TokenID]bool, len(p.lifted))
	for k, v := range p.lifted {
		c.lifted[k] = v
	}
	return &c
}

// step is one proposed change: tokens put on empty cells.
type step struct {
	cells []T.Pos
	ids   []T.TokenID
	gain  float64
}

var dirs = [4]T.Pos{{Row: 0, Col: 1}, {Row: 1, Col: 0}, {Row: 0, Col: -1}, {Row: -1, Col: 0}}

func add(a, b T.Pos) T.Pos { return T.Pos{Row: a.Row + b.Row, Col: a.Col + b.Col} }

// segment returns the tokens of the maximal line through c along d in t.
func segment(t T.Table, c, d T.Pos) []T.TokenID {
	back := T.Pos{Row: -d.Row, Col: -d.Col}
	s := c
	for {
		n := add(s, back)
		if _, ok := t[n]; !ok {
			break
		}
		s = n
	}
	var ids []T.TokenID
	for q := s; ; q = add(q, d) {
		id, ok := t[q]
		if !ok {
			break
		}
		ids = append(ids, id)
	}
	return ids
}

// localOK is the cheap screen: after putting the step's tokens on t, both
// lines through every new cell are valid or of length 1, not both 1.
func localOK(t T.Table, cells []T.Pos) bool {
	for _, c := range cells {
		h := segment(t, c, dirs[0])
		v := segment(t, c, dirs[1])
		if len(h) == 1 && len(v) == 1 {
			return false
		}
		if (len(h) > 1 && !T.IsLine(h)) || (len(v) > 1 && !T.IsLine(v)) {
			return false
		}
	}
	return true
}

// kinds returns one token per (colour, value) of the hand: copies are
// interchangeable for the generators.
func kinds(hand []T.TokenID) []T.TokenID {
	var out []T.TokenID
	seen := map[[2]int]bool{}
	for _, id := range hand {
		k := [2]int{int(id.Color()), id.Value()}
		if !seen[k] {
			seen[k] = true
			out = append(out, id)
		}
	}
	return out
}

// melds is generator 1: every set (3 or 4 colours) and every run of 3+
// within the tokens.
func melds(hand []T.TokenID) [][]T.TokenID {
	var out [][]T.TokenID
	byVal := map[int][]T.TokenID{}
	var byCol [4][15]T.TokenID
	var has [4][16]bool
	for _, id := range kinds(hand) {
		byVal[id.Value()] = append(byVal[id.Value()], id)
		byCol[id.Color()][id.Value()] = id
		has[id.Color()][id.Value()] = true
	}
	for v := 1; v <= 14; v++ {
		s := byVal[v]
		if len(s) == 4 {
			out = append(out, slices.Clone(s))
		}
		if len(s) >= 3 {
			for skip := range s {
				if len(s) == 3 && skip > 0 {
					break
				}
				var m []T.TokenID
				for i, id := range s {
					if len(s) == 3 || i != skip {
						m = append(m, id)
					}
				}
				out = append(out, m)
			}
		}
	}
	for c := range 4 {
		for a := 1; a <= 12; a++ {
			for b := a; b <= 14 && has[c][b]; b++ {
				if b-a >= 2 {
					var m []T.TokenID
					for x := a; x <= b; x++ {
						m = append(m, byCol[c][x])
					}
					out = append(out, m)
				}
			}
		}
	}
	return out
}

// freeSpot returns the left end of a free row for a new group: two empty
// rows below everything on the table.
func freeSpot(t T.Table) T.Pos {
	if len(t) == 0 {
		return T.Pos{}
	}
	first := true
	var maxRow, minCol int
	for q := range t {
		if first || q.Row > maxRow {
			maxRow = q.Row
		}
		if first || q.Col < minCol {
			minCol = q.Col
		}
		first = false
	}
	return T.Pos{Row: maxRow + 3, Col: minCol}
}

func (p *planner) gainOf(ids []T.TokenID) float64 {
	g := 0.0
	for _, id := range ids {
		if p.lifted[id] {
			g += 0.5 // re-placing a lifted token is required, not progress
			continue
		}
		g += 1 + 0.02*float64(id.Value())
	}
	return g
}

// candidates lists the steps the generators propose now, best first.
func (p *planner) candidates() []step {
	var out []step
	opened := p.v.Opened(p.v.Seat()) || p.placed > 0
	// Generators 1 and 2: a meld as a new group.
	if !opened || p.g.newGroups || len(p.table) == 0 {
		at := freeSpot(p.table)
		for _, m := range melds(p.hand) {
			s := step{ids: m}
			for i := range m {
				s.cells = append(s.cells, T.Pos{Row: at.Row, Col: at.Col + i})
			}
			s.gain = p.gainOf(m)
			out = append(out, s)
		}
	}
	if !opened {
		return sortSteps(out)
	}
	ks := kinds(p.hand)
	// Generator 3: extend a line at either end.
	for c := range p.table {
		for _, d := range dirs {
			q := add(c, d)
			if _, ok := p.table[q]; ok {
				continue
			}
			if _, ok := p.table[add(c, T.Pos{Row: -d.Row, Col: -d.Col})]; !ok {
				continue // c is alone on this axis: that is crossing
			}
			line := segment(p.table, c, d)
			for _, id := range ks {
				if !fits(line, id) {
					continue
				}
				out = append(out, step{cells: []T.Pos{q}, ids: []T.TokenID{id}, gain: p.gainOf([]T.TokenID{id})})
			}
		}
	}
	// Generator 4: a line of three across a token alone on that axis.
	if p.g.cross {
		for c, t := range p.table {
			for _, d := range dirs[:2] {
				back := T.Pos{Row: -d.Row, Col: -d.Col}
				if _, ok := p.table[add(c, d)]; ok {
					continue
				}
				if _, ok := p.table[add(c, back)]; ok {
					continue
				}
				near := nearTokens(ks, t)
				for i, a := range near {
					for _, b := range near[i+1:] {
						for _, shape := range [3][2]int{{-2, -1}, {-1, 1}, {1, 2}} {
							cells := []T.Pos{
								{Row: c.Row + shape[0]*d.Row, Col: c.Col + shape[0]*d.Col},
								{Row: c.Row + shape[1]*d.Row, Col: c.Col + shape[1]*d.Col},
							}
							for _, ids := range [2][]T.TokenID{{a, b}, {b, a}} {
								out = append(out, step{cells: cells, ids: slices.Clone(ids), gain: p.gainOf(ids)})
							}
						}
					}
				}
			}
		}
	}
	return sortSteps(out)
}

// fits reports whether id can continue the line (a segment of 2+, read in
// direction order) at its far end: the quick filter before localOK.
func fits(line []T.TokenID, id T.TokenID) bool {
	if len(line) < 2 {
		return false
	}
	a, b := line[len(line)-2], line[len(line)-1]
	if a.Value() == b.Value() {
		if id.Value() != b.Value() {
			return false
		}
		for _, x := range line {
			if x.Color() == id.Color() {
				return false
			}
		}
		return true
	}
	return id.Color() == b.Color() && id.Value()-b.Value() == b.Value()-a.Value()
}

// nearTokens are the kinds that could share a line with t: same value, or
// same colour within two.
func nearTokens(ks []T.TokenID, t T.TokenID) []T.TokenID {
	var out []T.TokenID
	for _, id := range ks {
		dv := id.Value() - t.Value()
		if (dv == 0 && id.Color() != t.Color()) || (id.Color() == t.Color() && dv != 0 && dv >= -2 && dv <= 2) {
			out = append(out, id)
		}
	}
	return out
}

func sortSteps(s []step) []step {
	sort.SliceStable(s, func(i, j int) bool { return s[i].gain > s[j].gain })
	return s
}

// try applies s to a copy of the table if it passes the local screen and
// the engine's validator; it reports whether it did.
func (p *planner) try(s step) bool {
	for _, c := range s.cells {
		if _, ok := p.table[c]; ok {
			return false
		}
	}
	// Resolve kinds to held tokens (a copy of the same colour and value).
	ids := make([]T.TokenID, len(s.ids))
	used := map[T.TokenID]bool{}
	for i, k := range s.ids {
		found := false
		for pass := range 2 { // lifted table tokens first: they must go back
			for _, h := range p.hand {
				if !found && p.lifted[h] == (pass == 0) && !used[h] && h.Color() == k.Color() && h.Value() == k.Value() {
					ids[i], used[h], found = h, true, true
				}
			}
		}
		if !found {
			return false
		}
	}
	for i, c := range s.cells {
		p.table[c] = ids[i]
	}
	ok := localOK(p.table, s.cells) && p.valid()
	if !ok {
		for _, c := range s.cells {
			delete(p.table, c)
		}
		return false
	}
	for _, id := range ids {
		p.hand = slices.DeleteFunc(p.hand, func(h T.TokenID) bool { return h == id })
		if p.lifted[id] {
			delete(p.lifted, id)
		} else {
			p.placed++
			p.points += id.Value()
		}
	}
	return true
}

// valid runs the engine's validator on the working table; while lifted
// tokens wait to be re-placed, their absence is not held against it.
func (p *planner) valid() bool {
	p.checks++
	for _, pr := range p.v.CheckLayDown(p.table) {
		if pr.Code == T.TokenMissing && p.lifted[pr.Token] {
			continue
		}
		return false
	}
	return true
}

// chain is generator 6: apply the best acceptable step until none is left.
func (p *planner) chain(maxSteps int) {
	for range maxSteps {
		if p.stop != nil && p.stop() {
			return // every accepted step was validated: what is there is legal
		}
		done := false
		for _, s := range p.candidates() {
			if p.try(s) {
				done = true
				break
			}
		}
		if !done {
			return
		}
	}
}

// result returns the lay-down, or false if nothing legal was found.
func (p *planner) result() (T.Table, bool) {
	if p.placed == 0 || len(p.lifted) > 0 {
		return nil, false
	}
	if p.v.CheckLayDown(p.table) != nil {
		return nil, false
	}
	return p.table, true
}

// freeTokens are table tokens that can be lifted without breaking the
// table: ends of runs of 4+ and ends of 4-sets with nothing across them.
func freeTokens(t T.Table) []T.Pos {
	var out []T.Pos
	for c := range t {
		for _, d := range dirs {
			back := T.Pos{Row: -d.Row, Col: -d.Col}
			if _, ok := t[add(c, back)]; ok {
				continue
			}
			if _, ok := t[add(c, d)]; !ok {
				continue
			}
			if len(segment(t, c, d)) < 4 {
				continue
			}
			perp := T.Pos{Row: d.Col, Col: d.Row}
			_, a := t[add(c, perp)]
			_, b := t[add(c, T.Pos{Row: -perp.Row, Col: -perp.Col})]
			if !a && !b {
				out = append(out, c)
			}
		}
	}
	slices.SortFunc(out, func(a, b T.Pos) int {
		if a.Row != b.Row {
			return a.Row - b.Row
		}
		return a.Col - b.Col
	})
	return slices.Compact(out)
}

// clock holds a decision's time limits: optional work (more plans, more
// samples) stops at soft; the first plan, which every decision needs,
// stops at hard. A nil clock never stops.
type clock struct {
	ctx        context.Context
	soft, hard time.Time
}

func (c *clock) softLeft() bool {
	return c == nil || (c.ctx.Err() == nil && time.Now().Before(c.soft))
}

func (c *clock) hardUp() bool {
	return c != nil && (c.ctx.Err() != nil || !time.Now().Before(c.hard))
}

func (c *clock) softUp() bool { return !c.softLeft() }

// bestLayDown runs the planner for a level: the plain chain, and with
// rearrangement the chain after lifting each lift set (generator 5), and
// with width > 1 the chain from each of the first width steps (a small
// beam). It returns the lay-down placing the most hand tokens (then the
// most points), their number and points; nil if it found none.
func bestLayDown(v T.View, g gens, width int, c *clock) (T.Table, int, int) {
	var best T.Table
	bestN, bestPts := 0, 0
	consider := func(p *planner) {
		if t, ok := p.result(); ok && (p.placed > bestN || (p.placed == bestN && p.points > bestPts)) {
			best, bestN, bestPts = t.Clone(), p.placed, p.points
		}
	}
	base := newPlanner(v, g)
	first := base.clone()
	first.stop = c.hardUp
	first.chain(40)
	consider(first)
	if width > 1 {
		n := 0
		for _, s := range base.candidates() {
			if n >= width || !c.softLeft() {
				break
			}
			p := base.clone()
			p.stop = c.softUp
			if !p.try(s) {
				continue
			}
			n++
			p.chain(40)
			consider(p)
		}
	}
	if g.rearrange && v.Opened(v.Seat()) {
		for _, lift := range liftSets(base.table, g.deep) {
			if !c.softLeft() {
				break
			}
			p := base.clone()
			p.stop = c.softUp
			for _, cell := range lift {
				id := p.table[cell]
				delete(p.table, cell)
				p.hand = append(p.hand, id)
				p.lifted[id] = true
			}
			p.chain(40)
			consider(p)
		}
	}
	return best, bestN, bestPts
}

// liftSets are the sets of table cells generator 5 tries to lift and
// re-lay: each free token; with deep, also pairs of free tokens and every
// group that is one straight line (lifting it can merge it elsewhere and
// free a group slot).
func liftSets(t T.Table, deep bool) [][]T.Pos {
	free := freeTokens(t)
	if len(free) > 10 {
		free = free[:10]
	}
	var out [][]T.Pos
	for _, c := range free {
		out = append(out, []T.Pos{c})
	}
	if !deep {
		return out
	}
	for _, g := range T.Groups(t) {
		sameRow, sameCol := true, true
		for _, c := range g {
			sameRow = sameRow && c.Row == g[0].Row
			sameCol = sameCol && c.Col == g[0].Col
		}
		if sameRow || sameCol {
			out = append(out, g)
		}
	}
	for i, a := range free {
		for _, b := range free[i+1:] {
			if len(out) > 60 {
				return out
			}
			out = append(out, []T.Pos{a, b})
		}
	}
	return out
}
