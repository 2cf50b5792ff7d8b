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

// TestCatalogsCommand: one bundle per language but English, each holding
// exactly that language's messages.
func TestCatalogsCommand(t *testing.T) {
	dir := t.TempDir()
	var stderr bytes.Buffer
	if code := Main([]string{"catalogs", "-out", dir}, nil, &bytes.Buffer{}, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != len(i18n.Languages)-1 {
		t.Errorf("%d files written, want %d", len(entries), len(i18n.Languages)-1)
	}
	for _, l := range i18n.Languages {
		b, err := os.ReadFile(filepath.Join(dir, CatalogFile(l)))
		if l == i18n.English {
			if err == nil {
				t.Error("English's bundle written: app.wasm carries English")
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
		if got, errs := i18n.Messages(l); len(errs) > 0 || !maps.Equal(got, want) {
			t.Errorf("%s: with its bundle, %d messages (errors %v), want the catalogs' %d", l, len(got), errs, len(want))
		}
	}
}
