package ai

import (
	"context"
	"math/rand/v2"

	"traxapp/engine/trax"
)

// Self-play for the position generators (the tactics suite's and the
// puzzles'): deterministic games between levels, so that a seed gives the
// same games on every machine.

// FixedOptions are the level's search options without a clock: a fixed
// depth (the maximum level searches 3 turns deep, with a little noise),
// so that the same seed gives the same move whatever the machine's speed.
func (l Level) FixedOptions(seed uint64) Options {
	opt := l.Options(0, seed)
	opt.MoveTime = 0
	if opt.Depth == 0 {
		opt.Depth, opt.Noise = 3, 5
	}
	return opt
}

// SelfPlayGame plays a game of v between levels[White] and levels[Red]
// on e: the first book moves are random legal moves, then each side
// searches with its level's FixedOptions, seeded from r; the game stops
// when it is over or after maxTurns turns. err is a search's failure
// (the game so far is returned with it).
func SelfPlayGame(e *Engine, v trax.Variant, levels [2]Level, book, maxTurns int, r *rand.Rand) (*trax.Game, error) {
	game := trax.NewGame(v)
	for turn := 0; turn < maxTurns && !game.Outcome().Over(); turn++ {
		p := game.Position()
		var m trax.Move
		if turn < book {
			moves := p.LegalMoves(nil)
			m = moves[r.IntN(len(moves))]
		} else {
			res, err := e.Search(context.Background(), p, levels[p.ToMove()].FixedOptions(r.Uint64()))
			if err != nil {
				return game, err
			}
			m = res.Move
		}
		if err := game.Play(m); err != nil {
			return game, err
		}
	}
	return game, nil
}

// Quiet reports whether no move of position p completes a loop or line
// for either side: a position to open a match from, or to fit the
// evaluation on (cmd/match, cmd/tune).
func Quiet(p *trax.Position) bool {
	for _, m := range p.DistinctMoves(nil) {
		done, err := p.PlayCompleting(m)
		if err == nil {
			p.Undo()
			if done[0] || done[1] {
				return false
			}
		}
	}
	return true
}
