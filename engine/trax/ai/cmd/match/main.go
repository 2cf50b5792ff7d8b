//go:build !wasm

// Command match plays games between two engines that speak the
// competition protocol on stdin/stdout (the engine command of traxapp) and
// prints the score of the first against the second with a 95% confidence
// interval: the yardstick of the AI's strength.
//
// Each opening of a seeded book (the first -book turns, random legal
// moves) is played twice, the engines swapping colours, so colour and
// opening luck cancel out. Engines are started once and reused; each game
// begins with -I, the book moves with -M, then -B for the engine that
// waits and -W for the one that moves.
//
// Example (see engine/trax/ai/scripts/baseline.sh):
//
//	match -games 200 \
//	  -a '/tmp/trax-candidate engine -movetime 100ms -level max' \
//	  -b '/tmp/trax-baseline engine -movetime 100ms -level max'
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"time"

	"traxapp/engine/game/stats"
	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

func main() {
	a := flag.String("a", "/tmp/trax-candidate engine -movetime 100ms -level max", "command of engine A (the one scored)")
	b := flag.String("b", "/tmp/trax-baseline engine -movetime 100ms -level max", "command of engine B")
	games := flag.Int("games", 20, "number of games (rounded up to pairs)")
	book := flag.Int("book", 3, "turns of the seeded random opening")
	seed := flag.Uint64("seed", 1, "seed of the opening book")
	variant := flag.String("variant", "trax", "rules: trax, 8x8 or loop (passed to the engines with -variant too)")
	maxTurns := flag.Int("maxturns", 300, "a game this long is scored a draw")
	timeout := flag.Duration("timeout", 30*time.Second, "a move taking longer loses the game")
	verbose := flag.Bool("v", false, "print every game's record")
	flag.Parse()
	v, err := trax.VariantByName(*variant)
	if err != nil || v.Luck != trax.NoLuck {
		fmt.Fprintln(os.Stderr, "match: need variant trax, 8x8 or loop")
		os.Exit(2)
	}
	args := func(cmd string) []string {
		f := strings.Fields(cmd)
		if v != trax.Trax {
			f = append(f, "-variant", v.Name)
		}
		return f
	}
	m := &match{variant: v, maxTurns: *maxTurns, timeout: *timeout}
	m.eng[0] = &engine{name: "A", args: args(*a)}
	m.eng[1] = &engine{name: "B", args: args(*b)}
	defer m.eng[0].stop()
	defer m.eng[1].stop()
	n := (*games + 1) / 2 * 2
	var st tally
	for i := range n {
		open := opening(v, *seed+uint64(i/2), *book)
		aWhite := i%2 == 0
		res, rec := m.play(open, aWhite)
		st.add(res)
		if *verbose {
			fmt.Printf("game %d A=%s: %s  %s\n", i+1, colourName(aWhite), res.text(), rec)
		}
		if (i+1)%10 == 0 || i+1 == n {
			fmt.Printf("after %d games: %s\n", i+1, st.summary(m.eng))
		}
	}
}

func colourName(white bool) string {
	if white {
		return "white"
	}
	return "red"
}

// opening returns a seeded random start of turns turns (each a distinct
// legal move) after which no one can win at once.
func opening(v trax.Variant, seed uint64, turns int) []string {
	rng := rand.New(rand.NewPCG(seed, 0x7472617862))
	for {
		g := trax.NewGame(v)
		var out []string
		for range turns {
			p := g.Position()
			ms := p.DistinctMoves(nil)
			mv := ms[rng.IntN(len(ms))]
			out = append(out, p.FormatMove(mv))
			g.Play(mv)
		}
		if !g.Outcome().Over() && ai.Quiet(g.Position()) {
			return out
		}
	}
}

// engine is one engine process.
type engine struct {
	name  string
	args  []string
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
	// time and moves count the engine's thinking.
	time  time.Duration
	moves int
	fails int
}

func (e *engine) start() error {
	e.cmd = exec.Command(e.args[0], e.args[1:]...)
	e.cmd.Stderr = io.Discard
	var err error
	if e.in, err = e.cmd.StdinPipe(); err != nil {
		return err
	}
	out, err := e.cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := e.cmd.Start(); err != nil {
		return err
	}
	lines := make(chan string, 16)
	e.lines = lines
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- strings.TrimSpace(sc.Text())
		}
		close(lines)
	}()
	return nil
}

func (e *engine) stop() {
	if e.cmd == nil {
		return
	}
	fmt.Fprintln(e.in, "-E")
	e.in.Close()
	done := make(chan struct{})
	go func() { e.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		e.cmd.Process.Kill()
		<-done
	}
	e.cmd = nil
}

