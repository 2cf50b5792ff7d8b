package trakkx

import (
	"slices"
	"strconv"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round"
	engine "traxapp/engine/trakkx"
)

// screen is the TRAKKX game: the players, the display and the bag, the
// table, the hand and the turn's buttons, the hand-over screen between
// people, the result with the match's scores and the new-game form. It
// owns the controller and draws it; every rule is the engine's.
type screen struct {
	goapp.Compo
	round.Props
	life           // mounts the controller, follows the shell's language
	drag *dragging // a pointer drag under way
}

// life is the screen's lifecycle (round.Life).
type life = round.Life[*controller]

// newScreen returns the game screen for the shell's session ss.
func newScreen(ss *app.Session) *screen {
	s := &screen{}
	s.Open(&s.Props, ss)
	return s
}

// keptGame is the match in progress while the page lives, so that a visit
// to the rules page keeps it.
var keptGame round.Kept[*controller]

// OnInit takes the match in progress, or restores the saved one, before
// the first render; the page's seats=, seed= and games= may ask for a new
// one.
func (s *screen) OnInit() {
	q := round.Session(s.ISession).Params
	s.Init(&keptGame, !q.Has("seats") && !q.Has("seed") && !q.Has("games"), func(ss *app.Session) *controller {
		c := newController(ss.Saves().Slot(savedKey))
		return round.Open(c, ss, func() {
			if n := c.applyParams(ss.Params); len(n) > 0 {
				c.message = strings.TrimSpace(c.message + " " + strings.Join(n, " "))
			}
		})
	})
}

// Render lays out the screen.
func (s *screen) Render() goapp.UI {
	c := s.life.Ctl
	if c == nil || !s.life.Drawn() {
		return goapp.Main().ID("trakkx").Class("trakkx")
	}
	ready := s.life.ReadyAttr()
	p := c.p
	pub := c.publicView()
	// The parts that come and go keep their places (see slot).
	handover, hide, failed, result := slot(), slot(), slot(), slot()
	if c.handover() {
		handover = s.renderHandover()
	}
	if c.drawnShown >= 0 && c.viewer() == c.drawnShown {
		hide = s.renderHideHand()
	}
	if c.turn.Failed() {
		failed = app.ComputerFailed(c.p, c.onRetryComputer)
	}
	if c.over() {
		result = s.renderResult()
	}
	return goapp.Main().ID("trakkx").Class("trakkx").Attr("data-ready", ready).Attr("lang", string(p.Lang())).
		Attr("data-phase", phaseName(c.game.Phase())).Attr("data-to-move", c.game.ToMove()).
		On("pointerup", s.onDragEnd).On("pointercancel", s.onDragCancel).On("keydown", s.onKey).Body(
		round.Heading(p, "trakkx"),
		goapp.Div().Class("tk-top").Body(
			round.NewClockFace(c),
			goapp.P().ID("status").Class("tk-status").Text(c.statusText()),
			s.renderSeats(pub),
			s.renderPool(pub),
		),
		handover, hide,
		s.renderTable(pub),
		s.renderProblems(),
		// The message, the turn's buttons and the hand stay in sight at
		// the foot of the screen however tall the table grows.
		goapp.Div().ID("dock").Class("tk-dock").Body(
			goapp.P().ID("message").Class("tk-message").Role("status").Aria("live", "polite").Text(c.message),
			failed,
			s.renderTurnButtons(pub),
			s.renderHand(),
		),
		result,
		s.renderLog(),
		goapp.Div().Class("tk-footer").Body(
			goapp.Button().ID("new-game").Class("tk-button").OnClick(s.onNewGame).Text(p.T("trakkx.new-game")),
			goapp.Elem("a").ID("rules-link").Attr("href", app.Link("trakkx", "rules")).Text(p.T("trakkx.rules-link")),
		),
		goapp.If(c.formOpen, func() goapp.UI { return s.renderForm() }),
	)
}

// slot is the place of a part that comes and goes while it is not shown:
// an empty element that draws no box (CSS .tk-slot: display: contents).
// go-app updates a child in place only when the one at its index is the
// same element, so a part that appeared (the hand's Hide button after a
// draw, say) would shift the table, the dock and the log onto one
// another's elements and rebuild them.
func slot() goapp.UI { return goapp.Div().Class("tk-slot") }

