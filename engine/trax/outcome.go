package trax

// Method is how a game ended, or NotOver.
type Method uint8

const (
	// NotOver means the game goes on.
	NotOver Method = iota
	// ByLoop is a win by a closed path.
	ByLoop
	// ByLine is a win by a path between opposite extreme edges.
	ByLine
	// ByResignation is a win because the other player resigned.
	ByResignation
	// ByFullBoard is a draw: a limited board is full without a win.
	ByFullBoard
	// ByNoLegalMove is a draw: the player to move has no legal move.
	ByNoLegalMove
	// ByAgreement is a draw the players agreed on.
	ByAgreement
)

// String returns the word the result line uses: "loop", "line", "resign",
// "full board", "no legal move", "agreement", or "" for NotOver.
func (m Method) String() string {
	return [...]string{"", "loop", "line", "resign", "full board", "no legal move", "agreement"}[m]
}

// Outcome is the result of a game so far and why.
type Outcome struct {
	Method Method
	// Winner is the winning colour; it means nothing for a draw or a game
	// that is not over.
	Winner Color
	at     int32 // 1 + a slot on the winning path, 0 if none
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Method != NotOver }

// Draw reports whether the game ended without a winner.
func (o Outcome) Draw() bool { return o.Method >= ByFullBoard }

// String describes the outcome as the replay command prints it: "white
// loop", "red line", "red resign", "draw" or "none".
func (o Outcome) String() string {
	switch {
	case !o.Over():
		return "none"
	case o.Draw():
		return "draw"
	}
	return o.Winner.String() + " " + o.Method.String()
}

// Outcome returns the result of the position: a win by loop or line decided
// after the last turn, or a draw when the board is full or the player to
// move has no legal move.
func (p *Position) Outcome() Outcome {
	if p.outcome.Over() || len(p.placedLog) == 0 || p.variant.Solo {
		return p.outcome
	}
	if p.noMoves < 0 {
		p.noMoves = 0
		if !p.hasLegalMove() {
			p.noMoves = 1
		}
	}
	if p.noMoves == 1 {
		return Outcome{Method: ByNoLegalMove}
	}
	return p.outcome
}

// WinningPath returns the places of the tiles the winning loop or line runs
// through, in order along the path, or nil if no path won.
func (p *Position) WinningPath() []Point {
	o := p.outcome
	if o.at == 0 {
		return nil
	}
	s := o.at - 1
	cell, d := s/4, Dir(s%4)
	var out []Point
	if o.Method == ByLine {
		// s is an open end: walk in through it.
		for cell >= 0 && p.cells[cell] != Empty {
			out = append(out, p.point(cell))
			e := p.cells[cell].Exit(d)
			cell, d = p.step(cell, e), e.Opposite()
			if len(out) > len(p.placedLog) {
				break
			}
		}
		return out
	}
	// Loop: s leaves cell by edge d; follow until back at the start.
	start := cell
	for {
		out = append(out, p.point(cell))
		cell = p.step(cell, d)
		d = p.cells[cell].Exit(d.Opposite())
		if cell == start || len(out) > len(p.placedLog) {
			return out
		}
	}
}
