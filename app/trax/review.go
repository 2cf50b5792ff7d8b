package trax

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// This file holds the review of a game with the engine: one tap walks
// every turn of the game's line, asking the Reviewer (the AI worker) to
// judge each, with progress and a Stop button. Turns that threw away a win
// or walked into a forced loss are marked in the move list; a marked turn
// shows the better move on the board and in words; a graph draws the
// values over the game. The review only reads the game: it changes
// neither the record nor the saved game, and a change of the line (a new
// move, a new game, an import) drops it.

// TurnReview is a reviewer's judgement of one turn, from the view of the
// player who made it (see engine/trax/ai.TurnReview).
type TurnReview struct {
	// Before and After value the position before and after the turn, in
	// [-ai.ReviewMax, ai.ReviewMax].
	Before, After int
	// Better is the better move in the position before the turn, in
	// official notation.
	Better string
	// Verdict and Turns say what was proved against the turn.
	Verdict ai.Verdict
	Turns   int
}

// Reviewer judges the last turn of the game of variant v whose record is
// given. It should return early with ctx's error when ctx is done.
type Reviewer func(ctx context.Context, v engine.Variant, record string) (TurnReview, error)

// reviewer is the registered Computer's Reviewer; nil hides the review.
var reviewer Reviewer

// gameReview is the review of the game's line.
type gameReview struct {
	reviewer Reviewer
	running  bool
	cancel   context.CancelFunc // stops the walk; nil when none
	gen      int                // bumped when a review starts, stops or is dropped
	gameID   int                // the game reviewed
	line     string             // its line's moves, space-separated
	total    int                // turns to review
	turns    []TurnReview       // turns[i] judges turn i+1
	stopped  bool               // the player stopped it
	failed   string             // why it failed, in words
}

// canReview reports whether the Find mistakes button works now: a reviewer
// is registered, the game has turns, its variant has no luck, and no
// review runs.
func (c *controller) canReview() bool {
	return c.review.reviewer != nil && len(c.history) > 0 && c.game.Variant().Luck == engine.NoLuck &&
		!c.game.Variant().Solo && !c.review.running
}

// hasReview reports whether a review (running or not) belongs to the
// game on the screen.
func (c *controller) hasReview() bool { return c.review.line != "" }

// startReview walks every turn of the line, one reviewer call each, off
// the UI goroutine; each answer is shown as it comes.
func (c *controller) startReview() {
	if !c.canReview() || c.ui == nil {
		return
	}
	c.act()
	moves := c.history
	records := make([]string, len(moves))
	for i := range moves {
		records[i] = strings.Join(moves[:i+1], " ")
	}
	gen := c.review.gen + 1
	c.review = gameReview{reviewer: c.review.reviewer, running: true, gen: gen, gameID: c.gameID,
		line: strings.Join(moves, " "), total: len(moves)}
	ctx, cancel := context.WithCancel(c.ui)
	c.review.cancel = cancel
	ui, rv, v := c.ui, c.review.reviewer, c.game.Variant()
	ui.Async(func() {
		for _, rec := range records {
			tr, err := rv(ctx, v, rec)
			if ctx.Err() != nil {
				return // stopped or dropped: the UI side knows
			}
			ui.Dispatch(func(goapp.Context) { c.reviewed(gen, tr, err) })
			if err != nil {
				return
			}
		}
	})
	c.rev++
}

// reviewed takes one turn's judgement (or the error that ends the
// review) on the UI goroutine, unless the review it belongs to is over.
func (c *controller) reviewed(gen int, tr TurnReview, err error) {
	r := &c.review
	if gen != r.gen || !r.running {
		return
	}
	c.rev++
	if err != nil {
		r.failed = c.p.T("trax.review.failed", "error", board.ErrorText(c.p, err))
		c.endReview()
		return
	}
	r.turns = append(r.turns, tr)
	if len(r.turns) >= r.total {
		c.endReview()
		c.announce = c.reviewStatus()
	}
}

// endReview stops the walk, keeping the turns reviewed.
func (c *controller) endReview() {
	r := &c.review
	if r.cancel != nil {
		r.cancel()
		r.cancel = nil
	}
	r.running = false
	r.gen++
	c.rev++
}

