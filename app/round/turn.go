package round

import (
	"context"
	"errors"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/aiclient"
)

// Runner runs work off the UI goroutine and hands results back to it.
// The screen's goapp.Context is one (Async, Dispatch, and Defer, which
// runs after the next frame is drawn); tests use roundtest.Queue, which
// runs the work when the test says.
type Runner interface {
	context.Context
	Async(func())
	Dispatch(func(goapp.Context))
	Defer(func(goapp.Context))
}

// Turn is the computer's turn of a game in progress: its question, which
// every change of the game drops, so that an answer to an older question
// is never played. Its zero value is ready; it is mounted on the screen's
// context (Mount) while the screen is shown, and asks nothing before.
type Turn struct {
	ui       Runner
	question Question // under way while the computer thinks
	failed   bool
}

// Mount gives the turn the screen's context: questions run on it (never
// on a button's, which ends with the click).
func (t *Turn) Mount(ui Runner) { t.ui = ui }

// Dismount cancels the question under way and drops its answer: the
// screen is gone. The next Mount may ask again.
func (t *Turn) Dismount() {
	t.Changed()
	t.ui = nil
}

// Runner is the screen's context the turn asks on; nil when not mounted.
// A game's other questions (a hint, a review) run on it too.
func (t *Turn) Runner() Runner { return t.ui }

// Mounted reports whether the turn has a screen to ask on.
func (t *Turn) Mounted() bool { return t.ui != nil }

// Thinking reports whether the computer is thinking.
func (t *Turn) Thinking() bool { return t.question.Asking() }

// Failed reports whether the computer could not start (its program did
// not load): the screen shows app.ComputerFailed with Try again.
func (t *Turn) Failed() bool { return t.failed }

// Retry clears Failed; the game then asks again.
func (t *Turn) Retry() { t.failed = false }

// Changed runs after every change of the game (an action, undo, redo, a
// new game, a review, another tab's game): it cancels the question under
// way, so that its answer is dropped, and clears Failed.
func (t *Turn) Changed() {
	t.question.Drop()
	t.failed = false
}

// Fresh returns a test that reports whether the game is still the one of
// now: false once Changed ran. A game's other questions that every
// change ends (Trax's hint) use it to drop their late answers the same
// way.
func (t *Turn) Fresh() func() bool { return t.question.Fresh() }

// Think is a game's question to its computer: the answer (an action in
// the game's notation, or the game's own move type) or why there is
// none. It should return early with ctx's error when ctx is done.
type Think[A any] func(ctx context.Context) (A, error)

// Ask asks think off the UI goroutine unless the turn is not mounted or
// the computer thinks already, and reports whether it asked. The answer
// comes back on the UI goroutine, after the frame that draws what was
// there when it came (the player's move before it): dropped when the game changed
// meanwhile (Changed), Failed when the computer could not start
// (aiclient.ErrUnavailable: the player gets words and Try again, the
// error goes to the developer's log), else handed to answer, with
// think's error if any. Ask captures what think needs before it returns
// (the record, the level), so that a later change cannot reach it.
func Ask[A any](t *Turn, think Think[A], answer func(A, error)) bool {
	if t.ui == nil || t.question.Asking() {
		return false
	}
	ui := t.ui
	ctx, fresh := t.question.Ask(ui)
	ui.Async(func() {
		a, err := think(ctx)
		// The answer waits for the next frame: go-app draws what changed
		// a few milliseconds after a change, and an answer played before
		// that would be drawn with the player's move, in one frame, so
		// that a screen reader hears only the computer's turn (and a
		// sighted player never sees their own move alone). The dispatch
		// that wakes go-app for that frame redraws nothing itself.
		ui.Dispatch(func(frame goapp.Context) {
			frame.PreventUpdate()
			ui.Defer(func(goapp.Context) {
				ui.Dispatch(func(goapp.Context) {
					if !fresh() {
						return
					}
					t.question.Done()
					if errors.Is(err, aiclient.ErrUnavailable) {
						goapp.Log("the computer failed:", err)
						t.failed = true
						return
					}
					answer(a, err)
				})
			})
		})
	})
	return true
}
