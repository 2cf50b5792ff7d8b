package learn

import (
	"strings"
	"testing"
	"time"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/engine/trax/puzzle"
)

// TestPuzzleWordsExist: every kind's name and task has its words in
// every language.
func TestPuzzleWordsExist(t *testing.T) {
	for _, lang := range i18n.Languages {
		p := i18n.For(lang)
		for _, k := range puzzle.KindKeys {
			for _, key := range []string{"trax.puzzles.kind." + k, "trax.puzzles.task." + k} {
				if !p.Has(key) {
					t.Errorf("%s: no %s", lang, key)
				}
			}
		}
	}
}

// TestPuzzlesProgress: the first visit shows the easiest puzzle; a
// wrong move is answered with the opponent's reply drawn on the board
// and Retry takes it back; a right move of a win in 2 gets the reply and
// goes on; solving saves the progress, which a new visit reads.
func TestPuzzlesProgress(t *testing.T) {
	st := app.MemoryStorage{}
	slot := app.KeySlot{Storage: st, Key: puzzlesKey}
	p := i18n.For(i18n.English)
	day := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	s := newPuzzlesState(p, slot, day)
	if pz := s.puzzle(); pz.Grade != s.list[0].Grade || s.cur != 0 || s.list[0].Grade != 1 {
		t.Fatalf("a first visit shows %s (grade %d), not the easiest puzzle %s (grade %d)", pz.ID, pz.Grade, s.list[0].ID, s.list[0].Grade)
	}
	if s.daily == "" {
		t.Error("no puzzle of the day")
	}
	win2 := -1
	for i, x := range s.list {
		if x.Kind == puzzle.KindWin && x.Turns == 2 && x.Variant == "trax" {
			win2 = i
			break
		}
	}
	s.start(win2)
	pz := s.puzzle()
	pos := s.ex.Game().Position()
	wrong := pos.LegalMoves(nil)[0]
	for _, m := range pos.DistinctMoves(nil) {
		if !pz.IsAnswer(pos.FormatMove(m)) {
			wrong = m
			break
		}
	}
	right, _ := pos.ParseMove(pz.Answers[0])
	start := s.ex.Game().Len()

	s.judge(wrong)
	fb := s.ex.Feedback()
	if s.state != "wrong" || fb.Tone != "wrong" || fb.GhostName == "" || len(fb.Ghost) == 0 || !strings.Contains(fb.Status, fb.GhostName) {
		t.Fatalf("wrong move: state %q, feedback %+v", s.state, fb)
	}
	s.retry()
	if s.ex.Game().Len() != start || s.ex.Feedback().Status != "" || s.state != "" {
		t.Fatalf("retry did not take the wrong move back")
	}

	s.judge(right)
	if s.state != "right" || s.ex.Game().Len() != start+2 || !strings.Contains(s.ex.Feedback().Status, "Right") {
		t.Fatalf("right move: state %q, %d moves, feedback %+v", s.state, s.ex.Game().Len()-start, s.ex.Feedback())
	}
	// The winning move now: one that ends the game for the learner.
	pos = s.ex.Game().Position()
	for _, m := range pos.DistinctMoves(nil) {
		c := pos.Clone()
		c.Play(m)
		if o := c.Outcome(); o.Over() && !o.Draw() && o.Winner == pos.ToMove() {
			s.judge(m)
			break
		}
	}
	if s.state != "solved" || !s.finished[pz.ID] {
		t.Fatalf("the win was not solved: state %q", s.state)
	}
	again := newPuzzlesState(p, slot, day)
	if !again.finished[pz.ID] || again.puzzle().ID != pz.ID {
		t.Errorf("a new visit: solved %v, shows %s; want %s solved and shown", again.finished, again.puzzle().ID, pz.ID)
	}
	// Words in another language follow.
	again.setPrinter(i18n.For(i18n.German))
	if got := taskText(again.p, again.puzzle(), again.sess.Learner()); !strings.Contains(got, "Zug") {
		t.Errorf("German task %q", got)
	}
}

// TestPuzzles8x8: an 8x8 puzzle is shown on the 8x8 board and its
// answer solves it.
func TestPuzzles8x8(t *testing.T) {
	s := newPuzzlesState(i18n.For(i18n.English), &app.MemorySlot{}, time.Now())
	i := -1
	for k, x := range s.list {
		if x.Variant == "8x8" && x.Kind == puzzle.KindDefend {
			i = k
			break
		}
	}
	s.start(i)
	if v := s.ex.Game().Variant(); v.Name != "8x8" {
		t.Fatalf("the 8x8 puzzle %s is shown under %s", s.puzzle().ID, v.Name)
	}
	m, err := s.ex.Game().Position().ParseMove(s.puzzle().Answers[0])
	if err != nil {
		t.Fatal(err)
	}
	s.judge(m)
	if s.state != "solved" || s.ex.Feedback().Tone != "right" {
		t.Errorf("answer %s of %s: state %q, feedback %+v", s.puzzle().Answers[0], s.puzzle().ID, s.state, s.ex.Feedback())
	}
}
