package app

import (
	"errors"
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
)

// refusingStorage is a MemoryStorage whose saves fail with err (nil:
// they succeed), as a full or blocked browser storage does.
type refusingStorage struct {
	MemoryStorage
	err, last error
}

func (r *refusingStorage) Save(key, value string) {
	r.last = r.err
	if r.err == nil {
		r.MemoryStorage.Save(key, value)
	}
}

func (r *refusingStorage) LastSaveError() error { return r.last }

// Two tabs share storage: the one that read an older save never writes
// over the other's newer one, and learns what it saved.
func TestSavesTwoTabs(t *testing.T) {
	st := MemoryStorage{"traxapp.game": "start"}
	a, b := NewSaves(st).Slot("traxapp.game"), NewSaves(st).Slot("traxapp.game")
	a.Load()
	b.Load()
	if _, err := a.Put("A moved"); err != nil {
		t.Fatalf("tab A's save: %v", err)
	}
	if v, changed := b.Changed(); !changed || v != "A moved" {
		t.Errorf("tab B: Changed() = %q, %v; want A's save", v, changed)
	}
	newer, err := b.Put("B moved from the start")
	if !errors.Is(err, ErrChangedElsewhere) || newer != "A moved" {
		t.Errorf("tab B's stale save: %q, %v; want ErrChangedElsewhere with A's save", newer, err)
	}
	if st["traxapp.game"] != "A moved" {
		t.Errorf("saved %q: tab B wrote over tab A's newer save", st["traxapp.game"])
	}
	// B follows A (reads its save) and then saves its own move on top.
	b.Load()
	b.Followed()
	if _, err := b.Put("A moved, B moved"); err != nil || st["traxapp.game"] != "A moved, B moved" {
		t.Errorf("tab B after following: %v, saved %q", err, st["traxapp.game"])
	}
	if b.saves.Elsewhere {
		t.Error("the notice that the game followed another tab stays after the player's next save")
	}
	// Progress is not guarded: the last tab to save wins.
	p1, p2 := NewSaves(st).Progress("traxapp.lessons"), NewSaves(st).Progress("traxapp.lessons")
	p1.Load()
	p2.Load()
	p1.Save("one")
	if _, err := p2.Put("two"); err != nil || st["traxapp.lessons"] != "two" {
		t.Errorf("progress: %v, saved %q", err, st["traxapp.lessons"])
	}
}

// What cannot be read is copied to a backup key before anything is
// saved over it; an earlier, different backup is never overwritten.
func TestSavesKeepAside(t *testing.T) {
	st := MemoryStorage{"k": "garbage", "k.unreadable": "older garbage"}
	sv := NewSaves(st)
	slot := sv.Slot("k")
	data, _ := slot.Load()
	KeepAside(slot, data, AsideGame)
	if _, err := slot.Put("new game"); err != nil {
		t.Fatal(err)
	}
	if st["k.unreadable"] != "older garbage" || st["k.unreadable.2"] != "garbage" || st["k"] != "new game" {
		t.Errorf("storage %v: want the older backup kept and the new one beside it", st)
	}
	if len(sv.Asides) != 1 || sv.Asides[0].Backup != "k.unreadable.2" || sv.Asides[0].Data != "garbage" {
		t.Errorf("Asides = %+v", sv.Asides)
	}
	sv.KeepAside("k", "garbage", AsideGame) // the same data again: listed once
	if len(sv.Asides) != 1 {
		t.Errorf("the same data kept aside twice: %+v", sv.Asides)
	}
	// A plain slot has nowhere to say it: KeepAside does nothing.
	KeepAside(&MemorySlot{}, "x", AsideGame)
}

