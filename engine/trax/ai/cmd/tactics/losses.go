//go:build !wasm

package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"traxapp/engine/trax/ai"
)

// The classes of a real loss, by what the engine does with the position
// at the game's move time and at the largest scale of it.
const (
	classFound    = "found at the game's move time now"
	classHorizon  = "search: found only with more time (horizon, time use)"
	classBeyond   = "search: not found, the loss is deeper than the search reached"
	classPruned   = "search: not found though the search was as deep as the loss (reductions, move order)"
	classSeesLoss = "evaluation: the search sees every move lose (the game was lost earlier)"
	// A loss entry: every move loses by proof, so the mistake came
	// earlier, deeper than the proofs reach; the search's verdict on the
	// lost position says whether it could have seen the end coming.
	classEarlierSeen   = "lost earlier (every move loses by proof); the search sees the loss at the game's move time"
	classEarlierLate   = "lost earlier (every move loses by proof); the search sees the loss only with more time"
	classEarlierUnseen = "lost earlier (every move loses by proof); the search does not see the loss even with more time"
)

// lossesMain gives the strongest level each real-loss position at its
// game's move time times each scale, and prints per scale how many
// positions with a defence it solves and in how many lost ones it sees
// the loss, and the losses sorted into classes.
func lossesMain(args []string) error {
	fs := flag.NewFlagSet("losses", flag.ExitOnError)
	scalesFlag := fs.String("scales", "1,10", "multiples of each game's move time to search with, the first and the last classify")
	verbose := fs.Bool("v", false, "print every position's result")
	path := fs.String("file", defaultLosses, "the real-losses suite")
	nps := fs.Int64("nps", 0, "nodes per second: search a node budget of the move time times this instead of the clock (the same results on a busy machine; BenchmarkNodesPerCPUSecond measures an idle core's)")
	fs.Parse(args)
	if *nps < 0 {
		return fmt.Errorf("-nps %d: want 0 (the clock) or more", *nps)
	}
	var scales []int
	for _, s := range strings.Split(*scalesFlag, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 {
			return fmt.Errorf("-scales %q: want positive whole numbers", *scalesFlag)
		}
		scales = append(scales, n)
	}
	f, err := ai.ReadTactics(*path)
	if err != nil {
		return err
	}
	solved := make([]int, len(scales))
	seen := make([]int, len(scales)) // loss entries whose loss the search sees
	defend, loss := 0, 0
	classes := map[string]int{}
	var order []string
	class := func(c string) {
		if classes[c] == 0 {
			order = append(order, c)
		}
		classes[c]++
	}
	e := ai.NewEngine(0)
	start := time.Now()
	for _, c := range f.Positions {
		p, err := c.Position()
		if err != nil {
			return fmt.Errorf("entry %q: %w", c.Name, err)
		}
		mt, err := time.ParseDuration(c.MoveTime)
		if err != nil {
			return fmt.Errorf("entry %q: move time: %w", c.Name, err)
		}
		var rs []ai.Result
		for i, s := range scales {
			e.Clear()
			opt := ai.Maximum.Options(mt*time.Duration(s), 1)
			if *nps > 0 {
				opt.Nodes = int64(float64(*nps) * (mt * time.Duration(s)).Seconds())
			}
			r, err := e.Search(context.Background(), p, opt)
			if err != nil {
				return fmt.Errorf("entry %q: %w", c.Name, err)
			}
			rs = append(rs, r)
			switch {
			case !c.Solved(r):
			case c.Kind == ai.KindLoss:
				seen[i]++
			default:
				solved[i]++
			}
		}
		class(classify(c, rs[0], rs[len(rs)-1]))
		if c.Kind == ai.KindLoss {
			loss++
		} else {
			defend++
		}
		if *verbose {
			var b strings.Builder
			for i, r := range rs {
				fmt.Fprintf(&b, "  x%d: %s depth %d score %d solved %v", scales[i], r.Notation, r.Depth, r.Score, c.Solved(r))
			}
			fmt.Fprintf(os.Stderr, "%s: %s, played %s, loses within %d, %d defences;%s\n", c.Name, c.Kind, c.Played, c.Within, len(c.Moves), b.String())
		}
	}
	fmt.Printf("real losses, level max (%s, %v in all)\n", *path, time.Since(start).Round(time.Second))
	fmt.Println("solved: of the positions with a defence, it plays a move that does not lose within the entry's turns, by proof;")
	fmt.Println("sees the loss: of the positions where every move loses by proof, its score says lost")
	for i, s := range scales {
		fmt.Printf("  x%-3d the game's move time: solved %3d / %3d   sees the loss %3d / %3d\n", s, solved[i], defend, seen[i], loss)
	}
	fmt.Printf("classes of the %d losses:\n", len(f.Positions))
	for _, c := range order {
		fmt.Printf("  %3d  %s\n", classes[c], c)
	}
	return nil
}

// classify sorts a real loss by the search's results at the game's move
// time (first) and with the most time (last).
func classify(c ai.Tactic, first, last ai.Result) string {
	if c.Kind == ai.KindLoss {
		switch {
		case c.Solved(first):
			return classEarlierSeen
		case c.Solved(last):
			return classEarlierLate
		}
		return classEarlierUnseen
	}
	switch {
	case c.Solved(first):
		return classFound
	case c.Solved(last):
		return classHorizon
	case last.LossIn() > 0:
		return classSeesLoss
	case last.Depth >= 2*c.Within:
		return classPruned
	}
	return classBeyond
}
