package puzzle

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// TryWork bounds the work of one Try: the positions its proofs expand,
// all together, times the number of legal moves of the puzzle's
// position (a position's expansion costs about one try of each move, so
// a big board gets fewer positions). See the package doc.
const TryWork = 45_000

// Errors of Try.
var (
	// ErrSolved: the puzzle is already solved; start it again to retry.
	ErrSolved = errors.New("puzzle: already solved")
	// ErrTooHard: the proofs a Try needed went past its bound (TryWork;
	// the generator keeps such puzzles out of the set).
	ErrTooHard = errors.New("puzzle: the judge's proof is too big")
)

// Session is one attempt at a puzzle: the position as it stands, the
// learner's turns left, whether it is solved. It keeps its own Prover,
// so results proved for one Try speed up the next.
type Session struct {
	puzzle Puzzle
	game   *trax.Game
	pr     *ai.Prover
	me     trax.Color
	left   int
	solved bool
	// spent is the positions the proofs of this Try expanded so far, and
	// limit the most they may (TryWork over the number of legal moves).
	spent, limit int64
}

// Verdict is the judge's answer to one move, as facts.
type Verdict struct {
	// Move is the learner's move as the rules write it.
	Move string
	// Correct: the move solves the step (a win: it wins within the
	// learner's turns left whatever the opponent does; a defence: the
	// opponent no longer wins within the puzzle's turns).
	Correct bool
	// Solved: the puzzle is done (the move won, or it was the defence).
	Solved bool
	// Reply is the opponent's answer to a right move of a win not yet
	// finished: the defence that holds out longest, already played.
	Reply string
	// Refutation is the answer to a wrong move: the opponent's reply and
	// the line that follows (the opponent's moves at even indexes, the
	// learner's most stubborn defences at odd ones), ending in the
	// opponent's win when OpponentWins > 0. Empty when the move itself
	// ended the game. A wrong move is not kept: the position stays as
	// it was before it.
	Refutation []string
	// OpponentWins is, after a wrong move, the number of its own turns
	// within which the opponent wins (0: it has no win within the
	// puzzle's turns; the move only lets the learner's win slip).
	OpponentWins int
	// Outcome is what the move itself did to the game (over when it
	// completed a loop or line, or filled an 8x8 board).
	Outcome trax.Outcome
	// TurnsLeft is the learner's turns left for a win after the verdict.
	TurnsLeft int
}

// Start begins an attempt at p.
func Start(p Puzzle) (*Session, error) {
	g, err := p.game()
	if err != nil {
		return nil, err
	}
	if p.Kind != KindWin && p.Kind != KindDefend {
		return nil, fmt.Errorf("puzzle %s: unknown kind %q", p.ID, p.Kind)
	}
	limit := int64(TryWork / max(len(g.Position().LegalMoves(nil)), 1))
	return &Session{puzzle: p, game: g, pr: ai.NewProver(limit), me: g.Position().ToMove(), left: p.Turns, limit: limit}, nil
}

// Puzzle is the puzzle attempted.
func (s *Session) Puzzle() Puzzle { return s.puzzle }

// Position is the position now (do not change it).
func (s *Session) Position() *trax.Position { return s.game.Position() }

// Game is the game from the puzzle's setup through the moves accepted
// so far (do not change it).
func (s *Session) Game() *trax.Game { return s.game }

// Learner is the colour the learner plays.
func (s *Session) Learner() trax.Color { return s.me }

// TurnsLeft is the learner's turns left to win (for a defence, the
// puzzle's turns until solved).
func (s *Session) TurnsLeft() int { return s.left }

// Solved reports whether the puzzle is solved.
func (s *Session) Solved() bool { return s.solved }

// Try judges the learner's move tok (in the position's notation, e.g.
// "B2/") by the rules and the Prover. A malformed or illegal move is an
// error that says why (the session is unchanged); so is a move after
// the puzzle is solved.
func (s *Session) Try(tok string) (Verdict, error) {
	if s.solved {
		return Verdict{}, ErrSolved
	}
	s.spent = 0
	pos := s.game.Position()
	tok = strings.TrimSpace(tok)
	m, err := pos.ParseMove(tok)
	if err == nil {
		err = pos.IsLegal(m)
	}
	if err != nil {
		return Verdict{}, fmt.Errorf("puzzle: move %q: %w", tok, err)
	}
	v := Verdict{Move: pos.FormatMove(m), TurnsLeft: s.left}
	after := pos.Clone()
	if err := after.Play(m); err != nil {
		return Verdict{}, fmt.Errorf("puzzle: move %q: %w", tok, err)
	}
	v.Outcome = after.Outcome()
	v.Correct, err = s.correct(after)
	if err != nil {
		return Verdict{}, err
	}
	if !v.Correct {
		if !v.Outcome.Over() {
			v.Refutation, v.OpponentWins, err = s.refute(after)
			if err != nil {
				return Verdict{}, err
			}
		}
		return v, nil
	}
	if err := s.game.Play(m); err != nil {
		return Verdict{}, err
	}
	if s.puzzle.Kind == KindDefend || v.Outcome.Over() {
		s.solved, v.Solved = true, true
		return v, nil
	}
	// A right move of a longer win: the opponent holds out as long as
	// it can, and the learner has one turn fewer.
	reply, _, err := s.holdOut(after, s.left-1)
	if err != nil {
		return Verdict{}, err
	}
	v.Reply = s.game.Position().FormatMove(reply)
	if err := s.game.Play(reply); err != nil {
		return Verdict{}, err
	}
	s.left--
	v.TurnsLeft = s.left
	if o := s.game.Outcome(); o.Over() {
		// The opponent's every move lost at once.
		s.solved, v.Solved = true, true
	}
	return v, nil
}

