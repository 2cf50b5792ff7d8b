//go:build !wasm

package main

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strings"
	"time"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// bucket is one kind of position the suite wants: a kind, a number of
// turns and a variant.
type bucket struct {
	variant string
	kind    string
	within  int
}

func (b bucket) String() string { return fmt.Sprintf("%s/%s/%d", b.variant, b.kind, b.within) }

// variantShare is the part of the positions each variant gets, and
// kindShare the part of a variant's positions each kind gets (nowin only
// where lines do not always win).
var (
	variantShare = map[string]float64{"trax": 0.62, "8x8": 0.2, "loop": 0.18}
	kindShare    = map[bucket]float64{
		{kind: ai.KindWin, within: 1}:    0.17,
		{kind: ai.KindWin, within: 2}:    0.26,
		{kind: ai.KindWin, within: 3}:    0.13,
		{kind: ai.KindWin, within: 4}:    0.07,
		{kind: ai.KindDefend, within: 1}: 0.17,
		{kind: ai.KindDefend, within: 2}: 0.08,
		{kind: ai.KindLoss, within: 1}:   0.03,
		{kind: ai.KindLoss, within: 2}:   0.03,
		{kind: ai.KindNoWin, within: 2}:  0.06,
	}
)

// maxDefences is the most moves an only-defence position may list.
const maxDefences = 8

// generator holds the state of one generate run.
type generator struct {
	seed   uint64
	prover *ai.Prover
	quota  map[bucket]int
	have   map[bucket]int
	seen   map[string]bool
	added  []ai.Tactic
	engine *ai.Engine
	// playing and proving are the time spent in self-play and in proofs.
	playing, proving time.Duration
}

func generateMain(args []string) error {
	fs := flag.NewFlagSet("generate", flag.ExitOnError)
	n := fs.Int("n", 300, "positions to generate")
	seed := fs.Uint64("seed", 1, "seed of the games")
	games := fs.Int("games", 3000, "give up after this many games")
	nodes := fs.Int64("nodes", 150_000, "the most positions one proof may take (larger ones are skipped)")
	path := fileFlag(fs)
	fs.Parse(args)

	f, err := ai.ReadTactics(*path)
	if err != nil {
		return err
	}
	g := &generator{
		seed:   *seed,
		prover: ai.NewProver(0),
		quota:  map[bucket]int{},
		have:   map[bucket]int{},
		seen:   map[string]bool{},
		engine: ai.NewEngine(16 << 20),
	}
	prefix := fmt.Sprintf("generated seed %d ", *seed)
	var kept []ai.Tactic
	for _, c := range f.Positions {
		if strings.HasPrefix(c.Name, prefix) {
			continue // replaced by this run
		}
		c, err := g.complete(c)
		if err != nil {
			return fmt.Errorf("entry %q (%s): %w", c.Name, c.Setup, err)
		}
		if p, err := c.Position(); err == nil {
			g.seen[shapeID(c.Variant, p)+c.Kind] = true
		}
		kept = append(kept, c)
	}
	for b, share := range kindShare {
		for v, vs := range variantShare {
			if b.kind == ai.KindNoWin && v == "trax" {
				continue
			}
			b.variant = v
			g.quota[b] = int(float64(*n)*share*vs + 0.999)
		}
	}
	g.prover.MaxNodes = *nodes
	start := time.Now()
	for i := 0; i < *games && len(g.added) < *n && !g.full(); i++ {
		g.game(i)
		if (i+1)%10 == 0 {
			fmt.Fprintf(os.Stderr, "after %d games (%v; playing %v, proving %v): %d positions\n", i+1, time.Since(start).Round(time.Second),
				g.playing.Round(time.Second), g.proving.Round(time.Second), len(g.added))
		}
	}
	f.Positions = append(kept, g.added...)
	if err := f.Write(*path); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "%d positions added, %d in %s\n", len(g.added), len(f.Positions), *path)
	printCounts(os.Stdout, f.Positions)
	return nil
}

