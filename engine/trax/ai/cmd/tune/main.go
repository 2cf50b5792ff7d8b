//go:build !wasm

// Command tune fits the evaluation's weights to game results (a logistic
// fit, as chess programs tune theirs): it plays seeded self-play games
// (ai.SelfPlayGame at the strong level, a few random opening moves),
// takes every quiet position after the book (no move wins or threatens
// to win at once for either side: the positions the evaluation scores),
// counts the evaluation's terms there (ai.EvalFeatures), and fits
//
//	P(the player to move wins) = 1 / (1 + exp(-value/scale))
//
// where value is linear in the terms. The scale is first fitted for the
// current weights, so the fitted weights keep their units; it prints the
// log-loss of both and the fitted weights. A draw counts half.
//
//	go run ./engine/trax/ai/cmd/tune -games 2000 -seed 1
//
// Game results fit no better than a coin, so the shape evaluation
// (ai.ShapeFeatures, ai.FittedShapeWeights) is fitted to a deep search's
// scores instead, in three steps:
//
//	tune label -games 500 -seed 11 -nodes 150000 -external engine/trax/ai/testdata/trax-vs-strong-engine.txt -out l11.jsonl
//	tune label -games 500 -seed 12 -nodes 150000 -out l12.jsonl
//	tune label -games 0 -seed 21 -nodes 300000 -keep 0.15 -external <odd lines of testdata/outside-games.txt.gz> -out kz1.jsonl
//	tune label -games 0 -seed 22 -nodes 300000 -keep 0.15 -external <even lines> -out kz2.jsonl
//	tune fit -data l11.jsonl,l12.jsonl,kz1.jsonl,kz2.jsonl -external engine/trax/ai/testdata/trax-vs-strong-engine.txt,engine/trax/ai/cmd/tune/testdata/outside-games.txt.gz -l2 1e-3 -out shape-weights.json
//	tune gotable -weights shape-weights.json -out engine/trax/ai/shape_weights.go
//
// label writes quiet positions of seeded self-play games and of games
// against the outside engine, each with a node-budgeted search's score;
// fit fits the shape terms to them (the games' results fit the scale that
// turns a score into odds; one game in five is held out) and gotable
// writes the Go table. testdata/outside-games.txt.gz holds 919 games of
// our engine against the outside engine (2026-11-27, 100 and 750 ms a
// move, from the empty board); testdata/labels.jsonl.gz the labels behind
// today's weights (the first label run was stopped during the outside
// games), so that fit -data engine/trax/ai/cmd/tune/testdata/labels.jsonl.gz
// with the -external above gives the same weights again.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"sync"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// sample is one quiet position: its terms and the result for its mover.
type sample struct {
	F      [ai.FeatureCount]float64 `json:"f"`
	Result float64                  `json:"result"`
}

func main() {
	if len(os.Args) > 1 {
		switch os.Args[1] {
		case "label":
			exitOn(labelMain(os.Args[2:]))
			return
		case "fit":
			exitOn(fitMain(os.Args[2:]))
			return
		case "gotable":
			exitOn(gotableMain(os.Args[2:]))
			return
		}
	}
	outcomesMain()
}

func exitOn(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "tune:", err)
		os.Exit(1)
	}
}

// outcomesMain fits the weights to self-play games' results.
func outcomesMain() {
	games := flag.Int("games", 1000, "self-play games")
	seed := flag.Uint64("seed", 1, "seed of the games")
	book := flag.Int("book", 4, "random opening moves")
	level := flag.String("level", "strong", "level of both sides")
	iters := flag.Int("iters", 3000, "gradient steps")
	procs := flag.Int("procs", runtime.NumCPU(), "games played at once")
	save := flag.String("save", "", "write the quiet positions' terms and results to this file (JSON)")
	load := flag.String("load", "", "fit the positions of this file (written by -save) instead of playing games")
	out := flag.String("out", "", "write the fitted weights to this file (JSON: tempo, then one weight per ai.EvalFeatures term)")
	flag.Parse()
	lv, err := ai.LevelByName(*level)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	var samples []sample
	if *load != "" {
		b, err := os.ReadFile(*load)
		if err == nil {
			err = json.Unmarshal(b, &samples)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "tune:", err)
			os.Exit(1)
		}
		fmt.Printf("%d quiet positions from %s\n", len(samples), *load)
	} else {
		samples = play(*games, *seed, *book, lv, *procs)
		fmt.Printf("%d quiet positions from %d games\n", len(samples), *games)
	}
	if *save != "" {
		b, _ := json.Marshal(samples)
		if err := os.WriteFile(*save, b, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "tune:", err)
			os.Exit(1)
		}
	}
	current := weightsVector(ai.PlainWeights)
	scale := fitScale(samples, current)
	fmt.Printf("current weights: scale %.1f, log-loss %.5f\n", scale, loss(samples, current, scale))
	fitted := fit(samples, current, scale, *iters)
	fmt.Printf("fitted weights: log-loss %.5f\n", loss(samples, fitted, scale))
	if *out != "" {
		b, _ := json.Marshal(fitted)
		if err := os.WriteFile(*out, b, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "tune:", err)
			os.Exit(1)
		}
	}
	for i, n := range currentFeatures().names {
		fmt.Printf("%-13s current %8.2f fitted %8.2f\n", n, current[i], fitted[i])
	}
}

