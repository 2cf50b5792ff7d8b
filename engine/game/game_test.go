package game

import (
	"slices"
	"testing"
)

func TestWinShares(t *testing.T) {
	tests := []struct {
		players int
		winners []int
		want    []float64
	}{
		{2, nil, []float64{0, 0}},
		{2, []int{1}, []float64{0, 1}},
		{4, []int{0, 2}, []float64{0.5, 0, 0.5, 0}},
		{3, []int{0, 1, 2}, []float64{1.0 / 3, 1.0 / 3, 1.0 / 3}},
		{2, []int{5}, []float64{0, 0}}, // a seat out of range counts for nobody
	}
	for _, tc := range tests {
		if got := WinShares(tc.players, tc.winners); !slices.Equal(got, tc.want) {
			t.Errorf("WinShares(%d, %v) = %v, want %v", tc.players, tc.winners, got, tc.want)
		}
	}
}

func TestRegister(t *testing.T) {
	saved := registry
	defer func() { registry = saved }()
	registry = nil
	ok := Variant{Game: "g", Name: "v", Players: 2,
		New:   func(uint64) (State, error) { return nil, nil },
		Parse: func(string) (State, error) { return nil, nil }}
	Register(ok)
	if v, found := Lookup("g/v"); !found || v.ID() != "g/v" {
		t.Fatalf("Lookup(g/v) = %v, %v", v.ID(), found)
	}
	if _, found := Lookup("g/w"); found {
		t.Error("Lookup found a variant never registered")
	}
	if got := len(Variants()); got != 1 {
		t.Errorf("%d variants, want 1", got)
	}
	noNew := ok
	noNew.Name, noNew.New = "w", nil
	noPlayers := ok
	noPlayers.Name, noPlayers.Players = "x", 0
	for name, v := range map[string]Variant{"twice": ok, "without New": noNew, "without players": noPlayers, "without a name": {Game: "g"}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register of a variant %s did not panic", name)
				}
			}()
			Register(v)
		}()
	}
}
