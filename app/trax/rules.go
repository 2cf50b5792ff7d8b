package trax

import (
	"errors"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	"traxapp/app/round"
	engine "traxapp/engine/trax"
)

// rulesSections are the rules page of Trax, in reading order. Every
// diagram is a position the engine computes from a game record, so a
// picture can never contradict the rules.
var rulesSections = []round.RulesSection{
	{ID: "aim", Paragraphs: 2, Diagrams: aimDiagrams},
	{ID: "tile", Paragraphs: 2, Diagrams: tileDiagrams},
	{ID: "place", Paragraphs: 2, Diagrams: placeDiagrams},
	{ID: "forced", Paragraphs: 2, Diagrams: forcedDiagrams},
	{ID: "illegal", Paragraphs: 2, Diagrams: illegalDiagrams},
	{ID: "loop", Paragraphs: 2, Diagrams: loopDiagrams},
	{ID: "line", Paragraphs: 2, Diagrams: lineDiagrams},
	{ID: "end", Paragraphs: 2},
	{ID: "clock", Paragraphs: 2},
	{ID: "notation", Paragraphs: 2},
	{ID: "8x8", Paragraphs: 2},
	{ID: "loop-trax", Paragraphs: 1},
	{ID: "tur", Paragraphs: 3},
	{ID: "solitaire", Paragraphs: 3},
}

// rulesBody is the rules page of Trax in p's language.
func rulesBody(p *i18n.Printer) goapp.UI { return round.RulesPage(p, "trax", rulesSections) }

// figure is a diagram with its caption.
var figure = round.Figure

// rulesPosition replays a record of unlimited Trax; the records here are
// checked by the tests, so an error is a programming error.
func rulesPosition(rec string) *engine.Position {
	g, err := engine.LoadRecord(engine.Trax, rec)
	if err != nil {
		panic("trax rules: bad record " + rec + ": " + err.Error())
	}
	return g.Position()
}

// Records the rules page draws.
const (
	rulesAimRecord   = `@0/ A0/ A3/ B3/ @3+ B0+` // the 1986 Challenge Match, game 1
	rulesPlaceRecord = `@0+`
	// rulesForcedSetup is a position where some moves force tiles.
	rulesForcedSetup = `@0/ @1\`
	// rulesIllegalSetup and rulesIllegalMove: the move would force a tile
	// into a space with three edges of one colour (trax.md, test data).
	rulesIllegalSetup = `@0+ B1/ C1/ A2/ A3+ A4/ B4+ C4/`
	rulesIllegalMove  = `C3/`
	rulesLoopRecord   = `@0/ @1\ A0/`
	rulesLineRecord   = `@0+ B1+ C1+ D1+ E1+ F1+ G1+ H1+`
)

func aimDiagrams(p *i18n.Printer) []goapp.UI {
	return []goapp.UI{figure(diagram(rulesPosition(rulesAimRecord), diagramOptions{label: p.T("trax.rules.aim.fig")}), p.T("trax.rules.aim.fig"))}
}

// tileDiagrams shows the tile's two faces: curves and straight tracks.
func tileDiagrams(p *i18n.Printer) []goapp.UI {
	curve, straight := rulesPosition(`@0/`), rulesPosition(`@0+`)
	return []goapp.UI{
		figure(diagram(curve, diagramOptions{label: p.T("trax.rules.tile.curves")}), p.T("trax.rules.tile.curves")),
		figure(diagram(straight, diagramOptions{label: p.T("trax.rules.tile.straight")}), p.T("trax.rules.tile.straight")),
	}
}

// placeDiagrams shows the three ways a tile can be laid against one
// edge: the engine's legal moves at the space east of the first tile.
func placeDiagrams(p *i18n.Printer) []goapp.UI {
	pos := rulesPosition(rulesPlaceRecord)
	var out []goapp.UI
	for _, m := range placeExamples(pos) {
		q := pos.Clone()
		name := q.FormatMove(m)
		if q.Play(m) != nil {
			continue
		}
		out = append(out, figure(diagram(q, diagramOptions{lastTurn: true, label: name}), name))
	}
	return out
}

// placeExamples returns the legal moves at the space east of the first
// tile of pos: one per symbol (+, / and \).
func placeExamples(pos *engine.Position) []engine.Move {
	var out []engine.Move
	for _, m := range pos.LegalMoves(nil) {
		if m.At == (engine.Point{X: 1, Y: 0}) {
			out = append(out, m)
		}
	}
	return out
}

// forcedDiagrams shows a turn that forces tiles: the first legal move of
// the setup that forces a tile without ending the game.
func forcedDiagrams(p *i18n.Printer) []goapp.UI {
	before := rulesPosition(rulesForcedSetup)
	after, ok := forcedExample(before)
	if !ok {
		return nil
	}
	return []goapp.UI{
		figure(diagram(before, diagramOptions{label: p.T("trax.rules.forced.before")}), p.T("trax.rules.forced.before")),
		figure(diagram(after, diagramOptions{lastTurn: true, label: p.T("trax.rules.forced.after")}), p.T("trax.rules.forced.after")),
	}
}

// forcedExample plays, on a copy of pos, the first legal move that forces
// at least one tile and does not end the game.
func forcedExample(pos *engine.Position) (*engine.Position, bool) {
	for _, m := range pos.LegalMoves(nil) {
		q := pos.Clone()
		if q.Play(m) == nil && len(q.LastTurn()) > 1 && !q.Outcome().Over() {
			return q, true
		}
	}
	return nil, false
}

// illegalDiagrams rings the space that an illegal move would leave with
// three edges of one colour.
func illegalDiagrams(p *i18n.Printer) []goapp.UI {
	pos := rulesPosition(rulesIllegalSetup)
	at, ok := illegalExample(pos)
	if !ok {
		return nil
	}
	caption := p.T("trax.rules.illegal.fig", "move", rulesIllegalMove, "place", pos.PlaceName(at))
	return []goapp.UI{figure(diagram(pos, diagramOptions{marks: []engine.Point{at}, label: caption}), caption)}
}

// illegalExample returns the space where rulesIllegalMove is played in
// pos, when the engine refuses it for three edges of one colour.
func illegalExample(pos *engine.Position) (engine.Point, bool) {
	m, err := pos.ParseMove(rulesIllegalMove)
	if err != nil {
		return engine.Point{}, false
	}
	_, _, err = pos.Preview(m)
	return m.At, errors.Is(err, engine.ErrThreeColors)
}

func loopDiagrams(p *i18n.Printer) []goapp.UI {
	pos := rulesPosition(rulesLoopRecord)
	return []goapp.UI{figure(diagram(pos, diagramOptions{trace: true, lastTurn: true, label: p.T("trax.rules.loop.fig")}), p.T("trax.rules.loop.fig"))}
}

func lineDiagrams(p *i18n.Printer) []goapp.UI {
	pos := rulesPosition(rulesLineRecord)
	return []goapp.UI{figure(diagram(pos, diagramOptions{trace: true, label: p.T("trax.rules.line.fig")}), p.T("trax.rules.line.fig"))}
}
