package puzzle

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// TestTheSet: the committed set loads, has at least 200 puzzles of every
// kind and grade, about a fifth on the 8x8 board, with unique ids.
func TestTheSet(t *testing.T) {
	if err := LoadError(); err != nil {
		t.Fatal(err)
	}
	ps := All()
	c := CountOf(ps)
	t.Log(c)
	if c.All < 200 {
		t.Errorf("%d puzzles, want at least 200", c.All)
	}
	for _, k := range KindKeys {
		if c.ByKind[k] == 0 {
			t.Errorf("no %s puzzle", k)
		}
	}
	for g := 1; g <= 5; g++ {
		if c.ByGrade[g] == 0 {
			t.Errorf("no puzzle of grade %d", g)
		}
	}
	if share := float64(c.ByVariant["8x8"]) / float64(c.All); share < 0.12 || share > 0.3 {
		t.Errorf("8x8 puzzles are %.0f%% of the set, want about 20%%", 100*share)
	}
	for _, p := range ps {
		if q, ok := ByID(p.ID); !ok || q.Setup != p.Setup {
			t.Errorf("ByID(%q) does not find it", p.ID)
		}
		if p.Grade != p.Facts().Grade() {
			t.Errorf("%s: grade %d, its facts give %d", p.ID, p.Grade, p.Facts().Grade())
		}
	}
	if _, ok := ByID("no-such"); ok {
		t.Error("ByID found a puzzle that is not there")
	}
}

// TestEveryPuzzleProved proves every puzzle again with the Prover (a
// sample of 25 with -short, seeded by the day of the year so that the
// whole set is covered over the days, the seed logged): its answers are
// all the moves that solve it and its kind holds.
func TestEveryPuzzleProved(t *testing.T) {
	ps := All()
	if testing.Short() {
		seed := uint64(time.Now().YearDay())
		t.Logf("sample seed %d", seed)
		r := rand.New(rand.NewPCG(seed, 1))
		r.Shuffle(len(ps), func(i, j int) { ps[i], ps[j] = ps[j], ps[i] })
		ps = ps[:min(25, len(ps))]
	}
	start := time.Now()
	for _, p := range ps {
		if err := Verify(p); err != nil {
			t.Error(err)
		}
	}
	t.Logf("%d puzzles proved in %v", len(ps), time.Since(start).Round(time.Millisecond))
}

// TestVerifyCatchesWrongEntries: a missing answer, an extra one, a win
// that is not the quickest and a wrong grade are each reported.
func TestVerifyCatchesWrongEntries(t *testing.T) {
	var win2 Puzzle
	for _, p := range All() {
		if p.Kind == KindWin && p.Turns == 2 {
			win2 = p
			break
		}
	}
	missing := win2
	missing.Answers = win2.Answers[1:]
	extra := win2
	extra.Answers = append(slices.Clone(win2.Answers), "Z99+")
	slow := win2
	slow.Turns = 3
	graded := win2
	graded.Grade = win2.Grade%5 + 1
	for name, p := range map[string]Puzzle{"missing": missing, "extra": extra, "slow": slow, "graded": graded} {
		if err := Verify(p); err == nil {
			t.Errorf("%s: Verify accepted a wrong entry %+v", name, p)
		}
	}
}

// first returns the first puzzle of the set of a kind and turns.
func first(t testing.TB, kind string, turns int) Puzzle {
	t.Helper()
	for _, p := range All() {
		if p.Kind == kind && p.Turns == turns {
			return p
		}
	}
	t.Fatalf("no %s puzzle in %d", kind, turns)
	return Puzzle{}
}

// wrongMove returns a legal first move of p that is not an answer.
func wrongMove(t testing.TB, p Puzzle) string {
	t.Helper()
	pos, err := p.Position()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range pos.DistinctMoves(nil) {
		if tok := pos.FormatMove(m); !p.IsAnswer(tok) {
			return tok
		}
	}
	t.Fatalf("%s: every move is an answer", p.ID)
	return ""
}

// replay plays moves after the session's position and returns the
// outcome.
func replay(t *testing.T, s *Session, moves ...string) trax.Outcome {
	t.Helper()
	p := s.Position().Clone()
	for _, tok := range moves {
		if _, err := p.PlayNotation(tok); err != nil {
			t.Fatalf("%s: replaying %v: %s: %v", s.Puzzle().ID, moves, tok, err)
		}
	}
	return p.Outcome()
}

// sample returns every puzzle, or with -short the first of each
// variant, kind and turns.
func sample() []Puzzle {
	ps := All()
	if !testing.Short() {
		return ps
	}
	seen := map[string]bool{}
	var out []Puzzle
	for _, p := range ps {
		if k := p.Variant + KindKey(p.Kind, p.Turns); !seen[k] {
			seen[k] = true
			out = append(out, p)
		}
	}
	return out
}

// TestSessionRightMoves: every answer of every puzzle is accepted; a
// win in one and a defence are then solved, a longer win goes on after
// the opponent's reply with one turn fewer.
func TestSessionRightMoves(t *testing.T) {
	for _, p := range sample() {
		for _, a := range p.Answers {
			s, err := Start(p)
			if err != nil {
				t.Fatal(err)
			}
			v, err := s.Try(a)
			if err != nil {
				t.Fatalf("%s: %s: %v", p.ID, a, err)
			}
			if !v.Correct || v.Move != a || len(v.Refutation) > 0 {
				t.Errorf("%s: answer %s: verdict %+v, want correct", p.ID, a, v)
			}
			if solved := p.Kind == KindDefend || p.Turns == 1; v.Solved != solved && !v.Outcome.Over() {
				t.Errorf("%s: answer %s: solved %v, want %v", p.ID, a, v.Solved, solved)
			}
			if !v.Solved && (v.Reply == "" || v.TurnsLeft != p.Turns-1) {
				t.Errorf("%s: answer %s: the opponent did not reply (%+v)", p.ID, a, v)
			}
		}
	}
}

