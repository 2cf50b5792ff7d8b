package trax

import (
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/records"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
)

// moveList shows the record in official notation, White's and Red's moves
// side by side. A move takes the board to the position after it (moves
// after it stay, dimmed, for redo). One delegated click handler reads
// data-move.
type moveList struct {
	goapp.Compo
	Bound
}

// OnUpdate keeps the current move in sight in a long list, scrolling the
// list only (never the page, which on a phone would jump away from the
// board).
func (m *moveList) OnUpdate(ctx goapp.Context) {
	ctx.Defer(func(goapp.Context) {
		doc := goapp.Window().Get("document")
		list := doc.Call("getElementById", "moves")
		cur := doc.Call("querySelector", "#moves .move-current")
		if !list.Truthy() || !cur.Truthy() {
			return
		}
		top, h := cur.Get("offsetTop").Float(), cur.Get("offsetHeight").Float()
		view, vh := list.Get("scrollTop").Float(), list.Get("clientHeight").Float()
		if top < view || top+h > view+vh {
			list.Set("scrollTop", top-vh/2)
		}
	})
}

// Render draws the list.
func (m *moveList) Render() goapp.UI {
	c := m.ICtl
	cur := c.game.Len()
	items := make([]goapp.UI, 0, len(c.history)+1)
	items = append(items, goapp.Li().Class("move-start").Body(
		records.StepButton(0, c.p.T("trax.moves.start"), cur).Aria("label", records.SpokenAfterShown(c.p.T("trax.moves.start"), c.p.T("trax.moves.start-label"))),
	))
	for i, name := range c.history {
		n := i + 1
		who := board.ColorName(c.p, engine.White)
		if n%2 == 0 {
			who = board.ColorName(c.p, engine.Red)
		}
		entry, label := c.p.T("trax.moves.entry", "n", n, "move", name), c.p.T("trax.moves.entry-label", "n", n, "player", who, "move", name)
		shown := entry
		b := records.StepButton(n, entry, cur)
		if kind, symbol, words, ok := c.reviewMark(n); ok {
			// A marked turn of the review (review.go): a tap shows the
			// better move in the position before it.
			shown = entry + " " + symbol
			b = records.StepButton(n, shown, cur).Attr("data-review", kind)
			label += " – " + words
		}
		items = append(items, goapp.Li().Body(b.Aria("label", records.SpokenAfterShown(shown, label))))
	}
	var review goapp.UI
	if c.reviewing() || (c.lineOver && len(c.history) > 0) {
		// One half-move at a time, or to either end (a finished game is
		// stepped through from its end too).
		last := len(c.history)
		step := func(id, symbol, label string, n int) goapp.UI {
			return goapp.Button().ID(id).Class("step").Attr("data-move", n).Disabled(n < 0 || n > last || n == cur).
				Aria("label", label).Title(label).Text(symbol)
		}
		review = goapp.Div().Class("review").Body(
			goapp.Span().ID("review-status").Text(c.p.T("trax.moves.showing", "n", cur, "total", last)),
			goapp.Div().Class("steps").Body(
				step("step-first", "\u21e4", c.p.T("trax.moves.start-label"), 0),
				step("step-back", "\u25c0", c.p.T("trax.moves.step-back"), cur-1),
				step("step-forward", "\u25b6", c.p.T("trax.moves.step-forward"), cur+1),
				step("to-end", "\u21e5", c.p.T("trax.moves.to-end"), last),
			),
		)
	}
	return goapp.Div().Class("moves-box").OnClick(m.onClick).Body(
		goapp.H2().Class("moves-title").Text(c.p.T("trax.moves.title")),
		goapp.If(review != nil, func() goapp.UI { return review }),
		goapp.Ol().ID("moves").Class("moves").Aria("label", c.p.T("trax.moves.title")).Body(items...),
	)
}

func (m *moveList) onClick(ctx goapp.Context, e goapp.Event) {
	el := e.Get("target").Call("closest", "[data-move]")
	if !el.Truthy() {
		return
	}
	n, err := strconv.Atoi(el.Call("getAttribute", "data-move").String())
	if err != nil {
		return
	}
	if el.Call("hasAttribute", "data-review").Bool() {
		m.ICtl.showReviewTurn(n)
		return
	}
	m.ICtl.goTo(n)
}
