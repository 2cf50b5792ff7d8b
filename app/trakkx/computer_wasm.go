//go:build wasm

package trakkx

import (
	"context"
	"time"

	"traxapp/engine/trakkx/ai"
)

// computerMoveTime is how long the computer thinks per action in the
// browser.
const computerMoveTime = 600 * time.Millisecond

// The computer plays in the browser only; native tests inject their own.
func init() { computer = thinkInPage }

// thinkInPage runs the TRAKKX AI on the page's goroutines. It stands in
// until the shell's AI worker hosts TRAKKX (app.AIClientFor("trakkx")):
// each decision then blocks the page for up to 1.25 × computerMoveTime.
func thinkInPage(ctx context.Context, record, level string) (string, error) {
	time.Sleep(50 * time.Millisecond) // let the page draw the last action first
	return ai.Think(ctx, record, level, computerMoveTime)
}
