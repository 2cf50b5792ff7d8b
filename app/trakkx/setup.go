package trakkx

import (
	"net/url"
	"strconv"
	"strings"

	"traxapp/app"
	"traxapp/app/round"
)

// setupForm is the new-game form being filled in: the seats (a person or
// the computer at a level, and a name) and the number of games.
type setupForm struct {
	players int
	seats   [4]seat
	games   int
}

// maxNameLength is the longest name a player may give, in characters.
const maxNameLength = 24

// matchLengths are the numbers of games a match may have.
var matchLengths = []int{1, 2, 3, 5}

// openForm opens (or closes) the new-game form, filled in as the match
// in progress. The computer waits while it is open, as in every game:
// its thinking is cancelled, and asked again when the form is cancelled.
func (c *controller) openForm(open bool) {
	c.formOpen = open
	if open {
		c.form = setupForm{players: len(c.seats), games: c.match.Games}
		copy(c.form.seats[:], c.seats)
		c.formClock = round.ClockChoice{Control: c.Clocks.Control()}
		if !c.formClock.Control.On() {
			c.formClock.Control = c.PageClock
		}
		if c.turn.Thinking() {
			c.changed()
		}
	}
	c.syncClock()
	c.askComputer()
}

// setFormPlayers sets the number of players of the form (2 to 4).
func (c *controller) setFormPlayers(n int) {
	if n >= 2 && n <= 4 {
		c.form.players = n
	}
}

// setFormLevel makes seat i of the form a person (level "") or the
// computer at level.
func (c *controller) setFormLevel(i int, level string) {
	if i >= 0 && i < 4 && levels.Known(level) {
		c.form.seats[i].Level = level
	}
}

// setFormName names seat i of the form.
func (c *controller) setFormName(i int, name string) {
	if i >= 0 && i < 4 {
		r := []rune(strings.TrimSpace(name))
		c.form.seats[i].Name = string(r[:min(len(r), maxNameLength)])
	}
}

// setFormGames sets the number of games of the match.
func (c *controller) setFormGames(n int) {
	for _, l := range matchLengths {
		if l == n {
			c.form.games = n
		}
	}
}

// startFromForm starts the match the form describes.
func (c *controller) startFromForm() {
	f := c.form
	c.PageClock = c.formClock.Control
	c.startMatch(f.seats[:f.players], f.games, c.newSeed(), 0)
}

// parseSeats reads the page's seats= parameter: a comma-separated list of
// 2 to 4 seats, each "person" or a computer level.
func parseSeats(s string) ([]seat, bool) {
	parts := strings.Split(s, ",")
	if len(parts) < 2 || len(parts) > 4 {
		return nil, false
	}
	out := make([]seat, len(parts))
	for i, p := range parts {
		level, ok := levels.Parse(strings.ToLower(strings.TrimSpace(p)))
		if !ok {
			return nil, false
		}
		out[i].Level = level
	}
	return out, true
}

// applyParams applies the page's parameters: seats=person,hard,... (the
// players), seed=N (the first game's deal), games=N (the match's length).
// When they ask for another match than the one in progress, a new match
// starts; a reload of the same page keeps the game. It returns what it
// could not honour, in words.
func (c *controller) applyParams(q url.Values) (notices []string) {
	if !q.Has("seats") && !q.Has("seed") && !q.Has("games") {
		return nil
	}
	seats := c.seats
	if q.Has("seats") {
		s, ok := parseSeats(q.Get("seats"))
		if !ok {
			return []string{c.p.T("trakkx.notice.bad-seats", "value", app.Echo(q.Get("seats")))}
		}
		seats = s
	}
	games := c.match.Games
	if n, err := strconv.Atoi(q.Get("games")); err == nil && n >= 1 && n <= 9 {
		games = n
	}
	seed, seedGiven := c.match.Seed, false
	if n, err := strconv.ParseUint(q.Get("seed"), 10, 64); err == nil {
		seed, seedGiven = n, true
	}
	if sameLevels(seats, c.seats) && games == c.match.Games && (!seedGiven || c.match.Seed == seed) {
		return nil
	}
	if !seedGiven {
		seed = c.newSeed()
	}
	c.startMatch(seats, games, seed, 0)
	return nil
}

// sameLevels reports whether two tables seat the same kinds of players.
func sameLevels(a, b []seat) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Level != b[i].Level {
			return false
		}
	}
	return true
}
