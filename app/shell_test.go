package app

import (
	"net/url"
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
)

// withGames registers gs for the test and restores the games after it.
func withGames(t testing.TB, gs ...Game) {
	t.Helper()
	saved := games
	t.Cleanup(func() { games = saved })
	games = nil
	for _, g := range gs {
		RegisterGame(g)
	}
}

func testGame(id string) Game {
	return Game{
		ID: id, MinPlayers: 2, MaxPlayers: 2,
		Play:  func(s *Session) goapp.UI { return goapp.Div().ID("screen-" + id).Text(string(s.Lang)) },
		Rules: func(p *i18n.Printer) goapp.UI { return goapp.P().ID("rules-of-" + id) },
		Resumable: func(st Storage, p *i18n.Printer) []Resume {
			if _, ok := st.Load(id + ".game"); ok {
				return []Resume{{Label: "Continue " + id, Link: PlayLink(id, url.Values{"variant": {"x"}})}}
			}
			return nil
		},
	}
}

func TestPageParams(t *testing.T) {
	u, _ := url.Parse("https://club.example/trax/?embed=1&game=trax#variant=8x8&game=other")
	q := PageParams(u)
	if q.Get("embed") != "1" || q.Get("variant") != "8x8" || q.Get("game") != "other" {
		t.Errorf("PageParams = %v: want the query's embed and the fragment's variant and game", q)
	}
	if len(PageParams(nil)) != 0 {
		t.Error("nil URL has parameters")
	}
}

func TestRoute(t *testing.T) {
	withGames(t, testGame("trax"), testGame("traxit"))
	cases := []struct {
		params     string
		view, game string
		bad        bool
	}{
		{"", viewHome, "", false},
		{"view=home", viewHome, "", false},
		{"game=trax", viewPlay, "trax", false},
		{"game=traxit", viewPlay, "traxit", false},
		{"game=trax&view=rules", viewRules, "trax", false},
		{"game=chess", viewHome, "", true},
		{"variant=8x8", viewPlay, "trax", false},
		{"ai=0", viewPlay, "trax", false},
		{"embed=1", viewPlay, "trax", false},
		{"embed=1&game=traxit", viewPlay, "traxit", false},
		{"ai=0&view=home", viewHome, "", false},
	}
	for _, c := range cases {
		q, _ := url.ParseQuery(c.params)
		view, game, bad := route(q)
		if view != c.view || game != c.game || bad != c.bad {
			t.Errorf("route(%q) = %s, %s, %v; want %s, %s, %v", c.params, view, game, bad, c.view, c.game, c.bad)
		}
	}
}

func TestExtraViews(t *testing.T) {
	g := testGame("trax")
	g.Extras = []Extra{{ID: "learn", Label: "nav.home", Show: func(s *Session) goapp.UI { return goapp.Div().ID("learn") }}}
	withGames(t, g, testGame("traxit"))
	cases := []struct {
		params     string
		view, game string
	}{
		{"game=trax&view=learn", "learn", "trax"},
		{"game=traxit&view=learn", viewPlay, "traxit"}, // not one of TRAXIT's views
		{"game=trax&view=nonsense", viewPlay, "trax"},
		{"view=learn", viewHome, ""},
	}
	for _, c := range cases {
		q, _ := url.ParseQuery(c.params)
		if view, game, _ := route(q); view != c.view || game != c.game {
			t.Errorf("route(%q) = %s, %s; want %s, %s", c.params, view, game, c.view, c.game)
		}
	}
	u, _ := url.Parse("https://club.example/trax/?game=traxit" + Link("trax", "learn"))
	if view, game, _ := route(PageParams(u)); view != "learn" || game != "trax" {
		t.Errorf("Link(trax, learn) leads to %s %s", view, game)
	}
	for _, bad := range []Extra{{ID: "rules", Show: g.Extras[0].Show}, {ID: "x"}, {Show: g.Extras[0].Show}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("RegisterGame accepted the extra view %+v", bad)
				}
			}()
			RegisterGame(Game{ID: "other", Play: g.Play, Extras: []Extra{bad}})
		}()
	}
}

