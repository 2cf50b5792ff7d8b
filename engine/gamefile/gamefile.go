package gamefile

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Limits of Split, so that a mistaken file cannot stall the page.
const (
	// MaxBytes is the largest file Split reads.
	MaxBytes = 4 << 20
	// MaxGames is the most games Split reads from a file.
	MaxGames = 10000
)

// Errors of a file as a whole.
var (
	// ErrTooBig means the file is larger than MaxBytes.
	ErrTooBig = errors.New("game file: too big")
	// ErrTooMany means the file holds more than MaxGames.
	ErrTooMany = errors.New("game file: too many games")
	// ErrEmpty means the file holds no game.
	ErrEmpty = errors.New("game file: no game in it")
)

// Tag is one header line of a game: a key and its value.
type Tag struct {
	Key, Value string
}

// Line is one line of a game's record and where it stands in the file.
type Line struct {
	// Text is the line, spaces around it trimmed.
	Text string
	// N is its number in the file (from 1).
	N int
}

// Chunk is one game of a file as written, not yet read by its game.
type Chunk struct {
	// Line is the line of the file the game starts on (from 1).
	Line int
	// Tags are the game's header lines in the order written.
	Tags []Tag
	// Body are the lines of its record, comments and blank lines left
	// out.
	Body []Line
}

// Tag returns the value of the header key (any case), "" if none.
func (c *Chunk) Tag(key string) string { return TagValue(c.Tags, key) }

// Record returns the lines of the chunk's record, one per line, for the
// game's own record reader; line k (from 1) of it is Body[k-1].
func (c *Chunk) Record() string {
	var b strings.Builder
	for i, l := range c.Body {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(l.Text)
	}
	return b.String()
}

// FileLine returns the line of the file that line k (from 1) of Record
// is, or the game's first line when k is out of range.
func (c *Chunk) FileLine(k int) int {
	if k >= 1 && k <= len(c.Body) {
		return c.Body[k-1].N
	}
	return c.Line
}

// TagValue returns the value of the header key in tags (any case), ""
// if none.
func TagValue(tags []Tag, key string) string {
	for _, t := range tags {
		if strings.EqualFold(t.Key, key) {
			return t.Value
		}
	}
	return ""
}

// Options say how a game's records sit in a file.
type Options struct {
	// Comments are the first characters of a comment line.
	Comments string
	// BlankEnds makes a blank line after a game's record lines end the
	// game (Trax: its moves carry no line of their own that starts a
	// game).
	BlankEnds bool
	// Starts, when set, reports whether a record line starts a game of
	// its own (TRAXIT's "traxit 1", TRAKKX's "TRAKKX 1").
	Starts func(line string) bool
}

// Split cuts text into its games: each is optional header lines, then
// its record lines. A header line after record lines, a line that
// Starts a record after record lines, and with BlankEnds a blank line
// after record lines, start the next game. A leading byte-order mark is
// skipped. The error is for the file as a whole: too big (nothing
// read), too many games (the first MaxGames returned), or none at all.
func Split(text string, o Options) ([]Chunk, error) {
	if len(text) > MaxBytes {
		return nil, fmt.Errorf("%w: %d bytes, at most %d", ErrTooBig, len(text), MaxBytes)
	}
	var chunks []Chunk
	var cur *Chunk
	finish := func() {
		if cur != nil {
			chunks = append(chunks, *cur)
		}
		cur = nil
	}
	for i, raw := range strings.Split(text, "\n") {
		n := i + 1
		line := strings.TrimSpace(strings.TrimPrefix(raw, "\ufeff"))
		switch {
		case line == "":
			if o.BlankEnds && cur != nil && len(cur.Body) > 0 {
				finish()
			}
			continue
		case strings.IndexByte(o.Comments, line[0]) >= 0:
			continue
		}
		if key, value, ok := ParseTag(line); ok {
			if cur != nil && len(cur.Body) > 0 {
				finish()
			}
			if cur == nil {
				cur = &Chunk{Line: n}
			}
			cur.Tags = append(cur.Tags, Tag{key, value})
			continue
		}
		if cur != nil && len(cur.Body) > 0 && o.Starts != nil && o.Starts(line) {
			finish()
		}
		if cur == nil {
			cur = &Chunk{Line: n}
		}
		cur.Body = append(cur.Body, Line{line, n})
		if len(chunks) >= MaxGames {
			return chunks, fmt.Errorf("%w: more than %d", ErrTooMany, MaxGames)
		}
	}
	finish()
	if len(chunks) == 0 {
		return nil, ErrEmpty
	}
	return chunks, nil
}

// ParseTag reads a header line: [Key "value"] or Key: value.
func ParseTag(line string) (key, value string, ok bool) {
	if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
		body := strings.TrimSpace(line[1 : len(line)-1])
		key, rest, found := strings.Cut(body, " ")
		if !found || !isTagKey(key) {
			return "", "", false
		}
		rest = strings.TrimSpace(rest)
		if v, err := strconv.Unquote(rest); err == nil {
			return key, v, true
		}
		return key, strings.Trim(rest, `"`), true
	}
	key, value, found := strings.Cut(line, ":")
	if !found || !isTagKey(key) {
		return "", "", false
	}
	return key, strings.TrimSpace(value), true
}

// isTagKey reports whether s is a header key: a letter, then letters,
// digits or underscores. No record line of the games starts so and
// holds a colon.
func isTagKey(s string) bool {
	if s == "" || len(s) > 40 {
		return false
	}
	for i, r := range s {
		if !unicode.IsLetter(r) && (i == 0 || (!unicode.IsDigit(r) && r != '_')) {
			return false
		}
	}
	return true
}

// GameError is what is wrong with one game of a file, and where.
type GameError struct {
	// Game is the game's number in the file (from 1).
	Game int
	// Line is the file's line the fault is on (from 1).
	Line int
	// Err is the fault, the game's own error.
	Err error
}

// Error implements error.
func (e *GameError) Error() string {
	return fmt.Sprintf("game %d, line %d: %v", e.Game, e.Line, e.Err)
}

// Unwrap returns the fault.
func (e *GameError) Unwrap() error { return e.Err }
