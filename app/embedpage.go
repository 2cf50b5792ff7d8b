package app

import (
	"errors"
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
)

// embedBuilder is the embed builder (view=embed): the choices of an
// EmbedChoice, a live preview (the app itself in an iframe, with the
// chosen parameters) and the snippet to copy.
type embedBuilder struct {
	goapp.Compo

	// ISession is the page's session; IGame the game chosen first.
	ISession *Session
	IGame    string

	choice EmbedChoice
	inited bool
	copied bool // the snippet went to the clipboard
}

func newEmbedBuilder(s *Session, game string) *embedBuilder {
	return &embedBuilder{ISession: s, IGame: game}
}

// init chooses what a first look shows: the game asked for (else the
// first), its first show, the middle level, the page's language.
func (b *embedBuilder) init() {
	if b.inited {
		return
	}
	b.inited = true
	game := b.IGame
	if _, ok := gameByID(game); !ok && len(games) > 0 {
		game = games[0].ID
	}
	b.choice = EmbedChoice{Lang: b.ISession.Lang, Theme: ThemeAuto}
	b.setGame(game)
}

// setGame chooses game, and the first of what it shows.
func (b *embedBuilder) setGame(game string) {
	b.choice.Game = game
	b.choice.Show = ""
	if shows := EmbedShows(game); len(shows) > 0 {
		b.choice.Show = shows[0].ID
	}
	b.choice.Level = ""
	if g, ok := gameByID(game); ok && g.Embed != nil && len(g.Embed.Levels) > 0 {
		b.choice.Level = g.Embed.Levels[(len(g.Embed.Levels)-1)/2]
	}
	b.copied = false
}

// base is the app's address, which the snippet's frame opens.
func (b *embedBuilder) base() string {
	if !goapp.IsClient {
		return ""
	}
	return EmbedBase(pageHref())
}

// Render draws the choices, the preview and the snippet.
func (b *embedBuilder) Render() goapp.UI {
	b.init()
	p := i18n.For(b.ISession.Lang)
	c := b.choice
	g, _ := gameByID(c.Game)

	var values, texts []string
	for _, x := range games {
		values, texts = append(values, x.ID), append(texts, p.T(x.ID+".name"))
	}
	fields := []goapp.UI{menu("embed-game", p.T("embed.game"), b.onGame, values, texts, c.Game)}
	values, texts = nil, nil
	for _, s := range EmbedShows(c.Game) {
		values, texts = append(values, s.ID), append(texts, p.T(s.Label))
	}
	fields = append(fields, menu("embed-show", p.T("embed.show"), b.onShow, values, texts, c.Show))
	if c.Show == showComputer && g.Embed != nil {
		values, texts = nil, nil
		for _, l := range g.Embed.Levels {
			values, texts = append(values, l), append(texts, p.T(g.Embed.LevelLabel+l))
		}
		fields = append(fields, menu("embed-level", p.T("embed.level"), b.onLevel, values, texts, c.Level))
	}
	if c.Show == showReplay {
		fields = append(fields, field("embed-link", p.T("embed.link"),
			goapp.Input().ID("embed-link").Type("url").Value(c.Link).Attr("autocomplete", "off").
				Attr("spellcheck", "false").On("input", b.onLink)))
	}
	values, texts = nil, nil
	for _, l := range i18n.Languages {
		values, texts = append(values, string(l)), append(texts, l.Autonym())
	}
	fields = append(fields, menu("embed-lang", p.T("lang.label"), b.onLang, values, texts, string(c.Lang)))
	values, texts = nil, nil
	for _, t := range Themes {
		values, texts = append(values, string(t)), append(texts, p.T("theme."+string(t)))
	}
	fields = append(fields,
		menu("embed-theme", p.T("theme.label"), b.onTheme, values, texts, string(c.Theme)),
		field("embed-width", p.T("embed.width"), sizeInput("embed-width", c.Width, b.onWidth)),
		field("embed-height", p.T("embed.height"), sizeInput("embed-height", c.Height, b.onHeight)),
	)

	title := p.T(c.Game + ".name")
	src, err := c.URL(b.base())
	snippet, _ := c.Snippet(b.base(), title)
	var preview goapp.UI
	if err != nil {
		preview = goapp.P().ID("embed-problem").Class("embed-problem").Role("status").Text(p.T(linkProblem(err)))
	} else {
		previewHeight := "560px"
		if c.Height > 0 {
			previewHeight = strconv.Itoa(c.Height) + "px"
		}
		previewWidth := "100%"
		if c.Width > 0 {
			previewWidth = strconv.Itoa(c.Width) + "px"
		}
		preview = goapp.Elem("iframe").ID("embed-preview").Class("embed-preview").Attr("src", src).Title(title).
			Style("width", previewWidth).Style("height", previewHeight)
	}
	copied := ""
	if b.copied {
		copied = p.T("embed.copied")
	}
	return goapp.Main().ID("embed").Class("embed-builder").Body(
		goapp.H1().Text(p.T("embed.title")),
		goapp.P().Class("embed-intro").Text(p.T("embed.intro")),
		goapp.Div().Class("embed-fields").Body(fields...),
		goapp.H2().Text(p.T("embed.preview")),
		goapp.Div().Class("embed-preview-box").Body(preview),
		goapp.H2().Text(p.T("embed.snippet")),
		goapp.Label().For("embed-snippet").Class("sr-only").Text(p.T("embed.snippet")),
		goapp.Textarea().ID("embed-snippet").Class("embed-snippet").ReadOnly(true).Rows(9).
			Attr("spellcheck", "false").Text(snippet),
		goapp.P().Class("embed-actions").Body(
			goapp.Button().ID("embed-copy").Class("button primary").Disabled(err != nil).OnClick(b.onCopy).Text(p.T("embed.copy")),
			goapp.Span().ID("embed-copied").Role("status").Text(copied),
		),
		goapp.P().Class("embed-help").Text(p.T("embed.help")),
	)
}

