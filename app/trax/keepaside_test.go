package trax

import (
	"testing"
	"time"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round/roundtest"
	engine "traxapp/engine/trax"
)

// en speaks English, the language the tests read.
var en *i18n.Printer

func TestMain(m *testing.M) { roundtest.Main(m, &en) }

func TestUnreadableSaveKeptAside(t *testing.T) {
	roundtest.UnreadableSaveKeptAside(t, savedKey, func(slot app.Slot) func() {
		c := newController(engine.Trax, slot)
		c.restore()
		return c.save
	})
}

// Lessons', puzzles' and solitaire's progress that cannot be read is kept
// aside too, and the shell told, before fresh progress is saved over it
// (issue 23, item 16).
func TestUnreadableProgressKeptAside(t *testing.T) {
	p := i18n.For(i18n.English)
	for _, tc := range []struct {
		key  string
		open func(s *app.Session)
	}{
		{lessonsKey, func(s *app.Session) { newLearnState(p, s.Saves().Progress(lessonsKey)) }},
		{puzzlesKey, func(s *app.Session) { newPuzzlesState(p, s.Saves().Progress(puzzlesKey), time.Now()) }},
		{solvedKey, func(s *app.Session) { solvedTally(s) }},
	} {
		st := app.MemoryStorage{tc.key: "[corrupt"}
		s := &app.Session{Storage: st}
		tc.open(s)
		if st[tc.key+".unreadable"] != "[corrupt" {
			t.Errorf("%s: backup holds %q", tc.key, st[tc.key+".unreadable"])
		}
		if as := s.Saves().Asides; len(as) != 1 || as[0].Kind != app.AsideProgress {
			t.Errorf("%s: the shell was told %+v", tc.key, as)
		}
	}
}

func TestTwoTabsNeverOverwrite(t *testing.T) {
	roundtest.TwoTabsNeverOverwrite(t, savedKey, func(t *testing.T, slot app.Slot) roundtest.Tab {
		c := newController(engine.Trax, slot)
		c.defaultAI = "" // two players
		c.restore()
		return tab{c}
	})
}

// tab is a Trax game in one tab of TestTwoTabsNeverOverwrite.
type tab struct{ *controller }

// Act plays the first move the engine offers, as a player does.
func (c tab) Act(t *testing.T) {
	t.Helper()
	moves := c.position().LegalMoves(nil)
	if len(moves) == 0 {
		t.Fatal("no move to play")
	}
	playName(t, c.controller, c.position().FormatMove(moves[0]))
}

func (c tab) Record() string { return c.game.Record() }
