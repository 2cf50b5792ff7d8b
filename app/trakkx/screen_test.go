package trakkx

import (
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	engine "traxapp/engine/trakkx"
)

// render draws the screen of c as HTML.
func render(c *controller) string {
	s := &screen{life: life{Ctl: c, Ready: true}}
	return goapp.HTMLString(s.Render())
}

func TestScreenHidesHandsBetweenPeople(t *testing.T) {
	c := testController(t, nil, swapSeed, person, person, person)
	html := render(c)
	for _, want := range []string{`id="handover"`, `id="reveal"`, "Pass the device to Player 1."} {
		if !strings.Contains(html, want) {
			t.Errorf("handover screen lacks %s", want)
		}
	}
	if strings.Contains(html, "data-hand=") {
		t.Error("a hand is shown during the handover")
	}
	c.reveal()
	html = render(c)
	if strings.Contains(html, `id="handover"`) || strings.Count(html, "data-hand=") != 15 {
		t.Errorf("after reveal: handover %v, %d hand tokens", strings.Contains(html, `id="handover"`), strings.Count(html, "data-hand="))
	}
}

func TestScreenShowsTurn(t *testing.T) {
	c := testController(t, nil, runSeed, person, easy)
	place(t, c, "R12a", 0, 0)
	place(t, c, "R13a", 1, 0)
	html := render(c)
	for _, want := range []string{`id="trakkx"`, `data-ready="1"`, `data-cell="0,0"`, `data-token="R12a"`, `data-bad="1"`,
		`data-problem="TwoTokenLine"`, `id="submit"`, `id="undo-all"`, `id="draw"`, `id="bag"`, `data-display=`,
		`data-seat="1"`, "Computer, easy", `id="sort-value"`, "●"} {
		if !strings.Contains(html, want) {
			t.Errorf("the screen lacks %s", want)
		}
	}
	if strings.Contains(html, "trakkx.") {
		t.Error("the screen shows a catalog key")
	}
	c.openForm(true)
	c.setFormPlayers(4)
	c.setFormLevel(3, "hard")
	if html := render(c); !strings.Contains(html, `data-form-seat="3"`) || !strings.Contains(html, `id="start"`) {
		t.Error("the new-game form lacks its seats")
	}
	c.setFormName(0, "  Åsa Öberg-Lindqvist von Längeby  ")
	c.startFromForm()
	if got := c.seatName(0); got != "Åsa Öberg-Lindqvist von " {
		t.Errorf("name %q", got)
	}
	if len(c.seats) != 4 || c.seats[3].Level != "hard" || c.seats[1].Level != "easy" {
		t.Errorf("the form started %v", c.seats)
	}
}

func TestRulesDiagrams(t *testing.T) {
	for name, tab := range map[string]engine.Table{"set": rulesSet(), "run": rulesRun(), "crossing": rulesCrossing()} {
		if ps := engine.CheckTable(tab, 3); len(ps) != 0 {
			t.Errorf("the %s is refused: %v", name, ps)
		}
	}
	if g := engine.Groups(rulesCrossing()); len(g) != 1 {
		t.Errorf("the crossing has %d groups", len(g))
	}
	ps := engine.CheckTable(rulesTwoTokens(), 3)
	if len(ps) == 0 || ps[0].Code != engine.TwoTokenLine {
		t.Errorf("the two-token line: %v", ps)
	}
}

func TestRulesPageRenders(t *testing.T) {
	html := goapp.HTMLString(rulesBody(en))
	for _, want := range []string{`id="rules-lines"`, `id="rules-table"`, `id="rules-actions"`, `class="tk-cell tk-red tk-bad"`,
		`data-token="B5a"`, "A crossing"} {
		if !strings.Contains(html, want) {
			t.Errorf("the rules page lacks %s", want)
		}
	}
	if strings.Contains(html, "trakkx.") {
		t.Error("the rules page shows a catalog key")
	}
}

func TestEveryLanguageRenders(t *testing.T) {
	for _, l := range i18n.Languages {
		p := i18n.For(l)
		c := testController(t, nil, swapSeed, person, person, hard)
		c.SetPrinter(p)
		c.reveal()
		place(t, c, "B10a", 0, 0)
		place(t, c, "B11b", 1, 0)
		c.submit()
		html := render(c) + goapp.HTMLString(rulesBody(p))
		if strings.Contains(html, "trakkx.") {
			i := strings.Index(html, "trakkx.")
			t.Errorf("%s: a catalog key is shown: %s", l, html[i:min(len(html), i+60)])
		}
		if c.message == "" || strings.Contains(c.message, "{") {
			t.Errorf("%s: refusal %q", l, c.message)
		}
	}
}

// TestTableTabStop: the table is one tab stop, at the cursor while it is
// on the table drawn, else at the first token in reading order, else in
// the middle of the empty table.
func TestTableTabStop(t *testing.T) {
	a, b := engine.Pos{Row: 0, Col: 2}, engine.Pos{Row: 1, Col: -1}
	table := engine.Table{a: 1, b: 2}
	for _, tc := range []struct {
		name      string
		table     engine.Table
		cursor    engine.Pos
		hasCursor bool
		want      engine.Pos
	}{
		{"empty", nil, engine.Pos{}, false, engine.Pos{}},
		{"first token", table, engine.Pos{}, false, a},
		{"cursor", table, engine.Pos{Row: 2, Col: 3}, true, engine.Pos{Row: 2, Col: 3}},
		{"cursor off the table", table, engine.Pos{Row: 9, Col: 0}, true, a},
	} {
		r0, r1, c0, c1 := tableArea(tc.table)
		if got := tabStop(tc.table, tc.cursor, tc.hasCursor, r0, r1, c0, c1); got != tc.want {
			t.Errorf("%s: tab stop %v, want %v", tc.name, got, tc.want)
		}
	}
}
