package trakkx

import (
	"net/url"
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/records"
	"traxapp/app/round"
)

// TRAKKX registers its words and itself with the shell.
func init() {
	round.Register(messages, app.Game{
		ID:           "trakkx",
		Order:        3,
		MinPlayers:   2,
		MaxPlayers:   4,
		Play:         func(s *app.Session) goapp.UI { return newScreen(s) },
		Rules:        rulesBody,
		Picture:      homePicture,
		Resumable:    resumable,
		ParamNotices: paramNotices,
		Extras:       []app.Extra{round.ScoreSheetExtra(scoreSheet, 2, 4), {ID: "games", Label: "trax.games.nav", Show: records.View(recordsGame)}},
		// Its AI runs in worker-trakkx.wasm (app/aiworker/worker/trakkx).
		Computer: &app.Computer{},
		Embed:    embedChoices,
	})
}

// embedChoices are what a club's page can embed of TRAKKX by link: the
// seats= that applyParams reads, the visitor then one computer or a
// friend; and the replay of a game of a file of records.
var embedChoices = &app.Embed{
	Levels:     levels,
	LevelLabel: "trakkx.level.",
	VsComputer: func(level string) url.Values { return url.Values{"seats": {round.PersonWord + "," + level}} },
	Friends:    url.Values{"seats": {round.PersonWord + "," + round.PersonWord}},
	// A game of a file of records, by its link (the record viewer's rec=).
	LinkParam: "rec",
	LinkView:  "games",
}

// paramNotices says which of the play view's seed= (a whole number) and
// games= (1 to 9) cannot be followed; seats= speaks for itself
// (applyParams).
func paramNotices(q url.Values, p *i18n.Printer) []string {
	var out []string
	if q.Has("seed") {
		if _, err := strconv.ParseUint(q.Get("seed"), 10, 64); err != nil {
			out = append(out, p.T("trakkx.notice.bad-seed", "value", app.Echo(q.Get("seed"))))
		}
	}
	if q.Has("games") {
		if n, err := strconv.Atoi(q.Get("games")); err != nil || n < 1 || n > 9 {
			out = append(out, p.T("trakkx.notice.bad-games", "value", app.Echo(q.Get("games"))))
		}
	}
	return out
}

// resumable offers the saved match when it is not over.
func resumable(st app.Storage, p *i18n.Printer) []app.Resume {
	data, ok := st.Load(savedKey)
	if !ok {
		return nil
	}
	seats, m, g, k, err := decodeSaved(data)
	_, flagged := k.Flagged()
	if err != nil || g.Outcome().Over() && m.over() || flagged {
		return nil
	}
	return []app.Resume{{Label: p.N("trakkx.continue", len(seats)), Link: app.PlayLink("trakkx", nil)}}
}

// homePicture is the home page's drawing of TRAKKX: a run crossed by a set.
func homePicture() goapp.UI {
	return diagram(rulesCrossing(), nil, "")
}
