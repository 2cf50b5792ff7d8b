//go:build !wasm

package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"sort"
	"strings"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// point is one labelled position ready to fit: its features, the label as
// the mover's chance to win, and (for positions of a game with a known
// result) that result.
type point struct {
	f       []float64
	target  float64
	score   int
	result  float64 // -1: unknown
	heldOut bool
}

// fitMain fits linear evaluations to labelled positions (written by
// label) and compares them on held-out positions (those of one game in
// five, by a hash of the game's name, so that no game is on both sides).
//
// A search score s becomes the mover's chance to win sigmoid(s/labelScale);
// labelScale is fitted, when -external names the outside games, so that it
// predicts those games' results best: the deep search's scores, taken as
// odds, are then as sure as real games bear out.
func fitMain(args []string) error {
	fs := flag.NewFlagSet("fit", flag.ExitOnError)
	data := fs.String("data", "", "labelled positions, comma-separated files written by label (gzipped if named .gz)")
	external := fs.String("external", "", "the outside games, comma-separated files, gzipped if named .gz (their results fit the label scale)")
	labelScale := fs.Float64("labelscale", 0, "the label scale (0: fitted to the outside games' results, or 200 without them)")
	set := fs.String("features", "rich", "feature set to fit: current or rich")
	iters := fs.Int("iters", 2000, "gradient steps")
	l2 := fs.Float64("l2", 1e-4, "L2 penalty on the weights (in units of the current scale)")
	out := fs.String("out", "", "write the fitted weights to this file (JSON: name to weight)")
	show := fs.Int("show", 40, "print the largest this many fitted weights")
	fs.Parse(args)
	fsNew := richFeatures()
	if *set == "current" {
		fsNew = currentFeatures()
	}
	cur := currentFeatures()
	results := map[string]trax.Color{} // the winner of each outside game
	if *external != "" {
		ext, err := readExternalGames(*external)
		if err != nil {
			return err
		}
		for _, g := range ext {
			w := g.Ours
			if !g.WeWon {
				w = w.Other()
			}
			results[g.Name()] = w
		}
	}
	var curPts, newPts []point
	for _, name := range strings.Split(*data, ",") {
		f, err := openData(name)
		if err != nil {
			return err
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			var l labelled
			if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			p := trax.NewPosition(trax.Trax)
			for _, mv := range l.Moves {
				if _, err := p.PlayNotation(mv); err != nil {
					return fmt.Errorf("%s: %s: %w", name, l.Source, err)
				}
			}
			h := fnv.New32a()
			h.Write([]byte(l.Source))
			pt := point{score: l.Score, result: -1, heldOut: h.Sum32()%5 == 0}
			if w, ok := results[l.Source]; ok {
				pt.result = 0
				if w == p.ToMove() {
					pt.result = 1
				}
			}
			c, n := pt, pt
			c.f, n.f = cur.of(p), fsNew.of(p)
			curPts, newPts = append(curPts, c), append(newPts, n)
		}
		f.Close()
		if err := sc.Err(); err != nil {
			return err
		}
	}
	ls := *labelScale
	if ls == 0 {
		ls = 200
		var withResult []point
		for _, pt := range curPts {
			if pt.result >= 0 {
				withResult = append(withResult, pt)
			}
		}
		if len(withResult) > 0 {
			ls = goldenMin(1, 5000, func(s float64) float64 {
				var l float64
				for _, pt := range withResult {
					l += crossEntropy(squash(float64(pt.score), s), pt.result)
				}
				return l
			})
			fmt.Printf("label scale %.0f: the deep search's score as odds fits the %d outside-game positions' results with log-loss %.4f (a coin: 0.6931)\n",
				ls, len(withResult), meanLoss(withResult, func(pt *point) float64 { return squash(float64(pt.score), ls) }, func(pt *point) float64 { return pt.result }))
		}
	}
	nTrain, nTest := 0, 0
	forced := 0
	for i := range curPts {
		t := squash(float64(curPts[i].score), ls)
		curPts[i].target, newPts[i].target = t, t
		if curPts[i].heldOut {
			nTest++
		} else {
			nTrain++
		}
		if abs(curPts[i].score) >= ai.Win-1000 {
			forced++
		}
	}
	fmt.Printf("%d positions (%d training, %d held out; %d labelled a forced win or loss), label scale %.0f\n", len(curPts), nTrain, nTest, forced, ls)
	train := func(ps []point) []point { return filter(ps, false) }
	test := func(ps []point) []point { return filter(ps, true) }
	target := func(pt *point) float64 { return pt.target }
	var entropy float64
	for _, pt := range test(curPts) {
		entropy += crossEntropy(pt.target, pt.target)
	}
	fmt.Printf("held out: the labels' own entropy (the least log-loss) %.4f; a coin 0.6931\n", entropy/float64(nTest))

	// The current evaluation, its scale alone fitted.
	xc := weightsVector(ai.PlainWeights)
	scale := goldenMin(1, 10000, func(s float64) float64 {
		return meanLoss(train(curPts), predict(xc, s), target)
	})
	report := func(name string, ps []point, x []float64, s float64) {
		fmt.Printf("%-34s log-loss train %.4f held out %.4f; squared error train %.4f held out %.4f\n", name,
			meanLoss(train(ps), predict(x, s), target), meanLoss(test(ps), predict(x, s), target),
			meanSquare(train(ps), predict(x, s)), meanSquare(test(ps), predict(x, s)))
	}
	report(fmt.Sprintf("current weights (scale %.0f)", scale), curPts, xc, scale)
	refit := fitSoft(train(curPts), xc, scale, *iters, *l2)
	report("current terms, refitted", curPts, refit, scale)
	x0 := make([]float64, len(fsNew.names))
	copy(x0, xc)
	xn := fitSoft(train(newPts), x0, scale, *iters, *l2)
	report(*set+" features, fitted", newPts, xn, scale)
	type named struct {
		name string
		w    float64
	}
	var ws []named
	for i, n := range fsNew.names {
		ws = append(ws, named{n, xn[i]})
	}
	if *out != "" {
		m := map[string]float64{"scale": scale}
		for _, w := range ws {
			m[w.name] = w.w
		}
		b, _ := json.MarshalIndent(m, "", " ")
		if err := os.WriteFile(*out, b, 0o644); err != nil {
			return err
		}
	}
	sort.Slice(ws, func(i, j int) bool { return math.Abs(ws[i].w) > math.Abs(ws[j].w) })
	for i := range min(*show, len(ws)) {
		fmt.Printf("  %-32s %8.1f\n", ws[i].name, ws[i].w)
	}
	return nil
}

