package share

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/trax/board"
)

// Picture files leave through the browser's download: nothing leaves the
// device.

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

// SaveSVG hands SVG document svg to the browser's download as file, and
// reports whether the browser took it.
func SaveSVG(svg, file string) bool { return download(svgBlob(svg), file) }

// SavePNG draws SVG document svg, whose viewBox is vb, as a PNG of print
// quality (pngScale) and hands it to the browser's download as file; done
// says, once, whether the browser took it.
func SavePNG(svg string, vb board.Box, file string, done func(ok bool)) {
	scale := pngScale(max(vb.W, vb.H))
	drawPNG(svg, int(vb.W*scale), int(vb.H*scale), func(png goapp.Value) {
		done(png.Truthy() && download(png, file))
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
