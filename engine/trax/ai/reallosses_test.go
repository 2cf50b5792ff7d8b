package ai

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"traxapp/engine/trax"
)

// externalGames reads testdata/trax-vs-strong-engine.txt.
func externalGames(t *testing.T) []ExternalGame {
	t.Helper()
	f, err := os.Open("testdata/trax-vs-strong-engine.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gs, err := ParseExternalGames(f)
	if err != nil {
		t.Fatal(err)
	}
	return gs
}

// TestParseExternalGamesFile reads the games against the outside engine:
// every line replays to the win its line names.
func TestParseExternalGamesFile(t *testing.T) {
	gs := externalGames(t)
	lost := 0
	for _, g := range gs {
		if !g.WeWon {
			lost++
		}
	}
	if len(gs) != 160 || lost != 103 {
		t.Errorf("%d games, %d lost; the file holds 160 games, 103 lost", len(gs), lost)
	}
}

// TestParseExternalGamesErrors names the line and the fault of bad input.
func TestParseExternalGamesErrors(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"few fields", "750ms q 0 white them", "line 1: want <movetime>"},
		{"bad time", "fast q 0 white them @0/", "move time fast: not a positive"},
		{"bad number", "750ms q x white them @0/", "game number x: not a number"},
		{"bad colour", "# c\n\n750ms q 0 blue them @0/", "line 3: colour blue: want white or red"},
		{"bad winner", "750ms q 0 white both @0/", "winner both: want us or them"},
		{"illegal move", "750ms q 0 white them @0/ Z9+", "move 2 Z9+: no such place"},
		{"not over", "750ms q 0 white them @0/ @1/", "do not end the game"},
		{"wrong winner", "750ms q 4 red them @0/ A2\\ B1+ @2\\ D1/ D0/ A1/ E2+ E3\\ E4+ F2+ A4/ A0+ @4/", "the line says them"},
		{"after the end", "750ms q 4 white them @0/ A2\\ B1+ @2\\ D1/ D0/ A1/ E2+ E3\\ E4+ F2+ A4/ A0+ @4/ @0/", "already over"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseExternalGames(strings.NewReader(c.in))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one containing %q", err, c.want)
			}
		})
	}
}

// FuzzParseExternalGames: any input gives games or an error, never a
// panic; a game parsed ends with a win.
func FuzzParseExternalGames(f *testing.F) {
	f.Add("750ms q 4 white them @0/ A2\\ B1+ @2\\ D1/ D0/ A1/ E2+ E3\\ E4+ F2+ A4/ A0+ @4/")
	f.Add("# x\n100ms l 1 red us @0/ @1/\n")
	f.Add("1h x -1 white them \x00 \xff")
	f.Fuzz(func(t *testing.T, in string) {
		gs, err := ParseExternalGames(strings.NewReader(in))
		if err != nil {
			return
		}
		for _, g := range gs {
			end, err := g.replay(len(g.Moves))
			if err != nil || !end.Outcome().Over() {
				t.Fatalf("game %s parsed but does not replay to its end: %v", g.Name(), err)
			}
		}
	})
}

// TestRealLossesSuite checks testdata/reallosses.json: every entry comes
// from a lost game of the games file, its position replays, its played
// move is legal and not among its defences, and its move time parses.
// Without -short the Prover checks a seeded sample of entries again (all
// take minutes): the played move loses within Within turns, and the
// defences are every move that does not (none for a loss).
func TestRealLossesSuite(t *testing.T) {
	f, err := ReadTactics("testdata/reallosses.json")
	if err != nil {
		t.Fatal(err)
	}
	gs := externalGames(t)
	lostNames := map[string]bool{}
	for _, g := range gs {
		if !g.WeWon {
			lostNames[g.Name()] = true
		}
	}
	if len(f.Positions) == 0 {
		t.Fatal("the suite is empty")
	}
	for _, c := range f.Positions {
		game, _, ok := strings.Cut(strings.TrimPrefix(c.Name, "real loss "), " turn ")
		if !ok || !lostNames[game] {
			t.Errorf("%s: names no lost game of the games file", c.Name)
		}
		if c.Kind != KindDefend && c.Kind != KindLoss {
			t.Errorf("%s: kind %s, want defend or loss", c.Name, c.Kind)
		}
		if _, err := time.ParseDuration(c.MoveTime); err != nil {
			t.Errorf("%s: move time: %v", c.Name, err)
		}
		p, err := c.Position()
		if err != nil {
			t.Errorf("%s: %v", c.Name, err)
			continue
		}
		if _, err := p.ParseMove(c.Played); err != nil || slices.Contains(c.Moves, c.Played) {
			t.Errorf("%s: played %s: %v, or among the defences %v", c.Name, c.Played, err, c.Moves)
		}
	}
	if testing.Short() {
		return
	}
	pr := NewProver(0)
	for _, c := range sampleTactics(f.Positions, 4, 1) {
		if err := CheckPlayed(pr, c); err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
		if err := pr.Check(c); err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
	}
}

// TestFindThreatLoss: in game 21 of the quiet 750 ms run, our 12th move
// C6+ let the outside engine win by continuous threats within four
// turns, three of our moves before the Prover's four-turn proofs see
// the loss; ThreatWin finds no such win in the opening.
func TestFindThreatLoss(t *testing.T) {
	games := externalGames(t)
	var g ExternalGame
	for _, x := range games {
		if x.Name() == "750ms q 21" {
			g = x
		}
	}
	e := NewEngine(1 << 20)
	turn, within, err := FindThreatLoss(e, g, 300_000)
	if err != nil {
		t.Fatal(err)
	}
	if turn != 11 || g.Moves[turn] != "C6+" || within != 4 {
		t.Errorf("FindThreatLoss: move %d %s, within %d turns; want move 11 C6+ within 4", turn, g.Moves[turn], within)
	}
	after, err := g.Replay(turn + 1)
	if err != nil {
		t.Fatal(err)
	}
	pr := NewProver(2_000_000)
	if w, err := pr.CanWin(after.Position(), within); err != nil || !w {
		t.Errorf("the Prover finds no win within %d turns after C6+ (%v)", within, err)
	}
	m, n, ok := ThreatWin(e, after.Position(), 300_000, time.Time{})
	if !ok || n != within {
		t.Errorf("ThreatWin after C6+: win %v within %d turns, want within %d", ok, n, within)
	} else if err := after.Position().IsLegal(m); err != nil {
		t.Errorf("ThreatWin's first move %v: %v", m, err)
	}
	if _, n, ok := ThreatWin(e, load(t, trax.Trax, "@0+ A2/"), 300_000, time.Time{}); ok {
		t.Errorf("ThreatWin claims a win within %d turns in the opening", n)
	}
	if _, _, err := FindThreatLoss(e, games[0], 1000); err == nil && games[0].WeWon {
		t.Error("FindThreatLoss of a won game gave no error")
	}
}