// stopReview stops a running review; what it found stays.
func (c *controller) stopReview() {
	if !c.review.running {
		return
	}
	c.review.stopped = true
	c.endReview()
	c.announce = c.reviewStatus()
}

// dropStaleReview forgets the review when the line it judged is no longer
// the game's (a new move, a new game, an import). Moving along the line
// (undo, redo, the move list) keeps it.
func (c *controller) dropStaleReview() {
	if !c.hasReview() || (c.review.gameID == c.gameID && c.review.line == strings.Join(c.history, " ")) {
		return
	}
	c.endReview()
	c.review = gameReview{reviewer: c.review.reviewer, gen: c.review.gen}
}

// turnReview returns the judgement of turn n (1 is the first), or nil.
func (c *controller) turnReview(n int) *TurnReview {
	if n < 1 || n > len(c.review.turns) {
		return nil
	}
	return &c.review.turns[n-1]
}

// showReviewTurn goes to the position before turn n and, when the turn
// is marked, shows the better move there as ghost tiles and in words.
func (c *controller) showReviewTurn(n int) {
	tr := c.turnReview(n)
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
	tr := c.turnReview(h.ReviewTurn)
	if tr == nil || h.ReviewTurn > len(c.history) {
		return ""
	}
	args := []any{"turn", h.ReviewTurn, "player", board.ColorName(c.p, moverOf(h.ReviewTurn)),
		"move", c.history[h.ReviewTurn-1], "better", h.Name}
	switch {
	case tr.Verdict == ai.MissedWin:
		return c.p.N("trax.review.missed-win", tr.Turns, args...)
	case tr.Turns == 0:
		return c.p.T("trax.review.blunder-now", args...)
	}
	return c.p.N("trax.review.blunder", tr.Turns, args...)
}

// moverOf returns who makes turn n (1 is White's first): the players
// alternate in every variant the review takes.
func moverOf(n int) engine.Color {
	if n%2 == 1 {
		return engine.White
	}
	return engine.Red
}

// marked counts the turns reviewed with a verdict.
func (c *controller) marked() int {
	n := 0
	for _, tr := range c.review.turns {
		if tr.Verdict != ai.NoVerdict {
			n++
		}
	}
	return n
}

// reviewStatus says where the review stands: its progress, or how it
// ended.
func (c *controller) reviewStatus() string {
	r := &c.review
	switch {
	case r.running:
		return c.p.T("trax.review.progress", "turn", min(len(r.turns)+1, r.total), "total", r.total)
	case r.failed != "":
		return r.failed
	case r.stopped:
		return c.p.T("trax.review.stopped", "turn", len(r.turns), "total", r.total)
	case c.marked() == 0:
		return c.p.T("trax.review.clean")
	}
	return c.p.N("trax.review.done", c.marked())
}

// reviewMark is a move-list entry's mark for turn n: the data-review
// value, the symbol shown and the words for screen readers; ok is false
// for an unmarked turn.
func (c *controller) reviewMark(n int) (kind, symbol, words string, ok bool) {
	tr := c.turnReview(n)
	if tr == nil {
		return "", "", "", false
	}
	switch tr.Verdict {
	case ai.MissedWin:
		return "missed-win", "?", c.p.T("trax.review.mark.missed-win"), true
	case ai.Blunder:
		return "blunder", "??", c.p.T("trax.review.mark.blunder"), true
	}
	return "", "", "", false
}

// reviewBox is the review's part of the side panel: the Find mistakes
// button, the progress with Stop, the summary, the graph of the values
// and the marked turn in words.
type reviewBox struct {
	goapp.Compo
	Bound
}

