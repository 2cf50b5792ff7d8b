package app

import goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

// Register tells go-app which component serves which path. The client
// (wasm) and the server (prerendering) both call it before anything else.
// The app has one route; its screens are state, so that it works under any
// sub-path.
func Register() {
	goapp.Route("/", func() goapp.Composer { return &root{} })
}

// root is a placeholder until the game screen lands.
type root struct{ goapp.Compo }

func (r *root) Render() goapp.UI { return goapp.Div().Text("Trax") }