// complete proves an entry again and completes its move list: an older
// entry may list one move of several that lead to the same position.
func (g *generator) complete(c ai.Tactic) (ai.Tactic, error) {
	p, err := c.Position()
	if err != nil {
		return c, err
	}
	var ms []trax.Move
	switch c.Kind {
	case ai.KindWin:
		ms, err = g.prover.Wins(p, c.Within)
	case ai.KindDefend, ai.KindLoss:
		ms, err = g.prover.Defences(p, c.Within)
	}
	if err != nil {
		return c, err
	}
	if c.Kind != ai.KindNoWin {
		got := ai.Notations(p, ms)
		if old := slices.Sorted(slices.Values(c.Moves)); !slices.Equal(old, got) {
			fmt.Fprintf(os.Stderr, "%s %s: moves %v become %v\n", c.Variant, c.Setup, c.Moves, got)
		}
		c.Moves = got
	}
	return c, g.prover.Check(c)
}

// full reports whether every bucket has its share.
func (g *generator) full() bool {
	for b, q := range g.quota {
		if g.have[b] < q {
			return false
		}
	}
	return true
}

// wants reports whether bucket b still needs positions.
func (g *generator) wants(b bucket) bool { return g.have[b] < g.quota[b] }

// shapeID identifies a position up to translation, with the side to move
// and the variant.
func shapeID(variant string, p *trax.Position) string {
	return fmt.Sprintf("%s/%x/%v/", variant, p.ShapeKey(), p.ToMove())
}

// game plays self-play game i and takes positions from it.
func (g *generator) game(i int) {
	r := rand.New(rand.NewPCG(g.seed, uint64(i)))
	v := trax.Trax
	switch i % 10 {
	case 6, 7:
		v = trax.Trax8x8
	case 8, 9:
		v = trax.LoopTrax
	}
	levels := [2]ai.Level{ai.Levels[r.IntN(len(ai.Levels))], ai.Levels[r.IntN(len(ai.Levels))]}
	book := 2 + r.IntN(3)
	t0 := time.Now()
	game, err := ai.SelfPlayGame(g.engine, v, levels, book, 150, r)
	if err != nil {
		return
	}
	g.playing += time.Since(t0)
	t0 = time.Now()
	defer func() { g.proving += time.Since(t0) }()
	moves := game.Moves()
	end := len(moves)
	var at []int
	if o := game.Outcome(); o.Over() && !o.Draw() {
		for k := end - 1; k >= end-8 && k > book; k-- {
			at = append(at, k)
		}
	}
	for range 2 {
		if end-9 > book+1 {
			at = append(at, book+1+r.IntN(end-9-book-1))
		}
	}
	who := fmt.Sprintf("%s, %s vs %s", v.Name, levels[0], levels[1])
	winner := (end - 1) % 2 // the player who made the last move
	for _, k := range at {
		deep := k%2 == winner || k < end-8
		g.consider(v, strings.Join(moves[:k], " "), fmt.Sprintf("game %d turn %d (%s)", i, k+1, who), deep)
	}
}

// consider proves the position the setup leads to and adds it if it is
// a tactic of a bucket that wants more.
// Wins in more than two turns are looked for only when deep is set (the
// position is not one where the game's loser is to move near the end).
func (g *generator) consider(v trax.Variant, setup, where string, deep bool) {
	c := ai.Tactic{Variant: v.Name, Setup: setup}
	p, err := c.Position()
	if err != nil {
		return
	}
	id := shapeID(v.Name, p)
	kind, within, ms, ok := g.classify(v, p, setup, deep)
	if !ok || g.seen[id+kind] || !g.wants(bucket{v.Name, kind, within}) {
		return
	}
	c.Kind, c.Within, c.Moves = kind, within, ai.Notations(p, ms)
	c.Name = fmt.Sprintf("generated seed %d %s: %s", g.seed, where, describe(kind, within))
	if err := g.prover.Check(c); err != nil {
		// The proof above and the check disagree: a bug, not a tactic.
		fmt.Fprintf(os.Stderr, "%s %s: %v\n", v.Name, setup, err)
		return
	}
	g.seen[id+kind] = true
	g.have[bucket{v.Name, kind, within}]++
	g.added = append(g.added, c)
}

