package app

import (
	"net/url"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	"traxapp/app/round/clock"
)

// Register tells go-app which component serves which path. The client
// (wasm) and the server (prerendering) both call it before anything else.
// The app has one route; its views (home, a game, a game's rules) are
// state chosen by the page's parameters, so that it works under any
// sub-path.
func Register() {
	goapp.Route("/", func() goapp.Composer { return &root{} })
}

// root is the app's one page: the header with the language menu, and the
// view the page's parameters ask for.
type root struct {
	goapp.Compo

	session *Session
	view    string // viewHome, viewPlay, viewRules or the ID of one of the game's Extras
	game    string // the game played or explained
	notices []string
	ready   bool    // mounted in the browser: links and the menu work
	url     string  // the address the view was chosen from, as the browser holds it
	address Address // what was read from url
	theme   Theme   // the theme of this visit: the link's, else the one saved, else auto

	loadingLang  i18n.Lang     // the language picked whose words are on their way, if any
	loadingWords string        // the language and on-demand parts being fetched for the view (loadWords), if any
	ctx          goapp.Context // the root's, from OnMount: it lives as long as the page

	// The browser offers to install the app (installable); on Apple's
	// browsers, which have no prompt, the button shows how instead.
	installable, apple, installHelp bool
}

// OnInit reads the page's parameters, storage and language before the
// first render, so that the first frame already shows them.
func (r *root) OnInit() {
	if r.session != nil { // given by a test
		return
	}
	r.session = &Session{Storage: MemoryStorage{}, Lang: i18n.English}
	if !goapp.IsClient {
		r.view = viewHome
		return
	}
	s := r.session
	r.url = pageHref()
	r.address = ReadAddress(r.url)
	s.Params = r.address.Params
	s.Embedded = s.Params.Get("embed") == "1"
	st := newBrowserStorage()
	s.Storage = st

	saved, _ := s.Storage.Load(langKey)
	lang, bad := i18n.Resolve(s.Params.Get("lang"), saved, browserLanguages())
	s.Lang = lang
	if !i18n.Available(lang) {
		// Its words could not be fetched (AwaitLanguage): English, the
		// words app.wasm carries, without forgetting the choice.
		s.Lang = i18n.English
		r.notices = append(r.notices, s.Printer().T("notice.lang-failed", "language", lang.Autonym()))
	}
	if bad {
		r.notices = append(r.notices, s.Printer().T("notice.bad-lang", "lang", Echo(s.Params.Get("lang")), "language", s.Lang.Autonym()))
	}
	r.readTheme()
	st.probe() // the shell's save notices say what it found (saveNotices)
	r.route()
}

// OnMount makes <html lang> follow the language and keeps the root's
// context.
func (r *root) OnMount(ctx goapp.Context) {
	r.ctx = ctx
	setDocumentLang(r.session.Lang)
	showRenderedPage() // hidden while the start yielded (YieldToBrowser)
	r.ready = true
	watchDialogs()
	r.OnAppInstallChange(ctx)
	r.loadWords()
	markStarted()
}

// OnAppInstallChange offers the Install button while the browser allows
// installing (go-app keeps the browser's install prompt for it).
func (r *root) OnAppInstallChange(ctx goapp.Context) {
	r.installable = ctx.IsAppInstallable() && !r.session.Embedded
	r.apple = r.installable && goapp.Window().Get("goappIsAppleBrowser").Truthy() &&
		goapp.Window().Call("goappIsAppleBrowser").Bool()
	ctx.Update()
}

// offersInstall reports whether the header shows the Install button: on
// the home page, where the browser allows installing. A game's page has
// no room to spare in its header at a desktop width: the button, which
// comes once the browser offers (beforeinstallprompt, after the page is
// ready), wrapped the header's links onto a second row and moved the
// board down under the player's finger.
func (r *root) offersInstall() bool { return r.installable && r.view == viewHome }

func (r *root) onInstall(ctx goapp.Context, e goapp.Event) {
	if r.apple {
		r.installHelp = !r.installHelp
		return
	}
	ctx.ShowAppInstallPrompt()
}

// OnNav follows a link within the app (a new fragment) or the browser's
// back and forward buttons.
func (r *root) OnNav(ctx goapp.Context) {
	if !goapp.IsClient {
		return
	}
	href := pageHref()
	if href == r.url {
		return // go-app's first OnNav, for the address the page opened with
	}
	r.url = href
	r.address = ReadAddress(href)
	r.session.Params = r.address.Params
	r.notices = nil // said once; a link moves on
	r.route()
	r.loadWords()
	goapp.Window().Call("scrollTo", 0, 0)
}

