//go:build !wasm

package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestHelpListsCommands: help, -h and --help list every subcommand, one
// line each, on stdout, and exit 0.
func TestHelpListsCommands(t *testing.T) {
	for _, arg := range []string{"help", "-h", "-help", "--help"} {
		var out, errw bytes.Buffer
		code := Main([]string{arg}, strings.NewReader(""), &out, &errw)
		if code != 0 {
			t.Errorf("traxapp %s: exit %d, want 0 (stderr %q)", arg, code, errw.String())
		}
		for name, c := range commands {
			line := "  " + name
			if !strings.Contains(out.String(), line) || !strings.Contains(out.String(), c.summary) {
				t.Errorf("traxapp %s does not list %s (%s):\n%s", arg, name, c.summary, out.String())
			}
		}
		if !strings.Contains(out.String(), "make run") {
			t.Errorf("traxapp %s does not say how to start:\n%s", arg, out.String())
		}
	}
}

// TestCommandHelp: a command's -h (or help COMMAND) prints its flags and
// exits 0, as the flag package does; a bad flag exits 2 with a message.
func TestCommandHelp(t *testing.T) {
	for _, args := range [][]string{{"help", "replay"}, {"replay", "-h"}, {"serve", "--help"}, {"selfplay", "-h"}} {
		var out, errw bytes.Buffer
		code := Main(args, strings.NewReader(""), &out, &errw)
		text := out.String() + errw.String()
		if code != 0 || !strings.Contains(text, "-variant") && !strings.Contains(text, "-addr") {
			t.Errorf("traxapp %v: exit %d, output %q; want 0 and the flags", args, code, text)
		}
	}
	for _, args := range [][]string{{"-nope"}, {"serve", "-nope"}, {"static", "-x"}, {"help", "chess"}, {"chess"}} {
		var out, errw bytes.Buffer
		if code := Main(args, strings.NewReader(""), &out, &errw); code != 2 || errw.Len() == 0 {
			t.Errorf("traxapp %v: exit %d, stderr %q; want 2 and a message", args, code, errw.String())
		}
	}
}

// TestNoArgumentsWithoutBuild: run bare where nothing was built, the
// binary says to run make build (or make run) first instead of failing
// on a missing directory.
func TestNoArgumentsWithoutBuild(t *testing.T) {
	t.Chdir(t.TempDir())
	var out, errw bytes.Buffer
	code := Main(nil, strings.NewReader(""), &out, &errw)
	if code != 1 || !strings.Contains(errw.String(), "make build") || !strings.Contains(errw.String(), "make run") || !strings.Contains(errw.String(), "serve") {
		t.Errorf("traxapp with no build/: exit %d, stderr %q; want 1 and a hint to run make build", code, errw.String())
	}
	os.MkdirAll("build/web", 0o755)
	out.Reset()
	errw.Reset()
	code = Main([]string{"serve", "-addr", "127.0.0.1:0"}, strings.NewReader(""), &out, &errw)
	if code != 1 || !strings.Contains(errw.String(), "app.wasm is missing") || !strings.Contains(errw.String(), "make build") {
		t.Errorf("traxapp serve with an empty build/: exit %d, stderr %q; want 1, what is missing and make build", code, errw.String())
	}
}

// TestLoadtestCommand loads a built app served in process for a moment:
// the report names both paths and the memory, and no request fails.
func TestLoadtestCommand(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(dir+"/web", 0o755)
	os.WriteFile(dir+"/web/app.wasm", []byte("\x00asm"), 0o644)
	os.WriteFile(dir+"/wasm_exec.js", []byte("//"), 0o644)
	var out, errw bytes.Buffer
	code := Main([]string{"loadtest", "-dir", dir, "-c", "2", "-d", "200ms"}, strings.NewReader(""), &out, &errw)
	if code != 0 || !strings.Contains(out.String(), "/web/app.wasm") || !strings.Contains(out.String(), "memory") {
		t.Errorf("loadtest: exit %d, output %q, stderr %q", code, out.String(), errw.String())
	}
	if code := Main([]string{"loadtest", "-pid", "1"}, strings.NewReader(""), &out, &errw); code != 2 {
		t.Errorf("loadtest -pid without -url: exit %d, want 2", code)
	}
}