// phaseName names the game's phase for the page's data attributes.
func phaseName(ph engine.Phase) string {
	switch ph {
	case engine.PhaseSwap:
		return "swap"
	case engine.PhaseOver:
		return "over"
	}
	return "turn"
}

// statusText says whose turn it is and what they may do.
func (c *controller) statusText() string {
	p := c.p
	if c.over() {
		return c.resultText()
	}
	who := c.seatName(c.game.ToMove())
	switch {
	case c.turn.Thinking():
		return p.T("trakkx.status.thinking", "player", who)
	case c.drawnShown >= 0 && c.viewer() == c.drawnShown, c.handover():
		// The panel below says what to do (renderHideHand, renderHandover).
		return p.T("trakkx.status.handover", "player", who)
	case c.mustGive():
		v := c.game.View(c.viewer())
		return p.N("trakkx.status.give", v.GiveCount(), "player", c.seatName((c.viewer()+1)%len(c.seats)))
	case c.game.Phase() == engine.PhaseSwap:
		return p.T("trakkx.status.swap-wait", "player", who)
	case c.myTurn():
		return p.T("trakkx.status.your-turn", "player", who)
	}
	return p.T("trakkx.status.to-move", "player", who)
}

// renderSeats lists the players: name, kind, hand count, opened or not.
func (s *screen) renderSeats(pub engine.View) goapp.UI {
	c := s.life.Ctl
	p := c.p
	items := make([]goapp.UI, len(c.seats))
	for i, st := range c.seats {
		kind := p.T("trakkx.seat.kind.person")
		if st.Level != "" {
			kind = p.T("trakkx.level." + st.Level)
		}
		opened := p.T("trakkx.seat.not-opened")
		if pub.Opened(i) {
			opened = p.T("trakkx.seat.opened")
		}
		class := "tk-seat"
		if i == c.game.ToMove() {
			class += " tk-seat-to-move"
		}
		items[i] = goapp.Li().Class(class).Attr("data-seat", i).Attr("data-count", pub.HandCount(i)).
			Attr("data-opened", pub.Opened(i)).Body(
			goapp.Span().Class("tk-seat-name").Text(c.seatName(i)),
			goapp.Span().Class("tk-seat-kind").Text(kind),
			goapp.Span().Class("tk-seat-count").Text(p.N("trakkx.tokens", pub.HandCount(i))),
			goapp.Span().Class("tk-seat-opened").Text(opened),
		)
	}
	return goapp.Ul().ID("seats").Class("tk-seats").Aria("label", p.T("trakkx.seats.label")).Body(items...)
}

// renderPool shows the bag's count and the display, whose tokens the
// player to move may take.
func (s *screen) renderPool(pub engine.View) goapp.UI {
	c := s.life.Ctl
	p := c.p
	disp := pub.Display()
	items := make([]goapp.UI, len(disp))
	for i, id := range disp {
		items[i] = tokenButton(p, id).Attr("data-display", id.String()).
			Aria("label", p.T("trakkx.take.label", "token", tokenName(p, id))).
			Disabled(!c.arranging()).OnClick(s.onDisplay)
	}
	return goapp.Div().Class("tk-pool").Body(
		goapp.Span().ID("bag").Class("tk-bag").Attr("data-count", pub.BagCount()).Text(p.N("trakkx.bag", pub.BagCount())),
		goapp.Div().ID("display").Class("tk-display").Role("group").Aria("label", p.T("trakkx.display.label")).Body(
			goapp.Span().Class("tk-label").Text(p.T("trakkx.display")),
			goapp.Div().Class("tk-tokens").Body(items...),
		),
	)
}

// renderHandover hides the hands while the device goes to the next
// person.
func (s *screen) renderHandover() goapp.UI {
	c := s.life.Ctl
	who := c.seatName(c.game.ToMove())
	return goapp.Div().ID("handover").Class("tk-handover").Role("dialog").Aria("label", c.p.T("trakkx.handover.title")).Body(
		goapp.P().Class("tk-handover-text").Text(c.p.T("trakkx.handover.pass", "player", who)),
		goapp.Button().ID("reveal").Class("tk-button tk-primary").OnClick(s.onReveal).Text(c.p.T("trakkx.handover.reveal", "player", who)),
	)
}

