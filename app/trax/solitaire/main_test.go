package solitaire

import (
	"os"
	"testing"

	"traxapp/app/i18n"
)

// TestMain registers Trax's words, as the game's registration does for
// the app (app/trax), which this package may not import.
func TestMain(m *testing.M) {
	i18n.Add(os.DirFS("../messages"))
	os.Exit(m.Run())
}
