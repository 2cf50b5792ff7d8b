package trax

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

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