// renderHideHand lets the person who just drew look at their hand, then
// hide it before the device goes to the next person.
func (s *screen) renderHideHand() goapp.UI {
	c := s.life.Ctl
	return goapp.Div().ID("drawn").Class("tk-handover tk-drawn").Body(
		goapp.P().Class("tk-handover-text").Text(c.p.T("trakkx.status.drawn", "player", c.seatName(c.drawnShown), "next", c.seatName(c.game.ToMove()))),
		goapp.Button().ID("hide-hand").Class("tk-button tk-primary").OnClick(s.onHideHand).Text(c.p.T("trakkx.drawn.hide")),
	)
}

// tableArea returns the rows and columns the table shows: the tokens and
// two free cells around them, at least seven by three.
func tableArea(t engine.Table) (minRow, maxRow, minCol, maxCol int) {
	if len(t) == 0 {
		return -1, 1, -3, 3
	}
	first := true
	for at := range t {
		if first {
			minRow, maxRow, minCol, maxCol = at.Row, at.Row, at.Col, at.Col
			first = false
			continue
		}
		minRow, maxRow = min(minRow, at.Row), max(maxRow, at.Row)
		minCol, maxCol = min(minCol, at.Col), max(maxCol, at.Col)
	}
	return minRow - 2, maxRow + 2, minCol - 2, maxCol + 2
}

// tableRows lays the cells of rows r0..r1 and columns c0..c1 out row by
// row, as the game's table and the rules' diagrams draw them: cell draws
// the one at a place.
func tableRows(r0, r1, c0, c1 int, cell func(at engine.Pos) goapp.UI) []goapp.UI {
	rows := make([]goapp.UI, 0, r1-r0+1)
	for r := r0; r <= r1; r++ {
		cells := make([]goapp.UI, 0, c1-c0+1)
		for col := c0; col <= c1; col++ {
			cells = append(cells, cell(engine.Pos{Row: r, Col: col}))
		}
		rows = append(rows, goapp.Div().Class("tk-row").Body(cells...))
	}
	return rows
}

// tabStop is the table's one tab stop (the grid is one tab stop, moved
// by the arrow keys): the cursor when it is on the table drawn from rows
// r0..r1 and columns c0..c1, else the first token in reading order, else
// the middle of the empty table.
func tabStop(t engine.Table, cursor engine.Pos, hasCursor bool, r0, r1, c0, c1 int) engine.Pos {
	if hasCursor && cursor.Row >= r0 && cursor.Row <= r1 && cursor.Col >= c0 && cursor.Col <= c1 {
		return cursor
	}
	first, found := engine.Pos{}, false
	for at := range t {
		if !found || at.Row < first.Row || at.Row == first.Row && at.Col < first.Col {
			first, found = at, true
		}
	}
	return first
}

// cellAttr is a cell's data-cell value: "x,y", x the column and y the
// row of the engine's Pos.
func cellAttr(at engine.Pos) string { return app.XYAttr(at.Col, at.Row) }

// parseCell reads a data-cell value of a cell within the engine's reach.
func parseCell(s string) (engine.Pos, bool) {
	col, row, ok := app.ParseXYAttr(s)
	if !ok || col < -engine.MaxCoord || col > engine.MaxCoord || row < -engine.MaxCoord || row > engine.MaxCoord {
		return engine.Pos{}, false
	}
	return engine.Pos{Row: row, Col: col}, true
}

