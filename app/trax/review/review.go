package review

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	"traxapp/app/round"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

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

// Review is the review of a game's line: its walk, one Reviewer call a
// turn, and the turns judged so far.
type Review struct {
	// Reviewer judges the turns; nil hides the review.
	Reviewer Reviewer

	walk    round.Question // under way while the walk goes on; dropped when it ends
	gameID  int            // the game reviewed
	line    string         // its line's moves, space-separated
	total   int            // turns to review
	turns   []TurnReview   // turns[i] judges turn i+1
	stopped bool           // the player stopped it
	err     error          // why it failed
}

// Running reports whether the walk goes on.
func (r *Review) Running() bool { return r.walk.Asking() }

// Stopped reports whether the player stopped the walk.
func (r *Review) Stopped() bool { return r.stopped }

// Exists reports whether there is a review (running or not).
func (r *Review) Exists() bool { return r.line != "" }

// Of reports whether the review is of the line moves of game gameID.
func (r *Review) Of(gameID int, moves []string) bool {
	return r.gameID == gameID && r.line == strings.Join(moves, " ")
}

// Total is the number of turns to review; Judged those judged so far.
func (r *Review) Total() int  { return r.total }
func (r *Review) Judged() int { return len(r.turns) }

// Start walks every turn of moves, the line of game gameID of variant v,
// off the UI goroutine under a context of ui's, one Reviewer call each.
// Each answer is taken on the UI goroutine, then took is called, unless
// the review was stopped or dropped meanwhile.
func (r *Review) Start(ui round.Runner, v engine.Variant, moves []string, gameID int, took func()) {
	records := make([]string, len(moves))
	for i := range moves {
		records[i] = strings.Join(moves[:i+1], " ")
	}
	r.Drop() // the review before, if any, and its answers still on their way
	r.gameID, r.line, r.total = gameID, strings.Join(moves, " "), len(moves)
	ctx, fresh := r.walk.Ask(ui)
	rv := r.Reviewer
	ui.Async(func() {
		for _, rec := range records {
			tr, err := rv(ctx, v, rec)
			if ctx.Err() != nil {
				return // stopped or dropped: the UI side knows
			}
			ui.Dispatch(func(goapp.Context) {
				if fresh() {
					r.take(tr, err)
					took()
				}
			})
			if err != nil {
				return
			}
		}
	})
}

// take records one turn's judgement of the review under way (or the
// error that ends it).
func (r *Review) take(tr TurnReview, err error) {
	if err != nil {
		r.err = err
		r.end()
		return
	}
	r.turns = append(r.turns, tr)
	if len(r.turns) >= r.total {
		r.end()
	}
}

// end stops the walk, keeping the turns reviewed: its question is
// dropped, so that no answer still on its way is taken.
func (r *Review) end() { r.walk.Drop() }

// Stop stops a running review, keeping what it found, and reports
// whether one ran.
func (r *Review) Stop() bool {
	if !r.Running() {
		return false
	}
	r.stopped = true
	r.end()
	return true
}

// Drop forgets the review.
func (r *Review) Drop() {
	r.end()
	*r = Review{Reviewer: r.Reviewer, walk: r.walk}
}

// Turn returns the judgement of turn n (1 is the first), or nil.
func (r *Review) Turn(n int) *TurnReview {
	if n < 1 || n > len(r.turns) {
		return nil
	}
	return &r.turns[n-1]
}

// Marked counts the turns reviewed with a verdict.
func (r *Review) Marked() int {
	n := 0
	for _, tr := range r.turns {
		if tr.Verdict != ai.NoVerdict {
			n++
		}
	}
	return n
}

// Status says where the review stands, in p's language: its progress,
// or how it ended.
func (r *Review) Status(p *i18n.Printer) string {
	switch {
	case r.Running():
		return p.T("trax.review.progress", "turn", min(len(r.turns)+1, r.total), "total", r.total)
	case r.err != nil:
		return p.T("trax.review.failed", "error", board.ErrorText(p, r.err))
	case r.stopped:
		return p.T("trax.review.stopped", "turn", len(r.turns), "total", r.total)
	case r.Marked() == 0:
		return p.T("trax.review.clean")
	}
	return p.N("trax.review.done", r.Marked())
}

