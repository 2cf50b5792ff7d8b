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

// Two tabs on one match (two Sessions over one storage): tab B, which has
// not yet seen tab A's draw, never saves over it; it takes A's match
// instead, and its next action is saved on top (issue 23, item 2).
func TestTwoTabsNeverOverwrite(t *testing.T) {
	st := app.MemoryStorage{}
	a := testController(t, (&app.Session{Storage: st}).Saves().Slot(savedKey), runSeed, person, person)
	b := newController((&app.Session{Storage: st}).Saves().Slot(savedKey))
	b.setPrinter(en)
	if !b.restore() {
		t.Fatal("tab B found no match")
	}
	a.reveal()
	a.drawBag()
	b.reveal()
	b.drawBag() // B still shows the first seat to act: its save is refused
	if b.game.Record() != a.game.Record() {
		t.Errorf("tab B shows\n%s\nwant tab A's\n%s", b.game.Record(), a.game.Record())
	}
	b.reveal()
	b.drawBag()
	a.follow(savedKey) // the storage event
	if a.game.Record() != b.game.Record() || len(a.game.Actions()) != 2 {
		t.Errorf("tab A follows %d actions, want both draws", len(a.game.Actions()))
	}
}
