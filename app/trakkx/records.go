package trakkx

import (
	"errors"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
	"traxapp/app/records"
	"traxapp/engine/gamefile"
	engine "traxapp/engine/trakkx"
)

// recordsGame is TRAKKX's game-record viewer (view=games): a file of
// records as engine.Game.Record writes them, each beginning with its
// RecordMagic line, replayed on the table.
var recordsGame = &records.Game{
	ID: "trakkx",
	File: gamefile.Options{Comments: "#", Starts: func(line string) bool {
		return line == engine.RecordMagic
	}},
	Read: func(_ int, c *gamefile.Chunk) (records.Replay, error) {
		g, err := engine.ParseRecord(c.Record())
		if g == nil {
			return nil, err
		}
		return newReplay(g), err
	},
	ErrLine: func(err error) int {
		var re *engine.RecordError
		if errors.As(err, &re) {
			return re.Line
		}
		return 0
	},
	Reason: func(p *i18n.Printer, err error) string {
		if errors.Is(err, engine.ErrIllegal) {
			return refusal(p, err, nil)
		}
		return p.T("records.bad-line")
	},
}

// replay is a TRAKKX game of a file, as far as its record replays: its
// actions, and the table after each (a lay-down's final table stays
// until the next).
type replay struct {
	g       *engine.Game
	actions []engine.Action
	tables  []engine.Table // tables[k]: the table after k actions
}

// newReplay follows g's actions to the table after each.
func newReplay(g *engine.Game) *replay {
	r := &replay{g: g, actions: g.Actions()}
	table := engine.Table{}
	r.tables = append(r.tables, table)
	for _, a := range r.actions {
		if a.Kind == engine.LayDownKind {
			table = a.Final
		}
		r.tables = append(r.tables, table)
	}
	return r
}

// Seats is the number of players.
func (r *replay) Seats() int { return r.g.Players() }

// SeatName is "Player n".
func (r *replay) SeatName(p *i18n.Printer, seat int) string {
	return p.T("trakkx.seat.person", "n", seat+1)
}

// Len is the number of actions replayed.
func (r *replay) Len() int { return len(r.actions) }

// StepText says action k as the game's screen says it, the tokens a
// lay-down added named.
func (r *replay) StepText(p *i18n.Printer, k int, name records.Names) string {
	a := r.actions[k-1]
	var placed []engine.TokenID
	if a.Kind == engine.LayDownKind {
		before := map[engine.TokenID]bool{}
		for _, id := range r.tables[k-1] {
			before[id] = true
		}
		for _, at := range a.Final.Sorted() {
			if id := a.Final[at]; !before[id] {
				placed = append(placed, id)
			}
		}
	}
	return describeAction(p, name(a.Seat), a, placed, name)
}

// Board is the table after k actions.
func (r *replay) Board(p *i18n.Printer, k int) goapp.UI {
	return diagram(r.tables[k], nil, "")
}

// Result says who went out, or who has the fewest points in hand when
// nobody can play, by the file's names, in the list as at the end.
func (r *replay) Result(p *i18n.Printer, name records.Names) (mark, words string) {
	words = r.words(p, name)
	return words, words
}

// words says how the game ended, "" while it is not over.
func (r *replay) words(p *i18n.Printer, name records.Names) string {
	o := r.g.Outcome()
	if !o.Over() {
		return ""
	}
	names := ""
	for i, s := range o.Winners {
		if i > 0 {
			names += ", "
		}
		names += name(s)
	}
	if o.Method == engine.Blocked {
		return p.T("trakkx.result.blocked", "players", names)
	}
	return p.T("trakkx.result.went-out", "player", names)
}