// renderTable draws the table as the player arranges it: a grid of
// cells, each a button, scrollable and zoomable.
func (s *screen) renderTable(pub engine.View) goapp.UI {
	c := s.life.Ctl
	p := c.p
	table := c.work
	if !c.arranging() {
		table = pub.Table()
	}
	bad := c.badCells()
	placed := c.placedThisTurn()
	last := map[engine.TokenID]bool{}
	if !c.arranged() {
		for _, id := range c.lastPlaced() {
			last[id] = true
		}
	}
	r0, r1, c0, c1 := tableArea(table)
	stop := tabStop(table, c.cursor, c.hasCursor, r0, r1, c0, c1)
	rows := tableRows(r0, r1, c0, c1, func(at engine.Pos) goapp.UI {
		id, ok := table[at]
		class := "tk-cell"
		label := p.T("trakkx.cell.empty", "x", at.Col, "y", at.Row)
		b := goapp.Button().Attr("data-cell", cellAttr(at)).OnClick(s.onCell).On("focus", s.onCellFocus)
		if at == stop {
			b = b.Attr("tabindex", 0)
		} else {
			b = b.Attr("tabindex", -1)
		}
		if ok {
			b = b.On("pointerdown", s.onDragStart)
		}
		if ok {
			class += " " + colorClass(id)
			label = p.T("trakkx.cell.token", "token", tokenName(p, id), "x", at.Col, "y", at.Row)
			b = b.Attr("data-token", id.String())
			if placed[id] {
				class += " tk-new"
			}
			if last[id] {
				class += " tk-last"
				b = b.Attr("data-last", "1")
			}
			if bad[at] {
				class += " tk-bad"
				b = b.Attr("data-bad", "1")
			}
		}
		if c.picked.active && !c.picked.fromHand && c.picked.at == at {
			class += " tk-picked"
			b = b.Aria("pressed", "true")
		}
		var face []goapp.UI
		if ok {
			face = tokenFace(id)
		}
		return b.Class(class).Aria("label", label).Disabled(!c.arranging()).Body(face...)
	})
	return goapp.Div().Class("tk-table-area").Body(
		goapp.Div().Class("tk-zoom").Body(
			goapp.Button().ID("zoom-out").Class("tk-button").Aria("label", p.T("trakkx.zoom.out")).Title(p.T("trakkx.zoom.out")).
				Disabled(c.zoom == 0).OnClick(s.onZoomOut).Text("−"),
			goapp.Button().ID("zoom-in").Class("tk-button").Aria("label", p.T("trakkx.zoom.in")).Title(p.T("trakkx.zoom.in")).
				Disabled(c.zoom == maxZoom).OnClick(s.onZoomIn).Text("+"),
		),
		goapp.Div().ID("table-scroll").Class("tk-scroll").Body(
			goapp.Div().ID("table").Class("tk-grid zoom-"+strconv.Itoa(c.zoom)).Role("group").
				Aria("label", p.T("trakkx.table.label")).Attr("data-tokens", len(table)).Body(rows...),
		),
	)
}

// renderProblems lists, live, what the engine finds wrong with the table
// as arranged.
func (s *screen) renderProblems() goapp.UI {
	c := s.life.Ctl
	if c.refused {
		// The message line says the same problems.
		return goapp.Ul().ID("problems").Class("tk-problems")
	}
	items := make([]goapp.UI, len(c.problems))
	for i, pr := range c.problems {
		items[i] = goapp.Li().Attr("data-problem", pr.Code.String()).Text(problemText(c.p, pr, c.work))
	}
	// Read out as they change: a screen-reader player hears what is
	// wrong with the table while arranging it.
	return goapp.Ul().ID("problems").Class("tk-problems").Aria("live", "polite").Body(items...)
}

// renderTurnButtons shows what the player to move may do: lay down, undo
// the arrangement, draw, pass, play a picked action token, or give the
// SWAP choice.
func (s *screen) renderTurnButtons(pub engine.View) goapp.UI {
	c := s.life.Ctl
	p := c.p
	var body []goapp.UI
	switch {
	case c.mustGive():
		v := c.game.View(c.viewer())
		body = append(body, goapp.Button().ID("give").Class("tk-button tk-primary").
			Disabled(len(c.giving) != v.GiveCount()).OnClick(s.onGive).
			Text(p.N("trakkx.give", v.GiveCount(), "player", c.seatName((c.viewer()+1)%len(c.seats)))))
	case c.arranging():
		body = append(body,
			goapp.Button().ID("submit").Class("tk-button tk-primary").Disabled(!c.arranged()).OnClick(s.onSubmit).Text(p.T("trakkx.submit")),
			goapp.Button().ID("undo-all").Class("tk-button").Disabled(!c.arranged()).OnClick(s.onUndoAll).Text(p.T("trakkx.undo-all")),
			goapp.Button().ID("to-hand").Class("tk-button").Disabled(!c.picked.active || c.picked.fromHand).OnClick(s.onToHand).Text(p.T("trakkx.to-hand")),
			goapp.Button().ID("draw").Class("tk-button").Disabled(!pub.CanDrawBag()).OnClick(s.onDraw).Text(p.T("trakkx.draw")),
		)
		if pub.CanPass() {
			body = append(body, goapp.Button().ID("pass").Class("tk-button").OnClick(s.onPass).Text(p.T("trakkx.pass")))
		}
		if c.picked.active && c.picked.fromHand && c.picked.token.IsAction() {
			body = append(body, s.renderActionChoices())
		}
	}
	return goapp.Div().ID("turn-buttons").Class("tk-turn-buttons").Body(body...)
}

