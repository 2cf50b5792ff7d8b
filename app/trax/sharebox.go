package trax

import (
	"net/url"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/round/clock"
	"traxapp/app/trax/board"
	"traxapp/app/trax/share"
	engine "traxapp/engine/trax"
)

// Play by link: Share puts the game (or the position, for study) in the
// page's address, #game=trax&link=<code>, the code written and read by
// engine.EncodeLink and engine.DecodeLink. A correspondence game has no
// server: each player opens the other's link, moves, and shares it back.
// The game opened from a link is a two-player game on this device, kept
// in the variant's own saved slot like any game; a position opened for
// analysis is never saved.

// linkParam is the page parameter that holds a link's code.
const linkParam = "link"

// openLink opens the game of the page's link code, decoded (l, err):
// the controller holds the saved game of the link's variant (restore).
// A bad link leaves that game and says what was wrong, naming the first
// bad move. A position for analysis replaces the game on the screen only,
// never saved. A shared game replaces the saved one when nothing is lost:
// no game in progress, or the link continues it (the other player's
// answer); if the saved game already goes past the link it is kept; any
// other game in progress is replaced only once the player says so.
func (c *controller) openLink(code string, l engine.Link, err error) {
	c.link.code = code
	if err != nil {
		msg := share.LinkErrorText(c.p, err)
		if c.game.Len() > 0 {
			msg += " " + c.p.T("trax.msg.game-kept")
		}
		c.say(msg)
		return
	}
	g := l.Game
	if l.Analysis {
		c.opponent, c.opponentLabel = nil, ""
		c.setClock(clock.Control{})
		c.setGame(g)
		c.link.analysis = true
		c.showResult = g.Outcome().Over()
		c.say(c.p.T("trax.link.analysis"))
		return
	}
	mine := c.game
	inProgress := mine.Variant() == g.Variant() && mine.Len() > 0 && !mine.Outcome().Over()
	// A shared game is for two players on this device: opened over a
	// game against the computer, even one it continues, it would change
	// the opponent, so it is asked first.
	vsComputer := c.opponent != nil
	switch {
	case !inProgress || share.Continues(mine, g) && !vsComputer:
		c.acceptLink(g)
	case share.Continues(g, mine) && g.Len() < mine.Len():
		c.say(c.p.T("trax.link.behind"))
	default:
		c.link.pending = g
		c.link.pendingVsComputer = vsComputer && share.Continues(mine, g)
		c.rev++
	}
}

// acceptLink makes the shared game g the game in progress: two players
// on this device, saved in its variant's slot, with no clock (a game
// played by sending links is not played against the clock).
func (c *controller) acceptLink(g *engine.Game) {
	c.opponent, c.opponentLabel = nil, ""
	c.setClock(clock.Control{})
	c.setGame(g)
	c.showResult = g.Outcome().Over()
	if g.Outcome().Over() {
		c.say(c.p.T("trax.link.opened-over"))
	} else {
		c.say(c.p.T("trax.link.opened", "player", board.ColorName(c.p, g.Position().ToMove())))
	}
	c.save()
}

// answerLink settles the question a pending shared game asks: open it
// (replacing the game in progress) or keep the game in progress.
func (c *controller) answerLink(open bool) {
	g := c.link.pending
	if g == nil {
		return
	}
	c.link.pending, c.link.pendingVsComputer = nil, false
	if open {
		c.acceptLink(g)
		c.askOpponent()
		return
	}
	c.say(c.p.T("trax.msg.game-kept"))
}

// share returns the link to the game as the board shows it (analysis:
// to the position, for study): base, the page's address without query or
// fragment, then #game=trax&link=<code>. It keeps the link to show and
// says what to do with it; a game too long for a link gives "" and says
// so.
func (c *controller) share(base string, analysis bool) string {
	code, err := engine.EncodeLink(c.game, analysis)
	if err != nil {
		c.link.shared = ""
		c.say(c.p.T("trax.share.too-long"))
		return ""
	}
	c.link.shared = base + "#game=trax&" + linkParam + "=" + code
	c.link.sharedPosition = analysis
	c.say(c.p.T("trax.share.ready"))
	return c.link.shared
}

