package ai

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"traxapp/engine/trax"
)

// A game review judges each turn of a finished game: what the position
// was worth to the player who moved before and after the turn, the move
// the engine prefers, and a verdict where the turn threw away a win or
// walked into a loss. Values come from Search (an evaluation, sound
// enough to draw); verdicts only from the Prover (exact, or none when its
// node limit cuts a proof short), so a turn is never blamed on a guess.

// ReviewMax is the value of a won position in a review; every other
// value lies strictly between -ReviewMax and ReviewMax.
const ReviewMax = 1000

// reviewSquash is the evaluation (in search points) that a review maps to
// half of ReviewMax: values squash smoothly towards ±ReviewMax.
const reviewSquash = 300

// Verdict is what a review says of one turn.
type Verdict int

// The verdicts of ReviewTurn.
const (
	// NoVerdict: nothing proved against the turn.
	NoVerdict Verdict = iota
	// MissedWin: the mover had a forced win within the proof's turns and
	// the move played keeps none within them.
	MissedWin
	// Blunder: the mover could hold out for the proof's turns, and after
	// the move played the opponent has a forced win within them.
	Blunder
)

var verdictNames = [...]string{NoVerdict: "", MissedWin: "missed-win", Blunder: "blunder"}

// String returns the verdict's stable name ("missed-win", "blunder", or
// "" for none), used on the wire and in the page.
func (v Verdict) String() string {
	if v >= 0 && int(v) < len(verdictNames) {
		return verdictNames[v]
	}
	return ""
}

// VerdictByName returns the verdict whose String is name; unknown names
// give NoVerdict.
func VerdictByName(name string) Verdict {
	for v, n := range verdictNames {
		if n == name && n != "" {
			return Verdict(v)
		}
	}
	return NoVerdict
}

// TurnReview is the review of one turn. Values are from the view of the
// player who made the turn (the mover), in [-ReviewMax, ReviewMax].
type TurnReview struct {
	// Before is the value of the position before the turn, After the
	// value after it (ReviewMax when the turn won, 0 for a draw).
	Before, After int
	// Best is the move the review prefers in the position before the
	// turn (with MissedWin a winning move, with Blunder a move that
	// holds); BestNotation names it in that position.
	Best         trax.Move
	BestNotation string
	// Verdict says what was proved against the turn.
	Verdict Verdict
	// Turns: with MissedWin, the number of the mover's turns of the
	// quickest win it had; with Blunder, the number of turns the
	// opponent then needs to win (0: the move itself gave the opponent
	// the game).
	Turns int
	// Proved reports that every proof asked finished within its limit:
	// when false, no verdict is given for lack of proof.
	Proved bool
}

// ReviewOptions bound the work of ReviewTurn.
type ReviewOptions struct {
	// MoveTime is the time of the two searches (before and after the
	// turn) together; Depth, if positive, searches that many turns
	// instead (reproducible, for tests).
	MoveTime time.Duration
	Depth    int
	// ProofTurns is how many turns deep the verdicts look (1 to
	// MaxProofTurns; 0 means DefaultProofTurns). Where a search claims a
	// forced win (before the turn for the mover, after it for the
	// opponent) in more turns, up to MaxProofTurns, the proof looks that
	// deep, to confirm it.
	ProofTurns int
	// ProofNodes bounds each proof (0 means DefaultProofNodes).
	ProofNodes int64
	// Yield is passed to the searches (see Options.Yield).
	Yield func()
}

// Defaults of ReviewOptions.
const (
	DefaultProofTurns       = 2
	DefaultProofNodes int64 = 20000
)

// ErrReviewLuck means a review was asked of a game with luck (Tur-TRAX)
// or of solitaire, which the Prover does not take.
var ErrReviewLuck = errors.New("ai: a review takes two-player games without luck")

// ReviewValue maps a search score (for the player to move) to a review
// value in [-ReviewMax, ReviewMax]: forced wins and losses at the ends,
// evaluations squashed strictly between.
func ReviewValue(score int) int {
	switch {
	case score >= winThreshold:
		return ReviewMax
	case score <= -winThreshold:
		return -ReviewMax
	}
	s := score
	if s < 0 {
		s = -s
	}
	v := ReviewMax * score / (s + reviewSquash)
	return max(-(ReviewMax - 1), min(ReviewMax-1, v))
}

