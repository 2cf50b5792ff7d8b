package records

import (
	"errors"

	"traxapp/app/i18n"
	"traxapp/engine/gamefile"
)

// FileErrorText says what is wrong with a file as a whole, in p's
// language, from the kind of the error.
func FileErrorText(p *i18n.Printer, err error) string {
	switch {
	case errors.Is(err, gamefile.ErrTooBig):
		return p.T("trax.games.file.too-big", "mb", gamefile.MaxBytes>>20)
	case errors.Is(err, gamefile.ErrTooMany):
		return p.T("trax.games.file.too-many", "max", p.Number(gamefile.MaxGames))
	case errors.Is(err, gamefile.ErrEmpty):
		return p.T("trax.games.file.empty")
	}
	return p.T("trax.games.file.unreadable")
}

// GameErrorText says what is wrong with one game of a file and where
// (its game and line), in p's language, the fault worded by its game.
func (g *Game) GameErrorText(p *i18n.Printer, err error) string {
	if g.ErrorText != nil {
		return g.ErrorText(p, err)
	}
	var ge *gamefile.GameError
	if !errors.As(err, &ge) {
		return p.T("trax.games.file.unreadable")
	}
	return p.T("trax.games.error", "game", ge.Game, "line", ge.Line, "reason", g.Reason(p, ge.Err))
}