// shared says how the link was passed on.
func (c *controller) shared(o share.Outcome) {
	switch {
	case o == share.BySystem:
		c.say(c.p.T("trax.share.shared"))
	case o == share.ByCopy && c.link.sharedPosition:
		c.say(c.p.T("trax.share.copied-position"))
	case o == share.ByCopy:
		c.say(c.p.T("trax.share.copied"))
	default:
		c.say(c.p.T("trax.share.copy-by-hand"))
	}
}

// renderLinkConfirm asks, over the board, whether a shared game may
// replace the game in progress (or, continuing a game against the
// computer, make it a game for two players).
func (c *controller) renderLinkConfirm() goapp.UI {
	g := c.link.pending
	question := "trax.link.question"
	if c.link.pendingVsComputer {
		question = "trax.link.question-computer"
	}
	return goapp.Div().ID("link-confirm").Class("confirm", "link-confirm").Role("alertdialog").
		Aria("labelledby", "link-question").Body(
		goapp.Span().ID("link-question").Text(c.p.T(question,
			"variant", variantName(c.p, g.Variant()),
			"moves", c.p.N("trax.moves.count", g.Len()),
			"player", board.ColorName(c.p, g.Position().ToMove()))),
		goapp.Button().ID("link-open").Class("danger").OnClick(c.onLinkOpen).Text(c.p.T("trax.link.open")),
		goapp.Button().ID("link-keep").OnClick(c.onLinkKeep).Text(c.p.T("trax.link.keep")),
	)
}

func (c *controller) onLinkOpen(ctx goapp.Context, e goapp.Event) { c.answerLink(true) }
func (c *controller) onLinkKeep(ctx goapp.Context, e goapp.Event) { c.answerLink(false) }

// renderShareBox offers Share for the game (a correspondence game by
// links) and for the position (for study), shows the last link made, and
// says what a game opened from a link is.
func (c *controller) renderShareBox() goapp.UI {
	t := c.p.T
	note := ""
	switch {
	case c.link.analysis:
		note = t("trax.link.note.analysis")
	case c.link.code != "" && c.opponent == nil && !c.game.Outcome().Over():
		note = t("trax.link.note.game")
	}
	return goapp.Section().Class("share").Aria("label", t("trax.share.title")).Body(
		goapp.P().ID("link-note").Class("link-note").Text(note),
		goapp.Div().Class("record-buttons").Body(
			goapp.Button().ID("share").Title(t("trax.share.game-label")).
				Attr("data-share", "game").OnClick(c.onShare).Text(t("trax.share.game")),
			goapp.Button().ID("share-position").Title(t("trax.share.position-label")).
				Attr("data-share", "position").OnClick(c.onShare).Text(t("trax.share.position")),
		),
		goapp.If(c.link.shared != "", func() goapp.UI {
			return goapp.Div().Class("export").Body(
				goapp.Label().For("share-text").Class("export-label").Text(t("trax.share.link-label")),
				goapp.Input().ID("share-text").Class("record-text").Type("url").ReadOnly(true).
					Value(c.link.shared).Attr("data-link", c.link.shared),
			)
		}),
	)
}

// onShare makes the link (data-share "game" or "position") and passes it
// to the phone's share sheet where there is one, else to the clipboard;
// the box shows it either way.
func (c *controller) onShare(ctx goapp.Context, e goapp.Event) {
	analysis := ctx.JSSrc().Get("dataset").Get("share").String() == "position"
	link := c.share(share.PageBase(), analysis)
	if link == "" || !goapp.IsClient {
		return
	}
	key := "trax.share.text-game"
	if analysis {
		key = "trax.share.text-position"
	}
	text := c.p.T(key, "variant", variantName(c.p, c.game.Variant()))
	done := func(o share.Outcome) { ctx.Dispatch(func(goapp.Context) { c.shared(o) }) }
	share.PassOn(link, c.p.T("trax.name"), text, done)
}

// linkOf returns the link code of page parameters q ("" for none).
func linkOf(q url.Values) string { return q.Get(linkParam) }
