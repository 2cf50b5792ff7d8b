package traxit

import (
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestAllHandsDrawnWhenUnfolded: everyone's cards are drawn only while
// their list is unfolded, then a row per seat with each card it holds.
func TestAllHandsDrawnWhenUnfolded(t *testing.T) {
	c, _ := newTestController(nil)
	s := &screen{life: life{Ctl: c, Ready: true}}
	html := goapp.HTMLString(s.Render())
	if !strings.Contains(html, `id="traxit-hands"`) || strings.Contains(html, "data-hand-card") {
		t.Fatal("folded, everyone's cards are drawn (or their list is missing)")
	}
	c.handsOpen = true
	html = goapp.HTMLString(s.Render())
	pos := c.position()
	cards := 0
	for seat := range pos.Players() {
		cards += len(pos.Hand(seat))
	}
	if got := strings.Count(html, "data-hand-card="); got != cards || cards == 0 {
		t.Errorf("unfolded, %d cards drawn, want %d", got, cards)
	}
	if got := strings.Count(html, "data-hand-seat="); got != pos.Players() {
		t.Errorf("unfolded, %d rows, want one per seat (%d)", got, pos.Players())
	}
	// go-app writes an element's attributes in no set order.
	tag := html[strings.Index(html, `<details`):]
	tag = tag[:strings.Index(tag, ">")+1]
	if !strings.Contains(tag, `id="traxit-hands"`) || !strings.Contains(tag, " open") {
		t.Errorf("unfolded, the list is drawn closed: %s", tag)
	}
}
