package ai

import (
	"flag"
	"testing"
	"time"
)

var (
	matchGames = flag.Int("match", 0, "play the strength matches with this many games per pairing (e.g. 200)")
	matchTime  = flag.Duration("matchtime", 50*time.Millisecond, "hard level's time per decision in the matches")
	matchNodes = flag.Int("matchnodes", 0, "hard level's node budget per decision in the matches (0: time only)")
)

// TestMediumBeatsEasy is the small sanity match of the default run.
func TestMediumBeatsEasy(t *testing.T) {
	r, err := Match("medium", "easy", 2, 20, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(r)
	if r.WinRate < 0.75 || r.ScoreA <= r.ScoreB {
		t.Errorf("medium does not beat easy: %v", r)
	}
}

// TestStrengthLadder plays hard against medium and medium against easy,
// 2 and 4 players, -match games each (skipped without the flag):
//
//	nice go test -run StrengthLadder -match 200 -v ./engine/traxit/ai
func TestStrengthLadder(t *testing.T) {
	if *matchGames == 0 {
		t.Skip("run with -match N")
	}
	for _, players := range []int{2, 4} {
		for _, pair := range [][2]Level{{Medium, Easy}, {Hard, Medium}} {
			start := time.Now()
			r, err := MatchWith(MatchConfig{A: pair[0], B: pair[1], Players: players, Games: *matchGames, Seed: 2026,
				MoveTime: *matchTime, Nodes: *matchNodes})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%v [%v]", r, time.Since(start).Round(time.Second))
			if r.WinLow <= 0.5 || r.ScoreA-r.ScoreB-r.DiffCI <= 0 {
				t.Errorf("%s is not significantly stronger than %s", pair[0], pair[1])
			}
		}
	}
}

func TestWilsonInterval(t *testing.T) {
	lo, hi := wilson(1, 200)
	if lo < 0.97 || lo > 0.99 || hi != 1 && hi-1 > 1e-9 {
		t.Errorf("200 of 200: %.4f-%.4f, want about 0.981-1", lo, hi)
	}
	lo, hi = wilson(0.5, 100)
	if lo < 0.40 || lo > 0.41 || hi < 0.59 || hi > 0.60 {
		t.Errorf("50 of 100: %.4f-%.4f, want about 0.404-0.596", lo, hi)
	}
}
