package trax

import (
	"traxapp/app/trax/board"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"
)

// resultBanner announces the end of the game over the board, with buttons
// to review the game or start again.
type resultBanner struct {
	goapp.Compo
	Bound
}

// Render draws the banner.
func (r *resultBanner) Render() goapp.UI {
	c := r.ICtl
	o := c.game.Outcome()
	class := "result result-draw"
	if !o.Draw() {
		class = "result result-" + o.Winner.String()
	}
	return goapp.Div().ID("result-box").Class(class).Role("alert").Body(
		goapp.P().ID("result").Class("result-text").Text(board.ResultText(c.p, o)),
		goapp.Div().Class("result-buttons").Body(
			goapp.Button().ID("review").Aria("label", c.p.T("trax.result.review-label")).OnClick(r.onReview).Text(c.p.T("trax.result.review")),
			goapp.If(c.canReview(), func() goapp.UI {
				return goapp.Button().ID("review-run").Title(c.p.T("trax.review.title")).OnClick(r.onReviewRun).Text(c.p.T("trax.review.button"))
			}),
			goapp.Button().ID("play-again").Aria("label", c.p.T("trax.result.again-label")).OnClick(r.onAgain).Text(c.p.T("trax.result.again")),
			goapp.Button().ID("close-result").Class("icon").Aria("label", c.p.T("trax.close")).OnClick(r.onClose).Text("\u2715"),
		),
	)
}

func (r *resultBanner) onReview(ctx goapp.Context, e goapp.Event) { r.ICtl.goTo(0) }

// onReviewRun closes the banner, so the board and the marks show, and
// reviews the game with the engine (review.go).
func (r *resultBanner) onReviewRun(ctx goapp.Context, e goapp.Event) {
	r.ICtl.closeResult()
	r.ICtl.startReview()
}

func (r *resultBanner) onAgain(ctx goapp.Context, e goapp.Event) {
	c := r.ICtl
	c.startGame(c.game.Variant(), c.opponent, c.opponentLabel, c.opponentColor)
}

func (r *resultBanner) onClose(ctx goapp.Context, e goapp.Event) {
	r.ICtl.closeResult()
}
