package trax

import (
	"strconv"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
)

// gameScreen is the game: the board with its tile choices and result
// banner, and the side panel. It owns the controller. Its parameters come
// from the shell's Session: variant=trax|8x8|loop for a new game's
// variant, ai=0|beginner|club|strong|max and side=white|red for the
// opponent of a first visit's game (default: the computer at club level,
// the player White), embed=1 for a compact layout, link=<code> for a
// shared game or position (sharebox.go).
type gameScreen struct {
	goapp.Compo
	round.Props
	// ILink is the page's link= (play by link, sharebox.go); a new one opens
	// its game even when only the address's fragment changed.
	ILink string

	// life holds the screen's controller (Ctl; a test may give it) and
	// mounts it: the round layer's lifecycle, shared with the other
	// games.
	life
}

// life is the game screen's lifecycle (round.Life).
type life = round.Life[*controller]

// newGameScreen returns the game screen.
func newGameScreen() *gameScreen { return &gameScreen{} }

// Session sets the shell's session, its language and the page's link.
func (s *gameScreen) Session(ss *app.Session) *gameScreen {
	s.Open(&s.Props, ss)
	s.ILink = linkOf(ss.Params)
	return s
}

// keptGame is the game in progress while the page lives: leaving the game
// for the home or rules page and coming back keeps it (also where storage
// is refused), its searches included.
var keptGame round.Kept[*controller]

// OnInit takes the game in progress, or restores the saved game, before
// the first render, so that the first frame already shows it.
func (s *gameScreen) OnInit() { s.load() }

// load takes the game in progress, or restores the saved game, and opens
// the page's link (link=) if it has one.
func (s *gameScreen) load() {
	ss := round.Session(s.ISession)
	q := ss.Params
	p := i18n.For(ss.Lang)
	var notices []string
	// The variant: the page's variant=, else the one played last.
	v, fromURL := engine.Trax, false
	if last, ok := ss.Storage.Load(lastVariantKey); ok {
		if lv, err := engine.VariantByName(last); err == nil && offered(lv) {
			v = lv
		}
	}
	if name := q.Get("variant"); name != "" {
		if uv, err := engine.VariantByName(name); err == nil && offered(uv) {
			v, fromURL = uv, true
		} else {
			notices = append(notices, p.T("trax.notice.bad-variant", "value", app.Echo(name), "variant", variantName(p, v)))
		}
	}
	// A link names its variant; it opens over the saved game of that variant.
	code := linkOf(q)
	var linked engine.Link
	var linkErr error
	if code != "" {
		if linked, linkErr = engine.DecodeLink(code); linkErr == nil {
			v, fromURL = linked.Game.Variant(), true
		}
	}
	// The game kept while the page lives goes on unless the page asks
	// for another: another variant, or another link.
	reuse := false
	if kept, ok := keptGame.Peek(); ok {
		reuse = (!fromURL || kept.game.Variant().Name == v.Name) && kept.link.code == code
	}
	s.Init(&keptGame, reuse, func(ss *app.Session) *controller {
		saves := ss.Saves()
		c := newController(v, saves.Slot(savedKeyFor(v)))
		c.slot = func(v engine.Variant) app.Slot { return saves.Slot(savedKeyFor(v)) }
		c.last = app.KeySlot{Storage: ss.Storage, Key: lastVariantKey}
		c.setPrinter(p)
		c.variantFromURL = fromURL
		notices = append(notices, c.setPageOpponent(q.Get("ai"), q.Get("side"))...)
		pageClock, hasClock := round.ClockOf(q)
		c.assist.prefs = app.KeySlot{Storage: ss.Storage, Key: threatsKey}
		c.assist.trackPrefs = app.KeySlot{Storage: ss.Storage, Key: board.TracksKey}
		c.loadPrefs()
		c.restore()
		if code != "" {
			c.openLink(code, linked, linkErr)
		} else if seed, err := strconv.ParseUint(q.Get("seed"), 10, 64); err == nil && fromURL && v.Luck != engine.NoLuck && c.game.Seed() != seed {
			// A link with the die's seed replays the same rolls: a new game.
			c.setClock(c.PageClock)
			c.setGame(engine.NewSeededGame(v, seed))
			c.save()
		}
		if hasClock {
			c.setPageClock(pageClock)
		}
		if len(notices) > 0 {
			c.say(strings.Join(append(notices, c.message), " "))
		}
		return c
	})
}

