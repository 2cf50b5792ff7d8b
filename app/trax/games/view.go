package games

import (
	"strconv"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/trax/board"
	"traxapp/app/trax/share"
	engine "traxapp/engine/trax"
)

// visit is the file opened in this visit: leaving the view and coming
// back within the page shows it again. It is not stored.
var visit = NewModel()

// View is the viewer's screen for the shell's session (app.Extra.Show).
func View(ss *app.Session) goapp.UI { return &viewer{ILang: ss.Lang} }

// viewer draws the model: the file's controls, the list and the replay.
type viewer struct {
	goapp.Compo

	// ILang is the shell's language.
	ILang i18n.Lang

	table replayTable
	rev   int // bumped whenever what the board shows changes
	ready bool
	// copied says which field's text was just copied ("link", "embed").
	copied string
}

// OnMount marks the view ready.
func (v *viewer) OnMount(ctx goapp.Context) {
	v.ready = true
	ctx.Update()
}

// changed redraws the board after the model changed.
func (v *viewer) changed() {
	v.rev++
	v.copied = ""
}

// Render lays out the viewer.
func (v *viewer) Render() goapp.UI {
	p := i18n.For(v.ILang)
	if v.table.p == nil || v.table.p.Lang() != p.Lang() {
		v.rev++
	}
	v.table.p, v.table.m = p, visit
	ready := ""
	if v.ready {
		ready = "1"
	}
	return goapp.Main().ID("games").Class("learn games-view").Attr("data-ready", ready).
		OnDragOver(v.onDragOver).OnDrop(v.onDrop).OnKeyDown(v.onKey).Body(
		goapp.Div().Class("learn-side").Body(
			goapp.H1().Class("learn-title").Text(p.T("trax.games.title")),
			goapp.P().Class("learn-intro").Text(p.T("trax.games.intro")),
			goapp.Label().Class("games-open").Body(
				goapp.Span().Text(p.T("trax.games.open")),
				goapp.Input().ID("games-file").Type("file").Accept(".txt,.trx,.pgn,text/plain").OnChange(v.onFile),
			),
			goapp.Label().For("games-paste").Text(p.T("trax.games.paste-label")),
			goapp.Textarea().ID("games-paste").Class("games-paste").Rows(3).Spellcheck(false),
			goapp.Button().ID("games-load").OnClick(v.onPaste).Text(p.T("trax.games.load")),
			v.renderFileError(p),
			v.renderList(p),
		),
		v.renderReplay(p),
	)
}

// renderFileError says what is wrong with the file as a whole.
func (v *viewer) renderFileError(p *i18n.Printer) goapp.UI {
	err := visit.FileErr()
	if err == nil {
		return goapp.P().ID("games-file-error").Class("games-file-error").Role("alert")
	}
	return goapp.P().ID("games-file-error").Class("games-file-error").Role("alert").Text(FileErrorText(p, err))
}

// renderList is the filter and the games it lets through, each a button
// that selects it; a game with a fault says it under its row.
func (v *viewer) renderList(p *i18n.Printer) goapp.UI {
	all := visit.Games()
	if len(all) == 0 {
		return goapp.Div().ID("games-list")
	}
	shown := visit.Shown()
	rows := make([]goapp.UI, 0, len(shown))
	for _, i := range shown {
		g := &all[i]
		b := goapp.Button().Class("games-item").Attr("data-game", i).OnClick(v.onSelect).Body(
			goapp.Span().Class("games-num").Text(strconv.Itoa(i+1)+"."),
			goapp.Span().Class("games-players").Text(players(p, g)),
			goapp.Span().Class("games-result").Text(Result(g)),
			goapp.Span().Class("games-meta").Text(meta(g)),
		)
		if i == visit.Selected() {
			b = b.Aria("current", "true")
		}
		item := []goapp.UI{b}
		if g.Err != nil {
			item = append(item, goapp.P().Class("games-error").Text(GameErrorText(p, g.Err)))
		}
		li := goapp.Li().Attr("data-game", i).Body(item...)
		if g.Err != nil {
			li = li.Attr("data-broken", "true")
		}
		rows = append(rows, li)
	}
	var none goapp.UI = goapp.Text("")
	if len(shown) == 0 {
		none = goapp.P().ID("games-none").Text(p.T("trax.games.none"))
	}
	return goapp.Div().ID("games-list").Body(
		goapp.P().ID("games-count").Text(p.N("trax.games.count", len(all))),
		goapp.Label().For("games-filter").Text(p.T("trax.games.filter")),
		goapp.Input().ID("games-filter").Type("search").Value(visit.Filter()).OnInput(v.onFilter),
		none,
		goapp.Ol().Class("games-items").Body(rows...),
	)
}

// players says "White – Red" from the tags, "?" for a name not given.
func players(p *i18n.Printer, g *engine.FileGame) string {
	name := func(key string) string {
		if s := g.Tag(key); s != "" {
			return s
		}
		return "?"
	}
	return p.T("trax.games.players", "white", name("White"), "red", name("Red"))
}

