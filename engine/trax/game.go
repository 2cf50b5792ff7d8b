package trax

import (
	"fmt"
	"strings"
)

// Game is a game of Trax with its history: the moves played, their
// notation, the moves taken back (for redo) and how the game ended. It owns
// one Position that always shows the current move.
type Game struct {
	pos      *Position
	played   []Move
	notation []string
	undone   []Move // taken back, most recent last
	end      Outcome
	endAt    int // number of moves when a claim (resign, draw) was made
	claimed  bool
	seed     uint64 // Tur-TRAX luck source
}

// NewGame starts an empty game of variant v.
func NewGame(v Variant) *Game {
	return &Game{pos: NewPosition(v)}
}

// Variant returns the game's rules.
func (g *Game) Variant() Variant { return g.pos.variant }

// Position returns the current position. The caller must not Play or Undo
// on it directly; use the Game's methods, which keep the history.
func (g *Game) Position() *Position { return g.pos }

// Outcome returns the result of the game: a win or draw on the board, or a
// resignation or agreed draw. While GoTo reviews an earlier move of a game
// that ended by a claim, it is the result on the board at that move.
func (g *Game) Outcome() Outcome {
	if g.atClaim() {
		return g.end
	}
	return g.pos.Outcome()
}

// atClaim reports whether the game shows the move at which a resignation
// or draw was claimed.
func (g *Game) atClaim() bool { return g.claimed && len(g.played) == g.endAt }

// Moves returns the notation of the moves played, in order. A Tur-TRAX
// turn that passed is "PASS".
func (g *Game) Moves() []string { return append([]string(nil), g.notation...) }

// MoveList returns the moves played, in order; a passed Tur-TRAX turn is
// a Move with the Empty tile.
func (g *Game) MoveList() []Move { return append([]Move(nil), g.played...) }

// Len returns the number of moves played.
func (g *Game) Len() int { return len(g.played) }

// Play makes move m. It clears the redo list unless m is the move that
// Redo would play.
func (g *Game) Play(m Move) error {
	if g.Outcome().Over() {
		return &PlaceError{m, m.At, ErrGameOver}
	}
	if err := g.checkRolled(m); err != nil {
		return err
	}
	name := g.pos.FormatMove(m)
	if err := g.pos.Play(m); err != nil {
		return err
	}
	g.record(m, name)
	return nil
}

// checkRolled refuses, in Tur-TRAX, a move with another tile than the
// rolled one.
func (g *Game) checkRolled(m Move) error {
	if g.pos.variant.Luck == NoLuck {
		return nil
	}
	if r := g.Rolled(); m.Tile != r {
		return &PlaceError{m, m.At, fmt.Errorf("%w: the roll gave %v", ErrNotRolled, r)}
	}
	return nil
}

// PlayNotation parses one move token against the current position and
// plays it. Errors say what was wrong (see Position.PlayNotation).
func (g *Game) PlayNotation(tok string) error {
	if g.Outcome().Over() {
		return ErrAfterEnd
	}
	m, err := g.pos.ParseMove(tok)
	if err != nil {
		return err
	}
	if r := g.Rolled(); r != Empty && g.pos.TileCount() == 0 && r.Symbol() == m.Tile.Symbol() {
		m.Tile = r // the first tile of a Tur-TRAX game lies as rolled
	}
	if err := g.checkRolled(m); err != nil {
		return fmt.Errorf("%w: %w", ErrIllegal, err)
	}
	name := g.pos.FormatMove(m)
	if err := g.pos.Play(m); err != nil {
		return g.pos.explain(err)
	}
	g.record(m, name)
	return nil
}

func (g *Game) record(m Move, name string) {
	g.played = append(g.played, m)
	g.notation = append(g.notation, name)
	if n := len(g.undone); n > 0 && g.undone[n-1] == m {
		g.undone = g.undone[:n-1]
	} else {
		// A new line of play: the moves taken back, and a claim made after
		// them, are gone.
		g.undone = g.undone[:0]
		g.claimed = false
	}
	g.passTurns()
}

// Resign ends the game: the player to move resigns.
func (g *Game) Resign() error {
	if g.Outcome().Over() {
		return ErrGameOver
	}
	g.end = Outcome{Method: ByResignation, Winner: g.pos.toMove.Other()}
	g.claimed, g.endAt = true, len(g.played)
	return nil
}

