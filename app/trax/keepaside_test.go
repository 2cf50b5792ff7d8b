package trax

import (
	"strings"
	"testing"

	"traxapp/app"
	engine "traxapp/engine/trax"
)

// A save this version cannot read (garbage, or one written by a newer
// version) is kept under a backup key before the new game is saved over
// it, and the shell is told (issue 23, item 3).
func TestUnreadableSaveKeptAside(t *testing.T) {
	for _, data := range []string{"{not json", `{"version":99,"record":"?"}`} {
		st := app.MemoryStorage{savedKey: data}
		s := &app.Session{Storage: st}
		slot := s.Saves().Slot(savedKey)
		c := newController(engine.Trax, slot)
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
// not yet seen tab A's move, never saves over it; it takes A's game
// instead, and its next move is saved on top of A's (issue 23, item 2).
func TestTwoTabsNeverOverwrite(t *testing.T) {
	st := app.MemoryStorage{}
	open := func() *controller {
		c := newController(engine.Trax, (&app.Session{Storage: st}).Saves().Slot(savedKey))
		c.defaultAI = "" // two players
		c.restore()
		return c
	}
	a, b := open(), open()
	playName(t, a, "@0+")
	playName(t, b, "@0/") // B still shows the empty board
	if got := b.game.Record(); got != "@0+" {
		t.Errorf("tab B shows %q, want tab A's game", got)
	}
	if saved, _ := st.Load(savedKey); !strings.Contains(saved, `"record":"@0+"`) {
		t.Errorf("saved %s: tab B wrote over tab A's move", saved)
	}
	playName(t, b, "B1+")
	a.follow(savedKey) // the storage event
	if got := a.game.Record(); got != "@0+ B1+" {
		t.Errorf("tab A follows %q, want both moves", got)
	}
}
