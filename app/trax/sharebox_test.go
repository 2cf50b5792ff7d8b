package trax

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	engine "traxapp/engine/trax"
)

// openPage opens the game screen at address (the page's URL, query and
// fragment) over storage st, as the browser does, and returns its
// controller.
func openPage(t *testing.T, address string, st app.MemoryStorage) *controller {
	t.Helper()
	u, err := url.Parse(address)
	if err != nil {
		t.Fatal(err)
	}
	ss := &app.Session{Params: app.PageParams(u), Lang: i18n.English, Storage: st}
	s := newGameScreen().Session(ss)
	s.OnInit()
	if s.Ctl == nil {
		t.Fatalf("%s: no game", address)
	}
	return s.Ctl
}

// playRecord plays the moves of a record by taps.
func playRecord(t *testing.T, c *controller, rec string) {
	t.Helper()
	for _, m := range strings.Fields(rec) {
		playName(t, c, m)
	}
}

// savedRecord returns the record of the game saved under key.
func savedRecord(t *testing.T, st app.MemoryStorage, key string) string {
	t.Helper()
	data, ok := st.Load(key)
	if !ok {
		return ""
	}
	g, _, err := decodeSaved(data)
	if err != nil {
		t.Fatalf("saved game %s: %v", key, err)
	}
	_, rec := g.Line()
	return rec
}

const base = "https://club.example/trax/"

