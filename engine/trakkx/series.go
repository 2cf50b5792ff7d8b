package trakkx

import "slices"

// Series is multi-game play (§B.7): scores add up over an agreed number of
// games and the lowest total wins; the start seat rotates clockwise.
type Series struct {
	players int
	scores  [][]int
	wins    []int
}

// NewSeries starts a series for the given number of players. A series of
// no players (players <= 0) takes no game and has no leaders.
func NewSeries(players int) *Series {
	players = max(players, 0)
	return &Series{players: players, wins: make([]int, players)}
}

// Add adds a finished game's scores and winners. It ignores a game that
// is not over or has another number of seats, and reports whether it
// added it.
func (s *Series) Add(g *Game) bool {
	sc := g.Scores()
	if sc == nil || len(sc) != s.players {
		return false
	}
	return s.AddScores(sc, g.Outcome().Winners)
}

// AddScores adds one game given as per-seat scores and its winners (a
// winner that is not a seat is left out). It ignores a game with another
// number of seats, and reports whether it added it.
func (s *Series) AddScores(scores []int, winners []int) bool {
	if len(scores) != s.players || s.players == 0 {
		return false
	}
	s.scores = append(s.scores, slices.Clone(scores))
	for _, w := range winners {
		if w >= 0 && w < s.players {
			s.wins[w]++
		}
	}
	return true
}

// Games returns the number of games added.
func (s *Series) Games() int { return len(s.scores) }

// NextStart returns the start seat of the next game when the first game
// started at first: one seat clockwise per game (§B.9 #24); 0 in a series
// of no players.
func (s *Series) NextStart(first int) int {
	if s.players == 0 {
		return 0
	}
	return (first + len(s.scores)) % s.players
}

// Totals returns each seat's total score.
func (s *Series) Totals() []int {
	t := make([]int, s.players)
	for _, g := range s.scores {
		for i, v := range g {
			t[i] += v
		}
	}
	return t
}

// Wins returns each seat's number of game wins.
func (s *Series) Wins() []int { return slices.Clone(s.wins) }

// Leaders returns the seats with the lowest total: a tie is a shared win
// (§B.7). With tieBreak, among those only the seats with the most game
// wins remain. A series of no players has none.
func (s *Series) Leaders(tieBreak bool) []int {
	if s.players == 0 {
		return nil
	}
	t := s.Totals()
	least := slices.Min(t)
	var out []int
	for i, v := range t {
		if v == least {
			out = append(out, i)
		}
	}
	if tieBreak && len(out) > 1 {
		most := 0
		for _, i := range out {
			most = max(most, s.wins[i])
		}
		out = slices.DeleteFunc(out, func(i int) bool { return s.wins[i] < most })
	}
	return out
}
