package ai

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"traxapp/engine/trax"
)

// The real-losses suite (testdata/reallosses.json, written by cmd/tactics
// reallosses) holds, for each game this engine lost to an outside engine
// (testdata/trax-vs-strong-engine.txt), the position before the first of
// our moves after which the Prover shows the opponent a forced win: the
// move that let the loss happen. This file reads the games and finds that
// move; the suite is a tactics file (Tactic) whose entries also name the
// move played and the game's move time.

// ExternalGame is one game of a match against an outside engine.
type ExternalGame struct {
	// MoveTime is the time each engine had per move.
	MoveTime time.Duration
	// Run is "q" (a quiet machine) or "l" (a machine under load).
	Run string
	// Number is the game's number within its run.
	Number int
	// Ours is the colour this project's engine played.
	Ours trax.Color
	// WeWon is true when the game's winner was this project's engine.
	WeWon bool
	// Moves are the game's moves in official notation, up to the
	// winning move.
	Moves []string
}

// Name identifies the game: move time, run and number.
func (g ExternalGame) Name() string {
	return fmt.Sprintf("%v %s %d", g.MoveTime, g.Run, g.Number)
}

// ParseExternalGames reads the games of a match file: one game a line,
// "<movetime> <run> <game> <our colour: white|red> <winner: us|them>
// <moves...>"; blank lines and lines starting with # are skipped. Each
// game is replayed under the rules of unlimited Trax and must end with
// its last move, won by the winner the line names.
func ParseExternalGames(r io.Reader) ([]ExternalGame, error) {
	var out []ExternalGame
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		g, err := parseExternalGame(text)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		out = append(out, g)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

func parseExternalGame(text string) (ExternalGame, error) {
	f := strings.Fields(text)
	if len(f) < 6 {
		return ExternalGame{}, fmt.Errorf("want <movetime> <run> <game> <colour> <winner> <moves...>, got %d fields", len(f))
	}
	var g ExternalGame
	var err error
	if g.MoveTime, err = time.ParseDuration(f[0]); err != nil || g.MoveTime <= 0 {
		return g, fmt.Errorf("move time %s: not a positive duration", trax.QuoteToken(f[0]))
	}
	g.Run = f[1]
	if g.Number, err = strconv.Atoi(f[2]); err != nil || g.Number < 0 {
		return g, fmt.Errorf("game number %s: not a number", trax.QuoteToken(f[2]))
	}
	switch f[3] {
	case "white":
		g.Ours = trax.White
	case "red":
		g.Ours = trax.Red
	default:
		return g, fmt.Errorf("colour %s: want white or red", trax.QuoteToken(f[3]))
	}
	switch f[4] {
	case "us":
		g.WeWon = true
	case "them":
	default:
		return g, fmt.Errorf("winner %s: want us or them", trax.QuoteToken(f[4]))
	}
	g.Moves = f[5:]
	end, err := g.replay(len(g.Moves))
	if err != nil {
		return g, err
	}
	o := end.Outcome()
	if !o.Over() || o.Draw() {
		return g, fmt.Errorf("the moves do not end the game with a win (%v)", o)
	}
	if (o.Winner == g.Ours) != g.WeWon {
		return g, fmt.Errorf("the winner is %v, the line says %s", o.Winner, f[4])
	}
	return g, nil
}

// replay returns the game after its first n moves.
func (g ExternalGame) replay(n int) (*trax.Game, error) {
	game := trax.NewGame(trax.Trax)
	for i, mv := range g.Moves[:n] {
		if game.Outcome().Over() {
			return nil, fmt.Errorf("move %d %s: the game is already over", i+1, trax.QuoteToken(mv))
		}
		if err := game.PlayNotation(mv); err != nil {
			return nil, fmt.Errorf("move %d %s: %w", i+1, trax.QuoteToken(mv), err)
		}
	}
	return game, nil
}

// LosingMove is where a lost game was lost, as far as the Prover sees.
type LosingMove struct {
	// Turn is the index in the game's moves of our losing move; Setup
	// the record before it and Played its notation.
	Turn   int
	Setup  string
	Played string
	// Within is the fewest turns within which the opponent wins after
	// Played (1: at once, or Played itself completed the opponent's path).
	Within int
	// Defences are every move of the position (in its notation, sorted)
	// after which the opponent does not win within Within turns; none
	// when every move loses as fast: the game was lost earlier, deeper
	// than the prover looked.
	Defences []string
}

// ErrNoForcedLoss means the prover found no forced win for the opponent
// after any of our moves of a lost game (the proof was too big, or the
// winner missed nothing but we made no provable mistake).
var ErrNoForcedLoss = errors.New("ai: no forced loss found in the game")

// FindLosingMove walks a game we lost back from its end: while the
// opponent, after our move, wins by force within maxTurns (1 to
// MaxProofTurns) of its turns (the prover says so within its node
// limit), it steps to our move before. The earliest such move is the one
// that let the loss happen, as far as maxTurns sees. (The suite's
// functions take the Prover rather than being its methods: the app's
// reflection keeps every exported method of a type it uses in app.wasm,
// and only the tools call these.)
func FindLosingMove(pr *Prover, g ExternalGame, maxTurns int) (LosingMove, error) {
	if maxTurns < 1 || maxTurns > MaxProofTurns {
		return LosingMove{}, fmt.Errorf("ai: cannot prove within %d turns (1 to %d)", maxTurns, MaxProofTurns)
	}
	turn, within, err := g.walkBack(func(p *trax.Position) (int, error) {
		within, err := fastestWin(pr, p, g.Ours, maxTurns)
		if errors.Is(err, ErrProofTooBig) {
			return 0, nil // the proof was too big: stop there too
		}
		return within, err
	})
	if err != nil {
		return LosingMove{}, err
	}
	found := LosingMove{Turn: turn, Played: g.Moves[turn], Within: within}
	before, err := g.replay(found.Turn)
	if err != nil {
		return LosingMove{}, err
	}
	p := before.Position()
	found.Setup = before.Record()
	safe, err := pr.Defences(p, found.Within)
	if err != nil {
		return LosingMove{}, fmt.Errorf("defences before turn %d: %w", found.Turn+1, err)
	}
	found.Defences = Notations(p, safe)
	return found, nil
}

// fastestWin returns the fewest turns (1 to maxTurns) within which the
// opponent of ours, to move in pos after our move, wins by force, 0 when
// it does not within maxTurns or the proof is too big (with
// ErrProofTooBig). A game our move ended with the opponent the winner
// counts as a win within 1.
func fastestWin(pr *Prover, pos *trax.Position, ours trax.Color, maxTurns int) (int, error) {
	if o := pos.Outcome(); o.Over() {
		if !o.Draw() && o.Winner != ours {
			return 1, nil
		}
		return 0, nil
	}
	for n := 1; n <= maxTurns; n++ {
		w, err := pr.CanWin(pos, n)
		if err != nil {
			return 0, err
		}
		if w {
			return n, nil
		}
	}
	return 0, nil
}

// CheckPlayed proves with pr that a real-loss entry's Played move loses:
// after it, the opponent wins within Within turns.
func CheckPlayed(pr *Prover, c Tactic) error {
	p, err := c.Position()
	if err != nil {
		return err
	}
	m, err := p.ParseMove(c.Played)
	if err != nil {
		return fmt.Errorf("played %s: %w", trax.QuoteToken(c.Played), err)
	}
	ours := p.ToMove()
	if err := p.Play(m); err != nil {
		return fmt.Errorf("played %s: %w", c.Played, err)
	}
	if o := p.Outcome(); o.Over() {
		if !o.Draw() && o.Winner != ours {
			return nil
		}
		return fmt.Errorf("played %s ends the game without a loss (%v)", c.Played, o)
	}
	w, err := pr.CanWin(p, c.Within)
	if err != nil {
		return err
	}
	if !w {
		return fmt.Errorf("after %s the opponent has no win within %d turns", c.Played, c.Within)
	}
	return nil
}

// FindThreatLoss walks a game we lost back from its end: while the
// opponent, after our move, wins by continuous threats (ThreatWin with e
// and at most nodes positions), it steps to our move before. It returns
// the index in the game's moves of the earliest such move, the one that
// let a win by threats happen, and within how many turns the opponent
// wins after it. The threat-space search reaches further than the
// Prover's full-width proofs (FindLosingMove), often several of our
// moves earlier. (A function, as ThreatWin, to stay out of app.wasm.)
func FindThreatLoss(e *Engine, g ExternalGame, nodes int64) (turn, within int, err error) {
	return g.walkBack(func(p *trax.Position) (int, error) {
		if o := p.Outcome(); o.Over() {
			if o.Draw() || o.Winner == g.Ours {
				return 0, nil
			}
			return 1, nil
		}
		_, n, _ := ThreatWin(e, p, nodes, time.Time{})
		return n, nil
	})
}

// walkBack walks a game we lost back from its end, over our moves: while
// lostWithin, given the position after our move, says the opponent wins
// within some turns (0: it does not, as far as it sees), it steps to our
// move before. It returns the index in the game's moves of the earliest
// such move and what lostWithin said after it, or ErrNoForcedLoss when
// our last move already was not one.
func (g ExternalGame) walkBack(lostWithin func(p *trax.Position) (int, error)) (turn, within int, err error) {
	if g.WeWon {
		return 0, 0, errors.New("ai: the game was won")
	}
	game, err := g.replay(0)
	if err != nil {
		return 0, 0, err
	}
	// ours lists the indexes of our moves.
	var ours []int
	for i, mv := range g.Moves {
		if game.Position().ToMove() == g.Ours {
			ours = append(ours, i)
		}
		if err := game.PlayNotation(mv); err != nil {
			return 0, 0, err
		}
	}
	turn = -1
	for k := len(ours) - 1; k >= 0; k-- {
		after, err := g.replay(ours[k] + 1)
		if err != nil {
			return 0, 0, err
		}
		n, err := lostWithin(after.Position())
		if err != nil {
			return 0, 0, err
		}
		if n == 0 {
			break
		}
		turn, within = ours[k], n
	}
	if turn < 0 {
		return 0, 0, ErrNoForcedLoss
	}
	return turn, within, nil
}

// Replay returns the game after its first n moves.
func (g ExternalGame) Replay(n int) (*trax.Game, error) {
	if n < 0 || n > len(g.Moves) {
		return nil, fmt.Errorf("ai: %d moves of a game of %d", n, len(g.Moves))
	}
	return g.replay(n)
}
