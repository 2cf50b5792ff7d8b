package round

import "context"

// Question is one question of a game's under way off the UI goroutine:
// its context, to cancel it, and a generation that Drop moves on, so
// that an answer to a question asked before is dropped. A Turn asks the
// computer's move through one; a game's other long questions (Trax's
// review of a game, which outlives a step along the game's line) hold
// their own and drop it on their own terms. Its zero value is ready.
type Question struct {
	gen    int
	cancel context.CancelFunc
}

// Ask starts a question under parent, dropping the one under way if
// any, and returns its context, which Drop and Done cancel, and a test
// of whether its answers are still wanted (Fresh).
func (q *Question) Ask(parent context.Context) (ctx context.Context, fresh func() bool) {
	if q.cancel != nil {
		q.Drop()
	}
	ctx, q.cancel = context.WithCancel(parent)
	return ctx, q.Fresh()
}

// Asking reports whether a question is under way: asked, and neither
// done nor dropped.
func (q *Question) Asking() bool { return q.cancel != nil }

// Done ends the question under way once its answer is taken: its
// context is cancelled, and nothing is dropped.
func (q *Question) Done() {
	if q.cancel != nil {
		q.cancel()
		q.cancel = nil
	}
}

// Drop cancels the question under way, if any, and drops the answers to
// every question asked so far: their Fresh tests report false.
func (q *Question) Drop() {
	q.gen++
	q.Done()
}

// Fresh returns a test of whether the answers to a question asked now
// are still wanted: true until Drop runs.
func (q *Question) Fresh() func() bool {
	gen := q.gen
	return func() bool { return gen == q.gen }
}
