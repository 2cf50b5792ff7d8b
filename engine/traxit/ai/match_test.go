package ai

import (
	"flag"
	"math"
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

// TestMatchOfOneGame checks the figures of a match too short to bound
// anything: the normal interval is unbounded, Wilson's stays in [0, 1].
func TestMatchOfOneGame(t *testing.T) {
	r, err := Match("easy", "easy", 2, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !math.IsInf(r.WinCI, 1) || !math.IsInf(r.DiffCI, 1) {
		t.Errorf("one game: WinCI %v, DiffCI %v, want +Inf", r.WinCI, r.DiffCI)
	}
	if r.WinLow < 0 || r.WinHigh > 1 || r.WinLow >= r.WinHigh {
		t.Errorf("one game: Wilson %v-%v", r.WinLow, r.WinHigh)
	}
}
