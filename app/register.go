package app

import goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

// Register tells go-app which component serves which path. The client
// (wasm) and the server (prerendering) both call it before anything else.
// The app has one route; its screens are state, so that it works under any
// sub-path.
func Register() {
	goapp.Route("/", func() goapp.Composer { return newRoot() })
}

// root is the app's one page. It shows the game screen; later screens
// (Tur-TRAX, solitaire) become state here, not routes.
type root struct{ goapp.Compo }

// newRoot returns the app's page.
func newRoot() *root { return &root{} }

// Render shows the current screen.
func (r *root) Render() goapp.UI { return newGameScreen() }
