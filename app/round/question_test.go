package round

import (
	"context"
	"testing"
)

// TestQuestion: Drop cancels the question under way and makes every
// earlier answer stale; Done ends it and drops nothing; a new question
// drops the one under way.
func TestQuestion(t *testing.T) {
	var q Question
	if q.Asking() {
		t.Fatal("the zero Question asks")
	}
	before := q.Fresh()
	ctx, fresh := q.Ask(context.Background())
	if !q.Asking() || !fresh() || !before() || ctx.Err() != nil {
		t.Fatalf("asked: asking %v, fresh %v, earlier fresh %v, ctx %v", q.Asking(), fresh(), before(), ctx.Err())
	}
	q.Done()
	if q.Asking() || !fresh() || ctx.Err() == nil {
		t.Errorf("done: asking %v, fresh %v, ctx %v; want false, true, cancelled", q.Asking(), fresh(), ctx.Err())
	}

	ctx, fresh = q.Ask(context.Background())
	q.Drop()
	if q.Asking() || fresh() || before() || ctx.Err() == nil {
		t.Errorf("dropped: asking %v, fresh %v, earlier fresh %v, ctx %v; want false, false, false, cancelled", q.Asking(), fresh(), before(), ctx.Err())
	}
	q.Drop() // nothing under way: only the generation moves on

	first, firstFresh := q.Ask(context.Background())
	second, secondFresh := q.Ask(context.Background())
	if first.Err() == nil || firstFresh() || second.Err() != nil || !secondFresh() {
		t.Errorf("a second question: first cancelled %v, fresh %v; second cancelled %v, fresh %v",
			first.Err() != nil, firstFresh(), second.Err() != nil, secondFresh())
	}
}
