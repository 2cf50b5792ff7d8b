package records

import (
	"encoding/base64"
	"errors"
	"strconv"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	"traxapp/engine/gamefile"
)

// Game is what a game gives the viewer of its record files.
type Game struct {
	// ID is the game's ID in links (game=ID).
	ID string
	// File says how the game's records sit in a file: its comment lines
	// and where a record starts or ends.
	File gamefile.Options
	// Intro is the catalog key of the viewer's introduction, which says
	// what files it reads: "records.intro" when "".
	Intro string
	// SeatKeys are the header keys of the players' names, seat by seat:
	// P1 to P4 when nil.
	SeatKeys []string
	// Read reads game n (from 1) of the file and replays it. On a fault
	// it returns the replay as far as the game goes (nil when nothing
	// replays) and the fault: a *gamefile.GameError as it is, or the
	// game's own error, put on the line of the record ErrLine says.
	Read func(n int, c *gamefile.Chunk) (Replay, error)
	// ErrLine returns the line of the record (from 1) that the game's
	// own error is about, 0 when it names none.
	ErrLine func(err error) int
	// Reason says what a game's own error is, in p's language: never the
	// engine's English.
	Reason func(p *i18n.Printer, err error) string
	// ErrorText, when set, words a game's fault whole, where and why
	// (Trax's says the move too); else GameErrorText does, with Reason.
	ErrorText func(p *i18n.Printer, err error) string
	// Links, when set, are the game's own ways out of the viewer for a
	// game (Trax's engine review and play-by-link); else its link is
	// LinkCode's and its snippet embeds that.
	Links func(e *Entry) Links
}

// Links are a game's ways out of the viewer; "" for one it has not.
type Links struct {
	// Review opens the game in the play view for the engine's review.
	Review string
	// Share is the game's link, with the catalog key of its label;
	// Embed the page an iframe shows it in. No Share: too long.
	Share, ShareLabel, Embed string
}

// Replay is one game of a file as its game replayed it.
type Replay interface {
	// Seats is the number of players.
	Seats() int
	// SeatName is seat's name in p's language when the file gives none.
	SeatName(p *i18n.Printer, seat int) string
	// Len is the number of steps replayed.
	Len() int
	// StepText is step k (from 1), as the move list says it, its
	// players called by name.
	StepText(p *i18n.Printer, k int, name Names) string
	// Board is the game's board after k steps (0: the start).
	Board(p *i18n.Printer, k int) goapp.UI
	// Result says how the game ended, its players called by name: mark
	// for the list of games ("" when the game says nothing), words for
	// the replay's last step ("" while not over).
	Result(p *i18n.Printer, name Names) (mark, words string)
}

// StepLabeler is a Replay whose steps have a spoken name saying more
// than their text (Trax's: the move's number, colour and notation).
type StepLabeler interface {
	StepLabel(p *i18n.Printer, k int) string
}

// Names returns a seat's name as a game's file gives it.
type Names func(seat int) string

// Entry is one game of a file: as written, as replayed, and what is
// wrong with it.
type Entry struct {
	gamefile.Chunk
	// Replay is the game as far as it replays, nil when nothing does.
	Replay Replay
	// Err is the game's fault (a *gamefile.GameError), nil if none.
	Err error
}

// Model is the viewer's state without UI: the games of the file opened,
// the filter, the game selected and the step it shows.
type Model struct {
	game    *Game
	entries []Entry
	fileErr error
	query   string
	shown   []int
	sel     int
	step    int
	// rec is the link's code loaded last (LoadLink), "" for none: the
	// page's address keeps it while another file is opened, which must
	// not bring the link's game back.
	rec string
}

// NewModel returns a model of g's records with no file opened.
func NewModel(g *Game) *Model { return &Model{game: g, sel: -1} }

// Load reads text as a file of the game's records: its games replace
// those shown, the filter is kept and no game is selected.
func (m *Model) Load(text string) {
	chunks, err := gamefile.Split(text, m.game.File)
	m.entries, m.fileErr = make([]Entry, len(chunks)), err
	for i, c := range chunks {
		m.entries[i] = m.read(i+1, c)
	}
	m.sel, m.step = -1, 0
	m.refilter()
}

// read replays chunk c, the file's game number n.
func (m *Model) read(n int, c gamefile.Chunk) Entry {
	e := Entry{Chunk: c}
	r, err := m.game.Read(n, &e.Chunk)
	e.Replay = r
	var ge *gamefile.GameError
	switch {
	case err == nil:
	case errors.As(err, &ge):
		e.Err = err
	default:
		line := c.Line
		if m.game.ErrLine != nil {
			if k := m.game.ErrLine(err); k > 0 {
				line = c.FileLine(k)
			}
		}
		e.Err = &gamefile.GameError{Game: n, Line: line, Err: err}
	}
	return e
}

// Fail shows err as the fault of the whole file, with no games.
func (m *Model) Fail(err error) {
	m.entries, m.fileErr = nil, err
	m.sel, m.step = -1, 0
	m.refilter()
}

// FileErr is what is wrong with the file as a whole, nil if nothing.
func (m *Model) FileErr() error { return m.fileErr }

