package trakkx

import (
	"testing"

	"traxapp/app"
)

// A save this version cannot read (garbage, or one written by a newer
// version) is kept under a backup key before the new game is saved over
// it, and the shell is told (issue 23, item 3).
func TestUnreadableSaveKeptAside(t *testing.T) {
	for _, data := range []string{"{not json", `{"version":99,"record":"?"}`} {
		st := app.MemoryStorage{savedKey: data}
		s := &app.Session{Storage: st}
		slot := s.Saves().Slot(savedKey)
		c := newController(slot)
		c.restore()
		c.save()
		if st[savedKey+".unreadable"] != data {
			t.Errorf("%q: backup holds %q", data, st[savedKey+".unreadable"])
		}
		if st[savedKey] == data {
			t.Errorf("%q: no new game was saved", data)
		}
		if as := s.Saves().Asides; len(as) != 1 || as[0].Data != data || as[0].Kind != app.AsideGame {
			t.Errorf("%q: the shell was told %+v", data, as)
		}
	}
}
