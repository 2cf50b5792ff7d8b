package games

import (
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	"traxapp/app/records"
	"traxapp/app/trax/board"
	"traxapp/engine/gamefile"
	engine "traxapp/engine/trax"
)

// Game is Trax's part of the record viewer (app/records): its files are
// engine.ReadGameFile's, its players White and Red, its faults worded
// with their move, and its ways out the engine's review and play by link.
var Game = &records.Game{
	ID:       "trax",
	File:     engine.GameFileOptions,
	Intro:    "trax.games.intro",
	SeatKeys: []string{"White", "Red"},
	Read: func(n int, c *gamefile.Chunk) (records.Replay, error) {
		fg := engine.ReadFileGame(n, *c)
		return newReplay(&fg), fg.Err
	},
	ErrorText: GameErrorText,
	Links:     links,
}

// View is the viewer's screen for the shell's session (app.Extra.Show).
var View = records.View(Game)

// links are a game's review in the play view (a link to study, never
// saved over a game in progress), its play-by-link link and the page an
// iframe shows it in, to study; a game links cannot hold (too long) has
// none of them.
func links(e *records.Entry) records.Links {
	r, ok := e.Replay.(*replay)
	if !ok {
		return records.Links{}
	}
	code, err := engine.EncodeLink(r.fg.Game, false)
	study, err2 := engine.EncodeLink(r.fg.Game, true)
	if err != nil || err2 != nil {
		return records.Links{}
	}
	return records.Links{Review: "#game=trax&link=" + study, Share: "#game=trax&link=" + code,
		ShareLabel: "trax.games.share", Embed: "#game=trax&link=" + study + "&embed=1"}
}

// replays counts the replays made, so that each has a board of its own
// (board.Scene.GameID: another game fits the view again).
var replays int

// replay is a Trax game of a file as replayed, and its board.
type replay struct {
	fg    *engine.FileGame
	moves []string
	table replayTable
	// shown is the move the board was last drawn at, in lang; rev the
	// board's revision, bumped when either changes.
	shown int
	lang  i18n.Lang
	rev   int
}

func newReplay(fg *engine.FileGame) *replay {
	replays++
	r := &replay{fg: fg, moves: fg.Game.Moves(), shown: -1}
	r.table.gameID = replays
	return r
}

// Seats is White and Red.
func (r *replay) Seats() int { return 2 }

// SeatName is the seat's colour.
func (r *replay) SeatName(p *i18n.Printer, seat int) string { return board.ColorName(p, colorOf(seat)) }

func colorOf(seat int) engine.Color {
	if seat%2 == 1 {
		return engine.Red
	}
	return engine.White
}

// Len is the number of moves replayed (those before a bad move).
func (r *replay) Len() int { return len(r.moves) }

// StepText is move k in the official notation.
func (r *replay) StepText(p *i18n.Printer, k int, _ records.Names) string { return r.moves[k-1] }

// StepLabel says move k with its number and colour, as the play view's
// move list does.
func (r *replay) StepLabel(p *i18n.Printer, k int) string {
	return p.T("trax.moves.entry-label", "n", k, "player", board.ColorName(p, colorOf(k-1)), "move", r.moves[k-1])
}

// Board is the board after move k, a board.Table of its own that takes
// no moves.
func (r *replay) Board(p *i18n.Printer, k int) goapp.UI {
	if k != r.shown || p.Lang() != r.lang {
		r.shown, r.lang = k, p.Lang()
		r.rev++
		r.table.at = r.at(k)
	}
	r.table.p = p
	return goapp.Div().ID("exercise").Class("exercise").Body(
		board.TileDefs(),
		goapp.Div().Class("board-area").Body(board.New(&r.table, r.rev)),
	)
}

// at is the game after move k.
func (r *replay) at(k int) *engine.Game {
	if k >= len(r.moves) {
		return r.fg.Game // with its resignation or draw, if any
	}
	at, err := engine.LoadSeededRecord(r.fg.Variant, r.fg.Seed, strings.Join(r.moves[:k], " "))
	if err != nil { // the same moves replayed once already
		return engine.NewGame(r.fg.Variant)
	}
	return at
}

// Result is the game's result mark for the list (Result), and the
// board's words for its outcome at the end.
func (r *replay) Result(p *i18n.Printer, _ records.Names) (mark, words string) {
	if o := r.fg.Game.Outcome(); o.Over() {
		words = board.ResultText(p, o)
	}
	return Result(r.fg), words
}

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

// replayTable is the board's Table (board.Table) of a replay: it shows
// the game as far as the move shown, and takes no moves (no space is
// offered, so taps and keys on the board do nothing).
type replayTable struct {
	p      *i18n.Printer
	at     *engine.Game
	sel    board.Selection
	gameID int
}

// Scene is the position shown.
func (t *replayTable) Scene() board.Scene {
	g := t.at
	if g == nil {
		g = engine.NewGame(engine.Trax)
	}
	return board.Scene{P: t.p, Position: g.Position(), Outcome: g.Outcome(), GameID: t.gameID, Sel: &t.sel}
}

// Touch does nothing: the replay has no message about the board.
func (t *replayTable) Touch() {}

// Select does nothing: no space takes a tile in a replay.
func (t *replayTable) Select(engine.Point) {}

// Unselect does nothing.
func (t *replayTable) Unselect() {}

// Pick does nothing.
func (t *replayTable) Pick(int) {}

// Hover does nothing.
func (t *replayTable) Hover(int) {}

// Choose does nothing.
func (t *replayTable) Choose(int) {}
