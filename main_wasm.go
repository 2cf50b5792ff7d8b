//go:build wasm

package main

import (
	"context"
	"errors"
	"time"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/aiclient"
	"traxapp/app/aiworker"
	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// computerMoveTime is how long the computer thinks per move in the
// browser (Maximum uses all of it; weaker levels stop sooner).
const computerMoveTime = 1500 * time.Millisecond

// hintMoveTime is how long the Hint button's search thinks (level strong).
const hintMoveTime = time.Second

// main starts the go-app client in the browser. Everything the server or
// the static export needs lives in //go:build !wasm files (main.go and
// internal/cli, internal/site, internal/precompress), so none of net/http's
// server side is linked into app.wasm.
func main() {
	registerComputer()
	app.Register()
	goapp.RunWhenOnBrowser()
}

// registerComputer offers the computer, at each level, in the new-game
// form. One client (one Web Worker) serves every game.
func registerComputer() {
	client := aiclient.New("")
	registerAdvisor(client)
	for _, level := range ai.Levels {
		app.RegisterOpponent(app.OpponentChoice{
			Label: "Computer, " + level.String(),
			Key:   level.String(),
			New: func(trax.Variant) app.Opponent {
				return &aiclient.Opponent{Client: client, Level: level, MoveTime: computerMoveTime}
			},
		})
	}
}

// registerAdvisor makes the Hint button ask client's worker for the move
// it would play at level strong, with its explanation.
func registerAdvisor(client *aiclient.Client) {
	app.RegisterAdvisor(func(ctx context.Context, pos *trax.Position) (string, []ai.Reason, error) {
		rec, err := aiclient.Record(pos)
		if err != nil {
			return "", nil, err
		}
		rep, err := client.Think(ctx, aiworker.Request{
			Game: "trax", Variant: pos.Variant().Name, Record: rec, Level: ai.Strong.String(),
			MoveTimeMS: int(hintMoveTime / time.Millisecond), Hint: true,
		})
		if err != nil {
			return "", nil, err
		}
		if rep.Error != "" {
			return "", nil, errors.New(rep.Error)
		}
		return rep.Move, aiworker.TraxReasons(rep.Facts), nil
	})
}
