package board

import (
	"strconv"

	engine "traxapp/engine/trax"
)

// Choice is one tile the player may lay on the selected space, with the
// turn it would make (the chosen tile and its forced tiles, in fill
// order) and the result it would give.
type Choice struct {
	Move    engine.Move
	Name    string // official notation, e.g. "B2/"
	Turn    []engine.Placement
	Outcome engine.Outcome
	// ID tells the choice apart in data-choice: its Name, or for a move
	// that is not legal (offered by an exercise only) its Name and tile
	// number ("B2/*4"), since two tiles of one symbol may share a space.
	ID      string
	Illegal bool // not a legal move (an exercise offers it to be judged)
}

// Selection is the space the player selected and the tiles it offers.
type Selection struct {
	At      engine.Point
	Active  bool // a space is selected
	Choices []Choice
	Pick    int // choice picked by keyboard or click, -1 for none
	Hover   int // choice under the mouse, -1 for none
}

// NoSelection is a selection of no space.
func NoSelection() Selection { return Selection{Pick: -1, Hover: -1} }

// Clear closes the tile choices.
func (s *Selection) Clear() {
	s.Active, s.Choices, s.Pick, s.Hover = false, nil, -1, -1
}

// Open selects space at and offers the moves of moves there, each
// played on a copy of pos to show its forced tiles and result. An
// exercise asks the learner to find the move: each choice then shows its
// tile alone, never what it forces or wins, and a move that is not legal
// is offered too, to be judged.
func (s *Selection) Open(pos *engine.Position, moves []engine.Move, at engine.Point, exercise bool) {
	s.At, s.Active, s.Pick, s.Hover = at, true, -1, -1
	s.Choices = s.Choices[:0]
	trial := pos.Clone()
	for _, m := range moves {
		if m.At != at {
			continue
		}
		name := pos.FormatMove(m)
		if err := trial.Play(m); err != nil {
			if exercise {
				s.Choices = append(s.Choices, Choice{Move: m, Name: name, ID: name + "*" + strconv.Itoa(int(m.Tile)),
					Turn: []engine.Placement{{At: m.At, Tile: m.Tile}}, Illegal: true})
			}
			continue
		}
		turn := append([]engine.Placement(nil), trial.LastTurn()...)
		out := trial.Outcome()
		trial.Undo()
		if exercise {
			turn, out = turn[:1], engine.Outcome{}
		}
		s.Choices = append(s.Choices, Choice{Move: m, Name: name, ID: name, Turn: turn, Outcome: out})
	}
	if len(s.Choices) == 1 {
		s.Pick = 0
	}
}

// Index returns the index of the choice whose ID is id, or -1.
func (s *Selection) Index(id string) int {
	for i, ch := range s.Choices {
		if ch.ID == id {
			return i
		}
	}
	return -1
}

// BySymbol returns the index of the choice whose tile has symbol b, or
// -1.
func (s *Selection) BySymbol(b byte) int {
	for i, ch := range s.Choices {
		if ch.Move.Tile.Symbol() == b {
			return i
		}
	}
	return -1
}

// Previewed returns the choice to preview on the board: the hovered one,
// else the picked one, else nil.
func (s *Selection) Previewed() *Choice {
	i := s.Hover
	if i < 0 {
		i = s.Pick
	}
	if i < 0 || i >= len(s.Choices) {
		return nil
	}
	return &s.Choices[i]
}

// IsSpace reports whether p is one of spaces.
func IsSpace(spaces []engine.Point, p engine.Point) bool {
	for _, q := range spaces {
		if q == p {
			return true
		}
	}
	return false
}
