package board

import (
	"traxapp/app/i18n"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// Table is what a Board and its ChoiceTray show, and what they tell of the
// player's taps and keys: the game screen's controller, or an exercise.
// Every change of what Scene returns bumps the revision the owner passes
// to New and NewChoiceTray, so that the board renders again.
type Table interface {
	// Scene returns what the board shows now.
	Scene() Scene
	// Touch says the player acts on the board: a message about an
	// earlier action no longer applies.
	Touch()
	// Select opens the tile choices of space p; Unselect closes them.
	Select(p engine.Point)
	Unselect()
	// Pick picks choice i of the selected space (the keyboard, a tap);
	// Hover previews choice i on the board (-1 for none).
	Pick(i int)
	Hover(i int)
	// Choose lays choice i of the selected space.
	Choose(i int)
}

// Scene is what a board shows: plain values, read when it draws.
type Scene struct {
	P        *i18n.Printer    // the language of every word shown
	Position *engine.Position // the position on the board
	// Outcome is the game's result, a resignation included.
	Outcome engine.Outcome
	// GameID changes when another game takes the board: the view fits
	// the new game again.
	GameID   int
	Sel      *Selection     // the space selected and its choices
	Frontier []engine.Point // the spaces where a tile may go
	Animate  bool           // the last change played a turn: animate its tiles
	Waiting  bool           // the other side is to move: the player may not
	Hint     *Ghost         // a suggested move (#hint-move), nil for none
	Threats  []ai.Threat    // spaces where a loop or line would be completed
	Marks    *Marks         // an exercise's feedback, nil in a game
}

// Ghost is a move shown as translucent tiles: its notation, and the
// chosen tile then its forced tiles.
type Ghost struct {
	Name string
	Turn []engine.Placement
}

// Marks are what an exercise points out on the board about the learner's
// last move.
type Marks struct {
	// Ghost is a move shown as translucent tiles (its chosen tile first,
	// then the forced ones), such as the opponent's winning answer;
	// GhostName its notation.
	Ghost     []engine.Placement
	GhostName string
	// Spaces are marked spaces (a space with three edges of one colour,
	// the learner's tile).
	Spaces []engine.Point
	// Edges are marked edges of spaces (where colours clash).
	Edges []EdgeMark
}

// EdgeMark is one marked edge: side Dir of the space At.
type EdgeMark struct {
	At  engine.Point
	Dir engine.Dir
}
