package trax

import (
	"html"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/trax/share"
)

// The picture box saves the position on the board as a picture file for a
// club newsletter or a forum: SVG (share.PictureSVG) or PNG, which the
// browser draws from the same SVG on a canvas (share.SavePNG). Nothing leaves the device: the file
// is handed to the browser's download.

// positionPicture returns the SVG document of the position on the board (the one
// being reviewed, if any) and its file name without extension; ok is false
// on an empty board.
func (c *controller) positionPicture() (svg, name string, ok bool) {
	pos := c.position()
	if pos.TileCount() == 0 {
		return "", "", false
	}
	o := share.PictureOptions{
		Coordinates: !c.pic.bare,
		LastTurn:    true,
		Trace:       true,
		Title:       c.p.T("trax.picture.caption", "variant", variantName(c.p, c.game.Variant()), "turn", itoa(pos.Turns())),
	}
	return share.PictureSVG(pos, o), share.PictureName(c.game.Variant(), pos), true
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

// renderPictureBox offers the position as an SVG or PNG file.
func (c *controller) renderPictureBox() goapp.UI {
	t := c.p.T
	empty := c.position().TileCount() == 0
	return goapp.Section().Class("picture").Aria("labelledby", "picture-title").Body(
		goapp.H2().ID("picture-title").Class("record-title").Text(t("trax.picture.title")),
		goapp.Label().Class("picture-option").Body(
			goapp.Input().ID("picture-coordinates").Type("checkbox").Checked(!c.pic.bare).OnChange(c.onPictureCoordinates),
			goapp.Span().Text(" "+t("trax.picture.coordinates")),
		),
		goapp.Div().Class("record-buttons").Body(
			goapp.Button().ID("picture-svg").Attr("data-format", "svg").Disabled(empty).
				Title(t("trax.picture.svg-label")).OnClick(c.onPictureSave).Text(t("trax.picture.svg")),
			goapp.Button().ID("picture-png").Attr("data-format", "png").Disabled(empty).
				Title(t("trax.picture.png-label")).OnClick(c.onPictureSave).Text(t("trax.picture.png")),
		),
		goapp.Div().Class("record-buttons").Body(
			goapp.Button().ID("picture-print").Disabled(empty).
				Title(t("trax.picture.print-label")).OnClick(c.onPrintPosition).Text(t("trax.picture.print")),
		),
	)
}

func (c *controller) onPictureCoordinates(ctx goapp.Context, e goapp.Event) {
	c.setPictureCoordinates(ctx.JSSrc().Get("checked").Bool())
}

// onSave hands the picture to the browser's download, as SVG or PNG
// (data-format).
func (c *controller) onPictureSave(ctx goapp.Context, e goapp.Event) {
	svg, name, ok := c.positionPicture()
	if !ok || !goapp.IsClient {
		return
	}
	if ctx.JSSrc().Get("dataset").Get("format").String() == "svg" {
		file := name + ".svg"
		c.pictureSaved(file, share.SaveSVG(svg, file))
		return
	}
	vb := share.PictureViewBox(c.position(), share.PictureOptions{Coordinates: !c.pic.bare})
	file := name + ".png"
	share.SavePNG(svg, vb, file, func(ok bool) {
		ctx.Dispatch(func(goapp.Context) { c.pictureSaved(file, ok) })
	})
}

// onPrintPosition prints the position on the board: the page gets the
// position's print (renderPrintPosition, the only thing the print rules of web/app.css
// prints while it is there), then the browser's print dialog opens once
// the page shows it.
func (c *controller) onPrintPosition(ctx goapp.Context, e goapp.Event) {
	if c.position().TileCount() == 0 {
		return
	}
	c.pic.print = true
	c.rev++
	ctx.Defer(func(goapp.Context) { app.Print() })
}

// renderPrintPosition is the position on paper: its title, the diagram
// with the notation's coordinates (the picture file's drawing), whose
// turn it is and the moves that led there. It shows only in print. It has
// no control, so it is written as text (goapp.Raw), which keeps app.wasm
// smaller than building each element.
func (c *controller) renderPrintPosition() goapp.UI {
	pos := c.position()
	title := c.p.T("trax.picture.caption", "variant", variantName(c.p, c.game.Variant()), "turn", itoa(pos.Turns()))
	svg := share.PictureSVG(pos, share.PictureOptions{Coordinates: true, LastTurn: true, Trace: true, Title: title})
	// The document's XML declaration has no place inside the page.
	if i := strings.Index(svg, "<svg"); i > 0 {
		svg = svg[i:]
	}
	esc := html.EscapeString
	parts := []string{`<section id="print-position" class="print-only print-position"><h2>`, esc(title), `</h2><div class="print-position-board">`,
		svg, `</div><p id="print-position-turn" class="print-position-turn">`, esc(c.statusText()), "</p>"}
	if moves := c.history[:min(c.game.Len(), len(c.history))]; len(moves) > 0 {
		parts = append(parts, "<h3>", esc(c.p.T("trax.moves.title")), `</h3><ul id="print-position-moves" class="print-position-moves">`)
		for i, name := range moves {
			parts = append(parts, "<li>", esc(c.p.T("trax.moves.entry", "n", i+1, "move", name)), "</li>")
		}
		parts = append(parts, "</ul>")
	}
	return goapp.Raw(strings.Join(append(parts, "</section>"), ""))
}
