package trax

import (
	"math"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "traxapp/engine/trax"
)

// board draws the position as SVG and reports what the player does on it:
// a tap on a space, pan and zoom (drag, wheel, pinch, buttons) and the
// keyboard (arrows, 1/2/3 or + / \, Enter, Escape). Events are read by one
// delegated handler per event type from the data attributes of the target,
// never by closures made in a loop.
type board struct {
	goapp.Compo

	Bound

	view     view
	gameID   int                // the game the view belongs to; a new game fits again
	pointers map[int][2]float64 // active pointers by id: clientX, clientY
	moved    float64            // pixels moved since the first pointer went down
	dragged  bool               // the last press was a drag: ignore its click
}

// newBoard returns the board of controller c.
func newBoard(c *controller) *board { return &board{Bound: bind(c), view: view{Zoom: 1}} }

// Render draws the board.
func (b *board) Render() goapp.UI {
	c := b.ICtl
	pos := c.position()
	if b.view.Zoom == 0 || b.gameID != c.gameID {
		b.view, b.gameID = view{Zoom: 1}, c.gameID
	}
	vb := b.view.apply(fitBox(pos.Area()))

	return goapp.Div().
		ID("board").
		Class("board").
		TabIndex(0).
		Role("application").
		Aria("label", b.label()).
		Aria("describedby", "board-help").
		OnKeyDown(b.onKey).
		Body(
			svgEl("svg").
				ID("board-svg").
				Class("board-svg").
				Attr("viewBox", vb.String()).
				Attr("preserveAspectRatio", "xMidYMid meet").
				Attr("data-zoom", ftoa(b.view.Zoom)).
				OnClick(b.onClick).
				OnWheel(b.onWheel).
				On("pointerdown", b.onPointerDown).
				On("pointermove", b.onPointerMove).
				On("pointerup", b.onPointerUp).
				On("pointercancel", b.onPointerUp).
				On("pointerleave", b.onPointerUp).
				Body(
					b.renderTiles(c, pos),
					b.renderLastTurn(c, pos),
					b.renderWinPath(c, pos),
					b.renderHint(c),
					b.renderPreview(c),
					b.renderLimit(c, pos),
					b.renderSpaces(c, pos),
					b.renderThreats(c),
					b.renderFeedback(c),
				),
			goapp.P().ID("board-help").Class("sr-only").Text(
				c.p.T("trax.board.keys")),
			goapp.Div().Class("zoom").Body(
				goapp.Button().ID("zoom-in").Class("icon").Aria("label", c.p.T("trax.board.zoom-in")).Text("+").OnClick(b.onZoomIn),
				goapp.Button().ID("zoom-out").Class("icon").Aria("label", c.p.T("trax.board.zoom-out")).Text("\u2212").OnClick(b.onZoomOut),
				goapp.Button().ID("zoom-fit").Class("icon").Aria("label", c.p.T("trax.board.zoom-fit")).Text("\u2922").OnClick(b.onZoomFit),
			),
		)
}

// label is the board's accessible name: where the game stands.
func (b *board) label() string {
	c := b.ICtl
	s := c.p.N("trax.board.label", c.position().TileCount())
	if o := c.game.Outcome(); o.Over() {
		return s + " " + resultText(c.p, o)
	}
	s += " " + c.p.T("trax.status.to-move", "player", colorName(c.p, c.position().ToMove()))
	if c.sel.active {
		s += " " + c.p.T("trax.board.selected", "place", c.position().PlaceName(c.sel.at))
	}
	return s
}

