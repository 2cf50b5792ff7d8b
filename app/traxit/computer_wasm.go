//go:build wasm

package traxit

import (
	"context"
	"time"

	"traxapp/app"
	"traxapp/app/round/clock"
)

// TRAXIT's AI lives in its worker program only (worker-traxit.wasm), as
// TRAKKX's does: every browser that runs WebAssembly has Web Workers, and
// linking the AI into app.wasm for a page without them would cost every
// first visit its bytes.

// computerMoveTime is how long the hard level thinks per decision.
const computerMoveTime = 800 * time.Millisecond

// computerPause is the least time a computer's decision takes, so that
// the players see each action before the next one.
const computerPause = 400 * time.Millisecond

// The computer plays in the browser only (native tests inject their own).
func init() { RegisterComputer(askWorker) }

// askWorker asks TRAXIT's AI Web Worker (app.AIClientFor) for the action
// of whoever must act, so that the page never freezes while it thinks.
func askWorker(ctx context.Context, record, level string) (string, error) {
	start := time.Now()
	moveTime := clock.MoveTimeOf(ctx, computerMoveTime)
	move, err := app.AskWorker(ctx, "traxit", record, level, moveTime)
	if err != nil {
		return "", err
	}
	// On a clock running low the pause shrinks with the time to think.
	if wait := min(computerPause, moveTime/2) - time.Since(start); wait > 0 {
		select {
		case <-time.After(wait):
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
	return move, nil
}
