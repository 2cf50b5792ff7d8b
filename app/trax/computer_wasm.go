//go:build wasm

package trax

import (
	"context"
	"errors"
	"time"

	"traxapp/app"
	"traxapp/app/aiclient"
	"traxapp/app/aiworker/traxworker"
	"traxapp/app/trax/review"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// computerMoveTime is how long the computer thinks per move in the
// browser (Maximum uses all of it; weaker levels stop sooner).
const computerMoveTime = 1500 * time.Millisecond

// hintMoveTime is how long the Hint button's search thinks (level strong).
const hintMoveTime = time.Second

// reviewTurnTime is how long the review's two searches of one turn think
// together (its proofs are bounded by positions, see traxworker).
const reviewTurnTime = 300 * time.Millisecond

// The computer, at each level, is offered in the browser only (tests run
// natively with opponents of their own).
func init() { registerComputer() }

// client returns Trax's one AI client (one Web Worker running the
// program Trax's registration declares, app.wasm). It is asked for at
// the first request, once every game is registered.
func client() *aiclient.Client { return app.AIClientFor(traxworker.Game) }

// registerComputer plugs in the computer: at each level in the new-game
// form, the Hint button's advisor and the review's judge. Trax's one AI
// client serves them all.
func registerComputer() {
	c := Computer{Advisor: advise, Reviewer: reviewTurn}
	for _, level := range ai.Levels {
		c.Opponents = append(c.Opponents, OpponentChoice{
			Label: "Computer, " + level.String(),
			Key:   level.String(),
			New: func(engine.Variant) Opponent {
				return &workerOpponent{connect: client, level: level, moveTime: computerMoveTime}
			},
		})
	}
	RegisterComputer(c)
}

// advise answers the Hint button: the worker's move at level strong, with
// its explanation.
func advise(ctx context.Context, g *engine.Game) (string, []ai.Reason, error) {
	req := traxworker.Request(g.Variant().Name, g.Record(), ai.Strong.String(), hintMoveTime,
		traxworker.Options{Seed: g.Seed(), Hint: true})
	rep, err := think(ctx, client(), req)
	if err != nil {
		return "", nil, err
	}
	return rep.Move, traxworker.Reasons(rep.Facts), nil
}

// reviewTurn answers the Find mistakes button, one request a turn: the
// worker's judgement of the record's last turn.
func reviewTurn(ctx context.Context, v engine.Variant, record string) (review.TurnReview, error) {
	req := traxworker.Request(v.Name, record, "", reviewTurnTime, traxworker.Options{Review: true})
	rep, err := think(ctx, client(), req)
	if err != nil {
		return review.TurnReview{}, err
	}
	if rep.Review == nil {
		return review.TurnReview{}, errors.New("trax: the worker did not review the turn")
	}
	r := rep.Review
	return review.TurnReview{Before: r.Before, After: r.After, Better: rep.Move, Verdict: ai.VerdictByName(r.Verdict), Turns: r.Turns}, nil
}