// TestCorrespondenceByLinks: a game played by sending links back and
// forth, each player on a device of their own.
func TestCorrespondenceByLinks(t *testing.T) {
	alice, bob := app.MemoryStorage{}, app.MemoryStorage{}
	a := openPage(t, base+"?ai=0", alice)
	playRecord(t, a, `@0/ B1\`)
	link := a.share(base, false)
	if !strings.HasPrefix(link, base+"#game=trax&link=") || len(link) > len(base)+40 {
		t.Fatalf("share made %q", link)
	}
	if a.link.shared != link || a.message != "Link made." {
		t.Errorf("after Share: shown %q, message %q", a.link.shared, a.message)
	}

	// Bob opens it on a first visit: the same position, White to move,
	// two players on his device, saved as his game in progress.
	b := openPage(t, link, bob)
	if got := b.game.Record(); got != `@0/ B1\` || b.opponent != nil || b.position().ToMove() != engine.White {
		t.Fatalf("Bob sees %q, opponent %v, %v to move", got, b.opponent, b.position().ToMove())
	}
	if !strings.Contains(b.message, "White to move") {
		t.Errorf("Bob's message: %q", b.message)
	}
	if got := savedRecord(t, bob, savedKey); got != `@0/ B1\` {
		t.Errorf("Bob's saved game: %q", got)
	}
	playName(t, b, "B2+")
	back := b.share(base, false)

	// Alice opens Bob's answer: it continues her game, so it replaces it
	// without a question.
	a = openPage(t, back, alice)
	if got := a.game.Record(); got != `@0/ B1\ B2+` || a.link.pending != nil {
		t.Fatalf("Alice sees %q (pending %v)", got, a.link.pending != nil)
	}
	if got := savedRecord(t, alice, savedKey); got != `@0/ B1\ B2+` {
		t.Errorf("Alice's saved game: %q", got)
	}
	// Opening her own older link again keeps the game that went past it.
	a = openPage(t, link, alice)
	if got := a.game.Record(); got != `@0/ B1\ B2+` || !strings.Contains(a.message, "already goes past") {
		t.Errorf("an older link: game %q, message %q", got, a.message)
	}
}

// openOverMyGame shares the game of record rec (its position, for
// analysis) and opens the link over storage that holds a game of mine in
// progress (@0/ B1\). It returns the screen's controller, the link, the
// storage and my game's save before the link opened.
func openOverMyGame(t *testing.T, rec string, analysis bool) (c *controller, link string, st app.MemoryStorage, before string) {
	t.Helper()
	o := openPage(t, base+"?ai=0", app.MemoryStorage{})
	playRecord(t, o, rec)
	link = o.share(base, analysis)
	st = app.MemoryStorage{}
	mine := openPage(t, base+"?ai=0", st)
	playRecord(t, mine, `@0/ B1\`)
	before, _ = st.Load(savedKey)
	return openPage(t, link, st), link, st, before
}

// TestLinkAsksBeforeReplacingAGame: a shared game never replaces another
// game in progress without the player's word.
func TestLinkAsksBeforeReplacingAGame(t *testing.T) {
	c, link, st, before := openOverMyGame(t, "@0+ B1+", false)
	if c.link.pending == nil || c.game.Record() != `@0/ B1\` {
		t.Fatalf("no question asked: game %q", c.game.Record())
	}
	html := render(t, c)
	for _, want := range []string{`id="link-confirm"`, `id="link-open"`, `id="link-keep"`, "Open the shared game (replaces your game in progress)", "Keep my game", "2 moves, White to move"} {
		if !strings.Contains(html, want) {
			t.Errorf("the question lacks %s", want)
		}
	}
	if after, _ := st.Load(savedKey); after != before {
		t.Errorf("the saved game changed before the answer: %s", after)
	}
	c.answerLink(false)
	if after, _ := st.Load(savedKey); after != before || c.game.Record() != `@0/ B1\` || c.link.pending != nil {
		t.Errorf("Keep my game: game %q, saved %s", c.game.Record(), after)
	}
	if !strings.Contains(c.message, "kept") || strings.Contains(render(t, c), `id="link-confirm"`) {
		t.Errorf("after Keep: message %q, or the question stays", c.message)
	}

	c = openPage(t, link, st)
	c.answerLink(true)
	if c.game.Record() != "@0+ B1+" || savedRecord(t, st, savedKey) != "@0+ B1+" || c.opponent != nil {
		t.Errorf("Open the shared game: game %q, saved %q", c.game.Record(), savedRecord(t, st, savedKey))
	}
}

// TestLinkOfAnotherVariantKeepsTheTraxGame: each variant keeps its own
// game in progress, so a link of 8x8 Trax leaves the Trax game alone.
func TestLinkOfAnotherVariantKeepsTheTraxGame(t *testing.T) {
	g, _ := engine.LoadRecord(engine.Trax8x8, "@0/ B1+")
	code, _ := engine.EncodeLink(g, false)
	st := app.MemoryStorage{}
	mine := openPage(t, base+"?ai=0", st)
	playRecord(t, mine, "@0+")
	c := openPage(t, base+"#game=trax&link="+code, st)
	if c.link.pending != nil || c.game.Variant() != engine.Trax8x8 || c.game.Record() != "@0/ B1+" {
		t.Fatalf("opened %s %q (pending %v)", c.game.Variant(), c.game.Record(), c.link.pending != nil)
	}
	if savedRecord(t, st, savedKey) != "@0+" || savedRecord(t, st, savedKeyFor(engine.Trax8x8)) != "@0/ B1+" {
		t.Errorf("saved: trax %q, 8x8 %q", savedRecord(t, st, savedKey), savedRecord(t, st, savedKeyFor(engine.Trax8x8)))
	}
}

// TestBadLinkKeepsTheGame: a changed, cut or foreign link says what is
// wrong and leaves the game in progress as it was, saved game included.
func TestBadLinkKeepsTheGame(t *testing.T) {
	o := openPage(t, base+"?ai=0", app.MemoryStorage{})
	playRecord(t, o, "@0+ B1+ C1/")
	code := strings.TrimPrefix(o.share("", false), "#game=trax&link=")
	flip := map[byte]byte{'A': 'B'}
	changed := []byte(code)
	if c, ok := flip[changed[5]]; ok {
		changed[5] = c
	} else {
		changed[5] = 'A'
	}
	for _, c := range []struct{ link, want string }{
		{string(changed), "was changed or mistyped"},
		{code[:len(code)-4], "cut short"},
		{"hello!", "not a Trax game link"},
		{"hello", "link"},
	} {
		st := app.MemoryStorage{}
		mine := openPage(t, base+"?ai=0", st)
		playRecord(t, mine, `@0/ B1\`)
		before, _ := st.Load(savedKey)
		got := openPage(t, base+"#game=trax&link="+url.QueryEscape(c.link), st)
		if !strings.Contains(got.message, c.want) || !strings.Contains(got.message, "The current game is kept.") {
			t.Errorf("link %q: message %q, want %q", c.link, got.message, c.want)
		}
		if after, _ := st.Load(savedKey); after != before || got.game.Record() != `@0/ B1\` || got.link.pending != nil {
			t.Errorf("link %q: game %q, saved %s", c.link, got.game.Record(), after)
		}
	}
}

// TestBadLinkOnAFirstVisit: with no game in progress, a bad link says
// what is wrong and claims to keep nothing.
func TestBadLinkOnAFirstVisit(t *testing.T) {
	c := openPage(t, base+"#game=trax&link=hello!", app.MemoryStorage{})
	if c.message != "This link is not a Trax game link." || c.game.Len() != 0 {
		t.Errorf("message %q, game %q", c.message, c.game.Record())
	}
}

// TestPositionLinkOpensForAnalysis: a position link shows the position
// for study, both sides moved by the player, and replaces no saved game.
func TestPositionLinkOpensForAnalysis(t *testing.T) {
	c, _, st, before := openOverMyGame(t, "@0+ B1+ C1/", true)
	if c.game.Record() != "@0+ B1+ C1/" || !c.link.analysis || c.link.pending != nil || c.opponent != nil {
		t.Fatalf("position link: game %q, analysis %v", c.game.Record(), c.link.analysis)
	}
	if !strings.Contains(c.message, "analysis") || !strings.Contains(render(t, c), "nothing here is saved") {
		t.Errorf("no word of analysis: %q", c.message)
	}
	playName(t, c, "D1+")
	playName(t, c, "B2+")
	if after, _ := st.Load(savedKey); after != before {
		t.Errorf("moves in analysis were saved over the game in progress: %s", after)
	}
	if c.game.Len() != 5 {
		t.Errorf("both sides could not move: %q", c.game.Record())
	}
	// Sharing from the analysis shares the position again.
	l, err := engine.DecodeLink(strings.TrimPrefix(c.share("", true), "#game=trax&link="))
	if err != nil || !l.Analysis || l.Game.Len() != 5 {
		t.Errorf("shared from analysis: %v", err)
	}
	// A new game leaves analysis: it is saved as usual.
	c.startGame(engine.Trax, nil, "", engine.White)
	if c.link.analysis || savedRecord(t, st, savedKey) != "" {
		t.Errorf("a new game after analysis: analysis %v, saved %q", c.link.analysis, savedRecord(t, st, savedKey))
	}
}

// TestTurTraxLinkKeepsTheDie: a Tur-TRAX game opened from a link rolls
// the same die: the same roll to play, and the same later rolls.
func TestTurTraxLinkKeepsTheDie(t *testing.T) {
	o := openPage(t, base+"?ai=0&variant=tur&seed=42", app.MemoryStorage{})
	o.play(o.legal[0])
	o.play(o.legal[len(o.legal)-1])
	link := o.share(base, false)
	c := openPage(t, link, app.MemoryStorage{})
	if c.game.Seed() != 42 || c.game.Record() != o.game.Record() || fmt.Sprint(c.game.Rolls()) != fmt.Sprint(o.game.Rolls()) {
		t.Errorf("Tur-TRAX link: seed %d record %q rolls %v, want 42 %q %v", c.game.Seed(), c.game.Record(), c.game.Rolls(), o.game.Record(), o.game.Rolls())
	}
}

// TestScreenFollowsANewLink: a link opened in the same page (only the
// address's fragment changes) opens its game.
func TestScreenFollowsANewLink(t *testing.T) {
	o := openPage(t, base+"?ai=0", app.MemoryStorage{})
	playRecord(t, o, "@0+ B1+")
	link, _ := url.Parse(o.share(base, false))

	st := app.MemoryStorage{}
	ss := &app.Session{Params: url.Values{"ai": {"0"}}, Lang: i18n.English, Storage: st}
	s := newGameScreen().Session(ss)
	s.OnInit()
	playName(t, s.Ctl, "@0/")
	ss.Params = app.PageParams(link)
	s.Session(ss) // as the shell renders it again
	s.OnUpdate(goapp.Context{})
	if s.Ctl.link.pending == nil {
		t.Fatalf("the new link was not opened (game %q)", s.Ctl.game.Record())
	}
	s.Ctl.answerLink(true)
	if s.Ctl.game.Record() != "@0+ B1+" {
		t.Errorf("game %q", s.Ctl.game.Record())
	}
}

func TestShareButtons(t *testing.T) {
	c := newController(engine.Trax, nil)
	html := render(t, c)
	for _, want := range []string{`id="share"`, `id="share-position"`, `data-share="game"`, `data-share="position"`, ">Share game<"} {
		if !strings.Contains(html, want) {
			t.Errorf("panel lacks %s", want)
		}
	}
	if strings.Contains(html, `id="share-text"`) {
		t.Error("a link shown before Share")
	}
	link := c.share(base, false)
	if html := render(t, c); !strings.Contains(html, `id="share-text"`) || !strings.Contains(html, `data-link="`+link+`"`) {
		t.Error("the link made is not shown to copy")
	}
	playName(t, c, "@0/")
	if c.link.shared != "" {
		t.Error("a link made before a move is still shown")
	}
}

// TestLinkAsksBeforeEndingAGameAgainstTheComputer: a shared game that
// continues the player's game against the computer (or is that game)
// would make it a game for two players: it is asked first, and Keep keeps
// the computer.
func TestLinkAsksBeforeEndingAGameAgainstTheComputer(t *testing.T) {
	defer func(saved []OpponentChoice) { opponentChoices = saved }(opponentChoices)
	opponentChoices = []OpponentChoice{{Label: "Computer, club", Key: "club", New: func(engine.Variant) Opponent { return &firstMover{} }}}
	other := app.MemoryStorage{}
	o := openPage(t, base+"?ai=0", other)
	playRecord(t, o, `@0/ B1\`)
	longer := o.share(base, false)

	for _, c := range []struct{ name, mine string }{
		{"the link continues the game", `@0/`},
		{"the link is the game", `@0/ B1\`},
	} {
		st := app.MemoryStorage{}
		g, err := engine.LoadRecord(engine.Trax, c.mine)
		if err != nil {
			t.Fatal(err)
		}
		st.Save(savedKey, encodeSaved(g, "Computer, club", engine.Red, nil))
		before, _ := st.Load(savedKey)

		ctl := openPage(t, longer, st)
		if ctl.link.pending == nil || ctl.game.Record() != c.mine || ctl.opponent == nil {
			t.Fatalf("%s: no question asked: game %q, opponent %v", c.name, ctl.game.Record(), ctl.opponent)
		}
		if html := render(t, ctl); !strings.Contains(html, "continues your game against the computer") {
			t.Errorf("%s: the question does not say the computer would go", c.name)
		}
		if after, _ := st.Load(savedKey); after != before {
			t.Errorf("%s: the saved game changed before the answer", c.name)
		}
		ctl.answerLink(false)
		if ctl.opponent == nil || ctl.game.Record() != c.mine {
			t.Errorf("%s: Keep: game %q, opponent %v", c.name, ctl.game.Record(), ctl.opponent)
		}
		ctl = openPage(t, longer, st)
		ctl.answerLink(true)
		if ctl.opponent != nil || ctl.game.Record() != `@0/ B1\` {
			t.Errorf("%s: Open: game %q, opponent %v", c.name, ctl.game.Record(), ctl.opponent)
		}
	}
}

// TestParamNotices: seed= and deal= that cannot be followed get a notice
// (the shell shows it); good ones and a deal outside solitaire none; a
// bad variant is echoed cut short.
func TestParamNotices(t *testing.T) {
	p := i18n.For(i18n.English)
	cases := []struct{ params, want string }{
		{"variant=tur&seed=18", ""},
		{"variant=tur&seed=abc", "“abc”"},
		{"seed=-1", "“-1”"},
		{"variant=solitaire3&deal=7", ""},
		{"variant=solitaire3&deal=xyz", "no deal “xyz”"},
		{"variant=solitaire4&deal=0", "no deal “0”"},
		{"variant=trax&deal=xyz", ""},
	}
	for _, c := range cases {
		q, _ := url.ParseQuery(c.params)
		got := strings.Join(paramNotices(q, p), " ")
		if c.want == "" && got != "" || !strings.Contains(got, c.want) {
			t.Errorf("%s: notices %q, want %q", c.params, got, c.want)
		}
	}
	c := openPage(t, base+"#variant="+strings.Repeat("v", 5000), app.MemoryStorage{})
	if !strings.Contains(c.message, "“"+strings.Repeat("v", app.EchoLength)+"…”") || len(c.message) > 300 {
		t.Errorf("a 5,000-character variant: message %.100q (%d bytes)", c.message, len(c.message))
	}
}
