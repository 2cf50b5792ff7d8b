package traxit

import (
	"encoding/xml"
	"slices"
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "traxapp/engine/traxit"
)

// boardLayers returns the tag and class of each child of the board's svg.
func boardLayers(t *testing.T, ui goapp.UI) []string {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(goapp.HTMLString(ui)))
	dec.Strict = false
	var layers []string
	depth := 0
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch e := tok.(type) {
		case xml.StartElement:
			depth++
			if depth == 2 {
				class := ""
				for _, a := range e.Attr {
					if a.Name.Local == "class" {
						class = a.Value
					}
				}
				layers = append(layers, e.Name.Local+"."+class)
			}
		case xml.EndElement:
			depth--
		}
	}
	return layers
}

// TestDrawBoardLayersKeepTheirPlaces: whatever the board points out
// (start rows, routes, the last route, a TRAXIT's way down), its layers
// stand at the same places among the svg's children, so that go-app
// updates the pawns and the cells in place instead of rebuilding them
// when a route comes or goes (issue 28: a frozen page on phones).
func TestDrawBoardLayersKeepTheirPlaces(t *testing.T) {
	g, err := engine.NewGame(engine.Options{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	pos := g.Position()
	a1, b2, c3 := engine.Cell{R: 7, C: 0}, engine.Cell{R: 6, C: 1}, engine.Cell{R: 5, C: 2}
	views := map[string]boardView{
		"nothing":     {cells: true, glide: engine.NoCell, picked: engine.NoCell},
		"start rows":  {cells: true, glide: engine.NoCell, picked: engine.NoCell, startRows: true},
		"routes":      {cells: true, glide: engine.NoCell, picked: engine.NoCell, routes: [][]engine.Cell{{a1, b2}, {a1, b2, c3}}},
		"last route":  {cells: true, glide: engine.NoCell, picked: engine.NoCell, lastRoute: []engine.Cell{a1, b2}},
		"TRAXIT way":  {cells: true, glide: engine.NoCell, picked: engine.NoCell, traxitWay: []engine.Cell{c3, a1}},
		"all of them": {cells: true, glide: engine.NoCell, picked: engine.NoCell, startRows: true, routes: [][]engine.Cell{{a1, b2}}, lastRoute: []engine.Cell{b2, c3}, traxitWay: []engine.Cell{c3, a1}},
	}
	want := boardLayers(t, drawBoard(pos, views["nothing"]))
	always := map[string]bool{}
	for _, layer := range []string{"g.levels", "g.coords", "g.routes", "g.obstacles", "g.pawns", "g.targets", "g.cells"} {
		always[layer] = true
		if !slices.Contains(want, layer) {
			t.Fatalf("the board has no %s layer: %v", layer, want)
		}
	}
	for name, v := range views {
		got := boardLayers(t, drawBoard(pos, v))
		if len(got) != len(want) {
			t.Errorf("%s: %d layers %v, want %d as with nothing pointed out %v", name, len(got), got, len(want), want)
			continue
		}
		for i := range want {
			if always[want[i]] && got[i] != want[i] {
				t.Errorf("%s: layer %d is %s, want %s", name, i, got[i], want[i])
			}
		}
	}
}