func describe(kind string, within int) string {
	switch kind {
	case ai.KindWin:
		return fmt.Sprintf("win in %d", within)
	case ai.KindDefend:
		return fmt.Sprintf("only defences for %d turns", within)
	case ai.KindLoss:
		return fmt.Sprintf("every move loses within %d turns", within)
	}
	return fmt.Sprintf("no win within %d turns where unlimited Trax wins now", within)
}

// classify proves what p is. ok is false when it is none of the kinds
// wanted or a proof was too big.
func (g *generator) classify(v trax.Variant, p *trax.Position, setup string, deep bool) (kind string, within int, ms []trax.Move, ok bool) {
	pr := g.prover
	noWinWithin := 0
	for n := 1; n <= ai.MaxProofTurns; n++ {
		if n > 2 && (!deep || !g.wantsFrom(v.Name, ai.KindWin, n)) {
			break // deeper wins are not wanted: a defence still may be
		}
		w, err := pr.CanWin(p, n)
		if err != nil {
			return "", 0, nil, false
		}
		if w {
			if !g.wants(bucket{v.Name, ai.KindWin, n}) {
				return "", 0, nil, false
			}
			ms, err := pr.Wins(p, n)
			return ai.KindWin, n, ms, err == nil
		}
		noWinWithin = n
	}
	if v != trax.Trax && noWinWithin >= 2 && g.wants(bucket{v.Name, ai.KindNoWin, 2}) {
		// The same moves under unlimited Trax's rules: a line wins now.
		if tg, err := trax.LoadRecord(trax.Trax, setup); err == nil && !tg.Outcome().Over() {
			if w, err := pr.CanWin(tg.Position(), 1); err == nil && w {
				return ai.KindNoWin, 2, nil, true
			}
		}
	}
	safe1, err := pr.Defences(p, 1)
	if err != nil {
		return "", 0, nil, false
	}
	if len(safe1) == 0 {
		return ai.KindLoss, 1, nil, true
	}
	legal := len(p.LegalMoves(nil))
	if g.wants(bucket{v.Name, ai.KindDefend, 2}) || g.wants(bucket{v.Name, ai.KindLoss, 2}) {
		safe2, err := pr.Defences(p, 2)
		switch {
		case errors.Is(err, ai.ErrProofTooBig):
		case err != nil:
			return "", 0, nil, false
		case len(safe2) == 0:
			return ai.KindLoss, 2, nil, true
		case len(safe2) < len(safe1) && len(safe2) <= maxDefences && g.wants(bucket{v.Name, ai.KindDefend, 2}):
			return ai.KindDefend, 2, safe2, true
		}
	}
	if len(safe1) < legal && len(safe1) <= maxDefences && 3*len(safe1) <= legal {
		return ai.KindDefend, 1, safe1, true
	}
	return "", 0, nil, false
}

// wantsFrom reports whether any bucket of kind within n or more turns
// still needs positions of variant.
func (g *generator) wantsFrom(variant, kind string, n int) bool {
	for k := n; k <= ai.MaxProofTurns; k++ {
		if g.wants(bucket{variant, kind, k}) {
			return true
		}
	}
	return false
}

// printCounts prints the number of positions per variant, kind and
// number of turns.
func printCounts(w *os.File, cs []ai.Tactic) {
	count := map[bucket]int{}
	for _, c := range cs {
		count[bucket{c.Variant, c.Kind, c.Within}]++
	}
	keys := make([]bucket, 0, len(count))
	for b := range count {
		keys = append(keys, b)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i].String() < keys[j].String() })
	for _, b := range keys {
		fmt.Fprintf(w, "%-16s %4d\n", b, count[b])
	}
	fmt.Fprintf(w, "%-16s %4d\n", "all", len(cs))
}
