package records

import (
	"cmp"
	"strconv"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/engine/gamefile"
)

// visits are each game's file opened in this visit: leaving the view and
// coming back within the page shows it again. They are not stored.
var visits = map[string]*Model{}

// games are the games whose viewer was asked for, by ID.
var games = map[string]*Game{}

// View returns game g's viewer for the shell's session (app.Extra.Show):
// a link's rec=CODE opens its game's replay, and with embed=1 only the
// replay shows.
func View(g *Game) func(ss *app.Session) goapp.UI {
	games[g.ID] = g
	return func(ss *app.Session) goapp.UI {
		m := model(g)
		code := ss.Params.Get("rec")
		if code != "" {
			m.LoadLink(code)
		}
		return &viewer{ILang: ss.Lang, IGame: g.ID, IReplayOnly: ss.Embedded && code != ""}
	}
}

// model returns g's model of this visit.
func model(g *Game) *Model {
	m := visits[g.ID]
	if m == nil {
		m = NewModel(g)
		visits[g.ID] = m
	}
	return m
}

// viewer draws a game's model: the file's controls, the list and the
// replay.
type viewer struct {
	goapp.Compo

	// ILang is the shell's language; IGame the game's ID; IReplayOnly
	// shows the replay alone (an embedded link's game).
	ILang       i18n.Lang
	IGame       string
	IReplayOnly bool

	ready bool
	// copied is the id of the field whose text was just copied, "" for
	// none.
	copied string
}

// game is the game the viewer shows the records of; model its model.
func (v *viewer) game() *Game   { return games[v.IGame] }
func (v *viewer) model() *Model { return model(v.game()) }

// OnMount marks the view ready.
func (v *viewer) OnMount(ctx goapp.Context) {
	v.ready = true
	ctx.Update()
}

// Render lays out the viewer.
func (v *viewer) Render() goapp.UI {
	p := i18n.For(v.ILang)
	m := v.model()
	ready := ""
	if v.ready {
		ready = "1"
	}
	main := goapp.Main().ID("games").Class("learn games-view records-view").Attr("data-game", v.IGame).Attr("data-ready", ready).
		OnKeyDown(v.onKey)
	if v.IReplayOnly {
		return main.Body(v.renderReplay(p, m))
	}
	return main.OnDragOver(v.onDragOver).OnDrop(v.onDrop).OnClick(v.onClick).OnChange(v.onChange).On("focusin", v.onFocusIn).Body(
		goapp.Div().Class("learn-side").Body(
			goapp.Raw(v.head(p)),
			v.renderFileError(p, m),
			v.renderList(p, m),
		),
		v.renderReplay(p, m),
	)
}

// head is the viewer's title, introduction and ways to open a file, as
// HTML (the same at every update, so it is written once; its controls
// answer through onClick and onChange): written as text, it weighs less
// on app.wasm than built element by element, as the score sheet is.
func (v *viewer) head(p *i18n.Printer) string {
	return `<div class="games-head"><h1 class="learn-title">` + esc(p.T("trax.games.title")) + `</h1>` +
		`<p class="learn-intro">` + esc(p.T(cmp.Or(v.game().Intro, "records.intro"))) + `</p>` +
		`<label class="games-open"><span>` + esc(p.T("trax.games.open")) + `</span><input id="games-file" type="file" accept=".txt,.trx,.pgn,text/plain"></label>` +
		`<label for="games-paste">` + esc(p.T("trax.games.paste-label")) + `</label>` +
		`<textarea id="games-paste" class="games-paste" rows="3" spellcheck="false"></textarea>` +
		`<button id="games-load">` + esc(p.T("trax.games.load")) + `</button></div>`
}

// esc escapes text for HTML, in an element or a double-quoted attribute.
func esc(s string) string { return attrEscaper.Replace(s) }

// renderFileError says what is wrong with the file as a whole.
func (v *viewer) renderFileError(p *i18n.Printer, m *Model) goapp.UI {
	e := goapp.P().ID("games-file-error").Class("games-file-error").Role("alert")
	if err := m.FileErr(); err != nil {
		return e.Text(FileErrorText(p, err))
	}
	return e
}