// Entries returns every game of the file.
func (m *Model) Entries() []Entry { return m.entries }

// SetFilter shows only the games whose players (P1 to P4) or event hold
// q (any case); "" shows all.
func (m *Model) SetFilter(q string) {
	m.query = q
	m.refilter()
}

// Filter returns the filter's text.
func (m *Model) Filter() string { return m.query }

func (m *Model) refilter() {
	m.shown = m.shown[:0]
	q := strings.ToLower(strings.TrimSpace(m.query))
	for i := range m.entries {
		if q == "" || m.matches(&m.entries[i], q) {
			m.shown = append(m.shown, i)
		}
	}
}

// seatKeys returns the header keys of the players' names.
func (g *Game) seatKeys() []string {
	if g.SeatKeys != nil {
		return g.SeatKeys
	}
	return []string{"P1", "P2", "P3", "P4"}
}

// matches reports whether e's players or event hold q (lower case).
func (m *Model) matches(e *Entry, q string) bool {
	for _, key := range append(m.game.seatKeys(), "Event") {
		if strings.Contains(strings.ToLower(e.Tag(key)), q) {
			return true
		}
	}
	return false
}

// Shown returns the indexes in Entries of the games the filter lets
// through, in the file's order.
func (m *Model) Shown() []int { return m.shown }

// Select shows game i of the file from its start; an index out of range
// selects nothing.
func (m *Model) Select(i int) {
	m.sel, m.step = -1, 0
	if i >= 0 && i < len(m.entries) {
		m.sel = i
	}
}

// Selected returns the index of the game selected, -1 for none.
func (m *Model) Selected() int { return m.sel }

// Entry returns the game selected, nil for none.
func (m *Model) Entry() *Entry {
	if m.sel < 0 {
		return nil
	}
	return &m.entries[m.sel]
}

// Steps returns the number of steps of the game selected as replayed.
func (m *Model) Steps() int {
	if e := m.Entry(); e != nil && e.Replay != nil {
		return e.Replay.Len()
	}
	return 0
}

// Step returns the step the board shows, 0 for the start.
func (m *Model) Step() int { return m.step }

// Go shows the game selected after step n, kept between 0 and the last.
func (m *Model) Go(n int) { m.step = max(0, min(n, m.Steps())) }

// First shows the game's start.
func (m *Model) First() { m.Go(0) }

// Back shows the game one step earlier.
func (m *Model) Back() { m.Go(m.step - 1) }

// Forward shows the game one step later.
func (m *Model) Forward() { m.Go(m.step + 1) }

// Last shows the game's last step.
func (m *Model) Last() { m.Go(m.Steps()) }

// SeatNames returns the names of e's players, a game of g: the file's
// headers (Game.SeatKeys), else the game's names for the seats, else "?".
func (g *Game) SeatNames(p *i18n.Printer, e *Entry) Names {
	keys := g.seatKeys()
	return func(seat int) string {
		if seat < len(keys) {
			if name := e.Tag(keys[seat]); name != "" {
				return name
			}
		}
		if e.Replay != nil {
			return e.Replay.SeatName(p, seat)
		}
		return "?"
	}
}

// Players names e's players, a game of g, joined by dashes (two when
// nothing replays).
func (g *Game) Players(p *i18n.Printer, e *Entry) string {
	n := 2
	if e.Replay != nil {
		n = e.Replay.Seats()
	}
	name := g.SeatNames(p, e)
	names := make([]string, n)
	for s := range names {
		names[s] = name(s)
	}
	return strings.Join(names, " – ")
}

// Result is e's result in the list of games: the file's Result header,
// else the replay's mark, else "*".
func (g *Game) Result(p *i18n.Printer, e *Entry) string {
	if r := e.Tag("Result"); r != "" {
		return r
	}
	if e.Replay != nil {
		if mark, _ := e.Replay.Result(p, g.SeatNames(p, e)); mark != "" {
			return mark
		}
	}
	return "*"
}

// LinkCode returns the code of e's link: the game written back as a file
// of one game (its header lines, then its record), in base64url.
func LinkCode(e *Entry) string {
	var b strings.Builder
	for _, t := range e.Tags {
		b.WriteString("[" + t.Key + " " + strconv.Quote(t.Value) + "]\n")
	}
	b.WriteString(e.Record())
	return base64.RawURLEncoding.EncodeToString([]byte(b.String()))
}

// LoadLink loads the game of a link's code (LinkCode) and selects it; the
// code loaded last does nothing, so that the game and step shown, or
// another file opened since, stay. A code that does
// not decode is the file's fault.
func (m *Model) LoadLink(code string) {
	if code == m.rec {
		return
	}
	text, err := base64.RawURLEncoding.DecodeString(code)
	if err != nil || len(code) > MaxLinkCode {
		m.Fail(errUnreadable)
	} else {
		m.Load(string(text))
		if len(m.entries) > 0 {
			m.Select(0)
		}
	}
	m.rec = code
}

// MaxLinkCode bounds a link's code: longer games have no link.
const MaxLinkCode = 16 << 10

// errUnreadable is a file the browser could not read, or a link's code
// that does not decode.
var errUnreadable = errors.New("game file: unreadable")
