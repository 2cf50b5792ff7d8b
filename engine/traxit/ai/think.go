package ai

import (
	"context"
	"errors"
	"hash/fnv"
	"math/rand/v2"
	"time"

	"traxapp/engine/traxit"
)

// DefaultMoveTime is the hard level's budget per decision when Think is
// given none.
const DefaultMoveTime = 300 * time.Millisecond

// ErrGameOver is returned by Think and Decide when nobody is to act.
var ErrGameOver = errors.New("ai: the game is over")

// Decide returns level's action for whoever must act in p. moveTime caps
// the hard level's search (0: DefaultMoveTime); ctx cancels it, and then
// the best action found so far is returned. rng drives the easy level and
// the medium level's choice among equals (nil: a fixed seed).
func Decide(ctx context.Context, p *traxit.Position, level Level, moveTime time.Duration, rng *rand.Rand) (traxit.Action, error) {
	if p.Phase() == traxit.PhaseOver {
		return traxit.Action{}, ErrGameOver
	}
	if rng == nil {
		rng = rand.New(rand.NewPCG(1, 2))
	}
	switch level {
	case Easy:
		acts := p.LegalActions(nil)
		return acts[rng.IntN(len(acts))], nil
	case Medium:
		return greedy(p, rng), nil
	}
	if moveTime <= 0 {
		moveTime = DefaultMoveTime
	}
	a, _ := search(ctx, p, moveTime, 0)
	return a, nil
}

// Think is the entry the browser's AI worker calls: it reads the game
// record, decides at level ("easy", "medium" or "hard") for whoever must
// act next, within moveTime (hard level; 0 for the default) or until ctx
// is cancelled, and returns the action in the record's notation (such as
// "card P07" or "move c1 b4"), ready for Game.Play.
func Think(ctx context.Context, record string, level string, moveTime time.Duration) (action string, err error) {
	lv, err := ParseLevel(level)
	if err != nil {
		return "", err
	}
	g, err := traxit.ParseRecord(record)
	if err != nil {
		return "", err
	}
	h := fnv.New64a()
	h.Write([]byte(record))
	rng := rand.New(rand.NewPCG(h.Sum64(), uint64(time.Now().UnixNano())))
	p := g.Position()
	a, err := Decide(ctx, p, lv, moveTime, rng)
	if err != nil {
		return "", err
	}
	return p.FormatAction(a), nil
}
