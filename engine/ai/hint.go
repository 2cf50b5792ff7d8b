package ai

import (
	"context"
	"fmt"
	"strings"

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

// Hint is a suggested move with the reason for it in words.
type Hint struct {
	Result
	// Reason explains the move, such as "wins now with a loop", "stops a
	// loop threat at B3" or "makes a double threat".
	Reason string
}

// Hint searches pos with opt and explains the best move.
func (e *Engine) Hint(ctx context.Context, pos *trax.Position, opt Options) (Hint, error) {
	r, err := e.Search(ctx, pos, opt)
	if err != nil {
		return Hint{}, err
	}
	return Hint{Result: r, Reason: Explain(pos, r)}, nil
}

func methodWord(m trax.Method) string {
	if m == trax.ByLine {
		return "line"
	}
	return "loop"
}

// Explain says in words why r.Move is played in pos (the position the
// search started from).
func Explain(pos *trax.Position, r Result) string {
	p := pos.Clone()
	me := p.ToMove()
	done, err := p.PlayCompleting(r.Move)
	if err != nil {
		return ""
	}
	if done[me] {
		return "wins now with a " + methodWord(p.TurnOutcome().Method)
	}
	p.Undo()
	var parts []string
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
		t := before[0]
		parts = append(parts, fmt.Sprintf("stops a %s threat at %s", methodWord(t.Method), t.Place))
	}
	switch {
	case len(mine) >= 2:
		parts = append(parts, "makes a double threat")
	case len(mine) == 1:
		parts = append(parts, fmt.Sprintf("threatens a %s at %s", methodWord(mine[0].Method), mine[0].Place))
	}
	switch {
	case r.WinIn() > 1:
		parts = append(parts, fmt.Sprintf("wins in %d turns", r.WinIn()))
	case r.LossIn() > 0:
		parts = append(parts, "every move loses; this one holds out longest")
	case len(parts) == 0:
		parts = append(parts, fmt.Sprintf("best move found %d turns deep", r.Depth))
	}
	return strings.Join(parts, "; ")
}
