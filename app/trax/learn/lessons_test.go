package learn

import (
	"strings"
	"testing"

	"traxapp/app"
	"traxapp/app/i18n"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/lesson"
)

// TestLessonWordsExist: every step's title, task and explanation and
// every reason has its words in every language.
func TestLessonWordsExist(t *testing.T) {
	for _, lang := range i18n.Languages {
		p := i18n.For(lang)
		for _, s := range lesson.Steps {
			for _, part := range []string{"title", "task", "explain"} {
				if k := "trax.lesson." + s.ID + "." + part; !p.Has(k) {
					t.Errorf("%s: no %s", lang, k)
				}
			}
		}
		for _, k := range lesson.ReasonKinds {
			if key := "trax.lesson.reason." + k.String(); !p.Has(key) {
				t.Errorf("%s: no %s", lang, key)
			}
		}
	}
}

// TestLearnProgress: a right move marks the step done and saves it; a
// wrong one says why and draws it; the progress survives a new visit.
func TestLearnProgress(t *testing.T) {
	st := app.MemoryStorage{}
	slot := app.KeySlot{Storage: st, Key: lessonsKey}
	p := i18n.For(i18n.English)
	l := newLearnState(p, slot)
	if l.step().ID != lesson.Steps[0].ID {
		t.Fatalf("a first visit starts at %s", l.step().ID)
	}
	pos := l.ex.Game().Position()

	// A tile whose colours clash: the reason, the edge marked, not done.
	clash, err := lesson.WrongMove{Move: "B1/", Swap: true}.Parse(pos)
	if err != nil {
		t.Fatal(err)
	}
	l.judge(clash)
	fb := l.ex.Feedback()
	if fb.Tone != "wrong" || len(fb.Edges) == 0 || !strings.Contains(fb.Status, "do not match") || l.finished[l.step().ID] {
		t.Fatalf("clash: feedback %+v, done %v", fb, l.finished)
	}
	if l.ex.Game().Len() != 1 {
		t.Fatalf("an illegal move changed the position")
	}

	// A right move: done, saved, locked.
	right, _ := pos.ParseMove("B1/")
	l.judge(right)
	if fb := l.ex.Feedback(); fb.Tone != "right" || !l.finished["first-tile"] || len(l.ex.frontier) != 0 {
		t.Fatalf("right: feedback %+v, done %v, %d spaces offered", fb, l.finished, len(l.ex.frontier))
	}
	l.next()
	if l.step().ID != lesson.Steps[1].ID {
		t.Fatalf("next went to %s", l.step().ID)
	}

	// A legal wrong move in the defence step: the opponent's reply drawn.
	for i, s := range lesson.Steps {
		if s.ID == "meet-threat" {
			l.start(i)
		}
	}
	pos = l.ex.Game().Position()
	m, _ := pos.ParseMove("@1+")
	l.judge(m)
	fb = l.ex.Feedback()
	if fb.Tone != "wrong" || len(fb.Ghost) == 0 || fb.GhostName == "" || !strings.Contains(fb.Status, fb.GhostName) {
		t.Fatalf("defence: feedback %+v", fb)
	}
	// A change of language says the feedback again in the new one.
	l.setPrinter(i18n.For(i18n.German))
	if de := l.ex.Feedback().Status; !strings.Contains(de, "Rot") || !strings.Contains(de, fb.GhostName) {
		t.Fatalf("in German the feedback says %q", de)
	}
	l.setPrinter(p)
	l.retry()
	if l.ex.Game().Len() != engineLen(t, l.step()) || l.ex.Feedback().Status != "" {
		t.Fatalf("retry did not restore the step")
	}

	// A new visit finds the progress and the step it was at.
	again := newLearnState(p, slot)
	if !again.finished["first-tile"] || again.step().ID != "meet-threat" {
		t.Fatalf("reloaded: done %v, at %s", again.finished, again.step().ID)
	}
	// Bad saved data gives a fresh start, not a panic.
	st[lessonsKey] = "{not json"
	if fresh := newLearnState(p, slot); fresh.doneCount() != 0 || fresh.cur != 0 {
		t.Fatalf("bad data: %d done, at %d", fresh.doneCount(), fresh.cur)
	}
}

// engineLen is the number of moves of step s's setup.
func engineLen(t *testing.T, s lesson.Step) int {
	t.Helper()
	g, err := engine.LoadRecord(s.Variant, s.Setup)
	if err != nil {
		t.Fatal(err)
	}
	return g.Len()
}

// FuzzLessonProgress opens the lessons with any saved progress (an old
// version's, a hand-edited one): never a panic; the step shown is one of
// the course, the steps done are steps of the course, and the progress
// saved again reads back the same.
func FuzzLessonProgress(f *testing.F) {
	for _, s := range []string{"", "{", `{"done":["first-tile","nope"],"current":"line"}`,
		`{"done":null,"current":""}`, `{"done":[1,2],"current":7}`, `[]`, `{"current":"zzz"}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, saved string) {
		st := app.MemoryStorage{lessonsKey: saved}
		l := newLearnState(i18n.For(i18n.English), app.KeySlot{Storage: st, Key: lessonsKey})
		if l.cur < 0 || l.cur >= len(lesson.Steps) {
			t.Fatalf("step %d of %d", l.cur, len(lesson.Steps))
		}
		if n := l.doneCount(); n > len(lesson.Steps) {
			t.Fatalf("%d steps done of %d", n, len(lesson.Steps))
		}
		again := newLearnState(i18n.For(i18n.English), app.KeySlot{Storage: st, Key: lessonsKey})
		if again.cur != l.cur || again.doneCount() != l.doneCount() {
			t.Fatalf("saved again and read back: step %d, %d done; was %d, %d", again.cur, again.doneCount(), l.cur, l.doneCount())
		}
	})
}
