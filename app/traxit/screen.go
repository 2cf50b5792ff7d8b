package traxit

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round"
	engine "traxapp/engine/traxit"
)

// screen is the TRAXIT game: the board, the chooser's hand, the scores,
// the move list and the controls, with the set and result banners and the
// new-game form. It owns the controller; every event handler is a method
// that reads the data attributes of its target (never a closure made in a
// loop: go-app compares handlers by function pointer).
type screen struct {
	goapp.Compo
	round.Props
	life
}

// life is the screen's lifecycle: it mounts the controller, stops its
// search when the screen goes and follows the shell's language.
type life = round.Life[*controller]

// newScreen returns the game screen for the shell's session ss.
func newScreen(ss *app.Session) *screen {
	s := &screen{}
	s.Open(&s.Props, ss)
	return s
}

// keptGame is the game in progress while the page lives, so that a visit
// to the rules page keeps it (and its computer's search).
var keptGame round.Kept[*controller]

// OnInit takes the game in progress, or restores the saved one, before
// the first render.
func (s *screen) OnInit() {
	s.Init(&keptGame, true, func(ss *app.Session) *controller {
		return round.Open(newController(ss.Saves().Slot(savedKey), computer), ss, nil)
	})
}

// Render lays out the screen.
func (s *screen) Render() goapp.UI {
	c := s.life.Ctl
	if c == nil || !s.life.Drawn() {
		return goapp.Main().ID("traxit").Class("traxit")
	}
	pos := c.position()
	ready := s.life.ReadyAttr()
	actor := "person"
	if c.seatLevel(pos.ToMove()) != Person {
		actor = "computer"
	}
	// The computer's failure notice and its thinking line keep their
	// places (see slot).
	failed, thinking := slot(), slot()
	if c.turn.Failed() {
		failed = app.ComputerFailed(c.p, c.onRetryComputer)
	}
	if c.thinking() {
		thinking = goapp.P().ID("traxit-thinking").Class("thinking-text").Text(c.p.T("traxit.thinking", "player", seatName(c.p, c.game.ToMove())))
	}
	return goapp.Main().ID("traxit").Class("traxit").
		Attr("data-ready", ready).Attr("lang", string(c.p.Lang())).
		Attr("data-phase", pos.Phase().String()).Attr("data-to-act", pos.ToMove()).
		Attr("data-actor", actor).Attr("data-players", pos.Players()).
		Attr("data-actions", c.game.Len()).Attr("data-thinking", boolAttr(c.thinking())).
		Attr("data-reviewing", boolAttr(c.reviewing())).
		Body(
			round.Heading(c.p, "traxit"),
			goapp.Div().Class("traxit-board-area").Body(
				s.renderBoard(pos),
				goapp.If(pos.Phase() == engine.PhaseTraxit && !c.reviewing(), func() goapp.UI { return s.renderTraxit(pos) }),
				s.renderTraxitDone(),
			),
			goapp.Aside().Class("traxit-panel").Body(
				round.NewClockFace(c),
				goapp.P().ID("traxit-status").Class("traxit-status").Body(
					goapp.Span().Class("swatch swatch-"+seatColors[max(0, pos.ToMove())]).Aria("hidden", "true"),
					goapp.Span().Text(s.statusLine(pos)),
				),
				goapp.P().ID("traxit-round").Class("traxit-round").Text(roundText(c.p, pos)),
				goapp.Div().ID("traxit-message").Class("message").Role("status").Aria("live", "polite").Text(c.message),
				failed,
				goapp.Div().ID("traxit-announce").Class("sr-only").Aria("live", "polite").Text(c.announce),
				thinking,
				s.renderHand(pos),
				s.renderScores(pos, "traxit-scores"),
				s.renderAllHands(pos),
				s.renderControls(),
				s.renderMoves(),
			),
			goapp.If(c.showSets, func() goapp.UI { return s.renderSetBanner() }),
			goapp.If(c.showResult && c.over(), func() goapp.UI { return s.renderResult() }),
			goapp.If(c.newGame, func() goapp.UI { return s.renderNewGame() }),
		)
}

// slot is the place of a part that comes and goes while it is not shown:
// an empty element that draws no box (CSS .traxit-slot: display:
// contents). go-app updates a child in place only when the one at its
// index is the same element, so a part that appeared (the computer's
// thinking line, each turn) would shift the hand, the scores and the move
// list onto one another's elements and rebuild them.
func slot() goapp.UI { return goapp.Div().Class("traxit-slot") }

