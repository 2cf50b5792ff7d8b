package app

import (
	"net/url"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/engine/trax"
)

// gameScreen is the game: the board with its tile choices and result
// banner, and the side panel. It owns the controller. Query (or fragment)
// parameters of the page: embed=1 for a compact layout without header,
// variant=trax|8x8|loop for a new game's variant, ai=0|beginner|club|
// strong|max and side=white|red for the opponent of a first visit's game
// (default: the computer at club level, the player White).
type gameScreen struct {
	goapp.Compo

	ctl   *controller
	ready bool
}

// newGameScreen returns the game screen.
func newGameScreen() *gameScreen { return &gameScreen{} }

// OnInit reads the page's parameters and the saved game before the first
// render, so that the first frame already shows them.
func (s *gameScreen) OnInit() {
	if s.ctl != nil { // given by a test
		return
	}
	var q url.Values
	if goapp.IsClient {
		q = pageParams(goapp.Window().URL())
	}
	v, fromURL := trax.Trax, false
	if name := q.Get("variant"); name != "" {
		if uv, err := trax.VariantByName(name); err == nil && uv.Luck == trax.NoLuck {
			v, fromURL = uv, true
		}
	}
	var st, prefs store = &memStore{}, &memStore{}
	if goapp.IsClient {
		st, prefs = browserStore{key: savedKey}, browserStore{key: threatsKey}
	}
	s.ctl = newController(v, st)
	s.ctl.variantFromURL = fromURL
	s.ctl.embed = q.Get("embed") == "1"
	s.ctl.setPageOpponent(q.Get("ai"), q.Get("side"))
	s.ctl.prefs = prefs
	s.ctl.loadPrefs()
	s.ctl.restore()
}

// OnMount marks the game ready for play (and for tests).
func (s *gameScreen) OnMount(ctx goapp.Context) {
	s.ready = true
	s.ctl.ui = ctx
	s.ctl.askOpponent()
	ctx.Update()
}

// Render lays out the screen.
func (s *gameScreen) Render() goapp.UI {
	c := s.ctl
	if c == nil {
		return goapp.Div().ID("game")
	}
	class := "app"
	if c.embed {
		class += " embed"
	}
	ready := ""
	if s.ready {
		ready = "1"
	}
	return goapp.Div().ID("app").Class(class).Body(
		tileDefs(),
		goapp.If(!c.embed, func() goapp.UI {
			return goapp.Header().Class("app-header").Body(
				goapp.H1().Class("app-title").Body(
					goapp.Span().Class("logo").Aria("hidden", "true").Text("\u25e9"),
					goapp.Text(" Trax"),
				),
			)
		}),
		goapp.Main().ID("game").Class("game").Attr("data-ready", ready).Body(
			goapp.Div().Class("board-area").Body(
				newBoard().Ctl(c).Rev(c.rev),
				newChoiceTray().Ctl(c).Rev(c.rev),
				goapp.If(c.thinking, func() goapp.UI { return c.renderThinking() }),
				goapp.If(c.showResult && c.game.Outcome().Over(), func() goapp.UI {
					return newResultBanner().Ctl(c).Rev(c.rev)
				}),
			),
			newSidePanel().Ctl(c).Rev(c.rev),
		),
		goapp.If(c.newGame, func() goapp.UI {
			return newNewGameForm().Ctl(c).Rev(c.rev)
		}),
	)
}

// pageParams returns the page's query parameters, and those written in
// its fragment (#embed=1), which keep working offline.
func pageParams(u *url.URL) url.Values {
	q := url.Values{}
	if u == nil {
		return q
	}
	for k, vs := range u.Query() {
		q[k] = vs
	}
	if frag, err := url.ParseQuery(strings.TrimPrefix(u.Fragment, "?")); err == nil {
		for k, vs := range frag {
			if q.Get(k) == "" {
				q[k] = vs
			}
		}
	}
	return q
}

// browserStore keeps the saved game in window.localStorage. Storage can be
// missing or refused (private mode, a partitioned iframe): then nothing is
// saved and the game still plays.
type browserStore struct{ key string }

func (b browserStore) load() (s string, ok bool) {
	defer func() {
		if recover() != nil {
			s, ok = "", false
		}
	}()
	ls := goapp.Window().Get("localStorage")
	if !ls.Truthy() {
		return "", false
	}
	v := ls.Call("getItem", b.key)
	if v.IsNull() || v.IsUndefined() {
		return "", false
	}
	return v.String(), true
}

func (b browserStore) save(s string) {
	defer func() { _ = recover() }()
	if ls := goapp.Window().Get("localStorage"); ls.Truthy() {
		ls.Call("setItem", b.key, s)
	}
}

// renderThinking shows that the computer thinks, with a Stop button that
// takes back the player's last move (when there is one).
func (c *controller) renderThinking() goapp.UI {
	return goapp.Div().ID("thinking").Class("thinking").Body(
		goapp.Span().Class("thinking-text").Role("status").Text("Computer is thinking\u2026"),
		goapp.If(c.game.CanUndo(), func() goapp.UI {
			return goapp.Button().ID("stop-thinking").
				Aria("label", "Stop the computer and take back your move").
				Title("Stop the computer and take back your move").
				OnClick(c.onStopThinking).Text("Stop")
		}),
	)
}

func (c *controller) onStopThinking(ctx goapp.Context, e goapp.Event) { c.stopThinking() }
