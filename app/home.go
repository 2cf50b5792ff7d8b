package app

import (
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
)

// homePage shows the games as cards: name, a line about the game, the
// players, a small drawing, and links to play (or continue) and to read
// the rules.
type homePage struct {
	goapp.Compo

	// ILang is the language; IStorage where games in progress are kept.
	ILang    i18n.Lang
	IStorage Storage
}

func newHomePage() *homePage { return &homePage{} }

// Lang sets the language.
func (h *homePage) Lang(l i18n.Lang) *homePage { h.ILang = l; return h }

// Storage sets where games in progress are kept.
func (h *homePage) Storage(s Storage) *homePage { h.IStorage = s; return h }

// Render draws the cards.
func (h *homePage) Render() goapp.UI {
	p := i18n.For(h.ILang)
	cards := make([]goapp.UI, 0, len(games))
	for _, g := range games {
		cards = append(cards, h.card(p, g))
	}
	return goapp.Main().ID("home").Class("home").Body(
		goapp.H1().Class("home-title").Text(p.T("home.title")),
		goapp.P().Class("home-intro").Text(p.T("home.intro")),
		goapp.Elem("ul").Class("game-cards").Body(cards...),
		goapp.P().Class("home-clubs").Body(
			goapp.Elem("a").ID("embed-link-home").Attr("href", "#view="+viewEmbed).Text(p.T("home.embed")),
		),
		// Shown (web/app.css) once every game's computer is cached and
		// plays offline: <html data-offline="ready"> (web/wasm-start.js),
		// after the page is ready; last, so that nothing moves when it comes.
		goapp.P().ID("offline-ready").Class("offline-ready").Role("status").Text(p.T("home.offline-ready")),
	)
}

// card is one game's card.
func (h *homePage) card(p *i18n.Printer, g Game) goapp.UI {
	links := []goapp.UI{}
	var resumes []Resume
	if g.Resumable != nil && h.IStorage != nil {
		resumes = g.Resumable(h.IStorage, p)
	}
	for i, r := range resumes {
		class := "button"
		if i == 0 {
			class = "button primary"
		}
		links = append(links, goapp.Elem("a").ID("continue-"+g.ID+"-"+itoa(i)).Class(class).Attr("href", r.Link).Text(r.Label))
	}
	if len(resumes) == 0 {
		links = append(links, goapp.Elem("a").ID("play-"+g.ID).Class("button primary").Attr("href", Link(g.ID, viewPlay)).Text(p.T("home.play")))
	}
	links = append(links, goapp.Elem("a").ID("rules-"+g.ID).Class("button").Attr("href", Link(g.ID, viewRules)).Text(p.T("home.rules")))
	for _, x := range g.Extras {
		links = append(links, goapp.Elem("a").ID(x.ID+"-"+g.ID).Class("button").Attr("href", Link(g.ID, x.ID)).Text(p.T(x.Label)))
	}
	var picture goapp.UI = goapp.Span()
	if g.Picture != nil {
		picture = g.Picture()
	}
	return goapp.Li().ID("card-"+g.ID).Class("game-card").Body(
		goapp.Div().Class("game-card-picture").Aria("hidden", "true").Body(picture),
		goapp.Div().Class("game-card-text").Body(
			goapp.H2().Class("game-card-name").Text(p.T(g.ID+".name")),
			goapp.P().Class("game-card-tagline").Text(p.T(g.ID+".tagline")),
			goapp.P().Class("game-card-players").Text(p.T(g.ID+".players")),
			goapp.Div().Class("game-card-links").Body(links...),
		),
	)
}

// rulesPage shows a game's rules, with the game's own diagrams.
type rulesPage struct {
	goapp.Compo

	// IGame is the game explained; ILang the language.
	IGame string
	ILang i18n.Lang
}

func newRulesPage() *rulesPage { return &rulesPage{} }

// Game sets the game explained.
func (r *rulesPage) Game(g Game) *rulesPage { r.IGame = g.ID; return r }

// Lang sets the language.
func (r *rulesPage) Lang(l i18n.Lang) *rulesPage { r.ILang = l; return r }

// Render draws the page.
func (r *rulesPage) Render() goapp.UI {
	p := i18n.For(r.ILang)
	g, ok := gameByID(r.IGame)
	if !ok || g.Rules == nil {
		return goapp.Main().ID("rules").Class("rules").Body(goapp.P().Text(p.T("rules.none")))
	}
	return goapp.Main().ID("rules").Class("rules").Attr("data-game", g.ID).Body(
		goapp.H1().Class("rules-title").Text(p.T("rules.title", "game", p.T(g.ID+".name"))),
		PrintButton(p, "rules-print"),
		g.Rules(p),
		goapp.P().Class("rules-play").Body(
			goapp.Elem("a").ID("rules-play").Class("button primary").Attr("href", Link(g.ID, viewPlay)).Text(p.T("nav.play", "game", p.T(g.ID+".name"))),
		),
	)
}

// PrintButton is a page's Print button: the browser's print dialog for
// the page as the print rules of web/app.css lays it out on paper, where the button itself
// does not show.
func PrintButton(p *i18n.Printer, id string) goapp.UI {
	return goapp.P().Class("print-action no-print").Body(
		goapp.Button().ID(id).Class("print-button").OnClick(func(goapp.Context, goapp.Event) { Print() }).Text(p.T("print.button")),
	)
}

// Print opens the browser's print dialog for the page.
func Print() {
	if goapp.IsClient {
		goapp.Window().Call("print")
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
