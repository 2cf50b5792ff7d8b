package trakkx

import (
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
