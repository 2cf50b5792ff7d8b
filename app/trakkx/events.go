package trakkx

import (
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/round"
	engine "traxapp/engine/trakkx"
)

// attr reads a data attribute of the element whose handler runs. Each
// element carries its own data, so one handler serves a whole list
// (go-app compares handlers by function, never closures made in a loop).
func attr(ctx goapp.Context, name string) string {
	el := ctx.JSSrc()
	if !el.Truthy() {
		return ""
	}
	v := el.Call("getAttribute", name)
	if v.IsNull() || v.IsUndefined() {
		return ""
	}
	return v.String()
}

// intAttr reads a data attribute as a number (−1 when it is not one).
func intAttr(ctx goapp.Context, name string) int {
	n, err := strconv.Atoi(attr(ctx, name))
	if err != nil {
		return -1
	}
	return n
}

// tokenAttr reads a data attribute as a token.
func tokenAttr(ctx goapp.Context, name string) (engine.TokenID, bool) {
	id, err := engine.ParseToken(attr(ctx, name))
	return id, err == nil
}

// onHand picks (or drops) a token of the hand; a token picked to lay
// takes the focus to the table's tab stop, where it is laid next.
func (s *screen) onHand(ctx goapp.Context, e goapp.Event) {
	id, ok := tokenAttr(ctx, "data-hand")
	if !ok {
		return
	}
	c := s.life.Ctl
	c.tapHand(id)
	if c.picked.active && c.picked.fromHand && !c.picked.token.IsAction() && c.arranging() {
		ctx.Defer(func(goapp.Context) {
			if el := goapp.Window().Get("document").Call("querySelector", `#table [tabindex="0"]`); el.Truthy() {
				el.Call("focus", map[string]any{"preventScroll": true})
			}
		})
	}
}

// onCell plays the cell pressed, then keeps the focus on that cell: the
// table drawn anew around a token laid may have more rows or columns, and
// the button that had the focus may now be another cell.
func (s *screen) onCell(ctx goapp.Context, e goapp.Event) {
	at, ok := parseCell(attr(ctx, "data-cell"))
	if !ok {
		return
	}
	c := s.life.Ctl
	c.tapCell(at)
	c.cursor, c.hasCursor = at, true
	ctx.Defer(func(goapp.Context) { focusCell(at) })
}

// onCellFocus makes the cell focused the table's tab stop.
func (s *screen) onCellFocus(ctx goapp.Context, e goapp.Event) {
	at, ok := parseCell(attr(ctx, "data-cell"))
	c := s.life.Ctl
	if !ok || c.hasCursor && c.cursor == at {
		return
	}
	c.cursor, c.hasCursor = at, true
}

// focusCell puts the focus on the table's cell at, if it is drawn.
func focusCell(at engine.Pos) {
	if el := goapp.Window().Get("document").Call("querySelector", `#table [data-cell="`+cellAttr(at)+`"]`); el.Truthy() {
		el.Call("focus", map[string]any{"preventScroll": true})
	}
}

func (s *screen) onDisplay(ctx goapp.Context, e goapp.Event) {
	if id, ok := tokenAttr(ctx, "data-display"); ok {
		s.life.Ctl.takeDisplay(id)
	}
}

func (s *screen) onReveal(ctx goapp.Context, e goapp.Event)   { s.life.Ctl.reveal() }
func (s *screen) onSubmit(ctx goapp.Context, e goapp.Event)   { s.life.Ctl.submit() }
func (s *screen) onUndoAll(ctx goapp.Context, e goapp.Event)  { s.life.Ctl.undoAll() }
func (s *screen) onToHand(ctx goapp.Context, e goapp.Event)   { s.life.Ctl.toHand() }
func (s *screen) onDraw(ctx goapp.Context, e goapp.Event)     { s.life.Ctl.drawBag() }
func (s *screen) onPass(ctx goapp.Context, e goapp.Event)     { s.life.Ctl.pass() }
func (s *screen) onGive(ctx goapp.Context, e goapp.Event)     { s.life.Ctl.give() }
func (s *screen) onPlaySwap(ctx goapp.Context, e goapp.Event) { s.life.Ctl.playAction(-1) }
func (s *screen) onPlus3(ctx goapp.Context, e goapp.Event) {
	s.life.Ctl.playAction(intAttr(ctx, "data-target"))
}
func (s *screen) onNextGame(ctx goapp.Context, e goapp.Event) { s.life.Ctl.nextGame() }
func (s *screen) onHideHand(ctx goapp.Context, e goapp.Event) { s.life.Ctl.hideHand() }

// onNewGame opens the new-game form (a modal dialog over the table,
// round.NewGameDialog) and, once drawn, puts the focus on its first
// choice.
func (s *screen) onNewGame(ctx goapp.Context, e goapp.Event) {
	s.life.Ctl.openForm(true)
	ctx.Defer(func(goapp.Context) {
		form := goapp.Window().GetElementByID("new-game-form")
		if !form.Truthy() {
			return
		}
		if first := form.Call("querySelector", "button[aria-pressed=\"true\"], button"); first.Truthy() {
			first.Call("focus", map[string]any{"preventScroll": true})
		}
	})
}
func (s *screen) onFormCancel(ctx goapp.Context, e goapp.Event) { s.life.Ctl.openForm(false) }
func (s *screen) onFormStart(ctx goapp.Context, e goapp.Event)  { s.life.Ctl.startFromForm() }

