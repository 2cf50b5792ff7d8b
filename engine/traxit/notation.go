package traxit

import (
	"fmt"
	"strconv"
	"strings"
)

// The record format (one action per line; blank lines and text after "#"
// are ignored; ";" may also separate actions on one line):
//
//	traxit 1
//	players 2
//	teams no
//	sets 4
//	rounds 4
//	start 0
//	cardset provisional-16
//	cards P01 P02 P03 ... P16
//	bonus set
//	tiebreak no
//	place c1 f1          the placer's two pawns
//	card P07             the chooser picks the mover's card
//	move c1 b4           the mover's pawn on c1 goes to b4
//	traxit e4 h2         TRAXIT: the chooser sends the mover's pawn on e4 to h2
//
// Header lines come first; all but "traxit 1" and "players" may be left
// out and take their defaults (sets and rounds those of a standard game,
// start 0, cards all of the set). 3-player games add "empty E" and
// "diagonal main|anti". Cells are chess-style (see Cell.String).

// FormatAction returns the notation of a, such as "move c1 b4".
func (p *Position) FormatAction(a Action) string {
	switch a.Kind {
	case Place:
		return "place " + a.From.String() + " " + a.To.String()
	case Choose:
		if a.Card >= 0 && a.Card < p.r.cards.Len() {
			return "card " + p.r.cards.Cards[a.Card].ID
		}
		return "card #" + strconv.Itoa(a.Card)
	case Move:
		return "move " + a.From.String() + " " + a.To.String()
	case Relocate:
		return "traxit " + a.From.String() + " " + a.To.String()
	}
	return "?"
}

// ParseAction reads one action in notation (case-insensitive keywords and
// cells). It checks the syntax and the card ID, not legality; the error
// is a Code (ErrSyntax, ErrUnknownKey, ErrBadValue or ErrUnknownCard).
func (p *Position) ParseAction(s string) (Action, error) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return Action{}, ErrSyntax
	}
	kinds := map[string]ActionKind{"place": Place, "card": Choose, "move": Move, "traxit": Relocate}
	k, ok := kinds[strings.ToLower(f[0])]
	if !ok {
		return Action{}, ErrUnknownKey
	}
	if k == Choose {
		if len(f) != 2 {
			return Action{}, ErrSyntax
		}
		c := p.r.cards.Index(f[1])
		if c < 0 {
			return Action{}, ErrUnknownCard
		}
		return ChooseAction(c), nil
	}
	if len(f) != 3 {
		return Action{}, ErrSyntax
	}
	a, ok1 := ParseCell(f[1])
	b, ok2 := ParseCell(f[2])
	if !ok1 || !ok2 {
		return Action{}, ErrBadValue
	}
	return Action{Kind: k, From: a, To: b}, nil
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// Record returns the game as text: the header with every option resolved,
// then one action per line. ParseRecord reads it back.
func (g *Game) Record() string {
	p := &g.hist[0]
	o := p.r.opt
	var b strings.Builder
	fmt.Fprintf(&b, "traxit 1\nplayers %d\n", o.Players)
	if o.Players == 4 {
		fmt.Fprintf(&b, "teams %s\n", yesNo(o.Teams))
	}
	if o.Players == 3 {
		d := "main"
		if o.Diagonal == AntiDiagonal {
			d = "anti"
		}
		fmt.Fprintf(&b, "empty %s\ndiagonal %s\n", o.EmptySide, d)
	}
	fmt.Fprintf(&b, "sets %d\nrounds %d\nstart %d\ncardset %s\ncards %s\nbonus %s\ntiebreak %s\n",
		o.Sets, o.RoundsPerSet, o.StartSeat, p.r.cards.Name, strings.Join(o.CardIDs, " "), o.Bonus, yesNo(o.TieBreak))
	for k, a := range g.actions {
		b.WriteString(g.hist[k].FormatAction(a))
		b.WriteByte('\n')
	}
	return b.String()
}

// CardSets are the card sets a record may name in its "cardset" line
// besides DefaultCards, which a record may always name. Add a set before
// reading records that use it.
var CardSets = map[string]*CardSet{}

// cardSetNamed returns the card set a record names (any case), or nil.
func cardSetNamed(name string) *CardSet {
	if d := DefaultCards(); strings.EqualFold(d.Name, name) {
		return d
	}
	for n, cs := range CardSets {
		if strings.EqualFold(n, name) {
			return cs
		}
	}
	return nil
}

// maxRecordLen bounds the text ParseRecord reads.
const maxRecordLen = 1 << 20

// optionHeaders lists, for each field an *OptionsError names, the header
// keys of a record that bear on it, the likeliest culprit first.
var optionHeaders = map[string][]string{
	"Players":   {"players"},
	"Teams":     {"teams", "players"},
	"Sets":      {"sets", "rounds", "cardset"},
	"Bonus":     {"bonus"},
	"Diagonal":  {"diagonal"},
	"EmptySide": {"empty"},
	"StartSeat": {"start", "players"},
	"CardIDs":   {"cards", "cardset", "sets", "rounds"},
}