// renderActionChoices offers the picked action token: SWAP at once, PLUS3
// at one of the other players.
func (s *screen) renderActionChoices() goapp.UI {
	c := s.life.Ctl
	p := c.p
	id := c.picked.token
	if id.Kind() == engine.Swap {
		return goapp.Div().ID("action-choices").Class("tk-action-choices").Body(
			goapp.Button().ID("play-swap").Class("tk-button tk-primary").OnClick(s.onPlaySwap).Text(p.T("trakkx.play-swap")),
		)
	}
	var targets []goapp.UI
	for t := range c.seats {
		if t == c.viewer() {
			continue
		}
		targets = append(targets, goapp.Button().Class("tk-button tk-primary").Attr("data-target", t).
			OnClick(s.onPlus3).Text(p.T("trakkx.play-plus3", "player", c.seatName(t))))
	}
	return goapp.Div().ID("action-choices").Class("tk-action-choices").Body(targets...)
}

// renderHand shows the hand of the seat shown, sortable by colour or by
// value; in a SWAP its tokens are picked for the choice.
func (s *screen) renderHand() goapp.UI {
	c := s.life.Ctl
	p := c.p
	if c.viewer() < 0 {
		return goapp.Div().ID("hand-area").Class("tk-hand-area tk-hidden")
	}
	hand := c.hand()
	items := make([]goapp.UI, len(hand))
	for i, id := range hand {
		pressed := c.picked.active && c.picked.fromHand && c.picked.token == id
		for _, g := range c.giving {
			pressed = pressed || g == id
		}
		class := ""
		if pressed {
			class = "tk-picked"
		}
		b := tokenButton(p, id).Attr("data-hand", id.String())
		if c.isFresh(c.viewer(), id) {
			class += " tk-fresh"
			b = b.Attr("data-fresh", "1").Aria("label", p.T("trakkx.hand.fresh-token", "token", tokenName(p, id)))
		}
		if i == 0 && (c.arranging() || c.mustGive()) {
			// Where the focus goes when the action it was on is gone
			// (app's dialogFocus): a turn starts in the hand.
			b = b.Attr("data-next-action", "1")
		}
		items[i] = b.Class(class).Aria("pressed", strconv.FormatBool(pressed)).OnClick(s.onHand).On("pointerdown", s.onDragStart)
	}
	return goapp.Div().ID("hand-area").Class("tk-hand-area").Body(
		goapp.Div().Class("tk-hand-head").Body(
			goapp.Span().Class("tk-label").Text(p.T("trakkx.hand", "player", c.seatName(c.viewer()))),
			goapp.Button().ID("sort-color").Class("tk-button").Aria("pressed", strconv.FormatBool(!c.sortByValue)).OnClick(s.onSortColor).Text(p.T("trakkx.sort.color")),
			goapp.Button().ID("sort-value").Class("tk-button").Aria("pressed", strconv.FormatBool(c.sortByValue)).OnClick(s.onSortValue).Text(p.T("trakkx.sort.value")),
		),
		goapp.Div().ID("hand").Class("tk-hand tk-tokens").Role("group").Aria("label", p.T("trakkx.hand.label")).Body(items...),
		s.renderReceived(),
		s.renderFresh(),
	)
}

