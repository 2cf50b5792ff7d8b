package solitaire

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	_ "traxapp/app/trax/internal/words"
	engine "traxapp/engine/trax"
)

// winnableDeal returns the first deal number from 1 whose size x size pile
// the solver can win.
func winnableDeal(t *testing.T, size int) uint64 {
	t.Helper()
	for deal := uint64(1); deal < 2000; deal++ {
		g, err := engine.NewSolitaire(size, deal)
		if err != nil {
			t.Fatal(err)
		}
		if g.Winnable() {
			return deal
		}
	}
	t.Fatalf("no winnable %dx%d deal", size, size)
	return 0
}

func newTestSolitaire(t *testing.T, params string, st app.Storage) *Screen {
	t.Helper()
	q, _ := url.ParseQuery(params)
	s := New(&app.Session{Params: q, Lang: i18n.English, Storage: st})
	e := goapp.NewTestEngine()
	if err := e.Load(s); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return s
}

// TestSolitaireHintsSolve: the hint plays a step of a solution, so hints
// alone solve a winnable deal, which is then counted once.
func TestSolitaireHintsSolve(t *testing.T) {
	deal := winnableDeal(t, 3)
	st := app.MemoryStorage{}
	s := newTestSolitaire(t, "variant=solitaire3&deal="+strconv.Itoa(int(deal)), st)
	if s.deal != deal || s.size != 3 || !s.winnable {
		t.Fatalf("deal %d size %d winnable %v", s.deal, s.size, s.winnable)
	}
	for i := 0; i < 9 && s.game.Status() == engine.SoloPlaying; i++ {
		if i > 0 && !strings.Contains(goapp.HTMLString(s.Render()), `data-goal=`) {
			t.Errorf("step %d: no goal path on the board", i+1)
		}
		m, ok := s.hintMove()
		if !ok {
			t.Fatalf("step %d: no hint on a winnable deal", i+1)
		}
		s.play(m)
		if !s.winnable {
			t.Fatalf("step %d: the hint lost the deal", i+1)
		}
	}
	if s.game.Status() != engine.SoloWon {
		t.Fatalf("after the hints the deal is %v", s.game.Status())
	}
	s.changed()
	if got := solvedTally(s.ISession)["3"]; got != 1 {
		t.Errorf("tally of 3x3 deals solved = %d, want 1 (counted once)", got)
	}
	html := goapp.HTMLString(s.Render())
	for _, want := range []string{`data-state="won"`, `data-trace=`, "Deals solved: 3×3: 1"} {
		if !strings.Contains(html, want) {
			t.Errorf("the solved deal's screen lacks %s", want)
		}
	}
}

// TestSolitaireDealFromLink: the deal number in the address deals the same
// pile; the screen shows the turned-up tile and the places it may go.
func TestSolitaireDealFromLink(t *testing.T) {
	a := newTestSolitaire(t, "variant=solitaire4&deal=42", app.MemoryStorage{})
	b, _ := engine.NewSolitaire(4, 42)
	if a.size != 4 || a.game.Top() != b.Top() || len(a.game.Pile()) != 16 {
		t.Fatalf("deal 42: size %d, top %v (want %v), %d tiles", a.size, a.game.Top(), b.Top(), len(a.game.Pile()))
	}
	html := goapp.HTMLString(a)
	for _, want := range []string{`id="solo-top"`, `data-solo-space="0,0"`, "16 tiles left", `id="solo-hint"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the new deal's screen lacks %s", want)
		}
	}
}

// A tally of deals solved that cannot be read is kept aside, and the
// shell told, before a fresh one is saved over it (issue 23, item 16).
func TestUnreadableTallyKeptAside(t *testing.T) {
	st := app.MemoryStorage{solvedKey: "[corrupt"}
	s := &app.Session{Storage: st}
	solvedTally(s)
	if st[solvedKey+".unreadable"] != "[corrupt" {
		t.Errorf("backup holds %q", st[solvedKey+".unreadable"])
	}
	if as := s.Saves().Asides; len(as) != 1 || as[0].Kind != app.AsideProgress {
		t.Errorf("the shell was told %+v", as)
	}
}

// FuzzDealParams deals the patience a page asks for with arbitrary
// parameters: never a panic; a 3x3 or 4x4 pile, the deal asked for when
// the link names one.
func FuzzDealParams(f *testing.F) {
	for _, q := range []string{"variant=solitaire4&deal=18446744073709551615", "variant=solitaire&deal=0", "variant=solitaire3&deal=x"} {
		f.Add(q)
	}
	f.Fuzz(func(t *testing.T, query string) {
		q, _ := url.ParseQuery(query)
		size := Size(q.Get("variant"))
		if size == 0 {
			return
		}
		s := New(&app.Session{Params: q, Lang: i18n.English, Storage: app.MemoryStorage{}})
		s.OnInit()
		if s.size != uint64(size) || s.game == nil || s.deal == 0 {
			t.Fatalf("%q: patience %dx%d deal %d (game %v), want %dx%d", query, s.size, s.size, s.deal, s.game != nil, size, size)
		}
		if deal, err := strconv.ParseUint(q.Get("deal"), 10, 64); err == nil && deal != 0 && s.deal != deal {
			t.Fatalf("%q: dealt pile %d", query, s.deal)
		}
	})
}
