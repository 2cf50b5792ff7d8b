//go:build !wasm

package cli

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// TestEngineCommandFlagRanges: a flag out of its range is refused at once
// with one line naming the flag and the range, before any table is made
// (-tt 100000 used to die out of memory).
func TestEngineCommandFlagRanges(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		errHas string
	}{
		{[]string{"-tt", "100000"}, "-tt 100000: the table size must be 1 to 4096 MB"},
		{[]string{"-tt", "9223372036854775807"}, "-tt 9223372036854775807: the table size must be 1 to 4096 MB"},
		{[]string{"-tt", "0"}, "-tt 0: the table size must be 1 to 4096 MB"},
		{[]string{"-tt", "-5"}, "-tt -5: the table size must be 1 to 4096 MB"},
		{[]string{"-depth", "-1"}, "-depth -1: the depth must be 0 (the level's) or more"},
		{[]string{"-nodes", "-1"}, "-nodes -1: the node budget must be 0 (none) or more"},
		{[]string{"-movetime", "0s"}, "-movetime 0s: the move time must be 1ms to 1h0m0s"},
		{[]string{"-movetime", "-1s"}, "-movetime -1s: the move time must be 1ms to 1h0m0s"},
		{[]string{"-movetime", "2h"}, "-movetime 2h0m0s: the move time must be 1ms to 1h0m0s"},
		{[]string{"-eval", "deep"}, `-eval "deep": want default, plain or shape`},
	} {
		var out, errw bytes.Buffer
		code := engineCommand(tc.args, strings.NewReader("-N\n"), &out, &errw)
		if code != 2 || out.Len() != 0 || !strings.Contains(errw.String(), tc.errHas) || strings.Count(errw.String(), "\n") != 1 {
			t.Errorf("engine %v: exit %d, stdout %q, stderr %q; want 2 and one line with %q", tc.args, code, out.String(), errw.String(), tc.errHas)
		}
	}
}

// TestEngineCommandDepthAndMoveTime: -movetime bounds the search whatever
// -depth says; -depth alone searches to that depth.
func TestEngineCommandDepthAndMoveTime(t *testing.T) {
	for _, tc := range []struct {
		args []string
		max  time.Duration
	}{
		{[]string{"-depth", "1000", "-movetime", "200ms", "-tt", "1"}, 10 * time.Second},
		{[]string{"-depth", "1", "-tt", "1"}, 10 * time.Second},
		{[]string{"-depth", "2", "-tt", "1", "-eval", "plain"}, 10 * time.Second},
		{[]string{"-depth", "2", "-tt", "1", "-eval", "shape"}, 10 * time.Second},
	} {
		var out, errw bytes.Buffer
		done := make(chan int, 1)
		start := time.Now()
		go func() { done <- engineCommand(tc.args, strings.NewReader("-R @0/ @1/ B2/ -F -B\n"), &out, &errw) }()
		select {
		case code := <-done:
			if code != 0 || strings.Count(out.String(), "\n") != 1 {
				t.Errorf("engine %v: exit %d, stdout %q, stderr %q; want one move", tc.args, code, out.String(), errw.String())
			}
		case <-time.After(tc.max):
			t.Fatalf("engine %v: no move after %v", tc.args, time.Since(start))
		}
	}
}
