//go:build !wasm

package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReplayCommand(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.trx")
	os.WriteFile(file, []byte("1 @0/ 2 @1/ 3 C1/\n4 C0/ C3\\ D1/ E2+ D3\\ D4\\ E4\\ F1\\ @1/ G5/ H5+ B0\\ C0\\ G8/ I7\\\n"), 0o644)
	cases := []struct {
		args  []string
		stdin string
		out   string
		code  int
	}{
		{[]string{"replay"}, "@0/ B1\\ A2\\", "RESULT red loop\n", 0},
		{[]string{"replay", file}, "", "RESULT red line\n", 0},
		{[]string{"replay"}, "@0+ B1+ C1+ D1+ E1+ F1+ G1+ H1+", "RESULT red line\n", 0},
		{[]string{"replay", "-variant", "loop"}, "@0+ B1+ C1+ D1+ E1+ F1+ G1+ H1+", "RESULT none\n", 0},
		{[]string{"replay", "-variant", "8x8"}, "@0/ A0/ DRAW", "RESULT draw\n", 0},
		{[]string{"replay"}, "@0/ A0/ RESIGN", "RESULT red resign\n", 0},
		{[]string{"replay"}, "@0/ A0/ B1/ RESIGN", "RESULT white resign\n", 0},
		{[]string{"replay"}, "", "RESULT none\n", 0},
		{[]string{"replay"}, "@0/ B1\\ A2\\ B1+", "ILLEGAL 4 B1+: the game is over\n", 1},
		{[]string{"replay"}, "@0+ B1/ C1/ A2/ A3+ A4/ B4+ C4/ C3/", "ILLEGAL 9 C3/: illegal move: the forced play at C2 would meet three edges of one colour\n", 1},
		{[]string{"replay"}, "@0+ Q7+", "ILLEGAL 2 Q7+: no such place: the area has columns @ to B and rows 0 to 2\n", 1},
		{[]string{"replay"}, "@0/ @1/ B2/ A2\\", "ILLEGAL 4 A2\\: no tile of that symbol fits: no \\ tile matches the colours around A2\n", 1},
		{[]string{"replay"}, "@0/ x", "ILLEGAL 2 x: bad syntax: want a row number after the column\n", 1},
		{[]string{"replay", "-variant", "8x8"}, "@0/ B1/ C1/ D1/ E1/ F1/ G1/ H1/ I1/", "ILLEGAL 9 I1/: illegal move: the tile would make the area larger than the board\n", 1},
	}
	for _, c := range cases {
		var out, errOut bytes.Buffer
		code := Main(c.args, strings.NewReader(c.stdin), &out, &errOut)
		if code != c.code || out.String() != c.out {
			t.Errorf("%v < %q: exit %d, output %q (stderr %q); want %d, %q", c.args, c.stdin, code, out.String(), errOut.String(), c.code, c.out)
		}
	}
}

func TestReplayCommandUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"replay", "-variant", "chess"},
		{"replay", "-variant", "tur"},
		{"replay", "no-such-file.trx"},
		{"replay", "a", "b"},
		{"no-such-command"},
	} {
		var out, errOut bytes.Buffer
		if code := Main(args, strings.NewReader(""), &out, &errOut); code != 2 || errOut.Len() == 0 {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a message", args, code, errOut.String())
		}
	}
}