// viewWords returns the on-demand catalog parts (i18n.OnDemand) whose
// words the view on screen shows: a game's rules page the part "rules",
// one of its Extras its Words.
func (r *root) viewWords() []string {
	g, ok := gameByID(r.game)
	switch {
	case !ok:
		return nil
	case r.view == viewRules:
		return []string{"rules"}
	}
	if x, ok := g.extra(r.view); ok {
		return x.Words
	}
	return nil
}

// loadWords fetches the on-demand words the view shows in the page's
// language, when some are not here yet (the first visit to a rules page,
// say): the view shows once they are here, never in English first
// (Render draws an empty, busy page meanwhile), and a notice says so if
// they cannot be had. A view whose words are here shows at once.
func (r *root) loadWords() {
	if !goapp.IsClient || !r.ready { // r.ctx is set once mounted
		return
	}
	l := r.session.Lang
	missing := missingParts(l, r.viewWords())
	if len(missing) == 0 {
		return
	}
	key := string(l) + " " + strings.Join(missing, " ")
	if r.loadingWords == key {
		return
	}
	r.loadingWords = key
	page := r.ctx
	page.Async(func() {
		err := fetchParts(l, missing, switchWait)
		page.Dispatch(func(goapp.Context) {
			if r.loadingWords == key {
				r.loadingWords = ""
			}
			if err != nil && r.session.Lang == l {
				r.notices = append(r.notices, r.session.Printer().T("notice.words-failed"))
			}
		})
	})
}

// route sets the view from the session's parameters, with a notice for
// each part of the address that could not be followed.
func (r *root) route() {
	q := r.session.Params
	p := r.session.Printer()
	r.notices = append(r.notices, addressNotices(p, r.address)...)
	view, game, bad := route(q)
	r.view, r.game = view, game
	if bad {
		r.notices = append(r.notices, p.T("notice.bad-game", "game", Echo(q.Get("game"))))
	} else if v := q.Get("view"); v != "" && !knownView(game, v) {
		r.notices = append(r.notices, p.T("notice.bad-view", "view", Echo(v)))
	}
	if g, ok := gameByID(game); ok && view == viewPlay && g.ParamNotices != nil {
		r.notices = append(r.notices, g.ParamNotices(q, p)...)
	}
	if view == viewPlay && q.Has("clock") {
		if _, err := clock.Parse(q.Get("clock")); err != nil {
			r.notices = append(r.notices, p.T("notice.bad-clock", "value", Echo(q.Get("clock"))))
		}
	}
}

// route returns the view and the game the parameters ask for: game=<id>
// plays that game, game=<id>&view=rules shows its rules,
// game=<id>&view=<extra> one of the game's Extras, view=home or no
// game the home page, view=embed the embed builder (with game=<id>
// chosen in it). Parameters without a game that a game claims as
// one of its links from before there were three games
// (Game.OwnsGamelessLink) mean that game, so that club embeds keep
// working. An unknown game gives the home page and bad=true.
func route(q url.Values) (view, game string, bad bool) {
	game = q.Get("game")
	if q.Get("view") == viewEmbed { // the builder, its game preselected
		if _, ok := gameByID(game); !ok {
			return viewEmbed, "", game != ""
		}
		return viewEmbed, game, false
	}
	if game == "" && q.Get("view") != viewHome {
		game = gamelessLinkOwner(q)
	}
	if game == "" || q.Get("view") == viewHome {
		return viewHome, "", false
	}
	g, ok := gameByID(game)
	if !ok {
		return viewHome, "", true
	}
	if v := q.Get("view"); v == viewRules {
		return viewRules, game, false
	} else if _, ok := g.extra(v); ok {
		return v, game, false
	}
	return viewPlay, game, false
}

// addressNotices says which parts of address a could not be read as the
// app wrote them: a bad escape (read as written) and an over-long part
// (left out).
func addressNotices(p *i18n.Printer, a Address) []string {
	var out []string
	for _, part := range a.BadEscapes {
		out = append(out, p.T("notice.bad-escape", "part", Echo(part)))
	}
	for _, name := range a.TooLong {
		out = append(out, p.T("notice.too-long", "name", Echo(name), "max", MaxParamLength))
	}
	return out
}

// knownView reports whether view names a page of game ("" for the home
// page): home, play, rules or one of the game's Extras.
func knownView(game, view string) bool {
	switch view {
	case viewHome, viewPlay, viewRules, viewEmbed:
		return true
	}
	g, ok := gameByID(game)
	if !ok {
		return false
	}
	_, ok = g.extra(view)
	return ok
}

// readTheme reads the theme of the visit, with a notice for a theme= that
// names none. web/app-root.js has already shown the same theme, before
// the program started, so that a light page never flashes dark.
func (r *root) readTheme() {
	s := r.session
	saved, _ := s.Storage.Load(themeKey)
	theme, bad := ResolveTheme(s.Params.Get("theme"), saved)
	r.theme = theme
	if bad {
		r.notices = append(r.notices, s.Printer().T("notice.bad-theme", "theme", Echo(s.Params.Get("theme"))))
	}
}

