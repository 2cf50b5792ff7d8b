//go:build !wasm

package cli

import (
	"bytes"
	"strings"
	"testing"
)

// TestReplayInput: replay reads a byte-order mark, an over-long input and
// tokens that are long or hold control characters without losing a word
// or passing raw bytes to the terminal.
func TestReplayInput(t *testing.T) {
	longToken := strings.Repeat("A", 1<<20) + "1/"
	for _, tc := range []struct {
		name      string
		stdin     string
		code      int
		out       string // exact, when not empty
		outHas    []string
		errHas    []string
		maxOutLen int
	}{
		{name: "byte-order mark", stdin: "\ufeff@0/ B1\\ A2\\", code: 0, out: "RESULT red loop\n"},
		{name: "byte-order mark alone", stdin: "\ufeff", code: 0, out: "RESULT none\n"},
		{name: "byte-order mark inside", stdin: "@0/ \ufeffB1\\", code: 1, out: `ILLEGAL 2 "\ufeffB1\\": bad syntax: want a column (@, A, B, ..., AA, ...) first` + "\n"},
		{name: "terminal escape", stdin: "@0/ \x1b[2J", code: 1, out: `ILLEGAL 2 "\x1b[2J": bad syntax: want a column (@, A, B, ..., AA, ...) first` + "\n"},
		{name: "quote in token", stdin: `@0/ "B1/"`, code: 1, out: `ILLEGAL 2 "\"B1/\"": bad syntax: want a column (@, A, B, ..., AA, ...) first` + "\n"},
		{name: "plain token kept as written", stdin: "@0/ x", code: 1, out: "ILLEGAL 2 x: bad syntax: want a row number after the column\n"},
		{name: "backslash token kept as written", stdin: "@0/ @1/ B2/ A2\\", code: 1, out: "ILLEGAL 4 A2\\: no tile of that symbol fits: no \\ tile matches the colours around A2\n"},
		{name: "long token cut", stdin: "@0/ " + longToken, code: 1,
			outHas: []string{`ILLEGAL 2 "` + strings.Repeat("A", 40) + `"... (1048578 bytes): bad syntax`}, maxOutLen: 200},
		{name: "over-long input refused", stdin: strings.Repeat(" ", 17<<20) + "@0/ B1\\ A2\\", code: 2,
			errHas: []string{"16 MiB"}, maxOutLen: 0},
		{name: "input at the limit read whole", stdin: strings.Repeat(" ", 16<<20-len("@0/ B1\\ A2\\")) + "@0/ B1\\ A2\\", code: 0, out: "RESULT red loop\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := Main([]string{"replay"}, strings.NewReader(tc.stdin), &out, &errOut)
			if code != tc.code {
				t.Errorf("exit %d, want %d (stdout %.200q, stderr %.200q)", code, tc.code, out.String(), errOut.String())
			}
			if tc.out != "" && out.String() != tc.out {
				t.Errorf("stdout %.300q, want %q", out.String(), tc.out)
			}
			for _, want := range tc.outHas {
				if !strings.Contains(out.String(), want) {
					t.Errorf("stdout %.300q lacks %q", out.String(), want)
				}
			}
			for _, want := range tc.errHas {
				if !strings.Contains(errOut.String(), want) {
					t.Errorf("stderr %.300q lacks %q", errOut.String(), want)
				}
			}
			if tc.out == "" && out.Len() > tc.maxOutLen {
				t.Errorf("stdout is %d bytes, want at most %d: %.200q", out.Len(), tc.maxOutLen, out.String())
			}
		})
	}
}
