package trax

import (
	"strings"

	"traxapp/app/i18n"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// describeTurn says what the last turn of g did: who played what, the
// tiles it forced (named where they lie now), the threats it leaves and
// the result if it ended the game.
func describeTurn(p *i18n.Printer, g *engine.Game) string {
	moves := g.Moves()
	if len(moves) == 0 {
		return ""
	}
	pos := g.Position()
	turn := pos.LastTurn()
	who, move := board.ColorName(p, pos.ToMove().Other()), moves[len(moves)-1]
	s := p.T("trax.announce.played", "player", who, "move", move)
	if len(turn) > 1 {
		places := make([]string, 0, len(turn)-1)
		for _, pl := range turn[1:] {
			places = append(places, pos.PlaceName(pl.At))
		}
		s = p.N("trax.announce.played-forcing", len(turn)-1, "player", who, "move", move, "places", strings.Join(places, ", "))
	}
	if len(turn) > 0 {
		// The notation letters the columns and rows afresh after a move
		// that widens the area to the left or upwards.
		if now := pos.PlaceName(turn[0].At); strings.ToUpper(move) != now+string(turn[0].Tile.Symbol()) {
			s += " " + p.T("trax.announce.now-at", "place", now)
		}
	}
	if o := g.Outcome(); o.Over() {
		return s + " " + board.ResultText(p, o)
	}
	if ts := ai.Threats(pos); len(ts) > 0 {
		s += " " + threatList(p, ts)
	}
	return s
}

// threatList says threats in words, e.g. "Threats: White at A0, B0; Red
// at C2.".
func threatList(p *i18n.Printer, ts []ai.Threat) string {
	var groups []string
	for _, col := range []engine.Color{engine.White, engine.Red} {
		var places []string
		for _, t := range ts {
			if t.Color == col {
				places = append(places, t.Place)
			}
		}
		if len(places) > 0 {
			groups = append(groups, p.T("trax.threats.of", "player", board.ColorName(p, col), "places", strings.Join(places, ", ")))
		}
	}
	return p.T("trax.threats.list", "threats", strings.Join(groups, "; "))
}
