// Package words registers Trax's catalogs (app/trax/messages) for the
// tests of the packages under app/trax: they may not import app/trax,
// whose registration does it for the app. A test imports it for its
// side effect:
//
//	import _ "traxapp/app/trax/internal/words"
package words

import (
	"os"
	"path/filepath"
	"runtime"

	"traxapp/app/i18n"
)

// Registering at init, before any test package's variables are made,
// lets a test keep a package-level printer.
func init() {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		panic("words: no source path to find app/trax/messages")
	}
	i18n.Add(os.DirFS(filepath.Join(filepath.Dir(file), "..", "..", "messages")))
}
