package ai

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"traxapp/engine/trax"
)

const testName = "traxapp 1.0"

func testServeConfig() Config {
	return Config{Variant: trax.Trax, Level: Maximum, Depth: 1, TableBytes: 1 << 20, Name: testName, Team: "TRAXAPP"}
}

// TestServeScriptedGame plays a whole game against the engine through
// pipes, with and without Config.Ponder: the test is the opponent and
// checks every move the engine prints on its own copy of the game.
func TestServeScriptedGame(t *testing.T) {
	for _, tc := range []struct {
		side   string
		ponder bool
	}{{"-W", false}, {"-B", false}, {"-W", true}, {"-B", true}} {
		side := tc.side
		name := side
		if tc.ponder {
			name += " ponder"
		}
		t.Run(name, func(t *testing.T) {
			cfg := testServeConfig()
			cfg.Ponder = tc.ponder
			inR, inW := io.Pipe()
			outR, outW := io.Pipe()
			var errBuf bytes.Buffer
			done := make(chan error, 1)
			go func() {
				err := Serve(context.Background(), inR, outW, &errBuf, cfg)
				outW.Close()
				done <- err
			}()
			lines := bufio.NewScanner(outR)
			send := func(tok string) {
				if _, err := fmt.Fprintln(inW, tok); err != nil {
					t.Fatal(err)
				}
			}
			readLine := func() string {
				if !lines.Scan() {
					t.Fatalf("engine output ended (stderr %q)", errBuf.String())
				}
				return lines.Text()
			}
			g := trax.NewGame(trax.Trax)
			rng := rand.New(rand.NewPCG(7, uint64(len(side))))
			send(side)
			engineTurn := side == "-W"
			for turn := 0; !g.Outcome().Over(); turn++ {
				if turn > 300 {
					t.Fatal("game too long")
				}
				if engineTurn {
					mv := readLine()
					if err := g.PlayNotation(mv); err != nil {
						t.Fatalf("turn %d: engine played %q: %v", turn, mv, err)
					}
				} else {
					// A weak but legal opponent: a seeded random move.
					p := g.Position()
					moves := p.DistinctMoves(nil)
					m := moves[rng.IntN(len(moves))]
					tok := p.FormatMove(m)
					if err := g.Play(m); err != nil {
						t.Fatal(err)
					}
					send(tok)
				}
				engineTurn = !engineTurn
			}
			// Nothing more for this game: the next line answers -N.
			send("-N")
			if got := readLine(); got != testName {
				t.Fatalf("after the game ended the engine printed %q", got)
			}
			send("-E")
			if err := <-done; err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: %d turns, %v", side, g.Len(), g.Outcome())
		})
	}
}

func runScript(t *testing.T, script string) (stdout, stderr string) {
	t.Helper()
	var out, errw bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := Serve(ctx, strings.NewReader(script), &out, &errw, testServeConfig()); err != nil {
		t.Fatal(err)
	}
	return out.String(), errw.String()
}

func TestServeCommands(t *testing.T) {
	cases := []struct {
		name, script, out string
		errs              int // lines on stderr
	}{
		{"name and team", "-N\n-T\n-E\n", "traxapp 1.0\nTRAXAPP\n", 0},
		{"white opens at once", "-W\n", "@0+\n", 0},
		{"set up, then the engine plays red when red is to move", "-M\n@0/\n-B\n", "", -1},
		{"set up, then the engine plays white and waits", "-M\n@0/\n-W\n", "", 0},
		{"setup moves then engine to move wins", "-R\n@0/\n@1\\\n-F\n-W\n", "A0/\n", 0},
		{"undo and reset", "-M\n@0/\n-M\n@1\\\n-U\n-U\n-U\n-I\n-E\n", "", 1},
		{"unknown and illegal input keep the state", "-X\n-M\nZZ9/\n-R\n@0/\nQ7+\n-F\n-M\n@0/\n-M\nB5/\n-U\n-U\n-W\n-W\n@0/\nB7+\n", "@0+\n", 7},
		{"opponent's move gets an answer", "-B\n@0/\n", "", -1},
		{"end of input without -E", "-N\n", "traxapp 1.0\n", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, errs := runScript(t, c.script)
			n := strings.Count(errs, "\n")
			if c.errs >= 0 && n != c.errs {
				t.Errorf("stderr has %d lines, want %d:\n%s", n, c.errs, errs)
			}
			if c.errs < 0 {
				// The engine's answer must be a legal second move.
				g := trax.NewGame(trax.Trax)
				g.PlayNotation("@0/")
				if err := g.PlayNotation(strings.TrimSpace(out)); err != nil {
					t.Errorf("answer %q: %v", out, err)
				}
				return
			}
			if out != c.out {
				t.Errorf("stdout %q, want %q", out, c.out)
			}
		})
	}
}

// TestServeExitWhenOver: with ExitWhenOver, Serve returns once the game is
// over, whether the engine's move or the opponent's ended it.
func TestServeExitWhenOver(t *testing.T) {
	cfg := testServeConfig()
	cfg.ExitWhenOver = true
	for _, c := range []struct{ name, script, out string }{
		{"own winning move", "-R @0/ @1\\ -F -W -N\n", "A0/\n"},
		{"opponent's winning move", "-R @0/ @1\\ -F -B A0/ -N\n", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out, errw bytes.Buffer
			if err := Serve(context.Background(), strings.NewReader(c.script), &out, &errw, cfg); err != nil {
				t.Fatal(err)
			}
			if out.String() != c.out {
				t.Errorf("stdout %q, want %q (stderr %q)", out.String(), c.out, errw.String())
			}
		})
	}
}

