package traxit

import (
	"os"
	"strings"
	"testing"

	"traxapp/app/i18n"
	"traxapp/app/records"
	"traxapp/app/records/recordstest"
)

// The viewer's words are Trax's viewer's (app/records), in Trax's
// catalogs, which app/trax registers in the app.
func init() { i18n.Add(os.DirFS("../trax/messages")) }

// TestRecordsFile: a file of TRAXIT games' steps and its broken game's
// fault in every language, in words (app/records' TestGamesFiles checks
// what the list says of each game).
func TestRecordsFile(t *testing.T) {
	m := recordstest.Load(t, recordsGame, "testdata/records.txt")
	p := i18n.For(i18n.English)
	broken := m.Entries()[1].Err
	for _, l := range i18n.Languages {
		if got := recordsGame.GameErrorText(i18n.For(l), broken); strings.Contains(got, "traxit.") || strings.Contains(got, "trax.") || strings.Contains(got, "asked for") && l != i18n.English {
			t.Errorf("%s: the broken game says %q", l, got)
		}
	}

	// Steps: each shows the board after it and names the action.
	m.Select(0)
	m.Forward()
	e := m.Entry()
	if m.Step() != 1 || e.Replay.StepText(p, 1, recordsGame.SeatNames(p, e)) != "place d8 g8" {
		t.Errorf("step %d is %q", m.Step(), e.Replay.StepText(p, 1, recordsGame.SeatNames(p, e)))
	}
	if e.Replay.Board(p, m.Step()) == nil {
		t.Error("no board")
	}
	m.Last()
	if m.Step() != 66 {
		t.Errorf("last step %d", m.Step())
	}
}

// TestRecordsBadLines: a record that cannot be read (a syntax fault, a
// header repeated, none at all) is one game's fault, in words, with its
// line in the file.
func TestRecordsBadLines(t *testing.T) {
	p := i18n.For(i18n.English)
	for _, tc := range []struct{ text, want string }{
		{"traxit 1\nplayers 2\nmove c1\n", "Game 1, line 3: This line cannot be read."},
		{"Event: x\n\ntraxit 1\nplayers 2\nplayers 3\n", "Game 1, line 5: This line cannot be read."},
		{"Event: headers only\n", "Game 1, line 1: This line cannot be read."},
		{"traxit 1\nplayers 5\n", "Game 1, line 2: A game needs 2, 3 or 4 players."},
	} {
		m := records.NewModel(recordsGame)
		m.Load(tc.text)
		if len(m.Entries()) != 1 || m.Entries()[0].Err == nil {
			t.Errorf("%q: %d games, want one broken", tc.text, len(m.Entries()))
			continue
		}
		if got := recordsGame.GameErrorText(p, m.Entries()[0].Err); got != tc.want {
			t.Errorf("%q says %q, want %q", tc.text, got, tc.want)
		}
	}
}

// FuzzRecordsFile: no file of TRAXIT records makes the viewer panic, and
// every game it lists either replays or says what is wrong.
func FuzzRecordsFile(f *testing.F) {
	f.Add("[P1 \"Ann\"]\ntraxit 1\nplayers 2\nstart 1\nplace d8 g8\nplace e1 f1\ncard P08\nmove f1 g4\n")
	f.Add("P1: Ann\ntraxit 1\nplayers 3\nplace a1 a2\n\ntraxit 1\n")
	f.Fuzz(func(t *testing.T, text string) { recordstest.ReadsAnyText(t, recordsGame, text) })
}
