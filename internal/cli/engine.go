//go:build !wasm

package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"time"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

func init() {
	commands["engine"] = command{"play on stdin/stdout with the competition protocol", engineCommand}
}

// Engine name, version and team code printed by -N and -T.
const (
	engineName    = "traxapp"
	engineVersion = "1.0"
	engineTeam    = "TRAXAPP"
)

// The engine command's flag ranges.
const (
	maxTableMB  = ai.MaxTableBytes >> 20 // -tt
	minMoveTime = time.Millisecond       // -movetime
	maxMoveTime = time.Hour
)

// engineCommand plays over the competition protocol (ai.Serve) on stdin
// and stdout. It refuses a flag out of its range before starting.
func engineCommand(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("engine", flag.ContinueOnError)
	fs.SetOutput(stderr)
	variant := fs.String("variant", "trax", "rules: trax, 8x8 or loop")
	level := fs.String("level", "max", "strength: beginner, club, strong or max")
	moveTime := fs.Duration("movetime", 750*time.Millisecond, fmt.Sprintf("time to think per move (%v to %v)", minMoveTime, maxMoveTime))
	depth := fs.Int("depth", 0, "search at most this many turns deep instead (0: use the level); given with -movetime, the search stops at whichever comes first")
	nodes := fs.Int64("nodes", 0, "search at most this many positions a move instead of -movetime (0: the time): the same moves on a busy machine")
	threats := fs.Bool("threatspace", false, "look for a win by continuous threats before each search (an attacker for the gauntlet; no level does)")
	eval := fs.String("eval", "default", "evaluation: default, plain (paths' loop distance and line span) or shape (plain and the shape of near paths' ends, fitted to deep searches), for matches between them")
	ponder := fs.Bool("ponder", false, "think in the opponent's time (as competition engines do); the machine should have a core free for it")
	ttMB := fs.Int("tt", 64, fmt.Sprintf("transposition table size in MB (1 to %d)", maxTableMB))
	exit := fs.Bool("exit", false, "exit as soon as a game ends (for referees that start one process per game)")
	seed := fs.Uint64("seed", 0, "seed of the first game's evaluation noise at the weaker levels (level max plays its best move whatever the seed), the next game's is one more (0: random, so that separate processes play different games)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: traxapp engine [-movetime 750ms] [-level max] [-variant trax] [-depth n] [-nodes n] [-threatspace] [-eval default|plain|shape] [-ponder] [-tt MB] [-seed n] [-exit]")
		fmt.Fprintln(stderr, "Reads one token per line: -W/-B start a game playing first/second, moves in")
		fmt.Fprintln(stderr, "official notation, -M move, -U undo, -I reset, -R moves... -F load a record,")
		fmt.Fprintln(stderr, "-T team code, -N name and version, -E exit; RESIGN: the opponent resigns.")
		fs.PrintDefaults()
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	v, err := recordVariant("engine", *variant)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	lv, err := ai.LevelByName(*level)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	weights, err := evalWeights(*eval)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	moveTimeSet := false
	fs.Visit(func(f *flag.Flag) { moveTimeSet = moveTimeSet || f.Name == "movetime" })
	switch {
	case *ttMB < 1 || *ttMB > maxTableMB:
		fmt.Fprintf(stderr, "engine: -tt %d: the table size must be 1 to %d MB\n", *ttMB, maxTableMB)
		return 2
	case *nodes < 0:
		fmt.Fprintf(stderr, "engine: -nodes %d: the node budget must be 0 (none) or more\n", *nodes)
		return 2
	case *depth < 0:
		fmt.Fprintf(stderr, "engine: -depth %d: the depth must be 0 (the level's) or more\n", *depth)
		return 2
	case *moveTime < minMoveTime || *moveTime > maxMoveTime:
		fmt.Fprintf(stderr, "engine: -movetime %v: the move time must be %v to %v\n", *moveTime, minMoveTime, maxMoveTime)
		return 2
	}
	if *depth > 0 && !moveTimeSet {
		// -depth alone: the depth bounds the search (reproducible).
		*moveTime = 0
	}
	cfg := engineConfig(v, lv, *moveTime, *depth, *ttMB<<20)
	cfg.Nodes = *nodes
	cfg.ThreatSpace = *threats
	cfg.Weights = weights
	cfg.Ponder = *ponder
	cfg.ExitWhenOver = *exit
	cfg.Seed = *seed
	if err := ai.Serve(context.Background(), stdin, stdout, stderr, cfg); err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	return 0
}

// evalWeights returns the weights of the -eval flag's evaluation (nil:
// the default).
func evalWeights(name string) (*ai.Weights, error) {
	switch name {
	case "default":
		return nil, nil
	case "plain":
		w := ai.PlainWeights
		return &w, nil
	case "shape":
		w := ai.PlainWeights
		w.Shape = &ai.FittedShapeWeights
		return &w, nil
	}
	return nil, fmt.Errorf("engine: -eval %q: want default, plain or shape", name)
}

// engineConfig is how the engine command thinks and names itself.
func engineConfig(v trax.Variant, lv ai.Level, moveTime time.Duration, depth, tableBytes int) ai.Config {
	return ai.Config{Variant: v, Level: lv, MoveTime: moveTime, Depth: depth, TableBytes: tableBytes,
		Name: engineName + " " + engineVersion, Team: engineTeam}
}
