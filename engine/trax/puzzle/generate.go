//go:build !wasm

package puzzle

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"sort"
	"strings"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// GenerateOptions say what Generate makes.
type GenerateOptions struct {
	// N is the number of puzzles wanted.
	N int
	// Seed seeds the self-play games.
	Seed uint64
	// Games is the most self-play games to play.
	Games int
	// Records is the path of the public game records
	// (engine/trax/testdata/trax-testdata.json); empty: none.
	Records string
	// ProofNodes bounds each proof of the generator.
	ProofNodes int64
	// Log receives progress (nil: none).
	Log io.Writer
}

// kindShare is the part of the set each kind gets, and eightShare the
// part of each kind played on the 8x8 board.
var kindShare = map[string]float64{"win1": 0.2, "win2": 0.25, "win3": 0.15, "defend1": 0.25, "defend2": 0.15}

const eightShare = 0.2

// maxAnswers is the most answers a puzzle may have: more, and any
// sensible move solves it.
const maxAnswers = 5

type generator struct {
	opt    GenerateOptions
	pr     *ai.Prover
	engine *ai.Engine
	quota  map[string]int // by variant + "/" + KindKey
	have   map[string]int
	seen   map[string]bool
	out    []Puzzle
}

// Generate takes positions from the public game records and from seeded
// self-play (Trax and 8x8, the levels of both sides drawn at random,
// a few random opening moves), proves what each is, and keeps those
// that make a puzzle of a kind still wanted (quotas per kind and
// variant), one per shape, and whose every first move the judge answers
// within its bound (TryWork). IDs are given in the order found.
func Generate(opt GenerateOptions) ([]Puzzle, error) {
	g := &generator{opt: opt, pr: ai.NewProver(opt.ProofNodes), engine: ai.NewEngine(16 << 20),
		quota: map[string]int{}, have: map[string]int{}, seen: map[string]bool{}}
	for k, share := range kindShare {
		n := float64(opt.N) * share
		g.quota["8x8/"+k] = int(n*eightShare + 0.5)
		g.quota["trax/"+k] = int(n + 0.999 - float64(g.quota["8x8/"+k]))
	}
	if opt.Records != "" {
		if err := g.records(opt.Records); err != nil {
			return nil, err
		}
	}
	for i := 0; i < opt.Games && !g.full(); i++ {
		g.game(i)
		if (i+1)%20 == 0 {
			g.logf("after %d games: %d puzzles\n", i+1, len(g.out))
		}
	}
	sort.SliceStable(g.out, func(i, j int) bool { return g.out[i].ID < g.out[j].ID })
	return g.out, nil
}

func (g *generator) logf(format string, args ...any) {
	if g.opt.Log != nil {
		fmt.Fprintf(g.opt.Log, format, args...)
	}
}

func (g *generator) full() bool {
	for k, q := range g.quota {
		if g.have[k] < q {
			return false
		}
	}
	return true
}

// records considers the last positions of every public game record.
func (g *generator) records(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var data struct {
		Games []struct {
			Source string `json:"source"`
			Moves  string `json:"moves"`
		} `json:"games"`
	}
	if err := json.Unmarshal(b, &data); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	for _, gm := range data.Games {
		var moves []string
		for _, tok := range strings.Fields(gm.Moves) {
			if strings.ContainsAny(tok, "/\\+") {
				moves = append(moves, tok)
			}
		}
		for k := len(moves) - 1; k >= len(moves)-12 && k > 2; k-- {
			g.consider(trax.Trax, strings.Join(moves[:k], " "), fmt.Sprintf("%s, before move %d", gm.Source, k+1))
		}
	}
	return nil
}

// game plays self-play game i and considers its last positions and two
// earlier ones.
func (g *generator) game(i int) {
	r := rand.New(rand.NewPCG(g.opt.Seed, uint64(i)))
	v := trax.Trax
	if i%5 == 4 {
		v = trax.Trax8x8
	}
	levels := [2]ai.Level{ai.Levels[r.IntN(len(ai.Levels))], ai.Levels[r.IntN(len(ai.Levels))]}
	book := 2 + r.IntN(3)
	game, err := ai.SelfPlayGame(g.engine, v, levels, book, 150, r)
	if err != nil {
		return
	}
	moves := game.Moves()
	end := len(moves)
	var at []int
	for k := end - 1; k >= end-10 && k > book; k-- {
		at = append(at, k)
	}
	for range 2 {
		if end-11 > book+1 {
			at = append(at, book+1+r.IntN(end-11-book-1))
		}
	}
	who := fmt.Sprintf("self-play seed %d game %d, %s vs %s", g.opt.Seed, i, levels[0], levels[1])
	for _, k := range at {
		g.consider(v, strings.Join(moves[:k], " "), fmt.Sprintf("%s, before move %d", who, k+1))
	}
}

