package trakkx

import (
	"errors"
	"strconv"
	"strings"

	"traxapp/app/i18n"
	engine "traxapp/engine/trakkx"
)

// colorKeys are the catalog keys of the colours, by engine.Color.
var colorKeys = [...]string{
	engine.Red: "trakkx.color.red", engine.Yellow: "trakkx.color.yellow",
	engine.Green: "trakkx.color.green", engine.Blue: "trakkx.color.blue",
}

// colorClasses are the CSS classes of the colours, by engine.Color.
var colorClasses = [...]string{
	engine.Red: "tk-red", engine.Yellow: "tk-yellow", engine.Green: "tk-green", engine.Blue: "tk-blue",
}

// colorSymbols tell the colours apart without colour: each has its shape.
var colorSymbols = [...]string{
	engine.Red: "●", engine.Yellow: "▲", engine.Green: "■", engine.Blue: "◆",
}

// tokenName says a token in words: "red 5", "SWAP", "+3".
func tokenName(p *i18n.Printer, id engine.TokenID) string {
	switch id.Kind() {
	case engine.Swap:
		return p.T("trakkx.token.swap")
	case engine.Plus3:
		return p.T("trakkx.token.plus3")
	}
	return p.T("trakkx.token.number", "color", p.T(colorKeys[id.Color()]), "value", strconv.Itoa(id.Value()))
}

// tokenNames says tokens in words, separated by commas.
func tokenNames(p *i18n.Printer, ids []engine.TokenID) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = tokenName(p, id)
	}
	return strings.Join(names, ", ")
}

// problemKeys are the catalog keys of the engine's codes.
var problemKeys = map[engine.Code]string{
	engine.TwoTokenLine:            "trakkx.problem.two-token-line",
	engine.NotARunOrSet:            "trakkx.problem.not-a-line",
	engine.IsolatedToken:           "trakkx.problem.isolated",
	engine.TooManyGroups:           "trakkx.problem.too-many-groups",
	engine.ActionOnTable:           "trakkx.problem.action-on-table",
	engine.TokenMissing:            "trakkx.problem.token-missing",
	engine.NotInHand:               "trakkx.problem.not-in-hand",
	engine.NoProgress:              "trakkx.problem.no-progress",
	engine.NoOwnGroup:              "trakkx.problem.no-own-group",
	engine.NewGroupBeforeAllOpened: "trakkx.problem.new-group-early",
	engine.GameOver:                "trakkx.problem.game-over",
	engine.NotYourTurn:             "trakkx.problem.not-your-turn",
	engine.WrongPhase:              "trakkx.problem.wrong-phase",
	engine.NotInDisplay:            "trakkx.problem.not-in-display",
	engine.BagEmpty:                "trakkx.problem.bag-empty",
	engine.NotAnActionToken:        "trakkx.problem.not-an-action",
	engine.BadTarget:               "trakkx.problem.bad-target",
	engine.PassNotAllowed:          "trakkx.problem.pass-not-allowed",
	engine.WrongGiveCount:          "trakkx.problem.wrong-give-count",
	engine.AlreadyGave:             "trakkx.problem.already-gave",
}

// problemText says one problem of a table in words: which line or token,
// and which rule it breaks. table is the table the problem is about.
func problemText(p *i18n.Printer, pr engine.Problem, table engine.Table) string {
	key, ok := problemKeys[pr.Code]
	if !ok {
		return p.T("trakkx.problem.unknown", "code", pr.Code.String())
	}
	var line []engine.TokenID
	for _, at := range pr.Cells {
		if id, ok := table[at]; ok {
			line = append(line, id)
		}
	}
	token := tokenName(p, pr.Token)
	if pr.Code == engine.IsolatedToken && len(line) == 1 {
		token = tokenName(p, line[0])
	}
	return p.T(key, "tokens", tokenNames(p, line), "token", token,
		"count", strconv.Itoa(pr.Count), "limit", strconv.Itoa(pr.Limit), "group", strconv.Itoa(pr.Group+1))
}

// refusal says why the engine refused an action: every problem of a
// refused lay-down of table, or the action's code.
func refusal(p *i18n.Printer, err error, table engine.Table) string {
	var le *engine.LayDownError
	if errors.As(err, &le) {
		parts := make([]string, 0, len(le.Problems))
		for _, pr := range le.Problems {
			parts = append(parts, problemText(p, pr, table))
		}
		return strings.Join(parts, " ")
	}
	var ae *engine.ActionError
	if errors.As(err, &ae) {
		return problemText(p, engine.Problem{Code: ae.Code, Token: ae.Token}, nil)
	}
	return p.T("trakkx.problem.unknown", "code", engine.CodeOf(err).String())
}

// describeAction says what a seat did, with only the public facts: a
// display pick, a draw, an action token and its target, the tokens laid
// down (placed), how many tokens were passed.
func describeAction(p *i18n.Printer, who string, a engine.Action, placed []engine.TokenID, name func(int) string) string {
	switch a.Kind {
	case engine.TakeDisplayKind:
		return p.T("trakkx.did.take", "player", who, "token", tokenName(p, a.Token))
	case engine.DrawBagKind:
		return p.T("trakkx.did.draw", "player", who)
	case engine.PlayActionKind:
		if a.Token.Kind() == engine.Plus3 {
			return p.T("trakkx.did.plus3", "player", who, "target", name(a.Target))
		}
		return p.T("trakkx.did.swap", "player", who)
	case engine.LayDownKind:
		return p.T("trakkx.did.lay", "player", who, "tokens", tokenNames(p, placed))
	case engine.PassKind:
		return p.T("trakkx.did.pass", "player", who)
	case engine.GiveKind:
		return p.N("trakkx.did.give", len(a.Tokens), "player", who)
	}
	return ""
}
