//go:build !wasm

package main

import (
	"testing"

	"traxapp/engine/trax/ai"
)

// TestClassify sorts made-up search results of a position with a
// defence and of a lost one into the classes of the losses command.
func TestClassify(t *testing.T) {
	defend := ai.Tactic{Kind: ai.KindDefend, Within: 3, Moves: []string{"A1/"}, Played: "B2+"}
	lost := ai.Tactic{Kind: ai.KindLoss, Within: 4, Played: "B2+"}
	good := ai.Result{Notation: "A1/", Depth: 4}
	bad := func(depth, score int) ai.Result { return ai.Result{Notation: "B2+", Depth: depth, Score: score} }
	seesLoss := ai.Result{Notation: "B2+", Depth: 5, Score: -ai.Win + 6}
	for _, c := range []struct {
		name        string
		tactic      ai.Tactic
		first, last ai.Result
		want        string
	}{
		{"found now", defend, good, good, classFound},
		{"found with time", defend, bad(3, 10), good, classHorizon},
		{"sees every move lose", defend, bad(3, 10), seesLoss, classSeesLoss},
		{"deep enough but missed", defend, bad(3, 10), bad(6, 10), classPruned},
		{"too shallow", defend, bad(2, 10), bad(5, 10), classBeyond},
		{"lost, seen now", lost, seesLoss, seesLoss, classEarlierSeen},
		{"lost, seen with time", lost, bad(3, 10), seesLoss, classEarlierLate},
		{"lost, unseen", lost, bad(3, 10), bad(6, 10), classEarlierUnseen},
	} {
		if got := classify(c.tactic, c.first, c.last); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