// TestSessionMultiTurnSolve plays a win in 2 and in 3 to the end,
// finding each next winning move with the Prover.
func TestSessionMultiTurnSolve(t *testing.T) {
	for _, p := range sample() {
		if p.Kind != KindWin || p.Turns == 1 {
			continue
		}
		turns := p.Turns
		s, err := Start(p)
		if err != nil {
			t.Fatal(err)
		}
		pr := ai.NewProver(0)
		for step := 0; !s.Solved(); step++ {
			if step > turns {
				t.Fatalf("%s: not solved after %d moves", p.ID, step)
			}
			wins, err := pr.Wins(s.Position(), s.TurnsLeft())
			if err != nil || len(wins) == 0 {
				t.Fatalf("%s: step %d: no win within %d (%v)", p.ID, step, s.TurnsLeft(), err)
			}
			// The last winning move: not the one the stored answers
			// list first.
			tok := s.Position().FormatMove(wins[len(wins)-1])
			v, err := s.Try(tok)
			if err != nil || !v.Correct {
				t.Fatalf("%s: step %d: %s: %+v %v", p.ID, step, tok, v, err)
			}
		}
		if o := s.Game().Outcome(); !o.Over() || o.Winner != s.Learner() {
			t.Errorf("%s: solved but the game is %+v", p.ID, o)
		}
		if _, err := s.Try("A1/"); !errors.Is(err, ErrSolved) {
			t.Errorf("a move after the solve: %v, want ErrSolved", err)
		}
	}
}

// TestSessionWrongMoves: a wrong move gets the refutation the Prover
// finds, ending in the opponent's win when it has one, and the position
// stays as before the move.
func TestSessionWrongMoves(t *testing.T) {
	for _, p := range sample() {
		t.Run(p.ID, func(t *testing.T) {
			s, _ := Start(p)
			before := s.Position().Record()
			bad := wrongMove(t, p)
			v, err := s.Try(bad)
			if err != nil {
				t.Fatal(err)
			}
			if v.Correct || v.Solved {
				t.Fatalf("%s: wrong move %s judged %+v", p.ID, bad, v)
			}
			if s.Position().Record() != before || s.Solved() {
				t.Errorf("the wrong move changed the session")
			}
			if v.Outcome.Over() {
				return // the move itself lost
			}
			if len(v.Refutation) == 0 {
				t.Fatalf("no refutation for %s", bad)
			}
			if p.Kind == KindDefend && v.OpponentWins == 0 {
				t.Errorf("a wrong defence %s: the opponent does not win (%+v)", bad, v)
			}
			if v.OpponentWins > 0 {
				o := replay(t, s, append([]string{bad}, v.Refutation...)...)
				if !o.Over() || o.Winner == s.Learner() {
					t.Errorf("the refutation %v of %s does not end in the opponent's win: %+v", v.Refutation, bad, o)
				}
			}
			// The learner may retry.
			if v, err := s.Try(p.Answers[0]); err != nil || !v.Correct {
				t.Errorf("retry with %s: %+v %v", p.Answers[0], v, err)
			}
		})
	}
}

func TestSessionBadInput(t *testing.T) {
	p := first(t, KindWin, 1)
	s, _ := Start(p)
	for _, tok := range []string{"", "x", "Q99+", "@0/", "A1"} {
		if _, err := s.Try(tok); err == nil {
			t.Errorf("Try(%q) accepted", tok)
		} else if !strings.Contains(err.Error(), "puzzle: move") {
			t.Errorf("Try(%q): %v does not say which move", tok, err)
		}
	}
	if s.Solved() || s.TurnsLeft() != p.Turns {
		t.Error("bad input changed the session")
	}
}

// TestDaily: the same date gives the same puzzle at any hour, and n
// consecutive days give n different puzzles.
func TestDaily(t *testing.T) {
	day := time.Date(2026, 11, 23, 0, 30, 0, 0, time.UTC)
	a, ok := Daily(day)
	b, _ := Daily(day.Add(23 * time.Hour))
	if !ok || a.ID != b.ID {
		t.Errorf("the puzzle of the day changed within the day: %s, %s", a.ID, b.ID)
	}
	for _, n := range []int{1, 7, 240, 241, 7919 * 2} {
		seen := map[int]bool{}
		for d := range n {
			i := DailyIndex(day.AddDate(0, 0, d), n)
			if i < 0 || i >= n || seen[i] {
				t.Fatalf("n=%d: day %d gives %d again or out of range", n, d, i)
			}
			seen[i] = true
		}
	}
	if DailyIndex(day, 0) != -1 {
		t.Error("no puzzle among none")
	}
}

func FuzzTry(f *testing.F) {
	for _, s := range []string{"A0/", "B1\\", "@0+", "z", "", "C3+ D4/", "\x00", "A-1/"} {
		f.Add(s)
	}
	p := first(f, KindWin, 2)
	f.Fuzz(func(t *testing.T, tok string) {
		s, err := Start(p)
		if err != nil {
			t.Fatal(err)
		}
		v, err := s.Try(tok)
		if err != nil {
			if s.TurnsLeft() != p.Turns || s.Solved() {
				t.Errorf("a refused move %q changed the session", tok)
			}
			return
		}
		if v.Correct != p.IsAnswer(v.Move) {
			t.Errorf("%q judged %v, the proved answers %v say otherwise", tok, v.Correct, p.Answers)
		}
	})
}
