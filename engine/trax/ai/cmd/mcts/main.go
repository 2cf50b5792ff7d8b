//go:build !wasm

// Command mcts is a Trax engine of another kind than package ai's search,
// written as an opponent for the gauntlet (engine/trax/ai/scripts
// gauntlet.sh): each move it first asks the Prover for a win within
// three turns and keeps only the moves that do not lose within two, as
// far as 40% of its time allows, then spends the rest on a Monte Carlo
// tree search (UCT) whose playouts are short random games (a move that
// wins at once is taken, one that loses at once avoided) judged at their
// end by a plain evaluation of the open paths. It plays over the
// competition protocol through ai.Serve, as `traxapp engine` does, and is
// a client of package trax's rules like the rest of the AI.
//
//	mcts -movetime 100ms
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

func main() {
	moveTime := flag.Duration("movetime", 750*time.Millisecond, "time to think per move")
	variant := flag.String("variant", "trax", "rules: trax, 8x8 or loop")
	seed := flag.Uint64("seed", 0, "seed of the first game's playouts (0: random)")
	flag.Parse()
	v, err := trax.VariantByName(*variant)
	if err != nil || v.Luck != trax.NoLuck || v.Solo {
		fmt.Fprintln(os.Stderr, "mcts: need variant trax, 8x8 or loop")
		os.Exit(2)
	}
	if *moveTime <= 0 {
		fmt.Fprintln(os.Stderr, "mcts: -movetime must be positive")
		os.Exit(2)
	}
	pl := newPlayer(*moveTime)
	cfg := ai.Config{Variant: v, Name: "traxapp-mcts", Team: "mcts", Seed: *seed, Think: pl.think}
	if err := ai.Serve(context.Background(), os.Stdin, os.Stdout, os.Stderr, cfg); err != nil {
		fmt.Fprintln(os.Stderr, "mcts:", err)
		os.Exit(1)
	}
}
