package app

import (
	"errors"
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
)

// Copy states of a kept-aside notice (Saves.copyState).
const (
	copyDone   = "copied" // the clipboard has the text
	copyByHand = "select" // the text is shown, selected, to copy by hand
)

// hasSaveNotices reports whether the page's saved-data layer has
// anything to tell the player.
func hasSaveNotices(s *Session) bool {
	sv := s.Saves()
	return sv.Problem() != nil || sv.Elsewhere || len(sv.Asides) > 0
}

// saveNotices returns the shell's notices about saving, in p's language:
// why the game is not being saved (#save-problem, data-problem "full" or
// "blocked"), that it followed another tab (#save-elsewhere), and each
// unreadable save kept aside (.kept-aside, with its Copy as text button
// .copy-aside). Every game shows them: they come from the shell.
func saveNotices(s *Session, p *i18n.Printer) []goapp.UI {
	sv := s.Saves()
	var out []goapp.UI
	switch err := sv.Problem(); {
	case errors.Is(err, ErrStorageFull):
		out = append(out, goapp.P().ID("save-problem").Attr("data-problem", "full").Text(p.T("notice.storage-full")))
	case err != nil:
		out = append(out, goapp.P().ID("save-problem").Attr("data-problem", "blocked").Text(p.T("notice.no-storage")))
	}
	if sv.Elsewhere {
		out = append(out, goapp.P().ID("save-elsewhere").Text(p.T("notice.changed-elsewhere")))
	}
	for i, a := range sv.Asides {
		out = append(out, renderAside(sv, p, i, a))
	}
	return out
}

// renderAside draws the notice of data kept aside, with its Copy as text
// button and, once pressed, what became of the copy.
func renderAside(sv *Saves, p *i18n.Printer, i int, a Aside) goapp.UI {
	key := "notice.kept-aside." + string(a.Kind)
	if a.Backup == "" {
		key = "notice.kept-in-place." + string(a.Kind)
	}
	id := "aside-text-" + strconv.Itoa(i)
	state := sv.copyState[i]
	return goapp.Div().Class("kept-aside").Attr("data-key", a.Key).Attr("data-backup", a.Backup).Body(
		goapp.Span().Text(p.T(key)+" "),
		goapp.Button().Class("copy-aside").Type("button").Text(p.T("notice.copy-text")).
			OnClick(func(ctx goapp.Context, e goapp.Event) { copyAside(ctx, sv, i, id) }),
		goapp.If(state == copyDone, func() goapp.UI {
			return goapp.Span().Class("aside-copied").Text(" " + p.T("notice.copied"))
		}),
		goapp.If(state == copyByHand, func() goapp.UI {
			return goapp.Div().Class("aside-by-hand").Body(
				goapp.Label().For(id).Text(p.T("notice.copy-by-hand")),
				goapp.Textarea().ID(id).Class("aside-text").ReadOnly(true).Attr("rows", 4).Text(a.Data),
			)
		}),
	)
}

// copyAside copies the i-th kept-aside data to the clipboard; where the
// browser refuses (no clipboard, no permission), it shows the text
// selected in a box, to copy by hand.
func copyAside(ctx goapp.Context, sv *Saves, i int, id string) {
	byHand := func(ctx goapp.Context) {
		sv.copyState[i] = copyByHand
		ctx.Defer(func(goapp.Context) {
			if el := goapp.Window().GetElementByID(id); el.Truthy() {
				el.Call("focus")
				el.Call("select")
			}
		})
	}
	clip := goapp.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() || !clip.Get("writeText").Truthy() {
		byHand(ctx)
		return
	}
	var done, failed goapp.Func
	release := func() { done.Release(); failed.Release() }
	done = goapp.FuncOf(func(goapp.Value, []goapp.Value) any {
		ctx.Dispatch(func(goapp.Context) { sv.copyState[i] = copyDone })
		release()
		return nil
	})
	failed = goapp.FuncOf(func(goapp.Value, []goapp.Value) any {
		ctx.Dispatch(byHand)
		release()
		return nil
	})
	clip.Call("writeText", sv.Asides[i].Data).Call("then", done, failed)
}
