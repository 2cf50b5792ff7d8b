//go:build !wasm

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestApplyOne(t *testing.T) {
	src := "a\nfunc X() {\n}\n// keep\nb\n"
	cases := []struct {
		name    string
		e       edit
		want    string
		wantErr string
	}{
		{"replace", edit{Old: "b\n", New: "c\n"}, "a\nfunc X() {\n}\n// keep\nc\n", ""},
		{"delete", edit{Old: "a\n"}, "func X() {\n}\n// keep\nb\n", ""},
		{"cut", edit{Old: "func X", Cut: "// keep"}, "a\n// keep\nb\n", ""},
		{"cut to the end", edit{Old: "// keep", Cut: "\x00end"}, "a\nfunc X() {\n}\n", ""},
		{"missing", edit{Old: "zzz"}, "", "occurs 0 times"},
		{"twice", edit{Old: "e"}, "", "occurs 2 times"},
		{"cut mark missing", edit{Old: "func X", Cut: "nowhere"}, "", "no \"nowhere\""},
	}
	for _, c := range cases {
		got, err := applyOne([]byte(src), c.e)
		switch {
		case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.wantErr)
		case c.wantErr == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.wantErr == "" && string(got) != c.want:
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// TestSlimCopyLeavesOutServerAndCrypto builds the slim copy from the
// go-app in the module cache and checks that the app's browser build
// then links neither net/http nor any crypto package, and compiles.
func TestSlimCopyLeavesOutServerAndCrypto(t *testing.T) {
	if testing.Short() {
		t.Skip("builds go-app for the browser")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "goapp")
	if err := run(root, out); err != nil {
		t.Fatal(err)
	}
	goCmd := func(args ...string) string {
		cmd := exec.Command("go", args...)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		b, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, b)
		}
		return string(b)
	}
	for _, dep := range strings.Fields(goCmd("list", "-modfile", out+".mod", "-deps", ".")) {
		if dep == "net/http" || dep == "math/big" || strings.HasPrefix(dep, "crypto") || strings.Contains(dep, "google/uuid") {
			t.Errorf("app.wasm still links %s", dep)
		}
	}
	goCmd("build", "-modfile", out+".mod", "-o", os.DevNull, "github.com/maxence-charriere/go-app/v10/pkg/app")
}
