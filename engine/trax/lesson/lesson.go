package lesson

import (
	"errors"
	"fmt"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// GoalKind is what the learner's move must do.
type GoalKind uint8

const (
	// AnyLegal: any legal move (its colours match and no space is left
	// with three edges of one colour).
	AnyLegal GoalKind = iota + 1
	// Forcing: a legal move whose turn places at least Goal.Forced
	// forced tiles.
	Forcing
	// WinLoop: a move that wins now with a loop.
	WinLoop
	// WinLine: a move that wins now with a line.
	WinLine
	// Threat: a move after which the mover threatens to win next turn
	// (ai.Threats lists a space of the mover's colour) and the opponent
	// cannot win at once.
	Threat
	// Defend: a move after which the opponent cannot win on its next
	// turn (ai.Prover.Defences within one turn).
	Defend
	// DoubleThreat: a move after which the mover wins on its next turn
	// whatever the opponent does (ai.Prover.Wins within two turns),
	// without winning at once.
	DoubleThreat
)

// String names the kind, for tests and messages to developers.
func (k GoalKind) String() string {
	switch k {
	case AnyLegal:
		return "any-legal"
	case Forcing:
		return "forcing"
	case WinLoop:
		return "win-loop"
	case WinLine:
		return "win-line"
	case Threat:
		return "threat"
	case Defend:
		return "defend"
	case DoubleThreat:
		return "double-threat"
	}
	return fmt.Sprintf("goal(%d)", uint8(k))
}

// Goal is what a step asks of the learner's move.
type Goal struct {
	Kind GoalKind
	// Forced is, for Forcing, the least number of forced tiles.
	Forced int
}

// Offer is which moves the board lets the learner try in a step.
type Offer uint8

const (
	// OfferLegal: the legal moves.
	OfferLegal Offer = iota
	// OfferFitting: every tile that matches its neighbours' colours, also
	// those made illegal by their forced plays (three edges of one
	// colour), so that the learner may try one and learn why.
	OfferFitting
	// OfferAll: all six tiles on every empty space beside a tile, whether
	// the colours match or not.
	OfferAll
)

// Step is one exercise of the course.
type Step struct {
	// ID names the step in catalog keys ("trax.lesson.<ID>.title") and in
	// the saved progress; lower-case letters and hyphens.
	ID string
	// Variant is the rules the step is played under.
	Variant trax.Variant
	// Setup is the prepared position as a game record (official
	// notation), replayed by the rules.
	Setup string
	// ToMove is the colour the learner plays.
	ToMove trax.Color
	// Goal is what the learner's move must do.
	Goal Goal
	// Offer is which moves the board offers.
	Offer Offer
	// Space, when set, is the one place (notation, "C3") where the board
	// offers tiles: the step is about that space.
	Space string
	// Only marks a step with one right answer: every right move leads
	// to the same position.
	Only bool
	// Examples are right moves the step's explanation shows (notation).
	Examples []string
	// Wrong are typical wrong moves (notation), each with the reason its
	// feedback gives.
	Wrong []WrongMove
}

// WrongMove is a typical wrong move of a step and the kind of reason the
// judge gives for it.
type WrongMove struct {
	// Move is the move in notation.
	Move string
	// Swap means the tile of Move's shape with the colours the other way
	// round, whose colours clash (notation names only tiles that fit).
	Swap bool
	// Why is the reason the judge gives.
	Why ReasonKind
}

// Parse returns w's move in pos.
func (w WrongMove) Parse(pos *trax.Position) (trax.Move, error) {
	m, err := pos.ParseMove(w.Move)
	if err != nil {
		return m, err
	}
	if w.Swap {
		m.Tile = (m.Tile - 1) ^ 1 + 1 // 1-2, 3-4 and 5-6 are the same shape
	}
	return m, nil
}

// Game returns the step's position as a new game.
func (s Step) Game() (*trax.Game, error) {
	g, err := trax.LoadRecord(s.Variant, s.Setup)
	if err != nil {
		return nil, fmt.Errorf("lesson %s: setup: %w", s.ID, err)
	}
	if g.Outcome().Over() {
		return nil, fmt.Errorf("lesson %s: setup: the game is already over", s.ID)
	}
	if c := g.Position().ToMove(); c != s.ToMove {
		return nil, fmt.Errorf("lesson %s: setup leaves %v to move, not %v", s.ID, c, s.ToMove)
	}
	return g, nil
}

// ReasonKind is why a move is not right.
type ReasonKind uint8

const (
	// ColorClash: the tile's colours do not match a neighbour at the
	// Edges of its space At.
	ColorClash ReasonKind = iota + 1
	// ThreeColors: a forced play would leave the space At with three
	// edges of one colour: the move is illegal.
	ThreeColors
	// Illegal: the move is not legal for another reason (Err).
	Illegal
	// LosesAtOnce: the turn completes only the opponent's loop or line
	// (Path), so the opponent wins.
	LosesAtOnce
	// TooFewForced: the turn forced Count tiles, Want were asked.
	TooFewForced
	// NoWin: the move does not win now (the loop is not closed, the line
	// does not join the outer edges).
	NoWin
	// NoThreat: after the move the mover threatens no win next turn.
	NoThreat
	// OpponentWins: the opponent now wins with Reply (ReplyTurn its
	// tiles).
	OpponentWins
	// Escapes: the opponent answers with Reply (ReplyTurn its tiles)
	// and the mover then has no win.
	Escapes
)

// String names the kind as in the catalog keys
// ("trax.lesson.reason.<name>").
func (k ReasonKind) String() string {
	switch k {
	case ColorClash:
		return "color-clash"
	case ThreeColors:
		return "three-colors"
	case Illegal:
		return "illegal"
	case LosesAtOnce:
		return "loses-at-once"
	case TooFewForced:
		return "too-few-forced"
	case NoWin:
		return "no-win"
	case NoThreat:
		return "no-threat"
	case OpponentWins:
		return "opponent-wins"
	case Escapes:
		return "escapes"
	}
	return fmt.Sprintf("reason(%d)", uint8(k))
}

// ReasonKinds lists every kind, for the catalogs' tests.
var ReasonKinds = []ReasonKind{ColorClash, ThreeColors, Illegal, LosesAtOnce, TooFewForced, NoWin, NoThreat, OpponentWins, Escapes}

// Reason says why a move is not right, as facts to draw and put in words.
type Reason struct {
	Kind ReasonKind
	// At is the space concerned (the move's, or the one with three edges
	// of one colour).
	At trax.Point
	// Edges are the sides of At where the colours clash.
	Edges []trax.Dir
	// Err is the rules' error for Illegal.
	Err error
	// Path is the opponent's winning loop or line, for LosesAtOnce.
	Path []trax.Point
	// Reply is the opponent's answer (OpponentWins, Escapes), ReplyName
	// its notation after the learner's move and ReplyTurn its tiles.
	Reply     trax.Move
	ReplyName string
	ReplyTurn []trax.Placement
	// Count and Want are the forced tiles placed and asked (TooFewForced).
	Count, Want int
}

// Verdict is the judge's answer for one move.
type Verdict struct {
	Right bool
	// Reason says why not, when Right is false.
	Reason Reason
	// Turn is the move's tiles (chosen, then forced) when it is legal.
	Turn []trax.Placement
	// Outcome is the result after the move when it is legal.
	Outcome trax.Outcome
}

// proofLimit bounds one proof: the steps' positions are small, and a
// proof that needs more means a step is badly made (an error, not a
// wrong verdict).
const proofLimit = 2_000_000

// Judge says whether move m is right in step s's position pos (the
// step's setup; a caller that judged before passes it again unchanged).
func Judge(s Step, pos *trax.Position, m trax.Move) (Verdict, error) {
	me := pos.ToMove()
	if err := pos.IsLegal(m); err != nil {
		return Verdict{Reason: illegalReason(pos, m, err)}, nil
	}
	turn, out, err := pos.Preview(m)
	if err != nil {
		return Verdict{Reason: illegalReason(pos, m, err)}, nil
	}
	v := Verdict{Turn: turn, Outcome: out}
	if out.Over() && !out.Draw() && out.Winner != me {
		after := pos.Clone()
		if err := after.Play(m); err != nil {
			return v, err
		}
		v.Reason = Reason{Kind: LosesAtOnce, At: m.At, Path: after.WinningPath()}
		return v, nil
	}
	wins := out.Over() && !out.Draw() && out.Winner == me
	switch s.Goal.Kind {
	case AnyLegal:
		v.Right = true
	case Forcing:
		n := len(turn) - 1
		v.Right = n >= s.Goal.Forced
		if !v.Right {
			v.Reason = Reason{Kind: TooFewForced, At: m.At, Count: n, Want: s.Goal.Forced}
		}
	case WinLoop, WinLine:
		want := trax.ByLoop
		if s.Goal.Kind == WinLine {
			want = trax.ByLine
		}
		v.Right = wins && out.Method == want
		if !v.Right {
			v.Reason = Reason{Kind: NoWin, At: m.At}
		}
	case Threat:
		after := pos.Clone()
		if err := after.Play(m); err != nil {
			return v, err
		}
		if r, ok := winningReply(after); ok {
			v.Reason = r
			return v, nil
		}
		for _, t := range ai.Threats(after) {
			if t.Color == me {
				v.Right = true
			}
		}
		if !v.Right {
			v.Reason = Reason{Kind: NoThreat, At: m.At}
		}
	case Defend:
		ok, err := member(pos, m, func(pr *ai.Prover) ([]trax.Move, error) { return pr.Defences(pos, 1) })
		if err != nil {
			return v, err
		}
		v.Right = ok
		if !ok {
			after := pos.Clone()
			if err := after.Play(m); err != nil {
				return v, err
			}
			r, found := winningReply(after)
			if !found {
				return v, fmt.Errorf("lesson %s: %s is no defence but the opponent has no winning reply", s.ID, pos.FormatMove(m))
			}
			v.Reason = r
		}
	case DoubleThreat:
		ok, err := member(pos, m, func(pr *ai.Prover) ([]trax.Move, error) { return pr.Wins(pos, 2) })
		if err != nil {
			return v, err
		}
		v.Right = ok && !wins
		if !v.Right {
			r, err := escape(pos, m)
			if err != nil {
				return v, err
			}
			v.Reason = r
		}
	default:
		return v, fmt.Errorf("lesson %s: unknown goal %v", s.ID, s.Goal.Kind)
	}
	return v, nil
}

// member reports whether m is among the moves list returns, or leads to
// the same position as one of them.
func member(pos *trax.Position, m trax.Move, list func(*ai.Prover) ([]trax.Move, error)) (bool, error) {
	ms, err := list(ai.NewProver(proofLimit))
	if err != nil {
		return false, err
	}
	for _, x := range ms {
		if x == m {
			return true, nil
		}
	}
	return false, nil
}

// winningReply returns, in pos (after the learner's move, the opponent
// to move), a move with which the opponent wins at once.
func winningReply(pos *trax.Position) (Reason, bool) {
	opp := pos.ToMove()
	for _, r := range pos.LegalMoves(nil) {
		turn, out, err := pos.Preview(r)
		if err == nil && out.Over() && !out.Draw() && out.Winner == opp {
			return Reason{Kind: OpponentWins, At: r.At, Reply: r, ReplyName: pos.FormatMove(r), ReplyTurn: turn}, true
		}
	}
	return Reason{}, false
}

// escape explains why m is no double threat: the opponent wins at once,
// or has a reply after which the mover cannot win at once (the first
// such reply; Escapes).
func escape(pos *trax.Position, m trax.Move) (Reason, error) {
	after := pos.Clone()
	if err := after.Play(m); err != nil {
		return Reason{}, err
	}
	if after.Outcome().Over() { // a win now is not the double threat asked
		return Reason{Kind: NoThreat, At: m.At}, nil
	}
	if r, ok := winningReply(after); ok {
		return r, nil
	}
	pr := ai.NewProver(proofLimit)
	for _, r := range after.LegalMoves(nil) {
		turn, out, err := after.Preview(r)
		if err != nil || out.Over() {
			continue
		}
		name := after.FormatMove(r)
		if err := after.Play(r); err != nil {
			continue
		}
		win, err := pr.CanWin(after, 1)
		after.Undo()
		if err != nil {
			return Reason{}, err
		}
		if !win {
			return Reason{Kind: Escapes, At: r.At, Reply: r, ReplyName: name, ReplyTurn: turn}, nil
		}
	}
	return Reason{Kind: NoThreat, At: m.At}, nil
}

// illegalReason turns the rules' refusal of m into a Reason.
func illegalReason(pos *trax.Position, m trax.Move, err error) Reason {
	var pe *trax.PlaceError
	at := m.At
	if errors.As(err, &pe) {
		at = pe.Where
	}
	switch {
	case errors.Is(err, trax.ErrColorClash):
		return Reason{Kind: ColorClash, At: m.At, Edges: clashes(pos, m)}
	case errors.Is(err, trax.ErrThreeColors):
		return Reason{Kind: ThreeColors, At: at}
	}
	return Reason{Kind: Illegal, At: at, Err: err}
}

// clashes returns the sides of m's space where its tile's colour differs
// from the neighbour's facing edge.
func clashes(pos *trax.Position, m trax.Move) []trax.Dir {
	var out []trax.Dir
	for _, d := range []trax.Dir{trax.North, trax.East, trax.South, trax.West} {
		n := pos.At(m.At.Add(d))
		if n != trax.Empty && n.EdgeColor(d.Opposite()) != m.Tile.EdgeColor(d) {
			out = append(out, d)
		}
	}
	return out
}

// Moves appends the moves o offers in pos.
func (o Offer) Moves(pos *trax.Position, dst []trax.Move) []trax.Move {
	switch {
	case pos.Outcome().Over():
		return dst
	case o == OfferFitting:
		return pos.Candidates(dst)
	case o == OfferAll && pos.TileCount() > 0:
		seen := map[trax.Point]bool{}
		for _, pl := range pos.Placements() {
			for _, d := range []trax.Dir{trax.North, trax.East, trax.South, trax.West} {
				q := pl.At.Add(d)
				if seen[q] || pos.At(q) != trax.Empty {
					continue
				}
				seen[q] = true
				for _, t := range trax.Tiles {
					dst = append(dst, trax.Move{At: q, Tile: t})
				}
			}
		}
		return dst
	}
	return pos.LegalMoves(dst)
}

// Moves appends the moves step s offers in pos: those of its Offer, on
// its Space only when it has one.
func (s Step) Moves(pos *trax.Position, dst []trax.Move) []trax.Move {
	n := len(dst)
	dst = s.Offer.Moves(pos, dst)
	if s.Space == "" {
		return dst
	}
	out := dst[:n]
	for _, m := range dst[n:] {
		if pos.PlaceName(m.At) == s.Space {
			out = append(out, m)
		}
	}
	return out
}

// Right returns every move step s offers that Judge calls right: the
// answer key, computed by the rules and the prover.
func Right(s Step) ([]trax.Move, error) {
	g, err := s.Game()
	if err != nil {
		return nil, err
	}
	pos := g.Position()
	var out []trax.Move
	for _, m := range s.Moves(pos, nil) {
		v, err := Judge(s, pos, m)
		if err != nil {
			return nil, err
		}
		if v.Right {
			out = append(out, m)
		}
	}
	return out, nil
}
