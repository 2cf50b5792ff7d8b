//go:build !wasm

package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"time"

	"traxapp/engine/trax/ai"
)

const (
	defaultGames  = "engine/trax/ai/testdata/trax-vs-strong-engine.txt"
	defaultLosses = "engine/trax/ai/testdata/reallosses.json"
)

// reallossesAbout describes the suite; %d is the deepest proof, %v the
// move time from which games get it.
const reallossesAbout = "The real-losses suite: for each game lost to the outside engine (trax-vs-strong-engine.txt; " +
	"proofs %d turns deep for games at %v a move or more, one turn less for faster ones), the position before our first move after which the Prover shows the opponent a forced win within `within` turns " +
	"(`played`, at the game's `movetime`). Kind defend: `moves` are every move after which the opponent does not win " +
	"within `within` turns. Kind loss: every move loses as fast (the game was lost earlier, deeper than the prover looks). " +
	"Written by `go run ./engine/trax/ai/cmd/tactics reallosses`; measured by `tactics losses`."

// reallossesMain finds the losing move of every lost game of the games
// file and writes the suite.
func reallossesMain(args []string) error {
	fs := flag.NewFlagSet("reallosses", flag.ExitOnError)
	games := fs.String("games", defaultGames, "the games against the outside engine")
	out := fs.String("file", defaultLosses, "the suite to write")
	nodes := fs.Int64("nodes", 250_000, "the prover's limit of positions per proof")
	turns := fs.Int("turns", ai.MaxProofTurns, fmt.Sprintf("the longest forced win looked for (1 to %d)", ai.MaxProofTurns))
	deep := fs.Duration("deep", 750*time.Millisecond, "games at a shorter move time are proved one turn less deep (a 4-turn proof of a game can take minutes)")
	only := fs.Int("n", 0, "stop after this many lost games (0: all)")
	from := fs.Int("from", 0, "skip this many lost games first")
	appendTo := fs.Bool("append", false, "add to the suite's entries instead of replacing them (with -from, a suite made in parts)")
	fs.Parse(args)
	gs, err := readGames(*games)
	if err != nil {
		return err
	}
	suite := &ai.TacticsFile{About: fmt.Sprintf(reallossesAbout, *turns, *deep)}
	if *appendTo {
		if suite, err = ai.ReadTactics(*out); err != nil {
			return err
		}
	}
	pr := ai.NewProver(*nodes)
	lost, none, done := 0, 0, 0
	for _, g := range gs {
		if g.WeWon {
			continue
		}
		if lost < *from {
			lost++
			continue
		}
		if *only > 0 && lost == *from+*only {
			break
		}
		lost++
		start := time.Now()
		n := *turns
		if g.MoveTime < *deep && n > 1 {
			n--
		}
		lm, err := ai.FindLosingMove(pr, g, n)
		for errors.Is(err, ai.ErrProofTooBig) && n > 1 {
			// Too big a proof at the position found: look less deep.
			n--
			fmt.Fprintf(os.Stderr, "%s: %v; %d turns\n", g.Name(), err, n)
			lm, err = ai.FindLosingMove(pr, g, n)
		}
		if errors.Is(err, ai.ErrNoForcedLoss) || errors.Is(err, ai.ErrProofTooBig) {
			none++
			fmt.Fprintf(os.Stderr, "%s: skipped: %v\n", g.Name(), err)
			continue
		}
		if err != nil {
			return fmt.Errorf("%s: %w", g.Name(), err)
		}
		kind := ai.KindDefend
		if len(lm.Defences) == 0 {
			kind = ai.KindLoss
		}
		done++
		suite.Positions = append(suite.Positions, ai.Tactic{
			Name:     fmt.Sprintf("real loss %s turn %d", g.Name(), lm.Turn+1),
			Variant:  "trax",
			Setup:    lm.Setup,
			Kind:     kind,
			Within:   lm.Within,
			Moves:    lm.Defences,
			Played:   lm.Played,
			MoveTime: g.MoveTime.String(),
		})
		fmt.Fprintf(os.Stderr, "%s: turn %d of %d, %s loses within %d, %d defences (%v)\n",
			g.Name(), lm.Turn+1, len(g.Moves), lm.Played, lm.Within, len(lm.Defences), time.Since(start).Round(time.Millisecond))
		// Written after every game: a long run stopped early keeps what
		// it found.
		if err := suite.Write(*out); err != nil {
			return err
		}
	}
	if err := suite.Write(*out); err != nil {
		return err
	}
	fmt.Printf("%d lost games looked at: %d positions added to %s, %d skipped (no forced loss found, or a proof over %d positions)\n",
		lost-*from, done, *out, none, *nodes)
	return nil
}

// readGames reads the games against the outside engine from path.
func readGames(path string) ([]ai.ExternalGame, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	gs, err := ai.ParseExternalGames(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return gs, nil
}
