package traxit

import (
	"strings"
	"testing"

	"traxapp/app"
	engine "traxapp/engine/traxit"
)

// A save this version cannot read (garbage, or one written by a newer
// version) is kept under a backup key before the new game is saved over
// it, and the shell is told (issue 23, item 3).
func TestUnreadableSaveKeptAside(t *testing.T) {
	for _, data := range []string{"{not json", `{"version":99,"record":"?"}`} {
		st := app.MemoryStorage{savedKey: data}
		s := &app.Session{Storage: st}
		slot := s.Saves().Slot(savedKey)
		c := newController(slot, nil)
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

// Two tabs on one game (two Sessions over one storage): tab B, which has
// not yet seen tab A's action, never saves over it; it takes A's game
// instead (issue 23, item 2).
func TestTwoTabsNeverOverwrite(t *testing.T) {
	st := app.MemoryStorage{}
	a, _ := newTestController((&app.Session{Storage: st}).Saves().Slot(savedKey))
	a.restore()
	a.startGame(Setup{Seats: []string{Person, Person}})
	b, _ := newTestController((&app.Session{Storage: st}).Saves().Slot(savedKey))
	b.restore()
	tapAction(t, a, "place c1 f1")
	c1, _ := engine.ParseCell("c1")
	d1, _ := engine.ParseCell("d1")
	b.tapCell(c1)
	b.tapCell(d1) // B still shows no pawn: its save is refused, A's game taken
	if b.game.Len() != 1 || b.game.Record() != a.game.Record() {
		t.Errorf("tab B shows %q, want tab A's game %q", b.game.Record(), a.game.Record())
	}
	if saved, _ := st.Load(savedKey); !strings.Contains(saved, "place c1 f1") {
		t.Errorf("saved %s: tab B wrote over tab A's action", saved)
	}
}
