// Package recordstest holds the checks every game's record viewer
// (app/records) passes in its own tests: a file of games read into the
// viewer, each game listed with its players, result, fault and steps as
// expected, and any text read without a panic.
package recordstest

import (
	"os"
	"testing"

	"traxapp/app/i18n"
	"traxapp/app/records"
)

// Want is what a test expects of one game of a file, in English.
type Want struct {
	Players string // the players as the list names them
	Result  string // the result as the list says it ("*" when none)
	Err     string // the game's fault as the list says it, "" for none
	Steps   int    // the steps its replay holds (up to a fault)
}

// CheckFile reads the file at path into a viewer of g and checks that it
// lists exactly the games of want, each as want says. It returns the
// viewer for further checks.
func CheckFile(t *testing.T, g *records.Game, path string, want []Want) *records.Model {
	t.Helper()
	p := i18n.For(i18n.English)
	m := Load(t, g, path)
	if m.FileErr() != nil || len(m.Entries()) != len(want) {
		t.Fatalf("%d games, file error %v; want %d games", len(m.Entries()), m.FileErr(), len(want))
	}
	for i, w := range want {
		e := &m.Entries()[i]
		errText := ""
		if e.Err != nil {
			errText = g.GameErrorText(p, e.Err)
		}
		if got := g.Players(p, e); got != w.Players {
			t.Errorf("game %d: players %q, want %q", i+1, got, w.Players)
		}
		if got := g.Result(p, e); got != w.Result {
			t.Errorf("game %d: result %q, want %q", i+1, got, w.Result)
		}
		if errText != w.Err {
			t.Errorf("game %d: error %q, want %q", i+1, errText, w.Err)
		}
		if e.Replay == nil || e.Replay.Len() != w.Steps {
			t.Errorf("game %d: %v steps, want %d", i+1, e.Replay, w.Steps)
		}
	}
	return m
}

// Load reads the file at path into a viewer of g.
func Load(t *testing.T, g *records.Game, path string) *records.Model {
	t.Helper()
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := records.NewModel(g)
	m.Load(string(text))
	return m
}

// ReadsAnyText is a fuzz test's body: text read into a viewer of g lists
// games that each replay or say what is wrong, and every game's players,
// result, fault and steps can be worded, all without a panic.
func ReadsAnyText(t *testing.T, g *records.Game, text string) {
	p := i18n.For(i18n.English)
	m := records.NewModel(g)
	m.Load(text)
	for i := range m.Entries() {
		e := &m.Entries()[i]
		if e.Replay == nil && e.Err == nil {
			t.Fatalf("game %d neither replays nor has a fault", i+1)
		}
		_ = g.Players(p, e)
		_ = g.Result(p, e)
		if e.Err != nil {
			_ = g.GameErrorText(p, e.Err)
		}
		m.Select(i)
		m.Last()
		if e.Replay != nil {
			names := g.SeatNames(p, e)
			for k := 1; k <= e.Replay.Len(); k++ {
				_ = e.Replay.StepText(p, k, names)
				_ = e.Replay.Board(p, k)
			}
		}
	}
}
