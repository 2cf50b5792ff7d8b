package board

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "traxapp/engine/trax"
)

// ChoiceTray lists the legal tiles of the selected space, each drawn with
// the forced tiles it would bring. Hovering one previews it on the board;
// a tap plays it. One delegated handler per event reads data-choice.
type ChoiceTray struct {
	goapp.Compo

	// ITable is the board's table; IRev its revision.
	ITable Table
	IRev   int
}

// NewChoiceTray returns the tray of table t at its revision rev.
func NewChoiceTray(t Table, rev int) *ChoiceTray { return &ChoiceTray{ITable: t, IRev: rev} }

// Render draws the tray, or nothing when no space is selected.
func (t *ChoiceTray) Render() goapp.UI {
	s := t.ITable.Scene()
	if !s.Sel.Active {
		return goapp.Div().ID("choices").Class("choices", "choices-empty")
	}
	pos := s.Position
	place := pos.PlaceName(s.Sel.At)
	items := make([]goapp.UI, 0, len(s.Sel.Choices)+1)
	for i, ch := range s.Sel.Choices {
		label := s.P.T("trax.choice.play", "move", ch.Name)
		if n := len(ch.Turn) - 1; n > 0 {
			label = s.P.N("trax.choice.play-forcing", n, "move", ch.Name)
		}
		note := ""
		if ch.Outcome.Over() {
			note = ResultText(s.P, ch.Outcome)
			label += " " + note
		}
		class := "choice"
		if i == s.Sel.Pick {
			class += " choice-picked"
		}
		info := goapp.Span().Class("choice-name").Body(
			goapp.Kbd().Text(itoa(i+1)),
			goapp.Text(" "+ch.Name),
		)
		body := []goapp.UI{tilePreview(pos, ch), info}
		if n := len(ch.Turn) - 1; n > 0 {
			body = append(body, goapp.Span().Class("choice-forced").Text(s.P.N("trax.choice.forced", n)))
		}
		if note != "" {
			body = append(body, goapp.Span().Class("choice-wins").Text(note))
		}
		items = append(items, goapp.Button().
			Class(class).
			Attr("data-choice", ch.ID).
			Aria("label", label).
			Aria("pressed", i == s.Sel.Pick).
			Body(body...))
	}
	return goapp.Div().
		ID("choices").
		Class("choices").
		Attr("data-at", SpaceAttr(s.Sel.At)).
		Role("group").
		Aria("label", s.P.T("trax.choice.tiles-for", "place", place)).
		OnClick(t.onClick).
		OnMouseOver(t.onOver).
		OnMouseLeave(t.onLeave).
		Body(
			goapp.Div().Class("choices-head").Body(
				goapp.Span().Class("choices-title").Text(s.P.T("trax.board.space", "place", place)),
				goapp.Button().ID("cancel-choice").Class("icon").
					Aria("label", s.P.T("trax.cancel")).Attr("data-cancel", "1").Text("\u2715"),
			),
			goapp.Div().Class("choices-list").Body(items...),
		)
}

// OnMount places the tray by the selected space.
func (t *ChoiceTray) OnMount(ctx goapp.Context) { t.place(ctx) }

// OnUpdate places the tray by the selected space.
func (t *ChoiceTray) OnUpdate(ctx goapp.Context) { t.place(ctx) }

// trayGap is the room kept between the tray, the space it belongs to and
// the board's edges, in CSS pixels.
const trayGap = 8

// place moves the tray, once drawn, next to the selected space: centred
// under it, or over it when there is no room below, always inside the
// board and never over the space itself (as far as the board allows).
// Without the space on the page (or outside a browser) the style sheet's
// place stays.
func (t *ChoiceTray) place(ctx goapp.Context) {
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
func thumbBox(ch Choice) Box {
	at := ch.Move.At
	r := 0
	for _, pl := range ch.Turn {
		r = max(r, abs(pl.At.X-at.X), abs(pl.At.Y-at.Y))
	}
	side := (float64(2*r+1) + 2*thumbPad) * Unit
	cx, cy := float64(at.X*Unit+Unit/2), float64(at.Y*Unit+Unit/2)
	return Box{cx - side/2, cy - side/2, side, side}
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
func tilePreview(pos *engine.Position, ch Choice) goapp.UI {
	vb := thumbBox(ch)
	at := ch.Move.At
	r := int((vb.W/Unit - 1) / 2) // tiles wholly inside on each side
	var around, turn []goapp.UI
	for y := at.Y - r; y <= at.Y+r; y++ {
		for x := at.X - r; x <= at.X+r; x++ {
			p := engine.Point{X: x, Y: y}
			if t := pos.At(p); t != engine.Empty {
				around = append(around, TileUse(t, p).Class("preview-old"))
			}
		}
	}
	for _, pl := range ch.Turn {
		class := "preview-new"
		if pl.Forced {
			class += " preview-forced"
		}
		turn = append(turn, TileUse(pl.Tile, pl.At).Class(class))
	}
	return SVG("svg").
		Class("choice-svg").
		Attr("viewBox", vb.String()).
		Attr("preserveAspectRatio", "xMidYMid meet").
		Aria("hidden", "true").
		Body(
			SVG("g").Body(around...),
			SVG("g").Body(turn...),
			SVG("rect").Class("preview-chosen").
				Attr("x", at.X*Unit+3).Attr("y", at.Y*Unit+3).
				Attr("width", Unit-6).Attr("height", Unit-6).Attr("rx", 6),
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

func (t *ChoiceTray) onClick(ctx goapp.Context, e goapp.Event) {
	s := t.ITable.Scene()
	if e.Get("target").Call("closest", "[data-cancel]").Truthy() {
		t.ITable.Unselect()
		return
	}
	if i := s.Sel.Index(choiceAt(e)); i >= 0 {
		t.ITable.Choose(i)
	}
}

func (t *ChoiceTray) onOver(ctx goapp.Context, e goapp.Event) {
	s := t.ITable.Scene()
	i := s.Sel.Index(choiceAt(e))
	if i == s.Sel.Hover {
		ctx.PreventUpdate()
		return
	}
	t.ITable.Hover(i)
}

func (t *ChoiceTray) onLeave(ctx goapp.Context, e goapp.Event) {
	s := t.ITable.Scene()
	if s.Sel.Hover < 0 {
		ctx.PreventUpdate()
		return
	}
	t.ITable.Hover(-1)
}
