package app

import "testing"

// TestMoveClass: in a list of moves with the third shown, the third is
// current, the ones after it are to come and the ones before plain.
func TestMoveClass(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{{1, "move"}, {2, "move"}, {3, "move move-current"}, {4, "move move-future"}} {
		if got := MoveClass(tc.n, 3); got != tc.want {
			t.Errorf("MoveClass(%d, 3) = %q, want %q", tc.n, got, tc.want)
		}
	}
}
