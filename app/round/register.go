package round

import (
	"io/fs"

	"traxapp/app"
	"traxapp/app/i18n"
)

// Register adds a game's words, the catalogs in messages' folder
// "messages" (one <lang>.txt per language), and registers g with the
// shell. A game's package calls it from its init function.
func Register(messages fs.FS, g app.Game) {
	sub, _ := fs.Sub(messages, "messages") // only an invalid name errs
	i18n.Add(sub)
	app.RegisterGame(g)
}