// meta is the game's event and date, as the file writes them.
func meta(g *engine.FileGame) string {
	ev, date := g.Tag("Event"), g.Tag("Date")
	switch {
	case ev != "" && date != "":
		return ev + ", " + date
	case ev != "":
		return ev
	}
	return date
}

// renderReplay is the game selected: the board at the move shown, the
// steps, the move list, and the review, the link and the embed snippet.
func (v *viewer) renderReplay(p *i18n.Printer) goapp.UI {
	g := visit.Game()
	if g == nil {
		return goapp.Div().ID("games-replay").Class("learn-step").Body(
			goapp.P().Class("learn-intro").Text(p.T("trax.games.pick")),
		)
	}
	moves := visit.Moves()
	cur, last := visit.Turn(), len(moves)
	step := func(id, symbol, label string, n int) goapp.UI {
		return goapp.Button().ID(id).Class("step").Attr("data-move", n).Disabled(n < 0 || n > last || n == cur).
			Aria("label", label).Title(label).OnClick(v.onStep).Text(symbol)
	}
	start := p.T("trax.moves.start")
	items := []goapp.UI{goapp.Li().Class("move-start").Body(v.moveButton(0, start, cur).Aria("label", spokenAfterShown(start, p.T("trax.moves.start-label"))))}
	for i, mv := range moves {
		n := i + 1
		who := board.ColorName(p, engine.White)
		if n%2 == 0 {
			who = board.ColorName(p, engine.Red)
		}
		entry := p.T("trax.moves.entry", "n", n, "move", mv)
		items = append(items, goapp.Li().Body(v.moveButton(n, entry, cur).
			Aria("label", spokenAfterShown(entry, p.T("trax.moves.entry-label", "n", n, "player", who, "move", mv)))))
	}
	status := p.T("trax.moves.showing", "n", cur, "total", last)
	if cur == last && visit.At().Outcome().Over() {
		status += " " + board.ResultText(p, visit.At().Outcome())
	}
	return goapp.Div().ID("games-replay").Class("learn-step").Body(
		goapp.H2().ID("games-heading").Text(players(p, g)),
		goapp.If(g.Err != nil, func() goapp.UI {
			return goapp.P().ID("games-replay-error").Class("games-error").Text(GameErrorText(p, g.Err))
		}),
		goapp.Div().ID("exercise").Class("exercise").Body(
			board.TileDefs(),
			goapp.Div().Class("board-area").Body(board.New(&v.table, v.rev)),
		),
		goapp.Div().Class("review").Body(
			goapp.Span().ID("games-status").Role("status").Text(status),
			goapp.Div().Class("steps").Body(
				step("games-first", "\u21e4", p.T("trax.moves.start-label"), 0),
				step("games-back", "\u25c0", p.T("trax.moves.step-back"), cur-1),
				step("games-forward", "\u25b6", p.T("trax.moves.step-forward"), cur+1),
				step("games-last", "\u21e5", p.T("trax.moves.to-end"), last),
			),
		),
		goapp.Ol().ID("games-moves").Class("moves").Aria("label", p.T("trax.moves.title")).Body(items...),
		v.renderLinks(p, g),
	)
}

// moveButton is one entry of the move list.
func (v *viewer) moveButton(n int, text string, cur int) goapp.HTMLButton {
	class := "move"
	switch {
	case n == cur:
		class += " move-current"
	case n > cur:
		class += " move-future"
	}
	b := goapp.Button().Class(class).Attr("data-move", n).OnClick(v.onStep).Text(text)
	if n == cur {
		b = b.Aria("current", "step")
	}
	return b
}

// renderLinks are the ways out of the viewer for the game selected: its
// review in the play view (a link to study, never saved over a game in
// progress), its play-by-link link and an iframe snippet showing it.
// A game links cannot hold (too long) has none of them.
func (v *viewer) renderLinks(p *i18n.Printer, g *engine.FileGame) goapp.UI {
	code, err := engine.EncodeLink(g.Game, false)
	study, err2 := engine.EncodeLink(g.Game, true)
	if err != nil || err2 != nil {
		return goapp.P().ID("games-links").Text(p.T("trax.share.too-long"))
	}
	base := share.PageBase()
	link := base + "#game=trax&link=" + code
	embed := `<iframe src="` + attrEscaper.Replace(base+"#game=trax&link="+study+"&embed=1") +
		`" title="Trax" width="100%" height="560" style="border:0" loading="lazy"></iframe>`
	copied := func(which string) goapp.UI {
		if v.copied != which {
			return goapp.Text("")
		}
		return goapp.Span().Class("games-copied").Role("status").Text(p.T("trax.games.copied"))
	}
	return goapp.Div().ID("games-links").Class("games-links").Body(
		goapp.A().ID("games-review").Class("button").Href("#game=trax&link="+study).Text(p.T("trax.games.review")),
		goapp.Label().For("games-share-link").Text(p.T("trax.games.share")),
		goapp.Div().Class("games-copy-row").Body(
			goapp.Input().ID("games-share-link").ReadOnly(true).Value(link).OnFocus(selectAll),
			goapp.Button().ID("games-share-copy").Attr("data-copy", "link").Attr("data-text", link).OnClick(v.onCopy).Text(p.T("trax.games.copy")),
			copied("link"),
		),
		goapp.Label().For("games-embed").Text(p.T("trax.games.embed")),
		goapp.Div().Class("games-copy-row").Body(
			goapp.Textarea().ID("games-embed").ReadOnly(true).Rows(3).Text(embed).OnFocus(selectAll),
			goapp.Button().ID("games-embed-copy").Attr("data-copy", "embed").Attr("data-text", embed).OnClick(v.onCopy).Text(p.T("trax.games.copy")),
			copied("embed"),
		),
	)
}