// consider proves the position setup leads to and keeps it when it
// makes a wanted puzzle.
func (g *generator) consider(v trax.Variant, setup, where string) {
	p := Puzzle{Variant: v.Name, Setup: setup, Source: where}
	pos, err := p.Position()
	if err != nil {
		return
	}
	shape := fmt.Sprintf("%s/%x/%v", v.Name, pos.ShapeKey(), pos.ToMove())
	kind, turns, ok := g.classify(v.Name, pos)
	if !ok || g.seen[shape+kind] {
		return
	}
	p.Kind, p.Turns = kind, turns
	bucket := v.Name + "/" + KindKey(kind, turns)
	p.ID = fmt.Sprintf("%s-%s-%03d", v.Name, KindKey(kind, turns), g.have[bucket]+1)
	q, err := Prove(p, g.opt.ProofNodes)
	if err != nil || len(q.Answers) == 0 || len(q.Answers) > maxAnswers {
		return
	}
	if err := Verify(q); err != nil {
		g.logf("%s: %v\n", setup, err) // the proof and the check disagree: a bug
		return
	}
	if err := Judgeable(q); err != nil {
		g.logf("%s %s: %v\n", q.ID, setup, err)
		return
	}
	g.seen[shape+kind] = true
	g.have[bucket]++
	g.out = append(g.out, q)
	g.logf("%s grade %d (%d answers of %d, %d nodes): %s\n", q.ID, q.Grade, len(q.Answers), q.Legal, q.ProofNodes, where)
}

// classify says which wanted kind of puzzle pos is.
func (g *generator) classify(variant string, pos *trax.Position) (kind string, turns int, ok bool) {
	wants := func(k string, n int) bool {
		b := variant + "/" + KindKey(k, n)
		return g.have[b] < g.quota[b]
	}
	for n := 1; n <= MaxTurns; n++ {
		w, err := g.pr.CanWin(pos, n)
		if err != nil {
			return "", 0, false
		}
		if w {
			return KindWin, n, wants(KindWin, n)
		}
	}
	legal := len(pos.LegalMoves(nil))
	safe1, err := g.pr.Defences(pos, 1)
	if err != nil || len(safe1) == 0 || len(safe1) == legal {
		return "", 0, false
	}
	if wants(KindDefend, 2) {
		safe2, err := g.pr.Defences(pos, 2)
		if err == nil && len(safe2) > 0 && len(safe2) < len(safe1) && len(safe2) <= maxAnswers {
			return KindDefend, 2, true
		}
	}
	if 3*len(safe1) <= legal && wants(KindDefend, 1) {
		return KindDefend, 1, true
	}
	return "", 0, false
}

// Judgeable tries every distinct first move of p in a fresh Session and,
// for a longer win, every distinct second move after its first answer,
// and returns the first error (ErrTooHard when a Try's proofs went past
// its bound).
func Judgeable(p Puzzle) error {
	s, err := Start(p)
	if err != nil {
		return err
	}
	root := s.Position().Clone()
	var next []string
	for _, m := range root.DistinctMoves(nil) {
		tok := root.FormatMove(m)
		s, _ := Start(p)
		v, err := s.Try(tok)
		if err != nil {
			return fmt.Errorf("first move %s: %w", tok, err)
		}
		if v.Correct && !v.Solved && next == nil {
			next = append(next, tok)
			pos := s.Position()
			for _, m2 := range pos.DistinctMoves(nil) {
				next = append(next, pos.FormatMove(m2))
			}
		}
	}
	for _, tok := range next[min(1, len(next)):] {
		s, _ := Start(p)
		if _, err := s.Try(next[0]); err != nil {
			return err
		}
		if _, err := s.Try(tok); err != nil && !errors.Is(err, ErrSolved) {
			return fmt.Errorf("second move %s after %s: %w", tok, next[0], err)
		}
	}
	return nil
}