// seatKind is "person" or "computer", for the page's data attributes.
func seatKind(level string) string {
	if level == Person {
		return "person"
	}
	return "computer"
}

// boolAttr is "1" for true and "" for false.
func boolAttr(b bool) string {
	if b {
		return "1"
	}
	return ""
}

// statusLine says who must do what, or reviewing.
func (s *screen) statusLine(pos *engine.Position) string {
	c := s.life.Ctl
	if c.reviewing() {
		return c.p.T("traxit.status.review", "n", c.review)
	}
	if c.Flagged() {
		return timeResultText(c)
	}
	return statusText(c.p, pos)
}

// roundText says where the game stands: round and set, or placing.
func roundText(p *i18n.Printer, pos *engine.Position) string {
	if pos.Phase() == engine.PhasePlace {
		return p.T("traxit.placing")
	}
	o := pos.Options()
	rounds := pos.TotalTurns() / pos.Players()
	return p.T("traxit.round", "round", min(pos.Round()+1, rounds), "rounds", rounds,
		"set", min(pos.Set()+1, o.Sets), "sets", o.Sets)
}

// renderBoard draws the board with what the person to act may do.
func (s *screen) renderBoard(pos *engine.Position) goapp.UI {
	c := s.life.Ctl
	v := boardView{cells: true, p: c.p, label: c.p.T("traxit.board.label"), glide: engine.NoCell, targetSeat: -1,
		startRows: pos.Phase() == engine.PhasePlace, picked: engine.NoCell}
	if !c.reviewing() {
		if n := c.game.Len(); c.animate && n > 0 {
			if a := c.game.Actions()[n-1]; a.Kind == engine.Move || a.Kind == engine.Relocate {
				v.glide = a.To
			}
		}
		if a, _, ok := c.traxitShown(); ok {
			v.traxitWay = []engine.Cell{a.From, a.To}
		}
		if pos.Phase() == engine.PhasePlace {
			v.targetSeat = pos.ToMove()
		}
		v.targets, v.playable = c.targets()
		v.routes = c.routes()
		v.picked = c.placeFirst
		if c.pawnPick != engine.NoCell {
			v.picked = c.pawnPick
		}
		if c.personToAct() && (pos.Phase() == engine.PhaseMove || pos.Phase() == engine.PhaseTraxit) {
			for _, pc := range pos.Pawns(pos.Mover()) {
				v.movable = append(v.movable, pc)
			}
		}
		if len(v.routes) == 0 {
			v.lastRoute = lastRoute(c.game)
		}
	}
	return goapp.Div().ID("traxit-board").Class("traxit-board").OnClick(s.onBoardClick).OnKeyDown(s.onBoardKey).Body(drawBoard(pos, v))
}

// lastRoute returns the route of the game's last action when it was a
// move: the first free route of the card from the pawn's old cell to its
// new one, as it was before the move.
func lastRoute(g *engine.Game) []engine.Cell {
	n := g.Len()
	if n == 0 {
		return nil
	}
	a := g.Actions()[n-1]
	if a.Kind != engine.Move {
		return nil
	}
	before := g.PositionAt(n - 1)
	for _, r := range freeRoutes(before, before.Mover(), before.PendingCard(), a.From) {
		if r[len(r)-1] == a.To {
			return r
		}
	}
	return nil
}

// onBoardClick is the board's one click handler: it reads the cell.
func (s *screen) onBoardClick(ctx goapp.Context, e goapp.Event) {
	if v, ok := app.Clicked(e, "data-cell"); ok {
		if at, ok := engine.ParseCell(v); ok {
			s.life.Ctl.tapCell(at)
		}
	}
}

// onBoardKey plays the focused cell with Enter or Space, and moves the
// focus to the next cell that acts with the arrow keys.
func (s *screen) onBoardKey(ctx goapp.Context, e goapp.Event) {
	k := e.Get("key").String()
	if d, ok := arrowSteps[k]; ok {
		s.moveFocus(e, d)
		return
	}
	if k != "Enter" && k != " " {
		return
	}
	e.PreventDefault()
	s.onBoardClick(ctx, e)
}

// arrowSteps are the arrow keys' directions on the board as drawn
// (row 0 at the top).
var arrowSteps = map[string][2]int{
	"ArrowUp": {-1, 0}, "ArrowDown": {1, 0}, "ArrowLeft": {0, -1}, "ArrowRight": {0, 1},
}

