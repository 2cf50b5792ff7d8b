package ai

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"traxapp/engine/trax"
)

// protocolMove is the form of a move the engine prints: a column (@ or
// letters), a row and a tile symbol.
var protocolMove = regexp.MustCompile(`^(@|[A-Z]+)[0-9]+[/\\+]$`)

// FuzzServe feeds arbitrary input to the competition protocol, as a
// referee or a person at a terminal might: Serve never panics, never hangs
// (each input has a second; the fuzzer fails it after five), ends without
// an error, prints only its name, its team and moves of the protocol's
// form, and writes every complaint as one "engine: " line.
func FuzzServe(f *testing.F) {
	for _, s := range []string{
		"-N\n-T\n-E\n", "-W\n-E\n", "-B\n@0/\nB1\\\n-U\n-U\n-I\n-W\n",
		"-R\n@0/\n@1\\\n-F\n-W\n-N\n", "-M\n@0+\n-M\nQ7+\n-B\nzz\n", "-F\n-R\n-R\n-F\n-M", "-W -W -B -U -U -U -E",
		"-x\n--\n-\n@0/ B1\\ A2\\ -W", "-R @0+ B1+ C1+ D1+ E1+ F1+ G1+ -F -B H1+", "\x00\xff -w -e",
		"-I -M @0/ -M @1\\ -M A0/ -W -U -W",
		"-W RESIGN -N -W", "-B DRAW @0/ PASS resign -I RESIGN", "-W \x1b[2J\x07 -M \ufeff@0/",
		"-N " + strings.Repeat("A", maxTokenBytes+1) + " -R @0/ " + strings.Repeat("/", maxTokenBytes*2) + " -F -N",
	} {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, input string, mode uint8) {
		cfg := Config{Variant: trax.Trax, Level: Maximum, Depth: 1 + int(mode%3), TableBytes: 1 << 16,
			Name: "traxapp 1.0", Team: "TRAXAPP", ExitWhenOver: mode&4 != 0}
		if mode&8 != 0 {
			cfg.Variant = trax.Trax8x8
		}
		if mode&16 != 0 {
			cfg.Depth, cfg.MoveTime = 0, 5*time.Millisecond
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		var out, errw bytes.Buffer
		done := make(chan error, 1)
		go func() { done <- Serve(ctx, strings.NewReader(input), &out, &errw, cfg) }()
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("Serve(%q): %v", input, err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("Serve(%q) still runs after 5 s", input)
		}
		for _, line := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
			if line != "" && line != cfg.Name && line != cfg.Team && !protocolMove.MatchString(line) {
				t.Errorf("Serve(%q) printed %q, which is neither a move, its name nor its team", input, line)
			}
		}
		for _, line := range strings.Split(strings.TrimSuffix(errw.String(), "\n"), "\n") {
			if line != "" && !strings.HasPrefix(line, "engine: ") {
				t.Errorf("Serve(%q) complained %q, without the engine: prefix", input, line)
			}
			if strings.ContainsFunc(line, func(r rune) bool { return r < ' ' || r == 0x7f || r == '\ufeff' }) || len(line) > 400 {
				t.Errorf("Serve(%q) complained %q: a control character or more than 400 bytes", input, line)
			}
		}
	})
}
