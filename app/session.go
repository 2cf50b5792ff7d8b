package app

import (
	"net/url"
	"strings"

	"traxapp/app/i18n"
)

// Session is what the shell hands a game's screen: the page's parameters,
// the language, storage and whether the app is embedded. The shell keeps
// one Session for the page's life and changes Lang when the player picks
// another language; a screen reads Lang when it renders.
type Session struct {
	// Params are the page's parameters, from the query and the fragment.
	Params url.Values
	// Embed is true for a compact page without header (?embed=1).
	Embed bool
	// Lang is the language the page speaks now.
	Lang i18n.Lang
	// Storage keeps games and settings across visits.
	Storage Storage

	saves *Saves
}

// Saves returns the page's saved-data layer over Storage: every game
// saves through it (Saves.Slot), and the shell says what it reports.
func (s *Session) Saves() *Saves {
	if s.saves == nil {
		s.saves = NewSaves(s.Storage)
	}
	return s.saves
}

// Printer returns the printer of the session's language.
func (s *Session) Printer() *i18n.Printer { return i18n.For(s.Lang) }

// PageParams returns the parameters of page URL u: those of its query,
// and those written in its fragment (#embed=1&variant=8x8), which also
// work offline. A parameter in both keeps the fragment's value, so that a
// link within the app (always a fragment) overrides the address the page
// was opened with; a fragment naming the game or the view replaces both.
func PageParams(u *url.URL) url.Values {
	q := url.Values{}
	if u == nil {
		return q
	}
	for k, vs := range u.Query() {
		q[k] = vs
	}
	if frag, err := url.ParseQuery(strings.TrimPrefix(u.Fragment, "?")); err == nil {
		// game and view name one place together: a link's fragment
		// replaces both, never half of the address's.
		if frag.Has("game") || frag.Has("view") {
			q.Del("game")
			q.Del("view")
		}
		for k, vs := range frag {
			q[k] = vs
		}
	}
	return q
}

// Views of the shell.
const (
	viewHome  = "home"
	viewPlay  = "play"
	viewRules = "rules"
)

// route returns the view and the game the parameters ask for: game=<id>
// plays that game, game=<id>&view=rules shows its rules,
// game=<id>&view=<extra> one of the game's Extras, view=home or no
// game the home page. Trax's own parameters (variant, ai, side) without
// a game mean Trax, so that club embeds made before there were three
// games keep working; so does a lone game registered. An unknown game
// gives the home page and bad=true.
func route(q url.Values) (view, game string, bad bool) {
	game = q.Get("game")
	if game == "" && q.Get("view") != viewHome && (q.Has("variant") || q.Has("ai") || q.Has("side") || q.Get("embed") == "1") {
		game = "trax"
	}
	if game == "" || q.Get("view") == viewHome {
		return viewHome, "", false
	}
	g, ok := gameByID(game)
	if !ok {
		return viewHome, "", true
	}
	if v := q.Get("view"); v == viewRules {
		return viewRules, game, false
	} else if _, ok := g.extra(v); ok {
		return v, game, false
	}
	return viewPlay, game, false
}

// PlayLink returns the relative link that plays game with the game's own
// parameters, such as variant=8x8.
func PlayLink(game string, params url.Values) string {
	if len(params) == 0 {
		return Link(game, viewPlay)
	}
	return Link(game, viewPlay) + "&" + params.Encode()
}

// Link returns the relative link (a fragment) to a view of the app: the
// home page (game ""), a game, its rules (view "rules") or one of its
// Extras (the extra's ID). Fragments
// keep the app on its one page, so links work under any sub-path,
// offline and in an iframe.
func Link(game, view string) string {
	switch {
	case game == "":
		return "#view=home"
	case view == "" || view == viewPlay:
		return "#game=" + url.QueryEscape(game)
	}
	return "#game=" + url.QueryEscape(game) + "&view=" + url.QueryEscape(view)
}