// ParseRecord reads a record and replays it. On an error, a *RecordError
// says which line and word were wrong; the game returned holds the
// actions before the bad one, or is nil when the header was bad.
func ParseRecord(text string) (*Game, error) {
	if len(text) > maxRecordLen {
		return nil, &RecordError{Line: 1, Index: -1, Code: ErrSyntax, Token: "(record too long)"}
	}
	type item struct {
		line int
		text string
	}
	var items []item
	for i, line := range strings.Split(text, "\n") {
		if j := strings.IndexByte(line, '#'); j >= 0 {
			line = line[:j]
		}
		for _, part := range strings.Split(line, ";") {
			if part = strings.TrimSpace(part); part != "" {
				items = append(items, item{i + 1, part})
			}
		}
	}
	bad := func(it item, tok string, c Code) error {
		return &RecordError{Line: it.line, Token: tok, Index: -1, Code: c}
	}
	if len(items) == 0 || strings.ToLower(strings.Join(strings.Fields(items[0].text), " ")) != "traxit 1" {
		it := item{1, ""}
		if len(items) > 0 {
			it = items[0]
		}
		return nil, bad(it, it.text, ErrHeaderMissing)
	}
	o := Options{}
	seen := map[string]bool{}
	headers := map[string]item{} // each header line by its key
	k := 1
	for ; k < len(items); k++ {
		it := items[k]
		f := strings.Fields(it.text)
		key := strings.ToLower(f[0])
		if _, isAction := map[string]bool{"place": true, "card": true, "move": true, "traxit": true}[key]; isAction {
			break
		}
		if seen[key] {
			return nil, bad(it, f[0], ErrHeaderRepeated)
		}
		seen[key] = true
		headers[key] = it
		args := f[1:]
		one := func() (string, bool) {
			if len(args) != 1 {
				return "", false
			}
			return strings.ToLower(args[0]), true
		}
		num := func() (int, bool) {
			v, ok := one()
			if !ok {
				return 0, false
			}
			n, err := strconv.Atoi(v)
			return n, err == nil && n >= 0 && n <= 1000
		}
		flag := func() (bool, bool) {
			v, ok := one()
			return v == "yes", ok && (v == "yes" || v == "no")
		}
		ok := true
		switch key {
		case "players":
			o.Players, ok = num()
		case "sets":
			o.Sets, ok = num()
			ok = ok && o.Sets > 0
		case "rounds":
			o.RoundsPerSet, ok = num()
			ok = ok && o.RoundsPerSet > 0
		case "start":
			o.StartSeat, ok = num()
		case "teams":
			o.Teams, ok = flag()
		case "tiebreak":
			o.TieBreak, ok = flag()
		case "cards":
			o.CardIDs = args
			ok = len(args) > 0
		case "cardset":
			var v string
			if v, ok = one(); ok {
				if o.Cards = cardSetNamed(v); o.Cards == nil {
					return nil, bad(it, args[0], ErrUnknownCardSet)
				}
			}
		case "bonus":
			var v string
			v, ok = one()
			switch v {
			case "set":
				o.Bonus = BonusPerSet
			case "game":
				o.Bonus = BonusOncePerGame
			case "each":
				o.Bonus = BonusPerOccurrence
			default:
				ok = false
			}
		case "empty":
			var v string
			if v, ok = one(); ok {
				o.EmptySide, ok = parseSide(v)
			}
		case "diagonal":
			var v string
			v, ok = one()
			switch v {
			case "main":
				o.Diagonal = MainDiagonal
			case "anti":
				o.Diagonal = AntiDiagonal
			default:
				ok = false
			}
		case "traxit", "seed":
			if key == "traxit" {
				return nil, bad(it, f[0], ErrHeaderRepeated)
			}
		default:
			return nil, bad(it, f[0], ErrUnknownKey)
		}
		if !ok {
			return nil, bad(it, it.text, ErrBadValue)
		}
	}
	if !seen["players"] {
		return nil, bad(items[0], "players", ErrHeaderMissing)
	}
	g, err := NewGame(o)
	if err != nil {
		// The header line that set the refused option (the first present
		// of those that bear on it), else the first line.
		oe := err.(*OptionsError)
		it := items[0]
		for _, key := range optionHeaders[oe.Field] {
			if h, ok := headers[key]; ok {
				it = h
				break
			}
		}
		return nil, bad(it, it.text, oe.Code)
	}
	for ; k < len(items); k++ {
		it := items[k]
		f := strings.Fields(it.text)
		if _, isHeader := map[string]bool{"players": true, "sets": true, "rounds": true, "start": true, "teams": true, "tiebreak": true,
			"cards": true, "cardset": true, "bonus": true, "empty": true, "diagonal": true, "seed": true}[strings.ToLower(f[0])]; isHeader {
			return g, bad(it, f[0], ErrHeaderLate)
		}
		if err := g.Play(it.text); err != nil {
			return g, &RecordError{Line: it.line, Token: it.text, Index: g.Len(), Code: err.(*ActionError).Code}
		}
	}
	return g, nil
}
