package trax

import (
	"embed"
	"io/fs"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	engine "traxapp/engine/trax"
)

//go:embed messages/*.txt
var messages embed.FS

// Trax registers its words and itself with the shell.
func init() {
	sub, _ := fs.Sub(messages, "messages")
	i18n.Add(sub)
	app.RegisterGame(app.Game{
		ID:         "trax",
		MinPlayers: 1,
		MaxPlayers: 2,
		Play: func(s *app.Session) goapp.UI {
			return newGameScreen().Session(s)
		},
		Rules:      rulesBody,
		Picture:    picture,
		InProgress: inProgress,
	})
}

// inProgress reports whether st holds a saved Trax game that is not over.
func inProgress(st app.Storage) bool {
	data, ok := st.Load(savedKey)
	if !ok {
		return false
	}
	g, _, err := decodeSaved(data)
	return err == nil && g.Len() > 0 && !g.Outcome().Over()
}

// picture is the home page's drawing of Trax: four tiles that close a
// small white loop.
func picture() goapp.UI {
	g, err := engine.LoadRecord(engine.Trax, `@0/ @1\ A0/`)
	if err != nil {
		return goapp.Span()
	}
	return diagram(g.Position(), diagramOptions{})
}
