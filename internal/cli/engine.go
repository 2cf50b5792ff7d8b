//go:build !wasm

package cli

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

func init() {
	commands["engine"] = command{"play on stdin/stdout with the competition protocol", engineCommand}
}

// Engine name, version and team code printed by -N and -T.
const (
	engineName    = "traxapp"
	engineVersion = "1.0"
	engineTeam    = "TRAXAPP"
)

// engineConfig is how the engine command thinks.
type engineConfig struct {
	variant  trax.Variant
	level    ai.Level
	moveTime time.Duration
	depth    int // fixed depth (reproducible tests); 0: the level's
	ttBytes  int
}

func engineCommand(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("engine", flag.ContinueOnError)
	fs.SetOutput(stderr)
	variant := fs.String("variant", "trax", "rules: trax, 8x8 or loop")
	level := fs.String("level", "max", "strength: beginner, club, strong or max")
	moveTime := fs.Duration("movetime", 750*time.Millisecond, "time to think per move")
	depth := fs.Int("depth", 0, "search this many turns deep instead (0: use the level)")
	ttMB := fs.Int("tt", 64, "transposition table size in MB")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: traxapp engine [-movetime 750ms] [-level max] [-variant trax] [-depth n] [-tt MB]")
		fmt.Fprintln(stderr, "Reads one token per line: -W/-B start a game playing first/second, moves in")
		fmt.Fprintln(stderr, "official notation, -M move, -U undo, -I reset, -R moves... -F load a record,")
		fmt.Fprintln(stderr, "-T team code, -N name and version, -E exit.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	v, err := recordVariant("engine", *variant)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	lv, err := ai.LevelByName(*level)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	cfg := engineConfig{variant: v, level: lv, moveTime: *moveTime, depth: *depth, ttBytes: *ttMB << 20}
	if err := runEngineProtocol(context.Background(), stdin, stdout, stderr, cfg); err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	return 0
}

// engineSession is the state of the protocol: the game so far and the
// colour the engine plays, if a game is on.
type engineSession struct {
	cfg    engineConfig
	eng    *ai.Engine
	game   *trax.Game
	out    *bufio.Writer
	errw   io.Writer
	inGame bool
	me     trax.Color
	seed   uint64
}

// runEngineProtocol reads whitespace-separated tokens from in until -E or
// the end of input and answers on out; complaints go to errw.
func runEngineProtocol(ctx context.Context, in io.Reader, out, errw io.Writer, cfg engineConfig) error {
	s := &engineSession{cfg: cfg, eng: ai.NewEngine(cfg.ttBytes), game: trax.NewGame(cfg.variant), out: bufio.NewWriter(out), errw: errw}
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
			s.game = trax.NewGame(s.cfg.variant)
			s.inGame = false
		case "-R":
			inRecord, record = true, record[:0]
		case "-F":
			s.complain("-F without -R")
		case "-T":
			fmt.Fprintln(s.out, engineTeam)
		case "-N":
			fmt.Fprintln(s.out, engineName+" "+engineVersion)
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
	}
	if err := sc.Err(); err != nil {
		return err
	}
	return s.out.Flush()
}

func (s *engineSession) complain(msg string) {
	s.out.Flush()
	fmt.Fprintln(s.errw, "engine:", msg)
}

// loadRecord replaces the game by the record; on an error it keeps the
// game as it was.
func (s *engineSession) loadRecord(tokens []string) {
	g, err := trax.LoadRecord(s.cfg.variant, strings.Join(tokens, " "))
	if err != nil {
		s.complain(fmt.Sprintf("-R: %v", err))
		return
	}
	s.game = g
}

// opponentMove plays the opponent's move and answers it.
func (s *engineSession) opponentMove(ctx context.Context, tok string) {
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
func (s *engineSession) moveIfMyTurn(ctx context.Context) {
	pos := s.game.Position()
	if pos.Outcome().Over() {
		s.inGame = false
		return
	}
	if pos.ToMove() != s.me {
		return
	}
	opt := s.cfg.level.Options(s.cfg.moveTime, s.seed)
	if s.cfg.depth > 0 {
		opt.Depth, opt.MoveTime = s.cfg.depth, 0
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
		s.inGame = false
	}
}
