package traxit

import (
	"strconv"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	engine "traxapp/engine/traxit"
)

// svgNS is the SVG namespace; every SVG element needs it or the browser
// makes an unknown HTML element that draws nothing.
const svgNS = "http://www.w3.org/2000/svg"

// Board geometry in SVG units: a cell is cellSize wide, with a margin
// for the file and rank letters around the board.
const (
	cellSize    = 60
	boardMargin = 24
	boardSize   = 2*boardMargin + engine.Size*cellSize
)

// levelFills are the fills of levels 1 to 4, lighter as they climb (also
// in web/app.css (TRAXIT's part); kept here so that a board drawn without the stylesheet
// still shows its levels).
var levelFills = [5]string{"", "#3a3f47", "#505866", "#6b7689", "#8e9bb1"}

// levelEdges outline each level: adjacent fills differ too little to
// tell the steps apart (about 1.5:1), so each level's edge is a light
// line at least 3:1 against the level below it and the dark board
// (TestLevelEdgesContrast; WCAG 1.4.11).
var levelEdges = [5]string{"", "#c9ced8", "#d0d5de", "#e2e6ee", "#ffffff"}

// svgEl returns an SVG element with its namespace set.
func svgEl(tag string) goapp.HTMLElem { return goapp.Elem(tag).XMLNS(svgNS) }

func itoa(n int) string { return strconv.Itoa(n) }

// cellX and cellY return the top-left corner of cell c.
func cellX(c engine.Cell) int { return boardMargin + int(c.C)*cellSize }
func cellY(c engine.Cell) int { return boardMargin + int(c.R)*cellSize }

// cellCenter returns the centre of cell c.
func cellCenter(c engine.Cell) (int, int) { return cellX(c) + cellSize/2, cellY(c) + cellSize/2 }

// boardView is what a drawing of the board points out besides the
// position: what the screen's player may do, or what a diagram explains.
type boardView struct {
	// startRows marks every seat's start cells (during placement).
	startRows bool
	// targets are the cells to ring; playable says a tap on them acts.
	targets  []engine.Cell
	playable bool
	// movable are the pawns the person to act may pick.
	movable []engine.Cell
	// picked is the pawn picked or the first pawn being placed.
	picked engine.Cell
	// routes are drawn from their first cell to their last.
	routes [][]engine.Cell
	// lastRoute is the last move's route, drawn fainter.
	lastRoute []engine.Cell
	// levelNumbers writes each cell's level in it (the rules page).
	levelNumbers bool
	// glide is the cell of the pawn that the last action moved, which
	// glides there from its old cell; NoCell (or the zero cell of a
	// diagram) lets no pawn glide. A pawn just placed never glides: it
	// would come from the board's corner.
	glide engine.Cell
	// traxitWay is the way down of the TRAXIT shown, from the pawn's old
	// cell to its new one (nil when none).
	traxitWay []engine.Cell
	// targetSeat is the seat whose colour rings the targets, -1 for the
	// neutral colour.
	targetSeat int
	// cells adds the tappable, labelled cells (the screen's board).
	cells bool
	// label is the drawing's accessible name.
	label string
	// p speaks the labels of cells and pawns; nil for a diagram.
	p *i18n.Printer
}