// TestSessionSeed: a session's games take the seeds from Config.Seed on
// (it picks the weaker levels' evaluation noise, Level.Options), and the
// seed 0 picks a random one, so that engines started one process per game
// do not all play alike.
func TestSessionSeed(t *testing.T) {
	if a, b := sessionSeed(0), sessionSeed(0); a == b {
		t.Errorf("two random session seeds are both %d", a)
	}
	if got := sessionSeed(7); got != 6 {
		t.Errorf("sessionSeed(7) = %d, want 6 (the first game takes 7)", got)
	}
}

// TestServeThink: with Config.Think set, Serve plays the move Think
// chooses, and a Think error is one complaint that ends the game.
func TestServeThink(t *testing.T) {
	first := func(_ context.Context, p *trax.Position, _ uint64) (trax.Move, error) {
		return p.LegalMoves(nil)[0], nil
	}
	fail := func(context.Context, *trax.Position, uint64) (trax.Move, error) {
		return trax.Move{}, errors.New("no idea")
	}
	for _, c := range []struct {
		name          string
		think         func(context.Context, *trax.Position, uint64) (trax.Move, error)
		out, complain string
	}{
		{"plays its moves", first, "@0+\nA0+\n", ""},
		{"complains", fail, "", "engine: no idea\nengine: @1/: no game in progress (use -W or -B, or -M to set up)\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out, errw bytes.Buffer
			cfg := Config{Variant: trax.Trax, Think: c.think}
			if err := Serve(context.Background(), strings.NewReader("-W\n@1/\n"), &out, &errw, cfg); err != nil {
				t.Fatal(err)
			}
			if out.String() != c.out || errw.String() != c.complain {
				t.Errorf("out %q, complaints %q; want %q and %q", out.String(), errw.String(), c.out, c.complain)
			}
		})
	}
}

// TestPonderSearchesOpponentsTurn: with Config.Ponder, while the
// opponent is to move the engine searches the opponent's position: here
// the opponent (Red, the outside engine in game 4 of the quiet 750 ms
// run) wins in two turns, which the pondering search proves by itself.
func TestPonderSearchesOpponentsTurn(t *testing.T) {
	g, err := trax.LoadRecord(trax.Trax, `@0/ A2\ B1+ @2\ D1/ D0/ A1/ E2+ E3\ E4+ F2+`)
	if err != nil {
		t.Fatal(err)
	}
	cfg := testServeConfig()
	cfg.Ponder = true
	s := &session{cfg: cfg, eng: NewEngine(cfg.TableBytes), game: g, inGame: true, me: trax.White}
	j := s.ponder(context.Background())
	if j == nil {
		t.Fatal("no pondering on the opponent's turn")
	}
	select {
	case <-j.done:
	case <-time.After(time.Minute):
		j.stop()
		t.Fatal("the pondering search did not prove the opponent's win in two turns")
	}
	j.stop()
	if got := j.result.WinIn(); got != 2 {
		t.Errorf("pondering found %s with a win in %d turns for the opponent, want 2", j.result.Notation, got)
	}
	s.me = trax.Red // now the engine is to move: nothing to ponder
	if j := s.ponder(context.Background()); j != nil {
		j.stop()
		t.Error("pondering on the engine's own turn")
	}
}

// TestServeThreatSpace: with Config.ThreatSpace the engine, searching
// only one turn deep, still plays a win by continuous threats four turns
// long (the outside engine's, after our C6+ in game 21 of the quiet
// 750 ms run), which the Prover confirms; without it, the one-turn search
// does not see it.
func TestServeThreatSpace(t *testing.T) {
	const record = `@0+ A2\ A0/ B2/ C2/ C1/ D1/ A0+ D5+ E2+ F3+ C6+`
	pos := load(t, trax.Trax, record)
	side := "-W"
	if pos.ToMove() == trax.Red {
		side = "-B"
	}
	pr := NewProver(2_000_000)
	for _, threats := range []bool{true, false} {
		cfg := testServeConfig()
		cfg.ThreatSpace = threats
		var out, errw bytes.Buffer
		if err := Serve(context.Background(), strings.NewReader("-R "+record+" -F "+side+"\n"), &out, &errw, cfg); err != nil {
			t.Fatal(err)
		}
		tok := strings.TrimSpace(out.String())
		m, err := pos.ParseMove(tok)
		if err != nil || errw.Len() > 0 {
			t.Fatalf("ThreatSpace %v: played %q (%v), stderr %q", threats, tok, err, errw.String())
		}
		q := pos.Clone()
		if err := q.Play(m); err != nil {
			t.Fatal(err)
		}
		// The mover's win: after its move the opponent cannot escape a
		// loss within three more of the mover's turns.
		escapes, err := pr.Defences(q, 3)
		if err != nil {
			t.Fatal(err)
		}
		if wins := len(escapes) == 0; threats && !wins {
			t.Errorf("ThreatSpace %v: played %s, not a win within four turns", threats, tok)
		}
	}
	// The search alone does not see the win (it may still play the move
	// for its shape).
	r, err := NewEngine(1<<20).Search(context.Background(), pos, Options{Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r.WinIn() != 0 {
		t.Errorf("a one-turn search sees a win in %d turns", r.WinIn())
	}
}
