package ai

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"traxapp/engine/trax"
)

// Config is how Serve plays.
type Config struct {
	// Variant is the rules of every game (not Tur-TRAX: the protocol
	// carries no die rolls).
	Variant trax.Variant
	// Level and MoveTime choose the search (Level.Options); Depth, when
	// positive, searches at most that many turns instead, stopping at
	// MoveTime too when it is positive (with MoveTime 0 the depth alone
	// bounds the search: reproducible tests).
	Level    Level
	MoveTime time.Duration
	Depth    int
	// Nodes, when positive, bounds each search by that many positions
	// instead of MoveTime (Options.Nodes): the same moves however busy
	// the machine is.
	Nodes int64
	// ThreatSpace looks for a win by continuous threats (ThreatWin)
	// before each search, with a fifth of the move's nodes or time (or
	// threatNodes positions when neither bounds it), and plays its first
	// move when it finds one: an attacker that sees long forcing wins,
	// an opponent of the gauntlet (scripts/gauntlet.sh).
	ThreatSpace bool
	// Weights replaces the evaluation's DefaultWeights when set (for
	// matches between evaluations).
	Weights *Weights
	// TableBytes is the transposition table's size (0: DefaultTableBytes).
	TableBytes int
	// Ponder makes the engine think in the opponent's time, as
	// competition engines do: after its own move it searches the
	// position with the opponent to move until the next input arrives,
	// which fills the transposition table for its next search. The
	// search of its own moves still takes MoveTime (or Nodes). Unused
	// with Think.
	Ponder bool
	// Think, when set, chooses the engine's moves instead of the search
	// (Level, MoveTime, Depth and TableBytes are then unused), so that an
	// engine of another kind (cmd/mcts, a gauntlet opponent) speaks the
	// same protocol through Serve. It gets a copy of the position, which it
	// may change, and the game's seed; the move it returns must be legal.
	Think func(ctx context.Context, pos *trax.Position, seed uint64) (trax.Move, error)
	// Name is printed for -N (name and version) and Team for -T.
	Name, Team string
	// ExitWhenOver makes Serve return as soon as a game it plays ends,
	// by its own move or by the opponent's: a referee that starts one
	// process per game waits for it to exit. Without it the engine
	// stays for more commands (-I, -W, ...) until -E or the end of input.
	ExitWhenOver bool
	// Seed picks the evaluation noise of the weaker levels
	// (Level.Options; level max plays its best move whatever the seed):
	// each game of the session takes the next seed. 0 picks one at
	// random, so that such engines started one process per game do not
	// all play the same game; give one to replay a session.
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
// version; -E exits. RESIGN (or RESIGNS), in any case, from the opponent
// on its turn ends the game as in a record: the side to move resigned.
// DRAW and PASS are refused with a complaint and the game goes on: the
// engine agrees to no draw, and no variant the protocol plays passes a
// turn. Bad input (an unknown command, an illegal move, a token over
// maxTokenBytes) gets one line on errw, which shows the token quoted and
// cut (trax.QuoteToken), and the session goes on. When a game ends the
// engine says nothing (the last move ends it for both sides); it returns
// if cfg.ExitWhenOver is set.
func Serve(ctx context.Context, in io.Reader, out, errw io.Writer, cfg Config) error {
	s := &session{cfg: cfg, game: trax.NewGame(cfg.Variant), out: bufio.NewWriter(out), errw: errw, seed: sessionSeed(cfg.Seed)}
	if cfg.Think == nil {
		s.eng = NewEngine(cfg.TableBytes)
	}
	tokens := newTokenReader(in)
	var record []string
	inRecord, recordTooLong := false, false
	for {
		pondering := s.ponder(ctx)
		tok, size, err := tokens.next()
		pondering.stop()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		if size > len(tok) {
			s.complain(fmt.Sprintf("a token of %d bytes is too long (at most %d), ignored: %s...", size, maxTokenBytes, trax.QuoteToken(tokenStart(tok))))
			recordTooLong = recordTooLong || inRecord
			continue
		}
		if inRecord {
			if strings.EqualFold(tok, "-F") {
				inRecord = false
				if recordTooLong {
					s.complain("-R: a token of the record was too long: record not loaded")
				} else {
					s.loadRecord(record)
				}
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
			mv, size, err := tokens.next()
			if err != nil && err != io.EOF {
				return err
			}
			if err == io.EOF {
				s.complain("-M needs a move")
				break
			}
			if size > len(mv) {
				s.complain(fmt.Sprintf("-M: a move of %d bytes is too long, ignored: %s...", size, trax.QuoteToken(tokenStart(mv))))
				break
			}
			if err := s.game.PlayNotation(mv); err != nil {
				s.complain(fmt.Sprintf("-M %s: %v", trax.QuoteToken(mv), err))
			}
		case "-U":
			if !s.game.Undo() {
				s.complain("-U: nothing to undo")
			}
		case "-I":
			s.game = trax.NewGame(s.cfg.Variant)
			s.inGame = false
		case "-R":
			inRecord, record, recordTooLong = true, record[:0], false
		case "RESIGN", "RESIGNS":
			s.opponentResigns(tok)
		case "DRAW":
			s.complain(s.refusal(tok, "the engine does not agree to a draw"))
		case "PASS":
			s.complain(s.refusal(tok, "no turn is ever passed in "+s.cfg.Variant.Name))
		case "-F":
			s.complain("-F without -R")
		case "-T":
			fmt.Fprintln(s.out, s.cfg.Team)
		case "-N":
			fmt.Fprintln(s.out, s.cfg.Name)
		default:
			if strings.HasPrefix(tok, "-") {
				s.complain("unknown command " + trax.QuoteToken(tok))
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
	return s.out.Flush()
}

// maxTokenBytes is the longest token Serve reads; a longer one (a move or
// a command is a few bytes) is skipped with a complaint.
const maxTokenBytes = 4 << 10

// tokenStart is the start of an over-long token that a complaint shows.
func tokenStart(tok string) string {
	if len(tok) > 40 {
		return tok[:40]
	}
	return tok
}

// tokenReader splits its input into tokens separated by white space, as
// bufio.ScanWords does, but a token of any length is skipped rather than
// ending the input.
type tokenReader struct {
	r   *bufio.Reader
	buf []byte
}

func newTokenReader(in io.Reader) *tokenReader {
	return &tokenReader{r: bufio.NewReader(in)}
}

// next returns the next token and its length in bytes. When the token is
// longer than maxTokenBytes, tok holds only its first maxTokenBytes bytes
// (so size > len(tok)). err is io.EOF when no token is left.
func (t *tokenReader) next() (tok string, size int, err error) {
	t.buf = t.buf[:0]
	for {
		c, n, err := t.r.ReadRune()
		if err != nil {
			if err == io.EOF && size > 0 {
				err = nil
			}
			return string(t.buf), size, err
		}
		if unicode.IsSpace(c) {
			if size > 0 {
				return string(t.buf), size, nil
			}
			continue
		}
		if size+n <= maxTokenBytes {
			if c == utf8.RuneError && n == 1 {
				// Keep an invalid byte as it was, for QuoteToken to show.
				t.r.UnreadRune()
				b, _ := t.r.ReadByte()
				t.buf = append(t.buf, b)
			} else {
				t.buf = utf8.AppendRune(t.buf, c)
			}
		}
		size += n
	}
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
	var ne *trax.NotationError
	if errors.As(err, &ne) && ne.Turn > 0 {
		s.complain(fmt.Sprintf("-R: move %d %s: %v", ne.Turn, trax.QuoteToken(ne.Token), ne.Err))
		return
	}
	if err != nil {
		s.complain(fmt.Sprintf("-R: %v", err))
		return
	}
	s.game = g
}

// opponentResigns ends the game in progress with the engine the winner,
// when the opponent, to move, sends RESIGN (as a record ends: the side to
// move resigned). As when a move ends the game, the engine says nothing.
func (s *session) opponentResigns(tok string) {
	switch {
	case !s.inGame:
		s.complain(tok + ": no game in progress")
	case s.game.Position().ToMove() == s.me:
		s.complain(tok + ": it is the engine's turn")
	case s.game.Resign() != nil:
		s.complain(tok + ": the game is already over")
	default:
		s.inGame, s.ended = false, true
	}
}

// refusal is the complaint for a protocol word the engine does not act on:
// it names the word, the reason, and whether a game goes on.
func (s *session) refusal(tok, reason string) string {
	if s.inGame {
		return tok + ": " + reason + "; the game goes on"
	}
	return tok + ": " + reason + " (no game in progress)"
}

// opponentMove plays the opponent's move and answers it.
func (s *session) opponentMove(ctx context.Context, tok string) {
	if !s.inGame {
		s.complain(fmt.Sprintf("%s: no game in progress (use -W or -B, or -M to set up)", trax.QuoteToken(tok)))
		return
	}
	if s.game.Position().ToMove() == s.me {
		s.complain(fmt.Sprintf("%s: it is the engine's turn", trax.QuoteToken(tok)))
		return
	}
	if err := s.game.PlayNotation(tok); err != nil {
		s.complain(fmt.Sprintf("%s: %v", trax.QuoteToken(tok), err))
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
	if s.cfg.Think != nil {
		m, err := s.cfg.Think(ctx, pos.Clone(), s.seed)
		if err != nil {
			s.complain(err.Error())
			s.inGame = false
			return
		}
		s.playOwn(m, pos.FormatMove(m))
		return
	}
	opt := s.cfg.Level.Options(s.cfg.MoveTime, s.seed)
	if s.cfg.Depth > 0 {
		// The search stops at the depth or at the move time, whichever
		// comes first; without a move time only the depth bounds it.
		opt.Depth, opt.MoveTime = s.cfg.Depth, s.cfg.MoveTime
	}
	opt.Nodes = s.cfg.Nodes
	opt.Weights = s.cfg.Weights
	if s.cfg.ThreatSpace {
		if m, ok := s.threatSpaceWin(pos); ok {
			s.playOwn(m, pos.FormatMove(m))
			return
		}
	}
	r, err := s.eng.Search(ctx, pos, opt)
	if err != nil {
		s.complain(err.Error())
		s.inGame = false
		return
	}
	s.playOwn(r.Move, r.Notation)
}

// threatNodes is the threat-space search's budget (Config.ThreatSpace)
// when neither Nodes nor MoveTime bounds the move.
const threatNodes = 8000

// threatSpaceWin looks for a win by continuous threats (Config.ThreatSpace)
// with a fifth of the move's budget and returns its first move.
func (s *session) threatSpaceWin(pos *trax.Position) (trax.Move, bool) {
	nodes, deadline := int64(threatNodes), time.Time{}
	switch {
	case s.cfg.Nodes > 0:
		nodes = s.cfg.Nodes / 5
	case s.cfg.MoveTime > 0:
		nodes, deadline = 1<<40, time.Now().Add(s.cfg.MoveTime/5)
	}
	m, _, ok := ThreatWin(s.eng, pos, nodes, deadline)
	return m, ok
}

// A ponderJob is the engine thinking in the opponent's time.
type ponderJob struct {
	cancel context.CancelFunc
	done   chan struct{} // closed when the search has returned
	result Result        // the search's, once done is closed
}

// ponder starts thinking in the opponent's time when Config.Ponder asks
// for it and the opponent is to move in the engine's game; nil otherwise.
// The engine belongs to the job until its stop returns.
func (s *session) ponder(ctx context.Context) *ponderJob {
	if !s.cfg.Ponder || s.cfg.Think != nil || !s.inGame {
		return nil
	}
	pos := s.game.Position()
	if pos.Outcome().Over() || pos.ToMove() == s.me {
		return nil
	}
	opt := s.cfg.Level.Options(0, s.seed)
	// No limit but the opponent's move and the level's own depth (none at
	// level max): no time or nodes.
	opt.MoveTime, opt.Nodes = 0, 0
	opt.Weights = s.cfg.Weights
	// Where goroutines are not preempted (WebAssembly), the search must
	// let the reader of the opponent's move run.
	opt.Yield = runtime.Gosched
	pos = pos.Clone()
	ctx, cancel := context.WithCancel(ctx)
	j := &ponderJob{cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(j.done)
		j.result, _ = s.eng.Search(ctx, pos, opt) // its table entries are what counts
	}()
	return j
}

// stop ends the thinking and waits for the search to return; a nil job
// has nothing to stop.
func (j *ponderJob) stop() {
	if j == nil {
		return
	}
	j.cancel()
	<-j.done
}

// playOwn plays and prints the engine's own move m, named notation.
func (s *session) playOwn(m trax.Move, notation string) {
	if err := s.game.Play(m); err != nil {
		s.complain(fmt.Sprintf("internal error: own move %s: %v", notation, err))
		s.inGame = false
		return
	}
	fmt.Fprintln(s.out, notation)
	if s.game.Outcome().Over() {
		s.inGame, s.ended = false, true
	}
}
