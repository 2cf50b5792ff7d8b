package app

import (
	"net/url"
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
)

// withEmbedGames registers three games shaped as the app's are: "trax"
// (levels, friends, shared games, two Extras), "traxit" (its play view
// and its record viewer's games by link) and "trakkx" (levels and
// friends through seats=, and its record viewer's games by link).
func withEmbedGames(t testing.TB) {
	trax := testGame("trax")
	trax.Extras = []Extra{
		{ID: "learn", Label: "trax.learn.nav", Show: func(*Session) goapp.UI { return goapp.Div() }},
		{ID: "puzzles", Label: "trax.puzzles.nav", Show: func(*Session) goapp.UI { return goapp.Div() }},
	}
	trax.Embed = &Embed{
		Levels: []string{"beginner", "club", "strong", "max"}, LevelLabel: "trax.opponent.",
		VsComputer: func(l string) url.Values { return url.Values{"ai": {l}, "side": {"white"}} },
		Friends:    url.Values{"ai": {"0"}},
		LinkParam:  "link",
	}
	trax.Order = 1
	traxit := testGame("traxit")
	traxit.Order = 2
	traxit.Embed = &Embed{LinkParam: "rec", LinkView: "games"}
	trakkx := testGame("trakkx")
	trakkx.Order = 3
	trakkx.Embed = &Embed{
		Levels: []string{"easy", "medium", "hard"}, LevelLabel: "trakkx.level.",
		VsComputer: func(l string) url.Values { return url.Values{"seats": {"person," + l}} },
		Friends:    url.Values{"seats": {"person,person"}},
		LinkParam:  "rec",
		LinkView:   "games",
	}
	withGames(t, trax, traxit, trakkx)
}

func TestEmbedShowsOnlyWhatAGameOffers(t *testing.T) {
	withEmbedGames(t)
	for game, want := range map[string]string{
		"trax":   "computer friends replay learn puzzles rules",
		"traxit": "play replay rules",
		"trakkx": "computer friends replay rules",
		"none":   "",
	} {
		var ids []string
		for _, s := range EmbedShows(game) {
			ids = append(ids, s.ID)
			if s.Label == "" {
				t.Errorf("%s: show %s has no label", game, s.ID)
			}
		}
		if got := strings.Join(ids, " "); got != want {
			t.Errorf("EmbedShows(%s) = %q, want %q", game, got, want)
		}
	}
}