// When storage refuses the backup (full), the unreadable data stays
// where it is: the new game is not saved over it.
func TestSavesKeepAsideFull(t *testing.T) {
	st := &refusingStorage{MemoryStorage: MemoryStorage{"k": "garbage"}, err: ErrStorageFull}
	sv := NewSaves(st)
	slot := sv.Slot("k")
	data, _ := slot.Load()
	slot.KeepAside(data, AsideGame)
	if _, err := slot.Put("new game"); !errors.Is(err, ErrStorageFull) {
		t.Errorf("save over unkept data: %v, want ErrStorageFull", err)
	}
	st.err = nil
	slot.Put("new game")
	if st.MemoryStorage["k"] != "garbage" {
		t.Errorf("the unreadable data was overwritten: %q", st.MemoryStorage["k"])
	}
	if sv.Asides[0].Backup != "" {
		t.Errorf("backup %q, want none", sv.Asides[0].Backup)
	}
}

// The shell's notices say at once why a save failed, in the player's
// language, and offer unreadable data as text.
func TestSaveNotices(t *testing.T) {
	for _, l := range i18n.Languages {
		p := i18n.For(l)
		for _, tc := range []struct {
			err     error
			problem string
			key     string
		}{
			{ErrStorageFull, "full", "notice.storage-full"},
			{ErrStorageBlocked, "blocked", "notice.no-storage"},
		} {
			st := &refusingStorage{MemoryStorage: MemoryStorage{}, err: tc.err}
			s := &Session{Storage: st, Lang: l}
			slot := s.Saves().Slot("g")
			if _, err := slot.Put("move 1"); !errors.Is(err, tc.err) {
				t.Errorf("Put = %v, want %v", err, tc.err)
			}
			if !hasSaveNotices(s) {
				t.Fatalf("%s %s: no notice", l, tc.problem)
			}
			html := renderNotices(s, p)
			if !strings.Contains(html, `data-problem="`+tc.problem+`"`) || !strings.Contains(html, htmlText(p.T(tc.key))) {
				t.Errorf("%s: notice %s, want %q", l, html, p.T(tc.key))
			}
		}
		st := MemoryStorage{"g": `{"version":99}`}
		s := &Session{Storage: st, Lang: l}
		s.Saves().KeepAside("g", st["g"], AsideGame)
		s.Saves().Slot("g").Save("new")
		s.Saves().Elsewhere = true
		html := renderNotices(s, p)
		for _, want := range []string{`data-backup="g.unreadable"`, htmlText(p.T("notice.copy-text")), htmlText(p.T("notice.kept-aside.game")), htmlText(p.T("notice.changed-elsewhere"))} {
			if !strings.Contains(html, want) {
				t.Errorf("%s: notices %s lack %q", l, html, want)
			}
		}
		s.Saves().copyState[0] = copyByHand
		if html := renderNotices(s, p); !strings.Contains(html, "aside-text-0") || !strings.Contains(html, `version\":99`) {
			t.Errorf("%s: the text box to copy by hand is missing or lacks the data: %s", l, html)
		}
	}
}

func renderNotices(s *Session, p *i18n.Printer) string {
	return goapp.HTMLString(goapp.Div().Body(saveNotices(s, p)...))
}

// htmlText escapes s as go-app writes text.
func htmlText(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}

// TestChangedElsewhere: a game adopts another tab's change only when it
// touched the game's own key (or all of storage) and left a save this
// tab does not know.
func TestChangedElsewhere(t *testing.T) {
	st := MemoryStorage{"traxapp.game": "start"}
	a, b := NewSaves(st).Slot("traxapp.game"), NewSaves(st).Slot("traxapp.game")
	a.Load()
	b.Load()
	if ChangedElsewhere(a, "traxapp.game") || ChangedElsewhere(a, "") {
		t.Fatal("nothing changed, yet A would adopt a save")
	}
	if _, err := b.Put("B moved"); err != nil {
		t.Fatal(err)
	}
	if ChangedElsewhere(a, "traxapp.other") {
		t.Error("a change under another key made A adopt its own")
	}
	if !ChangedElsewhere(a, "traxapp.game") || !ChangedElsewhere(a, "") {
		t.Error("B's save under A's key is not seen as changed elsewhere")
	}
	if ChangedElsewhere(b, "traxapp.game") {
		t.Error("B would adopt its own save")
	}
	if ChangedElsewhere(&MemorySlot{Value: "x", Saved: true}, "") {
		t.Error("a slot that cannot tell reports a change")
	}
}
