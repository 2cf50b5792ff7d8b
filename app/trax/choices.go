package trax

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "traxapp/engine/trax"
)

// choiceTray lists the legal tiles of the selected space, each drawn with
// the forced tiles it would bring. Hovering one previews it on the board;
// a tap plays it. One delegated handler per event reads data-choice.
type choiceTray struct {
	goapp.Compo
	Bound
}

// Render draws the tray, or nothing when no space is selected.
func (t *choiceTray) Render() goapp.UI {
	c := t.ICtl
	if c == nil || !c.sel.active {
		return goapp.Div().ID("choices").Class("choices", "choices-empty")
	}
	pos := c.position()
	place := pos.PlaceName(c.sel.at)
	items := make([]goapp.UI, 0, len(c.sel.choices)+1)
	for i, ch := range c.sel.choices {
		label := c.p.T("trax.choice.play", "move", ch.Name)
		if n := len(ch.Turn) - 1; n > 0 {
			label = c.p.N("trax.choice.play-forcing", n, "move", ch.Name)
		}
		note := ""
		if ch.Outcome.Over() {
			note = resultText(c.p, ch.Outcome)
			label += " " + note
		}
		class := "choice"
		if i == c.sel.pick {
			class += " choice-picked"
		}
		info := goapp.Span().Class("choice-name").Body(
			goapp.Kbd().Text(itoa(i+1)),
			goapp.Text(" "+ch.Name),
		)
		body := []goapp.UI{tilePreview(pos, ch), info}
		if n := len(ch.Turn) - 1; n > 0 {
			body = append(body, goapp.Span().Class("choice-forced").Text(c.p.N("trax.choice.forced", n)))
		}
		if note != "" {
			body = append(body, goapp.Span().Class("choice-wins").Text(note))
		}
		items = append(items, goapp.Button().
			Class(class).
			Attr("data-choice", ch.ID).
			Aria("label", label).
			Aria("pressed", i == c.sel.pick).
			Body(body...))
	}
	return goapp.Div().
		ID("choices").
		Class("choices").
		Attr("data-at", spaceAttr(c.sel.at)).
		Role("group").
		Aria("label", c.p.T("trax.choice.tiles-for", "place", place)).
		OnClick(t.onClick).
		OnMouseOver(t.onOver).
		OnMouseLeave(t.onLeave).
		Body(
			goapp.Div().Class("choices-head").Body(
				goapp.Span().Class("choices-title").Text(c.p.T("trax.board.space", "place", place)),
				goapp.Button().ID("cancel-choice").Class("icon").
					Aria("label", c.p.T("trax.cancel")).Attr("data-cancel", "1").Text("\u2715"),
			),
			goapp.Div().Class("choices-list").Body(items...),
		)
}

// OnMount places the tray by the selected space.
func (t *choiceTray) OnMount(ctx goapp.Context) { t.place(ctx) }

// OnUpdate places the tray by the selected space.
func (t *choiceTray) OnUpdate(ctx goapp.Context) { t.place(ctx) }

// trayGap is the room kept between the tray, the space it belongs to and
// the board's edges, in CSS pixels.
const trayGap = 8

