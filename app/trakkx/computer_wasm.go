//go:build wasm

package trakkx

import (
	"context"
	"time"

	"traxapp/app"
	"traxapp/app/round/clock"
)

// computerMoveTime is how long the computer thinks per action in the
// browser.
const computerMoveTime = 600 * time.Millisecond

// The computer plays in the browser only; native tests inject their own.
func init() { RegisterComputer(thinkInWorker) }

// thinkInWorker asks TRAKKX's AI worker (worker-trakkx.wasm, hosting
// engine/trakkx/ai) for the action of the seat to move in record. The
// record holds every hand: the worker derives View(seat) itself, so the
// decision sees only what the seat may know. The AI is not linked into
// app.wasm (only TRAKKX players download it, or the service worker's
// background cache), so where the browser cannot start the worker the
// client answers aiclient.ErrUnavailable: the screen says so in words,
// with Try again (app.ComputerFailed).
func thinkInWorker(ctx context.Context, record, level string) (string, error) {
	return app.AskWorker(ctx, "trakkx", record, level, clock.MoveTimeOf(ctx, computerMoveTime))
}
