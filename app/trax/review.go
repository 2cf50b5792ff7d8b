package trax

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// The review of a game with the engine (app/trax/review): one tap walks
// every turn of the game's line, asking the Reviewer (the AI worker) to
// judge each, with progress and a Stop button. Turns that threw away a win
// or walked into a forced loss are marked in the move list; a marked turn
// shows the better move on the board and in words; a graph draws the
// values over the game. The review only reads the game: it changes
// neither the record nor the saved game, and a change of the line (a new
// move, a new game, an import) drops it.

// canReview reports whether the Find mistakes button works now: a reviewer
// is registered, the game has turns, its variant has no luck, and no
// review runs.
func (c *controller) canReview() bool {
	return c.review.Reviewer != nil && len(c.history) > 0 && c.game.Variant().Luck == engine.NoLuck &&
		!c.game.Variant().Solo && !c.review.Running()
}

// hasReview reports whether a review (running or not) belongs to the
// game on the screen.
func (c *controller) hasReview() bool { return c.review.Exists() }

// startReview walks every turn of the line, one reviewer call each, off
// the UI goroutine; each answer is shown as it comes.
func (c *controller) startReview() {
	ui := c.turn.Runner()
	if !c.canReview() || ui == nil {
		return
	}
	c.act()
	c.review.Start(ui, c.game.Variant(), c.history, c.gameID, c.reviewed)
	c.rev++
}

// reviewed shows a turn's judgement, taken on the UI goroutine; once
// the review is done, it says so to screen readers.
func (c *controller) reviewed() {
	c.rev++
	if !c.review.Running() && c.review.Judged() == c.review.Total() {
		c.announce = c.reviewStatus()
	}
}

// stopReview stops a running review; what it found stays.
func (c *controller) stopReview() {
	if c.review.Stop() {
		c.rev++
		c.announce = c.reviewStatus()
	}
}

// showReviewTurn goes to the position before turn n and, when the turn
// is marked, shows the better move there as ghost tiles and in words.
func (c *controller) showReviewTurn(n int) {
	tr := c.review.Turn(n)
	if tr == nil || tr.Verdict == ai.NoVerdict {
		c.goTo(n)
		return
	}
	c.goTo(n - 1)
	pos := c.position()
	m, err := pos.ParseMove(tr.Better)
	if err != nil {
		return
	}
	turn, _, err := pos.Preview(m)
	if err != nil {
		return
	}
	c.assist.hint = &hintInfo{Name: pos.FormatMove(m), Turn: turn, ReviewTurn: n}
	c.announce = c.reviewTurnText()
	c.rev++
}

// reviewTurnText says what the marked turn shown did wrong and what was
// better, e.g. "Turn 3, White: A0+ threw away a win in 1 turn; A0/
// wins."; "" when no marked turn is shown.
func (c *controller) reviewTurnText() string {
	h := c.assist.hint
	if h == nil || h.ReviewTurn == 0 {
		return ""
	}
	if h.ReviewTurn > len(c.history) {
		return ""
	}
	return c.review.TurnText(c.p, h.ReviewTurn, c.history[h.ReviewTurn-1], h.Name)
}

// reviewStatus says where the review stands.
func (c *controller) reviewStatus() string { return c.review.Status(c.p) }

// reviewMark is a move-list entry's mark for turn n (review.Review.Mark).
func (c *controller) reviewMark(n int) (kind, symbol, words string, ok bool) {
	return c.review.Mark(c.p, n)
}

// renderReviewBox is the review's part of the side panel: the Find
// mistakes button, the progress with Stop, the summary, the graph of the
// values and the marked turn in words; nothing without a reviewer, in a
// variant with luck, or before the first move.
func (c *controller) renderReviewBox() goapp.UI {
	if c.review.Reviewer == nil || c.game.Variant().Luck != engine.NoLuck || len(c.history) == 0 {
		return goapp.Div().ID("review-box").Class("review-box review-none")
	}
	r := &c.review
	t := c.p.T
	var body []goapp.UI
	if r.Running() {
		body = append(body,
			goapp.Div().ID("review-progress").Class("review-progress").Body(
				goapp.Span().ID("review-turn").Role("status").Text(c.reviewStatus()),
				goapp.Progress().ID("review-bar").Attr("max", r.Total()).Attr("value", r.Judged()).
					Aria("label", c.reviewStatus()),
				goapp.Button().ID("review-stop").Aria("label", t("trax.review.stop-label")).
					Title(t("trax.review.stop-label")).OnClick(c.onReviewStop).Text(t("trax.review.stop")),
			))
	} else {
		body = append(body, goapp.Button().ID("review-game").Title(t("trax.review.title")).
			Disabled(!c.canReview()).OnClick(c.onReviewGame).Text(t("trax.review.button")))
		if c.hasReview() {
			body = append(body, goapp.Span().ID("review-summary").Role("status").Text(c.reviewStatus()))
		}
	}
	if c.hasReview() && r.Judged() > 0 {
		body = append(body, r.Graph(c.p, c.game.Len(), c.onReviewGraph))
	}
	if s := c.reviewTurnText(); s != "" {
		body = append(body, goapp.P().ID("review-text").Class("review-text").Aria("live", "polite").Text(s))
	}
	return goapp.Div().ID("review-box").Class("review-box").Body(body...)
}

func (c *controller) onReviewGame(ctx goapp.Context, e goapp.Event) { c.startReview() }
func (c *controller) onReviewStop(ctx goapp.Context, e goapp.Event) { c.stopReview() }

// onGraph goes to the turn under the click: a marked turn shows its
// better move, any other the position after it.
func (c *controller) onReviewGraph(ctx goapp.Context, e goapp.Event) {
	if n := c.review.GraphTurn(e); n >= 0 {
		c.showReviewTurn(min(n, len(c.history)))
	}
}