// attrEscaper escapes a value for a double-quoted HTML attribute (the
// html package's entity table would weigh on app.wasm).
var attrEscaper = strings.NewReplacer("&", "&amp;", `"`, "&quot;", "<", "&lt;", ">", "&gt;")

func selectAll(ctx goapp.Context, e goapp.Event) { ctx.JSSrc().Call("select") }

// onCopy copies a field's text to the clipboard; when the browser
// refuses, the text stays selectable in its field.
func (v *viewer) onCopy(ctx goapp.Context, e goapp.Event) {
	src := ctx.JSSrc()
	which, text := src.Get("dataset").Get("copy").String(), src.Get("dataset").Get("text").String()
	clip := goapp.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() || !clip.Get("writeText").Truthy() {
		return
	}
	clip.Call("writeText", text)
	v.copied = which
}

func (v *viewer) onSelect(ctx goapp.Context, e goapp.Event) {
	i, err := strconv.Atoi(ctx.JSSrc().Get("dataset").Get("game").String())
	if err != nil {
		return
	}
	visit.Select(i)
	v.changed()
	// On a phone the replay is under the list: bring it into sight.
	ctx.Defer(func(goapp.Context) {
		if el := goapp.Window().GetElementByID("games-replay"); el.Truthy() {
			el.Call("scrollIntoView", map[string]any{"block": "nearest"})
		}
	})
}

func (v *viewer) onStep(ctx goapp.Context, e goapp.Event) {
	n, err := strconv.Atoi(ctx.JSSrc().Get("dataset").Get("move").String())
	if err != nil {
		return
	}
	visit.Go(n)
	v.changed()
}

// onKey steps through the game with the arrow keys, Home and End, except
// while the player types in a field.
func (v *viewer) onKey(ctx goapp.Context, e goapp.Event) {
	if visit.Game() == nil {
		return
	}
	switch e.Get("target").Get("tagName").String() {
	case "INPUT", "TEXTAREA":
		return
	}
	switch e.Get("key").String() {
	case "ArrowLeft":
		visit.Back()
	case "ArrowRight":
		visit.Forward()
	case "Home":
		visit.First()
	case "End":
		visit.Last()
	default:
		return
	}
	e.PreventDefault()
	v.changed()
}

func (v *viewer) onFilter(ctx goapp.Context, e goapp.Event) {
	visit.SetFilter(ctx.JSSrc().Get("value").String())
}

func (v *viewer) onPaste(ctx goapp.Context, e goapp.Event) {
	text := goapp.Window().GetElementByID("games-paste").Get("value").String()
	visit.Load(text)
	v.changed()
}

func (v *viewer) onFile(ctx goapp.Context, e goapp.Event) {
	files := ctx.JSSrc().Get("files")
	if files.Truthy() && files.Length() > 0 {
		v.read(ctx, files.Index(0))
	}
}

func (v *viewer) onDragOver(ctx goapp.Context, e goapp.Event) { e.PreventDefault() }

func (v *viewer) onDrop(ctx goapp.Context, e goapp.Event) {
	e.PreventDefault()
	files := e.Get("dataTransfer").Get("files")
	if files.Truthy() && files.Length() > 0 {
		v.read(ctx, files.Index(0))
	}
}

// read loads file (a browser File): one too big is refused unread.
func (v *viewer) read(ctx goapp.Context, file goapp.Value) {
	if file.Get("size").Int() > engine.MaxGameFileBytes {
		visit.Fail(engine.ErrGameFileTooBig)
		v.changed()
		return
	}
	var ok, fail goapp.Func
	release := func() { ok.Release(); fail.Release() }
	ok = goapp.FuncOf(func(_ goapp.Value, args []goapp.Value) any {
		release()
		text := args[0].String()
		ctx.Dispatch(func(goapp.Context) { visit.Load(text); v.changed() })
		return nil
	})
	fail = goapp.FuncOf(func(goapp.Value, []goapp.Value) any {
		release()
		ctx.Dispatch(func(goapp.Context) { visit.Fail(errUnreadable); v.changed() })
		return nil
	})
	file.Call("text").Call("then", ok, fail)
}

// spokenAfterShown is the name of a control whose words say more than its
// text: the text first, as shown, so that a player who speaks to the
// screen names it by what they see (WCAG 2.5.3), then the words; as the
// game's own move list says it.
func spokenAfterShown(shown, words string) string { return shown + " – " + words }
