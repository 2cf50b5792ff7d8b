package trax

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/round"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
)

// sidePanel shows whose turn it is, the variant, the message line, the
// undo, redo and new-game buttons and the move list (a move takes the
// board back to that position). On a phone it sits below the board.
type sidePanel struct {
	goapp.Compo
	Bound
}

// Render draws the panel.
func (p *sidePanel) Render() goapp.UI {
	c := p.ICtl
	t := c.p.T
	return goapp.Aside().Class("panel").Aria("label", t("trax.panel.label")).Body(
		round.NewClockFace(c),
		p.renderStatus(),
		goapp.Div().ID("message").Class("message").Role("status").Aria("live", "polite").Text(c.message),
		goapp.Div().ID("announce").Class("sr-only").Aria("live", "polite").Text(c.announce),
		c.renderMoveField(),
		goapp.Div().Class("controls").Body(
			goapp.Button().ID("undo").Aria("label", t("trax.panel.undo")).Title(t("trax.panel.undo")).
				Disabled(!c.game.CanUndo()).OnClick(p.onUndo).
				Body(goapp.Span().Aria("hidden", "true").Text("\u21b6"), goapp.Span().Class("btn-text").Text(" "+t("trax.panel.undo"))),
			goapp.Button().ID("redo").Aria("label", t("trax.panel.redo")).Title(t("trax.panel.redo")).
				Disabled(!c.game.CanRedo()).OnClick(p.onRedo).
				Body(goapp.Span().Aria("hidden", "true").Text("\u21b7"), goapp.Span().Class("btn-text").Text(" "+t("trax.panel.redo"))),
			goapp.Button().ID("new-game").Aria("label", t("trax.panel.new-game")).OnClick(p.onNewGame).Text(t("trax.panel.new-game")),
		),
		p.renderAssist(),
		c.renderReviewBox(),
		goapp.P().Class("keys-hint").Aria("hidden", "true").Text(t("trax.panel.keys")),
		&moveList{Bound: bind(c)},
		c.renderShareBox(),
		c.renderPictureBox(),
		c.renderRecordBox(),
	)
}

// renderStatus shows whose turn it is (or the result) and the variant.
func (p *sidePanel) renderStatus() goapp.UI {
	c := p.ICtl
	pos := c.position()
	t := c.p.T
	swatch, text := "swatch-white", c.statusText()
	switch {
	case c.over() && (!c.reviewing() || c.game.Outcome().Over()):
		swatch = "swatch-" + c.winnerClass()
	case pos.ToMove().String() == "red":
		swatch = "swatch-red"
	}
	if c.turn.Thinking() && c.opponent != nil {
		text = t("trax.status.thinking", "status", text)
	}
	variant := t("trax.status.two-players", "variant", variantName(c.p, c.game.Variant()))
	if c.opponent != nil {
		variant = t("trax.status.against", "variant", variantName(c.p, c.game.Variant()), "opponent", opponentName(c.p, c.opponentKey()))
	}
	if n := c.game.Variant().Limit; n > 0 {
		variant += " · " + c.p.N("trax.status.tiles-of", pos.TileCount(), "max", n*n)
	}
	class := "status"
	if c.turn.Thinking() {
		class += " status-thinking"
	}
	return goapp.Div().ID("status").Class(class).Body(
		goapp.Span().Class("swatch", swatch).Aria("hidden", "true"),
		goapp.Div().Body(
			goapp.Div().ID("turn").Class("turn").Text(text),
			goapp.Div().ID("variant").Class("variant").Text(variant),
			p.renderRolls(),
		),
	)
}

// statusText says whose turn it is in the position on the board, or how
// the game ended.
func (c *controller) statusText() string {
	if c.over() && (!c.reviewing() || c.game.Outcome().Over()) {
		return c.resultText()
	}
	return c.p.T("trax.status.to-move", "player", board.ColorName(c.p, c.position().ToMove()))
}

