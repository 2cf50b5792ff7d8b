package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync"
	"time"

	"traxapp/engine/game/stats"
	"traxapp/engine/traxit"
)

// MatchConfig describes a match between two levels.
type MatchConfig struct {
	A, B    Level
	Players int // 2, 3 or 4; the levels take alternate seats
	Games   int
	Seed    int64
	// MoveTime is the hard level's budget per decision (0: 50 ms).
	MoveTime time.Duration
	// Nodes, when positive, stops each hard search after that many nodes
	// instead, which makes the match reproducible.
	Nodes int
	// Workers plays games in parallel (0: GOMAXPROCS).
	Workers int
}

// Result sums up a match from A's side. A game's share is the fraction of
// its winners sitting at A's seats (a shared win splits); with 4 players
// A has seats 0 and 2 or 1 and 3, so an even match gives 0.5.
type Result struct {
	A, B           Level
	Players, Games int
	// WinRate is A's mean share of the wins and WinCI the half-width of
	// its 95% confidence interval by the normal approximation (+Inf below
	// two games, see package stats); WinLow and WinHigh are the 95% Wilson
	// score interval, which stays honest near 0% and 100%.
	WinRate, WinCI, WinLow, WinHigh float64
	// ScoreA and ScoreB are the mean final scores of one seat of A and of
	// B; DiffCI is the 95% half-width of the mean of ScoreA - ScoreB.
	ScoreA, ScoreB, DiffCI float64
}

// String gives the result on one line.
func (r Result) String() string {
	return fmt.Sprintf("%s vs %s, %d players, %d games: %s wins %.1f%% ± %.1f%% (Wilson %.1f%%-%.1f%%); mean score %s %.1f, %s %.1f (diff %+.1f ± %.1f)",
		r.A, r.B, r.Players, r.Games, r.A, 100*r.WinRate, 100*r.WinCI, 100*r.WinLow, 100*r.WinHigh,
		r.A, r.ScoreA, r.B, r.ScoreB, r.ScoreA-r.ScoreB, r.DiffCI)
}

// Match plays games of levelA against levelB with players seats and
// returns A's results. Hard decisions get 50 ms each.
func Match(levelA, levelB string, players, games int, seed int64) (Result, error) {
	a, err := ParseLevel(levelA)
	if err != nil {
		return Result{}, err
	}
	b, err := ParseLevel(levelB)
	if err != nil {
		return Result{}, err
	}
	return MatchWith(MatchConfig{A: a, B: b, Players: players, Games: games, Seed: seed})
}

// MatchWith plays the match c describes. Game i seats A at the even seats
// when i/2 is even (else the odd ones) and starts at seat i mod players,
// so both levels play every seat and start.
func MatchWith(c MatchConfig) (Result, error) {
	if c.MoveTime <= 0 {
		c.MoveTime = 50 * time.Millisecond
	}
	if c.Workers <= 0 {
		c.Workers = runtime.GOMAXPROCS(0)
	}
	share := make([]float64, c.Games)
	diff := make([]float64, c.Games)
	sa := make([]float64, c.Games)
	sb := make([]float64, c.Games)
	errs := make([]error, c.Games)
	var wg sync.WaitGroup
	next := make(chan int)
	for range c.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				share[i], sa[i], sb[i], errs[i] = playMatchGame(c, i)
				diff[i] = sa[i] - sb[i]
			}
		}()
	}
	for i := range c.Games {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return Result{}, err
		}
	}
	r := Result{A: c.A, B: c.B, Players: c.Players, Games: c.Games}
	r.WinRate, r.WinCI = stats.MeanCI(share...)
	r.WinLow, r.WinHigh = stats.Wilson(r.WinRate, len(share))
	r.ScoreA = stats.Of(sa...).Mean()
	r.ScoreB = stats.Of(sb...).Mean()
	r.DiffCI = stats.Of(diff...).CI95()
	return r, nil
}

// playMatchGame plays game i of match c and returns A's share of the win
// and the mean score of an A seat and of a B seat.
func playMatchGame(c MatchConfig, i int) (share, scoreA, scoreB float64, err error) {
	g, err := traxit.NewGame(traxit.Options{Players: c.Players, StartSeat: i % c.Players})
	if err != nil {
		return 0, 0, 0, err
	}
	aParity := (i / 2) % 2
	isA := func(seat int) bool { return seat%2 == aParity }
	rng := rand.New(rand.NewPCG(uint64(c.Seed), uint64(i)))
	for g.Phase() != traxit.PhaseOver {
		p := g.Position()
		lv := c.B
		if isA(p.ToMove()) {
			lv = c.A
		}
		var a traxit.Action
		if lv == Hard {
			a, _ = search(context.Background(), p, c.MoveTime, c.Nodes)
		} else if a, err = Decide(context.Background(), p, lv, 0, rng); err != nil {
			return 0, 0, 0, err
		}
		if err := g.Apply(a); err != nil {
			return 0, 0, 0, err
		}
	}
	out := g.Outcome()
	for _, w := range out.Winners {
		if isA(w) {
			share++
		}
	}
	share /= float64(len(out.Winners))
	na, nb := 0, 0
	for s, v := range g.Scores() {
		if isA(s) {
			scoreA += float64(v)
			na++
		} else {
			scoreB += float64(v)
			nb++
		}
	}
	return share, scoreA / float64(na), scoreB / float64(nb), nil
}
