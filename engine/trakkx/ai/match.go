package ai

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"traxapp/engine/game/stats"
	T "traxapp/engine/trakkx"
)

// Stat is one level's figures over a match: per seat-game, the win share
// (1 for a win, 1/k for a win shared by k seats) and the score.
type Stat struct {
	Level      string
	SeatGames  int
	Wins       float64
	WinRate    float64
	WinCI      float64 // half-width of the 95% confidence interval (+Inf below two seat-games, see package stats)
	MeanScore  float64
	ScoreCI    float64 // half-width of the 95% confidence interval
	win, score stats.Sample
}

// Result is the outcome of a match.
type Result struct {
	Players int
	Games   int
	Blocked int
	Turns   int // actions applied over all games
	// Slowest is the longest single decision of the match.
	Slowest time.Duration
	Stats   []Stat // one per distinct level, in order of first seat
	// Errors lists refused or failed decisions (none in a sound build).
	Errors []string
}

// String prints one line per level.
func (r Result) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d games, %d players, %d blocked, %.1f actions/game, slowest decision %v\n",
		r.Games, r.Players, r.Blocked, float64(r.Turns)/float64(max(r.Games, 1)), r.Slowest.Round(time.Millisecond))
	for _, s := range r.Stats {
		fmt.Fprintf(&b, "  %-6s seat-games %4d  win rate %.3f ± %.3f  mean score %6.2f ± %5.2f\n",
			s.Level, s.SeatGames, s.WinRate, s.WinCI, s.MeanScore, s.ScoreCI)
	}
	for _, e := range r.Errors {
		fmt.Fprintf(&b, "  error: %s\n", e)
	}
	return b.String()
}

// Stat returns the figures of a level (zero if absent).
func (r Result) Stat(level string) Stat {
	for _, s := range r.Stats {
		if s.Level == level {
			return s
		}
	}
	return Stat{}
}

// MatchOptions tune a match.
type MatchOptions struct {
	MoveTime time.Duration // per decision; 0: 100 ms
	Context  context.Context
}

// Match plays games games with one seat per entry of levels ("easy",
// "medium", "hard"); game k uses bag seed seed+k, starts at seat k mod n
// and rotates the levels one seat per game, so every level sits in every
// seat alike.
func Match(levels []string, games int, seed int64) Result {
	return MatchWith(levels, games, seed, MatchOptions{})
}

// MatchWith is Match with options.
func MatchWith(levels []string, games int, seed int64, mo MatchOptions) Result {
	n := len(levels)
	r := Result{Players: n}
	if mo.MoveTime <= 0 {
		mo.MoveTime = 100 * time.Millisecond
	}
	if mo.Context == nil {
		mo.Context = context.Background()
	}
	lv := make([]Level, n)
	for i, s := range levels {
		l, err := ParseLevel(s)
		if err != nil {
			r.Errors = append(r.Errors, err.Error())
			return r
		}
		lv[i] = l
		if !slices.ContainsFunc(r.Stats, func(st Stat) bool { return st.Level == l.String() }) {
			r.Stats = append(r.Stats, Stat{Level: l.String()})
		}
	}
	for k := range games {
		if mo.Context.Err() != nil {
			break
		}
		g, err := T.NewGame(T.Options{Players: n, Seed: uint64(seed) + uint64(k), Start: k % n})
		if err != nil {
			r.Errors = append(r.Errors, err.Error())
			return r
		}
		seatLevel := func(s int) Level { return lv[(s+k)%n] }
		for step := 0; !g.Outcome().Over(); step++ {
			if step > 5000 {
				r.Errors = append(r.Errors, fmt.Sprintf("game %d: no end after 5000 actions", k))
				break
			}
			s := g.ToMove()
			t0 := time.Now()
			a, err := Choose(mo.Context, g.View(s), seatLevel(s), mo.MoveTime, uint64(seed)*7919+uint64(k)*131+uint64(step))
			r.Slowest = max(r.Slowest, time.Since(t0))
			if err == nil {
				err = g.Apply(a)
			}
			if err != nil {
				r.Errors = append(r.Errors, fmt.Sprintf("game %d action %d seat %d: %v", k, step, s, err))
				break
			}
			r.Turns++
		}
		o := g.Outcome()
		if !o.Over() {
			continue
		}
		r.Games++
		if o.Method == T.Blocked {
			r.Blocked++
		}
		sc := g.Scores()
		for s := range n {
			w := 0.0
			if slices.Contains(o.Winners, s) {
				w = 1 / float64(len(o.Winners))
			}
			st := &r.Stats[slices.IndexFunc(r.Stats, func(st Stat) bool { return st.Level == seatLevel(s).String() })]
			st.SeatGames++
			st.Wins += w
			st.win.Add(w)
			st.score.Add(float64(sc[s]))
		}
	}
	for i := range r.Stats {
		st := &r.Stats[i]
		st.WinRate, st.WinCI = st.win.Mean(), st.win.CI95()
		st.MeanScore, st.ScoreCI = st.score.Mean(), st.score.CI95()
	}
	return r
}
