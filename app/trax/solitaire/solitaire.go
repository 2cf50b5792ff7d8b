package solitaire

import (
	"encoding/json"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
)

// solvedKey is the localStorage key of the tally of solitaire deals
// solved, per size: JSON {"3": n, "4": m}.
const solvedKey = "traxapp.solitaire.solved"

// Size returns the size of the patience a variant name asks for
// ("solitaire3", "solitaire4"), or 0.
func Size(name string) int {
	switch name {
	case "solitaire3", "solitaire":
		return 3
	case "solitaire4":
		return 4
	}
	return 0
}

// Link returns the link to deal number deal of the size x size
// patience: the same link deals the same pile.
func Link(size int, deal uint64) string {
	return app.PlayLink("trax", url.Values{"variant": {"solitaire" + strconv.Itoa(size)}, "deal": {strconv.FormatUint(deal, 10)}})
}

// Screen is TRAX solitaire: one player lays a seeded pile of 9
// (3x3) or 16 (4x4) tiles. It shows the turned-up tile and how many
// remain, the places it may go (and the rule that allowed it), whether
// the deal can still be won (the engine's solver decides), a hint that
// plays one step of a solution, undo, and the deals solved so far.
type Screen struct {
	goapp.Compo

	// ISession is the shell's session; ILang its language; IDeal the
	// page's variant and deal, so that a link to another deal re-deals.
	ISession *app.Session
	ILang    i18n.Lang
	IDeal    string

	size, deal uint64
	game       *engine.Solitaire
	place      engine.Point // the place whose options are shown
	choosing   bool         // several ways to lay the tile at place (rule 6)
	winnable   bool         // the solver's verdict for the board shown
	next       engine.Move  // while winnable, a step of a solution (the hint)
	tallied    bool         // this deal's win is counted
	ready      bool
}

// New returns the solitaire screen of the shell's session ss, in its
// language.
func New(ss *app.Session) *Screen {
	return &Screen{ISession: ss, ILang: ss.Lang, IDeal: ss.Params.Get("variant") + "/" + ss.Params.Get("deal")}
}

// OnUpdate deals again when a link asks for another deal or size.
func (s *Screen) OnUpdate(ctx goapp.Context) {
	q := s.ISession.Params
	deal, _ := strconv.ParseUint(q.Get("deal"), 10, 64)
	if size := uint64(Size(q.Get("variant"))); size > 0 && (size != s.size || deal != 0 && deal != s.deal) {
		s.OnInit()
	}
}

// OnInit deals the pile the page asks for (size and deal number), or a
// new one.
func (s *Screen) OnInit() {
	if s.ISession == nil {
		s.ISession = &app.Session{Storage: app.MemoryStorage{}}
	}
	q := s.ISession.Params
	s.size = uint64(max(Size(q.Get("variant")), 3))
	s.choosing = false
	deal, err := strconv.ParseUint(q.Get("deal"), 10, 64)
	if err != nil || deal == 0 {
		deal = 1 + rand.Uint64N(999999)
	}
	s.dealPile(deal)
	solvedTally(s.ISession) // an unreadable tally is kept aside and the player told
}

// OnMount marks the screen ready for play (and for tests).
func (s *Screen) OnMount(ctx goapp.Context) {
	s.ready = true
	ctx.Update()
}

// dealPile deals pile number deal.
func (s *Screen) dealPile(deal uint64) {
	g, err := engine.NewSolitaire(int(s.size), deal)
	if err != nil { // size is 3 or 4
		panic(err)
	}
	s.deal, s.game, s.choosing, s.tallied = deal, g, false, false
	s.changed()
}

// changed asks the solver about the new board and counts a won deal once.
func (s *Screen) changed() {
	s.next, s.winnable = s.game.Solve()
	if s.game.Status() == engine.SoloWon && !s.tallied {
		s.tallied = true
		t := solvedTally(s.ISession)
		t[strconv.Itoa(int(s.size))]++
		b, _ := json.Marshal(t)
		s.ISession.Storage.Save(solvedKey, string(b))
	}
}

// solvedTally reads the deals solved per size ("3", "4") from ss's
// storage. A tally that cannot be read counts none; it is kept aside
// (app.Saves.KeepAside) before a won deal saves a fresh one over it.
func solvedTally(ss *app.Session) map[string]int {
	t := map[string]int{}
	if data, ok := ss.Storage.Load(solvedKey); ok {
		if json.Unmarshal([]byte(data), &t) != nil {
			t = map[string]int{}
			ss.Saves().KeepAside(solvedKey, data, app.AsideProgress)
		}
	}
	return t
}