func TestEmbedChoiceParamsHonourEachOption(t *testing.T) {
	withEmbedGames(t)
	const code = "AQoAbCd-_9"
	for _, tc := range []struct {
		name   string
		choice EmbedChoice
		want   string // the encoded parameters; "" for an error
	}{
		{"computer", EmbedChoice{Game: "trax", Show: "computer", Level: "strong", Lang: i18n.English},
			"ai=strong&embed=1&game=trax&lang=en&side=white"},
		{"friends", EmbedChoice{Game: "trax", Show: "friends", Lang: "de", Theme: ThemeLight},
			"ai=0&embed=1&game=trax&lang=de&theme=light"},
		{"puzzles", EmbedChoice{Game: "trax", Show: "puzzles", Lang: "sv", Theme: ThemeDark},
			"embed=1&game=trax&lang=sv&theme=dark&view=puzzles"},
		{"rules", EmbedChoice{Game: "traxit", Show: "rules", Lang: "ru", Theme: ThemeAuto},
			"embed=1&game=traxit&lang=ru&view=rules"},
		{"play", EmbedChoice{Game: "traxit", Show: "play", Lang: "it"},
			"embed=1&game=traxit&lang=it"},
		{"trakkx computer", EmbedChoice{Game: "trakkx", Show: "computer", Level: "hard", Lang: "nl"},
			"embed=1&game=trakkx&lang=nl&seats=person%2Chard"},
		{"trakkx friends", EmbedChoice{Game: "trakkx", Show: "friends", Lang: "es"},
			"embed=1&game=trakkx&lang=es&seats=person%2Cperson"},
		{"replay, whole link", EmbedChoice{Game: "trax", Show: "replay", Lang: "fr", Link: " https://x.example/t/#game=trax&link=" + code + "\n"},
			"embed=1&game=trax&lang=fr&link=" + code},
		{"replay, code alone", EmbedChoice{Game: "trax", Show: "replay", Lang: "da", Link: code},
			"embed=1&game=trax&lang=da&link=" + code},
		{"replay, the link's other parameters dropped", EmbedChoice{Game: "trax", Show: "replay", Lang: "en",
			Link: "https://evil.example/?lang=ru&theme=dark&ai=max#game=trax&link=" + code + "&embed=0&view=rules"},
			"embed=1&game=trax&lang=en&link=" + code},
		{"a language not offered is left out", EmbedChoice{Game: "traxit", Show: "play", Lang: "xx"}, "embed=1&game=traxit"},
		{"puzzles are Trax's", EmbedChoice{Game: "trakkx", Show: "puzzles"}, ""},
		{"TRAXIT's links choose no opponent", EmbedChoice{Game: "traxit", Show: "computer", Level: "club"}, ""},
		{"a level of another game", EmbedChoice{Game: "trax", Show: "computer", Level: "hard"}, ""},
		{"TRAXIT's replay opens its record viewer", EmbedChoice{Game: "traxit", Show: "replay", Lang: "sv", Link: "https://x.example/t/#game=traxit&view=games&rec=" + code},
			"embed=1&game=traxit&lang=sv&rec=" + code + "&view=games"},
		{"TRAKKX's replay, code alone", EmbedChoice{Game: "trakkx", Show: "replay", Link: code},
			"embed=1&game=trakkx&rec=" + code + "&view=games"},
		{"a Trax link in TRAXIT's replay", EmbedChoice{Game: "traxit", Show: "replay", Link: "#game=trax&link=" + code}, ""},
		{"unknown game", EmbedChoice{Game: "chess", Show: "play"}, ""},
		{"replay without a link", EmbedChoice{Game: "trax", Show: "replay"}, ""},
	} {
		q, err := tc.choice.Params()
		switch {
		case tc.want == "" && err == nil:
			t.Errorf("%s: Params = %v, want an error", tc.name, q.Encode())
		case tc.want != "" && err != nil:
			t.Errorf("%s: Params: %v", tc.name, err)
		case tc.want != "" && q.Encode() != tc.want:
			t.Errorf("%s: Params = %s, want %s", tc.name, q.Encode(), tc.want)
		}
	}
}

func TestSharedLinkCodeKeepsOnlyTheCode(t *testing.T) {
	for _, tc := range []struct {
		pasted, want string
		err          error
	}{
		{"AQoA", "AQoA", nil},
		{"#game=trax&link=AQoA", "AQoA", nil},
		{"https://club.example/trax/?embed=1#link=AQoA", "AQoA", nil},
		{"https://club.example/?game=trax&link=AQoA%22", "", errLinkCode},
		{`AQoA"><script>alert(1)</script>`, "", errLinkCode},
		{`#game=trax&link=AQ"onload="alert(1)`, "", errLinkCode},
		{"javascript:alert(1)", "", errLinkCode},
		{"#game=traxit&link=AQoA", "", errLinkGame},
		{"#game=trax", "", errNoLink},
		{"   ", "", errNoLink},
		{strings.Repeat("A", maxLinkCode+1), "", errLinkCode},
	} {
		got, err := SharedLinkCode("trax", "link", tc.pasted)
		if got != tc.want || err != tc.err {
			t.Errorf("SharedLinkCode(%.40q) = %q, %v; want %q, %v", tc.pasted, got, err, tc.want, tc.err)
		}
	}
	if _, err := SharedLinkCode("traxit", "", "AQoA"); err != errNoReplays {
		t.Errorf("a game without shared games took a link: %v", err)
	}
}