// Mount gives the controller the screen's context and lets the computer
// move if it is its turn (round.Controller).
func (c *controller) Mount(ui round.Runner) {
	c.turn.Mount(ui)
	c.askOpponent()
}

// Dismount stops the searches under way and a review, keeping the turns
// it judged; the game stays.
func (c *controller) Dismount() {
	c.changed()
	c.stopReview()
	c.turn.Dismount()
}

// Follow follows another tab's save of the game on the board.
func (c *controller) Follow(key string) { c.follow(key) }

// Printer is the language the screen speaks.
func (c *controller) Printer() *i18n.Printer { return c.p }

// SetPrinter makes the screen speak p's language.
func (c *controller) SetPrinter(p *i18n.Printer) { c.setPrinter(p) }

// OnUpdate follows the shell's language, and the page's link when the
// address's fragment changed while the game was shown: a new link opens
// its game, an address without one the saved game.
func (s *gameScreen) OnUpdate(ctx goapp.Context) {
	if s.Ctl != nil && s.ILink != s.Ctl.link.code {
		old := s.Ctl
		ui := old.turn.Runner() // the screen's context, from OnMount
		old.Dismount()
		s.Ctl = nil
		s.load()
		s.Ctl.Mount(ui)
	}
	if s.Ctl != nil {
		s.FollowLanguage(s.ILang)
	}
}

// Render lays out the screen.
func (s *gameScreen) Render() goapp.UI {
	c := s.Ctl
	if c == nil || !s.life.Drawn() {
		return goapp.Div().Class("trax").Body(goapp.Main().ID("game").Class("game"))
	}
	ready := s.life.ReadyAttr()
	return goapp.Div().Class("trax").Body(
		board.TileDefs(),
		goapp.Main().ID("game").Class("game").Attr("data-ready", ready).Attr("data-link", c.link.code).Attr("lang", string(c.p.Lang())).Body(
			round.Heading(c.p, "trax"),
			goapp.Div().Class("board-area").Body(
				board.New(c, c.rev),
				board.NewChoiceTray(c, c.rev),
				goapp.If(c.turn.Thinking(), func() goapp.UI { return c.renderThinking() }),
				goapp.If(c.turn.Failed(), func() goapp.UI { return app.ComputerFailed(c.p, c.onRetryComputer) }),
				goapp.If(c.link.pending != nil, func() goapp.UI { return c.renderLinkConfirm() }),
				goapp.If(c.game.Len() == 0 && !c.reviewing() && !c.sel.Active, func() goapp.UI { return c.renderFirstSteps() }),
				goapp.If(c.showResult && c.over(), func() goapp.UI {
					return c.renderResult()
				}),
			),
			&sidePanel{Bound: bind(c)},
		),
		goapp.If(c.newGame, func() goapp.UI {
			return newNewGameForm(c)
		}),
		goapp.If(c.pic.print && c.position().TileCount() > 0, func() goapp.UI { return c.renderPrintPosition() }),
	)
}

// renderThinking shows that the computer thinks, with a Stop button that
// takes back the player's last move (when there is one).
func (c *controller) renderThinking() goapp.UI {
	return goapp.Div().ID("thinking").Class("thinking").Body(
		goapp.Span().Class("thinking-text").Role("status").Text(c.p.T("trax.thinking")),
		goapp.If(c.game.CanUndo(), func() goapp.UI {
			return goapp.Button().ID("stop-thinking").
				Aria("label", c.p.T("trax.thinking.stop-label")).
				Title(c.p.T("trax.thinking.stop-label")).
				OnClick(c.onStopThinking).Text(c.p.T("trax.thinking.stop"))
		}),
	)
}

func (c *controller) onStopThinking(ctx goapp.Context, e goapp.Event) { c.stopThinking() }

// renderFirstSteps tells a newcomer, over the empty board, what to do and
// where the rules are.
func (c *controller) renderFirstSteps() goapp.UI {
	return goapp.Div().ID("first-steps").Class("first-steps").Role("note").Body(
		goapp.Span().Text(c.p.T("trax.first-steps")+" "),
		goapp.Elem("a").ID("first-steps-rules").Attr("href", app.Link("trax", "rules")).Text(c.p.T("trax.first-steps.rules")),
		goapp.Span().Text(" · "),
		goapp.Elem("a").ID("first-steps-learn").Attr("href", app.Link("trax", "learn")).Text(c.p.T("trax.first-steps.learn")),
	)
}