// movesAt returns the ways to lay the turned-up tile at place p.
func (s *Screen) movesAt(p engine.Point) []engine.Move {
	moves, _ := s.game.Moves()
	var out []engine.Move
	for _, m := range moves {
		if m.At == p {
			out = append(out, m)
		}
	}
	return out
}

// play lays the turned-up tile by m.
func (s *Screen) play(m engine.Move) {
	if s.game.Play(m) == nil {
		s.choosing = false
		s.changed()
	}
}

// hintMove returns a move after which the deal can still be won (the
// solver's step, found with its verdict).
func (s *Screen) hintMove() (engine.Move, bool) {
	return s.next, s.winnable && s.game.Status() == engine.SoloPlaying
}

// Render draws the board and the panel.
func (s *Screen) Render() goapp.UI {
	p := i18n.For(s.ILang)
	ready := ""
	if s.ready {
		ready = "1"
	}
	return goapp.Div().Class("trax").Body(
		board.TileDefs(),
		goapp.Main().ID("solitaire").Class("game solitaire").Attr("data-ready", ready).
			Attr("data-size", int(s.size)).Attr("data-deal", strconv.FormatUint(s.deal, 10)).Body(
			goapp.Div().Class("board-area").Body(s.renderBoard(p)),
			s.renderPanel(p),
		),
	)
}

// renderBoard draws the tiles, the square and the places the turned-up
// tile may go.
func (s *Screen) renderBoard(p *i18n.Printer) goapp.UI {
	pos := s.game.Position()
	frame, ok := board.LimitFrame(pos)
	if !ok {
		frame = engine.Rect{MinX: 0, MinY: 0, MaxX: 0, MaxY: 0}
	}
	vb := board.FitBox(frame)
	body := []goapp.UI{}
	for _, pl := range pos.Placements() {
		body = append(body, board.TileUse(pl.Tile, pl.At).Class("tile").Attr("data-tile", board.SpaceAttr(pl.At)))
	}
	if ok {
		body = append(body, board.SVG("rect").ID("limit-frame").Class("limit-frame").
			Attr("x", frame.MinX*board.Unit).Attr("y", frame.MinY*board.Unit).
			Attr("width", frame.Width()*board.Unit).Attr("height", frame.Height()*board.Unit))
	}
	if s.game.Status() != engine.SoloWon {
		// The goal path so far: the longest track through the tiles.
		for _, q := range s.game.LongestPath() {
			body = append(body, board.SVG("rect").Class("goal-mark").Attr("data-goal", board.SpaceAttr(q)).
				Attr("x", q.X*board.Unit+10).Attr("y", q.Y*board.Unit+10).Attr("width", board.Unit-20).Attr("height", board.Unit-20).Attr("rx", 8))
		}
	} else {
		for _, q := range s.game.WinningPath() {
			body = append(body, board.SVG("rect").Class("last-mark").Attr("data-trace", board.SpaceAttr(q)).
				Attr("x", q.X*board.Unit+4).Attr("y", q.Y*board.Unit+4).Attr("width", board.Unit-8).Attr("height", board.Unit-8).Attr("rx", 6))
		}
	}
	moves, _ := s.game.Moves()
	seen := map[engine.Point]bool{}
	for _, m := range moves {
		if seen[m.At] {
			continue
		}
		seen[m.At] = true
		class := "space"
		if s.choosing && s.place == m.At {
			class += " space-selected"
		}
		body = append(body, board.SVG("rect").Class(class).Attr("data-solo-space", board.SpaceAttr(m.At)).
			Attr("x", m.At.X*board.Unit+6).Attr("y", m.At.Y*board.Unit+6).
			Attr("width", board.Unit-12).Attr("height", board.Unit-12).Attr("rx", 10).
			Attr("role", "button").Aria("label", p.T("trax.board.space", "place", pos.PlaceName(m.At))))
	}
	return goapp.Div().ID("board").Class("board").Body(
		board.SVG("svg").ID("board-svg").Class("board-svg").Attr("viewBox", vb.String()).
			Attr("preserveAspectRatio", "xMidYMid meet").OnClick(s.onBoardClick).Body(body...),
	)
}

