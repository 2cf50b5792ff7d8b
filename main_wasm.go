//go:build wasm

package main

import (
	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
)

// run starts the go-app client in the browser. Everything the server or
// the static export needs lives in //go:build !wasm files (main_native.go
// and internal/cli, internal/site, internal/precompress), so none of
// net/http's server side is linked into app.wasm.
func run() {
	app.Register()
	goapp.RunWhenOnBrowser()
}
