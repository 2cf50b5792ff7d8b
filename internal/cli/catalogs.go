//go:build !wasm

package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"traxapp/app/i18n"

	// Every game's screens, so that their catalogs are registered.
	_ "traxapp/app/trakkx"
	_ "traxapp/app/trax"
	_ "traxapp/app/traxit"
)

func init() {
	commands["catalogs"] = command{"write web/messages-<lang>.txt, each language's first-frame words but English's, which app.wasm carries, and web/messages-<lang>.<part>.txt, every language's words of the screens opened later (make build)", catalogsCommand}
}

// CatalogFile is the name of language l's bundle among the shipped files
// (web/), which the page fetches (web/app-root.js) and the service worker
// keeps for offline use.
func CatalogFile(l i18n.Lang) string { return "messages-" + string(l) + ".txt" }

// CatalogPartFile is the name of the bundle of language l's on-demand
// part (i18n.OnDemand) among the shipped files, which the page fetches
// when a screen that shows it opens.
func CatalogPartFile(l i18n.Lang, part string) string {
	return "messages-" + string(l) + "." + part + ".txt"
}

// catalogsCommand writes one first-frame bundle per language but English
// (i18n.Bundle: the shell's and every game's catalogs of that language in
// one file, less the on-demand parts), and one bundle per language,
// English's too, and on-demand part (i18n.BundlePart). app.wasm embeds
// only English's first-frame catalogs; the sources stay in app/messages
// and app/<game>/messages, where the catalog tests check them.
func catalogsCommand(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("catalogs", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", filepath.Join(defaultBuild, "web"), "folder to write the bundles into")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: traxapp catalogs [-out DIR]")
		fs.PrintDefaults()
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return 2
	}
	write := func(name string, b []byte, err error) bool {
		if err == nil {
			err = os.WriteFile(filepath.Join(*out, name), b, 0o644)
		}
		if err != nil {
			fmt.Fprintln(stderr, "catalogs:", err)
		}
		return err == nil
	}
	for _, l := range i18n.Languages {
		if l != i18n.English {
			if b, err := i18n.Bundle(l); !write(CatalogFile(l), b, err) {
				return 1
			}
		}
		for _, part := range i18n.OnDemand {
			if b, err := i18n.BundlePart(l, part); !write(CatalogPartFile(l, part), b, err) {
				return 1
			}
		}
	}
	return 0
}
