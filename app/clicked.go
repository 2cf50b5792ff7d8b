package app

import (
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Clicked returns the value of attribute attr (say "data-cell") of the
// element that carries it nearest around the event's target, and whether
// one does. A screen gives a list of buttons one handler that reads its
// target this way, never a closure made for each button in a loop: go-app
// compares handlers by function pointer.
func Clicked(e goapp.Event, attr string) (string, bool) {
	el := e.Get("target").Call("closest", "["+attr+"]")
	if !el.Truthy() {
		return "", false
	}
	return el.Call("getAttribute", attr).String(), true
}

// ClickedIndex is Clicked for an attribute that holds a whole number;
// false when none does.
func ClickedIndex(e goapp.Event, attr string) (int, bool) {
	v, ok := Clicked(e, attr)
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(v)
	return n, err == nil
}
