package trax

import (
	"regexp"
	"strings"
	"testing"
	engine "traxapp/engine/trax"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"
)

// disabledRE matches a disabled attribute that is set.
var disabledRE = regexp.MustCompile(`\bdisabled[ >]`)

// TestPictureBox: the box offers both formats once a tile is down, and
// the controller's picture follows the coordinates choice and the
// position being reviewed.
func TestPictureBox(t *testing.T) {
	c := newController(engine.Trax, nil)
	if _, _, ok := c.positionPicture(); ok {
		t.Error("a picture of the empty board")
	}
	html := goapp.HTMLString(c.renderPictureBox())
	for _, want := range []string{`id="picture-svg"`, `id="picture-png"`, `id="picture-print"`, ">Save SVG<", "Coordinates<"} {
		if !strings.Contains(html, want) {
			t.Errorf("empty board: box lacks %s:\n%s", want, html)
		}
	}
	if n := len(disabledRE.FindAllString(html, -1)); n != 3 {
		t.Errorf("empty board: %d buttons disabled, want all three (SVG, PNG, Print):\n%s", n, html)
	}
	playRecord(t, c, `@0/ B1\`)
	if html := goapp.HTMLString(c.renderPictureBox()); disabledRE.MatchString(html) {
		t.Errorf("buttons disabled with tiles on the board:\n%s", html)
	}
	svg, name, ok := c.positionPicture()
	if !ok || name != "trax-move-2" || !strings.Contains(svg, "<text") || !strings.Contains(svg, "<title>Trax, the position after turn 2</title>") {
		t.Errorf("picture %q ok %v:\n%s", name, ok, svg)
	}
	c.setPictureCoordinates(false)
	if svg, _, _ := c.positionPicture(); strings.Contains(svg, "<text") {
		t.Error("coordinates drawn after leaving them out")
	}
	c.goTo(1) // review the first turn
	if _, name, _ := c.positionPicture(); name != "trax-move-1" {
		t.Errorf("reviewing turn 1: picture %q", name)
	}
}

// TestPrintPosition: the position's print is the picture file's drawing
// with its coordinates (whatever the picture box's choice), whose turn it
// is and the moves up to the position on the board, the one reviewed
// included.
func TestPrintPosition(t *testing.T) {
	c := newController(engine.Trax, nil)
	playRecord(t, c, `@0/ B1\ A0+`)
	c.setPictureCoordinates(false)
	html := goapp.HTMLString(c.renderPrintPosition())
	for _, want := range []string{
		`id="print-position"`, "<svg", "Trax, the position after turn 3", ">A</text>", ">1</text>",
		"Red to move.", "1. @0/", "2. B1\\", "3. A0+",
	} {
		if !strings.Contains(html, want) {
			t.Errorf("print lacks %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, "<?xml") {
		t.Errorf("the XML declaration inside the page:\n%s", html)
	}
	c.pic.print = true
	c.goTo(1)
	if c.pic.print {
		t.Error("the print of the position before stays after going to turn 1")
	}
	html = goapp.HTMLString(c.renderPrintPosition())
	if !strings.Contains(html, "1. @0/") || strings.Contains(html, "2. B1") || !strings.Contains(html, "after turn 1") {
		t.Errorf("reviewing turn 1, the print shows another position:\n%s", html)
	}
}
