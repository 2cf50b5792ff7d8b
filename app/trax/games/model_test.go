package games

import (
	"errors"
	"os"
	"strings"
	"testing"

	"traxapp/app/i18n"
	"traxapp/app/records"
	engine "traxapp/engine/trax"
)

// Trax's catalogs, which app/trax registers in the app, and the shell's.
func init() {
	i18n.Add(os.DirFS("../messages"))
	i18n.Add(os.DirFS("../../messages"))
}

// NewModel is the record viewer's model of Trax's files.
func NewModel() *records.Model { return records.NewModel(Game) }

// fileGame is game i of m's file as Trax replayed it.
func fileGame(m *records.Model, i int) *engine.FileGame { return m.Entries()[i].Replay.(*replay).fg }

// clubFile is three games: two good, the second with a move that does
// not fit on line 9.
const clubFile = `[Event "Club evening"]
[White "Ann"]
[Red "Bob"]
1 @0/ 2 @1\ 3 A0/ 1-0

[Event "Cup"]
[White "Cid"]
[Red "Dee"]
1 @0/ 2 Z9+

White: Eve
Red: Ann
Date: 2026-11-20
@0+ B1+
`

func TestModelLoadListsEveryGameAndKeepsTheBrokenOne(t *testing.T) {
	m := NewModel()
	m.Load(clubFile)
	if m.FileErr() != nil {
		t.Fatalf("file error %v", m.FileErr())
	}
	if got := len(m.Entries()); got != 3 {
		t.Fatalf("%d games, want 3", got)
	}
	if got := m.Shown(); len(got) != 3 {
		t.Fatalf("shown %v, want all three", got)
	}
	if m.Entries()[1].Err == nil || m.Entries()[0].Err != nil || m.Entries()[2].Err != nil {
		t.Errorf("errors %v %v %v, want only game 2's", m.Entries()[0].Err, m.Entries()[1].Err, m.Entries()[2].Err)
	}
	if m.Selected() != -1 || m.Entry() != nil {
		t.Error("a game is selected after Load")
	}
}

func TestModelFilter(t *testing.T) {
	for _, tc := range []struct {
		query string
		want  []int
	}{
		{"", []int{0, 1, 2}},
		{"ann", []int{0, 2}}, // White of game 1, Red of game 3, any case
		{"  CUP ", []int{1}},
		{"club", []int{0}},
		{"nobody", nil},
	} {
		m := NewModel()
		m.SetFilter(tc.query) // kept across loads
		m.Load(clubFile)
		if got := m.Shown(); !equal(got, tc.want) {
			t.Errorf("filter %q: shown %v, want %v", tc.query, got, tc.want)
		}
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestModelStepsThroughTheSelectedGame(t *testing.T) {
	m := NewModel()
	m.Load(clubFile)
	m.Select(0)
	steps := []struct {
		name string
		do   func()
		want int
	}{
		{"selected", func() {}, 0},
		{"back at the start stays", m.Back, 0},
		{"forward", m.Forward, 1},
		{"forward", m.Forward, 2},
		{"last", m.Last, 3},
		{"forward at the end stays", m.Forward, 3},
		{"back", m.Back, 2},
		{"first", m.First, 0},
		{"go past the end", func() { m.Go(99) }, 3},
	}
	p := i18n.For("en")
	for _, s := range steps {
		s.do()
		r := m.Entry().Replay.(*replay)
		r.Board(p, m.Step())
		if m.Step() != s.want || r.table.at.Len() != s.want {
			t.Fatalf("%s: turn %d, board %d moves, want %d", s.name, m.Step(), r.table.at.Len(), s.want)
		}
	}
	// The broken game replays the moves before its bad one.
	m.Select(1)
	m.Last()
	if m.Step() != 1 || m.Steps() != 1 {
		t.Errorf("broken game: turn %d of %d, want its one good move", m.Step(), m.Steps())
	}
	m.Select(7)
	if m.Entry() != nil || m.Selected() != -1 {
		t.Error("an index out of range selected a game")
	}
}

func TestResult(t *testing.T) {
	m := NewModel()
	m.Load(clubFile + "\n[Result \"0-1\"]\n@0/\n\n[White \"X\"]\n@0/ @1/ RESIGN\n")
	want := []string{"1-0", "*", "*", "0-1", "0-1"} // stated; none; replay not over; stated; resignation by White
	for i := range m.Entries() {
		if got := Result(fileGame(m, i)); got != want[i] {
			t.Errorf("game %d: result %q, want %q", i+1, got, want[i])
		}
	}
}

func TestFileFaults(t *testing.T) {
	p := i18n.For("en")
	m := NewModel()
	m.Load("# only a comment\n")
	if !errors.Is(m.FileErr(), engine.ErrGameFileEmpty) {
		t.Fatalf("empty file: %v", m.FileErr())
	}
	if got := records.FileErrorText(p, m.FileErr()); got != "The file holds no game." {
		t.Errorf("empty file says %q", got)
	}
	m.Fail(engine.ErrGameFileTooBig)
	if got := records.FileErrorText(p, m.FileErr()); !strings.Contains(got, "4 MB") || len(m.Entries()) != 0 {
		t.Errorf("too big says %q with %d games", got, len(m.Entries()))
	}
}

// Every kind of game fault is worded from the catalogs in every
// language, with its game and line, and never in the engine's English.
func TestGameErrorText(t *testing.T) {
	m := NewModel()
	m.Load(clubFile + "\n[Variant \"chess\"]\n@0/\n\n[Result \"0-1\"]\n@0/ @1/ RESIGN\n\n[Result \"1-0\"]\n@0+ B1+ B2/ 1-0\n")
	var errs []error
	for _, g := range m.Entries() {
		if g.Err != nil {
			errs = append(errs, g.Err)
		}
	}
	if len(errs) < 2 {
		t.Fatalf("want several broken games, got %v", errs)
	}
	en := i18n.For("en")
	if got := GameErrorText(en, m.Entries()[1].Err); got != "Game 2, line 9, move 2 “Z9+”: there is no such place on the board." {
		t.Errorf("bad move says %q", got)
	}
	for _, l := range i18n.Languages {
		p := i18n.For(l)
		for _, err := range errs {
			got := GameErrorText(p, err)
			if strings.Contains(got, "trax.") || strings.Contains(got, err.(*engine.GameFileError).Err.Error()) {
				t.Errorf("%s: %v says %q", l, err, got)
			}
		}
	}
}