// drawBoard draws pos as the stepped pyramid seen from above: the four
// levels shaded from dark (level 1) to light (level 4), the obstacles, the
// pawns in their seats' colours and shapes, and what v points out.
func drawBoard(pos *engine.Position, v boardView) goapp.HTMLElem {
	// Every layer keeps its place among the svg's children, an empty group
	// standing for one not drawn: go-app updates a child in place only when
	// the one at its index is the same element, so a layer that came and
	// went (a route, the last move's route) would shift the pawns and the
	// 64 cells onto one another's elements and rebuild them all each action.
	var startRows, lastRoute, traxitWay, levels, cells goapp.UI = svgEl("g"), svgEl("g"), svgEl("g"), svgEl("g"), svgEl("g")
	if v.startRows {
		startRows = drawStartRows(pos)
	}
	if len(v.lastRoute) > 1 {
		lastRoute = routeLine(v.lastRoute, "last-route")
	}
	if len(v.traxitWay) == 2 {
		traxitWay = traxitWayLine(v.traxitWay[0], v.traxitWay[1])
	}
	if v.levelNumbers {
		levels = levelNumbers()
	}
	// The screen's board names its cells, pawns and obstacles included
	// (drawCells): its pawns and obstacles are drawn unnamed.
	named := v
	if v.cells {
		named.p = nil
	}
	if v.cells {
		cells = drawCells(pos, v)
	}
	routes := make([]goapp.UI, len(v.routes))
	for i, r := range v.routes {
		routes[i] = routeLine(r, "route")
	}
	body := []goapp.UI{
		drawLevels(), drawCoordinates(), startRows, lastRoute, traxitWay,
		svgEl("g").Class("routes").Body(routes...),
		levels, drawObstacles(pos, named.p), drawPawns(pos, named), drawTargets(v), cells,
	}
	svg := svgEl("svg").Class("traxit-svg").
		Attr("viewBox", "0 0 "+itoa(boardSize)+" "+itoa(boardSize))
	switch {
	case v.label != "" && v.cells:
		// A picture may hold nothing to press: the screen's board, whose
		// cells are buttons, is a group.
		svg = svg.Attr("role", "group").Aria("label", v.label)
	case v.label != "":
		svg = svg.Attr("role", "img").Aria("label", v.label)
	default:
		svg = svg.Aria("hidden", "true")
	}
	return svg.Body(body...)
}

// drawLevels draws the four nested squares of the pyramid, each with a
// shadow on its lower right edge so that the steps read as heights.
func drawLevels() goapp.UI {
	var out []goapp.UI
	for l := 1; l <= 4; l++ {
		inset := (l - 1) * cellSize
		x, w := boardMargin+inset, engine.Size*cellSize-2*inset
		if l > 1 {
			out = append(out, svgEl("rect").Class("level-shadow").
				Attr("x", x+3).Attr("y", x+4).Attr("width", w).Attr("height", w).Attr("rx", 3).Attr("fill", "#111"))
		}
		out = append(out, svgEl("rect").Class("level level-"+itoa(l)).Attr("data-level-step", l).
			Attr("x", x).Attr("y", x).Attr("width", w).Attr("height", w).Attr("rx", 3).Attr("fill", levelFills[l]).
			Attr("stroke", levelEdges[l]).Attr("stroke-width", 2))
	}
	// The grid: thin lines between cells.
	var d strings.Builder
	for k := 1; k < engine.Size; k++ {
		a := boardMargin + k*cellSize
		d.WriteString("M" + itoa(a) + " " + itoa(boardMargin) + "v" + itoa(engine.Size*cellSize))
		d.WriteString("M" + itoa(boardMargin) + " " + itoa(a) + "h" + itoa(engine.Size*cellSize))
	}
	out = append(out, svgEl("path").Class("grid").Attr("d", d.String()).
		Attr("stroke", "#000").Attr("stroke-opacity", "0.35").Attr("fill", "none"))
	return svgEl("g").Class("levels").Body(out...)
}

// drawCoordinates writes the files a..h under and the ranks 1..8 left of
// the board, as the record names cells.
func drawCoordinates() goapp.UI {
	var out []goapp.UI
	for k := range engine.Size {
		file := string(rune('a' + k))
		rank := itoa(engine.Size - k)
		out = append(out,
			svgEl("text").Class("coord").Attr("x", boardMargin+k*cellSize+cellSize/2).Attr("y", boardSize-6).
				Attr("text-anchor", "middle").Text(file),
			svgEl("text").Class("coord").Attr("x", boardMargin/2).Attr("y", boardMargin+k*cellSize+cellSize/2+5).
				Attr("text-anchor", "middle").Text(rank))
	}
	return svgEl("g").Class("coords").Aria("hidden", "true").Body(out...)
}

