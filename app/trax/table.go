package trax

import (
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
)

// The controller is the game board's Table (board.Table): what the board
// shows of the game and what the player's taps on it do.

// Scene is what the board shows of the game.
func (c *controller) Scene() board.Scene {
	s := board.Scene{P: c.p, Position: c.position(), Outcome: c.game.Outcome(), GameID: c.gameID,
		Sel: &c.sel, Frontier: c.frontier, Animate: c.animate, Waiting: c.waiting(), Threats: c.threats()}
	if h := c.assist.hint; h != nil {
		s.Hint = &board.Ghost{Name: h.Name, Turn: h.Turn}
	}
	return s
}

// Touch clears the message line: the player acts on the board.
func (c *controller) Touch() { c.act() }

// Select opens the tile choices of space p.
func (c *controller) Select(p engine.Point) { c.selectSpace(p) }

// Unselect closes the tile choices.
func (c *controller) Unselect() { c.clearSelection() }

// Pick picks choice i of the selected space.
func (c *controller) Pick(i int) { c.sel.Pick = i; c.rev++ }

// Hover previews choice i on the board (-1 for none).
func (c *controller) Hover(i int) { c.sel.Hover = i; c.rev++ }

// Choose plays choice i of the selected space.
func (c *controller) Choose(i int) { c.playChoice(i) }
