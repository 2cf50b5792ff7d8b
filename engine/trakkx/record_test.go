package trakkx

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestFormatParseActionRoundTrip(t *testing.T) {
	for _, a := range []Action{
		TakeDisplay(0, tk("R5")), DrawBag(1), PlayAction(2, tk("SWAPb"), 0), PlayAction(3, tk("PLUS3"), 1),
		Give(1, tk("B7b"), tk("Y1")), Give(0, tk("G2")), Give(0), Pass(3),
		LayDown(0, join(row(0, 0, "R4 R5 R6"), row(-3, -2, "B14 Y14 G14"))),
	} {
		line := FormatAction(a)
		b, err := ParseAction(line)
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if FormatAction(b) != line {
			t.Fatalf("%q read back as %q", line, FormatAction(b))
		}
	}
}

func TestRecordReplaysExactly(t *testing.T) {
	g := playRandom(t, Options{Players: 3, Seed: 42, Start: 2, StrictLastOpener: true}, rand.New(rand.NewPCG(7, 7)))
	rec := g.Record()
	if !strings.HasPrefix(rec, "TRAKKX 1\nplayers 3\nseed 42\nstart P3\noption strict-last-opener\n") {
		t.Fatalf("header:\n%s", rec[:80])
	}
	again, err := ParseRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if again.Record() != rec || fingerprint(again) != fingerprint(g) {
		t.Fatal("the record does not replay to the same game")
	}
}

func TestSameSeedSameDeal(t *testing.T) {
	a, b := MustNewGame(Options{Players: 4, Seed: 9}), MustNewGame(Options{Players: 4, Seed: 9})
	c := MustNewGame(Options{Players: 4, Seed: 10})
	if fingerprint(a) != fingerprint(b) || fingerprint(a) == fingerprint(c) {
		t.Fatal("the seed does not fix the deal")
	}
	for s := range 4 {
		if len(a.hands[s]) != HandSize {
			t.Fatalf("seat %d holds %d", s, len(a.hands[s]))
		}
	}
	if len(a.display) != DisplaySize || len(a.bag) != NumTokens-4*HandSize-DisplaySize {
		t.Fatalf("display %d bag %d", len(a.display), len(a.bag))
	}
}

// TestRecordErrors: every bad record is refused with the line and token
// that are wrong.
func TestRecordErrors(t *testing.T) {
	head := "TRAKKX 1\nplayers 2\nseed 1\n"
	g := MustNewGame(Options{Players: 2, Seed: 1})
	notDisplayed := TokenID(0)
	for notDisplayed < 112 && (contains(g.display, notDisplayed)) {
		notDisplayed++
	}
	for _, c := range []struct {
		name, text string
		line       int
		token      string
		is         error
	}{
		{"empty", "", 1, "", ErrHeader},
		{"no magic", "TRAX 1\n", 1, "TRAX 1", ErrHeader},
		{"bad players", "TRAKKX 1\nplayers 5\n", 2, "players 5", ErrHeader},
		{"seed not a number", "TRAKKX 1\nplayers 2\nseed x\n", 3, "seed x", ErrHeader},
		{"unknown key", "TRAKKX 1\ncolour red\n", 2, "colour red", ErrHeader},
		{"twice", "TRAKKX 1\nplayers 2\nplayers 3\n", 3, "players", ErrHeader},
		{"no seed", "TRAKKX 1\nplayers 2\nP1 draw\n", 3, "", ErrHeader},
		{"start out of range", "TRAKKX 1\nplayers 2\nseed 1\nstart P4\nP1 draw\n", 5, "", ErrHeader},
		{"bad seat", head + "P9 draw\n", 4, "P9", ErrSyntax},
		{"bad word", head + "P1 dance\n", 4, "dance", ErrSyntax},
		{"bad token", head + "P1 take X5a\n", 4, "X5a", ErrSyntax},
		{"no copy letter", head + "P1 take R5\n", 4, "R5", ErrSyntax},
		{"value 15", head + "P1 take R15a\n", 4, "R15a", ErrSyntax},
		{"draw with operand", head + "P1 draw R5a\n", 4, "draw", ErrSyntax},
		{"plus3 without target", head + "P1 play PLUS3a\n", 4, "PLUS3a", ErrSyntax},
		{"play a number", head + "P1 play R5a\n", 4, "R5a", ErrSyntax},
		{"bad cell", head + "P1 lay R5a@x,1\n", 4, "R5a@x,1", ErrSyntax},
		{"cell twice", head + "P1 lay R5a@0,0 R6a@0,0\n", 4, "R6a@0,0", ErrSyntax},
		{"far cell", head + "P1 lay R5a@0,99999999\n", 4, "R5a@0,99999999", ErrSyntax},
		{"wrong seat", head + "P2 draw\n", 4, "P2 draw", ErrIllegal},
		{"take what is not there", head + "P1 take " + notDisplayed.String() + "\n", 4, "P1 take " + notDisplayed.String(), ErrIllegal},
		{"illegal lay", head + "P1 draw\nP2 lay R5a@0,0\n", 5, "P2 lay R5a@0,0", ErrIllegal},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseRecord(c.text)
			var re *RecordError
			if !errors.As(err, &re) {
				t.Fatalf("error %v, want a *RecordError", err)
			}
			if re.Line != c.line || re.Token != c.token || !errors.Is(err, c.is) {
				t.Fatalf("got line %d token %q (%v), want line %d token %q (%v)", re.Line, re.Token, err, c.line, c.token, c.is)
			}
		})
	}
}

func contains(ids []TokenID, id TokenID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

func TestIllegalRecordKeepsCode(t *testing.T) {
	_, err := ParseRecord("TRAKKX 1\nplayers 2\nseed 1\nP1 draw\nP2 lay R5a@0,0\n")
	if c := CodeOf(err); c != IsolatedToken && c != NotInHand {
		t.Fatalf("code %v through the record error", c)
	}
}

func TestTokenNotation(t *testing.T) {
	seen := map[string]bool{}
	for i := range TokenID(NumTokens) {
		s := i.String()
		if seen[s] {
			t.Fatalf("two tokens are %q", s)
		}
		seen[s] = true
		back, err := ParseToken(s)
		if err != nil || back != i {
			t.Fatalf("%q reads back as %v, %v", s, back, err)
		}
	}
	for _, bad := range []string{"", "R", "R0a", "R-1a", "R+1a", "Q5a", "R5c", "SWAP", "PLUS3c", "R014a"} {
		if _, err := ParseToken(bad); err == nil {
			t.Fatalf("%q accepted", bad)
		}
	}
}
