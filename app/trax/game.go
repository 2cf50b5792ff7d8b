package trax

import (
	"net/url"
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/aiclient"
	"traxapp/app/i18n"
	"traxapp/app/round"
	"traxapp/app/trax/games"
	"traxapp/app/trax/learn"
	"traxapp/app/trax/solitaire"
	engine "traxapp/engine/trax"
)

// Trax registers its words and itself with the shell.
func init() {
	round.Register(messages, app.Game{
		ID:         "trax",
		Order:      1,
		MinPlayers: 1,
		MaxPlayers: 2,
		Play: func(s *app.Session) goapp.UI {
			if solitaire.Size(s.Params.Get("variant")) > 0 {
				return solitaire.New(s)
			}
			return newGameScreen().Session(s)
		},
		Rules:        rulesBody,
		Picture:      homePicture,
		Resumable:    resumable,
		ParamNotices: paramNotices,
		Extras: []app.Extra{
			{ID: "learn", Label: "trax.learn.nav", Show: learn.LessonsView, Words: []string{"lessons"}},
			{ID: "puzzles", Label: "trax.puzzles.nav", Show: learn.PuzzlesView, Words: []string{"puzzles"}},
			{ID: "games", Label: "trax.games.nav", Show: games.View},
		},
		// app.wasm links Trax's AI (app/aiworker/traxworker, for the
		// in-page fallback too), so it is Trax's worker program as well.
		Computer:         &app.Computer{Program: aiclient.PageProgram},
		OwnsGamelessLink: ownsGamelessLink,
		Embed:            embedChoices,
	})
}

// embedChoices are what a club's page can embed of Trax by link: the
// ai= and side= that setPageOpponent reads, and the shared games
// (share.go).
var embedChoices = &app.Embed{
	Levels:     []string{"beginner", "club", "strong", "max"},
	LevelLabel: "trax.opponent.",
	VsComputer: func(level string) url.Values { return url.Values{"ai": {level}, "side": {"white"}} },
	Friends:    url.Values{"ai": {"0"}},
	LinkParam:  linkParam,
}

// ownsGamelessLink claims the links without a game made when the app
// was Trax's alone: Trax's own parameters (variant, ai, side) or an
// embed (embed=1), as clubs' pages still hold them.
func ownsGamelessLink(q url.Values) bool {
	return q.Has("variant") || q.Has("ai") || q.Has("side") || q.Get("embed") == "1"
}

// resumable lists the saved games of every variant that are not over,
// the variant played last first.
func resumable(st app.Storage, p *i18n.Printer) []app.Resume {
	last, _ := st.Load(lastVariantKey)
	var out []app.Resume
	for _, v := range newGameVariants {
		data, ok := st.Load(savedKeyFor(v))
		if !ok {
			continue
		}
		g, _, err := decodeSaved(data)
		if err != nil || g.Len() == 0 || g.Outcome().Over() {
			continue
		}
		r := app.Resume{
			Label: p.T("trax.continue", "variant", variantName(p, v), "moves", p.N("trax.moves.count", g.Len())),
			Link:  app.PlayLink("trax", url.Values{"variant": {v.Name}}),
		}
		if v.Name == last {
			out = append([]app.Resume{r}, out...)
		} else {
			out = append(out, r)
		}
	}
	return out
}

// paramNotices says which of the play view's seed= (the die's, for a
// variant with luck) and deal= (solitaire) cannot be followed: each must
// be a whole number, a deal above 0.
func paramNotices(q url.Values, p *i18n.Printer) []string {
	var out []string
	if q.Has("seed") {
		if _, err := strconv.ParseUint(q.Get("seed"), 10, 64); err != nil {
			out = append(out, p.T("trax.notice.bad-seed", "value", app.Echo(q.Get("seed"))))
		}
	}
	if q.Has("deal") && solitaire.Size(q.Get("variant")) > 0 {
		if d, err := strconv.ParseUint(q.Get("deal"), 10, 64); err != nil || d == 0 {
			out = append(out, p.T("trax.notice.bad-deal", "value", app.Echo(q.Get("deal"))))
		}
	}
	return out
}

// homePicture is the home page's drawing of Trax: four tiles that close a
// small white loop.
func homePicture() goapp.UI {
	g, err := engine.LoadRecord(engine.Trax, `@0/ @1\ A0/`)
	if err != nil {
		return goapp.Span()
	}
	return diagram(g.Position(), diagramOptions{})
}
