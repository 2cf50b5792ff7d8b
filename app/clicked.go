package app

import (
	"strconv"
	"strings"

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

// XYAttr is a board place's data attribute value "x,y" (x the column, y
// the row), as a game's board writes it for its one click handler.
func XYAttr(x, y int) string { return strconv.Itoa(x) + "," + strconv.Itoa(y) }

// ParseXYAttr reads a value XYAttr wrote; false for anything else.
func ParseXYAttr(s string) (x, y int, ok bool) {
	xs, ys, ok := strings.Cut(s, ",")
	if !ok {
		return 0, 0, false
	}
	x, err1 := strconv.Atoi(xs)
	y, err2 := strconv.Atoi(ys)
	return x, y, err1 == nil && err2 == nil
}
