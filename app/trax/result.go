package trax

import (
	"traxapp/app/records"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"
)

// renderResult announces the end of the game over the board, with
// buttons to review the game or start again.
func (c *controller) renderResult() goapp.UI {
	return goapp.Div().ID("result-box").Class("result result-"+c.winnerClass()).Role("alert").Body(
		goapp.P().ID("result").Class("result-text").Text(c.resultText()),
		goapp.Div().Class("result-buttons").Body(
			goapp.Button().ID("review").Aria("label", records.SpokenAfterShown(c.p.T("trax.result.review"), c.p.T("trax.result.review-label"))).OnClick(c.onResultReview).Text(c.p.T("trax.result.review")),
			goapp.If(c.canReview(), func() goapp.UI {
				return goapp.Button().ID("review-run").Title(c.p.T("trax.review.title")).OnClick(c.onReviewRun).Text(c.p.T("trax.review.button"))
			}),
			goapp.Button().ID("play-again").Aria("label", records.SpokenAfterShown(c.p.T("trax.result.again"), c.p.T("trax.result.again-label"))).OnClick(c.onPlayAgain).Text(c.p.T("trax.result.again")),
			goapp.Button().ID("close-result").Class("icon").Aria("label", c.p.T("trax.close")).OnClick(c.onCloseResult).Text("\u2715"),
		),
	)
}

func (c *controller) onResultReview(ctx goapp.Context, e goapp.Event) { c.goTo(0) }

// onReviewRun closes the banner, so the board and the marks show, and
// reviews the game with the engine (review.go).
func (c *controller) onReviewRun(ctx goapp.Context, e goapp.Event) {
	c.closeResult()
	c.startReview()
}

func (c *controller) onPlayAgain(ctx goapp.Context, e goapp.Event) {
	c.PageClock = c.Clocks.Control()
	c.startGame(c.game.Variant(), c.opponent, c.opponentLabel, c.opponentColor)
}

func (c *controller) onCloseResult(ctx goapp.Context, e goapp.Event) {
	c.closeResult()
}
