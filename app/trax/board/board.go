package board

import (
	"math"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "traxapp/engine/trax"
)

// Board draws a Table's position as SVG and reports what the player does
// on it:
// a tap on a space, pan and zoom (drag, wheel, pinch, buttons) and the
// keyboard (arrows, 1/2/3 or + / \, Enter, Escape). Events are read by one
// delegated handler per event type from the data attributes of the target,
// never by closures made in a loop.
type Board struct {
	goapp.Compo

	// ITable is what the board shows; IRev its revision (a change makes
	// the board render again).
	ITable Table
	IRev   int

	view     view
	gameID   int                // the game the view belongs to; a new game fits again
	pointers map[int][2]float64 // active pointers by id: clientX, clientY
	moved    float64            // pixels moved since the first pointer went down
	dragged  bool               // the last press was a drag: ignore its click
}

// New returns the board of table t at its revision rev.
func New(t Table, rev int) *Board { return &Board{ITable: t, IRev: rev, view: view{Zoom: 1}} }

// Render draws the board.
func (b *Board) Render() goapp.UI {
	s := b.ITable.Scene()
	pos := s.Position
	if b.view.Zoom == 0 || b.gameID != s.GameID {
		b.view, b.gameID = view{Zoom: 1}, s.GameID
	}
	vb := b.view.apply(FitBox(pos.Area()))

	return goapp.Div().
		ID("board").
		Class("board").
		TabIndex(0).
		Role("application").
		Aria("label", b.label(s)).
		Aria("describedby", "board-help").
		OnKeyDown(b.onKey).
		Body(
			SVG("svg").
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
					b.renderTiles(s, pos),
					b.renderLastTurn(s, pos),
					b.renderWinPath(s, pos),
					b.renderHint(s),
					b.renderPreview(s),
					b.renderLimit(s, pos),
					b.renderSpaces(s, pos),
					b.renderThreats(s),
					b.renderFeedback(s),
				),
			goapp.P().ID("board-help").Class("sr-only").Text(
				s.P.T("trax.board.keys")),
			goapp.Div().Class("zoom").Body(
				goapp.Button().ID("zoom-in").Class("icon").Aria("label", s.P.T("trax.board.zoom-in")).Text("+").OnClick(b.onZoomIn),
				goapp.Button().ID("zoom-out").Class("icon").Aria("label", s.P.T("trax.board.zoom-out")).Text("\u2212").OnClick(b.onZoomOut),
				goapp.Button().ID("zoom-fit").Class("icon").Aria("label", s.P.T("trax.board.zoom-fit")).Text("\u2922").OnClick(b.onZoomFit),
			),
		)
}

// label is the board's accessible name: where the game stands.
func (b *Board) label(s Scene) string {
	text := s.P.N("trax.board.label", s.Position.TileCount())
	if o := s.Outcome; o.Over() {
		return text + " " + ResultText(s.P, o)
	}
	text += " " + s.P.T("trax.status.to-move", "player", ColorName(s.P, s.Position.ToMove()))
	if s.Sel.Active {
		text += " " + s.P.T("trax.board.selected", "place", s.Position.PlaceName(s.Sel.At))
	}
	return text
}

// renderTiles draws every placed tile in the order it was placed, so that
// a new turn only appends elements (and their animation plays once).
func (b *Board) renderTiles(s Scene, pos *engine.Position) goapp.UI {
	placed := pos.Placements()
	last := len(placed) - len(pos.LastTurn())
	tiles := make([]goapp.UI, 0, len(placed))
	for i, pl := range placed {
		u := TileUse(pl.Tile, pl.At).Attr("data-tile", SpaceAttr(pl.At))
		class := "tile"
		if i >= last && pos.Turns() > 0 {
			k := i - last
			u = u.Attr("data-order", k)
			if pl.Forced {
				u = u.Attr("data-last", "forced")
			} else {
				u = u.Attr("data-last", "chosen")
			}
			if s.Animate {
				class += " tile-new"
				u = u.Style("animation-delay", itoa(k*140)+"ms")
			}
		}
		tiles = append(tiles, u.Class(class))
	}
	return SVG("g").Class("tiles").Body(tiles...)
}

// renderLastTurn outlines the tiles of the last turn: the chosen one
// solid, the forced ones dashed.
func (b *Board) renderLastTurn(s Scene, pos *engine.Position) goapp.UI {
	turn := pos.LastTurn()
	marks := make([]goapp.UI, 0, len(turn))
	for k, pl := range turn {
		class := "last-mark"
		if pl.Forced {
			class += " last-forced"
		}
		r := SVG("rect").Class(class).
			Attr("x", pl.At.X*Unit+4).Attr("y", pl.At.Y*Unit+4).
			Attr("width", Unit-8).Attr("height", Unit-8).Attr("rx", 6)
		if s.Animate {
			r = r.Style("animation-delay", itoa(k*140)+"ms")
		}
		marks = append(marks, r)
	}
	return SVG("g").Class("last-turn").Body(marks...)
}

