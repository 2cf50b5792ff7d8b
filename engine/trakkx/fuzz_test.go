package trakkx

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// FuzzParseRecord feeds arbitrary text to the record reader: never a
// panic; an error is a *RecordError with a line; a record it accepts
// writes back to a canonical record that replays to the same game.
func FuzzParseRecord(f *testing.F) {
	f.Add("TRAKKX 1\nplayers 2\nseed 1\nP1 draw\nP2 draw\n")
	f.Add("TRAKKX 1\nplayers 4\nseed 77\nstart P3\noption strict-last-opener\n# a comment\n\nP3 pass\n")
	f.Add("TRAKKX 1\nplayers 3\nseed 5\nP1 play SWAPa\nP1 give R1a R2a\n")
	f.Add("TRAKKX 1\nplayers 2\nseed 3\nP1 lay R4a@0,0 R5a@0,1 R6a@0,2\n")
	f.Add("TRAKKX 1\nplayers 2\nseed 3\nP1 play PLUS3a P2\nP2 take B14b\n")
	f.Add("TRAKKX 1\nplayers 2\nseed 18446744073709551615\n")
	f.Add("TRAKKX 1\r\nplayers\t2\r\nseed 0\r\np1 DRAW\r\n")
	g := playRandom(f, Options{Players: 2, Seed: 3}, rand.New(rand.NewPCG(3, 3)))
	f.Add(g.Record())
	f.Fuzz(func(t *testing.T, text string) {
		g, err := ParseRecord(text)
		if err != nil {
			re, ok := err.(*RecordError)
			if !ok || re.Line < 1 || !strings.HasPrefix(err.Error(), "record: line ") {
				t.Fatalf("error without a line: %v", err)
			}
			if g == nil {
				return
			}
		}
		checkInvariants(t, g)
		again, err := ParseRecord(g.Record())
		if err != nil {
			t.Fatalf("canonical record does not replay: %v\n%s", err, g.Record())
		}
		if again.Record() != g.Record() || fingerprint(again) != fingerprint(g) {
			t.Fatal("canonical record replays to another game")
		}
	})
}

// FuzzPlay reads bytes as a game: the first bytes choose the players and
// the seed, each further byte an action: mostly a random legal one, but
// also garbage (wrong seat, tokens not held, broken tables, passes). A
// refused action must leave the game unchanged; after every action the
// invariants hold (116 tokens accounted for, a valid table, views hiding
// other hands).
func FuzzPlay(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	f.Add([]byte{2, 99, 200, 17, 33, 90, 255, 0, 0, 3, 3, 3, 3, 3, 1, 2, 1, 2})
	f.Add([]byte(strings.Repeat("\x01\x22\x33\x44\xf0\x05", 60)))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		g := MustNewGame(Options{Players: 2 + int(data[0])%3, Seed: uint64(data[1]), Start: int(data[0]/3) % 2})
		r := rand.New(rand.NewPCG(uint64(len(data)), uint64(data[0])))
		for _, b := range data[2:] {
			if g.Outcome().Over() {
				break
			}
			var a Action
			switch b % 8 {
			case 0:
				a = garbage(g, b, r)
			default:
				a = randomAction(g, r)
			}
			before := fingerprint(g)
			if err := g.Apply(a); err != nil {
				if CodeOf(err) == BadAction && a.Kind <= GiveKind && a.Kind > 0 {
					t.Fatalf("refusal without a code: %v", err)
				}
				if fingerprint(g) != before {
					t.Fatalf("refused %s changed the game", FormatAction(a))
				}
				continue
			}
			checkInvariants(t, g)
		}
	})
}

// garbage makes an action that is probably illegal.
func garbage(g *Game, b byte, r *rand.Rand) Action {
	s := g.ToMove()
	other := (s + 1) % g.opt.Players
	id := TokenID(r.IntN(NumTokens + 4))
	switch (b / 8) % 9 {
	case 0:
		return DrawBag(other)
	case 1:
		return TakeDisplay(s, id)
	case 2:
		return PlayAction(s, id, r.IntN(6)-1)
	case 3:
		return Pass(s)
	case 4:
		return Give(s, id, id)
	case 5:
		t := g.table.Clone()
		t[Pos{r.IntN(5) - 2, r.IntN(5) - 2}] = id
		return LayDown(s, t)
	case 6:
		t := g.table.Clone()
		for p := range t {
			delete(t, p)
			break
		}
		return LayDown(s, t)
	case 7:
		return Action{Kind: ActionKind(b), Seat: s}
	}
	return LayDown(s, nil)
}

// FuzzParseAction reads arbitrary action lines: never a panic; an error is
// a syntax error naming the line; an action it reads writes back
// (FormatAction) as a line that reads to the same action.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"P1 draw", "P2 take B14b", "P1 play PLUS3a P2", "P3 give R1a R2a", "P1 lay R4a@0,0 R5a@0,1 R6a@-2147483648,2",
		"p4 PASS", "P1 play SWAPa", "P5 draw", "P1", "P1 lay", "P1 lay R4a@0,0 R4a@0,0", "P1 take ZZZ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		a, err := ParseAction(line)
		if err != nil {
			if CodeOf(err) == OK {
				t.Fatalf("ParseAction(%q): error %v without a code", line, err)
			}
			return
		}
		text := FormatAction(a)
		b, err := ParseAction(text)
		if err != nil {
			t.Fatalf("ParseAction(%q) read %+v, whose line %q does not read: %v", line, a, text, err)
		}
		if again := FormatAction(b); again != text {
			t.Fatalf("ParseAction(%q): written %q, read back and written %q", line, text, again)
		}
	})
}
