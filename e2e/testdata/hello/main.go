//go:build wasm

// Command hello is the smallest go-app app with the DOM contract of the
// browser tests (#game[data-ready="1"] once it runs): TestLoadTime builds
// it, serves it exactly as the real app is served (same server, page,
// precompression and service worker; only app.wasm differs) and reports
// the real app's load time as a ratio to this one's, which stays stable
// on a busy machine where the times alone do not.
package main

import "github.com/maxence-charriere/go-app/v10/pkg/app"

type hello struct{ app.Compo }

func (h *hello) Render() app.UI {
	return app.Div().ID("game").DataSet("ready", "1").Text("Hello")
}

func main() {
	app.Route("/", func() app.Composer { return &hello{} })
	app.RunWhenOnBrowser()
}
