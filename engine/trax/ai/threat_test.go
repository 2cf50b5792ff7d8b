package ai

import (
	"context"
	"slices"
	"testing"
	"time"

	"traxapp/engine/trax"
)

// TestThreatWinIsSound: every win the threat-space search claims in the
// tactical and middle-game positions is confirmed by the full-width
// search; it finds the wins in one turn and the listed first moves of the
// positions with a win in two; it claims none where there is none.
func TestThreatWinIsSound(t *testing.T) {
	type pos struct {
		name string
		p    *trax.Position
		c    *Tactic
	}
	var ps []pos
	cases := loadTactics(t)
	for i := range cases {
		ps = append(ps, pos{cases[i].Setup, positionOf(t, cases[i]), &cases[i]})
	}
	for _, p := range midgames(t) {
		ps = append(ps, pos{"midgame", p, nil})
	}
	found := 0
	for _, c := range ps {
		e := NewEngine(1 << 20)
		s := &e.s
		*s = searcher{p: c.p.Clone(), tt: e.tt, ctx: context.Background(), weights: DefaultWeights, qDepth: qDepth}
		s.leaves, s.vkey = make([]leafEntry, 1<<leafBits), variantKey(c.p.Variant())
		m, turns, ok := s.threatWin(2, 20000, time.Time{})
		if c.c != nil {
			switch {
			case c.c.Kind == "loss" || c.c.Kind == "nowin" && c.c.Within >= 2:
				if ok {
					t.Errorf("%s: claims a win by %s, there is none", c.name, c.p.FormatMove(m))
				}
				continue
			case c.c.Kind == "win" && c.c.Within == 1:
				if !ok || turns != 1 {
					t.Errorf("%s: the win now was not found", c.name)
				}
			}
		}
		if !ok {
			continue
		}
		found++
		name := c.p.FormatMove(m)
		if c.c != nil && c.c.Kind == "win" && c.c.Within >= turns && !slices.Contains(c.c.Moves, name) {
			t.Errorf("%s: threat-space win %s in %d, want one of %v", c.name, name, turns, c.c.Moves)
		}
		if turns == 1 {
			continue
		}
		q := c.p.Clone()
		q.Play(m)
		r, err := NewEngine(1<<20).Search(context.Background(), q, Options{Depth: 2*turns - 2})
		if err != nil {
			t.Fatal(err)
		}
		if r.LossIn() == 0 {
			t.Errorf("%s: threat-space win %s in %d turns, but the reply %s scores %d", c.name, name, turns, r.Notation, r.Score)
		}
	}
	t.Logf("%d threat-space wins of %d positions", found, len(ps))
}