// renderTiles draws every placed tile in the order it was placed, so that
// a new turn only appends elements (and their animation plays once).
func (b *board) renderTiles(c *controller, pos *engine.Position) goapp.UI {
	placed := pos.Placements()
	last := len(placed) - len(pos.LastTurn())
	tiles := make([]goapp.UI, 0, len(placed))
	for i, pl := range placed {
		u := tileUse(pl.Tile, pl.At).Attr("data-tile", spaceAttr(pl.At))
		class := "tile"
		if i >= last && pos.Turns() > 0 {
			k := i - last
			u = u.Attr("data-order", k)
			if pl.Forced {
				u = u.Attr("data-last", "forced")
			} else {
				u = u.Attr("data-last", "chosen")
			}
			if c.animate {
				class += " tile-new"
				u = u.Style("animation-delay", itoa(k*140)+"ms")
			}
		}
		tiles = append(tiles, u.Class(class))
	}
	return svgEl("g").Class("tiles").Body(tiles...)
}

// renderLastTurn outlines the tiles of the last turn: the chosen one
// solid, the forced ones dashed.
func (b *board) renderLastTurn(c *controller, pos *engine.Position) goapp.UI {
	turn := pos.LastTurn()
	marks := make([]goapp.UI, 0, len(turn))
	for k, pl := range turn {
		class := "last-mark"
		if pl.Forced {
			class += " last-forced"
		}
		r := svgEl("rect").Class(class).
			Attr("x", pl.At.X*unit+4).Attr("y", pl.At.Y*unit+4).
			Attr("width", unit-8).Attr("height", unit-8).Attr("rx", 6)
		if c.animate {
			r = r.Style("animation-delay", itoa(k*140)+"ms")
		}
		marks = append(marks, r)
	}
	return svgEl("g").Class("last-turn").Body(marks...)
}

// renderWinPath traces the winning loop or line over its tiles.
func (b *board) renderWinPath(c *controller, pos *engine.Position) goapp.UI {
	o := pos.Outcome()
	path := pos.WinningPath()
	g := svgEl("g").ID("win-path").Class("win-path")
	if !o.Over() || o.Draw() || len(path) == 0 {
		return g
	}
	class := "win-trace win-white"
	if o.Winner == engine.Red {
		class = "win-trace win-red"
	}
	traces := make([]goapp.UI, 0, len(path))
	delay := 140 * len(pos.LastTurn())
	if !c.animate {
		delay = 0
	}
	for i, p := range path {
		d := colorTrack(pos.At(p), o.Winner)
		if d == "" {
			continue
		}
		traces = append(traces, svgEl("path").
			Class(class).
			Attr("data-trace", spaceAttr(p)).
			Attr("transform", "translate("+itoa(p.X*unit)+" "+itoa(p.Y*unit)+")").
			Attr("d", d).
			Style("animation-delay", itoa(delay+i*50)+"ms"))
	}
	return g.Body(traces...)
}

// renderPreview shows the hovered or picked choice on the board as it
// would look: the chosen tile and its forced tiles, translucent.
func (b *board) renderPreview(c *controller) goapp.UI {
	g := svgEl("g").ID("preview").Class("preview")
	ch := c.previewed()
	if ch == nil {
		return g
	}
	ghosts := make([]goapp.UI, 0, len(ch.Turn))
	for _, pl := range ch.Turn {
		class := "ghost"
		if pl.Forced {
			class += " ghost-forced"
		}
		ghosts = append(ghosts, tileUse(pl.Tile, pl.At).Class(class).Attr("data-ghost", spaceAttr(pl.At)))
	}
	return g.Attr("data-preview", ch.Name).Body(ghosts...)
}

// renderHint shows the advisor's move: its space outlined and its tiles
// (chosen and forced) as ghosts, like the preview of a choice.
func (b *board) renderHint(c *controller) goapp.UI {
	g := svgEl("g").ID("hint-move").Class("preview hint-move")
	h := c.assist.hint
	if h == nil || len(h.Turn) == 0 {
		return g
	}
	body := make([]goapp.UI, 0, len(h.Turn)+1)
	for _, pl := range h.Turn {
		class := "ghost hint-ghost"
		if pl.Forced {
			class += " ghost-forced"
		}
		body = append(body, tileUse(pl.Tile, pl.At).Class(class).Attr("data-hint-tile", spaceAttr(pl.At)))
	}
	at := h.Turn[0].At
	body = append(body, svgEl("rect").Class("hint-space").
		Attr("data-hint-space", spaceAttr(at)).
		Attr("x", at.X*unit+3).Attr("y", at.Y*unit+3).
		Attr("width", unit-6).Attr("height", unit-6).Attr("rx", 8))
	return g.Attr("data-hint", h.Name).Body(body...)
}