// correct decides a learner's move from the position after it.
func (s *Session) correct(after *trax.Position) (bool, error) {
	o := after.Outcome()
	if s.puzzle.Kind == KindDefend {
		if o.Over() {
			return o.Draw() || o.Winner == s.me, nil
		}
		w, err := s.canWin(after, s.puzzle.Turns)
		return !w, s.proofErr(err)
	}
	if o.Over() {
		return !o.Draw() && o.Winner == s.me, nil
	}
	if s.left == 1 {
		return false, nil
	}
	// Right when no reply keeps the learner from winning within the
	// turns left after this one.
	_, esc, err := s.escape(after, s.left-1)
	return !esc, s.proofErr(err)
}

// canWin, firstWin and escape ask the Prover within what is left of the
// Try's budget.
func (s *Session) canWin(p *trax.Position, n int) (bool, error) {
	s.pr.MaxNodes = max(s.limit-s.spent, 1)
	w, err := s.pr.CanWin(p, n)
	s.spent += s.pr.Nodes()
	return w, err
}

func (s *Session) firstWin(p *trax.Position, n int) (trax.Move, bool, error) {
	s.pr.MaxNodes = max(s.limit-s.spent, 1)
	m, ok, err := s.pr.FirstWin(p, n)
	s.spent += s.pr.Nodes()
	return m, ok, err
}

func (s *Session) escape(p *trax.Position, n int) (trax.Move, bool, error) {
	s.pr.MaxNodes = max(s.limit-s.spent, 1)
	m, ok, err := s.pr.Escape(p, n)
	s.spent += s.pr.Nodes()
	return m, ok, err
}

// Spent is the number of positions the last Try's proofs expanded.
func (s *Session) Spent() int64 { return s.spent }

func (s *Session) proofErr(err error) error {
	if errors.Is(err, ai.ErrProofTooBig) {
		return fmt.Errorf("%w (puzzle %s: more than %d positions)", ErrTooHard, s.puzzle.ID, s.limit)
	}
	return err
}

// refute finds the opponent's answer to a wrong move (after is the
// position after it, the opponent to move): its quickest win within the
// puzzle's turns and the line to it, or else a move that keeps the
// learner from winning within the turns left.
func (s *Session) refute(after *trax.Position) ([]string, int, error) {
	j, _, err := s.quickest(after, min(s.puzzle.Turns, 2))
	if err != nil {
		return nil, 0, err
	}
	if j > 0 {
		line, err := s.line(after.Clone(), j)
		return line, j, err
	}
	m, ok, err := s.escape(after, max(s.left-1, 1))
	if err != nil {
		return nil, 0, s.proofErr(err)
	}
	if !ok {
		legal := after.LegalMoves(nil)
		if len(legal) == 0 {
			return nil, 0, nil
		}
		m = legal[0]
	}
	return []string{after.FormatMove(m)}, 0, nil
}

// quickest returns the smallest number of turns j <= n within which the
// player to move in p wins, and the first move that does (0 when it does
// not win within n).
func (s *Session) quickest(p *trax.Position, n int) (int, trax.Move, error) {
	for j := 1; j <= n; j++ {
		m, ok, err := s.firstWin(p, j)
		if err != nil {
			return 0, trax.Move{}, s.proofErr(err)
		}
		if ok {
			return j, m, nil
		}
	}
	return 0, trax.Move{}, nil
}

// line plays out the attacker's win within n turns from p (attacker to
// move): its quickest winning move, the defender's most stubborn reply,
// and so on until the game ends. It changes p.
func (s *Session) line(p *trax.Position, n int) ([]string, error) {
	var out []string
	for n >= 1 {
		j, m, err := s.quickest(p, n)
		if err != nil || j == 0 {
			return out, err
		}
		out = append(out, p.FormatMove(m))
		if err := p.Play(m); err != nil {
			return out, err
		}
		if p.Outcome().Over() || j == 1 {
			return out, nil
		}
		d, _, err := s.holdOut(p, j-1)
		if err != nil {
			return out, err
		}
		out = append(out, p.FormatMove(d))
		if err := p.Play(d); err != nil {
			return out, err
		}
		if p.Outcome().Over() {
			return out, nil
		}
		n = j - 1
	}
	return out, nil
}

// holdOut picks the defender's reply in p (defender to move) when the
// attacker wins within n turns after it: the move after which the
// attacker needs the most turns (n+1 when it no longer wins within n;
// 0 when the move itself loses), the first such in the order of
// DistinctMoves.
func (s *Session) holdOut(p *trax.Position, n int) (trax.Move, int, error) {
	defender := p.ToMove()
	q := p.Clone()
	var best trax.Move
	bestT := -1
	for _, d := range q.DistinctMoves(nil) {
		if err := q.Play(d); err != nil {
			continue
		}
		t := n + 1
		if o := q.Outcome(); o.Over() {
			switch {
			case o.Draw() || o.Winner == defender:
				t = n + 2 // the game ends without the attacker's win
			default:
				t = 0
			}
		} else if n > 0 {
			j, _, err := s.quickest(q, n)
			if err != nil {
				q.Undo()
				return trax.Move{}, 0, err
			}
			if j > 0 {
				t = j
			}
		}
		q.Undo()
		if t > bestT {
			best, bestT = d, t
		}
	}
	if bestT < 0 {
		return trax.Move{}, 0, errors.New("puzzle: no legal reply")
	}
	return best, bestT, nil
}

// IsAnswer reports whether move (in notation) is among the puzzle's
// stored first-move answers.
func (p Puzzle) IsAnswer(move string) bool { return slices.Contains(p.Answers, move) }
