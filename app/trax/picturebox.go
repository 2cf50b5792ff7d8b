package trax

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The picture box saves the position on the board as a picture file for a
// club newsletter or a forum: SVG (pictureSVG) or PNG, which the browser
// draws from the same SVG on a canvas. Nothing leaves the device: the file
// is handed to the browser's download.

// pictureState is what the controller keeps of the picture box.
type pictureState struct {
	// bare leaves out the coordinates (they are shown by default).
	bare bool
}

// pictureMaxPixels bounds a PNG's longer side, within every browser's
// canvas limit; a bigger position is drawn smaller.
const pictureMaxPixels = 4096

// pngPerUnit and pictureMinPixels make a PNG fit for print: 3 pixels a
// user unit (300 a tile), and at least 1200 pixels on the longer side.
const (
	pngPerUnit       = 3.0
	pictureMinPixels = 1200.0
)

// pngScale returns the pixels per user unit of the PNG of a picture whose
// longer side is long user units: print quality, within the canvas limit.
func pngScale(long float64) float64 {
	if long <= 0 {
		return pngPerUnit
	}
	return min(max(pngPerUnit, pictureMinPixels/long), pictureMaxPixels/long)
}

// picture returns the SVG document of the position on the board (the one
// being reviewed, if any) and its file name without extension; ok is false
// on an empty board.
func (c *controller) picture() (svg, name string, ok bool) {
	pos := c.position()
	if pos.TileCount() == 0 {
		return "", "", false
	}
	o := pictureOptions{
		coordinates: !c.pic.bare,
		lastTurn:    true,
		trace:       true,
		title:       c.p.T("trax.picture.caption", "variant", variantName(c.p, c.game.Variant()), "turn", itoa(pos.Turns())),
	}
	return pictureSVG(pos, o), pictureName(c.game.Variant(), pos), true
}

// pictureSaved says how saving a picture went: the file's name, or that
// the browser could not draw the PNG.
func (c *controller) pictureSaved(file string, ok bool) {
	if ok {
		c.message = c.p.T("trax.picture.saved", "file", file)
	} else {
		c.message = c.p.T("trax.picture.failed")
	}
	c.rev++
}

// setPictureCoordinates shows or leaves out the coordinates.
func (c *controller) setPictureCoordinates(on bool) {
	c.pic.bare = !on
	c.rev++
}

// pictureBox offers the position as an SVG or PNG file.
type pictureBox struct {
	goapp.Compo
	Bound
}

// Render draws the box.
func (b *pictureBox) Render() goapp.UI {
	c := b.ICtl
	t := c.p.T
	empty := c.position().TileCount() == 0
	return goapp.Section().Class("picture").Aria("labelledby", "picture-title").Body(
		goapp.H2().ID("picture-title").Class("record-title").Text(t("trax.picture.title")),
		goapp.Label().Class("picture-option").Body(
			goapp.Input().ID("picture-coordinates").Type("checkbox").Checked(!c.pic.bare).OnChange(b.onCoordinates),
			goapp.Span().Text(" "+t("trax.picture.coordinates")),
		),
		goapp.Div().Class("record-buttons").Body(
			goapp.Button().ID("picture-svg").Attr("data-format", "svg").Disabled(empty).
				Title(t("trax.picture.svg-label")).OnClick(b.onSave).Text(t("trax.picture.svg")),
			goapp.Button().ID("picture-png").Attr("data-format", "png").Disabled(empty).
				Title(t("trax.picture.png-label")).OnClick(b.onSave).Text(t("trax.picture.png")),
		),
	)
}

func (b *pictureBox) onCoordinates(ctx goapp.Context, e goapp.Event) {
	b.ICtl.setPictureCoordinates(ctx.JSSrc().Get("checked").Bool())
}

// onSave hands the picture to the browser's download, as SVG or PNG
// (data-format).
func (b *pictureBox) onSave(ctx goapp.Context, e goapp.Event) {
	c := b.ICtl
	svg, name, ok := c.picture()
	if !ok || !goapp.IsClient {
		return
	}
	if ctx.JSSrc().Get("dataset").Get("format").String() == "svg" {
		file := name + ".svg"
		c.pictureSaved(file, download(svgBlob(svg), file))
		return
	}
	vb := pictureViewBox(c.position(), pictureOptions{coordinates: !c.pic.bare})
	scale := pngScale(max(vb.W, vb.H))
	file := name + ".png"
	drawPNG(svg, int(vb.W*scale), int(vb.H*scale), func(png goapp.Value) {
		ok := png.Truthy() && download(png, file)
		ctx.Dispatch(func(goapp.Context) { c.pictureSaved(file, ok) })
	})
}

// svgBlob returns a Blob of SVG document svg.
func svgBlob(svg string) goapp.Value {
	return goapp.Window().Get("Blob").New([]any{svg}, map[string]any{"type": "image/svg+xml"})
}

// lastDownload is the object URL of the last file handed to the browser,
// released at the next one (a download may still be reading it now).
var lastDownload string

// download hands blob to the browser as a file named name, and reports
// whether the browser took it.
func download(blob goapp.Value, name string) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	win := goapp.Window()
	urls := win.Get("URL")
	if lastDownload != "" {
		urls.Call("revokeObjectURL", lastDownload)
	}
	lastDownload = urls.Call("createObjectURL", blob).String()
	doc := win.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", lastDownload)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	return true
}

// drawPNG draws SVG document svg on a w x h canvas and calls done once
// with the PNG Blob, or with null where the browser cannot.
func drawPNG(svg string, w, h int, done func(png goapp.Value)) {
	fail := func() { done(goapp.Null()) }
	defer func() {
		if recover() != nil {
			fail()
		}
	}()
	win := goapp.Window()
	urls := win.Get("URL")
	src := urls.Call("createObjectURL", svgBlob(svg))
	img := win.Get("Image").New()
	var loaded, failed, encoded goapp.Func
	release := func() {
		urls.Call("revokeObjectURL", src)
		loaded.Release()
		failed.Release()
	}
	loaded = goapp.FuncOf(func(goapp.Value, []goapp.Value) any {
		release()
		defer func() {
			if recover() != nil {
				fail()
			}
		}()
		canvas := win.Get("document").Call("createElement", "canvas")
		canvas.Set("width", w)
		canvas.Set("height", h)
		canvas.Call("getContext", "2d").Call("drawImage", img, 0, 0, w, h)
		encoded = goapp.FuncOf(func(_ goapp.Value, args []goapp.Value) any {
			encoded.Release()
			if len(args) == 0 || !args[0].Truthy() {
				fail()
				return nil
			}
			done(args[0])
			return nil
		})
		canvas.Call("toBlob", encoded, "image/png")
		return nil
	})
	failed = goapp.FuncOf(func(goapp.Value, []goapp.Value) any {
		release()
		fail()
		return nil
	})
	img.Set("onload", loaded)
	img.Set("onerror", failed)
	img.Set("src", src)
}
