package trakkx

import (
	"slices"
	"testing"
)

// TestSeriesWithoutPlayers: a series of no players (or a negative count)
// answers empty results rather than panicking.
func TestSeriesWithoutPlayers(t *testing.T) {
	for _, players := range []int{0, -1, -100} {
		s := NewSeries(players)
		if got := s.Leaders(false); len(got) != 0 {
			t.Errorf("NewSeries(%d).Leaders(false) = %v, want none", players, got)
		}
		if got := s.Leaders(true); len(got) != 0 {
			t.Errorf("NewSeries(%d).Leaders(true) = %v, want none", players, got)
		}
		if got := s.NextStart(0); got != 0 {
			t.Errorf("NewSeries(%d).NextStart(0) = %d, want 0", players, got)
		}
		if len(s.Totals()) != 0 || len(s.Wins()) != 0 || s.Games() != 0 {
			t.Errorf("NewSeries(%d): totals %v, wins %v, %d games", players, s.Totals(), s.Wins(), s.Games())
		}
		if s.AddScores([]int{3, 4}, []int{0}) {
			t.Errorf("NewSeries(%d) took a game of two", players)
		}
		if got := s.Leaders(true); len(got) != 0 {
			t.Errorf("NewSeries(%d) after a game of two: leaders %v, want none", players, got)
		}
	}
	s := NewSeries(3)
	if !s.AddScores([]int{5, 2, 2}, []int{1, 7, -1}) {
		t.Error("a game of three not added")
	}
	// Another number of seats (a damaged save) is left out, not a panic.
	for _, scores := range [][]int{{1, 1}, {0, 0, 0, 0}, nil} {
		if s.AddScores(scores, []int{0}) {
			t.Errorf("a game of %d seats added to a series of three", len(scores))
		}
	}
	if got := s.Totals(); !slices.Equal(got, []int{5, 2, 2}) || s.Games() != 1 || !slices.Equal(s.Wins(), []int{0, 1, 0}) {
		t.Errorf("totals %v, wins %v, %d games", got, s.Wins(), s.Games())
	}
	if got := s.Leaders(true); !slices.Equal(got, []int{1}) {
		t.Errorf("leaders %v, want [1]", got)
	}
}

// TestNumberTokenRange: a colour, value or copy out of range gives
// NoToken (not Valid), never another token; every token in range is the
// one asked for.
func TestNumberTokenRange(t *testing.T) {
	for _, tc := range []struct {
		c       Color
		v, copy int
		wantBad bool
	}{
		{Red, 15, 0, true},
		{Red, 0, 0, true},
		{Red, -1, 0, true},
		{Blue, 15, 1, true},
		{Blue + 1, 1, 0, true},
		{Color(255), 14, 1, true},
		{Red, 1, 2, true},
		{Red, 1, -1, true},
		{Yellow, 1 << 40, 0, true},
		{Red, 1, 0, false},
		{Blue, 14, 1, false},
	} {
		id := NumberToken(tc.c, tc.v, tc.copy)
		if tc.wantBad {
			if id != NoToken || id.Valid() {
				t.Errorf("NumberToken(%v, %d, %d) = %v (%d), want NoToken", tc.c, tc.v, tc.copy, id, id)
			}
			continue
		}
		if !id.Valid() || id.Kind() != Number || id.Color() != tc.c || id.Value() != tc.v || id.Copy() != tc.copy {
			t.Errorf("NumberToken(%v, %d, %d) = %v", tc.c, tc.v, tc.copy, id)
		}
	}
	seen := map[TokenID]bool{}
	for c := Red; c <= Blue; c++ {
		for v := 1; v <= 14; v++ {
			for cp := range 2 {
				id := NumberToken(c, v, cp)
				if !id.Valid() || seen[id] || id.Color() != c || id.Value() != v || id.Copy() != cp {
					t.Errorf("NumberToken(%v, %d, %d) = %v", c, v, cp, id)
				}
				seen[id] = true
			}
		}
	}
	for _, cp := range []int{-1, 2, 1 << 40} {
		if SwapToken(cp) != NoToken || Plus3Token(cp) != NoToken {
			t.Errorf("copy %d: SwapToken %v, Plus3Token %v, want NoToken", cp, SwapToken(cp), Plus3Token(cp))
		}
	}
	for cp := range 2 {
		if SwapToken(cp).Kind() != Swap || Plus3Token(cp).Kind() != Plus3 || SwapToken(cp).Copy() != cp || Plus3Token(cp).Copy() != cp {
			t.Errorf("copy %d: SwapToken %v, Plus3Token %v", cp, SwapToken(cp), Plus3Token(cp))
		}
	}
	if NoToken.String() == NumberToken(Red, 1, 0).String() {
		t.Errorf("NoToken reads as a real token: %v", NoToken)
	}
}
