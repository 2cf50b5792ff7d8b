package share

import (
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"

	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
)

// svgNode is an element of a parsed picture: its name, attributes and text.
type svgNode struct {
	Name  string
	Attrs map[string]string
	Text  string
}

// parsePicture parses an SVG document into its elements in document
// order, failing the test on anything that is not well-formed XML.
func parsePicture(t *testing.T, doc string) []svgNode {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(doc))
	var nodes []svgNode
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nodes
		}
		if err != nil {
			t.Fatalf("picture is not well-formed XML: %v\n%s", err, doc)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			n := svgNode{Name: tok.Name.Local, Attrs: map[string]string{}}
			if tok.Name.Space != board.SVGNS {
				t.Errorf("<%s> in namespace %q, want %q", tok.Name.Local, tok.Name.Space, board.SVGNS)
			}
			for _, a := range tok.Attr {
				n.Attrs[a.Name.Local] = a.Value
			}
			nodes = append(nodes, n)
		case xml.CharData:
			if len(nodes) > 0 {
				nodes[len(nodes)-1].Text += string(tok)
			}
		}
	}
}

// gameOf plays record rec in variant v.
func gameOf(t *testing.T, v engine.Variant, rec string) *engine.Position {
	t.Helper()
	pos := engine.NewPosition(v)
	for _, tok := range strings.Fields(rec) {
		if _, err := pos.PlayNotation(tok); err != nil {
			t.Fatalf("%s: %v", tok, err)
		}
	}
	return pos
}

// TestPictureSVG: a picture draws every tile where the position has it,
// names the columns and rows as the notation does, outlines the last turn,
// traces a win, and refers to nothing outside itself.
func TestPictureSVG(t *testing.T) {
	cases := []struct {
		name    string
		variant engine.Variant
		record  string
		opts    PictureOptions
		traced  int // winning tracks drawn
	}{
		{"opening", engine.Trax, `@0/`, PictureOptions{Coordinates: true, LastTurn: true, Trace: true, Title: "One & <two>"}, 0},
		{"red loop", engine.Trax, `@0/ B1\ A2\`, PictureOptions{Coordinates: true, LastTurn: true, Trace: true}, 4},
		{"red loop, bare", engine.Trax, `@0/ B1\ A2\`, PictureOptions{}, 0},
		{"8x8 middle game", engine.Trax8x8, `@0/ @1+ B2\ A0\`, PictureOptions{Coordinates: true, LastTurn: true}, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			pos := gameOf(t, tc.variant, tc.record)
			doc := PictureSVG(pos, tc.opts)
			for _, banned := range []string{"href", "url(", "<script", "style", "class="} {
				if strings.Contains(doc, banned) {
					t.Errorf("picture contains %q: it must stand alone, colours inline", banned)
				}
			}
			nodes := parsePicture(t, doc)
			if nodes[0].Name != "svg" || nodes[0].Attrs["viewBox"] == "" || nodes[0].Attrs["width"] == "" {
				t.Fatalf("root %+v, want an svg with viewBox and size", nodes[0])
			}
			tiles, labels, marks, traces := map[string]bool{}, map[string]bool{}, 0, 0
			var title string
			for _, n := range nodes {
				switch {
				case n.Name == "g" && strings.HasPrefix(n.Attrs["transform"], "translate("):
					tiles[n.Attrs["transform"]] = true
				case n.Name == "text":
					labels[strings.TrimSpace(n.Text)] = true
				case n.Name == "rect" && n.Attrs["stroke"] == pictureLastInk:
					marks++
				case n.Name == "path" && (n.Attrs["stroke"] == pictureWinRed || n.Attrs["stroke"] == pictureWinWhite):
					traces++
				case n.Name == "title":
					title = strings.TrimSpace(n.Text)
				}
			}
			for _, pl := range pos.Placements() {
				at := fmt.Sprintf("translate(%d %d)", pl.At.X*board.Unit, pl.At.Y*board.Unit)
				if !tiles[at] {
					t.Errorf("no tile drawn at %v (%s)", pl.At, pos.PlaceName(pl.At))
				}
			}
			if len(tiles) != pos.TileCount() {
				t.Errorf("%d tiles drawn, the position has %d", len(tiles), pos.TileCount())
			}
			if title != tc.opts.Title {
				t.Errorf("title %q, want %q", title, tc.opts.Title)
			}
			// Every tile's notation name is made of a drawn column letter
			// and row number; nothing else is labelled.
			want := map[string]bool{}
			if tc.opts.Coordinates {
				area := pos.Area()
				for x := area.MinX; x <= area.MaxX; x++ {
					want[engine.ColumnName(x-area.MinX+1)] = true
				}
				for y := area.MinY; y <= area.MaxY; y++ {
					want[strconv.Itoa(y-area.MinY+1)] = true
				}
				for _, pl := range pos.Placements() {
					name := pos.PlaceName(pl.At)
					i := strings.IndexAny(name, "0123456789")
					if !labels[name[:i]] || !labels[name[i:]] {
						t.Errorf("tile %s: its column or row is not labelled (labels %v)", name, labels)
					}
				}
			}
			if fmt.Sprint(labels) != fmt.Sprint(want) {
				t.Errorf("labels %v, want %v", labels, want)
			}
			wantMarks := 0
			if tc.opts.LastTurn {
				wantMarks = len(pos.LastTurn())
			}
			if marks != wantMarks {
				t.Errorf("%d last-turn outlines, want %d", marks, wantMarks)
			}
			if traces != tc.traced {
				t.Errorf("%d winning tracks traced, want %d", traces, tc.traced)
			}
		})
	}
}

// TestPictureViewBoxHoldsEverything: the tiles and the coordinates lie
// inside the picture's viewBox, with paper round them.
func TestPictureViewBoxHoldsEverything(t *testing.T) {
	pos := gameOf(t, engine.Trax, `@0/ @1+ B2\ A0\`)
	for _, coords := range []bool{false, true} {
		vb := PictureViewBox(pos, PictureOptions{Coordinates: coords})
		a := pos.Area()
		minX, minY := float64(a.MinX*board.Unit), float64(a.MinY*board.Unit)
		if coords {
			minX -= pictureLabels
			minY -= pictureLabels
		}
		if vb.X >= minX || vb.Y >= minY || vb.X+vb.W <= float64((a.MaxX+1)*board.Unit) || vb.Y+vb.H <= float64((a.MaxY+1)*board.Unit) {
			t.Errorf("coordinates %v: viewBox %v does not hold the area %v with its labels and margin", coords, vb, a)
		}
	}
}

// TestPictureName: the file name says the variant and the move, and
// "trax" once.
func TestPictureName(t *testing.T) {
	pos := gameOf(t, engine.Trax8x8, `@0/ @1+`)
	if got := PictureName(engine.Trax8x8, pos); got != "trax-8x8-move-2" {
		t.Errorf("PictureName = %q", got)
	}
	if got := PictureName(engine.Trax, pos); got != "trax-move-2" {
		t.Errorf("PictureName of Trax = %q", got)
	}
}

// TestPNGScale: a PNG is print quality (3 px a unit, at least 1200 px on
// its longer side) within the canvas limit.
func TestPNGScale(t *testing.T) {
	for _, tc := range []struct{ long, want float64 }{
		{390, 1200.0 / 390},
		{500, 3},
		{1000, 3},
		{2000, 4096.0 / 2000},
	} {
		if got := pngScale(tc.long); got != tc.want {
			t.Errorf("pngScale(%v) = %v, want %v", tc.long, got, tc.want)
		}
	}
}
