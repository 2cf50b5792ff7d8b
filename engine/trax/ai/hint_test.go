package ai

import (
	"context"
	"slices"
	"testing"

	"traxapp/engine/trax"
)

func load(t testing.TB, v trax.Variant, rec string) *trax.Position {
	t.Helper()
	g, err := trax.LoadRecord(v, rec)
	if err != nil {
		t.Fatalf("%s: %v", rec, err)
	}
	return g.Position()
}

func TestHintReasons(t *testing.T) {
	cases := []struct {
		setup string
		want  Reason
	}{
		{"@0/ @1\\", Reason{Kind: WinsNow, Method: trax.ByLoop}},
		{"@0/ A2+ @2/ @2/", Reason{Kind: DoubleThreat}},
	}
	e := NewEngine(1 << 20)
	for _, c := range cases {
		h, err := e.Hint(context.Background(), load(t, trax.Trax, c.setup), Options{Depth: 3})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(h.Reasons, c.want) {
			t.Errorf("%s: hint %s has reasons %+v, want %+v among them", c.setup, h.Notation, h.Reasons, c.want)
		}
	}
}

func TestThreatsBothColours(t *testing.T) {
	// After @0/ @1\ White threatens at A0 and B0 (the puzzle's wins).
	got := map[string]bool{}
	for _, th := range Threats(load(t, trax.Trax, "@0/ @1\\")) {
		if th.Color == trax.White {
			got[th.Notation] = true
		}
	}
	for _, w := range []string{"A0/", "B0\\"} {
		if !got[w] {
			t.Errorf("white threats %v, want %s among them", got, w)
		}
	}
}
