//go:build !wasm

package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	"traxapp/engine/game/stats"
	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

func init() {
	commands["selfplay"] = command{"play the AI levels against each other and print the score", selfplayCommand}
}

// selfplayCommand plays -games games between levels -a and -b, colours
// alternating, each pair of games from the same seeded random opening,
// and prints A's wins, losses and draws, A's score with its 95% confidence
// interval (package stats; the Wilson interval, which stays honest after a
// clean sweep, counts a draw as half a win) and the average game length.
func selfplayCommand(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	a := fs.String("a", "strong", "level of player A: beginner, club, strong or max")
	b := fs.String("b", "club", "level of player B")
	games := fs.Int("games", 10, "number of games")
	variant := fs.String("variant", "trax", "rules: trax, 8x8 or loop")
	moveTime := fs.Duration("movetime", 100*time.Millisecond, "time per move")
	opening := fs.Int("opening", 4, "random moves at most that start each pair of games")
	maxTurns := fs.Int("maxturns", 200, "turns after which a game counts as a draw")
	seed := fs.Uint64("seed", 1, "random seed (openings and the weaker levels' noise)")
	ttMB := fs.Int("tt", 16, "transposition table size per player in MB")
	verbose := fs.Bool("v", false, "print every game's record and result")
	depthA := fs.Int("depth-a", 0, "override A's search depth (experiments; 0: the level's)")
	depthB := fs.Int("depth-b", 0, "override B's search depth")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	v, err := recordVariant("selfplay", *variant)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	la, err := ai.LevelByName(*a)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	lb, err := ai.LevelByName(*b)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	ea, eb := ai.NewEngine(*ttMB<<20), ai.NewEngine(*ttMB<<20)
	var wins, losses, draws, turns int
	var score stats.Sample // A's result per game: 1, 0.5 or 0
	start := time.Now()
	for i := range *games {
		aWhite := i%2 == 0
		rng := rand.New(rand.NewPCG(*seed, uint64(i/2)))
		g := trax.NewGame(v)
		for k := rng.IntN(*opening + 1); k > 0 && !g.Outcome().Over(); k-- {
			moves := g.Position().DistinctMoves(nil)
			g.Play(moves[rng.IntN(len(moves))])
		}
		opening := g.Len()
		for !g.Outcome().Over() && g.Len() < *maxTurns {
			p := g.Position()
			aToMove := (p.ToMove() == trax.White) == aWhite
			e, lv, depth := eb, lb, *depthB
			if aToMove {
				e, lv, depth = ea, la, *depthA
			}
			opt := lv.Options(*moveTime, *seed*1000003+uint64(i))
			if depth > 0 {
				opt.Depth, opt.MoveTime = depth, 0
			}
			r, err := e.Search(context.Background(), p, opt)
			if err != nil {
				fmt.Fprintln(stderr, err)
				return 1
			}
			if err := g.Play(r.Move); err != nil {
				fmt.Fprintf(stderr, "game %d: %s played illegal %s: %v\n", i+1, lv, r.Notation, err)
				return 1
			}
		}
		o := g.Outcome()
		result := "draw"
		switch {
		case !o.Over() || o.Draw():
			draws++
			score.Add(0.5)
		case (o.Winner == trax.White) == aWhite:
			wins++
			score.Add(1)
			result = "A"
		default:
			losses++
			score.Add(0)
			result = "B"
		}
		turns += g.Len()
		if *verbose {
			fmt.Fprintf(stdout, "game %d: A=%s is %s, %d opening moves, %d turns, %v, won by %s\n  %s\n",
				i+1, la, map[bool]string{true: "white", false: "red"}[aWhite], opening, g.Len(), o, result, g.Record())
		}
	}
	n := max(*games, 1)
	lo, hi := stats.Wilson(score.Mean(), score.N())
	fmt.Fprintf(stdout, "A=%s vs B=%s, %s, %d games, %v per move: A wins %d, losses %d, draws %d (A scores %.0f%% ± %.0f%%, Wilson %.0f%%–%.0f%%), average length %.1f turns, %v\n",
		la, lb, v.Name, *games, *moveTime, wins, losses, draws, 100*score.Mean(), 100*score.CI95(), 100*lo, 100*hi, float64(turns)/float64(n), time.Since(start).Round(time.Second))
	return 0
}