// renderThreats marks, when the display is on, the spaces where a loop or
// line would be completed next turn: a ring of the colour that would
// complete it (red inside white when both would).
func (b *board) renderThreats(c *controller) goapp.UI {
	g := svgEl("g").ID("threat-marks").Class("threats")
	ts := c.threats()
	marks := make([]goapp.UI, 0, len(ts))
	for _, t := range ts {
		inset := 14
		if t.Color == engine.Red {
			inset = 20
		}
		marks = append(marks, svgEl("rect").
			Class("threat threat-"+t.Color.String()).
			Attr("data-threat", spaceAttr(t.At)).
			Attr("data-threat-color", t.Color.String()).
			Attr("data-threat-move", t.Notation).
			Attr("x", t.At.X*unit+inset).Attr("y", t.At.Y*unit+inset).
			Attr("width", unit-2*inset).Attr("height", unit-2*inset).Attr("rx", 6))
	}
	return g.Body(marks...)
}

// limitFrame returns, in a variant that keeps every tile within a square
// (8x8 Trax), the area the tiles may still occupy: every square of that
// size that holds the tiles so far. ok is false for unlimited variants
// and the empty board.
func limitFrame(pos *engine.Position) (frame engine.Rect, ok bool) {
	n, area := pos.Variant().Limit, pos.Area()
	if n == 0 || area.Width() == 0 {
		return engine.Rect{}, false
	}
	return engine.Rect{MinX: area.MaxX - n + 1, MinY: area.MaxY - n + 1, MaxX: area.MinX + n - 1, MaxY: area.MinY + n - 1}, true
}

// blockedSpaces returns the empty spaces next to a tile that lie outside
// the limit frame: a tile there would make the area larger than the board.
func blockedSpaces(pos *engine.Position, frame engine.Rect) []engine.Point {
	var out []engine.Point
	seen := map[engine.Point]bool{}
	for _, pl := range pos.Placements() {
		for _, d := range []engine.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}} {
			q := engine.Point{X: pl.At.X + d.X, Y: pl.At.Y + d.Y}
			if seen[q] || frame.Contains(q) || pos.At(q) != engine.Empty {
				continue
			}
			seen[q] = true
			out = append(out, q)
		}
	}
	return out
}

// renderLimit draws, in 8x8 Trax, the frame the tiles may still occupy,
// and marks the spaces outside it, saying why no tile may go there.
func (b *board) renderLimit(c *controller, pos *engine.Position) goapp.UI {
	g := svgEl("g").ID("limit").Class("limit")
	frame, ok := limitFrame(pos)
	if !ok || pos.Outcome().Over() {
		return g
	}
	n := pos.Variant().Limit
	body := []goapp.UI{svgEl("rect").ID("limit-frame").Class("limit-frame").
		Attr("x", frame.MinX*unit).Attr("y", frame.MinY*unit).
		Attr("width", frame.Width()*unit).Attr("height", frame.Height()*unit)}
	for _, q := range blockedSpaces(pos, frame) {
		why := c.p.T("trax.board.outside", "place", pos.PlaceName(q), "size", n)
		body = append(body, svgEl("g").Class("space-blocked").Attr("data-blocked", spaceAttr(q)).
			Attr("role", "img").Aria("label", why).Body(
			svgEl("title").Text(why),
			svgEl("path").Attr("d", "M"+itoa(q.X*unit+30)+" "+itoa(q.Y*unit+30)+" l40 40 m0 -40 l-40 40"),
		))
	}
	return g.Body(body...)
}