// renderRolls shows, in Tur-TRAX, the die's rolls of this turn: each
// miss (a tile with no place, rolled again) and the tile to lay, drawn.
func (p *sidePanel) renderRolls() goapp.UI {
	c := p.ICtl
	rolls := c.game.Rolls()
	if len(rolls) == 0 || c.reviewing() {
		return goapp.Div().ID("rolls").Class("rolls-none")
	}
	items := make([]goapp.UI, 0, len(rolls))
	for i, r := range rolls {
		if i < len(rolls)-1 {
			items = append(items, goapp.Li().Class("roll-missed").Attr("data-face", r.Face).
				Text(c.p.T("trax.roll.missed", "face", r.Face)))
			continue
		}
		items = append(items, goapp.Li().ID("roll").Class("roll").Attr("data-face", r.Face).
			Attr("data-tile", int(r.Tile)).Body(
			board.SVG("svg").Class("roll-tile").Attr("viewBox", "0 0 100 100").Aria("hidden", "true").
				Body(board.TileUse(r.Tile, engine.Point{})),
			goapp.Span().Text(c.p.T("trax.roll.play", "player", board.ColorName(c.p, c.position().ToMove()), "face", r.Face)),
		))
	}
	return goapp.Ol().ID("rolls").Class("rolls").Aria("live", "polite").Body(items...)
}

// renderAssist draws the Hint, Threats and Resign buttons, the hint in
// words, the threats in words and the resign confirmation.
func (p *sidePanel) renderAssist() goapp.UI {
	c := p.ICtl
	t := c.p.T
	hintText := c.hintText()
	if c.assist.hinting {
		hintText = t("trax.hint.looking")
	}
	var threatText string
	if c.assist.showThreats {
		threatText = threatsText(c)
	}
	return goapp.Div().Class("assist").Body(
		goapp.Div().Class("controls").Body(
			goapp.If(c.assist.advisor != nil, func() goapp.UI {
				return goapp.Button().ID("hint").Title(t("trax.hint.title")).
					Disabled(!c.canHint()).OnClick(p.onHint).Text(t("trax.hint.button"))
			}),
			goapp.Button().ID("threats").Aria("pressed", c.assist.showThreats).
				Title(t("trax.threats.title")).
				OnClick(p.onThreats).Text(t("trax.threats.button")),
			goapp.Button().ID("resign").Title(t("trax.resign.title")).
				Disabled(!c.canResign()).OnClick(p.onResign).Text(t("trax.resign.button")),
		),
		goapp.If(c.assist.confirmResign, func() goapp.UI {
			return goapp.Div().ID("resign-box").Class("confirm").Role("alertdialog").
				Aria("labelledby", "resign-question").Body(
				goapp.Span().ID("resign-question").Text(t("trax.resign.question", "player", board.ColorName(c.p, c.position().ToMove()))),
				goapp.Button().ID("resign-confirm").Class("danger").OnClick(p.onResignConfirm).Text(t("trax.resign.button")),
				goapp.Button().ID("resign-cancel").OnClick(p.onResignCancel).Text(t("trax.resign.keep-playing")),
			)
		}),
		goapp.P().ID("hint-text").Class("hint-text").Aria("live", "polite").Text(hintText),
		goapp.P().ID("threat-list").Class("threat-list").Text(threatText),
		goapp.Label().Class("assist-option").Title(t("trax.tracks.title")).Body(
			goapp.Input().ID("dashed-red").Type("checkbox").Checked(c.assist.dashedRed).OnChange(p.onDashedRed),
			goapp.Span().Text(t("trax.tracks.dashed")),
		),
	)
}

func (p *sidePanel) onDashedRed(ctx goapp.Context, e goapp.Event) {
	p.ICtl.setDashedRed(ctx.JSSrc().Get("checked").Bool())
}

// threatsText lists the threats in words, e.g. "Threats: White at A0,
// B0; Red at C2." or "No threats.".
func threatsText(c *controller) string {
	ts := c.threats()
	if len(ts) == 0 {
		return c.p.T("trax.threats.none")
	}
	return threatList(c.p, ts)
}

func (p *sidePanel) onHint(ctx goapp.Context, e goapp.Event) { p.ICtl.requestHint() }
func (p *sidePanel) onThreats(ctx goapp.Context, e goapp.Event) {
	p.ICtl.setShowThreats(!p.ICtl.assist.showThreats)
}
func (p *sidePanel) onResign(ctx goapp.Context, e goapp.Event) {
	p.ICtl.askResign(!p.ICtl.assist.confirmResign)
}
func (p *sidePanel) onResignConfirm(ctx goapp.Context, e goapp.Event) {
	p.ICtl.resign()
}
func (p *sidePanel) onResignCancel(ctx goapp.Context, e goapp.Event) { p.ICtl.askResign(false) }

func (p *sidePanel) onUndo(ctx goapp.Context, e goapp.Event)    { p.ICtl.undo() }
func (p *sidePanel) onRedo(ctx goapp.Context, e goapp.Event)    { p.ICtl.redo() }
func (p *sidePanel) onNewGame(ctx goapp.Context, e goapp.Event) { p.ICtl.openNewGame(true) }
