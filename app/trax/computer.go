package trax

import (
	"context"
	"errors"
	"time"

	"traxapp/app/aiclient"
	"traxapp/app/aiworker"
	"traxapp/app/aiworker/traxworker"
	"traxapp/app/round/clock"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// workerOpponent is the computer as an Opponent: it answers Move with the
// AI worker's search at its level, thinking about moveTime. The worker
// replays the game's record (with, in Tur-TRAX, its seed, which gives the
// rolled tile: Trax's own request options).
type workerOpponent struct {
	connect  func() *aiclient.Client
	level    ai.Level
	moveTime time.Duration
}

// Move returns the computer's move in game g, or ctx's error when ctx is
// done first.
func (o *workerOpponent) Move(ctx context.Context, g *engine.Game) (engine.Move, error) {
	req := traxworker.Request(g.Variant().Name, g.Record(), o.level.String(), clock.MoveTimeOf(ctx, o.moveTime), traxworker.Options{Seed: g.Seed()})
	rep, err := think(ctx, o.connect(), req)
	if err != nil {
		return engine.Move{}, err
	}
	return g.Position().ParseMove(rep.Move)
}

// think sends req to AI client ac and returns its reply, or the error of
// the client or of the reply.
func think(ctx context.Context, ac *aiclient.Client, req aiworker.Request) (aiworker.Reply, error) {
	rep, err := ac.Think(ctx, req)
	if err == nil && rep.Error != "" {
		err = errors.New(rep.Error)
	}
	return rep, err
}
