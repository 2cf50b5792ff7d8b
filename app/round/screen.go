package round

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round/clock"
)

// Controller is a game's controller as the screen's lifecycle sees it:
// the game in progress and what the screen shows of it.
type Controller interface {
	// Mount gives the controller the screen's context and lets the
	// computer act if it is its turn.
	Mount(ui Runner)
	// Dismount stops the computer's search and forgets the screen's
	// context; the game stays.
	Dismount()
	// Follow takes the game another tab saved when key (from the
	// window's storage event; "" when storage was cleared, or on
	// mounting) is the game's and its save is not the one this tab
	// knows.
	Follow(key string)
	// Printer is the language the controller speaks; SetPrinter changes
	// it.
	Printer() *i18n.Printer
	SetPrinter(p *i18n.Printer)
}

// Kept is the game in progress while the page lives, so that leaving the
// game for the home or rules page and coming back keeps it (also where
// storage is refused), its computer's search included. A game's package
// holds one in a package variable; only the browser keeps a game (the
// server's prerendering starts afresh for every page).
type Kept[C Controller] struct {
	c    C
	kept bool
}

// Peek returns the game kept, if any.
func (k *Kept[C]) Peek() (C, bool) {
	if !k.kept || !goapp.IsClient {
		var none C
		return none, false
	}
	return k.c, true
}

// Get returns the game kept, if any, speaking lang.
func (k *Kept[C]) Get(lang i18n.Lang) (C, bool) {
	c, ok := k.Peek()
	if ok {
		c.SetPrinter(i18n.For(lang))
	}
	return c, ok
}

// Keep keeps c; a game kept before, if another, is dismounted (its
// search stops; its game was saved).
func (k *Kept[C]) Keep(c C) {
	if !goapp.IsClient {
		return
	}
	if k.kept && any(k.c) != any(c) {
		k.c.Dismount()
	}
	k.c, k.kept = c, true
}

// Session returns s, or a session over memory when the screen is shown
// without one (tests, the server's prerendering).
func Session(s *app.Session) *app.Session {
	if s == nil {
		return &app.Session{Storage: app.MemoryStorage{}}
	}
	return s
}

// Props are what the shell gives a game's screen each time it renders:
// the session and its language. A screen embeds them, exported, so that
// go-app copies them into the screen shown when the shell renders again
// (a new language re-renders the screen in it).
type Props struct {
	ISession *app.Session
	ILang    i18n.Lang
}

// Life is a game screen's lifecycle: its controller, whether it is
// mounted (the page's data-ready), and the following of other tabs. A
// screen embeds one under an unexported name (type life =
// round.Life[*controller]): go-app copies a component's exported fields
// when its parent renders again, which would lose the controller, and the
// embedding gives the screen OnMount, OnDismount and OnUpdate.
type Life[C Controller] struct {
	// Ctl is the screen's controller, set by the screen's OnInit.
	Ctl C
	// Ready is set once the screen is mounted.
	Ready     bool
	stopWatch func()
	props     *Props
	// opening is Init's work while it waits for the screen's mount (in
	// the browser, before the game is drawn: see Drawn).
	opening func()
}

// Open fills the screen's props from the shell's session s and ties the
// lifecycle to them; a screen's constructor calls it.
func (l *Life[C]) Open(p *Props, s *app.Session) {
	p.ISession, p.ILang = s, s.Lang
	l.props = p
}

// Init gives the screen its controller before the first render, unless
// it has one (a test gave it): the game kept while the page lives when
// reuse allows (the page asks for no other game), else a new one that
// open makes for the session (in the session's language, its saved game
// restored), which is kept from now on.
//
// In the browser, before the screen is mounted, the controller is made
// when Mount draws the game, a browser task after the page's first
// render (Drawn): making it (a game's rules, its saved game) is part of
// drawing the game, not of the page's first render.
func (l *Life[C]) Init(kept *Kept[C], reuse bool, open func(s *app.Session) C) {
	if l.hasCtl() {
		return
	}
	if !l.Drawn() {
		l.opening = func() { l.Init(kept, reuse, open) }
		return
	}
	s := Session(l.session())
	if c, ok := kept.Get(s.Lang); ok && reuse {
		l.Ctl = c
		return
	}
	l.Ctl = open(s)
	kept.Keep(l.Ctl)
}

// Opening is a game's controller as its screen opens it (Open).
type Opening interface {
	Controller
	// Restore loads the saved game, if any; a save it cannot read is
	// kept aside and said in the controller's language.
	Restore()
	// SetPageClock takes the time control of the page's clock=: a game
	// not begun starts on it.
	SetPageClock(ctl clock.Control)
}

