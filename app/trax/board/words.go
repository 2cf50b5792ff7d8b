package board

import (
	"context"
	"errors"

	"traxapp/app/i18n"
	engine "traxapp/engine/trax"
)

// ColorName returns the name of colour c: "White" or "Red".
func ColorName(p *i18n.Printer, c engine.Color) string {
	if c == engine.White {
		return p.T("trax.color.white")
	}
	return p.T("trax.color.red")
}

// ResultText describes the end of the game for the result message ("" while
// it goes on).
func ResultText(p *i18n.Printer, o engine.Outcome) string {
	if !o.Over() {
		return ""
	}
	if o.Draw() {
		switch o.Method {
		case engine.ByFullBoard:
			return p.T("trax.result.draw-full")
		case engine.ByNoLegalMove:
			return p.T("trax.result.draw-no-move")
		default:
			return p.T("trax.result.draw-agreed")
		}
	}
	who := ColorName(p, o.Winner)
	switch o.Method {
	case engine.ByLoop:
		return p.T("trax.result.loop", "player", who)
	case engine.ByLine:
		return p.T("trax.result.line", "player", who)
	case engine.ByResignation:
		return p.T("trax.result.resigned", "loser", ColorName(p, o.Winner.Other()), "player", who)
	}
	return p.T("trax.result.wins", "player", who)
}

// ErrorText says what an engine error means, in the player's language,
// from the kind of error (the engine's sentinel errors), never from its
// English text.
func ErrorText(p *i18n.Printer, err error) string {
	kinds := []struct {
		err error
		key string
	}{
		{engine.ErrThreeColors, "trax.err.three-colors"},
		{engine.ErrColorClash, "trax.err.color-clash"},
		{engine.ErrNotAdjacent, "trax.err.not-adjacent"},
		{engine.ErrNotEmpty, "trax.err.not-empty"},
		{engine.ErrOutsideLimit, "trax.err.outside-limit"},
		{engine.ErrFirstMove, "trax.err.first-move"},
		{engine.ErrNotRolled, "trax.err.not-rolled"},
		{engine.ErrGameOver, "trax.err.game-over"},
		{engine.ErrAfterEnd, "trax.err.game-over"},
		{engine.ErrNoFit, "trax.err.no-fit"},
		{engine.ErrNoPlace, "trax.err.no-place"},
		{engine.ErrSyntax, "trax.err.syntax"},
		{engine.ErrIllegal, "trax.err.illegal"},
		{engine.ErrBadRecord, "trax.err.bad-record"},
		{context.Canceled, "trax.err.cancelled"},
		{context.DeadlineExceeded, "trax.err.cancelled"},
	}
	for _, k := range kinds {
		if errors.Is(err, k.err) {
			return p.T(k.key)
		}
	}
	return p.T("trax.err.unknown")
}
