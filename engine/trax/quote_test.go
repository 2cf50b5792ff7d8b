package trax

import (
	"strings"
	"testing"
)

func TestQuoteToken(t *testing.T) {
	for _, tc := range []struct{ tok, want string }{
		{"B1+", "B1+"},
		{`A2\`, `A2\`},
		{"RESIGN", "RESIGN"},
		{"", `""`},
		{"é1/", `"é1/"`},
		{"\ufeff@0/", `"\ufeff@0/"`},
		{"\x1b]0;x\x07", `"\x1b]0;x\a"`},
		{`"B1/"`, `"\"B1/\""`},
		{strings.Repeat("A", 40), strings.Repeat("A", 40)},
		{strings.Repeat("A", 41), `"` + strings.Repeat("A", 40) + `"... (41 bytes)`},
		{strings.Repeat("é", 41), `"` + strings.Repeat("é", 40) + `"... (82 bytes)`},
		{strings.Repeat("\x1b", 40), `"` + strings.Repeat(`\x1b`, 40) + `"`},
		{"\xff\xfe", `"\xff\xfe"`},
	} {
		if got := QuoteToken(tc.tok); got != tc.want {
			t.Errorf("QuoteToken(%q) = %s, want %s", tc.tok, got, tc.want)
		}
	}
}