// ReviewTurn judges the turn in which the player to move in before plays
// played, with e's search and pr's proofs; it changes neither position.
// When ctx is done it returns what it has, unproved.
func (e *Engine) ReviewTurn(ctx context.Context, pr *Prover, before *trax.Position, played trax.Move, opt ReviewOptions) (TurnReview, error) {
	v := before.Variant()
	if v.Luck != trax.NoLuck || v.Solo {
		return TurnReview{}, ErrReviewLuck
	}
	if before.Outcome().Over() {
		return TurnReview{}, ErrGameOver
	}
	me := before.ToMove()
	after := before.Clone()
	if err := after.Play(played); err != nil {
		return TurnReview{}, fmt.Errorf("ai: the move reviewed: %w", err)
	}
	sopt := Options{Depth: opt.Depth, MoveTime: opt.MoveTime / 2, Yield: opt.Yield}
	if opt.Depth > 0 {
		sopt.MoveTime = 0
	}
	r, err := e.Search(ctx, before, sopt)
	if err != nil {
		return TurnReview{}, err
	}
	rev := TurnReview{Before: ReviewValue(r.Score), Best: r.Move, BestNotation: r.Notation}
	o := after.Outcome()
	var ra Result // the search after the turn, for the opponent
	switch {
	case o.Over() && o.Draw():
		rev.After = 0
	case o.Over() && o.Winner == me:
		rev.After = ReviewMax
	case o.Over():
		rev.After = -ReviewMax
	default:
		if ra, err = e.Search(ctx, after, sopt); err != nil {
			return TurnReview{}, err
		}
		rev.After = ReviewValue(-ra.Score)
	}
	if ctx.Err() != nil {
		return rev, nil
	}
	turns, nodes := opt.ProofTurns, opt.ProofNodes
	if turns <= 0 {
		turns = DefaultProofTurns
	}
	turns = min(turns, MaxProofTurns)
	if nodes <= 0 {
		nodes = DefaultProofNodes
	}
	savedNodes, savedYield := pr.MaxNodes, pr.Yield
	pr.MaxNodes = nodes
	pr.Yield = func() bool {
		if opt.Yield != nil {
			opt.Yield()
		}
		return ctx.Err() == nil // a cancelled review stops its proof
	}
	defer func() { pr.MaxNodes, pr.Yield = savedNodes, savedYield }()
	j := judge{pr: pr, before: before, after: after, played: played, best: r.Move,
		winTurns: deepen(turns, r.WinIn()), lossTurns: deepen(turns, ra.WinIn())}
	if err := j.run(&rev); err != nil {
		if errors.Is(err, ErrProofTooBig) {
			return rev, nil
		}
		return TurnReview{}, err
	}
	rev.Proved = true
	if rev.Verdict != NoVerdict {
		rev.BestNotation = before.FormatMove(rev.Best)
	}
	return rev, nil
}

// deepen returns the turns of a proof: turns, or more (up to
// MaxProofTurns) where the search claims a forced win in claimed turns,
// so that the Prover can confirm what the search saw.
func deepen(turns, claimed int) int {
	if claimed > turns && claimed <= MaxProofTurns {
		return claimed
	}
	return turns
}

// judge holds one turn's proofs: a win thrown away is looked for within
// winTurns, a loss walked into within lossTurns.
type judge struct {
	pr                  *Prover
	before, after       *trax.Position
	played, best        trax.Move
	winTurns, lossTurns int
}

// run sets rev's verdict, Turns and (with a verdict) Best from the
// proofs; an error (ErrProofTooBig) leaves rev's verdict unset.
func (j *judge) run(rev *TurnReview) error {
	me := j.before.ToMove()
	o := j.after.Outcome()
	if o.Over() && !o.Draw() && o.Winner == me {
		return nil // the turn won
	}
	// A win thrown away: the quickest win the mover had, and whether the
	// move played keeps a win within the turns.
	won, err := j.quickest(j.before, j.winTurns)
	if err != nil {
		return err
	}
	if won > 0 {
		kept, err := j.keepsWin()
		if err != nil {
			return err
		}
		if kept {
			return nil
		}
		wins, err := j.pr.Wins(j.before, won)
		if err != nil {
			return err
		}
		rev.Verdict, rev.Turns, rev.Best = MissedWin, won, preferred(wins, j.best)
		return nil
	}
	// A loss walked into: the opponent wins after the move, though the
	// mover had a move that held.
	lost := 0
	switch {
	case o.Over() && !o.Draw():
		lost = 0 // the move completed only the opponent's loop or line
	case o.Over():
		return nil
	default:
		if lost, err = j.quickest(j.after, j.lossTurns); err != nil {
			return err
		}
		if lost == 0 {
			return nil
		}
	}
	held, err := j.holds(j.best)
	if err != nil {
		return err
	}
	if held {
		rev.Verdict, rev.Turns, rev.Best = Blunder, lost, j.best
		return nil
	}
	safe, err := j.pr.Defences(j.before, j.lossTurns)
	if err != nil {
		return err
	}
	if len(safe) == 0 {
		return nil // lost whatever the move: no blame
	}
	rev.Verdict, rev.Turns, rev.Best = Blunder, lost, safe[0]
	return nil
}

// holds reports whether move m, instead of the move played, keeps the
// opponent from winning within lossTurns: one refutation, much cheaper
// than listing every defence.
func (j *judge) holds(m trax.Move) (bool, error) {
	if m == j.played {
		return false, nil
	}
	p := j.before.Clone()
	if err := p.Play(m); err != nil {
		return false, nil
	}
	if o := p.Outcome(); o.Over() {
		return o.Draw() || o.Winner == j.before.ToMove(), nil
	}
	w, err := j.pr.CanWin(p, j.lossTurns)
	return !w, err
}

// quickest returns the fewest turns, up to most, within which the player
// to move in p wins, or 0 when it does not win within most.
func (j *judge) quickest(p *trax.Position, most int) (int, error) {
	for n := 1; n <= most; n++ {
		w, err := j.pr.CanWin(p, n)
		if err != nil {
			return 0, err
		}
		if w {
			return n, nil
		}
	}
	return 0, nil
}

// keepsWin reports whether, after the move played, the mover still wins
// within winTurns: every reply of the opponent loses within winTurns-1.
func (j *judge) keepsWin() (bool, error) {
	if j.after.Outcome().Over() || j.winTurns < 2 {
		return false, nil
	}
	if len(j.after.LegalMoves(nil)) == 0 {
		return false, nil // the opponent cannot move: a draw
	}
	holds, err := j.pr.Defences(j.after, j.winTurns-1)
	if err != nil {
		return false, err
	}
	return len(holds) == 0, nil
}

// preferred returns best when it is one of moves, else the first of moves.
func preferred(moves []trax.Move, best trax.Move) trax.Move {
	if len(moves) == 0 || slices.Contains(moves, best) {
		return best
	}
	return moves[0]
}