// linkProblem returns the catalog key of why the choice cannot be
// embedded.
func linkProblem(err error) string {
	switch {
	case errors.Is(err, errNoLink):
		return "embed.link.none"
	case errors.Is(err, errLinkGame):
		return "embed.link.other-game"
	}
	return "embed.link.bad"
}

// menu is a labelled <select> of values, each shown as its text. Its
// elements are go-app's Elem, as the header's menu is: each of go-app's
// typed elements links hundreds of methods into app.wasm.
func menu(id, label string, on goapp.EventHandler, values, texts []string, selected string) goapp.UI {
	options := make([]goapp.UI, len(values))
	for i, v := range values {
		options[i] = goapp.Elem("option").Attr("value", v).Attr("selected", v == selected).Text(texts[i])
	}
	return field(id, label, goapp.Elem("select").ID(id).On("change", on).Body(options...))
}

// field is a labelled control.
func field(id, label string, control goapp.UI) goapp.UI {
	return goapp.Div().Class("embed-field").Body(goapp.Label().For(id).Text(label), control)
}

// sizeInput is a size in pixels, empty for "fits".
func sizeInput(id string, px int, on goapp.EventHandler) goapp.UI {
	v := ""
	if px > 0 {
		v = strconv.Itoa(px)
	}
	return goapp.Input().ID(id).Type("number").Attr("min", "200").Attr("max", "4000").Attr("step", "10").
		Attr("inputmode", "numeric").Value(v).On("change", on)
}

// inputValue is the value of the form control that sent the event.
func inputValue(ctx goapp.Context) string { return ctx.JSSrc().Get("value").String() }

func (b *embedBuilder) onGame(ctx goapp.Context, e goapp.Event) { b.setGame(inputValue(ctx)) }

func (b *embedBuilder) onShow(ctx goapp.Context, e goapp.Event) {
	b.choice.Show, b.copied = inputValue(ctx), false
}

func (b *embedBuilder) onLevel(ctx goapp.Context, e goapp.Event) {
	b.choice.Level, b.copied = inputValue(ctx), false
}

func (b *embedBuilder) onLink(ctx goapp.Context, e goapp.Event) {
	b.choice.Link, b.copied = inputValue(ctx), false
}

func (b *embedBuilder) onLang(ctx goapp.Context, e goapp.Event) {
	if l := i18n.Lang(inputValue(ctx)); l.Supported() {
		b.choice.Lang, b.copied = l, false
	}
}

func (b *embedBuilder) onTheme(ctx goapp.Context, e goapp.Event) {
	t, _ := ParseTheme(inputValue(ctx))
	b.choice.Theme, b.copied = t, false
}

func (b *embedBuilder) onWidth(ctx goapp.Context, e goapp.Event) {
	b.choice.Width, b.copied = pixels(inputValue(ctx)), false
}

func (b *embedBuilder) onHeight(ctx goapp.Context, e goapp.Event) {
	b.choice.Height, b.copied = pixels(inputValue(ctx)), false
}

// pixels reads a size typed in pixels: 0 (fits) for anything but a
// number from 100 to 4000.
func pixels(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n < 100 || n > 4000 {
		return 0
	}
	return n
}

// onCopy selects the snippet, so that it can be copied by hand where the
// clipboard is not allowed, and writes it to the clipboard where it is.
func (b *embedBuilder) onCopy(ctx goapp.Context, e goapp.Event) {
	area := goapp.Window().GetElementByID("embed-snippet")
	if !area.Truthy() {
		return
	}
	area.Call("focus")
	area.Call("select")
	clip := goapp.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() || !clip.Get("writeText").Truthy() {
		return
	}
	var done, failed goapp.Func
	release := func() { done.Release(); failed.Release() }
	done = goapp.FuncOf(func(goapp.Value, []goapp.Value) any {
		release()
		ctx.Dispatch(func(goapp.Context) { b.copied = true })
		return nil
	})
	failed = goapp.FuncOf(func(goapp.Value, []goapp.Value) any {
		release()
		return nil
	})
	clip.Call("writeText", area.Get("value").String()).Call("then", done, failed)
}
