package round

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/aiclient"
	"traxapp/app/i18n"
	"traxapp/app/round/roundtest"
)

// TestTurn: the computer's answer is played unless the game changed
// after the question (a move, undo, a new game: Changed) or the screen
// went (Dismount); a computer that cannot start sets Failed, which any
// change clears.
func TestTurn(t *testing.T) {
	for _, tc := range []struct {
		name string
		// between runs after the question, before the answer comes back.
		between    func(*Turn)
		answer     error
		wantPlayed bool
		wantFailed bool
	}{
		{name: "answer played", wantPlayed: true},
		{name: "stale after a change dropped", between: (*Turn).Changed},
		{name: "stale after dismount dropped", between: (*Turn).Dismount},
		{name: "error handed to the game", answer: errors.New("refused"), wantPlayed: true},
		{name: "computer unavailable", answer: aiclient.ErrUnavailable, wantFailed: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := roundtest.NewQueue()
			var turn Turn
			turn.Mount(q)
			var cancelled bool
			think := func(ctx context.Context) (string, error) {
				cancelled = ctx.Err() != nil
				return "e5", tc.answer
			}
			played := ""
			var gotErr error
			if !Ask(&turn, think, func(a string, err error) { played, gotErr = a, err }) {
				t.Fatal("a mounted turn did not ask")
			}
			if !turn.Thinking() || Ask(&turn, think, nil) {
				t.Error("a second question while thinking")
			}
			if tc.between != nil {
				tc.between(&turn)
				if turn.Thinking() {
					t.Error("still thinking after the change")
				}
			}
			q.Drain()
			if (played != "") != tc.wantPlayed || tc.wantPlayed && !errors.Is(gotErr, tc.answer) && gotErr != tc.answer {
				t.Errorf("played %q with %v; want played %v", played, gotErr, tc.wantPlayed)
			}
			if tc.between != nil && !cancelled {
				t.Error("the question was not cancelled by the change")
			}
			if turn.Failed() != tc.wantFailed || turn.Thinking() {
				t.Errorf("failed %v thinking %v; want failed %v", turn.Failed(), turn.Thinking(), tc.wantFailed)
			}
			turn.Changed()
			if turn.Failed() {
				t.Error("a change did not clear Failed")
			}
		})
	}
}

// TestTurnAnswerAfterFrame: an answer that comes back before the page
// drew the player's move waits for that frame. Played at once, the move
// and the answer would be drawn in one frame, and a screen reader, which
// hears what a frame shows, would never hear the player's move.
func TestTurnAnswerAfterFrame(t *testing.T) {
	q := roundtest.NewQueue()
	var turn Turn
	turn.Mount(q)
	framesAtAnswer := -1
	Ask(&turn, func(context.Context) (string, error) { return "e5", nil }, func(string, error) { framesAtAnswer = q.Frames() })
	q.Drain()
	if framesAtAnswer < 1 {
		t.Errorf("the answer was played after %d frames; want it after the frame that draws the move before it", framesAtAnswer)
	}
	if turn.Thinking() {
		t.Error("still thinking after the answer")
	}

	// A change while the answer waits for its frame drops it.
	framesAtAnswer = -1
	Ask(&turn, func(context.Context) (string, error) { return "e5", nil }, func(string, error) { framesAtAnswer = q.Frames() })
	q.Settle()
	turn.Changed()
	q.Drain()
	if framesAtAnswer != -1 {
		t.Error("an answer waiting for its frame was played after the game changed")
	}
}

// TestTurnUnmounted: a turn without a screen asks nothing.
func TestTurnUnmounted(t *testing.T) {
	var turn Turn
	if Ask(&turn, func(context.Context) (int, error) { return 0, nil }, func(int, error) {}) || turn.Thinking() {
		t.Error("an unmounted turn asked")
	}
	fresh := turn.Fresh()
	turn.Changed()
	if fresh() {
		t.Error("Fresh holds after a change")
	}
}

