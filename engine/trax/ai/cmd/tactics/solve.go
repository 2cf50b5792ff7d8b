//go:build !wasm

package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"sort"
	"time"

	"traxapp/engine/trax/ai"
)

func solveMain(args []string) error {
	fs := flag.NewFlagSet("solve", flag.ExitOnError)
	moveTime := fs.Duration("movetime", 100*time.Millisecond, "the AI's time per position")
	verbose := fs.Bool("v", false, "print every position the AI does not solve")
	path := fileFlag(fs)
	fs.Parse(args)
	f, err := ai.ReadTactics(*path)
	if err != nil {
		return err
	}
	type tally struct{ solved, all int }
	rows := map[string]*tally{}
	add := func(key string, ok bool) {
		t := rows[key]
		if t == nil {
			t = &tally{}
			rows[key] = t
		}
		t.all++
		if ok {
			t.solved++
		}
	}
	e := ai.NewEngine(0)
	start := time.Now()
	for _, c := range f.Positions {
		p, err := c.Position()
		if err != nil {
			return fmt.Errorf("entry %q: %w", c.Name, err)
		}
		e.Clear()
		r, err := e.Search(context.Background(), p, ai.Maximum.Options(*moveTime, 1))
		if err != nil {
			return fmt.Errorf("entry %q: %w", c.Name, err)
		}
		ok := c.Solved(r)
		if !ok && *verbose {
			fmt.Fprintf(os.Stderr, "unsolved %s %s within %d: played %s (score %d) %s\n", c.Variant, c.Kind, c.Within, r.Notation, r.Score, c.Setup)
		}
		// The sort key's first letter groups the rows.
		add(fmt.Sprintf("1 %s within %d", c.Kind, c.Within), ok)
		add("2 "+c.Variant, ok)
		add(fmt.Sprintf("3 %s %s", c.Variant, c.Kind), ok)
		add("4 all", ok)
	}
	keys := make([]string, 0, len(rows))
	for k := range rows {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Printf("solve rate of level max at %v per position (%s, %v in all)\n", *moveTime, *path, time.Since(start).Round(time.Second))
	for i, k := range keys {
		if i > 0 && k[0] != keys[i-1][0] {
			fmt.Println()
		}
		t := rows[k]
		fmt.Printf("%-20s %4d / %4d  %5.1f%%\n", k[2:], t.solved, t.all, 100*float64(t.solved)/float64(t.all))
	}
	return nil
}