// setTheme switches the page to theme t without a reload and keeps the
// choice.
func (r *root) setTheme(t Theme) {
	if _, ok := ParseTheme(string(t)); !ok || t == r.theme {
		return
	}
	r.theme = t
	r.session.Storage.Save(themeKey, string(t))
	applyTheme(t)
}

func (r *root) onTheme(ctx goapp.Context, e goapp.Event) {
	r.setTheme(Theme(ctx.JSSrc().Get("value").String()))
}

// themeMenu is the header's theme menu, labelled for screen readers as
// the language menu is.
func (r *root) themeMenu(p *i18n.Printer) (label, menu goapp.UI) {
	options := make([]goapp.UI, len(Themes))
	for i, t := range Themes {
		options[i] = goapp.Elem("option").Attr("value", string(t)).Attr("selected", t == r.theme).Text(p.T("theme." + string(t)))
	}
	return goapp.Label().For("theme-menu").Class("sr-only").Text(p.T("theme.label")),
		goapp.Elem("select").ID("theme-menu").Class("theme-menu").Title(p.T("theme.title")).On("change", r.onTheme).Body(options...)
}

// setLang switches the page to language l without a reload, keeps the
// choice, and makes <html lang> follow. The game in progress stays.
func (r *root) setLang(l i18n.Lang) {
	if !l.Supported() || l == r.session.Lang {
		return
	}
	r.session.Lang = l
	r.session.Storage.Save(langKey, string(l))
	setDocumentLang(l)
}

// Render draws the header and the view.
func (r *root) Render() goapp.UI {
	s := r.session
	p := s.Printer()
	var body goapp.UI
	g, ok := gameByID(r.game)
	switch {
	case len(missingParts(s.Lang, r.viewWords())) > 0:
		// Its words are on their way (loadWords).
		body = goapp.Main().ID("words-loading").Class("words-loading").Aria("busy", "true")
	case r.view == viewEmbed:
		body = newEmbedBuilder(s, r.game)
	case r.view == viewPlay && ok:
		body = g.Play(s)
	case r.view == viewRules && ok:
		body = newRulesPage().Game(g).Lang(s.Lang)
	case ok:
		if x, isExtra := g.extra(r.view); isExtra {
			body = x.Show(s)
			break
		}
		fallthrough
	default:
		body = newHomePage().Lang(s.Lang).Storage(s.Storage)
	}
	setDocumentTitle(pageTitle(p, r.view, g, ok))
	class := "app view-" + r.view
	if s.Embedded {
		class += " embed"
	}
	ready := ""
	if r.ready {
		ready = "1"
	}
	return goapp.Div().ID("app").Class(class).Attr("data-ready", ready).Body(
		goapp.If(!s.Embedded, func() goapp.UI { return r.renderHeader(p) }),
		r.renderNotices(s, p),
		body,
	)
}

// renderNotices draws the shell's notices (CSS hides the box while it is
// empty). The box is always there: go-app matches a parent's children by
// their place, so a box that came and went moved the view after it to
// another place, and go-app mounted the whole game's screen again, its
// focus and its state lost, each time a notice came or went.
func (r *root) renderNotices(s *Session, p *i18n.Printer) goapp.UI {
	items := make([]goapp.UI, len(r.notices))
	for i, n := range r.notices {
		items[i] = goapp.P().Text(n)
	}
	if hasSaveNotices(s) {
		items = append(items, saveNotices(s, p)...)
	}
	return goapp.Div().ID("notices").Class("notices").Role("status").Body(items...)
}

