package trax

import (
	"context"
	"testing"
	"time"

	"traxapp/app/aiclient"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// TestWorkerOpponentMoves: the computer as an opponent sends Trax's
// request (its options included) and plays the answer; outside a browser
// the client searches in-process with Trax's worker package.
func TestWorkerOpponentMoves(t *testing.T) {
	c := aiclient.New(aiclient.PageProgram, "")
	if c.InWorker() {
		t.Fatal("a worker outside the browser")
	}
	cases := []struct {
		variant engine.Variant
		seed    uint64
		record  string
		want    []string // one of these ("": any legal move)
	}{
		{engine.Trax, 0, `@0/ @1\`, []string{"A0/", `B0\`}},
		{engine.TurTrax, 5, "@0/", nil}, // its seed travels in the options,
	}
	for _, tc := range cases {
		g, err := engine.LoadSeededRecord(tc.variant, tc.seed, tc.record)
		if err != nil {
			t.Fatal(err)
		}
		o := &workerOpponent{connect: func() *aiclient.Client { return c }, level: ai.Club, moveTime: 100 * time.Millisecond}
		m, err := o.Move(context.Background(), g)
		if err != nil {
			t.Fatalf("%s %q: %v", tc.variant.Name, tc.record, err)
		}
		name := g.Position().FormatMove(m)
		if tc.want != nil && name != tc.want[0] && name != tc.want[1] {
			t.Errorf("played %s, want one of %v", name, tc.want)
		}
		if err := g.Play(m); err != nil {
			t.Errorf("%s: the computer's move %s is illegal: %v", tc.variant.Name, name, err)
		}
	}
}
