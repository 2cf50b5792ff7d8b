package board

import (
	"strings"
	"testing"

	engine "traxapp/engine/trax"
)

func TestTrackPath(t *testing.T) {
	tests := []struct {
		a, b engine.Dir
		want string
	}{
		{engine.West, engine.East, "M0 50L100 50"},
		{engine.North, engine.South, "M50 0L50 100"},
		// Arcs turn around the corner the two edges share.
		{engine.South, engine.East, "M50 100A50 50 0 0 1 100 50"},
		{engine.East, engine.South, "M100 50A50 50 0 0 0 50 100"},
		{engine.North, engine.West, "M50 0A50 50 0 0 1 0 50"},
		{engine.West, engine.North, "M0 50A50 50 0 0 0 50 0"},
		{engine.North, engine.East, "M50 0A50 50 0 0 0 100 50"},
		{engine.West, engine.South, "M0 50A50 50 0 0 1 50 100"},
	}
	for _, tt := range tests {
		if got := trackPath(tt.a, tt.b); got != tt.want {
			t.Errorf("trackPath(%v, %v) = %q, want %q", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestTileTracks(t *testing.T) {
	for _, tile := range engine.Tiles {
		tr := tileTracks(tile)
		if tr[0].Color == tr[1].Color {
			t.Errorf("%v: both tracks are %v", tile, tr[0].Color)
		}
		for _, x := range tr {
			if x.D == "" {
				t.Errorf("%v: empty track", tile)
			}
			if tile.Curve() != strings.Contains(x.D, "A") {
				t.Errorf("%v: track %q, curve = %v", tile, x.D, tile.Curve())
			}
		}
		if !tile.Curve() && tr[1].Color != engine.Red {
			t.Errorf("%v: red should cross over white", tile)
		}
	}
	// Tile 3 (`/`, red arc bottom-right) has its red arc around the
	// bottom-right corner and its white arc around the top-left one.
	if got := ColorTrack(engine.SlashRedBottomRight, engine.Red); !strings.HasSuffix(got, "100 50") && !strings.HasSuffix(got, "50 100") {
		t.Errorf("red track of tile 3 = %q, want the bottom-right arc", got)
	}
	if got := ColorTrack(engine.SlashRedBottomRight, engine.White); !strings.Contains(got, "50 0") || !strings.Contains(got, "0 50") {
		t.Errorf("white track of tile 3 = %q, want the top-left arc", got)
	}
}

func TestFitBox(t *testing.T) {
	if b := FitBox(engine.Rect{}); b.W <= Unit || b.X > 0 || b.X+b.W < Unit {
		t.Errorf("empty board: box %v does not show the first space", b)
	}
	area := engine.Rect{MinX: -3, MinY: 0, MaxX: 6, MaxY: 1}
	b := FitBox(area)
	// The frontier one space outside the area must be inside the box.
	if b.X > float64((area.MinX-1)*Unit) || b.X+b.W < float64((area.MaxX+2)*Unit) {
		t.Errorf("box %v misses the columns around %v", b, area)
	}
	if b.Y > float64((area.MinY-1)*Unit) || b.Y+b.H < float64((area.MaxY+2)*Unit) {
		t.Errorf("box %v misses the rows around %v", b, area)
	}
	if b.H < 5*Unit {
		t.Errorf("box %v is shorter than the minimum", b)
	}
}

func TestView(t *testing.T) {
	b := Box{0, 0, 1000, 500}
	v := view{Zoom: 1}
	if got := v.apply(b); got != b {
		t.Errorf("fitted view = %v, want %v", got, b)
	}
	v = v.zoomed(2)
	if got, want := v.apply(b), (Box{250, 125, 500, 250}); got != want {
		t.Errorf("zoom 2 = %v, want %v", got, want)
	}
	v.PanX = 100
	if got := v.apply(b); got.X != 350 {
		t.Errorf("pan 100: x = %v, want 350", got.X)
	}
	if z := (view{Zoom: 1}).zoomed(1000).Zoom; z != maxZoom {
		t.Errorf("zoom is not capped: %v", z)
	}
	if z := (view{Zoom: 1}).zoomed(0.0001).Zoom; z != minZoom {
		t.Errorf("zoom is not floored: %v", z)
	}
	if got := unitsPerPixel(Box{0, 0, 1000, 500}, 500, 500); got != 2 {
		t.Errorf("unitsPerPixel = %v, want 2", got)
	}
	if got := (Box{-120, 0, 340.5, 5}).String(); got != "-120 0 340.5 5" {
		t.Errorf("viewBox = %q", got)
	}
}

func TestParseSpace(t *testing.T) {
	tests := []struct {
		in   string
		want engine.Point
		ok   bool
	}{
		{"0,0", engine.Point{}, true},
		{"-3,12", engine.Point{X: -3, Y: 12}, true},
		{"3", engine.Point{}, false},
		{"a,b", engine.Point{}, false},
		{"", engine.Point{}, false},
	}
	for _, tt := range tests {
		got, ok := ParseSpace(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ParseSpace(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
		if ok && SpaceAttr(got) != tt.in {
			t.Errorf("SpaceAttr(%v) = %q, want %q", got, SpaceAttr(got), tt.in)
		}
	}
}

func TestStep(t *testing.T) {
	spaces := []engine.Point{{X: 0, Y: -1}, {X: -1, Y: 0}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: 3, Y: 1}}
	from := engine.Point{X: 1, Y: 0}
	tests := []struct {
		d    engine.Dir
		want engine.Point
	}{
		{engine.West, engine.Point{X: -1, Y: 0}}, // same row beats one step aside
		{engine.East, engine.Point{X: 3, Y: 1}},
		{engine.South, engine.Point{X: 0, Y: 1}},
		{engine.North, engine.Point{X: 0, Y: -1}},
	}
	for _, tt := range tests {
		if got := step(spaces, from, tt.d); got != tt.want {
			t.Errorf("step %v from %v = %v, want %v", tt.d, from, got, tt.want)
		}
	}
	if got := step(spaces, engine.Point{X: 3, Y: 1}, engine.East); got != (engine.Point{X: 3, Y: 1}) {
		t.Errorf("step past the last space moved to %v", got)
	}
	if got := nearest(spaces, engine.Point{X: 3, Y: 2}); got != (engine.Point{X: 3, Y: 1}) {
		t.Errorf("nearest = %v", got)
	}
}

func TestFrontierOf(t *testing.T) {
	pos := engine.NewPosition(engine.Trax)
	if got := FrontierOf(pos.LegalMoves(nil)); len(got) != 1 || got[0] != (engine.Point{}) {
		t.Fatalf("empty board frontier = %v, want the one space (0,0)", got)
	}
	if _, err := pos.PlayNotation("@0/"); err != nil {
		t.Fatal(err)
	}
	if got := FrontierOf(pos.LegalMoves(nil)); len(got) != 4 {
		t.Errorf("frontier after one tile = %v, want its 4 neighbours", got)
	}
}
