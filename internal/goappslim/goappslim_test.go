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

func TestParseBrowserURL(t *testing.T) {
	cases := []struct{ raw, want, fragment string }{
		{"http://h/#game=trax", "http://h/#game=trax", "game=trax"},
		{"http://h/#game=trax&link=AQ%zz", "http://h/#game=trax&link=AQ%25zz", "game=trax&link=AQ%zz"},
		{"http://h/#%zz", "http://h/#%25zz", "%zz"},
		{"http://h/#game=trax&view=rules&q=100%", "http://h/#game=trax&view=rules&q=100%25", "game=trax&view=rules&q=100%"},
		{"http://h/?a=%zz#b=%4", "http://h/?a=%25zz#b=%254", "b=%4"},
		{"http://h/#a=%41", "http://h/#a=%41", "a=A"},
		{"http://[::1/#x", "/", ""},
	}
	for _, c := range cases {
		u := parseBrowserURL(c.raw)
		if u == nil {
			t.Fatalf("parseBrowserURL(%q) = nil", c.raw)
		}
		if u.String() != c.want || u.Fragment != c.fragment {
			t.Errorf("parseBrowserURL(%q) = %q (fragment %q), want %q (%q)", c.raw, u.String(), u.Fragment, c.want, c.fragment)
		}
	}
}

// FuzzParseBrowserURL: whatever the text, a URL, never nil.
func FuzzParseBrowserURL(f *testing.F) {
	for _, s := range []string{"http://h/#%zz", "http://h/?%#%", "%", "http://[::1/#%zz"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		if parseBrowserURL(raw) == nil {
			t.Fatalf("parseBrowserURL(%q) = nil", raw)
		}
	})
}
