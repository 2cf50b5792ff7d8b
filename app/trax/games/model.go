package games

import (
	"errors"
	"strings"

	engine "traxapp/engine/trax"
)

// Model is the viewer's state without UI: the games of the file opened,
// the filter, the game selected and the move it shows.
type Model struct {
	games   []engine.FileGame
	fileErr error // what is wrong with the file as a whole, nil if nothing
	query   string
	shown   []int // indexes in games that the filter lets through
	sel     int   // index in games of the game selected, -1 for none
	turn    int   // the move the board shows (0: the empty board)
	at      *engine.Game
}

// NewModel returns a model with no file opened.
func NewModel() *Model { return &Model{sel: -1} }

// Load reads text as a game file: its games replace those shown, the
// filter is kept and no game is selected. A fault of the whole file is
// FileErr; when it leaves games (too many), those are shown.
func (m *Model) Load(text string) {
	m.games, m.fileErr = engine.ReadGameFile(text)
	m.sel, m.turn, m.at = -1, 0, nil
	m.refilter()
}

// FileErr is what is wrong with the file as a whole, nil if nothing.
func (m *Model) FileErr() error { return m.fileErr }

// Games returns every game of the file.
func (m *Model) Games() []engine.FileGame { return m.games }

// SetFilter shows only the games whose players or event hold q (any
// case); "" shows all.
func (m *Model) SetFilter(q string) {
	m.query = q
	m.refilter()
}

// Filter returns the filter's text.
func (m *Model) Filter() string { return m.query }

func (m *Model) refilter() {
	m.shown = m.shown[:0]
	q := strings.ToLower(strings.TrimSpace(m.query))
	for i := range m.games {
		if q == "" || matches(&m.games[i], q) {
			m.shown = append(m.shown, i)
		}
	}
}

// matches reports whether g's players or event hold q (lower case).
func matches(g *engine.FileGame, q string) bool {
	for _, key := range []string{"White", "Red", "Event"} {
		if strings.Contains(strings.ToLower(g.Tag(key)), q) {
			return true
		}
	}
	return false
}

// Shown returns the indexes in Games of the games the filter lets
// through, in the file's order.
func (m *Model) Shown() []int { return m.shown }

// Select shows game i of the file from its empty board; an index out of
// range selects nothing.
func (m *Model) Select(i int) {
	if i < 0 || i >= len(m.games) {
		m.sel, m.turn, m.at = -1, 0, nil
		return
	}
	m.sel = i
	m.Go(0)
}

// Selected returns the index of the game selected, -1 for none.
func (m *Model) Selected() int { return m.sel }

// Game returns the game selected, nil for none.
func (m *Model) Game() *engine.FileGame {
	if m.sel < 0 {
		return nil
	}
	return &m.games[m.sel]
}

// Moves returns the moves of the game selected as replayed (those before
// a bad move).
func (m *Model) Moves() []string {
	if g := m.Game(); g != nil {
		return g.Game.Moves()
	}
	return nil
}

// Turn returns the move the board shows, 0 for the empty board.
func (m *Model) Turn() int { return m.turn }

// Go shows the position after move n of the game selected, n kept
// between 0 and the last move.
func (m *Model) Go(n int) {
	g := m.Game()
	if g == nil {
		return
	}
	moves := g.Game.Moves()
	n = max(0, min(n, len(moves)))
	m.turn = n
	if n == len(moves) {
		m.at = g.Game // with its resignation or draw, if any
		return
	}
	at, err := engine.LoadSeededRecord(g.Variant, g.Seed, strings.Join(moves[:n], " "))
	if err != nil { // the same moves replayed once already
		at = engine.NewGame(g.Variant)
		m.turn = 0
	}
	m.at = at
}

// First shows the empty board of the game selected.
func (m *Model) First() { m.Go(0) }

// Back shows the position one move earlier.
func (m *Model) Back() { m.Go(m.turn - 1) }

// Forward shows the position one move later.
func (m *Model) Forward() { m.Go(m.turn + 1) }

// Last shows the game's last position.
func (m *Model) Last() { m.Go(len(m.Moves())) }

// Fail shows err as the fault of the whole file (a file that could not
// be read, or too big to read), with no games.
func (m *Model) Fail(err error) {
	m.games, m.fileErr = nil, err
	m.sel, m.turn, m.at = -1, 0, nil
	m.refilter()
}

// At returns the game as far as the board shows it, nil when no game is
// selected.
func (m *Model) At() *engine.Game { return m.at }

// Result returns g's result mark: the one the file states, else
// the replay's outcome ("1-0", "0-1", "1/2-1/2"), else "*".
func Result(g *engine.FileGame) string {
	if g.Claim != engine.NoResult {
		return g.Claim.String()
	}
	o := g.Game.Outcome()
	switch {
	case !o.Over():
		return engine.NoResult.String()
	case o.Draw():
		return engine.Drawn.String()
	case o.Winner == engine.White:
		return engine.WhiteWon.String()
	}
	return engine.RedWon.String()
}

// errUnreadable is a file the browser could not read.
var errUnreadable = errors.New("game file: unreadable")