// renderSpaces draws the empty spaces where a tile may go.
func (b *board) renderSpaces(c *controller, pos *engine.Position) goapp.UI {
	spaces := make([]goapp.UI, 0, len(c.frontier))
	waiting := c.waiting()
	for _, p := range c.frontier {
		class := "space"
		selected := c.sel.active && c.sel.at == p
		if selected {
			class += " space-selected"
		}
		if waiting {
			class += " space-waiting"
		}
		spaces = append(spaces, svgEl("rect").
			Class(class).
			Attr("data-space", spaceAttr(p)).
			Attr("x", p.X*unit+6).Attr("y", p.Y*unit+6).
			Attr("width", unit-12).Attr("height", unit-12).Attr("rx", 10).
			Attr("role", "button").
			Aria("label", c.p.T("trax.board.space", "place", pos.PlaceName(p))).
			Aria("pressed", selected))
	}
	return svgEl("g").Class("spaces").Body(spaces...)
}

// onClick is the one click handler of the svg: a space opens its tiles,
// anything else closes them.
func (b *board) onClick(ctx goapp.Context, e goapp.Event) {
	if b.dragged {
		b.dragged = false
		return
	}
	c := b.ICtl
	el := e.Get("target").Call("closest", "[data-space]")
	if el.Truthy() {
		if p, ok := parseSpace(el.Call("getAttribute", "data-space").String()); ok {
			c.act()
			if b.zoomToTap(c, el, p) {
				return
			}
			if c.sel.active && c.sel.at == p {
				c.clearSelection()
			} else {
				c.selectSpace(p)
			}
			return
		}
	}
	if c.sel.active {
		c.clearSelection()
	}
}

// tapTarget is the smallest space a finger can tap reliably, in CSS
// pixels; zoomToTap zooms to tapZoomTo.
const (
	tapTarget = 44
	tapZoomTo = 52
)

// zoomToTap zooms in around space p when it is drawn smaller than a
// finger's tap target on a touch screen or a phone-sized window, and
// reports whether it did: the tap then only brings the board closer, so
// that the next tap picks the space meant, not its neighbour.
func (b *board) zoomToTap(c *controller, el goapp.Value, p engine.Point) bool {
	if !goapp.IsClient {
		return false
	}
	size := el.Call("getBoundingClientRect").Get("width").Float()
	mq := goapp.Window().Call("matchMedia", "(pointer: coarse), (max-width: 760px)")
	if size <= 0 || size >= tapTarget || !mq.Get("matches").Bool() || b.view.Zoom >= maxZoom {
		return false
	}
	fb := fitBox(c.position().Area())
	b.view = b.view.zoomed(tapZoomTo / size)
	b.view.PanX = float64(p.X*unit+unit/2) - (fb.X + fb.W/2)
	b.view.PanY = float64(p.Y*unit+unit/2) - (fb.Y + fb.H/2)
	return true
}

// onKey plays the game from the keyboard.
func (b *board) onKey(ctx goapp.Context, e goapp.Event) {
	c := b.ICtl
	key := e.Get("key").String()
	if e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
		return
	}
	switch key {
	case "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown":
		e.PreventDefault()
		if len(c.frontier) == 0 || c.waiting() {
			return
		}
		if !c.sel.active {
			c.selectSpace(b.startSpace())
			return
		}
		d := map[string]engine.Dir{"ArrowLeft": engine.West, "ArrowRight": engine.East,
			"ArrowUp": engine.North, "ArrowDown": engine.South}[key]
		if p := step(c.frontier, c.sel.at, d); p != c.sel.at {
			c.selectSpace(p)
		}
	case "1", "2", "3", "4", "5", "6":
		if i := int(key[0] - '1'); c.sel.active && i < len(c.sel.choices) {
			e.PreventDefault()
			c.pickChoice(i)
		}
	case "+", "/", "\\":
		if i := c.choiceBySymbol(key[0]); c.sel.active && i >= 0 {
			e.PreventDefault()
			c.pickChoice(i)
		}
	case "Enter", " ":
		e.PreventDefault()
		if c.sel.active && c.sel.pick >= 0 {
			c.playChoice(c.sel.pick)
		} else if !c.sel.active && len(c.frontier) > 0 {
			c.selectSpace(b.startSpace())
		}
	case "Escape":
		if c.sel.active {
			e.PreventDefault()
			c.clearSelection()
		}
	default:
		ctx.PreventUpdate()
	}
}

