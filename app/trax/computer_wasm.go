//go:build wasm

package trax

import (
	"context"
	"errors"
	"time"

	"traxapp/app"
	"traxapp/app/aiclient"
	"traxapp/app/aiworker"
	"traxapp/app/aiworker/traxworker"
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

// registerComputer offers the computer, at each level, in the new-game
// form. Trax's one AI client (one Web Worker running app.wasm) serves them all
// and the Hint button.
func registerComputer() {
	client := app.AIClientFor("trax")
	registerAdvisor(client)
	registerReviewer(client)
	for _, level := range ai.Levels {
		RegisterOpponent(OpponentChoice{
			Label: "Computer, " + level.String(),
			Key:   level.String(),
			New: func(engine.Variant) Opponent {
				return &aiclient.Opponent{Client: client, Level: level, MoveTime: computerMoveTime}
			},
		})
	}
}

// registerAdvisor makes the Hint button ask client's worker for the move
// it would play at level strong, with its explanation.
func registerAdvisor(client *aiclient.Client) {
	RegisterAdvisor(func(ctx context.Context, g *engine.Game) (string, []ai.Reason, error) {
		rep, err := client.Think(ctx, aiworker.Request{
			Game: "trax", Variant: g.Variant().Name, Record: g.Record(), Seed: g.Seed(), Level: ai.Strong.String(),
			MoveTimeMS: int(hintMoveTime / time.Millisecond), Hint: true,
		})
		if err != nil {
			return "", nil, err
		}
		if rep.Error != "" {
			return "", nil, errors.New(rep.Error)
		}
		return rep.Move, traxworker.Reasons(rep.Facts), nil
	})
}

// registerReviewer makes the Find mistakes button ask client's worker to
// judge each turn, one request a turn.
func registerReviewer(client *aiclient.Client) {
	RegisterReviewer(func(ctx context.Context, v engine.Variant, record string) (TurnReview, error) {
		rep, err := client.Think(ctx, aiworker.Request{
			Game: "trax", Variant: v.Name, Record: record, Review: true,
			MoveTimeMS: int(reviewTurnTime / time.Millisecond),
		})
		if err != nil {
			return TurnReview{}, err
		}
		if rep.Error != "" {
			return TurnReview{}, errors.New(rep.Error)
		}
		if rep.Review == nil {
			return TurnReview{}, errors.New("trax: the worker did not review the turn")
		}
		r := rep.Review
		return TurnReview{Before: r.Before, After: r.After, Better: rep.Move, Verdict: ai.VerdictByName(r.Verdict), Turns: r.Turns}, nil
	})
}