func filter(ps []point, heldOut bool) []point {
	var out []point
	for _, p := range ps {
		if p.heldOut == heldOut {
			out = append(out, p)
		}
	}
	return out
}

func squash(v, scale float64) float64 { return sigmoid(v / scale) }

func crossEntropy(q, y float64) float64 {
	q = min(max(q, 1e-9), 1-1e-9)
	var l float64
	if y > 0 {
		l -= y * math.Log(q)
	}
	if y < 1 {
		l -= (1 - y) * math.Log(1-q)
	}
	return l
}

func predict(x []float64, scale float64) func(pt *point) float64 {
	return func(pt *point) float64 { return squash(dot(x, pt.f), scale) }
}

func dot(x, f []float64) float64 {
	var v float64
	for i, fi := range f {
		v += x[i] * fi
	}
	return v
}

func meanLoss(ps []point, q, y func(pt *point) float64) float64 {
	var l float64
	for i := range ps {
		l += crossEntropy(q(&ps[i]), y(&ps[i]))
	}
	return l / float64(len(ps))
}

func meanSquare(ps []point, q func(pt *point) float64) float64 {
	var l float64
	for i := range ps {
		d := q(&ps[i]) - ps[i].target
		l += d * d
	}
	return l / float64(len(ps))
}

// goldenMin finds the x in [lo, hi] where f is least (f unimodal).
func goldenMin(lo, hi float64, f func(float64) float64) float64 {
	for range 100 {
		a, b := lo+(hi-lo)*0.382, lo+(hi-lo)*0.618
		if f(a) < f(b) {
			hi = b
		} else {
			lo = a
		}
	}
	return (lo + hi) / 2
}

// fitSoft runs gradient descent (Adam) on the log-loss of sigmoid(x·f /
// scale) against the soft targets, with an L2 penalty on every weight
// but the tempo (in units of scale, so that it does not depend on it).
func fitSoft(ps []point, x0 []float64, scale float64, iters int, l2 float64) []float64 {
	n := len(x0)
	x := append([]float64(nil), x0...)
	opt, g := newAdam(n), make([]float64, n)
	for it := 1; it <= iters; it++ {
		clear(g)
		for i := range ps {
			e := (squash(dot(x, ps[i].f), scale) - ps[i].target) / scale
			for j, f := range ps[i].f {
				if f != 0 {
					g[j] += e * f
				}
			}
		}
		for j := range g {
			g[j] /= float64(len(ps))
			if j > 0 {
				g[j] += l2 * x[j] / scale / scale
			}
		}
		opt.step(x, g)
	}
	return x
}

// adam is the Adam optimizer's state for a vector of weights: the
// running means of the gradient and of its square, and the steps taken.
type adam struct {
	m, v []float64
	t    int
}

// newAdam returns the state for n weights.
func newAdam(n int) *adam { return &adam{m: make([]float64, n), v: make([]float64, n)} }

// step moves x one Adam step against the gradient g.
func (a *adam) step(x, g []float64) {
	const rate, b1, b2 = 0.5, 0.9, 0.999
	a.t++
	c1, c2 := 1-math.Pow(b1, float64(a.t)), 1-math.Pow(b2, float64(a.t))
	for j, gj := range g {
		a.m[j] = b1*a.m[j] + (1-b1)*gj
		a.v[j] = b2*a.v[j] + (1-b2)*gj*gj
		x[j] -= rate * (a.m[j] / c1) / (math.Sqrt(a.v[j]/c2) + 1e-12)
	}
}
