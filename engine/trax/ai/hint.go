package ai

import (
	"context"

	"traxapp/engine/trax"
)

// Threat is a space where a loop or a line would be completed next turn:
// the player of Color wins by playing Move there (or the other player
// loses by playing it).
type Threat struct {
	At     trax.Point
	Place  string // notation name of At, such as "B3"
	Color  trax.Color
	Method trax.Method // ByLoop or ByLine
	Move   trax.Move
	// Notation is Move in the position's notation, such as "B3/".
	Notation string
}

// Threats lists, for both colours, the spaces where a move would complete a
// winning loop or line of that colour, each space and colour once, in board
// order. It is empty when the game is over.
func Threats(pos *trax.Position) []Threat {
	if pos.Outcome().Over() {
		return nil
	}
	p := pos.Clone()
	type seen struct {
		at trax.Point
		c  trax.Color
	}
	have := map[seen]bool{}
	var out []Threat
	for _, m := range p.Candidates(nil) {
		done, err := p.PlayCompleting(m)
		if err != nil {
			continue
		}
		o := p.TurnOutcome()
		p.Undo()
		for c := trax.White; c <= trax.Red; c++ {
			if !done[c] || have[seen{m.At, c}] {
				continue
			}
			have[seen{m.At, c}] = true
			method := trax.ByLoop
			if o.Winner == c && o.Method == trax.ByLine {
				method = trax.ByLine
			}
			out = append(out, Threat{At: m.At, Place: p.PlaceName(m.At), Color: c, Method: method, Move: m, Notation: p.FormatMove(m)})
		}
	}
	return out
}

// Hint is a suggested move with the reasons for it.
type Hint struct {
	Result
	// Reasons explain the move, strongest first.
	Reasons []Reason
}

// Hint searches pos with opt and explains the best move.
func (e *Engine) Hint(ctx context.Context, pos *trax.Position, opt Options) (Hint, error) {
	r, err := e.Search(ctx, pos, opt)
	if err != nil {
		return Hint{}, err
	}
	return Hint{Result: r, Reasons: Explain(pos, r)}, nil
}

// ReasonKind is one kind of reason for a move. The app's catalogs turn
// reasons into words; the engine writes none.
type ReasonKind int

// The kinds of reason Explain gives.
const (
	// WinsNow: the move completes a loop or line (Method) of the mover's.
	WinsNow ReasonKind = iota + 1
	// StopsThreat: the move removes the opponent's threat (Method) at Place.
	StopsThreat
	// DoubleThreat: the move leaves two or more threats of the mover's.
	DoubleThreat
	// Threatens: the move leaves a threat (Method) at Place.
	Threatens
	// WinsIn: the search proves a win in Turns turns.
	WinsIn
	// HoldsOut: every move loses; this one holds out longest.
	HoldsOut
	// BestFound: no tactic; the best move the search found Turns turns deep.
	BestFound
)

var reasonNames = [...]string{WinsNow: "wins-now", StopsThreat: "stops-threat", DoubleThreat: "double-threat",
	Threatens: "threatens", WinsIn: "wins-in", HoldsOut: "holds-out", BestFound: "best-found"}

// String returns the kind's stable name, e.g. "stops-threat" (used on the
// wire and as a catalog key suffix).
func (k ReasonKind) String() string {
	if k > 0 && int(k) < len(reasonNames) {
		return reasonNames[k]
	}
	return "unknown"
}

// ReasonKindByName returns the kind whose String is name, or 0.
func ReasonKindByName(name string) ReasonKind {
	for k, n := range reasonNames {
		if n == name && n != "" {
			return ReasonKind(k)
		}
	}
	return 0
}

// Reason is one reason for a move: its kind, and the method (ByLoop or
// ByLine), place (notation such as "B3") or number of turns it is about.
type Reason struct {
	Kind   ReasonKind
	Method trax.Method
	Place  string
	Turns  int
}

// Explain gives the reasons why r.Move is played in pos (the position the
// search started from), strongest first.
func Explain(pos *trax.Position, r Result) []Reason {
	p := pos.Clone()
	me := p.ToMove()
	done, err := p.PlayCompleting(r.Move)
	if err != nil {
		return nil
	}
	if done[me] {
		return []Reason{{Kind: WinsNow, Method: p.TurnOutcome().Method}}
	}
	p.Undo()
	var reasons []Reason
	// Threats the opponent had before the move, and has after it.
	var before []Threat
	for _, t := range Threats(p) {
		if t.Color != me {
			before = append(before, t)
		}
	}
	p.Play(r.Move)
	var mine, theirs []Threat
	for _, t := range Threats(p) {
		if t.Color == me {
			mine = append(mine, t)
		} else {
			theirs = append(theirs, t)
		}
	}
	if len(before) > 0 && len(theirs) == 0 {
		reasons = append(reasons, Reason{Kind: StopsThreat, Method: before[0].Method, Place: before[0].Place})
	}
	switch {
	case len(mine) >= 2:
		reasons = append(reasons, Reason{Kind: DoubleThreat})
	case len(mine) == 1:
		reasons = append(reasons, Reason{Kind: Threatens, Method: mine[0].Method, Place: mine[0].Place})
	}
	switch {
	case r.WinIn() > 1:
		reasons = append(reasons, Reason{Kind: WinsIn, Turns: r.WinIn()})
	case r.LossIn() > 0:
		reasons = append(reasons, Reason{Kind: HoldsOut})
	case len(reasons) == 0:
		reasons = append(reasons, Reason{Kind: BestFound, Turns: r.Depth})
	}
	return reasons
}
