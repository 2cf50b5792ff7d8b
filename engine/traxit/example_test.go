package traxit_test

import (
	"errors"
	"fmt"

	"traxapp/engine/traxit"
)

// A screen's round trip: start a game, act, read the board, refuse an
// illegal action by its code, save and load the record.
func Example() {
	g, err := traxit.NewGame(traxit.Options{Players: 2, StartSeat: 1})
	if err != nil {
		panic(err)
	}
	for _, tok := range []string{"place c8 g8", "place c1 f1", "card P07"} {
		if err := g.Play(tok); err != nil {
			panic(err)
		}
	}
	p := g.Position()
	fmt.Println("phase", p.Phase(), "seat to act", p.ToMove())
	for _, r := range p.Routes(p.Mover(), p.PendingCard()) {
		fmt.Println("may move", r.From, "to", r.To, "via", r.Path)
	}
	err = g.Apply(traxit.MoveAction(traxit.Cell{R: 7, C: 2}, traxit.Cell{R: 4, C: 3}))
	if errors.Is(err, traxit.ErrNoRoute) {
		fmt.Println("refused:", err.(*traxit.ActionError).Code == traxit.ErrNoRoute)
	}
	g.Play("move f1 e4")
	fmt.Println("e4 is level", p.Square(traxit.Cell{R: 4, C: 4}).Level, "- now", g.Position().Square(traxit.Cell{R: 4, C: 4}))
	h, _ := traxit.ParseRecord(g.Record())
	fmt.Println("replayed", h.Len(), "actions")
	// Output:
	// phase move seat to act 0
	// may move c1 to b4 via [b1 b2 b3 b4]
	// may move c1 to f2 via [c2 d2 e2 f2]
	// may move f1 to e4 via [e1 e2 e3 e4]
	// refused: true
	// e4 is level 4 - now {4 false 0 1}
	// replayed 4 actions
}