// moveFocus moves the keyboard focus from the cell the key was pressed on
// to the next focusable cell in direction d, if there is one.
func (s *screen) moveFocus(e goapp.Event, d [2]int) {
	from, ok := engine.ParseCell(e.Get("target").Call("getAttribute", "data-cell").String())
	if !ok {
		return
	}
	board := e.Get("currentTarget")
	nodes := board.Call("querySelectorAll", `[data-cell][tabindex="0"]`)
	cells := make([]engine.Cell, 0, nodes.Length())
	for i := range nodes.Length() {
		if c, ok := engine.ParseCell(nodes.Index(i).Call("getAttribute", "data-cell").String()); ok {
			cells = append(cells, c)
		}
	}
	if to, ok := nextCell(from, cells, d); ok {
		e.PreventDefault()
		board.Call("querySelector", `[data-cell="`+to.String()+`"]`).Call("focus")
	}
}

// nextCell returns the cell of cells that the arrow in direction d
// (rows, columns) leads to from from: the nearest one ahead, counting a
// step aside as two steps ahead, so that the focus keeps to its line
// where it can.
func nextCell(from engine.Cell, cells []engine.Cell, d [2]int) (engine.Cell, bool) {
	best, bestCost := engine.NoCell, 0
	for _, c := range cells {
		dr, dc := int(c.R-from.R), int(c.C-from.C)
		ahead, aside := dr*d[0]+dc*d[1], dr*d[1]+dc*d[0]
		if ahead <= 0 {
			continue
		}
		cost := ahead + 2*max(aside, -aside)
		if best == engine.NoCell || cost < bestCost {
			best, bestCost = c, cost
		}
	}
	return best, best != engine.NoCell
}

// renderTraxit announces a TRAXIT over the board, with the button that
// leaves a pawn already on level 1 where it is.
func (s *screen) renderTraxit(pos *engine.Position) goapp.UI {
	c := s.life.Ctl
	return goapp.Div().ID("traxit-traxit").Class("traxit-banner").Role("alert").Body(
		goapp.P().Text(traxitText(c.p, pos)),
		goapp.If(c.personToAct() && c.pawnPick.Level() == 1, func() goapp.UI {
			return goapp.Button().ID("traxit-stay").OnClick(s.onStay).Text(c.p.T("traxit.traxit.stay"))
		}),
	)
}

func (s *screen) onStay(ctx goapp.Context, e goapp.Event) { s.life.Ctl.stayOnLevelOne() }

// renderTraxitDone names the last TRAXIT over the board, while the board
// shows the pawn's way down, until a person acts or closes it.
func (s *screen) renderTraxitDone() goapp.UI {
	c := s.life.Ctl
	a, before, ok := c.traxitShown()
	if !ok {
		return goapp.Text("")
	}
	return goapp.Div().ID("traxit-done").Class("traxit-banner traxit-done").
		Attr("data-from", a.From.String()).Attr("data-to", a.To.String()).Body(
		goapp.P().Text(describeAction(c.p, before, a)),
		goapp.Button().ID("traxit-done-close").OnClick(s.onTraxitDoneClose).Text(c.p.T("traxit.traxit.dismiss")),
	)
}

func (s *screen) onTraxitDoneClose(ctx goapp.Context, e goapp.Event) { s.life.Ctl.closeTraxitNote() }

