package trakkx

import (
	"os"
	"strings"
	"testing"

	"traxapp/app/i18n"
	"traxapp/app/records/recordstest"
)

// The viewer's words are Trax's viewer's (app/records), in Trax's
// catalogs, which app/trax registers in the app.
func init() { i18n.Add(os.DirFS("../trax/messages")) }

// TestRecordsFile: a file of TRAKKX games' steps, in words (app/records'
// TestGamesFiles checks what the list says of each game).
func TestRecordsFile(t *testing.T) {
	m := recordstest.Load(t, recordsGame, "testdata/records.txt")
	p := i18n.For(i18n.English)

	// Steps: a lay-down names the tokens it added, and the table stays
	// until the next.
	m.Select(0)
	e := m.Entry()
	name := recordsGame.SeatNames(p, e)
	if got := e.Replay.StepText(p, 1, name); got != "Bob took yellow 2 from the display." {
		t.Errorf("step 1 says %q", got)
	}
	lay := e.Replay.StepText(p, 7, name)
	if !strings.Contains(lay, "Bob") || !strings.Contains(lay, "red 4, red 5, red 6") {
		t.Errorf("step 7 says %q", lay)
	}
	m.Go(7)
	if m.Step() != 7 || e.Replay.Board(p, 7) == nil {
		t.Errorf("step %d", m.Step())
	}
}

// FuzzRecordsFile: no file of TRAKKX records makes the viewer panic, and
// every game it lists either replays or says what is wrong.
func FuzzRecordsFile(f *testing.F) {
	f.Add("[P1 \"Ann\"]\nTRAKKX 1\nplayers 2\nseed 7\nstart P2\nP2 take Y2a\nP1 take B9b\nP2 lay R4a@0,0 R5a@0,1 R6a@0,2\n")
	f.Add("P1: Ann\nTRAKKX 1\nplayers 2\nseed 1\nP1 lay R4a@0,0\n\nTRAKKX 1\n")
	f.Fuzz(func(t *testing.T, text string) { recordstest.ReadsAnyText(t, recordsGame, text) })
}
