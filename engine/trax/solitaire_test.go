package trax

import (
	"errors"
	"testing"
)

// playOut plays a deal by always taking the first listed move.
func playOut(t *testing.T, s *Solitaire) {
	t.Helper()
	for s.Status() == SoloPlaying {
		moves, _ := s.Moves()
		if err := s.Play(moves[0]); err != nil {
			t.Fatalf("listed move %v: %v", moves[0], err)
		}
	}
}

func TestCase15SolitaireRules(t *testing.T) {
	var sawForcedTurn, sawRule6, sawWin, sawLoss bool
	for seed := uint64(1); seed <= 300; seed++ {
		for _, size := range []int{3, 4} {
			s, err := NewSolitaire(size, seed)
			if err != nil {
				t.Fatal(err)
			}
			for s.Status() == SoloPlaying {
				top, used := s.Top(), s.pos.TileCount()
				moves, turned := s.Moves()
				if turned {
					// Rule 6: the top tile fits nowhere as it lies.
					if len(s.pos.LegalMovesWithTile(nil, top)) != 0 {
						t.Fatalf("seed %d: turned allowed although %v has a place", seed, top)
					}
					sawRule6 = true
				} else {
					for _, m := range moves {
						if m.Tile != top {
							t.Fatalf("seed %d: move %v turns the top tile %v", seed, m, top)
						}
					}
					// A turned top tile is refused while it fits as it lies.
					for _, m := range s.pos.LegalMoves(nil) {
						if m.Tile != top && used > 0 {
							if err := s.Play(m); !errors.Is(err, ErrNotRolled) {
								t.Fatalf("turned tile %v: %v, want %v", m, err, ErrNotRolled)
							}
							break
						}
					}
				}
				m := moves[int(seed)%len(moves)]
				if err := s.Play(m); err != nil {
					t.Fatalf("seed %d: %v: %v", seed, m, err)
				}
				// Rule 5: forced tiles take the next pile tiles, turned as
				// the space needs.
				lt := s.pos.LastTurn()
				if got := s.pos.TileCount() - used; got != len(lt) {
					t.Fatalf("pile used %d for %d tiles", got, len(lt))
				}
				for k, pl := range lt[1:] {
					if pl.Tile != s.pile[used+1+k] {
						sawForcedTurn = true
					}
				}
				a := s.pos.Area()
				if a.Width() > size || a.Height() > size {
					t.Fatalf("area %dx%d exceeds the square", a.Width(), a.Height())
				}
			}
			switch s.Status() {
			case SoloWon:
				sawWin = true
				if path := s.WinningPath(); len(path) != size*size {
					t.Fatalf("won with a path of %d tiles", len(path))
				}
			case SoloLost:
				sawLoss = true
			}
		}
	}
	if !sawForcedTurn || !sawRule6 || !sawWin || !sawLoss {
		t.Errorf("forced turned %v, rule 6 %v, win %v, loss %v: want each seen", sawForcedTurn, sawRule6, sawWin, sawLoss)
	}
}

func TestSolitaireSolver(t *testing.T) {
	// The solver agrees with play: a deal it calls winnable is won by
	// following it; one it calls lost is lost whatever is played.
	winnable, lost := 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		s, _ := NewSolitaire(3, seed)
		if s.Winnable() {
			winnable++
			for s.Status() == SoloPlaying {
				moves, _ := s.Moves()
				played := false
				for _, m := range moves {
					s.Play(m)
					if s.Winnable() {
						played = true
						break
					}
					s.Undo()
				}
				if !played {
					t.Fatalf("seed %d: winnable, but no move keeps it winnable", seed)
				}
			}
			if s.Status() != SoloWon {
				t.Fatalf("seed %d: followed the solver and did not win", seed)
			}
		} else {
			lost++
			playOut(t, s)
			if s.Status() == SoloWon {
				t.Fatalf("seed %d: called lost but won", seed)
			}
		}
	}
	if winnable == 0 || lost == 0 {
		t.Errorf("winnable %d, lost %d: want both kinds among 40 deals", winnable, lost)
	}
	t.Logf("3x3: %d of 40 deals winnable", winnable)
	s, _ := NewSolitaire(4, 7)
	t.Logf("4x4 seed 7 winnable: %v", s.Winnable())
}

func TestSolitaireBadInput(t *testing.T) {
	if _, err := NewSolitaire(5, 1); err == nil {
		t.Error("5x5 solitaire accepted")
	}
	if _, err := NewSolitaireDeal(make([]Tile, 9)); err == nil {
		t.Error("a pile of empty tiles accepted")
	}
	if _, err := NewSolitaireDeal([]Tile{1, 2}); err == nil {
		t.Error("a pile of two tiles accepted")
	}
}

// TestSolitaireLongestPath: the goal path so far is a real path (each step
// to a neighbouring tile), never longer than the tiles laid, and on a won
// deal it runs through every tile, as the winning path does.
func TestSolitaireLongestPath(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		s, _ := NewSolitaire(3, seed)
		if len(s.LongestPath()) != 0 {
			t.Fatalf("seed %d: a goal path on the empty board", seed)
		}
		for s.Status() == SoloPlaying {
			moves, _ := s.Moves()
			if s.Play(moves[0]) != nil {
				t.Fatalf("seed %d: a listed move was refused", seed)
			}
			path := s.LongestPath()
			if len(path) == 0 || len(path) > s.Position().TileCount() {
				t.Fatalf("seed %d: goal path of %d tiles with %d laid", seed, len(path), s.Position().TileCount())
			}
			for i := 1; i < len(path); i++ {
				dx, dy := path[i].X-path[i-1].X, path[i].Y-path[i-1].Y
				if dx*dx+dy*dy != 1 {
					t.Fatalf("seed %d: goal path jumps from %v to %v", seed, path[i-1], path[i])
				}
			}
		}
		if s.Status() == SoloWon && len(s.LongestPath()) != len(s.WinningPath()) {
			t.Errorf("seed %d: won, but the goal path has %d tiles, the winning one %d", seed, len(s.LongestPath()), len(s.WinningPath()))
		}
	}
}

// TestSolitaireSolveAgreesWithWinnable: Solve's verdict is Winnable's, and
// its move keeps the deal winnable.
func TestSolitaireSolveAgreesWithWinnable(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		s, _ := NewSolitaire(3, seed)
		for s.Status() == SoloPlaying {
			m, ok := s.Solve()
			if ok != s.Winnable() {
				t.Fatalf("seed %d: Solve says %v, Winnable %v", seed, ok, !ok)
			}
			if !ok {
				break
			}
			if err := s.Play(m); err != nil || !s.Winnable() {
				t.Fatalf("seed %d: Solve's move %v: %v, winnable after it %v", seed, m, err, s.Winnable())
			}
		}
	}
}
