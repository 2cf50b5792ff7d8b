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
		p.renderAssist(),
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

// renderAssist draws the Hint, Threats and Resign buttons, the hint in
// words, the threats in words and the resign confirmation.
func (p *sidePanel) renderAssist() goapp.UI {
	c := p.ICtl
	hintText := c.hintText()
	if c.hinting {
		hintText = "Looking for a good move\u2026"
	}
	var threatText string
	if c.showThreats {
		threatText = threatsText(c)
	}
	return goapp.Div().Class("assist").Body(
		goapp.Div().Class("controls").Body(
			goapp.If(c.advisor != nil, func() goapp.UI {
				return goapp.Button().ID("hint").Title("Show the move the computer would play").
					Disabled(!c.canHint()).OnClick(p.onHint).Text("Hint")
			}),
			goapp.Button().ID("threats").Aria("pressed", c.showThreats).
				Title("Mark the spaces where a loop or line would be completed next turn").
				OnClick(p.onThreats).Text("Threats"),
			goapp.Button().ID("resign").Title("Resign this game").
				Disabled(!c.canResign()).OnClick(p.onResign).Text("Resign"),
		),
		goapp.If(c.confirmResign, func() goapp.UI {
			return goapp.Div().ID("resign-box").Class("confirm").Role("alertdialog").
				Aria("labelledby", "resign-question").Body(
				goapp.Span().ID("resign-question").Text(colorName(c.position().ToMove())+" resigns?"),
				goapp.Button().ID("resign-confirm").Class("danger").OnClick(p.onResignConfirm).Text("Resign"),
				goapp.Button().ID("resign-cancel").OnClick(p.onResignCancel).Text("Keep playing"),
			)
		}),
		goapp.P().ID("hint-text").Class("hint-text").Aria("live", "polite").Text(hintText),
		goapp.P().ID("threat-list").Class("threat-list").Text(threatText),
	)
}

// threatsText lists the threats in words, e.g. "Threats: White at A0,
// B0; Red at C2." or "No threats.".
func threatsText(c *controller) string {
	ts := c.threats()
	if len(ts) == 0 {
		return "No threats."
	}
	s := "Threats:"
	for _, col := range []string{"white", "red"} {
		first := true
		for _, t := range ts {
			if t.Color.String() != col {
				continue
			}
			if first {
				if s != "Threats:" {
					s += ";"
				}
				s += " " + colorName(t.Color) + " at "
				first = false
			} else {
				s += ", "
			}
			s += t.Place
		}
	}
	return s + "."
}

func (p *sidePanel) onHint(ctx goapp.Context, e goapp.Event) { p.ICtl.requestHint() }
func (p *sidePanel) onThreats(ctx goapp.Context, e goapp.Event) {
	p.ICtl.setShowThreats(!p.ICtl.showThreats)
}
func (p *sidePanel) onResign(ctx goapp.Context, e goapp.Event) {
	p.ICtl.askResign(!p.ICtl.confirmResign)
}
func (p *sidePanel) onResignConfirm(ctx goapp.Context, e goapp.Event) {
	p.ICtl.resign()
}
func (p *sidePanel) onResignCancel(ctx goapp.Context, e goapp.Event) { p.ICtl.askResign(false) }

func (p *sidePanel) onUndo(ctx goapp.Context, e goapp.Event)    { p.ICtl.undo() }
func (p *sidePanel) onRedo(ctx goapp.Context, e goapp.Event)    { p.ICtl.redo() }
func (p *sidePanel) onNewGame(ctx goapp.Context, e goapp.Event) { p.ICtl.newGame = true; p.ICtl.rev++ }