// AgreeDraw ends the game in a draw by agreement.
func (g *Game) AgreeDraw() error {
	if g.Outcome().Over() {
		return ErrGameOver
	}
	g.end = Outcome{Method: ByAgreement}
	g.claimed, g.endAt = true, len(g.played)
	return nil
}

// CanUndo reports whether there is a move or claim to take back.
func (g *Game) CanUndo() bool { return g.atClaim() || len(g.played) > 0 }

// CanRedo reports whether a taken-back move can be replayed.
func (g *Game) CanRedo() bool { return len(g.undone) > 0 }

// Undo takes back a resignation or draw claim, or else the last move. It
// reports whether there was anything to take back.
func (g *Game) Undo() bool {
	if g.atClaim() {
		g.claimed = false
		return true
	}
	return g.undoMove()
}

// undoMove takes back the last move (and the passes after it), keeping any
// claim for when the game comes back to it.
func (g *Game) undoMove() bool {
	for {
		n := len(g.played) - 1
		if n < 0 {
			return false
		}
		g.pos.Undo()
		m := g.played[n]
		g.played, g.notation = g.played[:n], g.notation[:n]
		if m != passMove {
			g.undone = append(g.undone, m)
			return true
		}
	}
}

// Redo replays the last move taken back.
func (g *Game) Redo() bool {
	if !g.CanRedo() {
		return false
	}
	return g.Play(g.undone[len(g.undone)-1]) == nil
}

// GoTo undoes or redoes moves until n moves are played (0 is the empty
// board), to review the game. Moves past n stay available to Redo and GoTo,
// and a resignation or draw claim stays with the move it was made at.
func (g *Game) GoTo(n int) {
	for len(g.played) > n && g.undoMove() {
	}
	for len(g.played) < n && g.Redo() {
	}
}

// Record returns the game in canonical official notation: upper-case
// moves separated by spaces, then RESIGN or DRAW if the game ended so.
func (g *Game) Record() string {
	s := strings.Join(g.notation, " ")
	if g.atClaim() {
		end := "RESIGN"
		if g.end.Method == ByAgreement {
			end = "DRAW"
		}
		if s != "" {
			s += " "
		}
		s += end
	}
	return s
}

// Line returns the notation of every move of the game's line: those on
// the board and those taken back that Redo would replay, and the record
// of them all (ending in RESIGN or DRAW when the line ends in a claim).
// The board is left as it was. A saved game keeps its Line, so that redo
// survives a reload.
func (g *Game) Line() (moves []string, record string) {
	n := len(g.played)
	for g.Redo() {
	}
	moves, record = g.Moves(), g.Record()
	g.GoTo(n)
	return moves, record
}

// LoadRecord replays a game record under variant v. On an error the
// returned *NotationError names the move and the reason, and the returned
// game holds the moves before it (never nil).
func LoadRecord(v Variant, text string) (*Game, error) {
	return LoadSeededRecord(v, 0, text)
}

// LoadSeededRecord is LoadRecord for a game whose luck (Tur-TRAX) comes
// from seed. PASS tokens are checked against the passes the rolls force.
func LoadSeededRecord(v Variant, seed uint64, text string) (*Game, error) {
	g := NewSeededGame(v, seed)
	rec, err := ParseRecord(text)
	if err != nil {
		return g, err
	}
	passes := 0 // passes the game made that the record has not named yet
	for k, t := range rec.Moves {
		if t.Text == "PASS" {
			if passes == 0 {
				return g, &NotationError{Turn: k + 1, Token: t.Text, Offset: t.Offset,
					Err: fmt.Errorf("%w: no pass here", ErrIllegal)}
			}
			passes--
			continue
		}
		err := g.PlayNotation(t.Text)
		passes = 0
		for n := len(g.notation) - 1; n >= 0 && g.notation[n] == "PASS"; n-- {
			passes++
		}
		if err != nil {
			return g, &NotationError{Turn: k + 1, Token: t.Text, Offset: t.Offset, Err: err}
		}
	}
	switch rec.End {
	case Resign:
		err = g.Resign()
	case AgreedDraw:
		err = g.AgreeDraw()
	}
	if err != nil {
		return g, &NotationError{Turn: len(rec.Moves) + 1, Token: rec.End.String(),
			Err: fmt.Errorf("%w: the game is already over", ErrBadRecord)}
	}
	return g, nil
}
