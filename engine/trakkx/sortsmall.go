package trakkx

// SortSmall sorts s by cmp, keeping equal elements in their order, with
// an insertion sort. The lists the rules sort (a table's cells, its lines
// and groups, the problems found, a hand's tokens) hold at most a few
// hundred entries and often come nearly in order, where it is as fast as
// slices.SortFunc; and it is one small function for every element type,
// where slices.SortFunc and slices.SortStableFunc each bring a copy of
// their sorting algorithm (about 20 kB of WebAssembly per element type
// into the app's first download).
func SortSmall[T any](s []T, cmp func(a, b T) int) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && cmp(s[j-1], s[j]) > 0; j-- {
			s[j-1], s[j] = s[j], s[j-1]
		}
	}
}

// compareTokenIDs orders token ids by their number.
func compareTokenIDs(a, b TokenID) int { return int(a) - int(b) }
