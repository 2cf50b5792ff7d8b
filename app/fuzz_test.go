package app

import (
	"net/url"
	"strings"
	"testing"

	"traxapp/app/i18n"
)

// FuzzPageParams reads arbitrary page addresses as the shell does, from
// the text the browser holds (ReadAddress), which may be anything in the
// query and the fragment, even what url.Parse refuses: never a panic; the
// fragment's parameters win over the query's; no parameter is longer than
// MaxParamLength; the view chosen is home, a registered game's play or its
// rules, and an unknown game is reported and gives home; the language is
// always one the app speaks, reported when the address asks for another;
// so is the theme; embed is on only for 1.
func FuzzPageParams(f *testing.F) {
	withGames(f, testGame("trax"), testGame("traxit"))
	// path, query (after "?"), fragment (after "#").
	for _, s := range [][3]string{
		{"/trax/", "embed=1&game=trax", "variant=8x8&game=other"},
		{"/", "game=trax&view=rules&lang=de", ""}, {"/", "", "view=home"},
		{"/", "variant=tur&seed=18446744073709551616&ai=max&side=red", ""},
		{"/", "", "?game=traxit&lang=zz-ZZ&theme=Light"}, {"/", "theme=dark", "theme=bogus"}, {"/", "game=%zz", ";;&&=="}, {"/", "view=rules", ""},
		{"/", "", "game=trax&view=play&view=rules"}, {"/", "lang=&embed=true", "embed=1"}, {"/", "game=TRAX", ""},
		{"/", "a=%00", "b=%ff"}, {"/", "", "game=trax&link=AQ%zz"}, {"/", "", "%zz"},
		{"/", "", "game=trax&view=rules&q=100%"}, {"/", "", "game=traxit&x=%zz"},
		{"/", "", "game=trax&link=" + strings.Repeat("A", MaxParamLength+1)},
	} {
		f.Add(s[0], s[1], s[2])
	}
	f.Fuzz(func(t *testing.T, path, query, fragment string) {
		// What a browser can hold: a path without "?" or "#", a query
		// without "#", any fragment.
		path = strings.NewReplacer("?", "", "#", "").Replace(path)
		query = strings.ReplaceAll(query, "#", "")
		address := "https://club.example" + path + "?" + query + "#" + fragment
		a := ReadAddress(address)
		q := a.Params
		frag := ReadAddress("#" + fragment).Params
		for k, vs := range frag {
			if strings.Join(q[k], "\x00") != strings.Join(vs, "\x00") {
				t.Errorf("%q: parameter %s = %q, want the fragment's %q", address, k, q[k], vs)
			}
		}
		for k, vs := range q {
			for _, v := range vs {
				if len(k)+len(v) > MaxParamLength {
					t.Errorf("%q: parameter %.20s has %d characters", address, k, len(v))
				}
			}
		}
		if _, err := url.ParseQuery(strings.TrimPrefix(fragment, "?")); err != nil && !strings.Contains(fragment, ";") &&
			len(fragment) <= MaxParamLength && len(a.BadEscapes) == 0 {
			t.Errorf("%q: a bad escape in the fragment not reported", address)
		}
		for _, part := range a.BadEscapes {
			if n := len([]rune(Echo(part))); n > EchoLength+1 {
				t.Errorf("%q: the notice echoes %d characters", address, n)
			}
		}
		view, game, bad := route(q)
		switch view {
		case viewHome:
			if game != "" {
				t.Errorf("%q: home page with game %q", address, game)
			}
		case viewPlay, viewRules:
			if _, ok := gameByID(game); !ok {
				t.Errorf("%q: view %s of unregistered game %q", address, view, game)
			}
		default:
			if g, ok := gameByID(game); !ok {
				t.Errorf("%q: view %s of unregistered game %q", address, view, game)
			} else if _, ok := g.extra(view); !ok {
				t.Errorf("%q: unknown view %q", address, view)
			}
		}
		if bad && (view != viewHome || q.Get("game") == "") {
			t.Errorf("%q: bad game reported, yet view %s, game param %q", address, view, q.Get("game"))
		}
		lang, badLang := i18n.Resolve(q.Get("lang"), "", nil)
		if !lang.Supported() {
			t.Errorf("%q: language %q is not one the app speaks", address, lang)
		}
		if _, ok := i18n.Parse(q.Get("lang")); badLang != (q.Get("lang") != "" && !ok) {
			t.Errorf("%q: lang=%q reported bad: %v", address, q.Get("lang"), badLang)
		}
		theme, badTheme := ResolveTheme(q.Get("theme"), "")
		if _, ok := ParseTheme(string(theme)); !ok {
			t.Errorf("%q: theme %q is not one the app has", address, theme)
		}
		if _, ok := ParseTheme(q.Get("theme")); badTheme != (q.Get("theme") != "" && !ok) {
			t.Errorf("%q: theme=%q reported bad: %v", address, q.Get("theme"), badTheme)
		}
		link := Link(game, view)
		lu, err := url.Parse(link)
		if err != nil {
			t.Fatalf("%q: the app's own link %q does not parse: %v", address, link, err)
		}
		if v2, g2, _ := route(PageParams(lu)); v2 != view || g2 != game {
			t.Errorf("%q: Link(%q, %q) = %q leads to %s %q", address, game, view, link, v2, g2)
		}
	})
}
