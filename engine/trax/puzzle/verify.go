package puzzle

import (
	"fmt"
	"slices"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// Prove fills in a puzzle's proved facts from its variant, setup, kind
// and turns: every answer (with a fresh Prover limited to maxNodes
// positions, 0: no limit), the number of legal moves, the proof's size
// and the grade. It does not check that the kind holds (Verify does).
func Prove(p Puzzle, maxNodes int64) (Puzzle, error) {
	_, err := prove(&p, ai.NewProver(maxNodes))
	return p, err
}

func prove(p *Puzzle, pr *ai.Prover) (*trax.Position, error) {
	switch {
	case p.Kind == KindWin && p.Turns >= 1 && p.Turns <= MaxTurns:
	case p.Kind == KindDefend && p.Turns >= 1 && p.Turns <= 2:
	default:
		return nil, fmt.Errorf("puzzle %s: kind %q within %d turns (want win in 1 to %d, defend 1 or 2)", p.ID, p.Kind, p.Turns, MaxTurns)
	}
	pos, err := p.Position()
	if err != nil {
		return nil, err
	}
	var ms []trax.Move
	if p.Kind == KindWin {
		ms, err = pr.Wins(pos, p.Turns)
	} else {
		ms, err = pr.Defences(pos, p.Turns)
	}
	if err != nil {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	p.Answers = ai.Notations(pos, ms)
	p.Legal = len(pos.LegalMoves(nil))
	p.ProofNodes = pr.Nodes()
	p.Grade = p.Facts().Grade()
	return pos, nil
}

// Verify proves the puzzle again with the Prover and returns what differs
// from its entry, or nil: its answers must be exactly every move the
// Prover finds, the kind must hold (a win is the quickest: no win in
// fewer turns; a defence leaves some legal move that loses), and the
// number of legal moves and the grade must be as stored (the proof's
// size may change with the Prover's move order; the grade it gives must
// not).
func Verify(p Puzzle) error {
	pr := ai.NewProver(0)
	q := p
	if _, err := prove(&q, pr); err != nil {
		return err
	}
	if !slices.Equal(q.Answers, p.Answers) {
		return fmt.Errorf("puzzle %s: the answers are %v, the entry says %v", p.ID, q.Answers, p.Answers)
	}
	if err := pr.Check(p.tactic()); err != nil {
		return fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	if q.Legal != p.Legal || q.Grade != p.Grade {
		return fmt.Errorf("puzzle %s: %d legal moves, proof of %d positions, grade %d; the entry says %d, %d, %d",
			p.ID, q.Legal, q.ProofNodes, q.Grade, p.Legal, p.ProofNodes, p.Grade)
	}
	return nil
}

// Count is the number of puzzles per kind and per variant.
type Count struct {
	All int
	// ByKind counts by kind and turns: "win1", "win2", "win3",
	// "defend1", "defend2".
	ByKind map[string]int
	// ByVariant counts by variant: "trax", "8x8".
	ByVariant map[string]int
	// ByGrade counts by grade, 1 to 5 (index 0 unused).
	ByGrade [6]int
}

// KindKey is the key of ByKind for a kind and its turns ("win2").
func KindKey(kind string, turns int) string { return fmt.Sprintf("%s%d", kind, turns) }

// KindKeys are the keys of Count.ByKind in their order.
var KindKeys = []string{"win1", "win2", "win3", "defend1", "defend2"}

// CountOf counts ps.
func CountOf(ps []Puzzle) Count {
	c := Count{ByKind: map[string]int{}, ByVariant: map[string]int{}}
	for _, p := range ps {
		c.All++
		c.ByKind[KindKey(p.Kind, p.Turns)]++
		c.ByVariant[p.Variant]++
		if p.Grade >= 1 && p.Grade <= 5 {
			c.ByGrade[p.Grade]++
		}
	}
	return c
}

// String is "N puzzles (win1 a, win2 b, win3 c, defend1 d, defend2 e;
// trax x, 8x8 y; grades 1-5: g1 g2 g3 g4 g5)".
func (c Count) String() string {
	s := fmt.Sprintf("%d puzzles (", c.All)
	for i, k := range KindKeys {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%s %d", k, c.ByKind[k])
	}
	s += fmt.Sprintf("; trax %d, 8x8 %d; grades 1-5: %d %d %d %d %d)", c.ByVariant["trax"], c.ByVariant["8x8"],
		c.ByGrade[1], c.ByGrade[2], c.ByGrade[3], c.ByGrade[4], c.ByGrade[5])
	return s
}
