package review

import (
	"context"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// heldRunner keeps the work and the answers it is given, to run them
// when the test says so.
type heldRunner struct {
	context.Context
	work    []func()
	answers []func(goapp.Context)
}

func (r *heldRunner) Async(f func())                 { r.work = append(r.work, f) }
func (r *heldRunner) Dispatch(f func(goapp.Context)) { r.answers = append(r.answers, f) }
func (r *heldRunner) Defer(f func(goapp.Context))    { r.answers = append(r.answers, f) }

// TestLateAnswerDropped: an answer that comes after the review was
// stopped, or after another review started, changes nothing; the answers
// of the review under way are kept in order.
func TestLateAnswerDropped(t *testing.T) {
	judged := 0
	rv := func(ctx context.Context, v engine.Variant, record string) (TurnReview, error) {
		judged++
		return TurnReview{Verdict: ai.Blunder}, nil
	}
	ui := &heldRunner{Context: context.Background()}
	r := &Review{Reviewer: rv}
	took := 0
	r.Start(ui, engine.Trax, []string{"@0/", "@1+"}, 1, func() { took++ })
	ui.work[0]() // the walk asks both turns; neither answer is taken yet
	if judged != 2 || len(ui.answers) != 2 || r.Judged() != 0 {
		t.Fatalf("judged %d, %d answers, taken %d", judged, len(ui.answers), r.Judged())
	}
	first := ui.answers[0]
	first(goapp.Context{})
	if r.Judged() != 1 || took != 1 || !r.Running() {
		t.Fatalf("after one answer: %d judged, took %d, running %v", r.Judged(), took, r.Running())
	}
	if !r.Stop() || r.Running() || !r.Stopped() {
		t.Fatal("Stop did not stop the review")
	}
	ui.answers[1](goapp.Context{}) // a late answer
	if r.Judged() != 1 || took != 1 {
		t.Errorf("an answer after Stop was kept: %d judged, took %d", r.Judged(), took)
	}
	if r.Stop() {
		t.Error("a stopped review stopped again")
	}
	if !r.Of(1, []string{"@0/", "@1+"}) || r.Of(2, []string{"@0/", "@1+"}) || r.Of(1, []string{"@0/"}) {
		t.Error("Of does not tell the game and line reviewed")
	}
	r.Drop()
	if r.Exists() || r.Reviewer == nil {
		t.Error("Drop kept the review, or lost the reviewer")
	}
}

// TestMoverOf: White makes the odd turns.
func TestMoverOf(t *testing.T) {
	for n, want := range map[int]engine.Color{1: engine.White, 2: engine.Red, 7: engine.White} {
		if got := MoverOf(n); got != want {
			t.Errorf("MoverOf(%d) = %v, want %v", n, got, want)
		}
	}
}
