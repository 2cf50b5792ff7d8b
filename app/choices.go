package app

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/engine/trax"
)

// choiceTray lists the legal tiles of the selected space, each drawn with
// the forced tiles it would bring. Hovering one previews it on the board;
// a tap plays it. One delegated handler per event reads data-choice.
type choiceTray struct {
	goapp.Compo

	// ICtl is the game's controller; IRev its revision.
	ICtl *controller
	IRev int
}

// newChoiceTray returns the tray of tile choices.
func newChoiceTray() *choiceTray { return &choiceTray{} }

// Ctl sets the controller.
func (t *choiceTray) Ctl(c *controller) *choiceTray { t.ICtl = c; return t }

// Rev sets the controller revision.
func (t *choiceTray) Rev(r int) *choiceTray { t.IRev = r; return t }

// Render draws the tray, or nothing when no space is selected.
func (t *choiceTray) Render() goapp.UI {
	c := t.ICtl
	if c == nil || !c.hasSel {
		return goapp.Div().ID("choices").Class("choices", "choices-empty")
	}
	pos := c.position()
	place := pos.PlaceName(c.selected)
	items := make([]goapp.UI, 0, len(c.choices)+1)
	for i, ch := range c.choices {
		label := "Play " + ch.Name
		if n := len(ch.Turn) - 1; n > 0 {
			label += ", forces " + itoa(n) + " tile"
			if n > 1 {
				label += "s"
			}
		}
		note := ""
		if ch.Outcome.Over() {
			note = resultText(ch.Outcome)
			label += ", " + note
		}
		class := "choice"
		if i == c.pick {
			class += " choice-picked"
		}
		info := goapp.Span().Class("choice-name").Body(
			goapp.Kbd().Text(itoa(i+1)),
			goapp.Text(" "+ch.Name),
		)
		body := []goapp.UI{tilePreview(pos, ch), info}
		if n := len(ch.Turn) - 1; n > 0 {
			body = append(body, goapp.Span().Class("choice-forced").Text("+"+itoa(n)+" forced"))
		}
		if note != "" {
			body = append(body, goapp.Span().Class("choice-wins").Text(note))
		}
		items = append(items, goapp.Button().
			Class(class).
			Attr("data-choice", ch.Name).
			Aria("label", label).
			Aria("pressed", i == c.pick).
			Body(body...))
	}
	class := "choices"
	if fb := fitBox(pos.Area()); float64(c.selected.Y*unit+unit/2) > fb.Y+fb.H/2 {
		class += " choices-top" // keep the selected space in sight
	}
	return goapp.Div().
		ID("choices").
		Class(class).
		Role("group").
		Aria("label", "Tiles for space "+place).
		OnClick(t.onClick).
		OnMouseOver(t.onOver).
		OnMouseLeave(t.onLeave).
		Body(
			goapp.Div().Class("choices-head").Body(
				goapp.Span().Class("choices-title").Text("Space "+place),
				goapp.Button().ID("cancel-choice").Class("icon").
					Aria("label", "Cancel").Attr("data-cancel", "1").Text("\u2715"),
			),
			goapp.Div().Class("choices-list").Body(items...),
		)
}

// tilePreview draws a choice as it would look: the turn's tiles over the
// tiles around them, which are dimmed.
func tilePreview(pos *trax.Position, ch choice) goapp.UI {
	minX, minY, maxX, maxY := ch.Move.At.X, ch.Move.At.Y, ch.Move.At.X, ch.Move.At.Y
	for _, pl := range ch.Turn {
		minX, minY = min(minX, pl.At.X), min(minY, pl.At.Y)
		maxX, maxY = max(maxX, pl.At.X), max(maxY, pl.At.Y)
	}
	// Half a tile of the surroundings on each side; square, so that every
	// choice is drawn at the same scale.
	w, h := maxX-minX+1, maxY-minY+1
	side := float64(max(w, h)) + 1
	x0 := float64(minX*unit) - (side-float64(w))*unit/2
	y0 := float64(minY*unit) - (side-float64(h))*unit/2
	vb := box{x0, y0, side * unit, side * unit}
	minX, minY, maxX, maxY = minX-1, minY-1, maxX+1, maxY+1

	var around, turn []goapp.UI
	for y := minY; y <= maxY; y++ {
		for x := minX; x <= maxX; x++ {
			p := trax.Point{X: x, Y: y}
			if t := pos.At(p); t != trax.Empty {
				around = append(around, tileUse(t, p).Class("preview-old"))
			}
		}
	}
	for _, pl := range ch.Turn {
		u := tileUse(pl.Tile, pl.At).Class("preview-new")
		turn = append(turn, u)
	}
	chosen := ch.Move.At
	return svgEl("svg").
		Class("choice-svg").
		Attr("viewBox", vb.String()).
		Aria("hidden", "true").
		Body(
			svgEl("g").Body(around...),
			svgEl("g").Body(turn...),
			svgEl("rect").Class("preview-chosen").
				Attr("x", chosen.X*unit+3).Attr("y", chosen.Y*unit+3).
				Attr("width", unit-6).Attr("height", unit-6).Attr("rx", 6),
		)
}

// choiceAt returns the data-choice of the event's target, or "".
func choiceAt(e goapp.Event) string {
	el := e.Get("target").Call("closest", "[data-choice]")
	if !el.Truthy() {
		return ""
	}
	return el.Call("getAttribute", "data-choice").String()
}

func (t *choiceTray) onClick(ctx goapp.Context, e goapp.Event) {
	c := t.ICtl
	if e.Get("target").Call("closest", "[data-cancel]").Truthy() {
		c.clearSelection()
		return
	}
	if i := c.choiceIndex(choiceAt(e)); i >= 0 {
		c.playChoice(i)
	}
}

func (t *choiceTray) onOver(ctx goapp.Context, e goapp.Event) {
	c := t.ICtl
	i := c.choiceIndex(choiceAt(e))
	if i == c.hover {
		ctx.PreventUpdate()
		return
	}
	c.hover = i
	c.rev++
}

func (t *choiceTray) onLeave(ctx goapp.Context, e goapp.Event) {
	c := t.ICtl
	if c.hover < 0 {
		ctx.PreventUpdate()
		return
	}
	c.hover = -1
	c.rev++
}