// play returns the quiet positions of n self-play games, played by procs
// goroutines, each with its own engine. Game i's opening is seeded by
// (seed, i), so the samples do not depend on procs.
func play(n int, seed uint64, book int, lv ai.Level, procs int) []sample {
	games := make([][]sample, n)
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(procs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := ai.NewEngine(16 << 20)
			for i := range next {
				games[i] = playOne(e, rand.New(rand.NewPCG(seed, uint64(i))), book, lv)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	var out []sample
	for _, g := range games {
		out = append(out, g...)
	}
	return out
}

// playOne returns the quiet positions of one self-play game.
func playOne(e *ai.Engine, r *rand.Rand, book int, lv ai.Level) []sample {
	g, err := ai.SelfPlayGame(e, trax.Trax, [2]ai.Level{lv, lv}, book, 200, r)
	if err != nil || !g.Outcome().Over() {
		return nil
	}
	var out []sample
	o := g.Outcome()
	p := trax.NewPosition(trax.Trax)
	for i, m := range g.MoveList() {
		if i >= book && ai.Quiet(p) {
			s := sample{F: ai.EvalFeatures(p), Result: 0.5}
			if !o.Draw() {
				s.Result = 0
				if o.Winner == p.ToMove() {
					s.Result = 1
				}
			}
			out = append(out, s)
		}
		if err := p.Play(m); err != nil {
			panic(err)
		}
	}
	return out
}

// The parameter vector: tempo, then one weight per feature.
const params = 1 + ai.FeatureCount

func weightsVector(w ai.Weights) []float64 {
	x := make([]float64, params)
	x[0] = float64(w.Tempo)
	mine, theirs := pct(w.Mine), pct(w.Theirs)
	for d := range 8 {
		x[1+ai.FeatOwnLoop+d] = float64(w.Loop[d]) * mine
		x[1+ai.FeatTheirLoop+d] = -float64(w.Loop[d]) * theirs
	}
	x[1+ai.FeatOwnSpan] = float64(w.LineSpan) * mine
	x[1+ai.FeatTheirSpan] = -float64(w.LineSpan) * theirs
	x[1+ai.FeatOwnEdge] = float64(w.LineEdge) * mine
	x[1+ai.FeatTheirEdge] = -float64(w.LineEdge) * theirs
	return x
}

func pct(p int32) float64 {
	if p == 0 {
		return 1
	}
	return float64(p) / 100
}

func value(s *sample, x []float64) float64 {
	v := x[0]
	for i, f := range s.F {
		v += x[1+i] * f
	}
	return v
}

func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

func loss(ss []sample, x []float64, scale float64) float64 {
	var l float64
	for i := range ss {
		q := sigmoid(value(&ss[i], x) / scale)
		q = min(max(q, 1e-9), 1-1e-9)
		r := ss[i].Result
		l -= r*math.Log(q) + (1-r)*math.Log(1-q)
	}
	return l / float64(len(ss))
}

// fitScale finds the scale that fits x best (golden-section search).
func fitScale(ss []sample, x []float64) float64 {
	return goldenMin(1, 10000, func(scale float64) float64 { return loss(ss, x, scale) })
}

// fit runs gradient descent (Adam) on the log-loss from x.
func fit(ss []sample, x0 []float64, scale float64, iters int) []float64 {
	x := append([]float64(nil), x0...)
	opt := newAdam(params)
	g := make([]float64, params)
	for it := 1; it <= iters; it++ {
		clear(g)
		for i := range ss {
			s := &ss[i]
			e := (sigmoid(value(s, x)/scale) - s.Result) / scale
			g[0] += e
			for j, f := range s.F {
				g[1+j] += e * f
			}
		}
		for j := range g {
			g[j] /= float64(len(ss))
		}
		opt.step(x, g)
	}
	return x
}
