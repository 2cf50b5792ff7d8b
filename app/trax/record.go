package trax

import (
	"traxapp/app/records"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"
)

// renderRecordBox imports a game record pasted in official notation and
// exports the current one (to the clipboard, and always into a visible
// text box to copy by hand where the clipboard is not allowed).
func (c *controller) renderRecordBox() goapp.UI {
	return goapp.Section().Class("record").Aria("labelledby", "record-title").Body(
		goapp.H2().ID("record-title").Class("record-title").Text(c.p.T("trax.record.title")),
		goapp.Label().For("import-text").Class("sr-only").Text(c.p.T("trax.record.import-label")),
		goapp.Textarea().
			ID("import-text").
			Class("record-text").
			Rows(2).
			Spellcheck(false).
			Attr("autocapitalize", "characters").
			Attr("autocomplete", "off").
			Placeholder(c.p.T("trax.record.placeholder", "example", "@0/ B1\\ A2\\")).
			OnInput(c.onRecordInput),
		goapp.Div().Class("record-buttons").Body(
			goapp.Button().ID("import").Aria("label", records.SpokenAfterShown(c.p.T("trax.record.load"), c.p.T("trax.record.load-label"))).OnClick(c.onImport).Text(c.p.T("trax.record.load")),
			goapp.Button().ID("export").Aria("label", records.SpokenAfterShown(c.p.T("trax.record.copy"), c.p.T("trax.record.copy-label"))).OnClick(c.onExport).Text(c.p.T("trax.record.copy")),
		),
		goapp.If(c.exportText != "", func() goapp.UI {
			return goapp.Div().Class("export").Body(
				goapp.Label().For("export-text").Class("export-label").Text(c.p.T("trax.record.export-label")),
				goapp.Textarea().ID("export-text").Class("record-text").ReadOnly(true).Rows(2).Text(c.exportText),
			)
		}),
	)
}

func (c *controller) onRecordInput(ctx goapp.Context, e goapp.Event) {
	c.setImportText(e.Get("target").Get("value").String())
	ctx.PreventUpdate()
}

func (c *controller) onImport(ctx goapp.Context, e goapp.Event) {
	text := c.importText
	if el := goapp.Window().GetElementByID("import-text"); el.Truthy() {
		text = el.Get("value").String()
	}
	c.importRecord(text)
}

func (c *controller) onExport(ctx goapp.Context, e goapp.Event) {
	copyToClipboard(c.exportRecord())
}

// copyToClipboard writes s to the clipboard when the browser allows it;
// the export box shows the record either way.
func copyToClipboard(s string) {
	if !goapp.IsClient {
		return
	}
	defer func() { _ = recover() }()
	clip := goapp.Window().Get("navigator").Get("clipboard")
	if clip.Truthy() {
		p := clip.Call("writeText", s)
		// Swallow a refusal (no permission, insecure context): the box shows it.
		noop := goapp.FuncOf(func(this goapp.Value, args []goapp.Value) any { return nil })
		p.Call("catch", noop)
	}
}