// place moves the tray, once drawn, next to the selected space: centred
// under it, or over it when there is no room below, always inside the
// board and never over the space itself (as far as the board allows).
// Without the space on the page (or outside a browser) the style sheet's
// place stays.
func (t *choiceTray) place(ctx goapp.Context) {
	if !goapp.IsClient {
		return
	}
	ctx.Defer(func(goapp.Context) {
		doc := goapp.Window().Get("document")
		tray := doc.Call("getElementById", "choices")
		if !tray.Truthy() || tray.Get("classList").Call("contains", "choices-empty").Bool() {
			return
		}
		area := tray.Get("parentElement")
		if !area.Truthy() {
			return
		}
		space := area.Call("querySelector", `[data-space="`+tray.Call("getAttribute", "data-at").String()+`"]`)
		if !space.Truthy() {
			return
		}
		a, s := area.Call("getBoundingClientRect"), space.Call("getBoundingClientRect")
		aw, ah := a.Get("width").Float(), a.Get("height").Float()
		tw, th := tray.Get("offsetWidth").Float(), tray.Get("offsetHeight").Float()
		sx := s.Get("left").Float() + s.Get("width").Float()/2 - a.Get("left").Float()
		sTop, sBottom := s.Get("top").Float()-a.Get("top").Float(), s.Get("bottom").Float()-a.Get("top").Float()
		left := clampTray(sx-tw/2, aw-tw)
		top := sBottom + trayGap
		if top+th > ah-trayGap {
			if above := sTop - trayGap - th; above >= trayGap || sTop > ah-sBottom {
				top = above
			}
		}
		top = clampTray(top, ah-th)
		style := tray.Get("style")
		style.Set("left", ftoa(left)+"px")
		style.Set("top", ftoa(top)+"px")
		style.Set("bottom", "auto")
		style.Set("transform", "none")
	})
}

// clampTray keeps a tray's offset within [trayGap, limit-trayGap] (at
// trayGap when the tray is wider or taller than the room).
func clampTray(v, limit float64) float64 {
	return max(trayGap, min(v, limit-trayGap))
}

// thumbPad is the margin of a choice's thumbnail around its turn, in
// tiles.
const thumbPad = 0.12

// thumbBox returns the viewBox of a choice's thumbnail: a square centred
// on the chosen tile, just large enough for the turn's forced tiles
// around it, so that a lone tile fills the thumbnail and a turn with
// forced tiles shows them all, whole.
func thumbBox(ch choice) box {
	at := ch.Move.At
	r := 0
	for _, pl := range ch.Turn {
		r = max(r, abs(pl.At.X-at.X), abs(pl.At.Y-at.Y))
	}
	side := (float64(2*r+1) + 2*thumbPad) * unit
	cx, cy := float64(at.X*unit+unit/2), float64(at.Y*unit+unit/2)
	return box{cx - side/2, cy - side/2, side, side}
}

// abs returns the absolute value of n.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// tilePreview draws a choice as it would look: the chosen tile in the
// middle with its forced tiles around it, over the placed tiles that lie
// wholly in the thumbnail, which are dimmed.
func tilePreview(pos *engine.Position, ch choice) goapp.UI {
	vb := thumbBox(ch)
	at := ch.Move.At
	r := int((vb.W/unit - 1) / 2) // tiles wholly inside on each side
	var around, turn []goapp.UI
	for y := at.Y - r; y <= at.Y+r; y++ {
		for x := at.X - r; x <= at.X+r; x++ {
			p := engine.Point{X: x, Y: y}
			if t := pos.At(p); t != engine.Empty {
				around = append(around, tileUse(t, p).Class("preview-old"))
			}
		}
	}
	for _, pl := range ch.Turn {
		class := "preview-new"
		if pl.Forced {
			class += " preview-forced"
		}
		turn = append(turn, tileUse(pl.Tile, pl.At).Class(class))
	}
	return svgEl("svg").
		Class("choice-svg").
		Attr("viewBox", vb.String()).
		Attr("preserveAspectRatio", "xMidYMid meet").
		Aria("hidden", "true").
		Body(
			svgEl("g").Body(around...),
			svgEl("g").Body(turn...),
			svgEl("rect").Class("preview-chosen").
				Attr("x", at.X*unit+3).Attr("y", at.Y*unit+3).
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
	if i == c.sel.hover {
		ctx.PreventUpdate()
		return
	}
	c.hoverChoice(i)
}

func (t *choiceTray) onLeave(ctx goapp.Context, e goapp.Event) {
	c := t.ICtl
	if c.sel.hover < 0 {
		ctx.PreventUpdate()
		return
	}
	c.hoverChoice(-1)
}
