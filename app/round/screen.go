package round

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
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

// Life is a game screen's lifecycle: its controller, whether it is
// mounted (the page's data-ready), and the following of other tabs. A
// screen holds one in an unexported field (go-app copies a component's
// exported fields when its parent renders again) and calls it from its
// OnMount, OnDismount and OnUpdate.
type Life[C Controller] struct {
	// Ctl is the screen's controller, set by the screen's OnInit.
	Ctl C
	// Ready is set once the screen is mounted.
	Ready     bool
	stopWatch func()
}

// Mount marks the screen ready, gives the controller the screen's
// context (the computer may act), takes a game another tab saved while
// the screen was away, and follows other tabs' saves from now on.
func (l *Life[C]) Mount(ctx goapp.Context, s *app.Session) {
	l.Ready = true
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
	l.Ctl.Dismount()
}

// FollowLanguage makes the controller speak lang, the shell's language,
// when it speaks another.
func (l *Life[C]) FollowLanguage(lang i18n.Lang) {
	if l.Ctl.Printer().Lang() != lang {
		l.Ctl.SetPrinter(i18n.For(lang))
	}
}

// ReadyAttr is the page's data-ready: "1" once mounted, "" before (the
// server's prerendered page).
func (l *Life[C]) ReadyAttr() string {
	if l.Ready {
		return "1"
	}
	return ""
}
