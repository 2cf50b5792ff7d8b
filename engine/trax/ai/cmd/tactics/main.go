//go:build !wasm

// Command tactics builds and measures the Trax tactics suite, the file
// engine/trax/ai/testdata/tactics.json.
//
// generate plays seeded self-play games (mostly Trax, some 8x8 and Loop
// Trax; the levels of both sides drawn at random, a few random opening
// moves), takes positions near the end of each game and a few earlier,
// asks the Prover what they are (a win within 1 to 4 turns with every
// winning move, an only defence, a lost position, or, in Loop Trax and
// 8x8, no win where unlimited Trax would have one), keeps one of each
// shape, and merges them into the file. Entries already in the file are
// kept (their move lists completed to every move the Prover finds) except
// those of an earlier run with the same seed, which are replaced:
//
//	go run ./engine/trax/ai/cmd/tactics generate -n 300 -seed 1
//
// solve gives the strongest level of the AI a fixed time on every
// position and prints the share it solves (plays one of the proved moves;
// sees the loss; claims no false win) per kind and variant:
//
//	go run ./engine/trax/ai/cmd/tactics solve -movetime 100ms
//
// reallosses builds the real-losses suite, engine/trax/ai/testdata
// reallosses.json, from the games lost to an outside engine
// (testdata/trax-vs-strong-engine.txt): for each, the position before our
// first move after which the Prover shows the opponent a forced win
// within -turns turns (one less for games faster than -deep), with every
// move that holds as long (none: the game was lost earlier than the
// proofs reach). It takes most of an hour:
//
//	go run ./engine/trax/ai/cmd/tactics reallosses -turns 4 -deep 750ms -nodes 250000
//
// losses gives the strongest level each real-loss position at its game's
// move time and at multiples of it, prints how many it solves (plays a
// move that holds) at each, and sorts the losses into what more search
// finds (horizon, time use; reductions and move order when the search
// was as deep as the loss) and what the evaluation misjudged (the game
// was lost before the position):
//
//	go run ./engine/trax/ai/cmd/tactics losses -scales 1,10 -v
//
// threatlosses finds in each lost game the first of our moves after which
// the opponent won by continuous threats (a threat-space search, which
// reaches further than the proofs), and counts the positions before it
// where the strongest level, at the game's move time and at ten times it,
// plays a move that leaves no such win (a node budget: the same on a busy
// machine):
//
//	go run ./engine/trax/ai/cmd/tactics threatlosses -v
package main

import (
	"flag"
	"fmt"
	"os"
)

const defaultFile = "engine/trax/ai/testdata/tactics.json"

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "generate":
		err = generateMain(os.Args[2:])
	case "solve":
		err = solveMain(os.Args[2:])
	case "reallosses":
		err = reallossesMain(os.Args[2:])
	case "losses":
		err = lossesMain(os.Args[2:])
	case "threatlosses":
		err = threatLossesMain(os.Args[2:])
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tactics:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: tactics generate [-n 300] [-seed 1] [-file path]\n       tactics solve [-movetime 100ms] [-file path]\n       tactics reallosses [-games path] [-file path] [-turns 4] [-deep 750ms] [-nodes n] [-n games]\n       tactics losses [-scales 1,10] [-file path] [-v]\n       tactics threatlosses [-games path] [-nodes n] [-nps n] [-v]")
	os.Exit(2)
}

// fileFlag adds the -file flag to fs.
func fileFlag(fs *flag.FlagSet) *string {
	return fs.String("file", defaultFile, "the tactics file")
}
