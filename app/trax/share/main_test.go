package share

import (
	"os"
	"testing"

	"traxapp/app/i18n"
)

// en speaks English, the language the tests read.
var en *i18n.Printer

// TestMain registers Trax's words, as the game's registration does for
// the app (app/trax), which this package may not import.
func TestMain(m *testing.M) {
	i18n.Add(os.DirFS("../messages"))
	en = i18n.For(i18n.English)
	os.Exit(m.Run())
}