func TestLinksAreRelativeFragments(t *testing.T) {
	withGames(t, testGame("trax"))
	cases := []struct{ game, view, wantView string }{
		{"", "", viewHome}, {"trax", "", viewPlay}, {"trax", viewPlay, viewPlay}, {"trax", viewRules, viewRules},
	}
	for _, c := range cases {
		l := Link(c.game, c.view)
		if !strings.HasPrefix(l, "#") {
			t.Errorf("link %q is not a fragment: it would leave the app's sub-path", l)
		}
		// Opened from a page that was loaded with another game in its query.
		u, _ := url.Parse("https://club.example/trax/?game=other&view=rules" + l)
		if view, game, _ := route(PageParams(u)); view != c.wantView || game != c.game {
			t.Errorf("link %q leads to %s %q, want %s %q", l, view, game, c.wantView, c.game)
		}
	}
	u, _ := url.Parse("https://club.example/trax/?embed=1" + Link("trax", viewRules))
	if view, game, _ := route(PageParams(u)); view != viewRules || game != "trax" {
		t.Errorf("the rules link leads to %s %s", view, game)
	}
}

func TestRegisterGameRefusesDuplicates(t *testing.T) {
	withGames(t, testGame("trax"))
	defer func() {
		if recover() == nil {
			t.Error("a second game with the same ID was accepted")
		}
	}()
	RegisterGame(testGame("trax"))
}

// render loads a root with the given session state and returns its HTML.
func render(t *testing.T, r *root) string {
	t.Helper()
	e := goapp.NewTestEngine()
	if err := e.Load(r); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return goapp.HTMLString(r)
}

func newTestRoot(params string, lang i18n.Lang, st Storage) *root {
	q, _ := url.ParseQuery(params)
	r := &root{session: &Session{Params: q, Embed: q.Get("embed") == "1", Lang: lang, Storage: st}}
	r.route()
	return r
}

func TestHomePage(t *testing.T) {
	withGames(t, testGame("trax"), testGame("traxit"))
	st := MemoryStorage{"traxit.game": "x"}
	html := render(t, newTestRoot("", i18n.English, st))
	for _, want := range []string{`id="home"`, `id="card-trax"`, `id="card-traxit"`, `href="#game=trax"`,
		`href="#game=trax&view=rules"`, `id="lang-menu"`, `>Continue traxit<`, `href="#game=traxit&variant=x"`, `id="play-trax"`, `>Play<`, `lang="ru"`, ">Русский<"} {
		if !strings.Contains(html, want) {
			t.Errorf("home page lacks %s", want)
		}
	}
	if strings.Contains(html, `id="nav-home"`) {
		t.Error("the home page links to itself")
	}
}

func TestViews(t *testing.T) {
	withGames(t, testGame("trax"))
	html := render(t, newTestRoot("game=trax", i18n.Swedish, MemoryStorage{}))
	if !strings.Contains(html, `id="screen-trax"`) || !strings.Contains(html, `id="nav-rules"`) || !strings.Contains(html, `id="nav-home"`) {
		t.Errorf("the game view lacks its screen or links: %s", html)
	}
	if !strings.Contains(html, `<option value="sv" selected`) && !strings.Contains(html, `selected`) {
		t.Error("the language menu does not show Swedish as chosen")
	}
	html = render(t, newTestRoot("game=trax&view=rules", i18n.English, MemoryStorage{}))
	if !strings.Contains(html, `id="rules-of-trax"`) || !strings.Contains(html, `id="nav-play"`) {
		t.Errorf("the rules view lacks the game's rules: %s", html)
	}
	html = render(t, newTestRoot("embed=1&game=trax", i18n.English, MemoryStorage{}))
	if strings.Contains(html, "app-header") || !strings.Contains(html, "embed") {
		t.Error("an embedded game shows the header")
	}
}

func TestSetLangKeepsChoice(t *testing.T) {
	st := MemoryStorage{}
	r := newTestRoot("", i18n.English, st)
	r.setLang(i18n.Russian)
	if r.session.Lang != i18n.Russian || st[langKey] != "ru" {
		t.Errorf("after choosing Russian: session %s, saved %q", r.session.Lang, st[langKey])
	}
	r.setLang("xx")
	if r.session.Lang != i18n.Russian {
		t.Error("an unknown language replaced the choice")
	}
}

// TestRegisterGameKeepsOrder: the home page lists games by Order, whatever
// order their packages registered in.
func TestRegisterGameKeepsOrder(t *testing.T) {
	withGames(t)
	for _, g := range []struct {
		id    string
		order int
	}{{"c", 3}, {"a", 1}, {"d", 3}, {"b", 2}} {
		game := testGame(g.id)
		game.Order = g.order
		RegisterGame(game)
	}
	var ids []string
	for _, g := range games {
		ids = append(ids, g.ID)
	}
	if got := strings.Join(ids, " "); got != "a b c d" {
		t.Errorf("games in the order %s, want a b c d", got)
	}
}