// TestSeatsRoundTrip: seats written as words read back the same, and
// words no game knows are refused.
func TestSeatsRoundTrip(t *testing.T) {
	levels := Levels{"easy", "medium", "hard"}
	for _, tc := range []struct {
		words  []string
		want   []string
		ok     bool
		people int
	}{
		{[]string{"person", "hard"}, []string{Person, "hard"}, true, 1},
		{[]string{"person", "person", "easy", "medium"}, []string{Person, Person, "easy", "medium"}, true, 2},
		{[]string{"", "easy"}, []string{Person, "easy"}, true, 1}, // an empty word is a person too
		{[]string{"person", "wizard"}, nil, false, 0},
		{[]string{"Easy"}, nil, false, 0},
	} {
		s, ok := levels.ParseWords(tc.words)
		if ok != tc.ok || !slices.Equal(s.Levels(), tc.want) && ok {
			t.Errorf("%q: %v %v, want %q %v", tc.words, s.Levels(), ok, tc.want, tc.ok)
			continue
		}
		if !ok {
			continue
		}
		if s.People() != tc.people {
			t.Errorf("%q: %d people, want %d", tc.words, s.People(), tc.people)
		}
		back, ok := levels.ParseWords(s.Words())
		if !ok || !slices.Equal(back, s) {
			t.Errorf("%q: round trip gives %v", tc.words, back)
		}
		if !slices.Equal(SeatsOf(s.Levels()), s) {
			t.Errorf("%q: SeatsOf(Levels) = %v", tc.words, SeatsOf(s.Levels()))
		}
	}
	s := SeatsOf([]string{Person, "easy"})
	if s.Level(-1) != Person || s.Level(2) != Person || s.IsPerson(2) || !s.IsPerson(0) || s.IsPerson(1) {
		t.Error("a seat that does not exist is not a person's")
	}
	if !slices.Equal(levels.Choices(), []string{Person, "easy", "medium", "hard"}) || !levels.Known(Person) || levels.Known("max") {
		t.Error("levels' choices")
	}
}

// TestDecode: the version decides, and what is not a save of this
// format is refused, never misread.
func TestDecode(t *testing.T) {
	type saved struct {
		Version int    `json:"version"`
		Record  string `json:"record"`
	}
	notices := SavedNotices{Unreadable: "u", Old: "o", Newer: "n"}
	for _, tc := range []struct {
		data string
		want error
		key  string
	}{
		{`{"version":2,"record":"x"}`, nil, ""},
		{Encode(saved{Version: 2, Record: "x"}), nil, ""},
		{`{"version":1,"record":"x"}`, ErrSavedOld, "o"},
		{`null`, ErrSavedOld, "o"},
		{`{"version":3}`, ErrSavedNewer, "n"},
		{`{oops`, ErrSavedUnreadable, "u"},
		{``, ErrSavedUnreadable, "u"},
		{`[1,2]`, ErrSavedUnreadable, "u"},
		{`{"version":"2"}`, ErrSavedUnreadable, "u"},
		{`{"version":0,"record":3}`, ErrSavedUnreadable, "u"},
	} {
		var s saved
		err := Decode(tc.data, 2, &s)
		if !errors.Is(err, tc.want) || (err == nil) != (tc.want == nil) {
			t.Errorf("%q: %v, want %v", tc.data, err, tc.want)
		}
		if err != nil && notices.Key(err) != tc.key {
			t.Errorf("%q: notice %q, want %q", tc.data, notices.Key(err), tc.key)
		}
		if err == nil && s.Record != "x" {
			t.Errorf("%q: read %+v", tc.data, s)
		}
	}
}

