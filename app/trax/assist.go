package trax

import (
	"context"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// This file holds what helps the player beyond the rules: the hint (the
// advisor's move and why), the threats display and resigning.

// threatsKey is the localStorage key of the threats setting ("1" or "0").
const threatsKey = "traxapp.threats"

// canHint reports whether the Hint button works now: an advisor is
// registered, the game goes on, the player is to move and no hint is
// being looked for. It does not wait for the screen to be mounted: the
// first frame already shows the button enabled.
func (c *controller) canHint() bool {
	return c.assist.advisor != nil && !c.over() && !c.clockPaused() && !c.waiting() && !c.assist.hinting && !c.inReview
}

// requestHint asks the advisor for the move of the player to move. The
// answer is shown on the board (hint) and in words, unless the game changed
// meanwhile: then its search was cancelled and the answer is dropped.
func (c *controller) requestHint() {
	ui := c.turn.Runner()
	if !c.canHint() || ui == nil {
		return
	}
	c.act()
	c.assist.hinting, c.assist.hint = true, nil
	ctx, cancel := context.WithCancel(ui)
	c.assist.cancelHint = cancel
	fresh, adv, game := c.turn.Fresh(), c.assist.advisor, c.gameCopy()
	ui.Async(func() {
		name, why, err := adv(ctx, game)
		ui.Dispatch(func(goapp.Context) {
			if !fresh() {
				return
			}
			cancel()
			c.assist.hinting, c.assist.cancelHint = false, nil
			c.rev++
			if err != nil {
				c.message = c.p.T("trax.hint.none", "reason", board.ErrorText(c.p, err))
				return
			}
			c.showHint(name, why)
		})
	})
	c.rev++
}

// showHint shows move name (official notation) as the hint, with its
// explanation. A move that is not legal here gives a message instead.
func (c *controller) showHint(name string, why []ai.Reason) {
	pos := c.position()
	m, err := pos.ParseMove(name)
	if err != nil {
		c.message = c.p.T("trax.hint.none", "reason", board.ErrorText(c.p, err))
		return
	}
	turn, _, err := pos.Preview(m)
	if err != nil {
		c.message = c.p.T("trax.hint.none", "reason", board.ErrorText(c.p, err))
		return
	}
	c.assist.hint = &hintInfo{Name: pos.FormatMove(m), Turn: turn, Reasons: why}
	c.announce = c.hintText()
	c.rev++
}

// hintText is the hint in words, e.g. "Hint: B3/ — stops a loop threat
// at B3."; "" without a hint.
func (c *controller) hintText() string {
	if c.assist.hint == nil || c.assist.hint.ReviewTurn != 0 {
		return ""
	}
	if len(c.assist.hint.Reasons) == 0 {
		return c.p.T("trax.hint.move", "move", c.assist.hint.Name)
	}
	why := ""
	for i, r := range c.assist.hint.Reasons {
		if i > 0 {
			why += "; "
		}
		why += reasonText(c.p, r)
	}
	return c.p.T("trax.hint.move-why", "move", c.assist.hint.Name, "reasons", why)
}

// setShowThreats turns the threats display on or off and remembers it.
func (c *controller) setShowThreats(on bool) {
	c.act()
	c.assist.showThreats = on
	keepSwitch(c.assist.prefs, on, "1", "0")
	c.rev++
}

// loadPrefs reads the threats setting (off unless stored on) and the red
// tracks' pattern (colour alone unless stored "dashed").
func (c *controller) loadPrefs() {
	if c.assist.prefs != nil {
		c.assist.showThreats = switchOn(c.assist.prefs, "1")
	}
	if c.assist.trackPrefs != nil {
		c.assist.dashedRed = switchOn(c.assist.trackPrefs, "dashed")
		board.DashedRedTracks(c.assist.dashedRed)
	}
}

// setDashedRed draws the red tracks with a dashed line as well as their
// colour, or with colour alone, on every Trax picture, and remembers it.
func (c *controller) setDashedRed(on bool) {
	c.act()
	c.assist.dashedRed = on
	keepSwitch(c.assist.trackPrefs, on, "dashed", "")
	board.DashedRedTracks(on)
	c.rev++
}

// threats returns the spaces where a loop or line would be completed next
// turn, per colour, when the display is on.
func (c *controller) threats() []ai.Threat {
	if !c.assist.showThreats {
		return nil
	}
	return ai.Threats(c.position())
}

// canResign reports whether the player may resign now: the game goes on
// and, against the computer, it is the player's turn (the player to move
// resigns). A finished game under review cannot be resigned.
func (c *controller) canResign() bool {
	return !c.over() && !c.waiting() && !c.turn.Thinking() && !c.inReview && !c.clockPaused()
}

// askResign opens the confirmation, or closes it (on is false).
func (c *controller) askResign(on bool) {
	c.act()
	c.assist.confirmResign = on && c.canResign()
	c.rev++
}

// resign ends the game: the player to move resigns.
func (c *controller) resign() {
	c.assist.confirmResign = false
	if !c.canResign() {
		c.rev++
		return
	}
	if err := c.game.Resign(); err != nil {
		c.message = board.ErrorText(c.p, err)
		c.rev++
		return
	}
	c.message = ""
	c.changed()
	c.refresh()
	c.animate = false
	c.announce = board.ResultText(c.p, c.game.Outcome())
	c.showResult = true
	c.save()
}

// reasonText says one reason for a hint's move in words.
func reasonText(p *i18n.Printer, r ai.Reason) string {
	kind := "loop"
	if r.Method == engine.ByLine {
		kind = "line"
	}
	switch r.Kind {
	case ai.WinsNow:
		return p.T("trax.reason.wins-now-" + kind)
	case ai.StopsThreat:
		return p.T("trax.reason.stops-"+kind, "place", r.Place)
	case ai.DoubleThreat:
		return p.T("trax.reason.double-threat")
	case ai.Threatens:
		return p.T("trax.reason.threatens-"+kind, "place", r.Place)
	case ai.WinsIn:
		return p.N("trax.reason.wins-in", r.Turns)
	case ai.HoldsOut:
		return p.T("trax.reason.holds-out")
	}
	return p.N("trax.reason.best-found", r.Turns)
}
