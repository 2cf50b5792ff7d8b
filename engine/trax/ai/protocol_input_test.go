package ai

import (
	"bytes"
	"context"
	"math"
	"strings"
	"testing"
	"time"
	"unsafe"

	"traxapp/engine/trax"
)

// TestServeBadInput: a token too long to be a move, and the record words
// RESIGN, DRAW and PASS, get one clear line on stderr (or, for the
// opponent's RESIGN, end the game) and the session goes on.
func TestServeBadInput(t *testing.T) {
	long := strings.Repeat("A", 2<<20)
	cases := []struct {
		name, script string
		exitWhenOver bool
		out          string // "*" stands for any one line (the engine's move)
		errHas       []string
	}{
		{name: "over-long token between commands", script: "-N\n" + long + "\n-N\n", out: "traxapp 1.0\ntraxapp 1.0\n",
			errHas: []string{"too long", strings.Repeat("A", 40) + "...", "2097152 bytes"}},
		{name: "over-long token in a game", script: "-W\n" + long + "1+\n@1+\n-N\n", out: "@0+\n*\ntraxapp 1.0\n",
			errHas: []string{"too long"}},
		{name: "over-long move after -M", script: "-M\n" + long + "\n-N\n", out: "traxapp 1.0\n", errHas: []string{"-M", "too long"}},
		{name: "over-long token in a record", script: "-R @0/ " + long + " -F -N\n", out: "traxapp 1.0\n",
			errHas: []string{"too long", "-R"}},
		{name: "long bad move in a record", script: "-R @0/ " + strings.Repeat("B", 1000) + " -F -N\n", out: "traxapp 1.0\n",
			errHas: []string{"-R: move 2", `"BBBB`, "(1000 bytes)"}},
		{name: "many short tokens on one long line", script: strings.Repeat("-N ", 1<<19) + "\n-T\n", out: strings.Repeat("traxapp 1.0\n", 1<<19) + "TRAXAPP\n"},
		{name: "opponent resigns", script: "-W\nRESIGN\n-N\n", out: "@0+\ntraxapp 1.0\n"},
		{name: "opponent resigns in lower case", script: "-W\nresign\n-N\n", out: "@0+\ntraxapp 1.0\n"},
		{name: "opponent resigns, engine exits", script: "-W\nRESIGN\n-N\n", exitWhenOver: true, out: "@0+\n"},
		{name: "resign without a game", script: "RESIGN\n-N\n", out: "traxapp 1.0\n", errHas: []string{"RESIGN", "no game"}},
		{name: "a new game after a resignation", script: "-W\nRESIGN\n-I\n-W\n", out: "@0+\n@0+\n"},
		{name: "draw offer declined, game goes on", script: "-W\nDRAW\n@1+\n-N\n", out: "@0+\n*\ntraxapp 1.0\n",
			errHas: []string{"DRAW", "the game goes on"}},
		{name: "pass refused, game goes on", script: "-W\nPASS\n@1+\n-N\n", out: "@0+\n*\ntraxapp 1.0\n",
			errHas: []string{"PASS", "the game goes on"}},
		{name: "control characters quoted", script: "-W\n\x1b[2J\n-N\n", out: "@0+\ntraxapp 1.0\n",
			errHas: []string{`"\x1b[2J"`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := testServeConfig()
			cfg.ExitWhenOver = c.exitWhenOver
			var out, errw bytes.Buffer
			if err := Serve(context.Background(), strings.NewReader(c.script), &out, &errw, cfg); err != nil {
				t.Fatalf("Serve: %v (stderr %.300q)", err, errw.String())
			}
			got, want := strings.Split(out.String(), "\n"), strings.Split(c.out, "\n")
			if len(got) != len(want) {
				t.Fatalf("stdout %.300q, want %.300q (stderr %.300q)", out.String(), c.out, errw.String())
			}
			for i := range want {
				if want[i] != got[i] && !(want[i] == "*" && got[i] != "") {
					t.Errorf("stdout line %d is %q, want %q (stderr %.300q)", i+1, got[i], want[i], errw.String())
				}
			}
			if strings.Contains(c.out, "*") {
				// The engine's answer to @1+ must be a legal move.
				g := trax.NewGame(trax.Trax)
				for _, mv := range []string{"@0+", "@1+", got[1]} {
					if err := g.PlayNotation(mv); err != nil {
						t.Errorf("%s: %v", mv, err)
					}
				}
			}
			errs := errw.String()
			if n := strings.Count(errs, "\n"); n != len(c.errHas) && !(n == 1 && len(c.errHas) > 1) {
				t.Errorf("stderr has %d lines: %.300q", n, errs)
			}
			if len(errs) > 300 {
				t.Errorf("stderr is %d bytes: %.300q", len(errs), errs)
			}
			for _, w := range c.errHas {
				if !strings.Contains(errs, w) {
					t.Errorf("stderr %.300q lacks %q", errs, w)
				}
			}
		})
	}
}

// TestServeDepthKeepsMoveTime: a depth deeper than the time allows does
// not make the engine overrun its move time.
func TestServeDepthKeepsMoveTime(t *testing.T) {
	cfg := testServeConfig()
	cfg.Depth, cfg.MoveTime = 1000, 200*time.Millisecond
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var out, errw bytes.Buffer
	start := time.Now()
	if err := Serve(ctx, strings.NewReader("-R @0/ @1/ B2/ -F -B\n"), &out, &errw, cfg); err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > 10*time.Second || ctx.Err() != nil {
		t.Errorf("a 200 ms move took %v", took)
	}
	if strings.Count(out.String(), "\n") != 1 {
		t.Errorf("stdout %q, want one move (stderr %q)", out.String(), errw.String())
	}
}

// TestTableEntries: a table never grows past MaxTableBytes, however large
// the request (a huge one used to loop for ever on an overflow).
func TestTableEntries(t *testing.T) {
	entry := int(unsafe.Sizeof(ttEntry{}))
	for _, tc := range []struct{ bytes, want int }{
		{0, 1 << 12},
		{-1, 1 << 12},
		{1 << 20, (1 << 20) / entry},
		{MaxTableBytes, MaxTableBytes / entry},
		{MaxTableBytes * 2, MaxTableBytes / entry},
		{math.MaxInt, MaxTableBytes / entry},
	} {
		done := make(chan int, 1)
		go func() { done <- tableEntries(tc.bytes) }()
		select {
		case got := <-done:
			if got > tc.want || got*2 <= tc.want && got > 1<<12 || got&(got-1) != 0 {
				t.Errorf("tableEntries(%d) = %d, want a power of two at most %d and more than half of it", tc.bytes, got, tc.want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("tableEntries(%d) does not return", tc.bytes)
		}
	}
}
