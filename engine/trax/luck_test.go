package trax

import (
	"errors"
	"testing"
)

func TestDieTable(t *testing.T) {
	// Section 4, Tur-TRAX: faces 1-6 are tiles 1-6 seen by White; Red sits
	// opposite, so a red arc at Red's bottom-right is at the display's
	// top-left.
	for face, want := range map[int][2]Tile{
		1: {StraightRedAcross, StraightRedAcross},
		2: {StraightRedDown, StraightRedDown},
		3: {SlashRedBottomRight, SlashRedTopLeft},
		4: {SlashRedTopLeft, SlashRedBottomRight},
		5: {BackslashRedBottomLeft, BackslashRedTopRight},
		6: {BackslashRedTopRight, BackslashRedBottomLeft},
	} {
		if w, r := DieTile(face, White), DieTile(face, Red); w != want[0] || r != want[1] {
			t.Errorf("face %d: white %v red %v, want %v and %v", face, w, r, want[0], want[1])
		}
	}
}

func TestRollOdds(t *testing.T) {
	// The die gives each face 1/6 (curves twice as often as straights);
	// the bag gives each straight 1/4 and each curve 1/8.
	const n = 60000
	for _, c := range []struct {
		luck Luck
		want [7]float64
	}{
		{Die, [7]float64{0, 1. / 6, 1. / 6, 1. / 6, 1. / 6, 1. / 6, 1. / 6}},
		{Bag, [7]float64{0, 1. / 4, 1. / 4, 1. / 8, 1. / 8, 1. / 8, 1. / 8}},
	} {
		var count [7]int
		for k := range n {
			count[RollFor(c.luck, 42, k/3, k%3, White).Face]++
		}
		for f := 1; f <= 6; f++ {
			if got := float64(count[f]) / n; got < c.want[f]-0.01 || got > c.want[f]+0.01 {
				t.Errorf("luck %d face %d: frequency %.3f, want %.3f", c.luck, f, got, c.want[f])
			}
		}
	}
	if RollFor(Die, 1, 5, 0, White) != RollFor(Die, 1, 5, 0, White) || RollFor(Die, 1, 5, 0, White) == RollFor(Die, 2, 5, 0, White) && RollFor(Die, 1, 6, 0, White) == RollFor(Die, 2, 6, 0, White) && RollFor(Die, 1, 7, 0, White) == RollFor(Die, 2, 7, 0, White) {
		t.Errorf("rolls must depend on the seed and only on it")
	}
}

// TestCase14TurTraxRolledTileCannotTurn plays seeded Tur-TRAX games: every
// turn starts with exactly the rolled tile, a turned tile is refused, forced
// plays still follow, and passes happen after MaxRolls misses.
func TestCase14TurTraxRolledTileCannotTurn(t *testing.T) {
	forced, refused, passes, rerolls := 0, 0, 0, 0
	for seed := uint64(1); seed <= 60; seed++ {
		g := NewSeededGame(TurTrax, seed)
		for turn := 0; turn < 60 && !g.Outcome().Over(); turn++ {
			rolls := g.Rolls()
			if len(rolls) == 0 || len(rolls) > MaxRolls {
				t.Fatalf("seed %d turn %d: %d rolls", seed, turn, len(rolls))
			}
			rerolls += len(rolls) - 1
			r := rolls[len(rolls)-1].Tile
			p := g.Position()
			moves := p.LegalMovesWithTile(nil, r)
			if len(moves) == 0 {
				t.Fatalf("seed %d: the rolled tile %v has no place, yet the turn did not pass", seed, r)
			}
			// The same place with the tile turned is refused.
			for _, m := range moves {
				turned := Move{m.At, m.Tile.Rotate(1)}
				if p.IsLegal(turned) == nil {
					err := g.Play(turned)
					if !errors.Is(err, ErrNotRolled) {
						t.Fatalf("turned tile %v: %v, want %v", turned, err, ErrNotRolled)
					}
					refused++
					break
				}
			}
			m := moves[int(seed)%len(moves)]
			before := g.Len()
			if err := g.Play(m); err != nil {
				t.Fatalf("rolled move %v: %v", m, err)
			}
			if len(g.Position().LastTurn()) > 1 || g.Len() > before+1 && len(g.Position().LastTurn()) == 0 {
				forced++
			}
			passes += g.Len() - before - 1
		}
		// The whole game replays from its seed and record.
		again, err := LoadSeededRecord(TurTrax, seed, g.Record())
		if err != nil || again.Position().Key() != g.Position().Key() || again.Record() != g.Record() {
			t.Fatalf("seed %d: replay of %q: %v", seed, g.Record(), err)
		}
		if _, err := LoadSeededRecord(TurTrax, seed+1000, g.Record()); err == nil && g.Len() > 6 {
			t.Errorf("seed %d: the record also replays with another seed", seed)
		}
	}
	if forced == 0 || refused == 0 || rerolls == 0 {
		t.Errorf("forced turns %d, refused turned tiles %d, re-rolls %d: want each seen", forced, refused, rerolls)
	}
	t.Logf("forced turns %d, re-rolls %d, passes %d", forced, rerolls, passes)
}

func TestPassTokenOnlyWhereTheRollsForceIt(t *testing.T) {
	if _, err := LoadRecord(Trax, "@0/ PASS"); !errors.Is(err, ErrIllegal) {
		t.Fatalf("PASS in Trax: %v, want an illegal-move error", err)
	}
	g := NewSeededGame(TurTrax, 3)
	if err := g.Play(g.Position().LegalMovesWithTile(nil, g.Rolled())[0]); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadSeededRecord(TurTrax, 3, g.Record()+" PASS"); err == nil && g.Moves()[len(g.Moves())-1] != "PASS" {
		t.Fatalf("a PASS the rolls do not force was accepted")
	}
}

// TestTurnOddsMatchRolls checks TurnOdds against the rule the game plays:
// for several sets of playable faces, the frequency of each result of
// rollTurn over many seeds matches the odds, and the odds sum to
// TurnOddsTotal.
func TestTurnOddsMatchRolls(t *testing.T) {
	const n = 40000
	for _, l := range []Luck{Die, Bag} {
		for _, set := range []uint8{0x3f, 0x01, 0x0c, 0x21, 0x00} {
			var playable [6]bool
			for f := range playable {
				playable[f] = set&(1<<f) != 0
			}
			face, pass := TurnOdds(l, playable)
			sum := pass
			for _, o := range face {
				sum += o
			}
			if sum != TurnOddsTotal {
				t.Fatalf("luck %d set %06b: odds sum to %d, want %d", l, set, sum, TurnOddsTotal)
			}
			var count [7]int // 0: passes
			for k := range n {
				rolls, ok := rollTurn(l, uint64(k), 3, White, func(tile Tile) bool {
					for f := 1; f <= 6; f++ {
						if DieTile(f, White) == tile {
							return playable[f-1]
						}
					}
					return false
				})
				if ok {
					count[rolls[len(rolls)-1].Face]++
				} else {
					count[0]++
				}
			}
			want := func(i int) float64 {
				if i == 0 {
					return float64(pass) / TurnOddsTotal
				}
				return float64(face[i-1]) / TurnOddsTotal
			}
			for i := range count {
				if got := float64(count[i]) / n; got < want(i)-0.012 || got > want(i)+0.012 {
					t.Errorf("luck %d set %06b result %d: frequency %.3f, odds %.3f", l, set, i, got, want(i))
				}
			}
		}
	}
}