// drawStartRows outlines each seat's start cells in its colour.
func drawStartRows(pos *engine.Position) goapp.UI {
	var out []goapp.UI
	for seat := range pos.Players() {
		for _, c := range engine.StartCells(pos.Side(seat)) {
			out = append(out, svgEl("rect").Class("start-cell start-"+seatColors[seat]).
				Attr("data-start-cell", c.String()).Attr("data-start-seat", seat).
				Attr("x", cellX(c)+5).Attr("y", cellY(c)+5).Attr("width", cellSize-10).Attr("height", cellSize-10).Attr("rx", 6))
		}
	}
	return svgEl("g").Class("start-rows").Body(out...)
}

// routeLine draws a route through the centres of its cells, with a dot
// on its destination.
func routeLine(route []engine.Cell, class string) goapp.UI {
	pts := make([]string, len(route))
	names := make([]string, len(route))
	for i, c := range route {
		x, y := cellCenter(c)
		pts[i], names[i] = itoa(x)+","+itoa(y), c.String()
	}
	x, y := cellCenter(route[len(route)-1])
	return svgEl("g").Class(class).Attr("data-route", strings.Join(names, "-")).Body(
		svgEl("polyline").Attr("points", strings.Join(pts, " ")).Attr("fill", "none"),
		svgEl("circle").Attr("cx", x).Attr("cy", y).Attr("r", 6),
	)
}

// traxitWayLine draws a TRAXIT's way down: a ring on the cell the pawn
// left and an arrow to the cell it was sent to (a second ring when it was
// left where it stood).
func traxitWayLine(from, to engine.Cell) goapp.UI {
	x0, y0 := cellCenter(from)
	x1, y1 := cellCenter(to)
	body := []goapp.UI{svgEl("circle").Class("traxit-way-from").Attr("cx", x0).Attr("cy", y0).Attr("r", 26)}
	if from != to {
		body = append(body, svgEl("line").Class("traxit-way-line").
			Attr("x1", x0).Attr("y1", y0).Attr("x2", x1).Attr("y2", y1))
	}
	body = append(body, svgEl("circle").Class("traxit-way-to").Attr("cx", x1).Attr("cy", y1).Attr("r", 30))
	return svgEl("g").Class("traxit-way").Attr("data-traxit-way", from.String()+"-"+to.String()).Body(body...)
}

// drawObstacles draws the unused pawns standing as obstacles.
func drawObstacles(pos *engine.Position, p *i18n.Printer) goapp.UI {
	var out []goapp.UI
	for _, c := range pos.Obstacles() {
		x, y := cellCenter(c)
		g := svgEl("g").Class("obstacle").Attr("data-obstacle", c.String())
		if p != nil {
			g = g.Attr("role", "img").Aria("label", p.T("traxit.obstacle.label", "cell", c.String()))
		}
		out = append(out, g.Body(
			svgEl("circle").Attr("cx", x).Attr("cy", y).Attr("r", 20).Attr("fill", "#1c1c1c").Attr("stroke", "#777").Attr("stroke-width", 3),
			svgEl("path").Attr("d", "M"+itoa(x-10)+" "+itoa(y-10)+"l20 20m0 -20l-20 20").Attr("stroke", "#999").Attr("stroke-width", 4),
		))
	}
	return svgEl("g").Class("obstacles").Body(out...)
}