// renderWinPath traces the winning loop or line over its tiles.
func (b *Board) renderWinPath(s Scene, pos *engine.Position) goapp.UI {
	o := pos.Outcome()
	path := pos.WinningPath()
	g := SVG("g").ID("win-path").Class("win-path")
	if !o.Over() || o.Draw() || len(path) == 0 {
		return g
	}
	class := "win-trace win-white"
	if o.Winner == engine.Red {
		class = "win-trace win-red"
	}
	traces := make([]goapp.UI, 0, len(path))
	delay := 140 * len(pos.LastTurn())
	if !s.Animate {
		delay = 0
	}
	for i, p := range path {
		d := ColorTrack(pos.At(p), o.Winner)
		if d == "" {
			continue
		}
		traces = append(traces, SVG("path").
			Class(class).
			Attr("data-trace", SpaceAttr(p)).
			Attr("transform", "translate("+itoa(p.X*Unit)+" "+itoa(p.Y*Unit)+")").
			Attr("d", d).
			Style("animation-delay", itoa(delay+i*50)+"ms"))
	}
	return g.Body(traces...)
}

// renderPreview shows the hovered or picked choice on the board as it
// would look: the chosen tile and its forced tiles, translucent.
func (b *Board) renderPreview(s Scene) goapp.UI {
	g := SVG("g").ID("preview").Class("preview")
	ch := s.Sel.Previewed()
	if ch == nil {
		return g
	}
	return g.Attr("data-preview", ch.Name).Body(ghostTiles(ch.Turn, "ghost", "data-ghost")...)
}

// ghostTiles draws the tiles of turn as translucent ghosts of CSS class
// class (forced ones also "ghost-forced"), each marked with the data
// attribute attr="x,y".
func ghostTiles(turn []engine.Placement, class, attr string) []goapp.UI {
	ghosts := make([]goapp.UI, 0, len(turn)+1)
	for _, pl := range turn {
		c := class
		if pl.Forced {
			c += " ghost-forced"
		}
		ghosts = append(ghosts, TileUse(pl.Tile, pl.At).Class(c).Attr(attr, SpaceAttr(pl.At)))
	}
	return ghosts
}

// ring returns a rounded square drawn inset units inside space p, with
// corner radius rx.
func ring(p engine.Point, inset, rx int) goapp.HTMLElem {
	return SVG("rect").Attr("x", p.X*Unit+inset).Attr("y", p.Y*Unit+inset).
		Attr("width", Unit-2*inset).Attr("height", Unit-2*inset).Attr("rx", rx)
}

// renderHint shows the advisor's move: its space outlined and its tiles
// (chosen and forced) as ghosts, like the preview of a choice.
func (b *Board) renderHint(s Scene) goapp.UI {
	g := SVG("g").ID("hint-move").Class("preview hint-move")
	h := s.Hint
	if h == nil || len(h.Turn) == 0 {
		return g
	}
	body := ghostTiles(h.Turn, "ghost hint-ghost", "data-hint-tile")
	at := h.Turn[0].At
	body = append(body, ring(at, 3, 8).Class("hint-space").Attr("data-hint-space", SpaceAttr(at)))
	return g.Attr("data-hint", h.Name).Body(body...)
}

// renderThreats marks, when the display is on, the spaces where a loop or
// line would be completed next turn: a ring of the colour that would
// complete it (red inside white when both would).
func (b *Board) renderThreats(s Scene) goapp.UI {
	g := SVG("g").ID("threat-marks").Class("threats")
	ts := s.Threats
	marks := make([]goapp.UI, 0, len(ts))
	for _, t := range ts {
		inset := 14
		if t.Color == engine.Red {
			inset = 20
		}
		marks = append(marks, SVG("rect").
			Class("threat threat-"+t.Color.String()).
			Attr("data-threat", SpaceAttr(t.At)).
			Attr("data-threat-color", t.Color.String()).
			Attr("data-threat-move", t.Notation).
			Attr("x", t.At.X*Unit+inset).Attr("y", t.At.Y*Unit+inset).
			Attr("width", Unit-2*inset).Attr("height", Unit-2*inset).Attr("rx", 6))
	}
	return g.Body(marks...)
}

