package trax

import (
	"context"
	"errors"
	"regexp"
	"slices"
	"strings"
	"testing"

	"traxapp/app"
	"traxapp/app/aiworker"
	"traxapp/app/aiworker/traxworker"
	"traxapp/app/round/roundtest"
	"traxapp/app/trax/review"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// blunderGame is a finished game whose turn 7 (White's A0+) lets Red
// close a loop next turn, which Red does; D1/ or C1/ would have held.
const blunderGame = `@0/ @1+ B2+ B3\ C2/ D2/ A0+ C1+`

// workerReviewer judges turns with the AI worker's own code (native, a
// two-turn search), as the page's reviewer does through the Web Worker.
func workerReviewer(ctx context.Context, v engine.Variant, record string) (review.TurnReview, error) {
	req := traxworker.Request(v.Name, record, "", 0, traxworker.Options{Review: true})
	req.Depth = 2
	rep := aiworker.Handle(ctx, req, nil)
	if rep.Error != "" {
		return review.TurnReview{}, errors.New(rep.Error)
	}
	r := rep.Review
	return review.TurnReview{Before: r.Before, After: r.After, Better: rep.Move, Verdict: ai.VerdictByName(r.Verdict), Turns: r.Turns}, nil
}

// reviewedController returns a controller with record loaded and a
// reviewer, mounted on a synchronous runner.
func reviewedController(t *testing.T, record string, rv review.Reviewer) (*controller, *app.MemorySlot) {
	t.Helper()
	st := &app.MemorySlot{}
	c := newController(engine.Trax, st)
	c.review.Reviewer = rv
	c.turn.Mount(syncRunner{context.Background()})
	c.importRecord(record)
	if c.game.Record() != record {
		t.Fatalf("import: %q (%s)", c.game.Record(), c.message)
	}
	return c, st
}

// TestReviewMarksBlunder: the review walks every turn, marks the one that
// walked into a forced loss in the move list, shows its better move on
// the board and in words, and changes neither the game nor its save.
func TestReviewMarksBlunder(t *testing.T) {
	c, st := reviewedController(t, blunderGame, workerReviewer)
	saved := st.Value
	if !c.canReview() {
		t.Fatal("a finished game cannot be reviewed")
	}
	c.startReview()
	if c.review.Running() || c.review.Judged() != 8 {
		t.Fatalf("after the review: running %v, %d turns of 8", c.review.Running(), c.review.Judged())
	}
	for n := 1; n <= 8; n++ {
		want := ai.NoVerdict
		if n == 7 {
			want = ai.Blunder
		}
		if got := c.review.Turn(n).Verdict; got != want {
			t.Errorf("turn %d: verdict %q, want %q", n, got, want)
		}
	}
	if got := c.reviewStatus(); got != "Review done: 1 turn marked." {
		t.Errorf("status %q", got)
	}
	if c.game.Record() != blunderGame || st.Value != saved {
		t.Errorf("the review changed the game (%q) or its save (%s)", c.game.Record(), st.Value)
	}
	html := render(t, c)
	var marked []string // the move list's marked buttons (attributes come in any order)
	for _, tag := range regexp.MustCompile(`<button[^>]*data-review="[^"]*"[^>]*>`).FindAllString(html, -1) {
		marked = append(marked, regexp.MustCompile(`data-(move|review)="[^"]*"`).FindAllString(tag, -1)...)
	}
	slices.Sort(marked)
	if got := strings.Join(marked, " "); got != `data-move="7" data-review="blunder"` {
		t.Errorf("marks in the move list: %s; want turn 7 as a blunder", got)
	}
	for _, id := range []string{"review-game", "review-summary", "review-graph"} {
		if tagWithID(html, id) == "" {
			t.Errorf("no #%s", id)
		}
	}
	if n := strings.Count(html, `data-graph-turn=`); n != 1 {
		t.Errorf("%d marked turns in the graph, want 1", n)
	}

	c.showReviewTurn(7)
	if c.game.Len() != 6 || c.assist.hint == nil || c.assist.hint.ReviewTurn != 7 {
		t.Fatalf("showing turn 7: at move %d, hint %+v", c.game.Len(), c.assist.hint)
	}
	if better := c.assist.hint.Name; better != "C1/" && better != "D1/" {
		t.Errorf("better move %s, want C1/ or D1/", better)
	}
	text := c.reviewTurnText()
	if !strings.HasPrefix(text, "Turn 7, White: after A0+ the opponent forces a win in 1 turn; ") {
		t.Errorf("in words: %q", text)
	}
	if c.hintText() != "" {
		t.Errorf("the better move is also given as a hint: %q", c.hintText())
	}
	html = render(t, c)
	if !strings.Contains(html, `data-hint="`+c.assist.hint.Name+`"`) || !strings.Contains(html, "data-hint-tile=") || tagWithID(html, "review-text") == "" {
		t.Error("the better move is not on the board, or not in words")
	}
	// Moving along the line keeps the review; the game is as it was.
	c.goTo(3)
	if !c.hasReview() || c.reviewTurnText() != "" || c.assist.hint != nil {
		t.Error("moving along the line dropped the review, or kept the better move")
	}
	c.goTo(8)
	if c.game.Record() != blunderGame || st.Value == "" {
		t.Errorf("game after the review: %q", c.game.Record())
	}
}

// TestReviewDropped: a new move, an import or a new game drops the
// review; the first two turns of a clean opening get no mark.
func TestReviewDropped(t *testing.T) {
	c, _ := reviewedController(t, `@0/ @1+ B2+`, workerReviewer)
	c.startReview()
	if !c.hasReview() || c.review.Marked() != 0 {
		t.Fatalf("review %+v", c.review)
	}
	playName(t, c, `B3\`)
	if c.hasReview() || c.review.Judged() != 0 {
		t.Error("a new move kept the review")
	}
	c.startReview()
	c.goTo(2)
	playName(t, c, "A0+") // another move replaces the rest of the line
	if c.hasReview() {
		t.Error("a new line kept the review")
	}
	c.startReview()
	c.startGame(engine.Trax, nil, "", engine.White)
	if c.hasReview() || c.canReview() {
		t.Error("a new game kept the review, or offers one without moves")
	}
}

// stepReviewer answers each turn when the test says so, and records the
// turns whose context was cancelled.
type stepReviewer struct {
	next      chan review.TurnReview
	cancelled chan string
}

func (s *stepReviewer) review(ctx context.Context, v engine.Variant, record string) (review.TurnReview, error) {
	select {
	case tr := <-s.next:
		return tr, nil
	case <-ctx.Done():
		s.cancelled <- record
		return review.TurnReview{}, ctx.Err()
	}
}

// TestReviewStop: Stop cancels the turn being judged and keeps the turns
// judged so far (a late answer: app/trax/review's TestLateAnswerDropped).
func TestReviewStop(t *testing.T) {
	sr := &stepReviewer{next: make(chan review.TurnReview), cancelled: make(chan string, 1)}
	c, _ := reviewedController(t, blunderGame, sr.review)
	r := newAsyncRunner()
	c.turn.Mount(r)
	c.startReview()
	for i := 0; i < 2; i++ {
		sr.next <- review.TurnReview{Before: 10, After: -20}
		r.next(t)
	}
	if !c.review.Running() || c.review.Judged() != 2 {
		t.Fatalf("after two answers: running %v, %d turns", c.review.Running(), c.review.Judged())
	}
	if got := c.reviewStatus(); got != "Reviewing turn 3 of 8" {
		t.Errorf("progress %q", got)
	}
	html := render(t, c)
	if tag := tagWithID(html, "review-bar"); !strings.Contains(tag, `max="8"`) || !strings.Contains(tag, `value="2"`) {
		t.Errorf("progress bar %s", tag)
	}
	if tagWithID(html, "review-stop") == "" || tagWithID(html, "review-game") != "" {
		t.Error("no Stop button, or a Review button while reviewing")
	}
	c.stopReview()
	if got := <-sr.cancelled; got != "@0/ @1+ B2+" {
		t.Errorf("cancelled the review of %q, want turn 3's record", got)
	}
	if c.review.Running() || !c.review.Stopped() || c.review.Judged() != 2 {
		t.Errorf("after Stop: running %v, stopped %v, %d turns", c.review.Running(), c.review.Stopped(), c.review.Judged())
	}
	if got := c.reviewStatus(); got != "Review stopped after 2 of 8 turns." {
		t.Errorf("status %q", got)
	}
	if !c.canReview() {
		t.Error("a stopped review cannot be run again")
	}
}

// TestReviewFails: an error ends the review with a message.
func TestReviewFails(t *testing.T) {
	c, _ := reviewedController(t, blunderGame, func(ctx context.Context, v engine.Variant, record string) (review.TurnReview, error) {
		return review.TurnReview{}, context.DeadlineExceeded
	})
	c.startReview()
	if c.review.Running() || !strings.HasPrefix(c.reviewStatus(), "The review stopped: ") {
		t.Errorf("after a failure: running %v, %q", c.review.Running(), c.reviewStatus())
	}
}

// TestNoReviewWithoutReviewer: without a reviewer, in Tur-TRAX or before
// the first move there is no review.
func TestNoReviewWithoutReviewer(t *testing.T) {
	c, _ := reviewedController(t, blunderGame, nil)
	if c.canReview() || tagWithID(render(t, c), "review-game") != "" {
		t.Error("a review is offered without a reviewer")
	}
	tur := newController(engine.TurTrax, nil)
	tur.review.Reviewer = workerReviewer
	tur.play(tur.legal[0])
	if tur.canReview() || tagWithID(render(t, tur), "review-game") != "" {
		t.Error("a Tur-TRAX game can be reviewed")
	}
	fresh := newController(engine.Trax, nil)
	fresh.review.Reviewer = workerReviewer
	if fresh.canReview() || tagWithID(render(t, fresh), "review-game") != "" {
		t.Error("a review is offered before the first move")
	}
}

// TestReviewChanges: a review's answers that come back after a change of
// the game are dropped, and its question is cancelled, when the change
// makes the line it judges no longer the game's (a new game, an import,
// another move); stepping along the line keeps the review and takes its
// answers; the screen going stops it, keeping none of the late answers.
func TestReviewChanges(t *testing.T) {
	const unfinished = `@0/ @1+ B2+ B3\ C2/`
	for _, tc := range []struct {
		name      string
		record    string
		do        func(c *controller)
		judged    int  // turns judged once every answer came back
		kept      bool // the review is still the game's
		cancelled bool
	}{
		{name: "no change", record: blunderGame, do: func(*controller) {}, judged: 8, kept: true},
		{name: "new game", record: blunderGame, do: func(c *controller) { c.startGame(engine.Trax, nil, "", engine.White) }, cancelled: true},
		{name: "import", record: blunderGame, do: func(c *controller) { c.importRecord(blunderGame) }, cancelled: true},
		{name: "step back", record: blunderGame, do: func(c *controller) { c.goTo(3) }, judged: 8, kept: true},
		{name: "undo", record: unfinished, do: (*controller).undo, judged: 5, kept: true},
		{name: "another move", record: unfinished, do: playOtherMove, cancelled: true},
		{name: "screen gone", record: blunderGame, do: (*controller).Dismount, kept: true, cancelled: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var asked context.Context
			c, _ := reviewedController(t, tc.record, func(ctx context.Context, v engine.Variant, record string) (review.TurnReview, error) {
				asked = ctx
				return review.TurnReview{Before: 1, After: 1}, nil
			})
			q := roundtest.NewQueue()
			c.turn.Mount(q)
			c.startReview()
			q.Run(1) // the walk asks every turn; no answer is taken yet
			if asked == nil || c.review.Judged() != 0 {
				t.Fatalf("the walk did not ask, or an answer was taken at once (%d)", c.review.Judged())
			}
			tc.do(c)
			if (asked.Err() != nil) != tc.cancelled {
				t.Errorf("the review's question cancelled %v, want %v", asked.Err() != nil, tc.cancelled)
			}
			q.Drain() // the answers come back
			if got := c.review.Judged(); got != tc.judged {
				t.Errorf("%d turns judged, want %d", got, tc.judged)
			}
			if c.hasReview() != tc.kept {
				t.Errorf("review kept %v, want %v", c.hasReview(), tc.kept)
			}
			if c.review.Running() {
				t.Error("the review still runs")
			}
		})
	}
}

// playOtherMove takes the last turn back and plays another move there.
func playOtherMove(c *controller) {
	taken := c.history[len(c.history)-1]
	c.undo()
	for _, m := range c.legal {
		if c.position().FormatMove(m) != taken {
			c.play(m)
			return
		}
	}
}