// renderList is the filter and the games it lets through, each a button
// that selects it; a game with a fault says it under its row.
func (v *viewer) renderList(p *i18n.Printer, m *Model) goapp.UI {
	all, g := m.Entries(), v.game()
	if len(all) == 0 {
		return goapp.Div().ID("games-list")
	}
	shown := m.Shown()
	rows := make([]goapp.UI, 0, len(shown))
	for _, i := range shown {
		e := &all[i]
		b := goapp.Button().Class("games-item").Attr("data-game", i).OnClick(v.onSelect).Body(
			goapp.Span().Class("games-num").Text(strconv.Itoa(i+1)+"."),
			goapp.Span().Class("games-players").Text(g.Players(p, e)),
			goapp.Span().Class("games-result").Text(g.Result(p, e)),
			goapp.Span().Class("games-meta").Text(meta(e)),
		)
		if i == m.Selected() {
			b = b.Aria("current", "true")
		}
		li := goapp.Li().Attr("data-game", i)
		if e.Err != nil {
			li = li.Attr("data-broken", "true").Body(b, goapp.P().Class("games-error").Text(g.GameErrorText(p, e.Err)))
		} else {
			li = li.Body(b)
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
		goapp.Input().ID("games-filter").Type("search").Value(m.Filter()).OnInput(v.onFilter),
		none,
		goapp.Ol().Class("games-items").Body(rows...),
	)
}

// meta is the game's event and date, as the file writes them.
func meta(e *Entry) string {
	ev, date := e.Tag("Event"), e.Tag("Date")
	if ev != "" && date != "" {
		return ev + ", " + date
	}
	return ev + date
}

// renderReplay is the game selected: its board after the step shown,
// the steps, the list of steps, and its link and embed snippet.
func (v *viewer) renderReplay(p *i18n.Printer, m *Model) goapp.UI {
	e := m.Entry()
	if e == nil {
		return goapp.Div().ID("games-replay").Class("learn-step").Body(
			goapp.P().Class("learn-intro").Text(p.T("trax.games.pick")),
		)
	}
	g := v.game()
	cur, last := m.Step(), m.Steps()
	step := func(id, symbol, label string, n int) goapp.UI {
		return goapp.Button().ID(id).Class("step").Attr("data-move", n).Disabled(n < 0 || n > last || n == cur).
			Aria("label", label).Title(label).OnClick(v.onStep).Text(symbol)
	}
	name := g.SeatNames(p, e)
	labeler, _ := e.Replay.(StepLabeler)
	start := p.T("trax.moves.start")
	items := make([]goapp.UI, 0, last+1)
	items = append(items, goapp.Li().Class("move-start").Body(v.stepButton(0, start, SpokenAfterShown(start, p.T("trax.moves.start-label")), cur)))
	for k := 1; k <= last; k++ {
		entry := p.T("trax.moves.entry", "n", k, "move", e.Replay.StepText(p, k, name))
		label := ""
		if labeler != nil {
			label = SpokenAfterShown(entry, labeler.StepLabel(p, k))
		}
		items = append(items, goapp.Li().Body(v.stepButton(k, entry, label, cur)))
	}
	status := p.T("trax.moves.showing", "n", cur, "total", last)
	var board goapp.UI = goapp.Text("")
	if e.Replay != nil {
		board = e.Replay.Board(p, cur)
		if _, words := e.Replay.Result(p, name); cur == last && words != "" {
			status += " " + words
		}
	}
	return goapp.Div().ID("games-replay").Class("learn-step").Body(
		goapp.H2().ID("games-heading").Text(g.Players(p, e)),
		goapp.If(e.Err != nil, func() goapp.UI {
			return goapp.P().ID("games-replay-error").Class("games-error").Text(g.GameErrorText(p, e.Err))
		}),
		goapp.Div().ID("records-board").Class("records-board").Attr("data-step", cur).Body(board),
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
		goapp.If(!v.IReplayOnly, func() goapp.UI { return v.renderLinks(p, e) }),
	)
}

// SpokenAfterShown is the name of a control whose words say more than its
// text: the text first, as shown, so that a player who speaks to the
// screen names it by what they see (WCAG 2.5.3), then the words. A list
// of moves or steps (the viewer's, Trax's move list) names its entries so.
func SpokenAfterShown(shown, words string) string { return shown + " – " + words }

// StepButton is entry n, shown as text, of a list of moves or steps
// whose current one is cur: the viewer's and Trax's move list (data-move
// n, later steps marked, the current one aria-current).
func StepButton(n int, text string, cur int) goapp.HTMLButton {
	class := "move"
	switch {
	case n == cur:
		class += " move-current"
	case n > cur:
		class += " move-future"
	}
	b := goapp.Button().Class(class).Attr("data-move", n).Text(text)
	if n == cur {
		b = b.Aria("current", "step")
	}
	return b
}

// stepButton is one entry of the list of steps.
func (v *viewer) stepButton(n int, text, label string, cur int) goapp.UI {
	b := StepButton(n, text, cur).OnClick(v.onStep)
	if label != "" {
		b = b.Aria("label", label)
	}
	return b
}

// renderLinks are the ways out of the viewer for game e: the game's own
// (Game.Links), else its link (rec=, which opens its replay) and an
// iframe snippet that shows the replay alone. A game too long for a link
// has neither.
func (v *viewer) renderLinks(p *i18n.Printer, e *Entry) goapp.UI {
	var l Links
	if g := v.game(); g.Links != nil {
		l = g.Links(e)
	} else if code := LinkCode(e); len(code) <= MaxLinkCode {
		l = Links{Share: "#game=" + v.IGame + "&view=games&rec=" + code, ShareLabel: "records.share"}
		l.Embed = l.Share + "&embed=1"
	}
	if l.Share == "" {
		return goapp.P().ID("games-links").Text(p.T("trax.share.too-long"))
	}
	base := ""
	if goapp.IsClient {
		base = app.EmbedBase(goapp.Window().URL().String())
	}
	link := base + l.Share
	embed := `<iframe src="` + attrEscaper.Replace(base+l.Embed) + `" title="` + attrEscaper.Replace(p.T(v.IGame+".name")) +
		`" width="100%" height="640" style="border:0" loading="lazy"></iframe>`
	review := ""
	if l.Review != "" {
		review = `<a id="games-review" class="button" href="` + esc(l.Review) + `">` + esc(p.T("trax.games.review")) + `</a>`
	}
	copy := esc(p.T("trax.games.copy"))
	var status goapp.UI = goapp.Text("")
	if v.copied != "" {
		status = goapp.Span().Class("games-copied").Text(p.T("trax.games.copied"))
	}
	return goapp.Div().ID("games-links").Class("games-links").Body(
		goapp.Raw(`<div class="games-links-body">`+review+
			`<label for="games-share-link">`+esc(p.T(l.ShareLabel))+`</label><div class="games-copy-row">`+
			`<input id="games-share-link" readonly value="`+esc(link)+`"><button id="games-share-copy" data-copy="games-share-link">`+copy+`</button></div>`+
			`<label for="games-embed">`+esc(p.T("trax.games.embed"))+`</label><div class="games-copy-row">`+
			`<textarea id="games-embed" readonly rows="3">`+esc(embed)+`</textarea><button id="games-embed-copy" data-copy="games-embed">`+copy+`</button></div></div>`),
		goapp.P().ID("games-copied").Role("status").Body(status),
	)
}

// attrEscaper escapes a value for a double-quoted HTML attribute.
var attrEscaper = strings.NewReplacer("&", "&amp;", `"`, "&quot;", "<", "&lt;", ">", "&gt;")

// onClick answers the controls written as HTML (head, renderLinks):
// Load reads the pasted text; Copy copies its field's text to the
// clipboard (when the browser refuses, the text stays selected in its
// field).
func (v *viewer) onClick(ctx goapp.Context, e goapp.Event) {
	target := e.Get("target")
	switch {
	case target.Get("id").String() == "games-load":
		v.onPaste(ctx, e)
	case target.Get("dataset").Get("copy").Truthy():
		field := goapp.Window().GetElementByID(target.Get("dataset").Get("copy").String())
		if !field.Truthy() {
			return
		}
		field.Call("select")
		clip := goapp.Window().Get("navigator").Get("clipboard")
		if !clip.Truthy() || !clip.Get("writeText").Truthy() {
			return
		}
		clip.Call("writeText", field.Get("value").String())
		v.copied = field.Get("id").String()
	}
}

// onFocusIn selects all of a link's field as it takes the focus, to be
// copied by hand.
func (v *viewer) onFocusIn(ctx goapp.Context, e goapp.Event) {
	switch target := e.Get("target"); target.Get("id").String() {
	case "games-share-link", "games-embed":
		target.Call("select")
	}
	ctx.PreventUpdate()
}

// onChange reads the file chosen in the file input.
func (v *viewer) onChange(ctx goapp.Context, e goapp.Event) {
	if target := e.Get("target"); target.Get("id").String() == "games-file" {
		if files := target.Get("files"); files.Truthy() && files.Length() > 0 {
			v.read(ctx, files.Index(0))
		}
	}
}

func (v *viewer) onSelect(ctx goapp.Context, e goapp.Event) {
	i, err := strconv.Atoi(ctx.JSSrc().Get("dataset").Get("game").String())
	if err != nil {
		return
	}
	v.model().Select(i)
	v.copied = ""
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
	v.model().Go(n)
}

// onKey steps through the game with the arrow keys, Home and End, except
// while the player types in a field.
func (v *viewer) onKey(ctx goapp.Context, e goapp.Event) {
	m := v.model()
	if m.Entry() == nil {
		return
	}
	switch e.Get("target").Get("tagName").String() {
	case "INPUT", "TEXTAREA":
		return
	}
	switch e.Get("key").String() {
	case "ArrowLeft":
		m.Back()
	case "ArrowRight":
		m.Forward()
	case "Home":
		m.First()
	case "End":
		m.Last()
	default:
		return
	}
	e.PreventDefault()
}

func (v *viewer) onFilter(ctx goapp.Context, e goapp.Event) {
	v.model().SetFilter(ctx.JSSrc().Get("value").String())
}

func (v *viewer) onPaste(ctx goapp.Context, e goapp.Event) {
	v.model().Load(goapp.Window().GetElementByID("games-paste").Get("value").String())
	v.copied = ""
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
	m := v.model()
	if file.Get("size").Int() > gamefile.MaxBytes {
		m.Fail(gamefile.ErrTooBig)
		return
	}
	var ok, fail goapp.Func
	release := func() { ok.Release(); fail.Release() }
	ok = goapp.FuncOf(func(_ goapp.Value, args []goapp.Value) any {
		release()
		text := args[0].String()
		ctx.Dispatch(func(goapp.Context) { m.Load(text); v.copied = "" })
		return nil
	})
	fail = goapp.FuncOf(func(goapp.Value, []goapp.Value) any {
		release()
		ctx.Dispatch(func(goapp.Context) { m.Fail(errUnreadable) })
		return nil
	})
	file.Call("text").Call("then", ok, fail)
}
