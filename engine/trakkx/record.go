package trakkx

import (
	"fmt"
	"strconv"
	"strings"
)

// RecordMagic is the first line of every game record.
const RecordMagic = "TRAKKX 1"

// MaxCoord bounds the table's coordinates: a cell beyond ±MaxCoord is
// refused (OffTable), and a record may not name one.
const MaxCoord = 1 << 20

// Record returns the game as text: the header (RecordMagic, players,
// seed, start seat, options) and then one action per line in the notation
// of FormatAction. ParseRecord reads it back into the same game. A game
// made by View.Sample has no record: it returns "".
func (g *Game) Record() string {
	if g.sampled {
		return "" // a sampled world has no seed or history to replay
	}
	var b strings.Builder
	b.WriteString(RecordMagic + "\n")
	fmt.Fprintf(&b, "players %d\nseed %d\nstart P%d\n", g.opt.Players, g.opt.Seed, g.opt.Start+1)
	if g.opt.StrictLastOpener {
		b.WriteString("option strict-last-opener\n")
	}
	for _, a := range g.history {
		b.WriteString(FormatAction(a))
		b.WriteByte('\n')
	}
	return b.String()
}

// FormatAction writes one action: the seat ("P1" is seat 0), the kind's
// word and its operands:
//
//	P1 take R5a
//	P1 draw
//	P1 play SWAPa
//	P2 give B7b Y1a
//	P1 play PLUS3b P3
//	P1 lay R4a@0,0 R5a@0,1 R6a@0,2
//	P1 pass
//
// A lay lists the whole final table, cells in reading order, as
// token@row,col.
func FormatAction(a Action) string {
	var b strings.Builder
	fmt.Fprintf(&b, "P%d %v", a.Seat+1, a.Kind)
	switch a.Kind {
	case TakeDisplayKind:
		fmt.Fprintf(&b, " %v", a.Token)
	case PlayActionKind:
		fmt.Fprintf(&b, " %v", a.Token)
		if a.Token.Kind() == Plus3 {
			fmt.Fprintf(&b, " P%d", a.Target+1)
		}
	case GiveKind:
		for _, id := range a.Tokens {
			fmt.Fprintf(&b, " %v", id)
		}
	case LayDownKind:
		for _, p := range a.Final.Sorted() {
			fmt.Fprintf(&b, " %v@%d,%d", a.Final[p], p.Row, p.Col)
		}
	}
	return b.String()
}

// tokenError locates a syntax problem at a token of a line.
type tokenError struct {
	tok string
	err error
}

func (e *tokenError) Error() string { return fmt.Sprintf("%q: %v", e.tok, e.err) }
func (e *tokenError) Unwrap() error { return e.err }

// ParseAction reads one action line written by FormatAction (words
// separated by spaces or tabs; the kind word in any case). It checks the
// syntax only; whether the action is legal is for Game.Apply.
func ParseAction(line string) (Action, error) {
	f := strings.Fields(line)
	if len(f) < 2 {
		return Action{}, &tokenError{line, fmt.Errorf("%w: want a seat (P1–P4) and an action word", ErrSyntax)}
	}
	seat, err := parseSeat(f[0])
	if err != nil {
		return Action{}, err
	}
	a := Action{Seat: seat}
	args := f[2:]
	nargs := func(n ...int) error {
		for _, k := range n {
			if len(args) == k {
				return nil
			}
		}
		return &tokenError{f[1], fmt.Errorf("%w: %d operands", ErrSyntax, len(args))}
	}
	switch strings.ToLower(f[1]) {
	case "take":
		a.Kind = TakeDisplayKind
		if err := nargs(1); err != nil {
			return a, err
		}
		if a.Token, err = parseTok(args[0]); err != nil {
			return a, err
		}
	case "draw":
		a.Kind = DrawBagKind
		return a, nargs(0)
	case "pass":
		a.Kind = PassKind
		return a, nargs(0)
	case "play":
		a.Kind = PlayActionKind
		if err := nargs(1, 2); err != nil {
			return a, err
		}
		if a.Token, err = parseTok(args[0]); err != nil {
			return a, err
		}
		if !a.Token.IsAction() {
			return a, &tokenError{args[0], fmt.Errorf("%w: not an action token", ErrSyntax)}
		}
		if (a.Token.Kind() == Plus3) != (len(args) == 2) {
			return a, &tokenError{args[0], fmt.Errorf("%w: PLUS3 takes one target seat, SWAP none", ErrSyntax)}
		}
		if len(args) == 2 {
			if a.Target, err = parseSeat(args[1]); err != nil {
				return a, err
			}
		}
	case "give":
		a.Kind = GiveKind
		if err := nargs(0, 1, 2); err != nil {
			return a, err
		}
		for _, s := range args {
			id, err := parseTok(s)
			if err != nil {
				return a, err
			}
			a.Tokens = append(a.Tokens, id)
		}
	case "lay":
		a.Kind = LayDownKind
		if len(args) > NumTokens {
			return a, &tokenError{f[1], fmt.Errorf("%w: more than %d tokens", ErrSyntax, NumTokens)}
		}
		a.Final = make(Table, len(args))
		for _, s := range args {
			id, p, err := parseCell(s)
			if err != nil {
				return a, err
			}
			if _, dup := a.Final[p]; dup {
				return a, &tokenError{s, fmt.Errorf("%w: cell %d,%d named twice", ErrSyntax, p.Row, p.Col)}
			}
			a.Final[p] = id
		}
	default:
		return a, &tokenError{f[1], fmt.Errorf("%w: no action %q (take, draw, play, give, lay, pass)", ErrSyntax, f[1])}
	}
	return a, nil
}

