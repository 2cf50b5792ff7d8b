// Command webicons draws the app's icons - a Trax tile, black with a red and
// a white track - into web/: icon-192.png, icon-512.png,
// icon-maskable-512.png (tile in the central safe zone) and icon.svg. The
// PNGs are committed; the test beside this file checks they still match what
// this program draws. Run it from the module root:
//
//	go run ./internal/webicons -out web
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
)

// The palette of the board: black tiles, red and white tracks, on the app's
// background (the same colours as the handler's theme).
var (
	background = color.NRGBA{0x12, 0x12, 0x12, 0xff}
	tileColor  = color.NRGBA{0x00, 0x00, 0x00, 0xff}
	redTrack   = color.NRGBA{0xd6, 0x28, 0x28, 0xff}
	whiteTrack = color.NRGBA{0xf2, 0xf2, 0xf2, 0xff}
)

// trackWidth is the width of a track as a fraction of the tile's side.
const trackWidth = 0.2

// icon is one file this program writes.
type icon struct {
	name string
	draw func() []byte
}

// icons lists every file, in the order they are written.
var icons = []icon{
	{"icon-192.png", func() []byte { return encode(drawIcon(192, 1)) }},
	{"icon-512.png", func() []byte { return encode(drawIcon(512, 1)) }},
	// Maskable icons keep their subject inside the central circle of 80 %
	// diameter; a tile of side 0.56 has its corners at radius 0.396.
	{"icon-maskable-512.png", func() []byte { return encode(drawIcon(512, 0.56)) }},
	{"icon.svg", func() []byte { return []byte(svgIcon) }},
}

func main() {
	out := flag.String("out", "web", "directory to write the icons to")
	flag.Parse()
	for _, ic := range icons {
		path := filepath.Join(*out, ic.name)
		if err := os.WriteFile(path, ic.draw(), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}

// drawIcon draws a size x size icon: the background, and a tile of side
// scale*size centred on it (scale 1 fills the icon).
func drawIcon(size int, scale float64) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	side := scale * float64(size)
	off := (float64(size) - side) / 2
	const samples = 4 // per axis, for anti-aliasing
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			var r, g, b float64
			for sy := 0; sy < samples; sy++ {
				for sx := 0; sx < samples; sx++ {
					px := (float64(x) + (float64(sx)+0.5)/samples - off) / side
					py := (float64(y) + (float64(sy)+0.5)/samples - off) / side
					c := tilePixel(px, py)
					r += float64(c.R)
					g += float64(c.G)
					b += float64(c.B)
				}
			}
			n := float64(samples * samples)
			img.SetNRGBA(x, y, color.NRGBA{
				uint8(math.Round(r / n)), uint8(math.Round(g / n)), uint8(math.Round(b / n)), 0xff,
			})
		}
	}
	return img
}

// tilePixel is the colour at (x, y) in tile coordinates, the tile being the
// unit square: a red arc joins the top and left edges' midpoints, a white
// arc the bottom and right ones (the "curve" tile).
func tilePixel(x, y float64) color.NRGBA {
	if x < 0 || y < 0 || x >= 1 || y >= 1 {
		return background
	}
	onArc := func(cx, cy float64) bool {
		return math.Abs(math.Hypot(x-cx, y-cy)-0.5) <= trackWidth/2
	}
	switch {
	case onArc(0, 0):
		return redTrack
	case onArc(1, 1):
		return whiteTrack
	}
	return tileColor
}

// encode returns img as PNG bytes, as small as the standard library makes
// them: with a palette when the image has at most 256 colours (a tile's
// few colours and their anti-aliased edges), at the best compression. The
// icons are downloaded on a first visit.
func encode(img *image.NRGBA) []byte {
	var out image.Image = img
	index := map[color.NRGBA]uint8{}
	var palette color.Palette
	for i := 0; i < len(img.Pix); i += 4 {
		c := color.NRGBA{img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3]}
		if _, ok := index[c]; !ok {
			if len(palette) == 256 {
				palette = nil
				break
			}
			index[c] = uint8(len(palette))
			palette = append(palette, c)
		}
	}
	if palette != nil {
		p := image.NewPaletted(img.Bounds(), palette)
		for i := 0; i < len(img.Pix); i += 4 {
			p.Pix[i/4] = index[color.NRGBA{img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3]}]
		}
		out = p
	}
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&b, out); err != nil {
		panic(err) // encoding to memory cannot fail
	}
	return b.Bytes()
}

// svgIcon is the same tile as a vector image.
const svgIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<rect width="100" height="100" fill="#000"/>
<path d="M50 0A50 50 0 0 1 0 50" fill="none" stroke="#d62828" stroke-width="20"/>
<path d="M50 100A50 50 0 0 1 100 50" fill="none" stroke="#f2f2f2" stroke-width="20"/>
</svg>
`