// TestSaving: a tab never saves over another tab's newer save; it adopts
// it, and follows another tab's save.
func TestSaving(t *testing.T) {
	st := app.MemoryStorage{}
	a := Saving{Slot: (&app.Session{Storage: st}).Saves().Slot("k")}
	b := Saving{Slot: (&app.Session{Storage: st}).Saves().Slot("k")}
	adopted := 0
	adopt := func() { adopted++ }
	a.Load()
	b.Load() // both tabs open on an empty storage
	a.Save("one", adopt)
	b.Save("two", adopt) // b never read "one"
	if st["k"] != "one" || adopted != 1 {
		t.Fatalf("stored %q, adopted %d: b wrote over a's save", st["k"], adopted)
	}
	b.Load()
	b.Save("three", adopt)
	a.Follow("other", adopt)
	if adopted != 1 {
		t.Error("a followed another key")
	}
	a.Follow("k", adopt)
	if st["k"] != "three" || adopted != 2 {
		t.Errorf("stored %q, adopted %d: a did not follow b", st["k"], adopted)
	}
	var none Saving
	none.Save("x", adopt)
	none.Follow("k", adopt)
	none.KeepAside("x")
	if _, ok := none.Load(); ok || adopted != 2 {
		t.Error("a game without storage saved")
	}
}

// TestRulesPage: every section by its catalog keys, in order, with its
// figures.
func TestRulesPage(t *testing.T) {
	p := i18n.For(i18n.English)
	ui := RulesPage(p, "nogame", []RulesSection{
		{ID: "aim", Paragraphs: 2},
		{ID: "end", Paragraphs: 1, Diagrams: func(*i18n.Printer) []goapp.UI {
			return []goapp.UI{Figure(goapp.Span().Text("D"), "the caption")}
		}},
	})
	html := goapp.HTMLString(ui)
	for _, want := range []string{
		`class="rules-body nogame-rules"`, `nogame.rules.intro`, `id="rules-aim"`, `nogame.rules.aim.p2`,
		`id="rules-end"`, `nogame.rules.end.title`, `<figcaption>the caption</figcaption>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the rules page lacks %s:\n%s", want, html)
		}
	}
	if strings.Contains(html, "nogame.rules.end.p2") || strings.Index(html, "rules-aim") > strings.Index(html, "rules-end") {
		t.Error("sections out of order or with paragraphs they do not have")
	}
}

// TestNewGameDialog: every game's dialog is modal, named by its title,
// with the game's fields between the title and Cancel, then Start.
func TestNewGameDialog(t *testing.T) {
	for _, d := range []NewGameDialog{
		{ID: "g-new", TitleID: "g-title", Title: "New game",
			Cancel: DialogButton{ID: "g-cancel", Text: "Cancel", Data: [2]string{"data-action", "cancel"}},
			Start:  DialogButton{ID: "g-start", Text: "Start", Data: [2]string{"data-action", "start"}}},
		{ID: "h-new", Class: "h-form", TitleID: "h-title", Title: "New match",
			Cancel: DialogButton{ID: "h-cancel", Text: "Cancel"}, Start: DialogButton{ID: "h-start", Text: "Start"}},
	} {
		html := goapp.HTMLString(d.Render(goapp.P().ID("the-field")))
		order := []string{`class="backdrop"`, `id="` + d.ID + `"`, `id="` + d.TitleID + `"`, `id="the-field"`, `id="` + d.Cancel.ID + `"`, `id="` + d.Start.ID + `"`}
		at := -1
		for _, want := range order {
			i := strings.Index(html, want)
			if i <= at {
				t.Errorf("%s: %s missing or out of order:\n%s", d.ID, want, html)
			}
			at = i
		}
		for _, want := range []string{`aria-modal`, `aria-labelledby="` + d.TitleID + `"`, `class="dialog new-game-dialog` + map[bool]string{true: " " + d.Class, false: ""}[d.Class != ""] + `"`} {
			if !strings.Contains(html, want) {
				t.Errorf("%s: lacks %s:\n%s", d.ID, want, html)
			}
		}
		if d.Cancel.Data[0] != "" && !strings.Contains(html, `data-action="start"`) {
			t.Errorf("%s: Start lacks its data attribute", d.ID)
		}
		start := html[strings.LastIndex(html[:strings.Index(html, `id="`+d.Start.ID+`"`)], "<button"):]
		if strings.Count(html, `class="primary"`) != 1 || !strings.Contains(start[:strings.Index(start, ">")], `class="primary"`) {
			t.Errorf("%s: Start is not the one primary button:\n%s", d.ID, html)
		}
	}
}