func (s *screen) onSortColor(ctx goapp.Context, e goapp.Event) {
	s.life.Ctl.sortByValue = false
}

func (s *screen) onSortValue(ctx goapp.Context, e goapp.Event) {
	s.life.Ctl.sortByValue = true
}

func (s *screen) onZoomIn(ctx goapp.Context, e goapp.Event) {
	s.life.Ctl.zoom = min(s.life.Ctl.zoom+1, maxZoom)
}

func (s *screen) onZoomOut(ctx goapp.Context, e goapp.Event) {
	s.life.Ctl.zoom = max(s.life.Ctl.zoom-1, 0)
}

func (s *screen) onFormPlayers(ctx goapp.Context, e goapp.Event) {
	s.life.Ctl.setFormPlayers(intAttr(ctx, "data-players"))
}

func (s *screen) onFormLevel(ctx goapp.Context, e goapp.Event) {
	level := attr(ctx, "data-level")
	if level == round.PersonWord {
		level = ""
	}
	s.life.Ctl.setFormLevel(intAttr(ctx, "data-seat-index"), level)
}

func (s *screen) onFormGames(ctx goapp.Context, e goapp.Event) {
	s.life.Ctl.setFormGames(intAttr(ctx, "data-games"))
}

func (s *screen) onFormName(ctx goapp.Context, e goapp.Event) {
	s.life.Ctl.setFormName(intAttr(ctx, "data-seat-index"), ctx.JSSrc().Get("value").String())
}

// dragging is a pointer drag under way: what was pressed and where.
type dragging struct {
	from pick
	x, y float64
}

// dragThreshold is how far (CSS pixels) a pointer must move between
// press and release to be a drag rather than a tap.
const dragThreshold = 10

// onDragStart notes the token pressed (in the hand or on the table); the
// release decides whether it was a drag (onDragEnd) or a tap (onClick).
func (s *screen) onDragStart(ctx goapp.Context, e goapp.Event) {
	s.drag = nil
	if !s.life.Ctl.arranging() || e.Get("button").Int() > 0 {
		return
	}
	d := &dragging{x: e.Get("clientX").Float(), y: e.Get("clientY").Float()}
	if id, ok := tokenAttr(ctx, "data-hand"); ok {
		d.from = pick{active: true, fromHand: true, token: id}
	} else if at, ok := parseCell(attr(ctx, "data-cell")); ok {
		id, occupied := s.life.Ctl.work[at]
		if !occupied {
			return
		}
		d.from = pick{active: true, token: id, at: at}
	}
	if d.from.active {
		s.drag = d
	}
}

// onDragEnd drops a dragged token on the cell (or the hand) under the
// pointer. A short move is a tap, left to the click handlers.
func (s *screen) onDragEnd(ctx goapp.Context, e goapp.Event) {
	d := s.drag
	s.drag = nil
	if d == nil {
		return
	}
	x, y := e.Get("clientX").Float(), e.Get("clientY").Float()
	if (x-d.x)*(x-d.x)+(y-d.y)*(y-d.y) < dragThreshold*dragThreshold {
		return
	}
	el := goapp.Window().Get("document").Call("elementFromPoint", x, y)
	if !el.Truthy() {
		return
	}
	if cell := el.Call("closest", "[data-cell]"); cell.Truthy() {
		if at, ok := parseCell(cell.Call("getAttribute", "data-cell").String()); ok {
			s.life.Ctl.dragTo(d.from, at)
		}
		return
	}
	if el.Call("closest", "#hand-area").Truthy() {
		s.life.Ctl.dragToHand(d.from)
	}
}

// onDragCancel forgets a drag the browser took over (a scroll).
func (s *screen) onDragCancel(ctx goapp.Context, e goapp.Event) { s.drag = nil }

// arrowSteps are the arrow keys' steps on the table, as (column, row).
var arrowSteps = map[string][2]int{"ArrowLeft": {-1, 0}, "ArrowRight": {1, 0}, "ArrowUp": {0, -1}, "ArrowDown": {0, 1}}

// onKey handles the keyboard anywhere on the screen: Escape puts the
// picked token down again, and the arrow keys move the focus from cell
// to cell of the table.
func (s *screen) onKey(ctx goapp.Context, e goapp.Event) {
	key := e.Get("key").String()
	if key == "Escape" {
		s.life.Ctl.dropPick()
		return
	}
	step, ok := arrowSteps[key]
	if !ok {
		return
	}
	doc := goapp.Window().Get("document")
	focused := doc.Get("activeElement")
	if !focused.Truthy() {
		return
	}
	cell := focused.Call("getAttribute", "data-cell")
	if cell.IsNull() || cell.IsUndefined() {
		return
	}
	at, ok := parseCell(cell.String())
	if !ok {
		return
	}
	next := doc.Call("querySelector", `[data-cell="`+cellAttr(engine.Pos{Row: at.Row + step[1], Col: at.Col + step[0]})+`"]`)
	if next.Truthy() {
		e.PreventDefault()
		next.Call("focus")
	}
}
