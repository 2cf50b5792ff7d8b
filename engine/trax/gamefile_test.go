package trax

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// clubFile is a game file as a club keeps it: tags in brackets and in
// "Key: value" form, turn numbers, moves over several lines, result
// marks, a comment, and two broken games among good ones.
const clubFile = `# Club evening, 20 November
[Event "Club evening"]
[White "Ann"]
[Red "Bob"]
[Result "0-1"]

@0/ @1/ C1/ C0/ C3\ D1/ E2+ D3\ D4\ E4\ F1\ @1/ G5/ H5+ B0\ C0\ G8/ I7\

White: Cleo
Red: Dan
1 @0+ 2 A0/
3 B2/ 4 Z9+ 5 A3\

[White "Eve"]
[Variant "8x8"]
@0/ A2\ RESIGN 0-1
[White "Fay"]
[Variant "hex"]
@0/

@0/ @1/ C1/ C0/ C3\ D1/ E2+ D3\ D4\ E4\ F1\ @1/ G5/ H5+ B0\ C0\ G8/ I7\ 1-0
`

// TestReadGameFile reads each kind of game a file holds: good games load,
// and a broken one says which game, which line and what is wrong.
func TestReadGameFile(t *testing.T) {
	games, err := ReadGameFile(clubFile)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 5 {
		t.Fatalf("read %d games, want 5", len(games))
	}
	for _, c := range []struct {
		game    int
		line    int
		white   string
		claim   Claim
		moves   int
		variant string
		errLine int // 0: no error
		errIs   error
		outcome string
	}{
		{game: 1, line: 2, white: "Ann", claim: RedWon, moves: 18, variant: "trax", outcome: "red line"},
		{game: 2, line: 9, white: "Cleo", claim: NoResult, moves: 3, variant: "trax", errLine: 12, errIs: ErrNoPlace},
		{game: 3, line: 14, white: "Eve", claim: RedWon, moves: 2, variant: "8x8", outcome: "red resign"},
		{game: 4, line: 17, white: "Fay", variant: "trax", errLine: 17, errIs: ErrBadTag},
		{game: 5, line: 21, claim: WhiteWon, moves: 18, variant: "trax", errLine: 21, errIs: ErrResultMismatch, outcome: "red line"},
	} {
		g := games[c.game-1]
		if g.Line != c.line || g.Tag("white") != c.white || g.Claim != c.claim || g.Variant.Name != c.variant {
			t.Errorf("game %d: line %d, White %q, claim %v, variant %s; want %d, %q, %v, %s",
				c.game, g.Line, g.Tag("White"), g.Claim, g.Variant, c.line, c.white, c.claim, c.variant)
		}
		if g.Game == nil {
			t.Fatalf("game %d: no game", c.game)
		}
		if c.errLine == 0 {
			if g.Err != nil {
				t.Errorf("game %d: %v", c.game, g.Err)
			}
		} else {
			var fe *GameFileError
			if !errors.As(g.Err, &fe) || fe.Game != c.game || fe.Line != c.errLine || !errors.Is(g.Err, c.errIs) {
				t.Errorf("game %d: error %v; want game %d, line %d, %v", c.game, g.Err, c.game, c.errLine, c.errIs)
			}
		}
		if c.moves > 0 && g.Game.Len() != c.moves {
			t.Errorf("game %d: %d moves replayed, want %d", c.game, g.Game.Len(), c.moves)
		}
		if c.outcome != "" && g.Game.Outcome().String() != c.outcome {
			t.Errorf("game %d: outcome %v, want %s", c.game, g.Game.Outcome(), c.outcome)
		}
	}
	if got := games[1].Moves; got != "1 @0+ 2 A0/ 3 B2/ 4 Z9+ 5 A3\\" {
		t.Errorf("game 2's moves: %q", got)
	}
}

// TestReadGameFileWhole covers the faults of a file as a whole.
func TestReadGameFileWhole(t *testing.T) {
	for _, c := range []struct {
		name string
		text string
		want error
	}{
		{"empty", "", ErrGameFileEmpty},
		{"comments only", "# nothing\n; here\n\n", ErrGameFileEmpty},
		{"too big", strings.Repeat("@0/ ", MaxGameFileBytes/4+1), ErrGameFileTooBig},
		{"too many", strings.Repeat("@0/\n\n", MaxGameFileGames+1), ErrGameFileTooMany},
	} {
		if _, err := ReadGameFile(c.text); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
}

// TestGameFileRoundTrip writes the good games of a file and reads them
// back unchanged.
func TestGameFileRoundTrip(t *testing.T) {
	games, err := ReadGameFile(clubFile)
	if err != nil {
		t.Fatal(err)
	}
	good := []FileGame{games[0], games[2], {Tags: []Tag{{Key: "Event", Value: `a "quoted" name`}}}}
	checkGameFileRoundTrip(t, good)
}

// checkGameFileRoundTrip checks that WriteGameFile's text reads back as
// the same games.
func checkGameFileRoundTrip(t *testing.T, games []FileGame) {
	t.Helper()
	if len(games) == 0 {
		return
	}
	text := WriteGameFile(games)
	back, err := ReadGameFile(text)
	if err != nil {
		t.Fatalf("reading back %q: %v", text, err)
	}
	if len(back) != len(games) {
		t.Fatalf("%d games written, %d read back from %q", len(games), len(back), text)
	}
	for i := range games {
		a, b := games[i], back[i]
		if a.Moves != b.Moves || a.Claim != b.Claim || !slices.Equal(a.Tags, b.Tags) || b.Err != nil {
			t.Errorf("game %d: wrote %q %v %v, read %q %v %v (%v) from %q", i+1, a.Moves, a.Claim, a.Tags, b.Moves, b.Claim, b.Tags, b.Err, text)
		}
	}
}

// FuzzReadGameFile: any text reads without a panic, each fault names a
// game and a line of the file, and games without a fault write and read
// back unchanged.
func FuzzReadGameFile(f *testing.F) {
	f.Add(clubFile)
	f.Add("[White \"A\"]\n@0/ 1-0\n\n[Red: x]\n*")
	f.Add("Variant: tur\nSeed: 7\n@0+ PASS")
	f.Fuzz(func(t *testing.T, text string) {
		games, err := ReadGameFile(text)
		if err != nil {
			return
		}
		lines := strings.Count(text, "\n") + 1
		var good []FileGame
		for i, g := range games {
			if g.Game == nil {
				t.Fatalf("game %d: no game", i+1)
			}
			if g.Err == nil {
				good = append(good, g)
				continue
			}
			var fe *GameFileError
			if !errors.As(g.Err, &fe) || fe.Game != i+1 || fe.Line < 1 || fe.Line > lines {
				t.Fatalf("game %d: fault %v does not name the game and a line of %d", i+1, g.Err, lines)
			}
		}
		checkGameFileRoundTrip(t, good)
	})
}