func TestSnippet(t *testing.T) {
	withEmbedGames(t)
	const base = "https://club.example/trax/"
	c := EmbedChoice{Game: "trax", Show: "computer", Level: "club", Lang: "de", Theme: ThemeLight}
	s, err := c.Snippet(base, `Trax & "friends" <3`)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`<iframe id="trax-embed" src="https://club.example/trax/?ai=club&amp;embed=1&amp;game=trax&amp;lang=de&amp;side=white&amp;theme=light"`,
		`title="Trax &amp; &#34;friends&#34; &lt;3"`,
		`width:100%;`, `height:640px;`,
		`e.data.type !== "trax:height"`, `getElementById("trax-embed")`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("snippet lacks %s:\n%s", want, s)
		}
	}

	c.Width, c.Height = 480, 700
	s, _ = c.Snippet(base, "Trax")
	if !strings.Contains(s, "width:480px;") || !strings.Contains(s, "height:700px;") || strings.Contains(s, "<script>") {
		t.Errorf("a fixed size: want 480×700 px and no height script:\n%s", s)
	}

	c = EmbedChoice{Game: "trax", Show: "replay", Link: `#game=trax&link=AQ"><script>alert(1)</script>`}
	if s, err := c.Snippet(base, "Trax"); err == nil {
		t.Errorf("a link with markup made a snippet:\n%s", s)
	}
}

// FuzzSnippetFromPastedLink: whatever is pasted, the snippet is either
// refused or holds the pasted code in base64url only, nothing else of it.
func FuzzSnippetFromPastedLink(f *testing.F) {
	for _, s := range []string{"AQoA", "#game=trax&link=AQoA", `"><script>`, "#link=a&lang=<b>", "%3Cscript%3E"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, pasted string) {
		withEmbedGames(t)
		c := EmbedChoice{Game: "trax", Show: "replay", Lang: "en", Link: pasted}
		s, err := c.Snippet("https://club.example/", "Trax")
		if err != nil {
			return
		}
		src := s[strings.Index(s, `src="`)+5:]
		src = src[:strings.IndexByte(src, '"')]
		u, err := url.Parse(strings.ReplaceAll(src, "&amp;", "&"))
		if err != nil {
			t.Fatalf("src %q: %v", src, err)
		}
		q := u.Query()
		if len(q) != 4 || q.Get("embed") != "1" || q.Get("game") != "trax" || q.Get("lang") != "en" {
			t.Fatalf("src %q has other parameters than the choice's", src)
		}
		for _, c := range q.Get("link") {
			if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				t.Fatalf("src %q: the link holds %q", src, c)
			}
		}
	})
}

func TestRouteEmbed(t *testing.T) {
	withEmbedGames(t)
	for _, tc := range []struct {
		q, view, game string
		bad           bool
	}{
		{"view=embed", viewEmbed, "", false},
		{"view=embed&game=trakkx", viewEmbed, "trakkx", false},
		{"view=embed&game=chess", viewEmbed, "", true},
		{"embed=1&view=embed", viewEmbed, "", false},
	} {
		q, _ := url.ParseQuery(tc.q)
		view, game, bad := route(q)
		if view != tc.view || game != tc.game || bad != tc.bad {
			t.Errorf("route(%s) = %s, %s, %v; want %s, %s, %v", tc.q, view, game, bad, tc.view, tc.game, tc.bad)
		}
	}
	if !knownView("", viewEmbed) {
		t.Error("view=embed is not a known view")
	}
}

func TestEmbedBase(t *testing.T) {
	for href, want := range map[string]string{
		"https://club.example/trax/?lang=de#view=embed": "https://club.example/trax/",
		"http://127.0.0.1:8080/#view=embed":             "http://127.0.0.1:8080/",
		"https://club.example/":                         "https://club.example/",
	} {
		if got := EmbedBase(href); got != want {
			t.Errorf("EmbedBase(%s) = %s, want %s", href, got, want)
		}
	}
}