// drawPawns draws every placed pawn, in seat order so that a pawn's
// element stays the same from one position to the next and its move can
// glide (CSS transition on its transform).
func drawPawns(pos *engine.Position, v boardView) goapp.UI {
	var out []goapp.UI
	for seat := range pos.Players() {
		for k, c := range pos.Pawns(seat) {
			if !c.OnBoard() {
				continue
			}
			x, y := cellCenter(c)
			class := "pawn pawn-" + seatColors[seat]
			if c == v.picked {
				class += " pawn-picked"
			}
			if v.glide != engine.NoCell && c == v.glide {
				class += " pawn-glide"
			}
			g := svgEl("g").Class(class).Attr("data-pawn", c.String()).Attr("data-seat", seat).
				Attr("data-pawn-index", k).Attr("data-shape", seatShapes[seat]).
				Style("transform", "translate("+itoa(x)+"px,"+itoa(y)+"px)")
			if v.p != nil {
				g = g.Attr("role", "img").Aria("label", v.p.T("traxit.pawn.label", "player", seatName(v.p, seat), "cell", c.String()))
			}
			out = append(out, g.Body(pawnShape(seat)))
		}
	}
	if v.picked.OnBoard() && pos.Square(v.picked).Seat < 0 {
		// The first pawn of a placement, not yet on the board.
		x, y := cellCenter(v.picked)
		out = append(out, svgEl("g").Class("pawn pawn-ghost pawn-"+seatColors[max(0, pos.ToMove())]).
			Attr("data-ghost", v.picked.String()).
			Style("transform", "translate("+itoa(x)+"px,"+itoa(y)+"px)").Body(pawnShape(max(0, pos.ToMove()))))
	}
	return svgEl("g").Class("pawns").Body(out...)
}

// pawnShape draws the pawn of seat centred on the origin: a circle, a
// square, a triangle or a diamond.
func pawnShape(seat int) goapp.UI {
	switch seat {
	case 1:
		return svgEl("rect").Attr("x", -18).Attr("y", -18).Attr("width", 36).Attr("height", 36).Attr("rx", 4)
	case 2:
		return svgEl("path").Attr("d", "M0 -22L21 16H-21Z")
	case 3:
		return svgEl("path").Attr("d", "M0 -23L23 0L0 23L-23 0Z")
	}
	return svgEl("circle").Attr("r", 20)
}

// drawTargets rings the cells the player may choose (or, for a card
// being looked at, the cells it would lead to).
func drawTargets(v boardView) goapp.UI {
	out := make([]goapp.UI, 0, len(v.targets))
	class := "target"
	if v.targetSeat >= 0 && v.targetSeat < len(seatColors) {
		class += " target-" + seatColors[v.targetSeat]
	}
	if !v.playable {
		class += " target-preview"
	}
	for _, c := range v.targets {
		x, y := cellCenter(c)
		out = append(out, svgEl("circle").Class(class).Attr("data-target", c.String()).
			Attr("cx", x).Attr("cy", y).Attr("r", 12))
	}
	return svgEl("g").Class("targets").Body(out...)
}

// drawCells lays a transparent, labelled square over every cell: the
// elements a tap lands on (the board's one click handler reads
// data-cell), with data attributes that tell tests what the cell holds.
func drawCells(pos *engine.Position, v boardView) goapp.UI {
	out := make([]goapp.UI, 0, engine.Size*engine.Size)
	for r := range int8(engine.Size) {
		for col := range int8(engine.Size) {
			c := engine.Cell{R: r, C: col}
			sq := pos.Square(c)
			el := svgEl("rect").Class("cell").Attr("data-cell", c.String()).Attr("data-level", sq.Level).
				Attr("x", cellX(c)).Attr("y", cellY(c)).Attr("width", cellSize).Attr("height", cellSize).
				Attr("fill", "transparent")
			target, movable := contains(v.targets, c) && v.playable, contains(v.movable, c)
			if v.p != nil {
				el = el.Attr("role", "img").Aria("label", cellLabel(pos, v, c, contains(v.targets, c)))
			}
			if sq.Seat >= 0 {
				el = el.Attr("data-seat", sq.Seat)
			}
			if target {
				el = el.Attr("data-target", "1")
			}
			if movable {
				el = el.Attr("data-movable", "1")
			}
			if target || movable {
				// Reachable with Tab, played with Enter or Space.
				el = el.Attr("tabindex", 0).Attr("role", "button").Attr("data-next-action", "1")
			}
			if c == v.picked {
				el = el.Attr("data-picked", "1")
			}
			out = append(out, el)
		}
	}
	return svgEl("g").Class("cells").Body(out...)
}