// Render draws the box; nothing without a reviewer, in a variant with
// luck, or before the first move.
func (b *reviewBox) Render() goapp.UI {
	c := b.ICtl
	if c == nil || c.review.reviewer == nil || c.game.Variant().Luck != engine.NoLuck || len(c.history) == 0 {
		return goapp.Div().ID("review-box").Class("review-box review-none")
	}
	r := &c.review
	t := c.p.T
	var body []goapp.UI
	if r.running {
		body = append(body,
			goapp.Div().ID("review-progress").Class("review-progress").Body(
				goapp.Span().ID("review-turn").Role("status").Text(c.reviewStatus()),
				goapp.Progress().ID("review-bar").Attr("max", r.total).Attr("value", len(r.turns)).
					Aria("label", c.reviewStatus()),
				goapp.Button().ID("review-stop").Aria("label", t("trax.review.stop-label")).
					Title(t("trax.review.stop-label")).OnClick(b.onStop).Text(t("trax.review.stop")),
			))
	} else {
		body = append(body, goapp.Button().ID("review-game").Title(t("trax.review.title")).
			Disabled(!c.canReview()).OnClick(b.onReview).Text(t("trax.review.button")))
		if c.hasReview() {
			body = append(body, goapp.Span().ID("review-summary").Role("status").Text(c.reviewStatus()))
		}
	}
	if c.hasReview() && len(r.turns) > 0 {
		body = append(body, c.renderGraph(b.onGraph))
	}
	if s := c.reviewTurnText(); s != "" {
		body = append(body, goapp.P().ID("review-text").Class("review-text").Aria("live", "polite").Text(s))
	}
	return goapp.Div().ID("review-box").Class("review-box").Body(body...)
}

// graphHeight is the height of the graph's drawing, in its own units:
// values span [-ai.ReviewMax, ai.ReviewMax] scaled to it.
const graphHeight = 40

// graphTurnWidth is the width of one turn in the graph's drawing.
const graphTurnWidth = 6

// renderGraph draws the values after each turn reviewed, from White's
// view (up is good for White), as a line over the game; marked turns get
// a bar of their kind ([data-graph-turn]). A click goes to a turn.
func (c *controller) renderGraph(onClick goapp.EventHandler) goapp.UI {
	r := &c.review
	w := max(r.total, 1) * graphTurnWidth
	y := func(v int) string {
		return strconv.Itoa(int(math.Round(float64(graphHeight)/2 - float64(v)*float64(graphHeight)/2/ai.ReviewMax)))
	}
	pts := []string{"0," + y(0)}
	marks := []goapp.UI{
		board.SVG("line").Class("graph-axis").Attr("x1", 0).Attr("x2", w).Attr("y1", graphHeight/2).Attr("y2", graphHeight/2),
	}
	for i, tr := range r.turns {
		n := i + 1
		v := tr.After
		if moverOf(n) == engine.Red {
			v = -v
		}
		x := n * graphTurnWidth
		pts = append(pts, fmt.Sprintf("%d,%s", x, y(v)))
		if kind, _, _, ok := c.reviewMark(n); ok {
			marks = append(marks, board.SVG("rect").Class("graph-mark graph-"+kind).
				Attr("data-graph-turn", n).Attr("data-review", kind).
				Attr("x", x-graphTurnWidth/2).Attr("y", 0).Attr("width", graphTurnWidth).Attr("height", graphHeight))
		}
	}
	cur := c.game.Len() * graphTurnWidth
	marks = append(marks,
		board.SVG("polyline").Class("graph-line").Attr("points", strings.Join(pts, " ")),
		board.SVG("line").Class("graph-now").Attr("x1", cur).Attr("x2", cur).Attr("y1", 0).Attr("y2", graphHeight),
	)
	return board.SVG("svg").ID("review-graph").Class("review-graph").
		Attr("viewBox", fmt.Sprintf("0 0 %d %d", w, graphHeight)).Attr("preserveAspectRatio", "none").
		Attr("data-turns", r.total).Attr("role", "img").Aria("label", c.p.T("trax.review.graph")).
		OnClick(onClick).Body(marks...)
}

func (b *reviewBox) onReview(ctx goapp.Context, e goapp.Event) { b.ICtl.startReview() }
func (b *reviewBox) onStop(ctx goapp.Context, e goapp.Event)   { b.ICtl.stopReview() }

// onGraph goes to the turn under the click: a marked turn shows its
// better move, any other the position after it.
func (b *reviewBox) onGraph(ctx goapp.Context, e goapp.Event) {
	c := b.ICtl
	svg := e.Get("currentTarget")
	if !svg.Truthy() || c.review.total == 0 {
		return
	}
	box := svg.Call("getBoundingClientRect")
	width := box.Get("width").Float()
	if width <= 0 {
		return
	}
	n := int(math.Round((e.Get("clientX").Float() - box.Get("left").Float()) / width * float64(c.review.total)))
	c.showReviewTurn(max(0, min(n, len(c.history))))
}