// startSpace is where the keyboard cursor starts: next to the last tile
// played, or the first space.
func (b *board) startSpace() engine.Point {
	c := b.ICtl
	if turn := c.position().LastTurn(); len(turn) > 0 {
		return nearest(c.frontier, turn[0].At)
	}
	return c.frontier[0]
}

// Pan and zoom.

func (b *board) onZoomIn(ctx goapp.Context, e goapp.Event)  { b.view = b.view.zoomed(1.25) }
func (b *board) onZoomOut(ctx goapp.Context, e goapp.Event) { b.view = b.view.zoomed(0.8) }
func (b *board) onZoomFit(ctx goapp.Context, e goapp.Event) { b.view = view{Zoom: 1} }

// onWheel zooms with the mouse wheel or a touchpad pinch.
func (b *board) onWheel(ctx goapp.Context, e goapp.Event) {
	e.PreventDefault()
	dy := e.Get("deltaY").Float()
	if e.Get("deltaMode").Int() == 1 { // lines
		dy *= 16
	}
	b.view = b.view.zoomed(math.Exp(-dy * 0.0015))
}

func (b *board) onPointerDown(ctx goapp.Context, e goapp.Event) {
	if b.pointers == nil {
		b.pointers = map[int][2]float64{}
	}
	if len(b.pointers) == 0 {
		b.moved = 0
		b.dragged = false
	}
	b.pointers[e.Get("pointerId").Int()] = [2]float64{e.Get("clientX").Float(), e.Get("clientY").Float()}
	ctx.PreventUpdate()
}

func (b *board) onPointerMove(ctx goapp.Context, e goapp.Event) {
	id := e.Get("pointerId").Int()
	old, ok := b.pointers[id]
	if !ok {
		ctx.PreventUpdate()
		return
	}
	now := [2]float64{e.Get("clientX").Float(), e.Get("clientY").Float()}
	svg := goapp.Window().GetElementByID("board-svg")
	if !svg.Truthy() {
		return
	}
	rect := svg.Call("getBoundingClientRect")
	pw, ph := rect.Get("width").Float(), rect.Get("height").Float()
	vb := b.view.apply(fitBox(b.ICtl.position().Area()))
	upp := unitsPerPixel(vb, pw, ph)

	switch len(b.pointers) {
	case 1:
		dx, dy := now[0]-old[0], now[1]-old[1]
		b.moved += math.Abs(dx) + math.Abs(dy)
		if b.moved < 8 {
			ctx.PreventUpdate()
			return
		}
		b.dragged = true
		b.view.PanX -= dx * upp
		b.view.PanY -= dy * upp
	case 2:
		var other [2]float64
		for k, p := range b.pointers {
			if k != id {
				other = p
			}
		}
		before := math.Hypot(old[0]-other[0], old[1]-other[1])
		after := math.Hypot(now[0]-other[0], now[1]-other[1])
		if before > 0 && after > 0 {
			b.view = b.view.zoomed(after / before)
		}
		b.dragged = true
	}
	b.pointers[id] = now
}

func (b *board) onPointerUp(ctx goapp.Context, e goapp.Event) {
	delete(b.pointers, e.Get("pointerId").Int())
	ctx.PreventUpdate()
}
