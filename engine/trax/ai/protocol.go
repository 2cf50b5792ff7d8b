package ai

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	"traxapp/engine/trax"
)

// Config is how Serve plays.
type Config struct {
	// Variant is the rules of every game (not Tur-TRAX: the protocol
	// carries no die rolls).
	Variant trax.Variant
	// Level and MoveTime choose the search (Level.Options); Depth, when
	// positive, searches that many turns instead (reproducible tests).
	Level    Level
	MoveTime time.Duration
	Depth    int
	// TableBytes is the transposition table's size (0: DefaultTableBytes).
	TableBytes int
	// Name is printed for -N (name and version) and Team for -T.
	Name, Team string
	// ExitWhenOver makes Serve return as soon as a game it plays ends,
	// by its own move or by the opponent's: a referee that starts one
	// process per game waits for it to exit. Without it the engine
	// stays for more commands (-I, -W, ...) until -E or the end of input.
	ExitWhenOver bool
	// Seed varies the opening turns of the games (Level.Options): each game
	// of the session takes the next seed. 0 picks one at random, so that
	// engines started one process per game do not all play the same
	// game; give one to replay a session.
	Seed uint64
}

// Serve plays Trax over the competition protocol: it reads
// whitespace-separated tokens from in until -E or the end of input,
// answers on out, and writes complaints to errw (one line each). The
// commands: -W and -B start a game with the engine playing first (White)
// or second (Red) from the current position; a move in official notation
// is the opponent's move, answered by the engine's; -M move sets a move
// up without an answer; -U takes back a move; -I resets the board;
// -R moves... -F loads a record; -T prints the team code; -N the name and
// version; -E exits. When a game ends the engine says nothing (the last
// move ends it for both sides); it returns if cfg.ExitWhenOver is set.
func Serve(ctx context.Context, in io.Reader, out, errw io.Writer, cfg Config) error {
	s := &session{cfg: cfg, eng: NewEngine(cfg.TableBytes), game: trax.NewGame(cfg.Variant), out: bufio.NewWriter(out), errw: errw, seed: sessionSeed(cfg.Seed)}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	sc.Split(bufio.ScanWords)
	var record []string
	inRecord := false
	for sc.Scan() {
		tok := sc.Text()
		if inRecord {
			if strings.EqualFold(tok, "-F") {
				inRecord = false
				s.loadRecord(record)
			} else {
				record = append(record, tok)
			}
			continue
		}
		switch strings.ToUpper(tok) {
		case "-E":
			return s.out.Flush()
		case "-W", "-B":
			s.inGame, s.me = true, trax.White
			if strings.ToUpper(tok) == "-B" {
				s.me = trax.Red
			}
			s.seed++
			if s.game.Outcome().Over() {
				s.complain("the game is already over; use -I or -U")
				s.inGame = false
			} else {
				s.moveIfMyTurn(ctx)
			}
		case "-M":
			if !sc.Scan() {
				s.complain("-M needs a move")
				break
			}
			if err := s.game.PlayNotation(sc.Text()); err != nil {
				s.complain(fmt.Sprintf("-M %s: %v", sc.Text(), err))
			}
		case "-U":
			if !s.game.Undo() {
				s.complain("-U: nothing to undo")
			}
		case "-I":
			s.game = trax.NewGame(s.cfg.Variant)
			s.inGame = false
		case "-R":
			inRecord, record = true, record[:0]
		case "-F":
			s.complain("-F without -R")
		case "-T":
			fmt.Fprintln(s.out, s.cfg.Team)
		case "-N":
			fmt.Fprintln(s.out, s.cfg.Name)
		default:
			if strings.HasPrefix(tok, "-") {
				s.complain("unknown command " + tok)
				break
			}
			s.opponentMove(ctx, tok)
		}
		if err := s.out.Flush(); err != nil {
			return err
		}
		if s.ended && cfg.ExitWhenOver {
			return nil
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	return s.out.Flush()
}

// session is the state of the protocol: the game so far and the colour
// the engine plays, if a game is on.
type session struct {
	cfg    Config
	eng    *Engine
	game   *trax.Game
	out    *bufio.Writer
	errw   io.Writer
	inGame bool
	ended  bool // a game the engine played has ended
	me     trax.Color
	seed   uint64
}

// sessionSeed returns the seed before a session's first game: one less
// than seed, or a random one when seed is 0.
func sessionSeed(seed uint64) uint64 {
	if seed == 0 {
		return rand.Uint64()
	}
	return seed - 1
}

func (s *session) complain(msg string) {
	s.out.Flush()
	fmt.Fprintln(s.errw, "engine:", msg)
}

// loadRecord replaces the game by the record; on an error it keeps the
// game as it was.
func (s *session) loadRecord(tokens []string) {
	g, err := trax.LoadRecord(s.cfg.Variant, strings.Join(tokens, " "))
	if err != nil {
		s.complain(fmt.Sprintf("-R: %v", err))
		return
	}
	s.game = g
}

// opponentMove plays the opponent's move and answers it.
func (s *session) opponentMove(ctx context.Context, tok string) {
	if !s.inGame {
		s.complain(fmt.Sprintf("%s: no game in progress (use -W or -B, or -M to set up)", tok))
		return
	}
	if s.game.Position().ToMove() == s.me {
		s.complain(fmt.Sprintf("%s: it is the engine's turn", tok))
		return
	}
	if err := s.game.PlayNotation(tok); err != nil {
		s.complain(fmt.Sprintf("%s: %v", tok, err))
		return
	}
	s.moveIfMyTurn(ctx)
}

// moveIfMyTurn thinks and prints the engine's move when it is its turn;
// it ends the game when the game is over.
func (s *session) moveIfMyTurn(ctx context.Context) {
	pos := s.game.Position()
	if pos.Outcome().Over() {
		s.inGame, s.ended = false, true
		return
	}
	if pos.ToMove() != s.me {
		return
	}
	opt := s.cfg.Level.Options(s.cfg.MoveTime, s.seed)
	if s.cfg.Depth > 0 {
		opt.Depth, opt.MoveTime = s.cfg.Depth, 0
	}
	r, err := s.eng.Search(ctx, pos, opt)
	if err != nil {
		s.complain(err.Error())
		s.inGame = false
		return
	}
	if err := s.game.Play(r.Move); err != nil {
		s.complain(fmt.Sprintf("internal error: own move %s: %v", r.Notation, err))
		s.inGame = false
		return
	}
	fmt.Fprintln(s.out, r.Notation)
	if s.game.Outcome().Over() {
		s.inGame, s.ended = false, true
	}
}
