package traxit

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	"traxapp/app/round"
	engine "traxapp/engine/traxit"
)

// diagramOptions say what a rules diagram points out besides the pawns.
type diagramOptions struct {
	// levelNumbers writes each cell's level in it.
	levelNumbers bool
	// startRows outlines the start cells.
	startRows bool
	// routes, targets and the picked pawn (when pick is set) are drawn as
	// on the game's board.
	routes  [][]engine.Cell
	targets []engine.Cell
	picked  engine.Cell
	pick    bool
	// label is the diagram's accessible name.
	label string
}

// diagram draws pos for the rules page and the home page with the
// game's own board drawing.
func diagram(pos *engine.Position, o diagramOptions) goapp.UI {
	picked := engine.NoCell
	if o.pick {
		picked = o.picked
	}
	return goapp.Div().Class("traxit-diagram").Body(drawBoard(pos, boardView{
		startRows: o.startRows, routes: o.routes, targets: o.targets, picked: picked,
		levelNumbers: o.levelNumbers, label: o.label, glide: engine.NoCell, targetSeat: -1,
	}))
}

// levelNumbers writes the level of every cell in it.
func levelNumbers() goapp.UI {
	out := make([]goapp.UI, 0, engine.Size*engine.Size)
	for r := range int8(engine.Size) {
		for col := range int8(engine.Size) {
			c := engine.Cell{R: r, C: col}
			x, y := cellCenter(c)
			out = append(out, svgEl("text").Class("level-number").Attr("x", x).Attr("y", y+8).
				Attr("text-anchor", "middle").Text(itoa(c.Level())))
		}
	}
	return svgEl("g").Class("level-numbers").Body(out...)
}

// rulesSections are the rules page of TRAXIT, in reading order. Every
// diagram is a position the engine computes from a game record, so a
// picture cannot contradict the rules.
var rulesSections = []round.RulesSection{
	{ID: "aim", Paragraphs: 2, Diagrams: levelDiagrams},
	{ID: "setup", Paragraphs: 2, Diagrams: setupDiagrams},
	{ID: "cards", Paragraphs: 2, Diagrams: cardDiagrams},
	{ID: "move", Paragraphs: 2},
	{ID: "traxit", Paragraphs: 2, Diagrams: traxitDiagrams},
	{ID: "scoring", Paragraphs: 2},
	{ID: "variants", Paragraphs: 2},
	{ID: "clock", Paragraphs: 2},
}

// rulesBody is the rules page of TRAXIT in p's language.
func rulesBody(p *i18n.Printer) goapp.UI { return round.RulesPage(p, "traxit", rulesSections) }

// figure is a diagram with its caption.
var figure = round.Figure

// Records the rules page draws.
const (
	// rulesStartRecord is a two-player game before any pawn is placed.
	rulesStartRecord = "traxit 1\nplayers 2\n"
	// rulesCardRecord: both players placed, Blue gave Red card P07.
	rulesCardRecord = "traxit 1\nplayers 2\nstart 1\nplace c8 g8\nplace c1 f1\ncard P07\n"
	// rulesTraxitRecord: Red gives Blue card P12, with which neither of
	// Blue's pawns can move: TRAXIT.
	rulesTraxitRecord = "traxit 1\nplayers 2\nsets 3\nrounds 3\nstart 0\ncards P01 P02 P03 P05 P08 P11 P12 P13 P15\n" +
		"place c1 f1\nplace c8 f8\ncard P02\nmove c8 b7\ncard P02\nmove c1 d2\ncard P15\nmove f8 h5\ncard P13\nmove d2 b6\ncard P12\n"
	// rulesTraxitAction is Red's relocation of Blue's pawn.
	rulesTraxitAction = "traxit h5 h1"
)

// rulesGame replays a record of the rules page; the records here are
// checked by the tests, so an error gives an empty game, never a panic.
func rulesGame(rec string) *engine.Game {
	g, err := engine.ParseRecord(rec)
	if err != nil {
		g, _ = engine.NewGame(engine.Options{Players: 2})
	}
	return g
}

// levelDiagrams shows the four levels with their numbers.
func levelDiagrams(p *i18n.Printer) []goapp.UI {
	pos := rulesGame(rulesStartRecord).Position()
	caption := p.T("traxit.rules.aim.fig")
	return []goapp.UI{figure(diagram(pos, diagramOptions{levelNumbers: true, label: caption}), caption)}
}

// setupDiagrams shows the start rows and the obstacles of two players.
func setupDiagrams(p *i18n.Printer) []goapp.UI {
	pos := rulesGame(rulesStartRecord).Position()
	caption := p.T("traxit.rules.setup.fig")
	return []goapp.UI{figure(diagram(pos, diagramOptions{startRows: true, label: caption}), caption)}
}

// cardDiagrams shows card P07 and where it takes Red's pawns: every free
// route, both where a cell is reached two ways.
func cardDiagrams(p *i18n.Printer) []goapp.UI {
	pos := rulesGame(rulesCardRecord).Position()
	k := pos.PendingCard()
	if k < 0 {
		return nil
	}
	routes := freeRoutes(pos, pos.Mover(), k, engine.NoCell)
	var targets []engine.Cell
	for _, r := range routes {
		targets = append(targets, r[len(r)-1])
	}
	caption := p.T("traxit.rules.cards.fig", "card", cardName(pos, k))
	return []goapp.UI{
		figure(goapp.Div().Class("card card-pending").Body(cardPicture(pos.Cards(), k)), cardName(pos, k)),
		figure(diagram(pos, diagramOptions{routes: routes, targets: targets, label: caption}), caption),
	}
}

// traxitDiagrams shows a TRAXIT: the card that leaves Blue without a
// move, and Red sending Blue's pawn down to level 1.
func traxitDiagrams(p *i18n.Printer) []goapp.UI {
	g := rulesGame(rulesTraxitRecord)
	before := g.Position()
	if before.Phase() != engine.PhaseTraxit {
		return nil
	}
	a, err := before.ParseAction(rulesTraxitAction)
	if err != nil || g.Apply(a) != nil {
		return nil
	}
	after := g.Position()
	c1 := p.T("traxit.rules.traxit.before", "card", cardName(before, before.PendingCard()))
	c2 := p.T("traxit.rules.traxit.after", "from", a.From.String(), "to", a.To.String())
	return []goapp.UI{
		figure(diagram(before, diagramOptions{picked: a.From, pick: true, label: c1}), c1),
		figure(diagram(after, diagramOptions{routes: [][]engine.Cell{{a.From, a.To}}, picked: a.To, pick: true, label: c2}), c2),
	}
}