func parseSeat(s string) (int, error) {
	if len(s) != 2 || (s[0] != 'P' && s[0] != 'p') || s[1] < '1' || s[1] > '4' {
		return 0, &tokenError{s, fmt.Errorf("%w: want a seat P1 to P4", ErrSyntax)}
	}
	return int(s[1] - '1'), nil
}

func parseTok(s string) (TokenID, error) {
	id, err := ParseToken(s)
	if err != nil {
		return 0, &tokenError{s, err}
	}
	return id, nil
}

func parseCell(s string) (TokenID, Pos, error) {
	t, rc, ok := strings.Cut(s, "@")
	r, c, ok2 := strings.Cut(rc, ",")
	if !ok || !ok2 {
		return 0, Pos{}, &tokenError{s, fmt.Errorf("%w: want token@row,col", ErrSyntax)}
	}
	id, err := parseTok(t)
	if err != nil {
		return 0, Pos{}, err
	}
	row, err1 := strconv.Atoi(r)
	col, err2 := strconv.Atoi(c)
	if err1 != nil || err2 != nil || row < -MaxCoord || row > MaxCoord || col < -MaxCoord || col > MaxCoord {
		return 0, Pos{}, &tokenError{s, fmt.Errorf("%w: row and column must be whole numbers within ±%d", ErrSyntax, MaxCoord)}
	}
	return id, Pos{row, col}, nil
}

// ParseRecord reads a game record (see Record) and replays it. Blank lines
// and lines starting with # are ignored. On an error it returns a
// *RecordError naming the line and token, and the game as replayed up to
// that line (nil if the header was bad).
func ParseRecord(text string) (*Game, error) {
	lines := strings.Split(text, "\n")
	opt := Options{}
	seen := map[string]bool{}
	var g *Game
	magic := false
	for i, raw := range lines {
		n := i + 1
		line := strings.TrimSpace(raw)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if !magic {
			if line != RecordMagic {
				return nil, &RecordError{n, line, fmt.Errorf("%w: the first line must be %q", ErrHeader, RecordMagic)}
			}
			magic = true
			continue
		}
		if g == nil && !(len(line) > 1 && (line[0] == 'P' || line[0] == 'p') && line[1] >= '0' && line[1] <= '9') {
			key, val, _ := strings.Cut(line, " ")
			val = strings.TrimSpace(val)
			if seen[key] && key != "option" {
				return nil, &RecordError{n, key, fmt.Errorf("%w: %s given twice", ErrHeader, key)}
			}
			seen[key] = true
			var err error
			switch key {
			case "players":
				opt.Players, err = strconv.Atoi(val)
				if err == nil && (opt.Players < 2 || opt.Players > 4) {
					err = fmt.Errorf("want 2 to 4")
				}
			case "seed":
				opt.Seed, err = strconv.ParseUint(val, 10, 64)
			case "start":
				opt.Start, err = parseSeat(val)
			case "option":
				if val != "strict-last-opener" {
					err = fmt.Errorf("unknown option")
				}
				opt.StrictLastOpener = true
			default:
				err = fmt.Errorf("unknown header key (players, seed, start, option)")
			}
			if err != nil {
				return nil, &RecordError{n, line, fmt.Errorf("%w: %v", ErrHeader, err)}
			}
			continue
		}
		if g == nil {
			var err error
			if g, err = startGame(opt, seen); err != nil {
				return nil, &RecordError{n, "", err}
			}
		}
		a, err := ParseAction(line)
		if err != nil {
			return g, lineError(n, line, err)
		}
		if err := g.Apply(a); err != nil {
			return g, &RecordError{n, line, fmt.Errorf("%w: %w", ErrIllegal, err)}
		}
	}
	if !magic {
		return nil, &RecordError{1, "", fmt.Errorf("%w: empty record", ErrHeader)}
	}
	if g == nil {
		var err error
		if g, err = startGame(opt, seen); err != nil {
			return nil, &RecordError{len(lines), "", err}
		}
	}
	return g, nil
}

func startGame(opt Options, seen map[string]bool) (*Game, error) {
	for _, k := range []string{"players", "seed"} {
		if !seen[k] {
			return nil, fmt.Errorf("%w: no %s line before the first action", ErrHeader, k)
		}
	}
	g, err := NewGame(opt)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrHeader, err)
	}
	return g, nil
}

func lineError(n int, line string, err error) error {
	if te, ok := err.(*tokenError); ok {
		return &RecordError{n, te.tok, te.err}
	}
	return &RecordError{n, line, err}
}