// Mark is a move-list entry's mark for turn n: the data-review value,
// the symbol shown and the words for screen readers; ok is false for an
// unmarked turn.
func (r *Review) Mark(p *i18n.Printer, n int) (kind, symbol, words string, ok bool) {
	tr := r.Turn(n)
	if tr == nil {
		return "", "", "", false
	}
	switch tr.Verdict {
	case ai.MissedWin:
		return "missed-win", "?", p.T("trax.review.mark.missed-win"), true
	case ai.Blunder:
		return "blunder", "??", p.T("trax.review.mark.blunder"), true
	}
	return "", "", "", false
}

// TurnText says what marked turn n, whose move was move, did wrong and
// what was better, e.g. "Turn 3, White: A0+ threw away a win in 1 turn;
// A0/ wins."; "" when turn n is not judged.
func (r *Review) TurnText(p *i18n.Printer, n int, move, better string) string {
	tr := r.Turn(n)
	if tr == nil {
		return ""
	}
	args := []any{"turn", n, "player", board.ColorName(p, MoverOf(n)), "move", move, "better", better}
	switch {
	case tr.Verdict == ai.MissedWin:
		return p.N("trax.review.missed-win", tr.Turns, args...)
	case tr.Turns == 0:
		return p.T("trax.review.blunder-now", args...)
	}
	return p.N("trax.review.blunder", tr.Turns, args...)
}

// MoverOf returns who makes turn n (1 is White's first): the players
// alternate in every variant the review takes.
func MoverOf(n int) engine.Color {
	if n%2 == 1 {
		return engine.White
	}
	return engine.Red
}

// graphHeight is the height of the graph's drawing, in its own units:
// values span [-ai.ReviewMax, ai.ReviewMax] scaled to it.
const graphHeight = 40

// graphTurnWidth is the width of one turn in the graph's drawing.
const graphTurnWidth = 6

// Graph draws the values after each turn reviewed, from White's view (up
// is good for White), as a line over the game; marked turns get a bar of
// their kind ([data-graph-turn]); a line marks the turn shown (now). A
// click goes to onClick (GraphTurn reads its turn).
func (r *Review) Graph(p *i18n.Printer, now int, onClick goapp.EventHandler) goapp.UI {
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
		if MoverOf(n) == engine.Red {
			v = -v
		}
		x := n * graphTurnWidth
		pts = append(pts, fmt.Sprintf("%d,%s", x, y(v)))
		if kind, _, _, ok := r.Mark(p, n); ok {
			marks = append(marks, board.SVG("rect").Class("graph-mark graph-"+kind).
				Attr("data-graph-turn", n).Attr("data-review", kind).
				Attr("x", x-graphTurnWidth/2).Attr("y", 0).Attr("width", graphTurnWidth).Attr("height", graphHeight))
		}
	}
	cur := now * graphTurnWidth
	marks = append(marks,
		board.SVG("polyline").Class("graph-line").Attr("points", strings.Join(pts, " ")),
		board.SVG("line").Class("graph-now").Attr("x1", cur).Attr("x2", cur).Attr("y1", 0).Attr("y2", graphHeight),
	)
	return board.SVG("svg").ID("review-graph").Class("review-graph").
		Attr("viewBox", fmt.Sprintf("0 0 %d %d", w, graphHeight)).Attr("preserveAspectRatio", "none").
		Attr("data-turns", r.total).Attr("role", "img").Aria("label", p.T("trax.review.graph")).
		OnClick(onClick).Body(marks...)
}

// GraphTurn returns the turn under click event e on the graph (0 for
// the start), or -1 when it cannot tell.
func (r *Review) GraphTurn(e goapp.Event) int {
	svg := e.Get("currentTarget")
	if !svg.Truthy() || r.total == 0 {
		return -1
	}
	box := svg.Call("getBoundingClientRect")
	width := box.Get("width").Float()
	if width <= 0 {
		return -1
	}
	return int(math.Round((e.Get("clientX").Float() - box.Get("left").Float()) / width * float64(r.total)))
}
