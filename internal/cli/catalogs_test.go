//go:build !wasm

package cli

import (
	"bytes"
	"maps"
	"os"
	"path/filepath"
	"testing"

	"traxapp/app/i18n"
)

// TestCatalogsCommand: one first-frame bundle per language but English,
// and one bundle per language and on-demand part, together holding
// exactly that language's messages.
func TestCatalogsCommand(t *testing.T) {
	dir := t.TempDir()
	var stderr bytes.Buffer
	if code := Main([]string{"catalogs", "-out", dir}, nil, &bytes.Buffer{}, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	entries, _ := os.ReadDir(dir)
	if want := len(i18n.Languages) - 1 + len(i18n.Languages)*len(i18n.OnDemand); len(entries) != want {
		t.Errorf("%d files written, want %d", len(entries), want)
	}
	for _, l := range i18n.Languages {
		b, err := os.ReadFile(filepath.Join(dir, CatalogFile(l)))
		if l == i18n.English {
			if err == nil {
				t.Error("English's bundle written: app.wasm carries English's first-frame words")
			}
			for _, part := range i18n.OnDemand {
				if _, err := os.Stat(filepath.Join(dir, CatalogPartFile(l, part))); err != nil {
					t.Errorf("English's %s: %v", part, err)
				}
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		want, _ := i18n.Messages(l)
		if len(want) < 100 {
			t.Fatalf("%s: only %d messages registered", l, len(want))
		}
		// Read as the page reads it (over the catalogs here: i18n's
		// TestBundle reads one where only English is).
		if err := i18n.AddBundle(l, string(b)); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		for _, part := range i18n.OnDemand {
			b, err := os.ReadFile(filepath.Join(dir, CatalogPartFile(l, part)))
			if err != nil {
				t.Fatal(err)
			}
			if err := i18n.AddPart(l, part, string(b)); err != nil {
				t.Fatalf("%s %s: %v", l, part, err)
			}
		}
		if got, errs := i18n.Messages(l); len(errs) > 0 || !maps.Equal(got, want) {
			t.Errorf("%s: with its bundle, %d messages (errors %v), want the catalogs' %d", l, len(got), errs, len(want))
		}
	}
}