// renderHand shows the mover's cards, face up, in the hand of the chooser
// who picks one of them; the card being played stands apart.
func (s *screen) renderHand(pos *engine.Position) goapp.UI {
	c := s.life.Ctl
	mover := pos.Mover()
	if mover < 0 {
		return goapp.Div().ID("traxit-hand").Class("traxit-hand traxit-hand-empty")
	}
	hand := pos.Hand(mover)
	choosing := pos.Phase() == engine.PhaseChoose && c.personToAct()
	cards := make([]goapp.UI, 0, len(hand))
	for _, k := range hand {
		id := cardName(pos, k)
		picked := choosing && c.cardPick == k
		class := "card"
		if picked {
			class += " card-picked"
		}
		b := goapp.Button()
		if choosing {
			// Where the focus goes when the action it was on is gone
			// (app's dialogFocus).
			b = b.Attr("data-next-action", "1")
		}
		cards = append(cards, b.Class(class).Attr("data-card", id).Attr("data-card-index", k).
			Disabled(!choosing).Aria("pressed", picked).Aria("label", c.p.T("traxit.card.label", "card", id, "steps", cardSteps(c.p, pos.Cards(), k))).
			Body(cardPicture(pos.Cards(), k), goapp.Span().Class("card-id").Text(id)))
	}
	body := []goapp.UI{
		goapp.H2().Class("traxit-hand-title").Text(c.p.T("traxit.hand.title", "mover", seatName(c.p, mover), "chooser", seatName(c.p, pos.Chooser()))),
	}
	// The pending card and the pick hint keep their places (see slot).
	pending, pick := slot(), slot()
	if k := pos.PendingCard(); k >= 0 {
		id := cardName(pos, k)
		pending = goapp.Div().ID("traxit-pending").Class("traxit-pending").Attr("data-pending", id).Body(
			goapp.Span().Class("field-label").Text(c.p.T("traxit.hand.pending")),
			goapp.Div().Class("card card-pending").Role("img").Aria("label", c.p.T("traxit.card.label", "card", id, "steps", cardSteps(c.p, pos.Cards(), k))).
				Body(cardPicture(pos.Cards(), k), goapp.Span().Class("card-id").Text(id)),
		)
	}
	if choosing {
		pick = goapp.P().Class("hint").Text(c.p.T("traxit.hand.pick", "mover", seatName(c.p, mover)))
	}
	body = append(body, pending, pick)
	body = append(body,
		goapp.Div().ID("traxit-cards").Class("traxit-cards").OnClick(s.onCardClick).Body(cards...),
		goapp.P().Class("hint").Text(c.p.N("traxit.hand.left", len(hand))),
	)
	if choosing {
		body = append(body, goapp.Button().ID("traxit-give").Class("primary").Disabled(c.cardPick < 0).
			OnClick(s.onGive).Text(c.p.T("traxit.hand.give")))
	}
	return goapp.Section().ID("traxit-hand").Class("traxit-hand").Attr("data-mover", mover).Body(body...)
}

// renderAllHands lists, folded away, the cards every player has still to
// play: the cards are face up at the table, so anyone may look. The
// cards are drawn only while unfolded: folded, they were more than half
// of the page's elements, each one mounted at start-up and compared at
// every turn for nothing.
func (s *screen) renderAllHands(pos *engine.Position) goapp.UI {
	c := s.life.Ctl
	var rows []goapp.UI
	if c.handsOpen {
		rows = s.handRows(pos)
	}
	return goapp.Details().ID("traxit-hands").Class("traxit-hands").Open(c.handsOpen).OnToggle(s.onHandsToggle).Body(
		goapp.Summary().Text(c.p.T("traxit.hands.title")),
		goapp.Div().Body(rows...),
	)
}

// handRows are everyone's cards, a row per seat.
func (s *screen) handRows(pos *engine.Position) []goapp.UI {
	c := s.life.Ctl
	rows := make([]goapp.UI, 0, pos.Players())
	for seat := range pos.Players() {
		hand := pos.Hand(seat)
		cards := make([]goapp.UI, 0, len(hand))
		for _, k := range hand {
			cards = append(cards, goapp.Span().Class("card card-small").Attr("data-hand-card", cardName(pos, k)).
				Body(cardPicture(pos.Cards(), k), goapp.Span().Class("card-id").Text(cardName(pos, k))))
		}
		rows = append(rows, goapp.Div().Class("traxit-hands-row").Attr("data-hand-seat", seat).Body(
			goapp.Div().Class("traxit-hands-name").Body(
				goapp.Span().Class("swatch swatch-"+seatColors[seat]).Aria("hidden", "true"),
				goapp.Span().Text(seatName(c.p, seat)+" ("+levelName(c.p, c.seatLevel(seat))+") · "+c.p.N("traxit.hand.left", len(hand))),
			),
			goapp.Div().Class("traxit-cards").Body(cards...),
		))
	}
	return rows
}

// onHandsToggle draws everyone's cards when they are unfolded, and drops
// them when folded.
func (s *screen) onHandsToggle(ctx goapp.Context, e goapp.Event) {
	s.life.Ctl.handsOpen = ctx.JSSrc().Get("open").Bool()
}

