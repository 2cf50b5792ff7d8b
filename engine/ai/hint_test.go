package ai

import (
	"context"
	"strings"
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
	cases := []struct{ setup, want string }{
		{"@0/ @1\\", "wins now with a loop"},
		{"@0/ A2+ @2/ @2/", "makes a double threat"},
	}
	e := NewEngine(1 << 20)
	for _, c := range cases {
		h, err := e.Hint(context.Background(), load(t, trax.Trax, c.setup), Options{Depth: 3})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(h.Reason, c.want) {
			t.Errorf("%s: hint %s %q, want it to say %q", c.setup, h.Notation, h.Reason, c.want)
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
