package trakkx

import (
	"fmt"

	"traxapp/app/round"
	"traxapp/app/round/clock"
	engine "traxapp/engine/trakkx"
)

// savedKey is the storage key of the TRAKKX match in progress.
const savedKey = "traxapp.trakkx.game"

// savedVersion is the version of the saved format; older or newer data is
// refused with a notice, never misread.
const savedVersion = 1

// match is a series of games (§B.7): the agreed number of games, the
// start seat of the first, and the scores of the games played.
type match struct {
	Games int `json:"games"`
	First int `json:"first"`
	// Seed dealt the first game (a link's seed=N names the match).
	Seed    uint64       `json:"seed,omitempty"`
	Results []gameResult `json:"results,omitempty"`
}

// gameResult is one finished game: each seat's score and the winners.
type gameResult struct {
	Scores  []int `json:"scores"`
	Winners []int `json:"winners"`
}

// series returns the match's games as the engine's Series.
func (m match) series(players int) *engine.Series {
	s := engine.NewSeries(players)
	for _, r := range m.Results {
		s.AddScores(r.Scores, r.Winners)
	}
	return s
}

// over reports whether every agreed game has been played.
func (m match) over() bool { return len(m.Results) >= m.Games }

// savedMatch is the match as stored: the seats, the match so far and the
// current game's record (hidden hands included: the device holds them).
type savedMatch struct {
	Version int    `json:"version"`
	Seats   []seat `json:"seats"`
	Match   match  `json:"match"`
	Record  string `json:"record"`
	// Clock is the game's clocks as they stood when saved; nil for a
	// game without a clock (round/clock: a reload brings them back
	// paused).
	Clock *clock.State `json:"clock,omitempty"`
}

// errSavedBad is the error of a saved match that cannot be read; one of
// another version gives round.ErrSavedOld or round.ErrSavedNewer.
var errSavedBad = round.ErrSavedUnreadable

// savedNotices are the notices of a save that cannot be read: a save of
// an older version is as unreadable as a broken one.
var savedNotices = round.SavedNotices{
	Unreadable: "trakkx.notice.bad-save", Old: "trakkx.notice.bad-save", Newer: "trakkx.notice.newer-save",
}

// encodeSaved writes the match as JSON.
func encodeSaved(seats []seat, m match, g *engine.Game, k *clock.State) string {
	return round.Encode(savedMatch{Version: savedVersion, Seats: seats, Match: m, Record: g.Record(), Clock: k})
}

// decodeSaved reads a saved match with its clocks (nil for none); any
// fault gives an error wrapping errSavedBad, or round's error of another
// version.
func decodeSaved(data string) ([]seat, match, *engine.Game, *clock.Clock, error) {
	var sm savedMatch
	seats, m, g, err := decodeMatch(data, &sm)
	if err != nil {
		return nil, match{}, nil, nil, err
	}
	k, err := clock.Restore(sm.Clock, len(seats), round.ClockNow)
	if err != nil {
		return nil, match{}, nil, nil, fmt.Errorf("%w: %v", errSavedBad, err)
	}
	return seats, m, g, k, nil
}

// decodeMatch reads a saved match into sm and checks it.
func decodeMatch(data string, sm *savedMatch) ([]seat, match, *engine.Game, error) {
	if err := round.Decode(data, savedVersion, sm); err != nil {
		return nil, match{}, nil, err
	}
	g, err := engine.ParseRecord(sm.Record)
	if err != nil {
		return nil, match{}, nil, fmt.Errorf("%w: %v", errSavedBad, err)
	}
	n := g.Players()
	if len(sm.Seats) != n {
		return nil, match{}, nil, fmt.Errorf("%w: %d seats for %d players", errSavedBad, len(sm.Seats), n)
	}
	for _, s := range sm.Seats {
		if !levels.Known(s.Level) {
			return nil, match{}, nil, fmt.Errorf("%w: level %q", errSavedBad, s.Level)
		}
	}
	m := sm.Match
	if m.Games < 1 || m.First < 0 || m.First >= n || len(m.Results) > m.Games {
		return nil, match{}, nil, fmt.Errorf("%w: match %+v", errSavedBad, m)
	}
	for _, r := range m.Results {
		if len(r.Scores) != n {
			return nil, match{}, nil, fmt.Errorf("%w: a result of %d seats", errSavedBad, len(r.Scores))
		}
	}
	if g.Outcome().Over() && len(m.Results) == 0 {
		return nil, match{}, nil, fmt.Errorf("%w: a finished game without its result", errSavedBad)
	}
	return sm.Seats, m, g, nil
}

// save keeps the match in the store.
func (c *controller) save() {
	if c.game != nil {
		c.store.Save(encodeSaved(c.seats, c.match, c.game, c.Clocks.State()), c.adopt)
	}
}

// Follow shows the match another tab saved, when key (from the window's
// storage event; "" when storage was cleared) is the match's and its save
// is not the one this tab knows.
func (c *controller) Follow(key string) { c.store.Follow(key, c.adopt) }

// adopt replaces the match on the table with the one another tab saved,
// and says so (the shell's notice).
func (c *controller) adopt() {
	c.changed()
	c.message = ""
	c.formOpen = false
	c.Restore()
	c.store.Adopted()
	c.askComputer()
}

// Restore loads the saved match, if any (loadSaved).
func (c *controller) Restore() { c.loadSaved() }

// loadSaved loads the saved match, if any. It reports whether a saved
// match was found; a corrupt one gives a notice in the message line and
// the fresh match stays.
func (c *controller) loadSaved() bool {
	data, ok := c.store.Load()
	if !ok {
		return false
	}
	seats, m, g, k, err := decodeSaved(data)
	if err != nil {
		c.store.KeepAside(data) // before the new match is saved over it
		c.say(savedNotices.Text(c.p, err))
		c.save()
		return false
	}
	c.seats, c.match = seats, m
	c.setGame(g)
	c.Clocks = k
	c.syncClock()
	return true
}