// renderHeader draws the app's name (a link home), the links of the game
// on screen, the language menu and the theme menu.
func (r *root) renderHeader(p *i18n.Printer) goapp.UI {
	// A game's pages show the same links in the same order (home, play,
	// rules, then the game's extras), so that none moves from page to
	// page; the page on screen is marked (aria-current), not left out.
	var links []goapp.UI
	link := func(id, view, href, text string) {
		a := goapp.Elem("a").ID(id).Class("nav-link").Attr("href", href).Text(text)
		if view == r.view {
			a = a.Aria("current", "page")
		}
		links = append(links, a)
	}
	if r.view != viewHome {
		link("nav-home", viewHome, Link("", ""), p.T("nav.home"))
	}
	if r.view != viewHome && r.view != viewEmbed { // the builder is no game's page
		link("nav-play", viewPlay, Link(r.game, viewPlay), p.T("nav.play", "game", p.T(r.game+".name")))
		link("nav-rules", viewRules, Link(r.game, viewRules), p.T("nav.rules"))
		if g, ok := gameByID(r.game); ok {
			for _, x := range g.Extras {
				link("nav-"+x.ID, x.ID, Link(r.game, x.ID), p.T(x.Label))
			}
		}
	}
	options := make([]goapp.UI, len(i18n.Languages))
	for i, l := range i18n.Languages {
		options[i] = goapp.Elem("option").Attr("value", string(l)).Attr("selected", l == r.session.Lang).Attr("lang", string(l)).Text(l.Autonym())
	}
	themeLabel, themeMenu := r.themeMenu(p)
	return goapp.Header().Class("app-header").Body(
		goapp.Elem("a").Class("app-title").Attr("href", Link("", "")).Body(
			goapp.Span().Class("logo").Aria("hidden", "true").Text("\u25e9"),
			goapp.Text(" "+p.T("app.name")),
		),
		goapp.Elem("nav").Class("app-nav").Aria("label", p.T("nav.label")).Body(links...),
		goapp.If(r.offersInstall(), func() goapp.UI {
			return goapp.Button().ID("install").Class("install").Title(p.T("install.title")).
				Aria("expanded", r.apple && r.installHelp).OnClick(r.onInstall).Text(p.T("install.button"))
		}),
		goapp.If(r.offersInstall() && r.installHelp, func() goapp.UI {
			return goapp.P().ID("install-help").Class("install-help").Role("note").Text(p.T("install.apple"))
		}),
		goapp.Label().For("lang-menu").Class("sr-only").Text(p.T("lang.label")),
		goapp.Elem("select").ID("lang-menu").Class("lang-menu").Title(p.T("lang.label")).
			Aria("busy", r.loadingLang != "").On("change", r.onLang).Body(options...),
		themeLabel, themeMenu,
	)
}

// onLang follows the language menu. A language whose words the page does
// not have yet (app.wasm carries English's only) is fetched first: the page
// stays in its language meanwhile, the menu marked busy, and switches once
// the words are here, or says they could not be loaded.
func (r *root) onLang(ctx goapp.Context, e goapp.Event) {
	l := i18n.Lang(ctx.JSSrc().Get("value").String())
	if !l.Supported() || l == r.session.Lang {
		r.loadingLang = ""
		return
	}
	parts := r.viewWords()
	if i18n.Available(l) && len(missingParts(l, parts)) == 0 {
		r.loadingLang = ""
		r.setLang(l)
		return
	}
	r.loadingLang = l
	// The root's own context, not the menu's: the menu may be drawn
	// anew meanwhile (the header changes), and a context whose element is
	// gone drops what it is given.
	page := r.ctx
	page.Async(func() {
		var err error
		if !i18n.Available(l) {
			err = fetchLanguage(l, switchWait)
		}
		// The view's own words too, so that it never shows English
		// first; if they fail, the view asks again (loadWords).
		if err == nil {
			_ = fetchParts(l, parts, switchWait)
		}
		page.Dispatch(func(goapp.Context) {
			if r.loadingLang != l {
				return // another language was picked meanwhile
			}
			r.loadingLang = ""
			if err != nil {
				r.notices = append(r.notices, r.session.Printer().T("notice.lang-failed", "language", l.Autonym()))
				showLangMenu(r.session.Lang)
				return
			}
			r.setLang(l)
			r.loadWords()
		})
	})
}

// showLangMenu sets the language menu's value to l: the browser shows the
// option picked, which a failed switch takes back.
func showLangMenu(l i18n.Lang) {
	if menu := goapp.Window().GetElementByID("lang-menu"); menu.Truthy() {
		menu.Set("value", string(l))
	}
}

// setDocumentLang sets <html lang>, so that screen readers, hyphenation
// and fonts follow the language.
func setDocumentLang(l i18n.Lang) {
	if goapp.IsClient {
		goapp.Window().Get("document").Get("documentElement").Set("lang", string(l))
	}
}

// pageTitle is the document's title for view of game g (ok false: no
// game, the home page), in p's language: the game, the view unless it is
// the game's play view, then the app, so that a tab, a bookmark and a
// screen reader's first words say where the player is (WCAG 2.4.2).
func pageTitle(p *i18n.Printer, view string, g Game, ok bool) string {
	app := p.T("app.name")
	if !ok {
		return app
	}
	game := p.T(g.ID + ".name")
	switch view {
	case viewPlay:
		return game + " — " + app
	case viewRules:
		return game + " — " + p.T("nav.rules") + " — " + app
	}
	if x, isExtra := g.extra(view); isExtra {
		return game + " — " + p.T(x.Label) + " — " + app
	}
	return app
}

// setDocumentTitle sets the document's title when it changes.
func setDocumentTitle(title string) {
	if !goapp.IsClient {
		return
	}
	doc := goapp.Window().Get("document")
	if doc.Get("title").String() != title {
		doc.Set("title", title)
	}
}
