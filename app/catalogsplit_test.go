package app_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"traxapp/app/i18n"
)

// TestWasmEmbedsFirstFrameOnly: each package's messages_wasm.go embeds
// English's first-frame catalog files, every one of them and no on-demand
// part (i18n.OnDemand), which the page fetches when a screen needs it: a
// new first-frame part file missing from the list would leave its words
// out of app.wasm, an on-demand one in it would cost a first visit bytes.
func TestWasmEmbedsFirstFrameOnly(t *testing.T) {
	embedLine := regexp.MustCompile(`(?m)^//go:embed (.+)$`)
	files, err := filepath.Glob(filepath.Join("*", "messages_wasm.go"))
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, "messages_wasm.go")
	checked := 0
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		m := embedLine.FindSubmatch(src)
		if m == nil {
			t.Errorf("%s: no //go:embed line", file)
			continue
		}
		dir := filepath.Dir(file)
		var got []string
		for _, pattern := range strings.Fields(string(m[1])) {
			names, _ := filepath.Glob(filepath.Join(dir, pattern))
			got = append(got, names...)
		}
		all, _ := filepath.Glob(filepath.Join(dir, "messages", "en*.txt"))
		var want []string
		for _, name := range all {
			base := strings.TrimSuffix(filepath.Base(name), ".txt")
			_, part, _ := strings.Cut(base, ".")
			if !i18n.IsOnDemand(part) {
				want = append(want, name)
			}
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s embeds %v, want English's first-frame catalogs %v", file, got, want)
		}
		checked++
	}
	if checked < 4 {
		t.Errorf("%d messages_wasm.go checked, want the shell's and each game's", checked)
	}
}
