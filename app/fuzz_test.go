package app

import (
	"net/url"
	"strings"
	"testing"

	"traxapp/app/i18n"
)

// FuzzPageParams reads arbitrary page addresses as the shell does: never a
// panic; the fragment's parameters win over the query's; the view chosen
// is home, a registered game's play or its rules, and an unknown game is
// reported and gives home; the language is always one the app speaks,
// reported when the address asks for another; embed is on only for 1.
func FuzzPageParams(f *testing.F) {
	withGames(f, testGame("trax"), testGame("traxit"))
	for _, s := range []string{
		"https://club.example/trax/?embed=1&game=trax#variant=8x8&game=other",
		"/?game=trax&view=rules&lang=de", "#view=home", "?variant=tur&seed=18446744073709551616&ai=max&side=red",
		"#?game=traxit&lang=zz-ZZ", "?game=%zz#;;&&==", "?view=rules", "#game=trax&view=play&view=rules",
		"?lang=&embed=true#embed=1", "?game=TRAX", "http://[::1]:80/?a=%00#b=%ff",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, address string) {
		u, err := url.Parse(address)
		if err != nil {
			return // the browser's address always parses
		}
		q := PageParams(u)
		if frag, err := url.ParseQuery(strings.TrimPrefix(u.Fragment, "?")); err == nil {
			for k, vs := range frag {
				if strings.Join(q[k], "\x00") != strings.Join(vs, "\x00") {
					t.Errorf("%q: parameter %s = %q, want the fragment's %q", address, k, q[k], vs)
				}
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