// onCardClick is the hand's one click handler: it reads the card.
func (s *screen) onCardClick(ctx goapp.Context, e goapp.Event) {
	if k, ok := app.ClickedIndex(e, "data-card-index"); ok {
		s.life.Ctl.pickCard(k)
	}
}

func (s *screen) onGive(ctx goapp.Context, e goapp.Event) { s.life.Ctl.giveCard() }

// renderScores draws the score table: a row per seat (per team too in
// the team game), a column per set scored with its bonus, and the total.
func (s *screen) renderScores(pos *engine.Position, id string) goapp.UI {
	c := s.life.Ctl
	table := scoreTable(c.game)
	if c.reviewing() {
		table = table[:len(pos.SetScores())]
	}
	head := []goapp.UI{goapp.Th().Class("score-player").Attr("scope", "col").Text(c.p.T("traxit.scores.player"))}
	for i := range table {
		head = append(head, goapp.Th().Attr("scope", "col").Text(c.p.T("traxit.scores.set", "set", i+1)))
	}
	head = append(head, goapp.Th().Attr("scope", "col").Text(c.p.T("traxit.scores.total")))
	rows := []goapp.UI{goapp.Tr().Body(head...)}
	scores := pos.Scores()
	winners := map[int]bool{}
	for _, w := range pos.Outcome().Winners {
		winners[w] = true
	}
	for seat := range pos.Players() {
		class := "score-row"
		if winners[seat] {
			class += " score-winner"
		}
		cells := []goapp.UI{goapp.Th().Class("score-name").Attr("scope", "row").Body(
			goapp.Span().Class("swatch swatch-"+seatColors[seat]).Aria("hidden", "true"),
			goapp.Span().Text(seatName(c.p, seat)),
			goapp.Span().Class("seat-kind").Attr("data-seat-kind", seatKind(c.seatLevel(seat))).Text(levelName(c.p, c.seatLevel(seat))),
		)}
		for _, row := range table {
			sc := row[seat]
			td := goapp.Td().Attr("data-bonus", sc.Bonus)
			if sc.Bonus > 0 {
				td = td.Body(goapp.Span().Text(itoa(sc.Points+sc.Bonus)), goapp.Span().Class("score-bonus").Text(" "+c.p.T("traxit.scores.bonus", "n", sc.Bonus)))
			} else {
				td = td.Text(itoa(sc.Points))
			}
			cells = append(cells, td)
		}
		cells = append(cells, goapp.Td().Class("score-total").Attr("data-total", scores[seat]).Text(itoa(scores[seat])))
		rows = append(rows, goapp.Tr().Class(class).Attr("data-score-seat", seat).Body(cells...))
	}
	if teams := pos.TeamScores(); teams != nil {
		for t, total := range teams {
			rows = append(rows, goapp.Tr().Class("score-team").Attr("data-team", t).Body(
				goapp.Th().Attr("colspan", len(table)+1).Text(teamName(c.p, t)),
				goapp.Td().Class("score-total").Attr("data-total", total).Text(itoa(total)),
			))
		}
	}
	return goapp.Table().ID(id).Class("traxit-scores").Body(
		goapp.Caption().Text(c.p.T("traxit.scores.title")),
		goapp.TBody().Body(rows...),
	)
}

// renderControls draws undo, redo and new game.
func (s *screen) renderControls() goapp.UI {
	c := s.life.Ctl
	t := c.p.T
	return goapp.Div().Class("controls").Body(
		goapp.Button().ID("traxit-undo").Title(t("traxit.panel.undo-label")).
			Disabled(!c.game.CanUndo() || c.people() == 0 || c.reviewing()).OnClick(s.onUndo).Text(t("traxit.panel.undo")),
		goapp.Button().ID("traxit-redo").Disabled(!c.game.CanRedo() || c.reviewing()).OnClick(s.onRedo).Text(t("traxit.panel.redo")),
		goapp.Button().ID("traxit-new-game").OnClick(s.onNewGame).Text(t("traxit.panel.new-game")),
	)
}

func (s *screen) onUndo(ctx goapp.Context, e goapp.Event)    { s.life.Ctl.undo() }
func (s *screen) onRedo(ctx goapp.Context, e goapp.Event)    { s.life.Ctl.redo() }
func (s *screen) onNewGame(ctx goapp.Context, e goapp.Event) { s.life.Ctl.openNewForm() }

