package main

import (
	"math/rand/v2"

	"traxapp/engine/trax"
)

// traxRecord plays turns legal moves, picked by a fixed pseudo-random
// sequence and never ending the game (as e2e's sampleRecord), and
// returns the record: Trax's long game, loaded through the record box.
func traxRecord(turns int) string {
	g := trax.NewGame(trax.Trax)
	rng := rand.New(rand.NewPCG(1980, 7))
	var moves []trax.Move
	for i := 0; i < turns; i++ {
		moves = g.Position().LegalMoves(moves[:0])
		rng.Shuffle(len(moves), func(a, b int) { moves[a], moves[b] = moves[b], moves[a] })
		played := false
		for _, m := range moves {
			if g.Play(m) != nil {
				continue
			}
			if !g.Outcome().Over() {
				played = true
				break
			}
			g.Undo()
		}
		if !played {
			break
		}
	}
	return g.Record()
}
