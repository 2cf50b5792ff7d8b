package ai

import (
	"slices"
	"testing"

	"traxapp/engine/trax"
)

// naiveWins is the prover's slow twin: the rules' public API only
// (LegalMoves, Play, Outcome), no shortcut, no table.
func naiveWins(p *trax.Position, n int) bool {
	me := p.ToMove()
	for _, m := range p.LegalMoves(nil) {
		p.Play(m)
		w := naiveWinsAfter(p, me, n)
		p.Undo()
		if w {
			return true
		}
	}
	return false
}

// naiveWinsAfter reports whether me, who just moved in p, has won or wins
// within n-1 more turns whatever the reply.
func naiveWinsAfter(p *trax.Position, me trax.Color, n int) bool {
	if o := p.Outcome(); o.Over() {
		return !o.Draw() && o.Winner == me
	}
	if n == 1 {
		return false
	}
	for _, r := range p.LegalMoves(nil) {
		p.Play(r)
		o := p.Outcome()
		w := o.Over() && !o.Draw() && o.Winner == me || !o.Over() && naiveWins(p, n-1)
		p.Undo()
		if !w {
			return false
		}
	}
	return true
}

// TestProverMatchesNaive compares the prover with its slow twin on the
// tactics of up to two turns and on the positions one move after them
// (wins, defences and positions without either).
func TestProverMatchesNaive(t *testing.T) {
	pr := NewProver(0)
	n, most := 0, 16
	if testing.Short() {
		most = 5
	}
	for _, c := range loadTactics(t) {
		if c.Within > 2 || n >= most {
			continue
		}
		n++
		p := positionOf(t, c)
		ps := []*trax.Position{p}
		for i, m := range p.LegalMoves(nil) {
			if i%15 != 0 {
				continue
			}
			q := p.Clone()
			if q.Play(m); !q.Outcome().Over() {
				ps = append(ps, q)
			}
		}
		for _, q := range ps {
			me := q.ToMove()
			var wantWins, wantSafe []trax.Move
			for _, m := range q.LegalMoves(nil) {
				q.Play(m)
				if naiveWinsAfter(q, me, c.Within) {
					wantWins = append(wantWins, m)
				}
				if o := q.Outcome(); o.Over() && (o.Draw() || o.Winner == me) || !o.Over() && !naiveWins(q, 1) {
					wantSafe = append(wantSafe, m)
				}
				q.Undo()
			}
			wins, err := pr.Wins(q, c.Within)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(wins, wantWins) {
				t.Errorf("%s %s: prover's wins within %d %v, by brute force %v", c.Variant, q.Record(), c.Within, Notations(q, wins), Notations(q, wantWins))
			}
			safe, err := pr.Defences(q, 1)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(safe, wantSafe) {
				t.Errorf("%s %s: prover's defences for one turn %v, by brute force %v", c.Variant, q.Record(), Notations(q, safe), Notations(q, wantSafe))
			}
		}
	}
}

// TestProverVariants: the same board proved under each variant's rules.
// A line wins unlimited Trax but not Loop Trax, and a line wider than the
// 8x8 square cannot be made in 8x8.
func TestProverVariants(t *testing.T) {
	pr := NewProver(0)
	for _, c := range loadTactics(t) {
		if c.Kind != "nowin" {
			continue
		}
		p := positionOf(t, c)
		w, err := pr.CanWin(p, c.Within)
		if err != nil {
			t.Fatal(err)
		}
		if w {
			t.Errorf("%s %s: the prover finds a win within %d; there is none", c.Variant, c.Setup, c.Within)
		}
		g, err := trax.LoadRecord(trax.Trax, c.Setup)
		if err != nil {
			t.Fatal(err)
		}
		w, err = pr.CanWin(g.Position(), 1)
		if err != nil {
			t.Fatal(err)
		}
		if !w {
			t.Errorf("%s: in unlimited Trax the prover finds no win now; a line wins", c.Setup)
		}
	}
}

// TestProverErrors: questions the prover does not take.
func TestProverErrors(t *testing.T) {
	pr := NewProver(0)
	p := trax.NewPosition(trax.Trax)
	for _, n := range []int{0, MaxProofTurns + 1} {
		if _, err := pr.Wins(p, n); err == nil {
			t.Errorf("Wins within %d turns: no error", n)
		}
	}
	g, err := trax.LoadRecord(trax.Trax, "@0/ @1\\ A0/")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pr.Wins(g.Position(), 1); err != ErrGameOver {
		t.Errorf("a finished game: error %v, want ErrGameOver", err)
	}
	small := NewProver(3)
	c := loadTactics(t)[4] // black edge: a win in three
	if _, err := small.Wins(positionOf(t, c), c.Within); err != ErrProofTooBig {
		t.Errorf("a 3-position limit on a win in three: error %v, want ErrProofTooBig", err)
	}
	if w, err := pr.CanWin(positionOf(t, c), c.Within); err != nil || !w {
		t.Errorf("the same without a limit: %v, %v; want a win", w, err)
	}
}

// TestFirstWinAndEscape: on the first 60 wins and defences of the
// tactics suite within two turns (all 304 within three pass too, in
// two and a half minutes), FirstWin finds one of the moves Wins lists (and
// none a turn fewer when the win is the quickest), and Escape one of the
// moves Defences lists, or none when Defences lists none.
func TestFirstWinAndEscape(t *testing.T) {
	f, err := ReadTactics("testdata/tactics.json")
	if err != nil {
		t.Fatal(err)
	}
	pr := NewProver(0)
	checked := 0
	for _, c := range f.Positions {
		if c.Within > 2 || c.Kind == KindNoWin || checked >= 60 {
			continue
		}
		p, err := c.Position()
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for n := max(c.Within-1, 1); n <= c.Within; n++ {
			wins, _ := pr.Wins(p, n)
			m, ok, err := pr.FirstWin(p, n)
			if err != nil || ok != (len(wins) > 0) || ok && !slices.Contains(wins, m) {
				t.Errorf("%s: FirstWin within %d = %v %v %v; Wins: %v", c.Name, n, p.FormatMove(m), ok, err, Notations(p, wins))
			}
			safe, _ := pr.Defences(p, n)
			m, ok, err = pr.Escape(p, n)
			if err != nil || ok != (len(safe) > 0) || ok && !slices.Contains(safe, m) {
				t.Errorf("%s: Escape within %d = %v %v %v; Defences: %v", c.Name, n, p.FormatMove(m), ok, err, Notations(p, safe))
			}
		}
	}
	t.Logf("%d positions", checked)
}