// renderMoves lists every action in words; an entry shows the position
// after it (review), the last one returns to the game.
func (s *screen) renderMoves() goapp.UI {
	c := s.life.Ctl
	g := c.game
	shown := g.Len()
	if c.reviewing() {
		shown = c.review
	}
	items := make([]goapp.UI, 0, g.Len()+1)
	items = append(items, goapp.Li().Body(s.reviewButton(0, c.p.T("traxit.panel.start"), shown == 0)))
	for k, a := range g.Actions() {
		items = append(items, goapp.Li().Body(s.reviewButton(k+1, describeAction(c.p, g.PositionAt(k), a), shown == k+1)))
	}
	body := []goapp.UI{
		goapp.H2().Class("traxit-moves-title").Text(c.p.T("traxit.panel.moves")),
		goapp.Ol().ID("traxit-moves").Class("traxit-moves").OnClick(s.onReviewClick).Body(items...),
	}
	if c.reviewing() {
		body = append(body, goapp.Button().ID("traxit-back").OnClick(s.onBack).Text(c.p.T("traxit.panel.back")))
	}
	return goapp.Section().Class("traxit-moves-box").Body(body...)
}

// reviewButton is one entry of the move list.
func (s *screen) reviewButton(n int, text string, current bool) goapp.UI {
	class := "move"
	if current {
		class += " move-current"
	}
	return goapp.Button().Class(class).Attr("data-review", n).Aria("current", current).Text(text)
}

// onReviewClick is the move list's one click handler.
func (s *screen) onReviewClick(ctx goapp.Context, e goapp.Event) {
	if n, ok := app.ClickedIndex(e, "data-review"); ok {
		s.life.Ctl.reviewAt(n)
	}
}

func (s *screen) onBack(ctx goapp.Context, e goapp.Event) { s.life.Ctl.reviewAt(-1) }

// renderSetBanner shows the scores of the set just scored, with the
// bonus, until the players go on.
func (s *screen) renderSetBanner() goapp.UI {
	c := s.life.Ctl
	pos := c.game.Position()
	return goapp.Div().Class("backdrop").Body(
		goapp.Div().ID("traxit-sets").Class("dialog traxit-result").Role("dialog").Aria("modal", "true").Aria("labelledby", "traxit-sets-title").Body(
			goapp.H2().ID("traxit-sets-title").Text(c.p.T("traxit.sets.title", "set", len(pos.SetScores()), "sets", pos.Options().Sets)),
			s.renderScores(pos, "traxit-sets-scores"),
			goapp.Div().Class("dialog-buttons").Body(
				goapp.Button().ID("traxit-sets-continue").Class("primary").Attr("data-dialog-cancel", "1").OnClick(s.onSetsContinue).Text(c.p.T("traxit.sets.continue")),
			),
		),
	)
}

func (s *screen) onSetsContinue(ctx goapp.Context, e goapp.Event) { s.life.Ctl.closeSets() }

// renderResult shows who won and the final score table.
func (s *screen) renderResult() goapp.UI {
	c := s.life.Ctl
	pos := c.game.Position()
	return goapp.Div().Class("backdrop").Body(
		goapp.Div().ID("traxit-result").Class("dialog traxit-result").Role("alertdialog").Aria("modal", "true").
			Aria("labelledby", "traxit-result-title").Aria("describedby", "traxit-winner").Body(
			goapp.H2().ID("traxit-result-title").Text(c.p.T("traxit.result.title")),
			goapp.P().ID("traxit-winner").Class("result-text").Text(c.resultText()),
			s.renderScores(pos, "traxit-final-scores"),
			goapp.Div().Class("dialog-buttons").Body(
				goapp.Button().ID("traxit-review").OnClick(s.onReview).Text(c.p.T("traxit.result.review")),
				goapp.Button().ID("traxit-close-result").Attr("data-dialog-cancel", "1").OnClick(s.onCloseResult).Text(c.p.T("traxit.close")),
				goapp.Button().ID("traxit-again").Class("primary").Attr("data-dialog-go-on", "1").OnClick(s.onAgain).Text(c.p.T("traxit.result.again")),
			),
		),
	)
}

func (s *screen) onReview(ctx goapp.Context, e goapp.Event)      { s.life.Ctl.reviewAt(0) }
func (s *screen) onCloseResult(ctx goapp.Context, e goapp.Event) { s.life.Ctl.closeResult() }
func (s *screen) onAgain(ctx goapp.Context, e goapp.Event)       { s.life.Ctl.playAgain() }
