package traxit

import (
	"context"
	"errors"
	"strconv"

	"traxapp/app/i18n"
	engine "traxapp/engine/traxit"
)

// cardName returns the name of card k of pos's set (its ID, such as P07).
func cardName(pos *engine.Position, k int) string {
	cs := pos.Cards()
	if k < 0 || k >= cs.Len() {
		return "?"
	}
	return cs.Cards[k].ID
}

// describeAction says in words what action a did, played in position
// before (the position it was played in).
func describeAction(p *i18n.Printer, before *engine.Position, a engine.Action) string {
	who := seatName(p, before.ToMove())
	switch a.Kind {
	case engine.Place:
		return p.T("traxit.did.place", "player", who, "a", a.From.String(), "b", a.To.String())
	case engine.Choose:
		return p.T("traxit.did.card", "player", who, "mover", seatName(p, before.Mover()), "card", cardName(before, a.Card))
	case engine.Move:
		return p.T("traxit.did.move", "player", who, "from", a.From.String(), "to", a.To.String())
	case engine.Relocate:
		if a.From == a.To {
			// A pawn already on level 1 left where it stands.
			return p.T("traxit.did.traxit-stay", "player", who, "mover", seatName(p, before.Mover()), "cell", a.From.String())
		}
		return p.T("traxit.did.traxit", "player", who, "mover", seatName(p, before.Mover()), "from", a.From.String(), "to", a.To.String())
	}
	return ""
}

// describeLast says what the game's last action did, and what followed
// from it: a TRAXIT, a set scored, the end.
func describeLast(p *i18n.Printer, g *engine.Game) string {
	n := g.Len()
	if n == 0 {
		return ""
	}
	before, after := g.PositionAt(n-1), g.Position()
	s := describeAction(p, before, g.Actions()[n-1])
	if after.Phase() == engine.PhaseTraxit {
		s += " " + traxitText(p, after)
	}
	if o := after.Outcome(); o.Over {
		s += " " + resultText(p, after)
	} else if len(after.SetScores()) > len(before.SetScores()) {
		s += " " + p.T("traxit.sets.scored", "set", strconv.Itoa(len(after.SetScores())))
	}
	return s
}

// traxitText announces a TRAXIT: the mover cannot move with the card, so
// the chooser sends one of the mover's pawns down to level 1.
func traxitText(p *i18n.Printer, pos *engine.Position) string {
	return p.T("traxit.traxit.announce", "mover", seatName(p, pos.Mover()), "card", cardName(pos, pos.PendingCard()), "chooser", seatName(p, pos.Chooser()))
}

// statusText says who must do what now.
func statusText(p *i18n.Printer, pos *engine.Position) string {
	who := seatName(p, pos.ToMove())
	switch pos.Phase() {
	case engine.PhasePlace:
		return p.T("traxit.status.place", "player", who)
	case engine.PhaseChoose:
		return p.T("traxit.status.choose", "player", who, "mover", seatName(p, pos.Mover()))
	case engine.PhaseMove:
		return p.T("traxit.status.move", "player", who, "card", cardName(pos, pos.PendingCard()))
	case engine.PhaseTraxit:
		return traxitText(p, pos)
	}
	return resultText(p, pos)
}

// resultText says who won a finished game: a player, a team, or a
// shared win, and whether the last set broke a tie.
func resultText(p *i18n.Printer, pos *engine.Position) string {
	return namedResultText(p, pos, func(seat int) string { return seatName(p, seat) })
}

// namedResultText is resultText with the players called by name (a game
// record's names, in the record viewer).
func namedResultText(p *i18n.Printer, pos *engine.Position, name func(seat int) string) string {
	o := pos.Outcome()
	if !o.Over {
		return ""
	}
	var s string
	switch {
	case pos.Team(0) >= 0 && len(o.Winners) > 0 && allOneTeam(o.Winners):
		t := o.Winners[0] % 2
		s = p.T("traxit.result.team-wins", "team", p.T("traxit.team", "a", name(t), "b", name(t+2)))
	case pos.Team(0) >= 0:
		s = p.T("traxit.result.teams-tie")
	case len(o.Winners) == 1:
		s = p.T("traxit.result.wins", "player", name(o.Winners[0]))
	default:
		names := ""
		for i, w := range o.Winners {
			if i > 0 {
				names += ", "
			}
			names += name(w)
		}
		s = p.T("traxit.result.shared", "players", names)
	}
	if o.TieBreak {
		s += " " + p.T("traxit.result.tie-break")
	}
	return s
}

