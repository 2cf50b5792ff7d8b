package trax

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"traxapp/engine/gamefile"
)

// A game file holds many games one after another, as clubs and
// tournaments keep them. Each game is optional header lines, then its
// moves in official notation over one or more lines:
//
//	[Event "Club evening"]
//	[White "Ann"]
//	[Red "Bob"]
//	[Result "1-0"]
//	1 @0/ 2 A2\ 3 B1+ ...
//
// A header line is either a tag in square brackets, [Key "value"], or
// "Key: value". The keys read are White, Red, Event, Site, Date, Round,
// Result, Variant (trax, 8x8, loop, tur) and Seed (Tur-TRAX's die); others
// are kept as they are. The moves may end with a result mark, 1-0 (White
// won), 0-1 (Red won), 1/2-1/2 (drawn) or * (unknown), besides the
// record's own RESIGN or DRAW. A blank line after a game's moves, or a
// header line, starts the next game (a game without moves needs its
// result mark, often *, on a line of its own). Lines beginning with # or ;
// are comments.

// Limits of ReadGameFile, so that a mistaken file cannot stall the page.
const (
	// MaxGameFileBytes is the largest file ReadGameFile reads.
	MaxGameFileBytes = gamefile.MaxBytes
	// MaxGameFileGames is the most games ReadGameFile reads from a file.
	MaxGameFileGames = gamefile.MaxGames
)

// Errors of game files, wrapped with where they were found.
var (
	// ErrGameFileTooBig means the file is larger than MaxGameFileBytes.
	ErrGameFileTooBig = gamefile.ErrTooBig
	// ErrGameFileTooMany means the file holds more than MaxGameFileGames.
	ErrGameFileTooMany = gamefile.ErrTooMany
	// ErrGameFileEmpty means the file holds no game.
	ErrGameFileEmpty = gamefile.ErrEmpty
	// ErrBadTag means a header's value cannot be used (an unknown
	// variant, a seed that is not a number, an unknown result).
	ErrBadTag = errors.New("bad header")
	// ErrResultMismatch means the result the file states is not the one
	// the moves reach.
	ErrResultMismatch = errors.New("the stated result is not the one the moves reach")
)

// Claim is a result a game file states for a game.
type Claim uint8

const (
	// NoResult means the file states no result (or "*").
	NoResult Claim = iota
	// WhiteWon is "1-0".
	WhiteWon
	// RedWon is "0-1".
	RedWon
	// Drawn is "1/2-1/2".
	Drawn
)

// String returns the mark the file uses: "1-0", "0-1", "1/2-1/2" or "*".
func (c Claim) String() string { return [...]string{"*", "1-0", "0-1", "1/2-1/2"}[c] }

// parseClaim reads a result mark; ok is false for anything else.
func parseClaim(s string) (c Claim, ok bool) {
	switch s {
	case "*":
		return NoResult, true
	case "1-0":
		return WhiteWon, true
	case "0-1":
		return RedWon, true
	case "1/2-1/2", "½-½":
		return Drawn, true
	}
	return NoResult, false
}

// Tag is one header line of a game: a key and its value.
type Tag = gamefile.Tag

// FileGame is one game of a game file.
type FileGame struct {
	// Line is the line of the file the game starts on (from 1).
	Line int
	// Tags are the game's header lines in the order written.
	Tags []Tag
	// Variant is the game's variant (Trax unless a Variant header says).
	Variant Variant
	// Seed is Tur-TRAX's die seed (the Seed header), 0 if none.
	Seed uint64
	// Moves are the game's move lines as written, result marks left out.
	Moves string
	// Claim is the result the file states (a Result header or a closing
	// result mark; the mark wins when both are given).
	Claim Claim
	// Game is the game replayed: all of it, or the moves before Err's.
	Game *Game
	// Err says what is wrong with this game (a *GameFileError), nil if
	// nothing: the other games of the file still load.
	Err error
}

// Tag returns the value of the header key (any case), "" if none.
func (g *FileGame) Tag(key string) string { return gamefile.TagValue(g.Tags, key) }

// GameFileError is what is wrong with one game of a file, and where:
// its Err is a *NotationError for a move, or one of the ErrBadTag,
// ErrResultMismatch errors.
type GameFileError = gamefile.GameError

// fileLine is one line of a game's moves and where it stands in the file.
type fileLine = gamefile.Line

// ReadGameFile reads every game of a game file and replays each. A fault
// in one game is that game's Err and does not stop the others; the error
// returned is only for the file as a whole (too big, too many games, no
// game at all).
func ReadGameFile(text string) ([]FileGame, error) {
	chunks, err := gamefile.Split(text, GameFileOptions)
	games := make([]FileGame, 0, len(chunks))
	for i, c := range chunks {
		games = append(games, ReadFileGame(i+1, c))
	}
	if len(games) == 0 {
		games = nil
	}
	return games, err
}

