package app

import (
	"testing"

	"traxapp/app/i18n"
)

// TestPageTitle checks the document title of each kind of view: the game,
// the view unless it is the play view, then the app, in the language.
func TestPageTitle(t *testing.T) {
	p := i18n.For("de")
	g := Game{ID: "trax", Extras: []Extra{{ID: "learn", Label: "nav.home"}}}
	game, app := p.T("trax.name"), p.T("app.name")
	for _, tc := range []struct {
		view string
		ok   bool
		want string
	}{
		{viewHome, false, app},
		{viewPlay, true, game + " — " + app},
		{viewRules, true, game + " — Regeln — " + app},
		{"learn", true, game + " — " + p.T("nav.home") + " — " + app},
		{"nosuchview", true, app},
	} {
		if got := pageTitle(p, tc.view, g, tc.ok); got != tc.want {
			t.Errorf("pageTitle(%q) = %q, want %q", tc.view, got, tc.want)
		}
	}
}
