package traxit

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestRecordsReplayToTheSameGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i, o := range []Options{
		{Players: 2}, {Players: 3, EmptySide: North, Diagonal: AntiDiagonal}, {Players: 4, Teams: true, TieBreak: true},
		{Players: 4, Short: true, Bonus: BonusPerOccurrence, Seed: 9}, {Players: 2, Sets: 2, RoundsPerSet: 5, Bonus: BonusOncePerGame},
	} {
		o.StartSeat, o.Seed = RandomStart, uint64(i)
		g := playRandom(t, o, rng)
		for cut := range []int{0, 1} {
			if cut == 1 {
				g.Undo() // a game in progress
			}
			rec := g.Record()
			h, err := ParseRecord(rec)
			if err != nil {
				t.Fatalf("record of %+v does not load: %v\n%s", o, err, rec)
			}
			if h.Record() != rec || h.Position().Key() != g.Position().Key() {
				t.Fatalf("reloaded game differs:\n%s\n---\n%s", rec, h.Record())
			}
		}
	}
}

func TestACompactRecordWithCommentsLoads(t *testing.T) {
	text := "TRAXIT 1 # a short 2-player game\nplayers 2; sets 1; rounds 2; start 1\ncards P07 P04\n" +
		"place c8 g8; place c1 f1\ncard P07; move f1 e4  # the figure's climb\ncard P04; move c8 e6\n"
	g, err := ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	if g.Len() != 6 || g.Position().Pawns(0)[1] != c(4, 4) || g.Position().Pawns(1)[0] != c(2, 4) {
		t.Fatalf("%d actions, pawns %v %v", g.Len(), g.Position().Pawns(0), g.Position().Pawns(1))
	}
}

// A bad record names the line, the word and the reason; the game holds
// what came before.
func TestRecordErrorsSayWhatAndWhere(t *testing.T) {
	head := "traxit 1\nplayers 2\n"
	for _, tc := range []struct {
		name, text string
		line       int
		token      string
		code       Code
		actions    int // actions in the partial game, -1 for none
	}{
		{"empty", "", 1, "", ErrHeaderMissing, -1},
		{"no magic", "players 2\n", 1, "players 2", ErrHeaderMissing, -1},
		{"no players", "traxit 1\nsets 4\n", 1, "players", ErrHeaderMissing, -1},
		{"bad number", "traxit 1\nplayers two\n", 2, "players two", ErrBadValue, -1},
		{"players out of range", "traxit 1\nplayers 7\n", 2, "players 7", ErrPlayers, -1},
		{"players out of range after comments", "# a game\n\ntraxit 1\n# options\nsets 2\nplayers 1 # too few\n", 6, "players 1", ErrPlayers, -1},
		{"teams without four players", head + "tiebreak no\nteams yes\n", 4, "teams yes", ErrTeams, -1},
		{"start seat out of range", head + "sets 2\nstart 5\n", 4, "start 5", ErrStartSeat, -1},
		{"too many sets", head + "rounds 2\nsets 9\n", 4, "sets 9", ErrSetsRounds, -1},
		{"too many rounds", head + "rounds 30\n", 3, "rounds 30", ErrSetsRounds, -1},
		{"too few cards named", head + "bonus set\ncards P01 P02\n", 4, "cards P01 P02", ErrCardSubset, -1},
		{"options on one line", "traxit 1; players 3; start 3\n", 1, "start 3", ErrStartSeat, -1},
		{"unknown key", head + "colour red\n", 3, "colour", ErrUnknownKey, -1},
		{"repeated key", head + "sets 4\nsets 3\n", 4, "sets", ErrHeaderRepeated, -1},
		{"unknown set", head + "cardset true-16\n", 3, "true-16", ErrUnknownCardSet, -1},
		{"bad bonus", head + "bonus always\n", 3, "bonus always", ErrBadValue, -1},
		{"late header", head + "place c1 f1\nsets 3\n", 4, "sets", ErrHeaderLate, 1},
		{"bad cell", head + "place c1 z9\n", 3, "place c1 z9", ErrBadValue, 0},
		{"wrong side", head + "place c1 f1\nplace c1 f1\n", 4, "place c1 f1", ErrNotStartCell, 1},
		{"unknown card", head + "place c1 f1\nplace c8 f8\ncard X1\n", 5, "card X1", ErrUnknownCard, 2},
		{"wrong phase", head + "place c1 f1\nplace c8 f8\nmove c8 c7\n", 5, "move c8 c7", ErrWrongPhase, 2},
		{"no route", head + "place c1 f1\nplace c8 f8\ncard P01\nmove c8 a8\n", 6, "move c8 a8", ErrNoRoute, 3},
		{"card twice", head + "place c1 f1\nplace c8 f8\ncard P01\nmove c8 d8\ncard P02\nmove c1 d2\ncard P01\n",
			9, "card P01", ErrCardNotHeld, 6},
		{"syntax", head + "place c1\n", 3, "place c1", ErrSyntax, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := ParseRecord(tc.text)
			var re *RecordError
			if !errors.As(err, &re) {
				t.Fatalf("error %v is not a *RecordError", err)
			}
			if re.Line != tc.line || re.Token != tc.token || re.Code != tc.code || !errors.Is(err, tc.code) {
				t.Errorf("got line %d token %q code %v, want line %d token %q code %v", re.Line, re.Token, re.Code, tc.line, tc.token, tc.code)
			}
			switch {
			case tc.actions < 0 && g != nil:
				t.Errorf("a game came back from a bad header")
			case tc.actions >= 0 && (g == nil || g.Len() != tc.actions):
				t.Errorf("partial game %v, want %d actions", g, tc.actions)
			}
			if !strings.Contains(err.Error(), "line ") {
				t.Errorf("message %q does not say the line", err)
			}
		})
	}
}

func TestActionNotationRoundTrips(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	g := playRandom(t, Options{Players: 4}, rng)
	for k, a := range g.Actions() {
		p := g.PositionAt(k)
		b, err := p.ParseAction(strings.ToUpper(p.FormatAction(a)))
		if err != nil || b != a {
			t.Fatalf("%q: %v %+v", p.FormatAction(a), err, b)
		}
	}
	for i := range Size * Size {
		x := cellAt(i)
		if y, ok := ParseCell(x.String()); !ok || y != x {
			t.Fatalf("cell %v: %q parses to %v", x, x.String(), y)
		}
	}
	if c(7, 0).String() != "a1" || c(0, 7).String() != "h8" || c(7, 2).String() != "c1" {
		t.Error("chess-style names are off")
	}
}
