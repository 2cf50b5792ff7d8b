//go:build !wasm

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"sort"
	"time"

	"traxapp/engine/trax/ai"
)

// threatLossesMain finds, in every game lost to the outside engine, the
// first of our moves after which the opponent wins by continuous threats
// (ai.FindThreatLoss), and asks the strongest level what it plays in the
// position before it at the game's move time and at ten times it: the
// move holds when the opponent then has no win by threats within the same
// threat-space search. It prints, per move time, how many positions each
// holds.
func threatLossesMain(args []string) error {
	fs := flag.NewFlagSet("threatlosses", flag.ExitOnError)
	games := fs.String("games", defaultGames, "the games against the outside engine")
	nodes := fs.Int64("nodes", 300_000, "the threat-space search's nodes per position (finding the losses and judging the moves)")
	nps := fs.Int64("nps", 700_000, "nodes per second: the engine searches a node budget of the game's move time times this (0: the clock)")
	verbose := fs.Bool("v", false, "print every position's result")
	fs.Parse(args)
	if *nodes < 1 || *nps < 0 {
		return fmt.Errorf("-nodes %d, -nps %d: want a positive -nodes and -nps 0 or more", *nodes, *nps)
	}
	gs, err := readGames(*games)
	if err != nil {
		return err
	}
	judge, e := ai.NewEngine(0), ai.NewEngine(0)
	scales := []int{1, 10}
	type tally struct {
		positions int
		held      [2]int // by scale
	}
	byTime := map[time.Duration]*tally{}
	start := time.Now()
	for _, g := range gs {
		if g.WeWon {
			continue
		}
		turn, within, err := ai.FindThreatLoss(judge, g, *nodes)
		if errors.Is(err, ai.ErrNoForcedLoss) {
			continue
		}
		if err != nil {
			return fmt.Errorf("game %s: %w", g.Name(), err)
		}
		before, err := g.Replay(turn)
		if err != nil {
			return fmt.Errorf("game %s: %w", g.Name(), err)
		}
		p := before.Position()
		t := byTime[g.MoveTime]
		if t == nil {
			t = &tally{}
			byTime[g.MoveTime] = t
		}
		t.positions++
		var held [2]bool
		var played [2]string
		for i, scale := range scales {
			mt := g.MoveTime * time.Duration(scale)
			opt := ai.Maximum.Options(mt, 1)
			if *nps > 0 {
				opt.Nodes = int64(float64(*nps) * mt.Seconds())
			}
			e.Clear()
			r, err := e.Search(context.Background(), p, opt)
			if err != nil {
				return fmt.Errorf("game %s: %w", g.Name(), err)
			}
			q := p.Clone()
			if err := q.Play(r.Move); err != nil {
				return fmt.Errorf("game %s: %w", g.Name(), err)
			}
			if o := q.Outcome(); o.Over() {
				held[i] = o.Draw() || o.Winner == p.ToMove()
			} else {
				_, _, lost := ai.ThreatWin(judge, q, *nodes, time.Time{})
				held[i] = !lost
			}
			if held[i] {
				t.held[i]++
			}
			played[i] = r.Notation
		}
		if *verbose {
			fmt.Fprintf(os.Stderr, "%s: our move %d %s let a win by threats within %d turns; at the move time %s holds %v; at ten times %s holds %v\n",
				g.Name(), turn+1, g.Moves[turn], within, played[0], held[0], played[1], held[1])
		}
	}
	fmt.Printf("threat losses, level max (%s, %v in all)\n", *games, time.Since(start).Round(time.Second))
	fmt.Println("positions: before our first move after which the opponent won by continuous threats; holds: the engine's move there leaves no such win")
	var times []time.Duration
	for mt := range byTime {
		times = append(times, mt)
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	for _, mt := range times {
		t := byTime[mt]
		fmt.Printf("  %-6v %3d positions: holds at the move time %3d, at ten times it %3d\n", mt, t.positions, t.held[0], t.held[1])
	}
	return nil
}