// allOneTeam reports whether seats all belong to one team.
func allOneTeam(seats []int) bool {
	for _, s := range seats {
		if s%2 != seats[0]%2 {
			return false
		}
	}
	return true
}

// setScore is one seat's score of one set: the points of its pawns and
// the level-4 bonus.
type setScore struct {
	Points, Bonus int
}

// scoreTable returns the scores of every set scored so far in g:
// table[set][seat], each split into pawn points and bonus. The engine
// gives each set's total; the pawn points are read from the position the
// set was scored in, and the bonus is the rest.
func scoreTable(g *engine.Game) [][]setScore {
	var table [][]setScore
	scored := 0
	for k := 1; k <= g.Len(); k++ {
		pos := g.PositionAt(k)
		sets := pos.SetScores()
		if len(sets) == scored {
			continue
		}
		scored = len(sets)
		row := make([]setScore, pos.Players())
		for seat := range row {
			pts := 0
			for _, c := range pos.Pawns(seat) {
				pts += c.Points()
			}
			total := sets[scored-1][seat]
			row[seat] = setScore{Points: min(pts, total), Bonus: max(0, total-pts)}
		}
		table = append(table, row)
	}
	return table
}

// errorText says what an engine error means, in the player's language,
// from its Code, never from its English text.
func errorText(p *i18n.Printer, err error) string {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return p.T("traxit.err.cancelled")
	}
	var code engine.Code
	var ae *engine.ActionError
	var oe *engine.OptionsError
	var re *engine.RecordError
	switch {
	case errors.As(err, &ae):
		code = ae.Code
	case errors.As(err, &oe):
		code = oe.Code
	case errors.As(err, &re):
		code = re.Code
	case errors.As(err, &code):
	default:
		return p.T("traxit.err.unknown")
	}
	if key, ok := errorKeys[code]; ok {
		return p.T(key)
	}
	return p.T("traxit.err.unknown")
}

// errorKeys maps the engine's codes to catalog keys.
var errorKeys = map[engine.Code]string{
	engine.ErrGameOver:       "traxit.err.game-over",
	engine.ErrWrongPhase:     "traxit.err.wrong-phase",
	engine.ErrNotStartCell:   "traxit.err.not-start-cell",
	engine.ErrSameCell:       "traxit.err.same-cell",
	engine.ErrUnknownCard:    "traxit.err.unknown-card",
	engine.ErrCardNotHeld:    "traxit.err.card-not-held",
	engine.ErrNoPawnThere:    "traxit.err.no-pawn",
	engine.ErrOffBoard:       "traxit.err.off-board",
	engine.ErrCellOccupied:   "traxit.err.occupied",
	engine.ErrObstacle:       "traxit.err.obstacle",
	engine.ErrNoRoute:        "traxit.err.no-route",
	engine.ErrNotLevelOne:    "traxit.err.not-level-one",
	engine.ErrMoveExists:     "traxit.err.move-exists",
	engine.ErrPlayers:        "traxit.err.players",
	engine.ErrTeams:          "traxit.err.teams",
	engine.ErrSetsRounds:     "traxit.err.options",
	engine.ErrCardSubset:     "traxit.err.options",
	engine.ErrStartSeat:      "traxit.err.options",
	engine.ErrOption:         "traxit.err.options",
	engine.ErrSyntax:         "traxit.err.record",
	engine.ErrUnknownKey:     "traxit.err.record",
	engine.ErrBadValue:       "traxit.err.record",
	engine.ErrHeaderMissing:  "traxit.err.record",
	engine.ErrHeaderRepeated: "traxit.err.record",
	engine.ErrHeaderLate:     "traxit.err.record",
	engine.ErrUnknownCardSet: "traxit.err.record",
}
