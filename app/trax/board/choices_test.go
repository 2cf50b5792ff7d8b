package board

import (
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "traxapp/engine/trax"
)

func TestThumbBoxCentresChosen(t *testing.T) {
	g, err := engine.LoadRecord(engine.Trax, "@0+ B1/ C1/ A2/ A3+ A4/ B4+ C4/")
	if err != nil {
		t.Fatal(err)
	}
	pos := g.Position()
	m, _ := pos.ParseMove("C3+")
	sel := NoSelection()
	sel.Open(pos, pos.LegalMoves(nil), m.At, false)
	if len(sel.Choices) == 0 {
		t.Fatal("no choices at C3")
	}
	for _, ch := range sel.Choices {
		b := thumbBox(ch)
		cx, cy := b.X+b.W/2, b.Y+b.H/2
		if cx != float64(ch.Move.At.X*Unit+Unit/2) || cy != float64(ch.Move.At.Y*Unit+Unit/2) || b.W != b.H {
			t.Errorf("%s: thumbnail %v not centred on the chosen tile", ch.Name, b)
		}
		for _, pl := range ch.Turn {
			x, y := float64(pl.At.X*Unit), float64(pl.At.Y*Unit)
			if x < b.X || y < b.Y || x+Unit > b.X+b.W || y+Unit > b.Y+b.H {
				t.Errorf("%s: tile at %v cut by the thumbnail %v", ch.Name, pl.At, b)
			}
		}
	}
}

func TestTilePreview(t *testing.T) {
	pos := engine.NewPosition(engine.Trax)
	m, _ := pos.ParseMove("@0/")
	ch := Choice{Move: m, Name: "@0/", Turn: []engine.Placement{{At: m.At, Tile: m.Tile}}}
	err := goapp.TestMatch(tilePreview(pos, ch), goapp.TestUIDescriptor{
		Path: goapp.TestPath(),
		// The lone tile fills the thumbnail, with a thin margin.
		Expected: SVG("svg").Class("choice-svg").Attr("viewBox", "-12 -12 124 124").
			Attr("preserveAspectRatio", "xMidYMid meet").Aria("hidden", "true"),
	})
	if err != nil {
		t.Error(err)
	}
	html := goapp.HTMLString(tilePreview(pos, ch))
	if !strings.Contains(html, `href="#trax-tile-3"`) {
		t.Errorf("preview of @0/ does not draw tile 3: %s", html)
	}
}
