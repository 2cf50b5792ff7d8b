package round

import (
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
)

// RulesSection is one section of a game's rules page: a heading,
// paragraphs and diagrams, all by catalog key (<game>.rules.<ID>.title,
// .p1, .p2...).
type RulesSection struct {
	ID         string
	Paragraphs int
	// Diagrams, when set, draws the section's figures (Figure).
	Diagrams func(p *i18n.Printer) []goapp.UI
}

// RulesPage is the rules page of game in p's language: its intro
// (<game>.rules.intro), then sections in reading order, each
// #rules-<ID>.rules-section.
func RulesPage(p *i18n.Printer, game string, sections []RulesSection) goapp.UI {
	out := make([]goapp.UI, 0, len(sections)+1)
	out = append(out, goapp.P().Class("rules-intro").Text(p.T(game+".rules.intro")))
	for _, s := range sections {
		key := game + ".rules." + s.ID
		body := []goapp.UI{goapp.H2().Text(p.T(key + ".title"))}
		for i := 1; i <= s.Paragraphs; i++ {
			body = append(body, goapp.P().Text(p.T(key+".p"+strconv.Itoa(i))))
		}
		if s.Diagrams != nil {
			body = append(body, goapp.Div().Class("diagrams").Body(s.Diagrams(p)...))
		}
		out = append(out, goapp.Section().ID("rules-"+s.ID).Class("rules-section").Body(body...))
	}
	return goapp.Div().Class("rules-body " + game + "-rules").Body(out...)
}

// Figure is a diagram with its caption.
func Figure(diagram goapp.UI, caption string) goapp.UI {
	return goapp.Elem("figure").Class("diagram-figure").Body(diagram, goapp.Elem("figcaption").Text(caption))
}
