package learn

import (
	"encoding/json"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"strings"
	"testing"
	"time"

	"traxapp/app"
	"traxapp/app/i18n"
	_ "traxapp/app/trax/internal/words"
)

// The lessons' and puzzles' progress that cannot be read is kept aside,
// and the shell told, before fresh progress is saved over it (issue 23,
// item 16).
func TestUnreadableProgressKeptAside(t *testing.T) {
	p := i18n.For(i18n.English)
	for _, tc := range []struct {
		key  string
		open func(s *app.Session)
	}{
		{lessonsKey, func(s *app.Session) { newLearnState(p, s.Saves().Progress(lessonsKey)) }},
		{puzzlesKey, func(s *app.Session) { newPuzzlesState(p, s.Saves().Progress(puzzlesKey), time.Now()) }},
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

// TestViewsRender: each view opens its course with the session's saved
// progress, in the session's language.
func TestViewsRender(t *testing.T) {
	for _, tc := range []struct {
		show func(*app.Session) goapp.UI
		want []string
	}{
		{LessonsView, []string{`id="learn"`, `id="lesson-list"`, `id="exercise"`, `lang="fr"`}},
		{PuzzlesView, []string{`id="puzzles"`, `id="puzzle-list"`, `id="exercise"`, `lang="fr"`}},
	} {
		ui := tc.show(&app.Session{Lang: i18n.French, Storage: app.MemoryStorage{}})
		e := goapp.NewTestEngine()
		if err := e.Load(ui.(goapp.Composer)); err != nil {
			t.Fatal(err)
		}
		e.ConsumeAll()
		html := goapp.HTMLString(ui)
		for _, w := range tc.want {
			if !strings.Contains(html, w) {
				t.Errorf("%T lacks %s", ui, w)
			}
		}
	}
}

// TestProgressJSON: the progress is written as it always was, and read
// back.
func TestProgressJSON(t *testing.T) {
	for _, tc := range []struct {
		pr   progress
		want string
	}{
		{progress{list: "done", Current: "first-tile"}, `{"done":[],"current":"first-tile"}`},
		{progress{list: "solved", IDs: []string{"a", "b"}}, `{"solved":["a","b"]}`},
	} {
		b, err := json.Marshal(tc.pr)
		if err != nil || string(b) != tc.want {
			t.Errorf("%+v: %s (%v), want %s", tc.pr, b, err, tc.want)
		}
		back := progress{list: tc.pr.list}
		if err := json.Unmarshal(b, &back); err != nil || back.Current != tc.pr.Current || len(back.IDs) != len(tc.pr.IDs) {
			t.Errorf("%s read back as %+v (%v)", b, back, err)
		}
	}
	for _, bad := range []string{`[1]`, `{"done":"x"}`, `{"current":3}`, `{`} {
		if err := json.Unmarshal([]byte(bad), &progress{list: "done"}); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}
