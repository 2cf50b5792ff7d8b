package app

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"
)

// sidePanel shows whose turn it is, the variant, the message line, the
// undo, redo and new-game buttons and the move list (a move takes the
// board back to that position). On a phone it sits below the board.
type sidePanel struct {
	goapp.Compo

	// ICtl is the game's controller; IRev its revision.
	ICtl *controller
	IRev int
}

// newSidePanel returns the side panel.
func newSidePanel() *sidePanel { return &sidePanel{} }

// Ctl sets the controller.
func (p *sidePanel) Ctl(c *controller) *sidePanel { p.ICtl = c; return p }

// Rev sets the controller revision.
func (p *sidePanel) Rev(r int) *sidePanel { p.IRev = r; return p }

// Render draws the panel.
func (p *sidePanel) Render() goapp.UI {
	c := p.ICtl
	if c == nil {
		return goapp.Aside()
	}
	return goapp.Aside().Class("panel").Aria("label", "Game").Body(
		p.renderStatus(),
		goapp.Div().ID("message").Class("message").Role("status").Aria("live", "polite").Text(c.message),
		goapp.Div().ID("announce").Class("sr-only").Aria("live", "polite").Text(c.announce),
		goapp.Div().Class("controls").Body(
			goapp.Button().ID("undo").Aria("label", "Undo").Title("Undo").
				Disabled(!c.game.CanUndo()).OnClick(p.onUndo).
				Body(goapp.Span().Aria("hidden", "true").Text("\u21b6"), goapp.Span().Class("btn-text").Text(" Undo")),
			goapp.Button().ID("redo").Aria("label", "Redo").Title("Redo").
				Disabled(!c.game.CanRedo()).OnClick(p.onRedo).
				Body(goapp.Span().Aria("hidden", "true").Text("\u21b7"), goapp.Span().Class("btn-text").Text(" Redo")),
			goapp.Button().ID("new-game").Aria("label", "New game").OnClick(p.onNewGame).Text("New game"),
		),
		goapp.P().Class("keys-hint").Aria("hidden", "true").Text(
			"Keys on the board: arrows move, 1 2 3 or + / \\ pick a tile, Enter plays, Esc cancels."),
		newMoveList().Ctl(c).Rev(c.rev),
		newRecordBox().Ctl(c).Rev(c.rev),
	)
}

// renderStatus shows whose turn it is (or the result) and the variant.
func (p *sidePanel) renderStatus() goapp.UI {
	c := p.ICtl
	pos := c.position()
	o := c.game.Outcome()
	swatch, text := "swatch-white", colorName(pos.ToMove())+" to move"
	switch {
	case o.Over() && o.Draw():
		swatch, text = "swatch-draw", resultText(o)
	case o.Over():
		swatch, text = "swatch-"+o.Winner.String(), resultText(o)
	case pos.ToMove().String() == "red":
		swatch = "swatch-red"
	}
	if c.thinking && c.opponent != nil {
		text += " \u2014 " + c.opponent.Name() + " is thinking\u2026"
	}
	variant := c.game.Variant().Title
	if c.opponent != nil {
		variant += " \u00b7 against " + c.opponent.Name()
	} else {
		variant += " \u00b7 two players"
	}
	class := "status"
	if c.thinking {
		class += " status-thinking"
	}
	return goapp.Div().ID("status").Class(class).Body(
		goapp.Span().Class("swatch", swatch).Aria("hidden", "true"),
		goapp.Div().Body(
			goapp.Div().ID("turn").Class("turn").Text(text),
			goapp.Div().ID("variant").Class("variant").Text(variant),
		),
	)
}

func (p *sidePanel) onUndo(ctx goapp.Context, e goapp.Event)    { p.ICtl.undo() }
func (p *sidePanel) onRedo(ctx goapp.Context, e goapp.Event)    { p.ICtl.redo() }
func (p *sidePanel) onNewGame(ctx goapp.Context, e goapp.Event) { p.ICtl.newGame = true; p.ICtl.rev++ }