func (e *engine) send(tokens ...string) error {
	if e.cmd == nil {
		if err := e.start(); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintln(e.in, strings.Join(tokens, "\n"))
	return err
}

var errTimeout = errors.New("no move in time")

// read returns the engine's next line, drained of anything it printed
// before (there should be nothing).
func (e *engine) read(timeout time.Duration) (string, error) {
	select {
	case l, ok := <-e.lines:
		if !ok {
			return "", errors.New("engine exited")
		}
		return l, nil
	case <-time.After(timeout):
		return "", errTimeout
	}
}

// result is a game's result for engine A: 1 win, 0.5 draw, 0 loss.
type result float64

func (r result) text() string {
	switch r {
	case 1:
		return "A wins"
	case 0:
		return "B wins"
	}
	return "draw"
}

type match struct {
	variant  trax.Variant
	maxTurns int
	timeout  time.Duration
	eng      [2]*engine
}

// play plays one game from the opening and returns A's result and the
// record.
func (m *match) play(open []string, aWhite bool) (result, string) {
	g := trax.NewGame(m.variant)
	for _, mv := range open {
		if err := g.PlayNotation(mv); err != nil {
			panic(err)
		}
	}
	// byColour[c] is the index of the engine playing colour c.
	byColour := [2]int{1, 0}
	if aWhite {
		byColour = [2]int{0, 1}
	}
	for _, e := range m.eng {
		setup := []string{"-I"}
		for _, mv := range open {
			setup = append(setup, "-M", mv)
		}
		if err := e.send(setup...); err != nil {
			return m.forfeit(e, g), g.Record()
		}
	}
	toMove := g.Position().ToMove()
	waiting := m.eng[byColour[toMove.Other()]]
	mover := m.eng[byColour[toMove]]
	tok := map[trax.Color]string{trax.White: "-W", trax.Red: "-B"}
	if err := waiting.send(tok[toMove.Other()]); err != nil {
		return m.forfeit(waiting, g), g.Record()
	}
	sent := time.Now()
	if err := mover.send(tok[toMove]); err != nil {
		return m.forfeit(mover, g), g.Record()
	}
	for {
		mv, err := mover.read(m.timeout)
		mover.time += time.Since(sent)
		mover.moves++
		if err == nil {
			err = g.PlayNotation(mv)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "match: engine %s after %q: %q: %v\n", mover.name, g.Record(), mv, err)
			return m.forfeit(mover, g), g.Record()
		}
		if o := g.Outcome(); o.Over() {
			if o.Draw() {
				return 0.5, g.Record()
			}
			if m.eng[byColour[o.Winner]] == m.eng[0] {
				return 1, g.Record()
			}
			return 0, g.Record()
		}
		if g.Len() >= m.maxTurns {
			return 0.5, g.Record()
		}
		mover, waiting = waiting, mover
		sent = time.Now()
		if err := mover.send(mv); err != nil {
			return m.forfeit(mover, g), g.Record()
		}
	}
}

// forfeit scores a game lost by engine e (no move, a bad move or a dead
// process) and restarts the engine for the next game.
func (m *match) forfeit(e *engine, g *trax.Game) result {
	e.fails++
	e.stop()
	if e == m.eng[0] {
		return 0
	}
	return 1
}

// tally is A's record over the match.
type tally struct {
	wins, losses, draws int
	score               stats.Sample // A's result per game: 1, 0.5 or 0
}

func (s *tally) add(r result) {
	switch r {
	case 1:
		s.wins++
	case 0:
		s.losses++
	default:
		s.draws++
	}
	s.score.Add(float64(r))
}

// summary prints A's wins, losses and draws, its score with a 95%
// confidence interval (package stats: normal approximation over the games'
// results, unbounded below two games), the Elo difference it implies, and
// both engines' average time a move.
func (s *tally) summary(eng [2]*engine) string {
	mean, half := s.score.Mean(), s.score.CI95()
	avg := func(e *engine) string {
		if e.moves == 0 {
			return "-"
		}
		return (e.time / time.Duration(e.moves)).Round(time.Millisecond).String()
	}
	return fmt.Sprintf("A +%d -%d =%d  score %.1f%% ± %.1f%% (95%% CI %.1f%%–%.1f%%, Elo %+.0f)  avg move A %s B %s  forfeits A %d B %d",
		s.wins, s.losses, s.draws, 100*mean, 100*half, 100*max(mean-half, 0), 100*min(mean+half, 1), stats.Elo(mean),
		avg(eng[0]), avg(eng[1]), eng[0].fails, eng[1].fails)
}
