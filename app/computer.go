package app

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
)

// ComputerFailed returns the notice, in p's language, that the computer
// player could not start (its program did not load, say offline before
// the app had cached it), with a Try again button (#computer-retry) that
// calls retry. Every game shows it in place of the raw error.
func ComputerFailed(p *i18n.Printer, retry goapp.EventHandler) goapp.UI {
	return goapp.Div().ID("computer-failed").Class("computer-failed").Role("alert").Body(
		goapp.Span().Text(p.T("notice.computer-failed")+" "),
		goapp.Button().ID("computer-retry").Type("button").OnClick(retry).Text(p.T("notice.retry")),
	)
}