// Open readies c, a game's new controller, for the session s in the
// order every game needs: c speaks the session's language (the notices
// of the steps after it are in it), its saved game is restored, page
// (nil for none) follows the game's own page parameters, and the page's
// clock= comes last, so that it times the game the page opened. A
// screen's Init calls it on the controller it makes.
func Open[C Opening](c C, s *app.Session, page func()) C {
	c.SetPrinter(i18n.For(s.Lang))
	c.Restore()
	if page != nil {
		page()
	}
	if ctl, ok := ClockOf(s.Params); ok {
		c.SetPageClock(ctl)
	}
	return c
}

// session is the shell's session; nil when the screen was made without
// one (a test).
func (l *Life[C]) session() *app.Session {
	if l.props == nil {
		return nil
	}
	return l.props.ISession
}

// OnMount marks the screen ready and lets the computer act if it is to
// (Mount).
func (l *Life[C]) OnMount(ctx goapp.Context) { l.Mount(ctx, l.session()) }

// OnDismount stops the computer's search; it starts again when the
// screen is shown again (Dismount).
func (l *Life[C]) OnDismount() { l.Dismount() }

// OnUpdate follows the shell's language (FollowLanguage).
func (l *Life[C]) OnUpdate(ctx goapp.Context) {
	if l.props != nil {
		l.FollowLanguage(l.props.ILang)
	}
}

// Mount marks the screen ready, gives the controller the screen's
// context (the computer may act), takes a game another tab saved while
// the screen was away, and follows other tabs' saves from now on.
func (l *Life[C]) Mount(ctx goapp.Context, s *app.Session) {
	if !l.Drawn() {
		// The page's render drew the screen empty (Drawn): the game is
		// mounted and drawn once the browser has run a task of its own,
		// never in the task of that render (go-app's next frame is often
		// due by the time it is done, and would run in the same task).
		app.InNextTask(ctx, func(ctx goapp.Context) { l.mount(ctx, s) })
		return
	}
	l.mount(ctx, s)
}

// mount is Mount once the screen may draw its game.
func (l *Life[C]) mount(ctx goapp.Context, s *app.Session) {
	l.Ready = true
	if open := l.opening; open != nil {
		l.opening = nil
		open()
	}
	l.Ctl.Mount(ctx)
	if s != nil {
		l.Ctl.Follow("") // a game kept while away may have been played in another tab
		l.stopWatch = s.FollowOtherTabs(ctx, func(key string) { l.Ctl.Follow(key) })
	}
	ctx.Update()
}

// Dismount stops following other tabs and the computer's search; both
// start again when the screen is shown again.
func (l *Life[C]) Dismount() {
	if l.stopWatch != nil {
		l.stopWatch()
		l.stopWatch = nil
	}
	if l.hasCtl() {
		l.Ctl.Dismount()
	}
}

// hasCtl reports whether the screen has its controller (Init made it).
func (l *Life[C]) hasCtl() bool {
	var none C
	return any(l.Ctl) != any(none)
}

// FollowLanguage makes the controller speak lang, the shell's language,
// when it speaks another.
func (l *Life[C]) FollowLanguage(lang i18n.Lang) {
	if l.hasCtl() && l.Ctl.Printer().Lang() != lang {
		l.Ctl.SetPrinter(i18n.For(lang))
	}
}

// Drawn reports whether the screen draws its game: on the server's page,
// and in the browser once the screen is mounted. Before that, in the
// page's first render, the screen is drawn empty, and Mount draws the
// game a browser task later: go-app mounts the page's header and the
// game's board and panel in two browser tasks, not in one that held
// the page's thread for both (issue 28: TRAXIT's longest start-up task
// at 4x CPU throttling went from 205-295 ms to 137-165, its board on
// screen as soon).
func (l *Life[C]) Drawn() bool { return l.Ready || !goapp.IsClient }

// ReadyAttr is the page's data-ready: "1" once mounted, "" before (the
// server's prerendered page).
func (l *Life[C]) ReadyAttr() string {
	if l.Ready {
		return "1"
	}
	return ""
}

// Heading is a play screen's h1, the first thing in its main landmark:
// the game's name, visually hidden because the screen shows the game
// rather than a title, yet there for a screen reader's list of headings
// (every page has one h1, WCAG 1.3.1 and 2.4.6).
func Heading(p *i18n.Printer, game string) goapp.UI {
	return goapp.H1().ID("screen-title").Class("sr-only").Text(p.T(game + ".name"))
}
