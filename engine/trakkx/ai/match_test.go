package ai

import (
	"flag"
	"math"
	"testing"
	"time"
)

var (
	matchGames = flag.Int("match", 0, "play the strength matches with this many games per pairing (e.g. 200); 0 skips them")
	matchTime  = flag.Duration("movetime", 100*time.Millisecond, "move time per decision in the strength matches")
)

// TestStrength plays the strength matches of the report when run with
// -match N (they take minutes):
//
//	nice go test ./engine/trakkx/ai -run TestStrength -match 200 -timeout 2h -v
//
// Four players: easy, medium, hard, medium (rotating seats); two players:
// hard against medium and medium against easy. It fails unless the
// stronger level's win rate and mean score are better with the 95%
// confidence intervals apart.
func TestStrength(t *testing.T) {
	if *matchGames == 0 {
		t.Skip("strength matches run with -match N")
	}
	mo := MatchOptions{MoveTime: *matchTime}
	check := func(r Result, strong, weak string) {
		t.Helper()
		s, w := r.Stat(strong), r.Stat(weak)
		if s.WinRate-s.WinCI <= w.WinRate+w.WinCI {
			t.Errorf("%s win rate %.3f±%.3f not clearly above %s %.3f±%.3f", strong, s.WinRate, s.WinCI, weak, w.WinRate, w.WinCI)
		}
		if s.MeanScore+s.ScoreCI >= w.MeanScore-w.ScoreCI {
			t.Errorf("%s mean score %.2f±%.2f not clearly below %s %.2f±%.2f", strong, s.MeanScore, s.ScoreCI, weak, w.MeanScore, w.ScoreCI)
		}
	}
	for _, m := range []struct {
		levels       []string
		strong, weak []string
	}{
		{[]string{"easy", "medium", "hard", "medium"}, []string{"hard", "medium"}, []string{"medium", "easy"}},
		{[]string{"hard", "medium"}, []string{"hard"}, []string{"medium"}},
		{[]string{"medium", "easy"}, []string{"medium"}, []string{"easy"}},
	} {
		start := time.Now()
		r := MatchWith(m.levels, *matchGames, 20261123, mo)
		t.Logf("%v: %v(%v)", m.levels, r, time.Since(start).Round(time.Second))
		if len(r.Errors) > 0 {
			t.Fatal(r.Errors)
		}
		for i := range m.strong {
			check(r, m.strong[i], m.weak[i])
		}
	}
}

// TestMatchOfOneGame checks the figures of a match too short to bound
// anything: one seat-game per level leaves the intervals unbounded.
func TestMatchOfOneGame(t *testing.T) {
	r := MatchWith([]string{"easy", "medium"}, 1, 1, MatchOptions{MoveTime: 20 * time.Millisecond})
	if len(r.Errors) > 0 || r.Games != 1 {
		t.Fatalf("match: %v", r)
	}
	for _, s := range r.Stats {
		if s.SeatGames != 1 || !math.IsInf(s.WinCI, 1) || !math.IsInf(s.ScoreCI, 1) {
			t.Errorf("%s: %d seat-games, WinCI %v, ScoreCI %v, want 1 and +Inf", s.Level, s.SeatGames, s.WinCI, s.ScoreCI)
		}
	}
}
