package trakkx_test

import (
	"fmt"

	"traxapp/engine/trakkx"
)

// A turn as the UI drives it: view, validate a tentative table, apply.
func Example() {
	g, _ := trakkx.NewGame(trakkx.Options{Players: 2, Seed: 7})
	seat := g.ToMove()
	v := g.View(seat)
	fmt.Println("hand", len(v.Hand()), "display", len(v.Display()), "bag", v.BagCount())

	// Two tokens in a row are never a line (TV1).
	tentative := trakkx.Table{{Row: 0, Col: 0}: v.Hand()[0], {Row: 0, Col: 1}: v.Hand()[1]}
	for _, p := range v.CheckLayDown(tentative) {
		fmt.Println(p.Code, "in group", p.Group, "at", p.Cells)
	}
	err := g.Apply(trakkx.LayDown(seat, tentative))
	fmt.Println("refused:", trakkx.CodeOf(err))

	_ = g.Apply(trakkx.DrawBag(seat))
	fmt.Println("next:", g.ToMove(), "hand", g.View(seat).HandCount(seat))
	// Output:
	// hand 15 display 6 bag 80
	// TwoTokenLine in group 0 at [{0 0} {0 1}]
	// refused: TwoTokenLine
	// next: 1 hand 16
}