// ReadFileGame reads game number (from 1) of a file, as gamefile.Split
// cut it, and replays it: ReadGameFile's work for one game.
func ReadFileGame(number int, c gamefile.Chunk) FileGame {
	return replayFileGame(number, FileGame{Line: c.Line, Tags: c.Tags}, c.Body)
}

// GameFileOptions say how Trax's games sit in a file (ReadGameFile):
// comments start with # or ;, and a blank line after a game's moves
// ends it.
var GameFileOptions = gamefile.Options{Comments: "#;", BlankEnds: true}

// replayFileGame reads g's headers and moves and replays them.
func replayFileGame(number int, g FileGame, lines []fileLine) FileGame {
	fail := func(line int, err error) FileGame {
		if g.Err == nil {
			g.Err = &GameFileError{Game: number, Line: line, Err: err}
		}
		return g
	}
	g.Variant = Trax
	if g.Game == nil {
		g.Game = NewGame(Trax)
	}
	for _, t := range g.Tags {
		switch strings.ToLower(t.Key) {
		case "variant":
			v, err := VariantByName(t.Value)
			if err != nil {
				return fail(g.Line, fmt.Errorf("%w: Variant %q", ErrBadTag, t.Value))
			}
			g.Variant = v
		case "seed":
			s, err := strconv.ParseUint(strings.TrimSpace(t.Value), 10, 64)
			if err != nil {
				return fail(g.Line, fmt.Errorf("%w: Seed %q is not a whole number", ErrBadTag, t.Value))
			}
			g.Seed = s
		case "result":
			c, ok := parseClaim(strings.TrimSpace(t.Value))
			if !ok {
				return fail(g.Line, fmt.Errorf("%w: Result %q (want 1-0, 0-1, 1/2-1/2 or *)", ErrBadTag, t.Value))
			}
			g.Claim = c
		}
	}
	// The moves, with result marks taken out and each token's offset
	// mapped back to its line.
	var b strings.Builder
	starts := make([]int, 0, len(lines)) // offset in b where each line starts
	for _, l := range lines {
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		starts = append(starts, b.Len())
		for k, f := range strings.Fields(l.Text) {
			if c, ok := parseClaim(f); ok {
				g.Claim = c
				f = strings.Repeat(" ", len(f))
			}
			if k > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(f)
		}
	}
	g.Moves = strings.Join(strings.Fields(b.String()), " ")
	lineAt := func(offset int) int {
		k := 0
		for k+1 < len(starts) && starts[k+1] <= offset {
			k++
		}
		if len(lines) == 0 {
			return g.Line
		}
		return lines[k].N
	}
	game, err := LoadSeededRecord(g.Variant, g.Seed, b.String())
	g.Game = game
	if err != nil {
		line := g.Line
		var ne *NotationError
		if errors.As(err, &ne) {
			line = lineAt(ne.Offset)
		}
		return fail(line, err)
	}
	if err := checkClaim(g.Claim, game.Outcome()); err != nil {
		last := g.Line
		if len(lines) > 0 {
			last = lines[len(lines)-1].N
		}
		return fail(last, err)
	}
	return g
}

// checkClaim compares a stated result with the moves' outcome. A win
// stated for a game not over on the board is a resignation or a loss on
// time, and fits; so does a draw stated for a game not over (agreed).
func checkClaim(c Claim, o Outcome) error {
	if c == NoResult || !o.Over() {
		return nil
	}
	got := Drawn
	if !o.Draw() {
		got = WhiteWon
		if o.Winner == Red {
			got = RedWon
		}
	}
	if got != c {
		return fmt.Errorf("%w: the file says %v, the moves end in %v", ErrResultMismatch, c, got)
	}
	return nil
}

// WriteGameFile writes games as a game file ReadGameFile reads back:
// each game's tags in square brackets, then its moves on one line with
// its result mark, a blank line between games.
func WriteGameFile(games []FileGame) string {
	var b strings.Builder
	for i, g := range games {
		if i > 0 {
			b.WriteByte('\n')
		}
		for _, t := range g.Tags {
			fmt.Fprintf(&b, "[%s %s]\n", t.Key, strconv.Quote(t.Value))
		}
		b.WriteString(g.Moves)
		// A game without moves still needs a line of its own: its mark.
		if g.Claim != NoResult || g.Moves == "" {
			if g.Moves != "" {
				b.WriteByte(' ')
			}
			b.WriteString(g.Claim.String())
		}
		b.WriteByte('\n')
	}
	return b.String()
}
