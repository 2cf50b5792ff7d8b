package traxit

import (
	"os"
	"testing"

	"traxapp/app/i18n"
)

// en speaks English, the language the tests read. It is made in TestMain,
// after every init function has registered the catalogs.
var en *i18n.Printer

func TestMain(m *testing.M) {
	en = i18n.For(i18n.English)
	os.Exit(m.Run())
}