// renderPanel shows the turned-up tile, the rule that applies, the state
// of the deal and the buttons.
func (s *Screen) renderPanel(p *i18n.Printer) goapp.UI {
	g := s.game
	status := g.Status()
	var state string
	switch {
	case status == engine.SoloWon:
		state = p.T("trax.solo.won")
	case status == engine.SoloLost:
		state = p.T("trax.solo.lost")
	case s.winnable:
		state = p.T("trax.solo.winnable")
	default:
		state = p.T("trax.solo.not-winnable")
	}
	var rule string
	if _, turned := g.Moves(); turned {
		rule = p.T("trax.solo.rule6")
	} else if status == engine.SoloPlaying && g.Position().TileCount() > 0 {
		rule = p.T("trax.solo.rule2")
	}
	if len(g.Position().LastTurn()) > 1 {
		rule = p.N("trax.solo.rule5", len(g.Position().LastTurn())-1) + " " + rule
	}
	tally := solvedTally(s.ISession)
	body := []goapp.UI{
		goapp.H1().Class("solo-title").Text(p.T("trax.solo.title", "size", int(s.size), "deal", strconv.FormatUint(s.deal, 10))),
		goapp.P().ID("solo-goal").Class("solo-goal").Text(p.T("trax.solo.goal", "size", int(s.size))),
	}
	if top := g.Top(); top != engine.Empty {
		body = append(body, goapp.Div().ID("solo-top").Class("roll").Attr("data-top-tile", int(top)).Body(
			board.SVG("svg").Class("roll-tile").Attr("viewBox", "0 0 100 100").Aria("hidden", "true").Body(board.TileUse(top, engine.Point{})),
			goapp.Span().Text(p.N("trax.solo.left", len(g.Pile()))),
		))
	}
	body = append(body,
		goapp.P().ID("solo-rule").Class("hint").Text(strings.TrimSpace(rule)),
		goapp.P().ID("solo-state").Class("turn").Attr("data-state", status.String()).Attr("data-winnable", s.winnable).Text(state),
	)
	if s.choosing {
		opts := []goapp.UI{}
		for i, m := range s.movesAt(s.place) {
			opts = append(opts, goapp.Button().Class("choice").Attr("data-solo-move", i).
				Aria("label", p.T("trax.choice.play", "move", g.Position().FormatMove(m))).Body(
				board.SVG("svg").Class("roll-tile").Attr("viewBox", "0 0 100 100").Aria("hidden", "true").Body(board.TileUse(m.Tile, engine.Point{})),
			))
		}
		body = append(body, goapp.Div().ID("solo-choices").Class("choices-list").OnClick(s.onChoice).Body(opts...))
	}
	body = append(body,
		goapp.Div().Class("controls").Body(
			goapp.Button().ID("solo-hint").Disabled(status != engine.SoloPlaying || !s.winnable).OnClick(s.onHint).Text(p.T("trax.hint.button")),
			goapp.Button().ID("solo-undo").Disabled(g.Position().TileCount() == 0).OnClick(s.onUndo).Text(p.T("trax.panel.undo")),
			goapp.Button().ID("solo-new").OnClick(s.onNewDeal).Text(p.T("trax.solo.new-deal")),
		),
		goapp.Div().Class("controls").Body(
			goapp.Elem("a").ID("solo-size").Class("button").Attr("href", Link(7-int(s.size), 1+rand.Uint64N(999999))).
				Text(p.T("trax.solo.other-size", "size", 7-int(s.size))),
			goapp.Elem("a").ID("solo-trax").Class("button").Attr("href", app.PlayLink("trax", url.Values{"variant": {"trax"}})).
				Text(p.T("trax.solo.back")),
		),
		goapp.P().ID("solo-tally").Class("hint").Text(p.T("trax.solo.tally", "three", tally["3"], "four", tally["4"])),
	)
	return goapp.Aside().Class("panel").Body(body...)
}

func (s *Screen) onBoardClick(ctx goapp.Context, e goapp.Event) {
	el := e.Get("target").Call("closest", "[data-solo-space]")
	if !el.Truthy() {
		s.choosing = false
		return
	}
	q, ok := board.ParseSpace(el.Call("getAttribute", "data-solo-space").String())
	if !ok {
		return
	}
	switch moves := s.movesAt(q); len(moves) {
	case 0:
	case 1:
		s.play(moves[0])
	default:
		s.place, s.choosing = q, true
	}
}

func (s *Screen) onChoice(ctx goapp.Context, e goapp.Event) {
	i, ok := app.ClickedIndex(e, "data-solo-move")
	if moves := s.movesAt(s.place); ok && i >= 0 && i < len(moves) {
		s.play(moves[i])
	}
}

func (s *Screen) onHint(ctx goapp.Context, e goapp.Event) {
	if m, ok := s.hintMove(); ok {
		s.play(m)
	}
}

func (s *Screen) onUndo(ctx goapp.Context, e goapp.Event) {
	if s.game.Undo() {
		s.choosing = false
		s.changed()
	}
}

func (s *Screen) onNewDeal(ctx goapp.Context, e goapp.Event) {
	s.dealPile(1 + rand.Uint64N(999999))
	// The address names the deal, so a link replays it.
	goapp.Window().Get("history").Call("replaceState", nil, "", Link(int(s.size), s.deal))
}
