package trakkx

import (
	"slices"
	"strings"
	"testing"

	engine "traxapp/engine/trakkx"
)

// TestRefusalSaidOnce: a refused lay-down says each problem once on the
// screen (the message line, not the message and the problem list), and
// the list comes back, alone, once the player changes the table.
func TestRefusalSaidOnce(t *testing.T) {
	c := testController(t, nil, runSeed, person, easy)
	place(t, c, "R12a", 0, 0)
	place(t, c, "R13a", 1, 0)
	const problem = "two tokens side by side form a line of two"
	c.submit()
	if n := strings.Count(render(c), problem); n != 1 {
		t.Errorf("after the refusal the screen says the problem %d times, want once", n)
	}
	c.tapCell(engine.Pos{Row: 0, Col: 1})
	c.toHand()
	place(t, c, "R13a", 1, 0)
	html := render(c)
	if n := strings.Count(html, problem); n != 1 {
		t.Errorf("after a change the screen says the problem %d times, want once", n)
	}
	if strings.Contains(c.message, "Refused") {
		t.Errorf("the refusal %q stays after the table changed", c.message)
	}
}

// newTokens returns the tokens of after not in before.
func newTokens(before, after []engine.TokenID) []engine.TokenID {
	var out []engine.TokenID
	for _, id := range after {
		if !slices.Contains(before, id) {
			out = append(out, id)
		}
	}
	return out
}

// TestDrawnTokenShownAndMarked: in hot seat the player who draws sees the
// token drawn, marked and named, before the device goes to the next
// player; it stays marked until that player's next action.
func TestDrawnTokenShownAndMarked(t *testing.T) {
	c := testController(t, nil, runSeed, person, person)
	c.reveal()
	before := c.game.View(0).Hand()
	c.drawBag()
	drawn := newTokens(before, c.game.View(0).Hand())
	if len(drawn) != 1 {
		t.Fatalf("drew %v", drawn)
	}
	name := tokenName(c.p, drawn[0])
	html := render(c)
	if c.handover() || c.viewer() != 0 || strings.Contains(html, `id="handover"`) {
		t.Fatalf("after the draw: handover %v, viewer %d; want the drawer's hand shown", c.handover(), c.viewer())
	}
	for _, want := range []string{`id="hide-hand"`, `data-hand="` + drawn[0].String() + `"`, `data-fresh="1"`,
		"New in your hand: " + name + ".", `aria-label="` + name + `, new"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the drawer's screen lacks %s", want)
		}
	}
	if n := strings.Count(html, `data-fresh="1"`); n != 1 {
		t.Errorf("%d tokens marked new, want 1", n)
	}
	if c.arranging() {
		t.Error("the drawer may still arrange the table after the turn")
	}
	c.hideHand()
	if !c.handover() || c.viewer() != -1 || strings.Contains(render(c), "data-hand=") {
		t.Fatal("after hiding the hand: no hand-over, or a hand still shown")
	}
	c.reveal()
	c.drawBag() // seat 1
	c.hideHand()
	c.reveal()
	if html := render(c); !slices.Contains(c.fresh[0], drawn[0]) || !strings.Contains(html, "New in your hand: "+name+".") {
		t.Error("seat 0's drawn token is no longer marked before seat 0 acted again")
	}
	c.drawBag()
	if slices.Contains(c.fresh[0], drawn[0]) || len(c.fresh[0]) != 1 {
		t.Errorf("after seat 0's next draw the new tokens are %v, want only the one just drawn", c.fresh[0])
	}
}

// TestFreshWithComputer: against the computer, a token taken from the
// display is marked in the hand until the next action.
func TestFreshWithComputer(t *testing.T) {
	c := testController(t, nil, runSeed, person, easy)
	before := c.game.View(0).Hand()
	c.takeDisplay(c.game.View(0).Display()[0])
	got := newTokens(before, c.game.View(0).Hand())
	if len(got) != 1 || !slices.Equal(c.fresh[0], got) {
		t.Fatalf("took %v, marked %v", got, c.fresh[0])
	}
	if html := render(c); !strings.Contains(html, `data-fresh="1"`) || strings.Contains(html, `id="hide-hand"`) {
		t.Error("one person: the token taken is not marked, or the hand is hidden")
	}
}
