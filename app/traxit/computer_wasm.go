//go:build wasm

package traxit

import (
	"context"
	"time"

	"traxapp/engine/traxit/ai"
)

// computerMoveTime is how long the hard level thinks per decision.
const computerMoveTime = 300 * time.Millisecond

// computerPause is the least time a computer's decision takes, so that
// the players see each action before the next one.
const computerPause = 400 * time.Millisecond

// The computer plays in the browser only (native tests inject their own).
func init() { RegisterComputer(thinkInPage) }

// thinkInPage runs the TRAXIT AI on the page's goroutines until the AI
// Web Worker hosts TRAXIT (app.AIClientFor("traxit")).
func thinkInPage(ctx context.Context, record, level string) (string, error) {
	start := time.Now()
	action, err := ai.Think(ctx, record, level, computerMoveTime)
	if wait := computerPause - time.Since(start); wait > 0 {
		select {
		case <-time.After(wait):
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
	return action, err
}
