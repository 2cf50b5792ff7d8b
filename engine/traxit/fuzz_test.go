package traxit

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// FuzzParseRecord feeds arbitrary text to the record reader: it must not
// panic, every error must be a *RecordError with a line, and a record it
// accepts must export to a canonical form that loads to the same game.
func FuzzParseRecord(f *testing.F) {
	f.Add("traxit 1\nplayers 2\nplace c1 f1\nplace c8 f8\ncard P07\nmove f1 e4\n")
	f.Add("traxit 1\nplayers 3\nempty E\ndiagonal anti\nplace b1 c1; place a2 a3\n")
	f.Add("traxit 1\nplayers 4\nteams yes\nstart 3\nbonus each\ntiebreak yes\n")
	f.Add("traxit 1\nplayers 2\nsets 1\nrounds 2\ncards P07 P04\nplace c1 f1\nplace c8 g8\ncard P07\nmove f1 e4\ncard P04\nmove c8 e6\n")
	f.Add("traxit 1 # c\nplayers 2;;\ncardset provisional-16\ncard P04\n")
	f.Add("")
	f.Add("\x00;#;traxit")
	for seed := range uint64(3) {
		g := playRandom(f, Options{Players: 2 + int(seed), Short: seed == 1, Seed: seed}, rand.New(rand.NewPCG(seed, 1)))
		f.Add(g.Record())
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := ParseRecord(text)
		if err != nil {
			var re *RecordError
			if !errors.As(err, &re) || re.Line < 1 || re.Code == OK {
				t.Fatalf("error %#v", err)
			}
			if !strings.Contains(err.Error(), "line") {
				t.Fatalf("message without a line: %v", err)
			}
			return
		}
		h, err := ParseRecord(g.Record())
		if err != nil {
			t.Fatalf("canonical record does not load: %v\n%s", err, g.Record())
		}
		if h.Record() != g.Record() || h.Position().Key() != g.Position().Key() {
			t.Fatalf("reloading gave another game")
		}
	})
}

// FuzzPlay reads bytes as options and a sequence of actions, legal ones
// picked by index and arbitrary ones, with undos mixed in: never a panic,
// a refused action changes nothing, and the invariants hold after every
// accepted one.
func FuzzPlay(f *testing.F) {
	f.Add([]byte{0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{1, 3, 200, 17, 33, 90, 255, 0, 0, 3, 3, 3, 3, 3, 1, 2, 1, 2})
	f.Add([]byte(strings.Repeat("\x02\x11\x22\x33\x44\xf0", 40)))
	f.Add([]byte(strings.Repeat("\x03\x00", 200)))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		o := Options{Players: 2 + int(data[0])%3, StartSeat: RandomStart, Seed: uint64(data[1])}
		o.Teams = o.Players == 4 && data[0]&8 != 0
		o.Short = data[0]&16 != 0
		o.Bonus = BonusMode(data[0] >> 5 % 3)
		g, err := NewGame(o)
		if err != nil {
			t.Fatal(err)
		}
		var buf []Action
		for k := 2; k+1 < len(data); k += 2 {
			op, arg := data[k], data[k+1]
			before := *g.Position()
			switch {
			case op%11 == 0:
				g.Undo()
				continue
			case op%2 == 0:
				buf = g.Position().LegalActions(buf)
				if len(buf) == 0 {
					continue
				}
				err = g.Apply(buf[int(arg)%len(buf)])
				if err != nil {
					t.Fatalf("legal action refused: %v", err)
				}
			default:
				a := Action{Kind: ActionKind(op % 6), Card: int(arg%20) - 2,
					From: Cell{int8(op>>3) % 9, int8(arg >> 4 % 9)}, To: Cell{int8(arg % 9), int8(op >> 5)}}
				if err = g.Apply(a); err != nil {
					if g.Position().Key() != before.Key() {
						t.Fatalf("refused %+v changed the position", a)
					}
					var ae *ActionError
					if !errors.As(err, &ae) || ae.Code == OK {
						t.Fatalf("error %#v", err)
					}
					continue
				}
			}
			checkInvariants(t, &before, g.Position())
		}
	})
}

// FuzzParseAction reads arbitrary action notation in a new game: never a
// panic; an error is a Code; an action it reads writes back
// (FormatAction) as notation that reads to the same action.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"place c1 f1", "card P07", "move f1 e4", "traxit e4 h2", "CARD p04", "card #3", "card #-1",
		"move i9 a0", "place", "move c1", "place c1 f1 g1", "traxit -- --"} {
		f.Add(s)
	}
	g, err := NewGame(Options{Players: 2})
	if err != nil {
		f.Fatal(err)
	}
	p := g.Position()
	f.Fuzz(func(t *testing.T, s string) {
		a, err := p.ParseAction(s)
		if err != nil {
			var code Code
			if !errors.As(err, &code) || code == OK {
				t.Fatalf("ParseAction(%q): error %#v is not a Code", s, err)
			}
			return
		}
		text := p.FormatAction(a)
		b, err := p.ParseAction(text)
		if err != nil || b != a {
			t.Fatalf("ParseAction(%q) = %+v, written %q, read back as %+v (%v)", s, a, text, b, err)
		}
	})
}
