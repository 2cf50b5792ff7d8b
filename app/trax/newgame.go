package trax

import (
	"math/rand/v2"
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	"traxapp/app/round"
	"traxapp/app/trax/board"
	"traxapp/app/trax/solitaire"
	engine "traxapp/engine/trax"
)

// newGameForm chooses the variant and the opponent of a new game. The
// opponent menu appears only when an opponent is registered
// (RegisterComputer); otherwise the game is for two players on this device.
type newGameForm struct {
	goapp.Compo

	Bound

	variant  string // chosen variant name; "" until the player picks one
	opponent int    // index in opponentChoices + 1; 0 is two players
	side     engine.Color
	clock    round.ClockChoice
}

// newNewGameForm returns the form.
func newNewGameForm(c *controller) *newGameForm {
	return &newGameForm{Bound: bind(c), side: engine.Red}
}

// chosenVariant returns the variant the form shows as chosen.
func (f *newGameForm) chosenVariant() engine.Variant {
	if v, err := engine.VariantByName(f.variant); err == nil {
		return v
	}
	return f.ICtl.newGameDefault()
}

// OnInit starts the form on the current game's opponent and side (two
// players when the game has no opponent).
func (f *newGameForm) OnInit() {
	c := f.ICtl
	if c == nil {
		return
	}
	f.opponent, f.side = 0, engine.Red
	f.clock.Control = c.newGameClock()
	for i, oc := range opponentChoices {
		if c.opponent != nil && oc.Label == c.opponentLabel {
			f.opponent, f.side = i+1, c.opponentColor
		}
	}
}

// OnMount moves the focus into the dialog, so that the keyboard (Tab,
// Escape) works there at once.
func (f *newGameForm) OnMount(ctx goapp.Context) {
	if el := goapp.Window().GetElementByID("start-game"); el.Truthy() {
		el.Call("focus")
	}
}

// Render draws the form in the New game dialog every game shares
// (round.NewGameDialog).
func (f *newGameForm) Render() goapp.UI {
	p := f.ICtl.p
	cur := f.chosenVariant()
	variants := make([]goapp.UI, 0, len(newGameVariants))
	for _, v := range newGameVariants {
		variants = append(variants, round.Segment("variant-"+v.Name, "data-variant", v.Name, variantName(p, v), v.Name == cur.Name))
	}
	body := []goapp.UI{
		goapp.Div().Class("field").Body(
			goapp.Div().ID("variant-label").Class("field-label").Text(p.T("trax.new.variant")),
			goapp.Div().Class("segmented").Role("radiogroup").Aria("labelledby", "variant-label").Body(variants...),
			goapp.P().Class("hint").Text(variantHint(p, cur)),
		),
	}
	if len(opponentChoices) > 0 {
		body = append(body, f.renderOpponent())
	}
	body = append(body, f.clock.Field(p))
	body = append(body, goapp.P().ID("new-solitaire").Class("hint").Body(
		goapp.Text(p.T("trax.new.solitaire")+" "),
		goapp.Elem("a").ID("solitaire-3").Attr("href", solitaire.Link(3, 1+rand.Uint64N(999999))).Text("3×3"),
		goapp.Text(" · "),
		goapp.Elem("a").ID("solitaire-4").Attr("href", solitaire.Link(4, 1+rand.Uint64N(999999))).Text("4×4"),
	))
	return round.NewGameDialog{
		ID: "new-game-dialog", TitleID: "new-game-title", Title: p.T("trax.panel.new-game"),
		Cancel:  round.DialogButton{ID: "cancel-new-game", Text: p.T("trax.cancel"), Data: [2]string{"data-action", "cancel"}},
		Start:   round.DialogButton{ID: "start-game", Text: p.T("trax.new.start"), Data: [2]string{"data-action", "start"}},
		OnClick: f.onClick, OnCancel: f.onCancel,
	}.Render(body...)
}

// renderOpponent draws the opponent menu (two players, or a registered
// opponent playing White or Red).
func (f *newGameForm) renderOpponent() goapp.UI {
	p := f.ICtl.p
	opts := []goapp.UI{round.Segment("opponent-0", "data-opponent", "0", opponentName(p, ""), f.opponent == 0)}
	for i, oc := range opponentChoices {
		n := strconv.Itoa(i + 1)
		opts = append(opts, round.Segment("opponent-"+n, "data-opponent", n, opponentName(p, oc.Key), f.opponent == i+1))
	}
	who := "none"
	if f.opponent > 0 && f.opponent <= len(opponentChoices) {
		who = opponentChoices[f.opponent-1].Key
	}
	field := []goapp.UI{
		goapp.Div().ID("opponent-label").Class("field-label").Text(p.T("trax.new.opponent")),
		goapp.Div().Class("segmented").Role("radiogroup").Aria("labelledby", "opponent-label").Body(opts...),
		goapp.P().ID("opponent-hint").Class("hint").Text(p.T("trax.opponent-hint." + who)),
	}
	if f.opponent > 0 {
		field = append(field,
			goapp.Div().ID("side-label").Class("field-label").Text(p.T("trax.new.computer-plays")),
			goapp.Div().Class("segmented").Role("radiogroup").Aria("labelledby", "side-label").Body(
				round.Segment("side-white", "data-side", "white", p.T("trax.new.white-first"), f.side == engine.White),
				round.Segment("side-red", "data-side", "red", board.ColorName(p, engine.Red), f.side == engine.Red),
			))
	}
	return goapp.Div().Class("field").Body(field...)
}

// variantHint says in a line what the variant is.
func variantHint(p *i18n.Printer, v engine.Variant) string {
	return p.T("trax.variant-hint." + v.Name)
}

// onClick is the form's one click handler: it reads the data attribute of
// the button pressed.
func (f *newGameForm) onClick(ctx goapp.Context, e goapp.Event) {
	c := f.ICtl
	el := e.Get("target").Call("closest", "button")
	if !el.Truthy() {
		return
	}
	attr := func(n string) string {
		v := el.Call("getAttribute", n)
		if v.IsNull() || v.IsUndefined() {
			return ""
		}
		return v.String()
	}
	switch {
	case attr(round.ClockAttr) != "": // the clock's field handles it
	case attr("data-variant") != "":
		f.variant = attr("data-variant")
	case attr("data-opponent") != "":
		f.opponent, _ = strconv.Atoi(attr("data-opponent"))
	case attr("data-side") != "":
		f.side = engine.White
		if attr("data-side") == "red" {
			f.side = engine.Red
		}
	case attr("data-action") == "cancel":
		c.openNewGame(false)
	case attr("data-action") == "start":
		var opp Opponent
		label := ""
		if f.opponent > 0 && f.opponent <= len(opponentChoices) {
			oc := opponentChoices[f.opponent-1]
			opp, label = oc.New(f.chosenVariant()), oc.Label
		}
		c.PageClock = f.clock.Control
		c.startGame(f.chosenVariant(), opp, label, f.side)
	}
}

// onCancel closes the form (Escape).
func (f *newGameForm) onCancel(ctx goapp.Context, e goapp.Event) { f.ICtl.openNewGame(false) }
