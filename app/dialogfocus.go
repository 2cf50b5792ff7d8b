package app

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Every modal dialog of every game (an element with role dialog or
// alertdialog and aria-modal="true") behaves the same, by construction
// rather than by each game's care (WCAG 2.4.3, 2.1.2): when one opens the
// focus goes into it (to the element marked data-autofocus, else its
// first control, unless the game already put it inside); Tab and
// Shift+Tab keep it inside; Escape presses its element marked
// data-dialog-cancel (a dialog without one handles Escape itself, as
// round.NewGameDialog does); when it closes the focus goes back to what
// had it when it opened, or, when the key that closed it was on an
// element marked data-dialog-go-on (a New game dialog's Start), to the
// game's next action (below). The shell watches the page for dialogs coming
// and going (a MutationObserver) instead of asking each game to report
// them, so a game's dialog needs only its role and aria-modal.

// The same watch keeps the focus where the game goes on when the page
// takes away the control that had it (WCAG 2.4.3): when a player's action
// or the computer's turn removes, disables or makes unfocusable the
// focused control, the focus goes to the page's first element marked
// data-next-action (the next thing to do: a TRAXIT cell or card, a TRAKKX
// hand), or, while there is none (the computer is thinking), as soon as
// one appears. A pointer press ends this: a player using the pointer put
// the focus where it is.

// modalSelector finds the modal dialogs on the page.
const modalSelector = `[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]`

// focusableSelector finds the controls a dialog's Tab cycles through.
const focusableSelector = `button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])`

// dialogFocus follows the modal dialog open on the page, if any.
type dialogFocus struct {
	open     goapp.Value // the dialog open, or nil
	opener   goapp.Value // what had the focus when it opened, or nil
	openerID string      // its id, to find it again if the page redrew it
	// last is the element that last took the focus, nil after a pointer
	// press; outside the last one outside any modal dialog (the opener of
	// a dialog that took the focus before this watch saw it open).
	last, outside goapp.Value
	// lastKey finds last again when the page drew it anew: its
	// data-cell, as it was when it took the focus (elementKey).
	lastKey string
	// keyHeld is set while a key is down: the focus moves to the next
	// action once it is up (pending), lest the key's press or release
	// also act on the element given the focus (Enter clicks a button on
	// its keypress, Space on its keyup).
	keyHeld, pending bool
	started          bool
}

// dialogs is the page's one dialogFocus.
var dialogs dialogFocus

// watchDialogs starts following the page's dialogs; once is enough.
func watchDialogs() {
	if !goapp.IsClient || dialogs.started {
		return
	}
	dialogs.started = true
	doc := goapp.Window().Get("document")
	observer := goapp.Window().Get("MutationObserver").New(goapp.FuncOf(func(goapp.Value, []goapp.Value) any {
		dialogs.check()
		return nil
	}))
	observer.Call("observe", doc.Get("body"), map[string]any{
		"childList": true, "subtree": true, "attributes": true, "attributeFilter": []any{"aria-modal", "role", "disabled", "tabindex"},
	})
	doc.Call("addEventListener", "focusin", goapp.FuncOf(func(_ goapp.Value, args []goapp.Value) any {
		if len(args) > 0 {
			dialogs.last = args[0].Get("target")
			dialogs.lastKey = elementKey(dialogs.last)
			if !dialogs.last.Call("closest", modalSelector).Truthy() {
				dialogs.outside = dialogs.last
			}
		}
		return nil
	}), true)
	doc.Call("addEventListener", "keyup", goapp.FuncOf(func(goapp.Value, []goapp.Value) any {
		dialogs.keyHeld = false
		if dialogs.pending {
			dialogs.pending = false
			goapp.Window().Call("setTimeout", goapp.FuncOf(func(goapp.Value, []goapp.Value) any {
				dialogs.refocus()
				return nil
			}), 0)
		}
		return nil
	}), true)
	doc.Call("addEventListener", "pointerdown", goapp.FuncOf(func(goapp.Value, []goapp.Value) any {
		dialogs.last = nil
		return nil
	}), true)
	doc.Call("addEventListener", "keydown", goapp.FuncOf(func(_ goapp.Value, args []goapp.Value) any {
		if len(args) > 0 {
			dialogs.keyHeld = true
			dialogs.key(args[0])
		}
		return nil
	}), true)
	dialogs.check()
}

// check notices a dialog opening, closing or giving way to another.
func (d *dialogFocus) check() {
	doc := goapp.Window().Get("document")
	all := doc.Call("querySelectorAll", modalSelector)
	var top goapp.Value
	if n := all.Length(); n > 0 {
		top = all.Index(n - 1)
	}
	switch {
	case top == nil && d.open == nil:
		d.refocus()
		return
	case top != nil && d.open != nil && top.Equal(d.open):
		return
	case top == nil:
		d.open = nil
		d.giveBack()
		return
	}
	if d.open == nil {
		// A dialog that replaces another keeps the first one's opener.
		d.opener, d.openerID = nil, ""
		if a := doc.Get("activeElement"); a.Truthy() && !a.Equal(doc.Get("body")) && !top.Call("contains", a).Bool() {
			d.opener, d.openerID = a, a.Get("id").String()
		} else if d.outside != nil {
			// The game put the focus inside before this watch saw the
			// dialog open.
			d.opener, d.openerID = d.outside, d.outside.Get("id").String()
		}
	}
	d.open = top
	if a := doc.Get("activeElement"); a.Truthy() && top.Call("contains", a).Bool() {
		return // the game put the focus inside already
	}
	first := top.Call("querySelector", "[data-autofocus]")
	if !first.Truthy() {
		first = top.Call("querySelector", focusableSelector)
	}
	if !first.Truthy() {
		top.Call("setAttribute", "tabindex", "-1")
		first = top
	}
	first.Call("focus", map[string]any{"preventScroll": true})
}

// giveBack returns the focus to what opened the dialog just closed, or to
// the element with its id when the page drew it anew, unless the game
// already moved the focus somewhere (not the page's body).
func (d *dialogFocus) giveBack() {
	doc := goapp.Window().Get("document")
	opener := d.opener
	d.opener = nil
	if a := doc.Get("activeElement"); a.Truthy() && !a.Equal(doc.Get("body")) {
		return
	}
	if d.last != nil && d.last.Call("hasAttribute", "data-dialog-go-on").Bool() {
		d.refocus()
		return
	}
	if opener == nil || !opener.Get("isConnected").Bool() {
		if d.openerID == "" {
			return
		}
		opener = doc.Call("getElementById", d.openerID)
	}
	if opener.Truthy() {
		opener.Call("focus", map[string]any{"preventScroll": true})
	}
}

// key keeps Tab inside the open dialog and lets Escape cancel it.
func (d *dialogFocus) key(e goapp.Value) {
	if d.open == nil || !d.open.Get("isConnected").Bool() {
		return
	}
	switch e.Get("key").String() {
	case "Escape":
		if b := d.open.Call("querySelector", "[data-dialog-cancel]"); b.Truthy() {
			e.Call("preventDefault")
			b.Call("click")
		}
	case "Tab":
		var list []goapp.Value
		all := d.open.Call("querySelectorAll", focusableSelector)
		for i := range all.Length() {
			if el := all.Index(i); el.Call("getClientRects").Length() > 0 {
				list = append(list, el)
			}
		}
		if len(list) == 0 {
			e.Call("preventDefault")
			return
		}
		active := goapp.Window().Get("document").Get("activeElement")
		first, last := list[0], list[len(list)-1]
		inside := d.open.Call("contains", active).Bool()
		switch shift := e.Get("shiftKey").Bool(); {
		case shift && (!inside || active.Equal(first) || active.Equal(d.open)):
			e.Call("preventDefault")
			last.Call("focus")
		case !shift && (!inside || active.Equal(last)):
			e.Call("preventDefault")
			first.Call("focus")
		}
	}
}

// refocus moves the focus to the page's next action when the page took
// away the control that had it.
func (d *dialogFocus) refocus() {
	if d.last == nil {
		return
	}
	doc := goapp.Window().Get("document")
	a := doc.Get("activeElement")
	lost := false
	switch {
	case !a.Truthy() || a.Equal(doc.Get("body")):
		lost = true
	case a.Get("disabled").Truthy():
		lost = true
	case !a.Call("hasAttribute", "tabindex").Bool() && !a.Call("matches", focusableSelector).Bool():
		lost = true // an SVG cell that no longer acts
	}
	if !lost {
		return
	}
	if d.keyHeld {
		d.pending = true
		return
	}
	// The same control drawn anew (a TRAKKX table grown around a token)
	// keeps the focus; else the next action takes it.
	if d.lastKey != "" {
		if again := doc.Call("querySelector", d.lastKey); again.Truthy() && !again.Equal(a) && focusable(again) {
			again.Call("focus", map[string]any{"preventScroll": true})
			return
		}
	}
	next := doc.Call("querySelector", "[data-next-action]:not([disabled])")
	if next.Truthy() {
		next.Call("focus", map[string]any{"preventScroll": true})
	}
}

// elementKey is a selector that finds el, a cell of a game's board, again
// when the page draws it anew: by its data-cell; "" for any other
// element (a button that comes back after the computer's turn, such as
// Draw, is not where the next turn starts).
func elementKey(el goapp.Value) (key string) {
	defer func() {
		if recover() != nil {
			key = "" // not an element (a focus event of the window)
		}
	}()
	if el.Get("nodeType").Int() != 1 {
		return ""
	}
	if cell := el.Call("getAttribute", "data-cell"); cell.Truthy() {
		return `[data-cell="` + goapp.Window().Get("CSS").Call("escape", cell.String()).String() + `"]`
	}
	return ""
}

// focusable reports whether el can take the focus: enabled, and a
// control or with a tabindex.
func focusable(el goapp.Value) bool {
	if el.Get("disabled").Truthy() {
		return false
	}
	return el.Call("hasAttribute", "tabindex").Bool() || el.Call("matches", focusableSelector).Bool()
}
