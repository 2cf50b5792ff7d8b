//go:build !wasm

package cli

import (
	"bytes"
	"strings"
	"testing"
)

// The protocol itself is ai.Serve's, tested in engine/trax/ai; these tests
// check the command's flags and its wiring to it.

func TestEngineCommandFlags(t *testing.T) {
	cases := []struct {
		name   string
		args   []string
		script string
		code   int
		out    string
	}{
		{"name and team", []string{"-depth", "1"}, "-N\n-T\n-E\n", 0, "traxapp 1.0\nTRAXAPP\n"},
		{"white opens", []string{"-depth", "1", "-tt", "1"}, "-W\n-E\n", 0, "@0+\n"},
		{"exit when the game ends", []string{"-depth", "1", "-exit"}, "-R\n@0/\n@1\\\n-F\n-W\n-N\n", 0, "A0/\n"},
		{"unknown level", []string{"-level", "grandmaster"}, "", 2, ""},
		{"Tur-TRAX refused", []string{"-variant", "tur"}, "", 2, ""},
		{"bad flag", []string{"-nope"}, "", 2, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out, errw bytes.Buffer
			code := engineCommand(c.args, strings.NewReader(c.script), &out, &errw)
			if code != c.code || out.String() != c.out {
				t.Errorf("engine %v: exit %d, stdout %q; want %d, %q (stderr %q)", c.args, code, out.String(), c.code, c.out, errw.String())
			}
		})
	}
}
