package app

import (
	"maps"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

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

// testGame returns a game for the shell's tests; "trax" claims the
// gameless links as Trax's registration does.
func testGame(id string) Game {
	var claim func(url.Values) bool
	if id == "trax" {
		claim = func(q url.Values) bool {
			return q.Has("variant") || q.Has("ai") || q.Has("side") || q.Get("embed") == "1"
		}
	}
	return Game{
		OwnsGamelessLink: claim,
		ID:               id, MinPlayers: 2, MaxPlayers: 2,
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
		{"level=3", viewHome, "", false}, // no game claims it: no default game
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
	r := &root{session: &Session{Params: q, Embedded: q.Get("embed") == "1", Lang: lang, Storage: st}}
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

func TestReadAddress(t *testing.T) {
	long := strings.Repeat("A", MaxParamLength)
	cases := []struct {
		href       string
		params     url.Values
		badEscapes []string
		tooLong    []string
	}{
		{"https://h/?embed=1&game=trax#variant=8x8&game=other", url.Values{"embed": {"1"}, "variant": {"8x8"}, "game": {"other"}}, nil, nil},
		{"https://h/#game=trax&link=AQ%zz", url.Values{"game": {"trax"}, "link": {"AQ%zz"}}, []string{"link=AQ%zz"}, nil},
		{"https://h/#%zz", url.Values{"%zz": {""}}, []string{"%zz"}, nil},
		{"https://h/#game=trax&view=rules&q=100%", url.Values{"game": {"trax"}, "view": {"rules"}, "q": {"100%"}}, []string{"q=100%"}, nil},
		{"https://h/?a=%4#b=%41%2", url.Values{"a": {"%4"}, "b": {"A%2"}}, []string{"a=%4", "b=%41%2"}, nil},
		// Each part is decoded once: an escaped "&" stays in its value.
		{"https://h/#q=a%26b&r=%2541", url.Values{"q": {"a&b"}, "r": {"%41"}}, nil, nil},
		{"https://h/#?lang=de;x&&=", url.Values{"": {""}}, nil, nil},
		{"https://h/#game=trax&link=" + long, url.Values{"game": {"trax"}}, nil, []string{"link"}},
		{"https://h/?game=trax#link=" + long[5:], url.Values{"game": {"trax"}, "link": {long[5:]}}, nil, nil},
		{"", url.Values{}, nil, nil},
	}
	for _, c := range cases {
		a := ReadAddress(c.href)
		name := c.href[:min(len(c.href), 60)]
		if !maps.EqualFunc(a.Params, c.params, slices.Equal) {
			t.Errorf("%s: params %q, want %q", name, a.Params, c.params)
		}
		if !slices.Equal(a.BadEscapes, c.badEscapes) || !slices.Equal(a.TooLong, c.tooLong) {
			t.Errorf("%s: bad escapes %q, too long %q; want %q, %q", name, a.BadEscapes, a.TooLong, c.badEscapes, c.tooLong)
		}
	}
}

// TestReadAddressRefusesHugeAtOnce: a 1.5 MB link is left out without
// being decoded.
func TestReadAddressRefusesHugeAtOnce(t *testing.T) {
	href := "https://h/#game=trax&link=" + strings.Repeat("%41", 500_000)
	start := time.Now()
	a := ReadAddress(href)
	if d := time.Since(start); d > 100*time.Millisecond {
		t.Errorf("reading a 1.5 MB address took %v", d)
	}
	if a.Params.Has("link") || !slices.Equal(a.TooLong, []string{"link"}) {
		t.Errorf("a 1.5 MB link: params %.40q, too long %q", a.Params, a.TooLong)
	}
}

func TestEcho(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", ""},
		{"de", "de"},
		{strings.Repeat("x", EchoLength), strings.Repeat("x", EchoLength)},
		{strings.Repeat("x", 5000), strings.Repeat("x", EchoLength) + "…"},
		{strings.Repeat("я", 40), strings.Repeat("я", EchoLength) + "…"},
	}
	for _, c := range cases {
		if got := Echo(c.in); got != c.want {
			t.Errorf("Echo(%.40q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestRouteNotices: the shell notices a bad escape, an over-long part, an
// unknown game or view and what the game says of its own parameters; a
// huge value is echoed cut short.
func TestRouteNotices(t *testing.T) {
	g := testGame("trax")
	g.Extras = []Extra{{ID: "learn", Label: "nav.home", Show: func(s *Session) goapp.UI { return goapp.Div() }}}
	g.ParamNotices = func(q url.Values, p *i18n.Printer) []string {
		if q.Has("seed") {
			return []string{"bad seed " + q.Get("seed")}
		}
		return nil
	}
	withGames(t, g, testGame("traxit"))
	cases := []struct {
		href string
		want []string // words each notice holds, in order
	}{
		{"/#game=trax", nil},
		{"/#game=trax&view=learn", nil},
		{"/#view=home", nil},
		{"/#game=trax&view=nowhere", []string{"“nowhere”"}},
		{"/#view=nowhere", []string{"“nowhere”"}},
		{"/#game=chess&view=nowhere", []string{"“chess”"}},
		{"/#game=trax&seed=x", []string{"bad seed x"}},
		{"/#game=trax&view=rules&seed=x", nil},
		{"/#game=trax&x=%zz", []string{"“x=%zz”"}},
		{"/#game=" + strings.Repeat("g", 5000), []string{"“" + strings.Repeat("g", EchoLength) + "…”"}},
		{"/#game=trax&link=" + strings.Repeat("A", MaxParamLength), []string{"“link”", "8,192"}},
	}
	for _, c := range cases {
		a := ReadAddress(c.href)
		r := &root{session: &Session{Params: a.Params, Lang: i18n.English, Storage: MemoryStorage{}}, address: a}
		r.route()
		got := strings.Join(r.notices, " | ")
		if len(c.want) == 0 && got != "" {
			t.Errorf("%.40s: notices %q, want none", c.href, got)
		}
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%.40s: notices %q, want %q", c.href, got, w)
			}
		}
	}
}

// TestNoDefaultGame: without a game that claims them, parameters that
// name no game give the home page; the game that claims them gets them,
// whichever its place among the games.
func TestNoDefaultGame(t *testing.T) {
	withGames(t, testGame("traxit"), testGame("trakkx"))
	for _, params := range []string{"variant=8x8", "embed=1", "ai=club&side=red"} {
		q, _ := url.ParseQuery(params)
		if view, game, bad := route(q); view != viewHome || game != "" || bad {
			t.Errorf("route(%q) without Trax = %s, %q, %v; want the home page", params, view, game, bad)
		}
	}
	claimer := testGame("other")
	claimer.Order = 9
	claimer.OwnsGamelessLink = func(q url.Values) bool { return q.Has("board") }
	withGames(t, testGame("traxit"), claimer)
	q, _ := url.ParseQuery("board=7")
	if view, game, _ := route(q); view != viewPlay || game != "other" {
		t.Errorf("route(board=7) = %s, %q; want the claiming game's play view", view, game)
	}
}
