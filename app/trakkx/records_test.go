package trakkx

import (
	"os"
	"strings"
	"testing"

	"traxapp/app/i18n"
	"traxapp/app/records"
)

// The viewer's words are Trax's viewer's (app/records), in Trax's
// catalogs, which app/trax registers in the app.
func init() { i18n.Add(os.DirFS("../trax/messages")) }

// TestRecordsFile reads a file of three TRAKKX games: two whole games
// with their players' names, results and steps, and between them a
// broken one that says where and why, replays the actions before its
// fault and does not stop the third.
func TestRecordsFile(t *testing.T) {
	text, err := os.ReadFile("testdata/records.txt")
	if err != nil {
		t.Fatal(err)
	}
	p := i18n.For(i18n.English)
	m := records.NewModel(recordsGame)
	m.Load(string(text))
	if m.FileErr() != nil || len(m.Entries()) != 3 {
		t.Fatalf("%d games, file error %v", len(m.Entries()), m.FileErr())
	}
	for i, want := range []struct {
		players, result, err string
		steps                int
	}{
		{"Ann – Bob", "Nobody can play any more. The fewest points in hand win: Bob.", "", 93},
		{"Cid – Dee", "*", "Game 2, line 115: This line cannot be read.", 6},
		{"Eve – Fay – Gus", "Nobody can play any more. The fewest points in hand win: Fay.", "", 81},
	} {
		e := &m.Entries()[i]
		errText := ""
		if e.Err != nil {
			errText = recordsGame.GameErrorText(p, e.Err)
		}
		if got := recordsGame.Players(p, e); got != want.players {
			t.Errorf("game %d: players %q, want %q", i+1, got, want.players)
		}
		if got := recordsGame.Result(p, e); got != want.result {
			t.Errorf("game %d: result %q, want %q", i+1, got, want.result)
		}
		if errText != want.err {
			t.Errorf("game %d: error %q, want %q", i+1, errText, want.err)
		}
		if e.Replay == nil || e.Replay.Len() != want.steps {
			t.Errorf("game %d: %v steps, want %d", i+1, e.Replay, want.steps)
		}
	}

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
	p := i18n.For(i18n.English)
	f.Fuzz(func(t *testing.T, text string) {
		m := records.NewModel(recordsGame)
		m.Load(text)
		for i := range m.Entries() {
			e := &m.Entries()[i]
			if e.Replay == nil && e.Err == nil {
				t.Fatalf("game %d neither replays nor has a fault", i+1)
			}
			_ = recordsGame.Players(p, e)
			_ = recordsGame.Result(p, e)
			if e.Err != nil {
				_ = recordsGame.GameErrorText(p, e.Err)
			}
			if e.Replay != nil {
				for k := 1; k <= e.Replay.Len(); k++ {
					_ = e.Replay.StepText(p, k, recordsGame.SeatNames(p, e))
					_ = e.Replay.Board(p, k)
				}
			}
		}
	})
}
