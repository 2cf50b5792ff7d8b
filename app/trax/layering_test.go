package trax

import (
	"go/build"
	"strings"
	"testing"
)

// TestPackagesBeneathImportNothingAbove: the packages under app/trax
// import nothing above them (issue 24, step 6): none imports app/trax,
// and none imports another of them but the board, which they all draw
// on. It reads the imports of the page's build (js/wasm).
func TestPackagesBeneathImportNothingAbove(t *testing.T) {
	ctx := build.Default
	ctx.GOOS, ctx.GOARCH = "js", "wasm"
	const top = "traxapp/app/trax"
	beneath := []string{top + "/board", top + "/learn", top + "/solitaire", top + "/review", top + "/share"}
	for _, pkg := range beneath {
		// deps are pkg's dependencies within the app, found by walking
		// the imports of each.
		deps := map[string]bool{}
		var walk func(path string)
		walk = func(path string) {
			if deps[path] || !strings.HasPrefix(path, "traxapp/") {
				return
			}
			deps[path] = true
			p, err := ctx.Import(path, ".", 0)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			for _, imp := range p.Imports {
				walk(imp)
			}
		}
		walk(pkg)
		for _, other := range append(beneath, top) {
			if other != pkg && other != top+"/board" && deps[other] {
				t.Errorf("%s depends on %s", pkg, other)
			}
		}
	}
}