// renderReceived tells the seat shown which tokens its right-hand
// neighbour passed it in the latest SWAP, until it acts again.
func (s *screen) renderReceived() goapp.UI {
	c := s.life.Ctl
	v := c.viewer()
	got := c.game.View(v).Received()
	if len(got) == 0 {
		return goapp.Text("")
	}
	from := (v + len(c.seats) - 1) % len(c.seats)
	return goapp.P().ID("received").Class("tk-received").Attr("data-tokens", tokenCodes(got)).
		Text(c.p.T("trakkx.received", "player", c.seatName(from), "tokens", tokenNames(c.p, got)))
}

// renderFresh names the tokens that came into the hand shown since its
// last action, besides those the SWAP notice names.
func (s *screen) renderFresh() goapp.UI {
	c := s.life.Ctl
	v := c.viewer()
	got := c.game.View(v).Received()
	var ids []engine.TokenID
	for _, id := range c.fresh[v] {
		if !slices.Contains(got, id) {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return goapp.Text("")
	}
	return goapp.P().ID("fresh").Class("tk-fresh-text").Attr("data-tokens", tokenCodes(ids)).
		Text(c.p.T("trakkx.fresh", "tokens", tokenNames(c.p, ids)))
}

// tokenCodes lists tokens by their codes ("R5 B7"), for the page's data
// attributes.
func tokenCodes(ids []engine.TokenID) string {
	codes := make([]string, len(ids))
	for i, id := range ids {
		codes[i] = id.String()
	}
	return strings.Join(codes, " ")
}

// renderLog lists the last actions, the latest first.
func (s *screen) renderLog() goapp.UI {
	c := s.life.Ctl
	lines := c.actionLog()
	items := make([]goapp.UI, len(lines))
	for i, l := range lines {
		items[i] = goapp.Li().Text(l)
	}
	return goapp.Details().ID("log").Class("tk-log").Body(
		goapp.Summary().Text(c.p.T("trakkx.log.title")),
		goapp.Ol().Body(items...),
	)
}

// renderResult shows who won the game and the match's score table.
func (s *screen) renderResult() goapp.UI {
	c := s.life.Ctl
	p := c.p
	head := []goapp.UI{goapp.Th().Text(p.T("trakkx.scores.game"))}
	for i := range c.seats {
		head = append(head, goapp.Th().Text(c.seatName(i)))
	}
	rows := []goapp.UI{goapp.Tr().Body(head...)}
	for g, r := range c.match.Results {
		cells := []goapp.UI{goapp.Td().Text(strconv.Itoa(g + 1))}
		for _, sc := range r.Scores {
			cells = append(cells, goapp.Td().Text(strconv.Itoa(sc)))
		}
		rows = append(rows, goapp.Tr().Attr("data-game", g+1).Body(cells...))
	}
	totals := []goapp.UI{goapp.Th().Text(p.T("trakkx.scores.total"))}
	for _, t := range c.match.series(len(c.seats)).Totals() {
		totals = append(totals, goapp.Td().Text(strconv.Itoa(t)))
	}
	rows = append(rows, goapp.Tr().ID("totals").Body(totals...))
	hands := make([]goapp.UI, len(c.seats))
	for i := range c.seats {
		left := c.game.View(i).Hand()
		toks := make([]goapp.UI, len(left))
		for j, id := range left {
			toks[j] = goapp.Span().Class("tk-token tk-small "+colorClass(id)).Aria("label", tokenName(p, id)).Title(tokenName(p, id)).Body(tokenFace(id)...)
		}
		hands[i] = goapp.Li().Attr("data-left", i).Body(
			goapp.Span().Class("tk-label").Text(p.T("trakkx.result.left", "player", c.seatName(i))),
			goapp.Span().Class("tk-tokens").Body(toks...),
		)
	}
	return goapp.Div().ID("result").Class("tk-result").Role("status").Body(
		goapp.P().ID("result-text").Text(c.resultText()),
		goapp.Ul().ID("hands-left").Class("tk-hands-left").Body(hands...),
		goapp.Table().ID("scores").Class("tk-scores").Body(rows...),
		goapp.If(!c.matchOver(), func() goapp.UI {
			return goapp.Button().ID("next-game").Class("tk-button tk-primary").OnClick(s.onNextGame).
				Text(p.T("trakkx.next-game", "n", len(c.match.Results)+1, "games", c.match.Games))
		}),
	)
}

// renderForm is the new-game form: the number of players, each seat a
// person or the computer at a level with a name, and the match's length.
func (s *screen) renderForm() goapp.UI {
	c := s.life.Ctl
	p := c.p
	f := c.form
	var players []goapp.UI
	for n := 2; n <= 4; n++ {
		players = append(players, goapp.Button().Class("tk-button").Attr("data-players", n).
			Aria("pressed", strconv.FormatBool(f.players == n)).OnClick(s.onFormPlayers).Text(strconv.Itoa(n)))
	}
	var seats []goapp.UI
	for i := 0; i < f.players; i++ {
		var kinds []goapp.UI
		for _, l := range levels.Choices() {
			label, attr := p.T("trakkx.seat.kind.person"), round.PersonWord
			if l != "" {
				label, attr = p.T("trakkx.level."+l), l
			}
			kinds = append(kinds, goapp.Button().Class("tk-button").Attr("data-seat-index", i).Attr("data-level", attr).
				Aria("pressed", strconv.FormatBool(f.seats[i].Level == l)).OnClick(s.onFormLevel).Text(label))
		}
		seats = append(seats, goapp.Div().Class("tk-form-seat").Attr("data-form-seat", i).Body(
			goapp.Input().ID("name-"+strconv.Itoa(i)).Attr("data-seat-index", i).Value(f.seats[i].Name).
				Placeholder(c.seatNameFor(i, f.seats[i])).Aria("label", p.T("trakkx.form.name", "n", i+1)).OnChange(s.onFormName),
			goapp.Div().Class("tk-form-kinds").Body(kinds...),
		))
	}
	var games []goapp.UI
	for _, n := range matchLengths {
		games = append(games, goapp.Button().Class("tk-button").Attr("data-games", n).
			Aria("pressed", strconv.FormatBool(f.games == n)).OnClick(s.onFormGames).Text(strconv.Itoa(n)))
	}
	return round.NewGameDialog{
		ID: "new-game-form", Class: "tk-form", TitleID: "new-game-title", Title: p.T("trakkx.form.title"),
		Cancel:   round.DialogButton{ID: "cancel-new-game", Text: p.T("trakkx.form.cancel"), OnClick: s.onFormCancel},
		Start:    round.DialogButton{ID: "start", Text: p.T("trakkx.form.start"), OnClick: s.onFormStart},
		OnCancel: s.onFormCancel,
	}.Render(
		goapp.P().Class("tk-label").Text(p.T("trakkx.form.players")),
		goapp.Div().Class("tk-form-row").Body(players...),
		goapp.Div().Class("tk-form-seats").Body(seats...),
		goapp.P().Class("tk-label").Text(p.T("trakkx.form.games")),
		goapp.Div().Class("tk-form-row").Body(games...),
		c.formClock.Field(p),
	)
}

// seatNameFor is the default name of seat i of kind st.
func (c *controller) seatNameFor(i int, st seat) string {
	if st.Level != "" {
		return c.p.T("trakkx.seat.computer", "n", i+1)
	}
	return c.p.T("trakkx.seat.person", "n", i+1)
}

// colorClass returns the CSS class of a token.
func colorClass(id engine.TokenID) string {
	switch id.Kind() {
	case engine.Swap:
		return "tk-swap"
	case engine.Plus3:
		return "tk-plus3"
	}
	return colorClasses[id.Color()]
}

// tokenFace draws a token's face: its colour's symbol and its value, or
// the action's sign.
func tokenFace(id engine.TokenID) []goapp.UI {
	switch id.Kind() {
	case engine.Swap:
		return []goapp.UI{goapp.Span().Class("tk-val").Text("⇄")}
	case engine.Plus3:
		return []goapp.UI{goapp.Span().Class("tk-val").Text("+3")}
	}
	return []goapp.UI{
		goapp.Span().Class("tk-sym").Aria("hidden", "true").Text(colorSymbols[id.Color()]),
		goapp.Span().Class("tk-val").Text(strconv.Itoa(id.Value())),
	}
}

// tokenButton is a token as a focusable button named in words.
func tokenButton(p *i18n.Printer, id engine.TokenID) goapp.HTMLButton {
	return goapp.Button().Class("tk-token "+colorClass(id)).Aria("label", tokenName(p, id)).Title(tokenName(p, id)).Body(tokenFace(id)...)
}
