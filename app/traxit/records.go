package traxit

import (
	"errors"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	"traxapp/app/records"
	"traxapp/engine/gamefile"
	engine "traxapp/engine/traxit"
)

// recordsGame is TRAXIT's game-record viewer (view=games): a file of
// records as engine.Game.Record writes them, each beginning with its
// "traxit 1" line, replayed on the game's board.
var recordsGame = &records.Game{
	ID: "traxit",
	File: gamefile.Options{Comments: "#", Starts: func(line string) bool {
		return strings.EqualFold(strings.Join(strings.Fields(line), " "), "traxit 1")
	}},
	Read: func(_ int, c *gamefile.Chunk) (records.Replay, error) {
		g, err := engine.ParseRecord(c.Record())
		if g == nil {
			return nil, err
		}
		return &replay{g: g, actions: g.Actions()}, err
	},
	ErrLine: func(err error) int {
		var re *engine.RecordError
		if errors.As(err, &re) {
			return re.Line
		}
		return 0
	},
	Reason: func(p *i18n.Printer, err error) string {
		var c engine.Code
		if errors.As(err, &c) && c >= engine.ErrSyntax {
			return p.T("records.bad-line")
		}
		return errorText(p, err)
	},
}

// replay is a TRAXIT game of a file, as far as its record replays.
type replay struct {
	g       *engine.Game
	actions []engine.Action
}

// Seats is the number of players.
func (r *replay) Seats() int { return r.g.Position().Players() }

// SeatName is the seat's colour.
func (r *replay) SeatName(p *i18n.Printer, seat int) string { return seatName(p, seat) }

// Len is the number of actions replayed.
func (r *replay) Len() int { return len(r.actions) }

// StepText is action k in the record's notation.
func (r *replay) StepText(p *i18n.Printer, k int, _ records.Names) string {
	return r.g.PositionAt(k - 1).FormatAction(r.actions[k-1])
}

// Board is the pyramid after k actions, with whose turn it is as its
// name.
func (r *replay) Board(p *i18n.Printer, k int) goapp.UI {
	pos := r.g.PositionAt(k)
	return diagram(pos, diagramOptions{label: statusText(p, pos)})
}

// Result says who won, by the file's names, in the list as at the end.
func (r *replay) Result(p *i18n.Printer, name records.Names) (mark, words string) {
	words = namedResultText(p, r.g.Position(), name)
	return words, words
}
