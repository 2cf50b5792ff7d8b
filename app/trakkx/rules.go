package trakkx

import (
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	engine "traxapp/engine/trakkx"
)

// rulesSection is one section of the rules page: a heading, paragraphs
// and diagrams, all by catalog key (trakkx.rules.<id>.title, .p1...).
type rulesSection struct {
	id         string
	paragraphs int
	diagrams   func(p *i18n.Printer) []goapp.UI
}

// rulesSections are the rules page of TRAKKX, in reading order. The
// diagrams are tables the engine's validator judges (rules_test.go), so
// a picture cannot contradict the rules.
var rulesSections = []rulesSection{
	{id: "aim", paragraphs: 2},
	{id: "tokens", paragraphs: 2},
	{id: "turn", paragraphs: 2},
	{id: "lines", paragraphs: 2, diagrams: lineDiagrams},
	{id: "table", paragraphs: 3, diagrams: tableDiagrams},
	{id: "opening", paragraphs: 2},
	{id: "actions", paragraphs: 2},
	{id: "end", paragraphs: 2},
	{id: "app", paragraphs: 2},
}

// rulesBody is the rules page of TRAKKX in p's language.
func rulesBody(p *i18n.Printer) goapp.UI {
	sections := []goapp.UI{goapp.P().Class("rules-intro").Text(p.T("trakkx.rules.intro"))}
	for _, s := range rulesSections {
		body := []goapp.UI{goapp.H2().Text(p.T("trakkx.rules." + s.id + ".title"))}
		for i := 1; i <= s.paragraphs; i++ {
			body = append(body, goapp.P().Text(p.T("trakkx.rules."+s.id+".p"+strconv.Itoa(i))))
		}
		if s.diagrams != nil {
			body = append(body, goapp.Div().Class("diagrams").Body(s.diagrams(p)...))
		}
		sections = append(sections, goapp.Section().ID("rules-"+s.id).Class("rules-section").Body(body...))
	}
	return goapp.Div().Class("rules-body trakkx-rules").Body(sections...)
}

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
func figure(d goapp.UI, caption string) goapp.UI {
	return goapp.Elem("figure").Class("diagram-figure").Body(d, goapp.Elem("figcaption").Text(caption))
}

// diagram draws a table as a small picture with the tokens the game
// screen draws; bad cells are marked as the screen marks them.
func diagram(t engine.Table, bad map[engine.Pos]bool, label string) goapp.UI {
	if len(t) == 0 {
		return goapp.Div().Class("tk-diagram")
	}
	r0, r1, c0, c1 := tableArea(t)
	r0, r1, c0, c1 = r0+2, r1-2, c0+2, c1-2
	rows := make([]goapp.UI, 0, r1-r0+1)
	for r := r0; r <= r1; r++ {
		cells := make([]goapp.UI, 0, c1-c0+1)
		for c := c0; c <= c1; c++ {
			at := engine.Pos{Row: r, Col: c}
			id, ok := t[at]
			if !ok {
				cells = append(cells, goapp.Span().Class("tk-cell tk-empty"))
				continue
			}
			class := "tk-cell " + colorClass(id)
			if bad[at] {
				class += " tk-bad"
			}
			cells = append(cells, goapp.Span().Class(class).Attr("data-token", id.String()).Body(tokenFace(id)...))
		}
		rows = append(rows, goapp.Div().Class("tk-row").Body(cells...))
	}
	d := goapp.Div().Class("tk-diagram tk-grid zoom-1")
	if label != "" {
		d = d.Role("img").Aria("label", label)
	} else {
		d = d.Aria("hidden", "true")
	}
	return d.Body(rows...)
}
