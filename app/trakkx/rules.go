package trakkx

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	"traxapp/app/round"
	engine "traxapp/engine/trakkx"
)

// rulesSections are the rules page of TRAKKX, in reading order. The
// diagrams are tables the engine's validator judges (rules_test.go), so
// a picture cannot contradict the rules.
var rulesSections = []round.RulesSection{
	{ID: "aim", Paragraphs: 2},
	{ID: "tokens", Paragraphs: 2},
	{ID: "turn", Paragraphs: 2},
	{ID: "lines", Paragraphs: 2, Diagrams: lineDiagrams},
	{ID: "table", Paragraphs: 3, Diagrams: tableDiagrams},
	{ID: "opening", Paragraphs: 2},
	{ID: "actions", Paragraphs: 2},
	{ID: "clock", Paragraphs: 2},
	{ID: "end", Paragraphs: 2},
	{ID: "app", Paragraphs: 2},
}

// rulesBody is the rules page of TRAKKX in p's language.
func rulesBody(p *i18n.Printer) goapp.UI { return round.RulesPage(p, "trakkx", rulesSections) }

// row lays tokens out left to right from (row, col).
func row(t engine.Table, r, c int, ids ...engine.TokenID) engine.Table {
	for i, id := range ids {
		t[engine.Pos{Row: r, Col: c + i}] = id
	}
	return t
}

// num is the first copy of the number token of colour c and value v.
func num(c engine.Color, v int) engine.TokenID { return engine.NumberToken(c, v, 0) }

// rulesSet is a set: one value in three colours.
func rulesSet() engine.Table {
	return row(engine.Table{}, 0, 0, num(engine.Red, 5), num(engine.Yellow, 5), num(engine.Blue, 5))
}

// rulesRun is a run: one colour, values in steps of one.
func rulesRun() engine.Table {
	return row(engine.Table{}, 0, 0, num(engine.Green, 7), num(engine.Green, 8), num(engine.Green, 9), num(engine.Green, 10))
}

// rulesCrossing is a run of blues crossed by a set of fives.
func rulesCrossing() engine.Table {
	t := row(engine.Table{}, 0, 0, num(engine.Blue, 4), num(engine.Blue, 5), num(engine.Blue, 6))
	t[engine.Pos{Row: -1, Col: 1}] = num(engine.Red, 5)
	t[engine.Pos{Row: 1, Col: 1}] = num(engine.Yellow, 5)
	return t
}

// rulesTwoTokens is the refused line of two tokens.
func rulesTwoTokens() engine.Table {
	return row(engine.Table{}, 0, 0, num(engine.Red, 4), num(engine.Red, 5))
}

func lineDiagrams(p *i18n.Printer) []goapp.UI {
	return []goapp.UI{
		figure(diagram(rulesSet(), nil, p.T("trakkx.rules.fig.set")), p.T("trakkx.rules.fig.set")),
		figure(diagram(rulesRun(), nil, p.T("trakkx.rules.fig.run")), p.T("trakkx.rules.fig.run")),
	}
}

func tableDiagrams(p *i18n.Printer) []goapp.UI {
	two := rulesTwoTokens()
	bad := map[engine.Pos]bool{}
	for _, pr := range engine.CheckTable(two, engine.GroupLimit(2)) {
		for _, at := range pr.Cells {
			bad[at] = true
		}
	}
	return []goapp.UI{
		figure(diagram(rulesCrossing(), nil, p.T("trakkx.rules.fig.crossing")), p.T("trakkx.rules.fig.crossing")),
		figure(diagram(two, bad, p.T("trakkx.rules.fig.two")), p.T("trakkx.rules.fig.two")),
	}
}

// figure is a diagram with its caption.
var figure = round.Figure

// diagram draws a table as a small picture with the tokens the game
// screen draws; bad cells are marked as the screen marks them.
func diagram(t engine.Table, bad map[engine.Pos]bool, label string) goapp.UI {
	if len(t) == 0 {
		return goapp.Div().Class("tk-diagram")
	}
	r0, r1, c0, c1 := tableArea(t)
	rows := tableRows(r0+2, r1-2, c0+2, c1-2, func(at engine.Pos) goapp.UI {
		id, ok := t[at]
		if !ok {
			return goapp.Span().Class("tk-cell tk-empty")
		}
		class := "tk-cell " + colorClass(id)
		if bad[at] {
			class += " tk-bad"
		}
		return goapp.Span().Class(class).Attr("data-token", id.String()).Body(tokenFace(id)...)
	})
	d := goapp.Div().Class("tk-diagram tk-grid zoom-1")
	if label != "" {
		d = d.Role("img").Aria("label", label)
	} else {
		d = d.Aria("hidden", "true")
	}
	return d.Body(rows...)
}
