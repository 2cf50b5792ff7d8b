package trax

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Notation errors, wrapped in *NotationError; test with errors.Is.
var (
	ErrSyntax     = errors.New("bad syntax")
	ErrNoPlace    = errors.New("no such place")
	ErrNoFit      = errors.New("no tile of that symbol fits")
	ErrAfterEnd   = errors.New("the game is over")
	ErrIllegal    = errors.New("illegal move")
	ErrBadRecord  = errors.New("bad record")
	symbolTiles   = map[byte][2]Tile{'+': {1, 2}, '/': {3, 4}, '\\': {5, 6}}
	firstBySymbol = map[byte]Tile{'+': StraightRedAcross, '/': SlashRedBottomRight, '\\': BackslashRedBottomLeft}
)

// NotationError says which token of a record was wrong and why.
type NotationError struct {
	// Turn is the 1-based number of the move in the record (0 when the
	// error is not about one move).
	Turn int
	// Token is the text of the move as written.
	Token string
	// Offset is the byte offset of the token in the record.
	Offset int
	// Err is the reason; it wraps one of the Err* values.
	Err error
}

func (e *NotationError) Error() string {
	if e.Turn == 0 {
		return fmt.Sprintf("notation: %q: %v", e.Token, e.Err)
	}
	return fmt.Sprintf("notation: move %d %q: %v", e.Turn, e.Token, e.Err)
}

func (e *NotationError) Unwrap() error { return e.Err }

// ColumnName returns the notation name of column n of the frame (0 is "@",
// 1 is "A", 27 is "AA"): bijective base 26.
func ColumnName(n int) string {
	if n <= 0 {
		return "@"
	}
	var b []byte
	for n > 0 {
		n--
		b = append(b, byte('A'+n%26))
		n /= 26
	}
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return string(b)
}

// PlaceName returns the notation name of the space q in position p, such as
// "A0" or "AB12", read on the frame of p's occupied area.
func (p *Position) PlaceName(q Point) string {
	if p.area.Width() == 0 {
		return ColumnName(q.X) + strconv.Itoa(q.Y)
	}
	return ColumnName(q.X-p.area.MinX+1) + strconv.Itoa(q.Y-p.area.MinY+1)
}

// FormatMove returns the notation of move m in position p, such as "B2/".
func (p *Position) FormatMove(m Move) string {
	return p.PlaceName(m.At) + string(m.Tile.Symbol())
}

// maxColumnLetters bounds a column name: 6 letters reach past 300 million
// columns, far beyond any board.
const maxColumnLetters = 6

// ParseMove reads one move token (case-insensitive) against position p and
// returns the move it names. It checks that the place exists and that a
// tile of the symbol fits there; whether the forced plays allow the move
// is for Play to say (PlayNotation does both). A place that exists but
// cannot take a tile wraps ErrNoPlace and the reason as Play gives it
// (ErrFirstMove, ErrNotEmpty, ErrNotAdjacent).
func (p *Position) ParseMove(tok string) (Move, error) {
	col, row, sym, err := splitMove(tok)
	if err != nil {
		return Move{}, err
	}
	if p.area.Width() == 0 {
		if col != 0 || row != 0 {
			return Move{}, fmt.Errorf("%w: %w", ErrNoPlace, ErrFirstMove)
		}
		return Move{Tile: firstBySymbol[sym]}, nil
	}
	a := p.area
	if col > a.Width()+1 || row > a.Height()+1 {
		return Move{}, fmt.Errorf("%w: the area has columns @ to %s and rows 0 to %d",
			ErrNoPlace, ColumnName(a.Width()+1), a.Height()+1)
	}
	q := Point{a.MinX + col - 1, a.MinY + row - 1}
	if p.At(q) != Empty {
		return Move{}, fmt.Errorf("%w: %s: %w", ErrNoPlace, p.PlaceName(q), ErrNotEmpty)
	}
	occ, _ := p.edgeMasks(p.index(q))
	if occ == 0 {
		return Move{}, fmt.Errorf("%w: %s: %w", ErrNoPlace, p.PlaceName(q), ErrNotAdjacent)
	}
	for _, t := range symbolTiles[sym] {
		if p.Fits(q, t) {
			return Move{q, t}, nil
		}
	}
	return Move{}, fmt.Errorf("%w: no %c tile matches the colours around %s", ErrNoFit, sym, p.PlaceName(q))
}

// ParsePlace reads a place name such as "B2" or "@0" (case-insensitive)
// on the frame of p's occupied area, as PlaceName writes it, and returns
// the point it names: a tile, a space or any square one column or row
// beyond the area. On an empty board only "@0" names a place, where the
// first tile goes.
func (p *Position) ParsePlace(name string) (Point, error) {
	col, row, end, err := splitPlace(strings.ToUpper(name))
	if err == nil && end != len(name) {
		err = fmt.Errorf("%w: want a column and a row, such as B2", ErrSyntax)
	}
	if err != nil {
		return Point{}, err
	}
	if p.area.Width() == 0 {
		if col != 0 || row != 0 {
			return Point{}, fmt.Errorf("%w: the first move is played at @0", ErrNoPlace)
		}
		return Point{}, nil
	}
	a := p.area
	if col > a.Width()+1 || row > a.Height()+1 {
		return Point{}, fmt.Errorf("%w: the area has columns @ to %s and rows 0 to %d",
			ErrNoPlace, ColumnName(a.Width()+1), a.Height()+1)
	}
	return Point{a.MinX + col - 1, a.MinY + row - 1}, nil
}

