package games

import (
	"errors"

	"traxapp/app/i18n"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
)

// GameErrorText says what is wrong with one game of a file and where
// (its game, line and, for a move, the move), in p's language: the
// engine's English never shows.
func GameErrorText(p *i18n.Printer, err error) string {
	var ge *engine.GameFileError
	if !errors.As(err, &ge) {
		return p.T("trax.games.file.unreadable")
	}
	var reason string
	switch {
	case errors.Is(err, engine.ErrBadTag):
		reason = p.T("trax.games.err.bad-header")
	case errors.Is(err, engine.ErrResultMismatch):
		reason = p.T("trax.games.err.result")
	default:
		reason = board.ErrorText(p, err)
	}
	var ne *engine.NotationError
	if errors.As(err, &ne) && ne.Turn > 0 {
		return p.T("trax.games.error-move", "game", ge.Game, "line", ge.Line, "n", ne.Turn, "move", ne.Token, "reason", reason)
	}
	return p.T("trax.games.error", "game", ge.Game, "line", ge.Line, "reason", reason)
}
