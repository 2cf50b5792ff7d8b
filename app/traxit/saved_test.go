package traxit

import (
	"slices"
	"strings"
	"testing"

	"traxapp/app"
	engine "traxapp/engine/traxit"
)

func TestSaveResumeRoundTrip(t *testing.T) {
	st := &app.MemorySlot{}
	c, q := newTestController(st)
	c.startGame(Setup{Seats: []string{Person, "hard", Person}, Short: true, TieBreak: true, Seed: 4})
	tapAction(t, c, "place c1 f1")
	q.Drain()
	record := c.game.Record()

	d, _ := newTestController(st)
	d.Restore()
	if d.message != "" {
		t.Errorf("restore says %q", d.message)
	}
	if d.game.Record() != record || !slices.Equal(d.seats.Levels(), []string{Person, "hard", Person}) {
		t.Errorf("restored record\n%s\nseats %q; want\n%s", d.game.Record(), d.seats, record)
	}
	if o := d.game.Options(); o.Sets != 3 || !o.TieBreak || o.Players != 3 || !d.setup.Short {
		t.Errorf("restored options %+v", o)
	}
	// The home page offers to continue it.
	ms := app.MemoryStorage{savedKey: func() string { v, _ := st.Load(); return v }()}
	rs := resumable(ms, en)
	if len(rs) != 1 || !strings.Contains(rs[0].Label, "3 players") || rs[0].Link != "#game=traxit" {
		t.Errorf("resumable %+v", rs)
	}
}

// TestRedoSurvivesReload: actions taken back are saved, and a reloaded
// game redoes them.
func TestRedoSurvivesReload(t *testing.T) {
	st := &app.MemorySlot{}
	c, _ := newTestController(st)
	c.startGame(Setup{Seats: []string{Person, Person}})
	for _, tok := range []string{"place c1 f1", "place c8 g8", "card P07"} {
		tapAction(t, c, tok)
	}
	c.undo()
	c.undo()
	d, _ := newTestController(st)
	d.Restore()
	if d.game.Len() != 1 || !d.game.CanRedo() || !slices.Equal(d.redoLine, []string{"place c8 g8", "card P07"}) {
		t.Fatalf("reloaded: %d actions, can redo %v, redo %q", d.game.Len(), d.game.CanRedo(), d.redoLine)
	}
	d.redo()
	d.redo()
	if d.game.Len() != 3 || d.game.CanRedo() || len(d.redoLine) != 0 {
		t.Errorf("after two redos: %d actions, can redo %v", d.game.Len(), d.game.CanRedo())
	}
	// A new action drops what was taken back.
	d.undo()
	tapAction(t, d, "card P01")
	if d.game.CanRedo() || len(d.redoLine) != 0 {
		t.Error("redo kept after a different action")
	}
	// A redo the engine refuses is dropped, never an error.
	st.Save(`{"version":1,"record":"traxit 1\nplayers 2\n","seats":["person","person"],"redo":["place c1 f1","move a1 a2"]}`)
	e, _ := newTestController(st)
	e.Restore()
	if e.message != "" || !slices.Equal(e.redoLine, []string{"place c1 f1"}) {
		t.Errorf("bad redo: message %q, redo %q", e.message, e.redoLine)
	}
}

func TestCorruptSave(t *testing.T) {
	valid := encodeSaved(rulesGame(rulesCardRecord), []string{Person, Person}, nil, nil)
	for _, tc := range []struct {
		name, data, key string
	}{
		{"not JSON", "{{{", "traxit.msg.saved-unreadable"},
		{"old version", `{"version":0,"record":"traxit 1\nplayers 2\n","seats":["person","person"]}`, "traxit.msg.saved-old"},
		{"future version", `{"version":99}`, "traxit.msg.saved-newer"},
		{"bad record", `{"version":1,"record":"chess 1","seats":["person","person"]}`, "traxit.msg.saved-unreadable"},
		{"illegal action", strings.Replace(valid, "move", "card P99", 1) + "", ""},
		{"seats missing", `{"version":1,"record":"traxit 1\nplayers 2\n","seats":["person"]}`, "traxit.msg.saved-unreadable"},
		{"unknown level", `{"version":1,"record":"traxit 1\nplayers 2\n","seats":["person","genius"]}`, "traxit.msg.saved-unreadable"},
		{"truncated", valid[:len(valid)/2], "traxit.msg.saved-unreadable"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := &app.MemorySlot{}
			st.Save(tc.data)
			c, _ := newTestController(st)
			c.Restore()
			if tc.key != "" && !strings.HasPrefix(c.message, en.T(tc.key)) {
				t.Errorf("message %q, want %q", c.message, en.T(tc.key))
			}
			if c.game == nil || c.game.Phase() == engine.PhaseOver {
				t.Error("no fresh game after a corrupt save")
			}
			if rs := resumable(app.MemoryStorage{savedKey: tc.data}, en); tc.key != "" && len(rs) != 0 {
				t.Errorf("a corrupt save is offered to continue: %+v", rs)
			}
		})
	}
}

// TestErrorTextCoversCodes: every code the engine returns has words of
// its own in the catalogs.
func TestErrorTextCoversCodes(t *testing.T) {
	for code := engine.ErrGameOver; code <= engine.ErrUnknownCardSet; code++ {
		key, ok := errorKeys[code]
		if !ok || !en.Has(key) {
			t.Errorf("code %d (%v): key %q has no English text", int(code), code, key)
		}
		err := &engine.ActionError{Code: code}
		if got := errorText(en, err); got == en.T("traxit.err.unknown") {
			t.Errorf("code %v reads as unknown", code)
		}
	}
	if got := errorText(en, engine.ErrNoRoute); got != en.T("traxit.err.no-route") {
		t.Errorf("a bare code reads %q", got)
	}
}
