//go:build wasm

package main

import (
	"time"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/aiclient"
	"traxapp/engine/ai"
	"traxapp/engine/trax"
)

// computerMoveTime is how long the computer thinks per move in the
// browser (Maximum uses all of it; weaker levels stop sooner).
const computerMoveTime = 1500 * time.Millisecond

// run starts the go-app client in the browser. Everything the server or the
// static export needs lives in //go:build !wasm files, so none of net/http's
// server side is linked into app.wasm.
func run() {
	registerComputer()
	app.Register()
	goapp.RunWhenOnBrowser()
}

// registerComputer offers the computer, at each level, in the new-game
// form. One client (one Web Worker) serves every game.
func registerComputer() {
	client := aiclient.New("")
	for _, level := range ai.Levels {
		app.RegisterOpponent(app.OpponentChoice{
			Label: "Computer, " + level.String(),
			New: func(trax.Variant) app.Opponent {
				return &aiclient.Opponent{Client: client, Level: level, MoveTime: computerMoveTime}
			},
		})
	}
}
