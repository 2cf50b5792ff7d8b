package app

import (
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/engine/trax"
)

// newGameVariants are the variants the form offers. Tur-TRAX and the
// solitaire get screens of their own later.
var newGameVariants = []trax.Variant{trax.Trax, trax.Trax8x8, trax.LoopTrax}

// newGameForm chooses the variant and the opponent of a new game. The
// opponent menu appears only when an opponent is registered
// (RegisterOpponent); otherwise the game is for two players on this device.
type newGameForm struct {
	goapp.Compo

	// ICtl is the game's controller; IRev its revision.
	ICtl *controller
	IRev int

	variant  string // chosen variant name; "" until the player picks one
	opponent int    // index in opponentChoices + 1; 0 is two players
	side     trax.Color
}

// newNewGameForm returns the form.
func newNewGameForm() *newGameForm { return &newGameForm{side: trax.Red} }

// Ctl sets the controller.
func (f *newGameForm) Ctl(c *controller) *newGameForm { f.ICtl = c; return f }

// Rev sets the controller revision.
func (f *newGameForm) Rev(n int) *newGameForm { f.IRev = n; return f }

// chosenVariant returns the variant the form shows as chosen.
func (f *newGameForm) chosenVariant() trax.Variant {
	if v, err := trax.VariantByName(f.variant); err == nil {
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
	f.opponent, f.side = 0, trax.Red
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

// Render draws the form as a modal dialog.
func (f *newGameForm) Render() goapp.UI {
	cur := f.chosenVariant()
	variants := make([]goapp.UI, 0, len(newGameVariants))
	for _, v := range newGameVariants {
		on := v.Name == cur.Name
		class := "seg"
		if on {
			class += " seg-on"
		}
		variants = append(variants, goapp.Button().
			ID("variant-"+v.Name).Class(class).
			Role("radio").Aria("checked", on).
			Attr("data-variant", v.Name).Text(v.Title))
	}
	body := []goapp.UI{
		goapp.H2().ID("new-game-title").Text("New game"),
		goapp.Div().Class("field").Body(
			goapp.Div().ID("variant-label").Class("field-label").Text("Variant"),
			goapp.Div().Class("segmented").Role("radiogroup").Aria("labelledby", "variant-label").Body(variants...),
			goapp.P().Class("hint").Text(variantHint(cur)),
		),
	}
	if len(opponentChoices) > 0 {
		body = append(body, f.renderOpponent())
	}
	body = append(body, goapp.Div().Class("dialog-buttons").Body(
		goapp.Button().ID("cancel-new-game").Attr("data-action", "cancel").Text("Cancel"),
		goapp.Button().ID("start-game").Class("primary").Attr("data-action", "start").Text("Start"),
	))
	return goapp.Div().Class("backdrop").Body(
		goapp.Div().ID("new-game-dialog").Class("dialog").
			Role("dialog").Aria("modal", "true").Aria("labelledby", "new-game-title").
			OnClick(f.onClick).OnKeyDown(f.onKey).
			Body(body...),
	)
}

// renderOpponent draws the opponent menu (two players, or a registered
// opponent playing White or Red).
func (f *newGameForm) renderOpponent() goapp.UI {
	opts := []goapp.UI{f.segment("opponent-0", "data-opponent", "0", "Two players", f.opponent == 0)}
	for i, oc := range opponentChoices {
		n := strconv.Itoa(i + 1)
		opts = append(opts, f.segment("opponent-"+n, "data-opponent", n, oc.Label, f.opponent == i+1))
	}
	field := []goapp.UI{
		goapp.Div().ID("opponent-label").Class("field-label").Text("Opponent"),
		goapp.Div().Class("segmented").Role("radiogroup").Aria("labelledby", "opponent-label").Body(opts...),
	}
	if f.opponent > 0 {
		field = append(field,
			goapp.Div().ID("side-label").Class("field-label").Text("The computer plays"),
			goapp.Div().Class("segmented").Role("radiogroup").Aria("labelledby", "side-label").Body(
				f.segment("side-white", "data-side", "white", "White (moves first)", f.side == trax.White),
				f.segment("side-red", "data-side", "red", "Red", f.side == trax.Red),
			))
	}
	return goapp.Div().Class("field").Body(field...)
}

// segment is one button of a segmented radio group.
func (f *newGameForm) segment(id, attr, value, text string, on bool) goapp.UI {
	class := "seg"
	if on {
		class += " seg-on"
	}
	return goapp.Button().ID(id).Class(class).Role("radio").Aria("checked", on).
		Attr(attr, value).Text(text)
}

// variantHint says in a line what the variant is.
func variantHint(v trax.Variant) string {
	switch {
	case v.Limit > 0:
		return "All tiles within an " + itoa(v.Limit) + "\u00d7" + itoa(v.Limit) + " square; a full board is a draw."
	case !v.LinesWin:
		return "Only a loop wins."
	}
	return "The board grows without limit; a loop or a line of 8 wins."
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
	case attr("data-variant") != "":
		f.variant = attr("data-variant")
	case attr("data-opponent") != "":
		f.opponent, _ = strconv.Atoi(attr("data-opponent"))
	case attr("data-side") != "":
		f.side = trax.White
		if attr("data-side") == "red" {
			f.side = trax.Red
		}
	case attr("data-action") == "cancel":
		c.newGame = false
		c.rev++
	case attr("data-action") == "start":
		var opp Opponent
		label := ""
		if f.opponent > 0 && f.opponent <= len(opponentChoices) {
			oc := opponentChoices[f.opponent-1]
			opp, label = oc.New(f.chosenVariant()), oc.Label
		}
		c.startGame(f.chosenVariant(), opp, label, f.side)
	}
}

func (f *newGameForm) onKey(ctx goapp.Context, e goapp.Event) {
	if e.Get("key").String() == "Escape" {
		f.ICtl.newGame = false
		f.ICtl.rev++
	}
}
