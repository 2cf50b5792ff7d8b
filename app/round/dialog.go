package round

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"
)

// NewGameDialog is the frame of every game's New game dialog: a modal
// dialog over a backdrop, its title, the game's fields, then Cancel and
// Start, in that order; Escape cancels. The game gives the ids (its page
// contract), the words and the handlers; the frame is the same for all.
type NewGameDialog struct {
	// ID is the dialog's element id; Class adds the game's own classes.
	ID, Class string
	// TitleID is the title's element id (the dialog's accessible name);
	// Title its words.
	TitleID, Title string
	// Cancel closes the dialog, Start starts the game chosen.
	Cancel, Start DialogButton
	// OnClick, when set, is the dialog's one click handler: it reads the
	// data attributes of the button pressed (a game whose buttons have no
	// handler of their own).
	OnClick goapp.EventHandler
	// OnCancel runs on Escape.
	OnCancel goapp.EventHandler
}

// DialogButton is one of the dialog's buttons.
type DialogButton struct {
	ID, Text string
	// Data is a data attribute's name and value the dialog's OnClick
	// reads ("data-form-action", "start"); empty for none.
	Data [2]string
	// OnClick, when set, is the button's own handler.
	OnClick goapp.EventHandler
}

// render draws the button; primary marks the dialog's main action.
func (b DialogButton) render(primary bool) goapp.UI {
	el := goapp.Button().ID(b.ID).Type("button").Text(b.Text)
	if primary {
		// Once pressed, the focus goes on to the game's next action
		// rather than back to the button that opened the dialog (app's
		// dialogFocus).
		el = el.Class("primary").Attr("data-dialog-go-on", "1")
	}
	if b.Data[0] != "" {
		el = el.Attr(b.Data[0], b.Data[1])
	}
	if b.OnClick != nil {
		el = el.OnClick(b.OnClick)
	}
	return el
}

// Render draws the dialog with the game's fields between its title and
// its buttons.
func (d NewGameDialog) Render(fields ...goapp.UI) goapp.UI {
	body := make([]goapp.UI, 0, len(fields)+2)
	body = append(body, goapp.H2().ID(d.TitleID).Text(d.Title))
	body = append(body, fields...)
	body = append(body, goapp.Div().Class("dialog-buttons").Body(d.Cancel.render(false), d.Start.render(true)))
	class := "dialog new-game-dialog"
	if d.Class != "" {
		class += " " + d.Class
	}
	dialog := goapp.Div().ID(d.ID).Class(class).Role("dialog").Aria("modal", "true").Aria("labelledby", d.TitleID).
		OnKeyDown(d.onKey).Body(body...)
	if d.OnClick != nil {
		dialog = dialog.OnClick(d.OnClick)
	}
	return goapp.Div().Class("backdrop").Body(dialog)
}

// onKey cancels on Escape.
func (d NewGameDialog) onKey(ctx goapp.Context, e goapp.Event) {
	if e.Get("key").String() == "Escape" && d.OnCancel != nil {
		d.OnCancel(ctx, e)
	}
}

// Segment is one choice of a segmented radio group, the New game
// dialog's way to choose among a few (a variant, a level, a side): a
// button with the role radio, checked when on, and a data attribute's
// name and value the game's click handler reads.
func Segment(id, attr, value, text string, on bool) goapp.HTMLButton {
	class := "seg"
	if on {
		class += " seg-on"
	}
	return goapp.Button().ID(id).Class(class).Role("radio").Aria("checked", on).Attr(attr, value).Text(text)
}
