package trakkx

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSortSmall: SortSmall orders as slices.SortStableFunc does, equal
// elements kept in their order, for lists empty, sorted, reversed and
// random.
func TestSortSmall(t *testing.T) {
	type item struct{ key, order int }
	byKey := func(a, b item) int { return a.key - b.key }
	r := rand.New(rand.NewPCG(1, 2))
	for n := range 60 {
		for _, shape := range []string{"random", "sorted", "reversed"} {
			s := make([]item, n)
			for i := range s {
				s[i] = item{key: r.IntN(8), order: i}
				switch shape {
				case "sorted":
					s[i].key = i / 3
				case "reversed":
					s[i].key = n - i/3
				}
			}
			want := slices.Clone(s)
			slices.SortStableFunc(want, byKey)
			SortSmall(s, byKey)
			if !slices.Equal(s, want) {
				t.Fatalf("%d %s: got %v, want %v", n, shape, s, want)
			}
		}
	}
}
