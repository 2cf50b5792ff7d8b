package learn

import (
	"strings"
	"testing"
	"time"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/trax/board"
	"traxapp/engine/trax/puzzle"
)

// TestExerciseChooserKeepsTheAnswer (issue 23, item 9): in an exercise
// the tile chooser shows each tile alone: not what it forces, not that it
// wins, in words or in the thumbnail; a game's chooser still does.
func TestExerciseChooserKeepsTheAnswer(t *testing.T) {
	s := newPuzzlesState(i18n.For(i18n.English), app.KeySlot{Storage: app.MemoryStorage{}, Key: puzzlesKey}, time.Now())
	checked := 0
	for i, pz := range s.list {
		if pz.Variant != "trax" || pz.Kind != puzzle.KindWin || pz.Turns != 1 {
			continue
		}
		s.start(i)
		c := s.ex
		pos := c.game.Position()
		m, err := pos.ParseMove(pz.Answers[0])
		if err != nil {
			t.Fatal(err)
		}
		c.Select(m.At)
		for _, ch := range c.sel.Choices {
			if len(ch.Turn) != 1 || ch.Outcome.Over() {
				t.Errorf("%s: choice %s shows %d tiles, outcome %v", pz.ID, ch.Name, len(ch.Turn), ch.Outcome)
			}
		}
		html := goapp.HTMLString(board.NewChoiceTray(c, c.rev))
		for _, giveaway := range []string{"wins", "forced", "forcing", "choice-wins", "choice-forced", "preview-forced"} {
			if strings.Contains(html, giveaway) {
				t.Errorf("%s: the chooser says %q:\n%s", pz.ID, giveaway, html)
			}
		}
		// The same position as a game shows the win.
		sel := board.NoSelection()
		sel.Open(pos, pos.LegalMoves(nil), m.At, false)
		if i := sel.Index(pos.FormatMove(m)); i < 0 || !sel.Choices[i].Outcome.Over() {
			t.Errorf("%s: in a game the winning tile does not say it wins", pz.ID)
		}
		if checked++; checked == 5 {
			break
		}
	}
	if checked == 0 {
		t.Fatal("no win-in-1 puzzle")
	}
}