// cellLabel is what a cell of the screen's board says: its name and
// level, the pawn or obstacle on it, and whether the card chosen reaches
// it (or, while placing, whether a pawn may be placed there).
func cellLabel(pos *engine.Position, v boardView, c engine.Cell, target bool) string {
	sq := pos.Square(c)
	parts := []string{v.p.T("traxit.cell.label", "cell", c.String(), "level", sq.Level)}
	switch {
	case sq.Seat >= 0:
		parts = append(parts, v.p.T("traxit.cell.pawn", "player", seatName(v.p, sq.Seat)))
	case contains(pos.Obstacles(), c):
		parts = append(parts, v.p.T("traxit.cell.obstacle"))
	}
	if target && pos.Phase() == engine.PhasePlace {
		parts = append(parts, v.p.T("traxit.cell.place"))
	} else if target {
		parts = append(parts, v.p.T("traxit.cell.reached"))
	}
	return strings.Join(parts, ", ")
}

// cardSteps says card k's path in words, step by step as drawn on the
// card ("up, up, right"), so that a player who cannot see its picture
// knows the card.
func cardSteps(p *i18n.Printer, cs *engine.CardSet, k int) string {
	if k < 0 || k >= cs.Len() {
		return "?"
	}
	words := make([]string, len(cs.Cards[k].Steps))
	for i, st := range cs.Cards[k].Steps {
		words[i] = p.T("traxit.step." + strings.ToLower(st.String()))
	}
	return strings.Join(words, ", ")
}

// contains reports whether cells holds c.
func contains(cells []engine.Cell, c engine.Cell) bool {
	for _, x := range cells {
		if x == c {
			return true
		}
	}
	return false
}

// cardPicture draws card k's path as on the card: its cells in a small
// grid, the path through them and a dot at each end.
func cardPicture(cs *engine.CardSet, k int) goapp.UI {
	const u = 14
	cells := [][2]int{{0, 0}}
	r, c := 0, 0
	for _, s := range cs.Cards[k].Steps {
		r, c = r+int(s.DR), c+int(s.DC)
		cells = append(cells, [2]int{r, c})
	}
	minR, minC, maxR, maxC := 0, 0, 0, 0
	for _, x := range cells {
		minR, minC, maxR, maxC = min(minR, x[0]), min(minC, x[1]), max(maxR, x[0]), max(maxC, x[1])
	}
	// The cells are one path, so that every card's picture has the same
	// four elements: when a hand loses a card, the pictures after it are
	// updated in place rather than rebuilt (go-app rebuilds a child that is
	// not the same element as the one it replaces).
	var squares strings.Builder
	pts := make([]string, len(cells))
	for i, x := range cells {
		px, py := (x[1]-minC)*u+2, (x[0]-minR)*u+2
		squares.WriteString("M" + itoa(px) + " " + itoa(py) + "h" + itoa(u-1) + "v" + itoa(u-1) + "h-" + itoa(u-1) + "z")
		pts[i] = itoa(px+u/2) + "," + itoa(py+u/2)
	}
	body := []goapp.UI{
		svgEl("path").Class("card-cell").Attr("d", squares.String()),
		svgEl("polyline").Class("card-path").Attr("points", strings.Join(pts, " ")).Attr("fill", "none"),
	}
	for _, i := range []int{0, len(cells) - 1} {
		px, py := (cells[i][1]-minC)*u+2+u/2, (cells[i][0]-minR)*u+2+u/2
		body = append(body, svgEl("circle").Class("card-dot").Attr("cx", px).Attr("cy", py).Attr("r", 3))
	}
	w, h := (maxC-minC+1)*u+4, (maxR-minR+1)*u+4
	return svgEl("svg").Class("card-pic").Attr("viewBox", "0 0 "+itoa(w)+" "+itoa(h)).
		Attr("width", w*2).Attr("height", h*2).Aria("hidden", "true").Body(body...)
}
