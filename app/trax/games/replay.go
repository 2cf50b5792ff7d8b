package games

import (
	"traxapp/app/i18n"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
)

// replayTable is the board's Table (board.Table) of the viewer: it shows
// the game selected as far as the model's turn, and takes no moves (no
// space is offered, so taps and keys on the board do nothing).
type replayTable struct {
	p      *i18n.Printer
	m      *Model
	sel    board.Selection
	gameID int // the selected game's index plus one: another game fits the view again
}

// Scene is the position of the game selected at the turn shown.
func (t *replayTable) Scene() board.Scene {
	g := t.m.At()
	if g == nil {
		g = engine.NewGame(engine.Trax)
	}
	return board.Scene{P: t.p, Position: g.Position(), Outcome: g.Outcome(), GameID: t.m.Selected() + 1, Sel: &t.sel}
}

// Touch does nothing: the replay has no message about the board.
func (t *replayTable) Touch() {}

// Select does nothing: no space takes a tile in a replay.
func (t *replayTable) Select(engine.Point) {}

// Unselect does nothing.
func (t *replayTable) Unselect() {}

// Pick does nothing.
func (t *replayTable) Pick(int) {}

// Hover does nothing.
func (t *replayTable) Hover(int) {}

// Choose does nothing.
func (t *replayTable) Choose(int) {}