// LimitFrame returns, in a variant that keeps every tile within a square
// (8x8 Trax), the area the tiles may still occupy: every square of that
// size that holds the tiles so far. ok is false for unlimited variants
// and the empty board.
func LimitFrame(pos *engine.Position) (frame engine.Rect, ok bool) {
	n, area := pos.Variant().Limit, pos.Area()
	if n == 0 || area.Width() == 0 {
		return engine.Rect{}, false
	}
	return engine.Rect{MinX: area.MaxX - n + 1, MinY: area.MaxY - n + 1, MaxX: area.MinX + n - 1, MaxY: area.MinY + n - 1}, true
}

// BlockedSpaces returns the empty spaces next to a tile that lie outside
// the limit frame: a tile there would make the area larger than the board.
func BlockedSpaces(pos *engine.Position, frame engine.Rect) []engine.Point {
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
func (b *Board) renderLimit(s Scene, pos *engine.Position) goapp.UI {
	g := SVG("g").ID("limit").Class("limit")
	frame, ok := LimitFrame(pos)
	if !ok || pos.Outcome().Over() {
		return g
	}
	n := pos.Variant().Limit
	body := []goapp.UI{SVG("rect").ID("limit-frame").Class("limit-frame").
		Attr("x", frame.MinX*Unit).Attr("y", frame.MinY*Unit).
		Attr("width", frame.Width()*Unit).Attr("height", frame.Height()*Unit)}
	for _, q := range BlockedSpaces(pos, frame) {
		why := s.P.T("trax.board.outside", "place", pos.PlaceName(q), "size", n)
		body = append(body, SVG("g").Class("space-blocked").Attr("data-blocked", SpaceAttr(q)).
			Attr("role", "img").Aria("label", why).Body(
			SVG("title").Text(why),
			SVG("path").Attr("d", "M"+itoa(q.X*Unit+30)+" "+itoa(q.Y*Unit+30)+" l40 40 m0 -40 l-40 40"),
		))
	}
	return g.Body(body...)
}

// renderSpaces draws the empty spaces where a tile may go.
func (b *Board) renderSpaces(s Scene, pos *engine.Position) goapp.UI {
	spaces := make([]goapp.UI, 0, len(s.Frontier))
	waiting := s.Waiting
	for _, p := range s.Frontier {
		class := "space"
		selected := s.Sel.Active && s.Sel.At == p
		if selected {
			class += " space-selected"
		}
		if waiting {
			class += " space-waiting"
		}
		spaces = append(spaces, SVG("rect").
			Class(class).
			Attr("data-space", SpaceAttr(p)).
			Attr("x", p.X*Unit+6).Attr("y", p.Y*Unit+6).
			Attr("width", Unit-12).Attr("height", Unit-12).Attr("rx", 10).
			Attr("role", "button").
			Aria("label", s.P.T("trax.board.space", "place", pos.PlaceName(p))).
			Aria("pressed", selected))
	}
	return SVG("g").Class("spaces").Body(spaces...)
}

// onClick is the one click handler of the svg: a space opens its tiles,
// anything else closes them.
func (b *Board) onClick(ctx goapp.Context, e goapp.Event) {
	if b.dragged {
		b.dragged = false
		return
	}
	s := b.ITable.Scene()
	el := e.Get("target").Call("closest", "[data-space]")
	if el.Truthy() {
		if p, ok := ParseSpace(el.Call("getAttribute", "data-space").String()); ok {
			b.ITable.Touch()
			if b.zoomToTap(s, el, p) {
				return
			}
			if s.Sel.Active && s.Sel.At == p {
				b.ITable.Unselect()
			} else {
				b.ITable.Select(p)
			}
			return
		}
	}
	if s.Sel.Active {
		b.ITable.Unselect()
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
func (b *Board) zoomToTap(s Scene, el goapp.Value, p engine.Point) bool {
	if !goapp.IsClient {
		return false
	}
	size := el.Call("getBoundingClientRect").Get("width").Float()
	mq := goapp.Window().Call("matchMedia", "(pointer: coarse), (max-width: 760px)")
	if size <= 0 || size >= tapTarget || !mq.Get("matches").Bool() || b.view.Zoom >= maxZoom {
		return false
	}
	fb := FitBox(s.Position.Area())
	b.view = b.view.zoomed(tapZoomTo / size)
	b.view.PanX = float64(p.X*Unit+Unit/2) - (fb.X + fb.W/2)
	b.view.PanY = float64(p.Y*Unit+Unit/2) - (fb.Y + fb.H/2)
	return true
}

// onKey plays the game from the keyboard.
func (b *Board) onKey(ctx goapp.Context, e goapp.Event) {
	s := b.ITable.Scene()
	key := e.Get("key").String()
	if e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
		return
	}
	switch key {
	case "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown":
		e.PreventDefault()
		if len(s.Frontier) == 0 || s.Waiting {
			return
		}
		if !s.Sel.Active {
			b.ITable.Select(b.startSpace(s))
			return
		}
		d := map[string]engine.Dir{"ArrowLeft": engine.West, "ArrowRight": engine.East,
			"ArrowUp": engine.North, "ArrowDown": engine.South}[key]
		if p := step(s.Frontier, s.Sel.At, d); p != s.Sel.At {
			b.ITable.Select(p)
		}
	case "1", "2", "3", "4", "5", "6":
		if i := int(key[0] - '1'); s.Sel.Active && i < len(s.Sel.Choices) {
			e.PreventDefault()
			b.ITable.Pick(i)
		}
	case "+", "/", "\\":
		if i := s.Sel.BySymbol(key[0]); s.Sel.Active && i >= 0 {
			e.PreventDefault()
			b.ITable.Pick(i)
		}
	case "Enter", " ":
		e.PreventDefault()
		if s.Sel.Active && s.Sel.Pick >= 0 {
			b.ITable.Choose(s.Sel.Pick)
		} else if !s.Sel.Active && len(s.Frontier) > 0 {
			b.ITable.Select(b.startSpace(s))
		}
	case "Escape":
		if s.Sel.Active {
			e.PreventDefault()
			b.ITable.Unselect()
		}
	default:
		ctx.PreventUpdate()
	}
}

// startSpace is where the keyboard cursor starts: next to the last tile
// played, or the first space.
func (b *Board) startSpace(s Scene) engine.Point {
	if turn := s.Position.LastTurn(); len(turn) > 0 {
		return nearest(s.Frontier, turn[0].At)
	}
	return s.Frontier[0]
}

// Pan and zoom.

func (b *Board) onZoomIn(ctx goapp.Context, e goapp.Event)  { b.view = b.view.zoomed(1.25) }
func (b *Board) onZoomOut(ctx goapp.Context, e goapp.Event) { b.view = b.view.zoomed(0.8) }
func (b *Board) onZoomFit(ctx goapp.Context, e goapp.Event) { b.view = view{Zoom: 1} }

// onWheel zooms with the mouse wheel or a touchpad pinch.
func (b *Board) onWheel(ctx goapp.Context, e goapp.Event) {
	e.PreventDefault()
	dy := e.Get("deltaY").Float()
	if e.Get("deltaMode").Int() == 1 { // lines
		dy *= 16
	}
	b.view = b.view.zoomed(math.Exp(-dy * 0.0015))
}

func (b *Board) onPointerDown(ctx goapp.Context, e goapp.Event) {
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

func (b *Board) onPointerMove(ctx goapp.Context, e goapp.Event) {
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
	vb := b.view.apply(FitBox(b.ITable.Scene().Position.Area()))
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

func (b *Board) onPointerUp(ctx goapp.Context, e goapp.Event) {
	delete(b.pointers, e.Get("pointerId").Int())
	ctx.PreventUpdate()
}

// renderFeedback draws an exercise's feedback on the board: the ghost
// move (#feedback-ghost [data-feedback-tile], data-move), the marked
// spaces [data-feedback-space] and edges [data-feedback-edge="x,y,d"].
// It draws nothing in a game.
func (b *Board) renderFeedback(s Scene) goapp.UI {
	g := SVG("g").ID("feedback").Class("feedback")
	if s.Marks == nil {
		return g
	}
	fb := s.Marks
	body := make([]goapp.UI, 0, len(fb.Ghost)+len(fb.Spaces)+len(fb.Edges))
	if len(fb.Ghost) > 0 {
		ghosts := ghostTiles(fb.Ghost, "ghost hint-ghost", "data-feedback-tile")
		body = append(body, SVG("g").ID("feedback-ghost").Class("preview").Attr("data-move", fb.GhostName).Body(ghosts...))
	}
	for _, p := range fb.Spaces {
		body = append(body, ring(p, 3, 8).Class("feedback-space").Attr("data-feedback-space", SpaceAttr(p)))
	}
	for _, em := range fb.Edges {
		x1, y1, x2, y2 := edgeLine(em.At, em.Dir)
		body = append(body, SVG("line").Class("feedback-edge").
			Attr("data-feedback-edge", SpaceAttr(em.At)+","+itoa(int(em.Dir))).
			Attr("x1", x1).Attr("y1", y1).Attr("x2", x2).Attr("y2", y2))
	}
	return g.Body(body...)
}

// edgeLine returns the ends of side d of the space at p, in board units.
func edgeLine(p engine.Point, d engine.Dir) (x1, y1, x2, y2 int) {
	x, y := p.X*Unit, p.Y*Unit
	switch d {
	case engine.North:
		return x, y, x + Unit, y
	case engine.South:
		return x, y + Unit, x + Unit, y + Unit
	case engine.West:
		return x, y, x, y + Unit
	}
	return x + Unit, y, x + Unit, y + Unit
}
