//go:build !wasm

package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"traxapp/internal/site"
)

func init() {
	commands["static"] = command{"export the built app as plain files for any web host", staticCommand}
}

// staticCommand writes the app built by `make build` into a folder a club
// can upload to any web host, at the root of a site or under a sub-path.
func staticCommand(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("static", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", "build", "directory holding the built app (web/app.wasm, wasm_exec.js)")
	out := fs.String("out", "dist", "directory to write the site to (replaced)")
	prefix := fs.String("prefix", "/", "the URL path the site will live under, e.g. /trax/")
	public := fs.String("public", "", "the site's public address, e.g. https://club.example/trax/, for link previews (optional)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: traxapp static [-dir DIR] [-out DIR] [-prefix /PATH/] [-public https://HOST/PATH/]")
		fs.PrintDefaults()
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 || !strings.HasPrefix(*prefix, "/") {
		fs.Usage()
		return 2
	}
	if err := site.Export(*dir, *out, *prefix, *public); err != nil {
		fmt.Fprintln(stderr, "static:", err)
		return 1
	}
	fmt.Fprintf(stdout, "wrote %s for https://<host>%s\n", *out, site.PrefixResolver(*prefix).Resolve("/"))
	return 0
}