// splitMove parses "<column><row><symbol>" without looking at a position.
func splitMove(tok string) (col, row int, sym byte, err error) {
	s := strings.ToUpper(tok)
	col, row, j, err := splitPlace(s)
	if err != nil {
		return 0, 0, 0, err
	}
	if j != len(s)-1 || !strings.ContainsRune(`+/\`, rune(s[j])) {
		return 0, 0, 0, fmt.Errorf("%w: want one symbol +, / or \\ after the row", ErrSyntax)
	}
	return col, row, s[j], nil
}

// splitPlace parses the "<column><row>" that s (in upper case) starts
// with and returns end, the offset of what follows it.
func splitPlace(s string) (col, row, end int, err error) {
	i := 0
	if strings.HasPrefix(s, "@") {
		i = 1
	} else {
		for i < len(s) && s[i] >= 'A' && s[i] <= 'Z' {
			if i == maxColumnLetters {
				return 0, 0, 0, fmt.Errorf("%w: column name too long", ErrSyntax)
			}
			col = col*26 + int(s[i]-'A'+1)
			i++
		}
		if i == 0 {
			return 0, 0, 0, fmt.Errorf("%w: want a column (@, A, B, ..., AA, ...) first", ErrSyntax)
		}
	}
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	if j == i {
		return 0, 0, 0, fmt.Errorf("%w: want a row number after the column", ErrSyntax)
	}
	if j-i > 9 {
		return 0, 0, 0, fmt.Errorf("%w: row number too long", ErrSyntax)
	}
	row, _ = strconv.Atoi(s[i:j])
	return col, row, j, nil
}

// PlayNotation parses tok against the position and plays it. Errors say
// what was wrong: bad syntax, no such place, no tile of the symbol fits, or
// the move is illegal (for instance because of the forced play at a named
// space).
func (p *Position) PlayNotation(tok string) (Move, error) {
	if p.outcome.Over() {
		return Move{}, ErrAfterEnd
	}
	m, err := p.ParseMove(tok)
	if err != nil {
		return Move{}, err
	}
	if err := p.Play(m); err != nil {
		return Move{}, p.explain(err)
	}
	return m, nil
}

// explain turns a *PlaceError into a sentence that names places in
// notation.
func (p *Position) explain(err error) error {
	var pe *PlaceError
	if !errors.As(err, &pe) {
		return err
	}
	switch {
	case errors.Is(pe.Err, ErrThreeColors):
		return fmt.Errorf("%w: the forced play at %s would meet three edges of one colour",
			ErrIllegal, p.PlaceName(pe.Where))
	case errors.Is(pe.Err, ErrGameOver):
		return ErrAfterEnd
	}
	return fmt.Errorf("%w: %v", ErrIllegal, pe.Err)
}

// RecordEnd is how a record closes besides its moves.
type RecordEnd uint8

const (
	// NoClaim means the record is just moves.
	NoClaim RecordEnd = iota
	// Resign means the side to move resigned ("RESIGN").
	Resign
	// AgreedDraw means the players agreed to a draw ("DRAW").
	AgreedDraw
)

// Token is one move of a record with the byte offset it was read at.
type Token struct {
	Text   string
	Offset int
}

// Record is a game record split into move tokens, without positions: the
// tokens are read against the position when they are played.
type Record struct {
	Moves []Token
	End   RecordEnd
}

// ParseRecord splits a game record: moves separated by white space, in any
// case, optionally with turn numbers ("1", "2." ...) in front of moves,
// PASS for a passed Tur-TRAX turn, and a closing RESIGN or DRAW. It checks the syntax of each move; whether a
// move is legal is decided when it is played.
func ParseRecord(text string) (Record, error) {
	var r Record
	n := 0
	for _, f := range fields(text) {
		tok := f.Text
		up := strings.ToUpper(tok)
		if r.End != NoClaim {
			return r, &NotationError{Turn: n + 1, Token: tok, Offset: f.Offset,
				Err: fmt.Errorf("%w: nothing may follow %s", ErrBadRecord, r.End)}
		}
		switch {
		case up == "RESIGN" || up == "RESIGNS":
			r.End = Resign
			continue
		case up == "DRAW":
			r.End = AgreedDraw
			continue
		case isTurnNumber(tok):
			continue
		case up == "PASS":
			n++
			r.Moves = append(r.Moves, Token{up, f.Offset})
			continue
		}
		n++
		if _, _, _, err := splitMove(tok); err != nil {
			return r, &NotationError{Turn: n, Token: tok, Offset: f.Offset, Err: err}
		}
		r.Moves = append(r.Moves, Token{up, f.Offset})
	}
	return r, nil
}

// String returns "RESIGN", "DRAW" or "".
func (e RecordEnd) String() string {
	return [...]string{"", "RESIGN", "DRAW"}[e]
}

func isTurnNumber(s string) bool {
	s = strings.TrimSuffix(s, ".")
	if s == "" || len(s) > 6 {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func fields(text string) []Token {
	var out []Token
	start := -1
	for i := 0; i <= len(text); i++ {
		space := i == len(text) || text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r' || text[i] == ','
		if space && start >= 0 {
			out = append(out, Token{text[start:i], start})
			start = -1
		} else if !space && start < 0 {
			start = i
		}
	}
	return out
}

// Record returns the moves that built p, its chosen tiles in order, in
// official notation: what a game record of p holds, when p was not
// reached through a Game. (A Game's own Record also carries a resignation
// or draw claim.)
func (p *Position) Record() string {
	q := NewPosition(p.variant)
	var b strings.Builder
	for _, pl := range p.Placements() {
		if pl.Forced {
			continue
		}
		m := Move{At: pl.At, Tile: pl.Tile}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(q.FormatMove(m))
		if q.Play(m) != nil {
			break // p was built by these very moves; cannot happen
		}
	}
	return b.String()
}
