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

// TestRecordsFile reads a file of three TRAKKX games: two whole games
// with their players' names, results and steps, and between them a
// broken one that says where and why, replays the actions before its
// fault and does not stop the third.
func TestRecordsFile(t *testing.T) {
	m := recordstest.CheckFile(t, recordsGame, "testdata/records.txt", []recordstest.Want{
		{Players: "Ann – Bob", Result: "Nobody can play any more. The fewest points in hand win: Bob.", Err: "", Steps: 93},
		{Players: "Cid – Dee", Result: "*", Err: "Game 2, line 115: This line cannot be read.", Steps: 6},
		{Players: "Eve – Fay – Gus", Result: "Nobody can play any more. The fewest points in hand win: Fay.", Err: "", Steps: 81},
	})
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
