package traxit

import (
	"net/url"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/records"
	"traxapp/app/round"
	engine "traxapp/engine/traxit"
)

// TRAXIT registers its words and itself with the shell.
func init() {
	round.Register(messages, app.Game{
		ID:         "traxit",
		Order:      2,
		MinPlayers: 2,
		MaxPlayers: 4,
		Play:       func(s *app.Session) goapp.UI { return newScreen(s) },
		Rules:      rulesBody,
		Picture:    homePicture,
		Resumable:  resumable,
		ParamNotices: func(q url.Values, p *i18n.Printer) []string {
			if q.Has("seats") { // players are chosen with New game only
				return []string{p.T("traxit.notice.seats", "value", app.Echo(q.Get("seats")))}
			}
			return nil
		},
		Extras: []app.Extra{round.ScoreSheetExtra(scoreSheet, 2, 4), {ID: "games", Label: "trax.games.nav", Show: records.View(recordsGame)}},
		// Its AI runs in worker-traxit.wasm (app/aiworker/worker/traxit).
		Computer: &app.Computer{},
		// A club's page can embed the replay of a game of a file of
		// records, by its link (the record viewer's rec=).
		Embed: &app.Embed{LinkParam: "rec", LinkView: "games"},
	})
}

// resumable offers the saved game when it is under way and not over.
func resumable(st app.Storage, p *i18n.Printer) []app.Resume {
	data, ok := st.Load(savedKey)
	if !ok {
		return nil
	}
	g, _, err := decodeGame(data)
	if err != nil || g.Len() == 0 || g.Outcome().Over || savedClock(data) != nil && savedClock(data).Flag != 0 {
		return nil
	}
	pos := g.Position()
	rounds := pos.TotalTurns() / pos.Players()
	return []app.Resume{{
		Label: p.T("traxit.continue", "players", pos.Players(), "round", min(pos.Round()+1, rounds), "rounds", rounds),
		Link:  app.PlayLink("traxit", nil),
	}}
}

// homePicture is the home page's drawing of TRAXIT: the pyramid with a
// two-player game's pawns and obstacles.
func homePicture() goapp.UI {
	g, err := engine.ParseRecord(pictureRecord)
	if err != nil {
		return goapp.Span()
	}
	return diagram(g.Position(), diagramOptions{})
}

// pictureRecord is the home page's position: both players placed, red
// climbed to level 4.
const pictureRecord = "traxit 1\nplayers 2\nstart 1\nplace c8 g8\nplace c1 f1\ncard P07\nmove f1 e4\n"
