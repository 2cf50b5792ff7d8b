package traxit

import (
	"math"
	"strconv"
	"testing"
)

// luminance is a colour's relative luminance (WCAG 2.1), from "#rrggbb".
func luminance(t *testing.T, hex string) float64 {
	t.Helper()
	v, err := strconv.ParseUint(hex[1:], 16, 32)
	if err != nil || len(hex) != 7 {
		t.Fatalf("bad colour %q", hex)
	}
	lin := func(c uint64) float64 {
		s := float64(c) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(v>>16) + 0.7152*lin(v>>8&0xff) + 0.0722*lin(v&0xff)
}

// contrast is the WCAG contrast ratio of two colours.
func contrast(t *testing.T, a, b string) float64 {
	la, lb := luminance(t, a), luminance(t, b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// TestLevelEdgesContrast: each level's edge stands out at least 3:1 from
// what lies around it (the level below, or the dark theme's board for
// level 1), so that the steps show by more than the fills' small
// difference (WCAG 1.4.11, issue 26).
func TestLevelEdgesContrast(t *testing.T) {
	const darkBoard = "#141615" // web/app.css --board, dark theme
	for l := 1; l <= 4; l++ {
		around := darkBoard
		if l > 1 {
			around = levelFills[l-1]
		}
		if r := contrast(t, levelEdges[l], around); r < 3 {
			t.Errorf("level %d: edge %s on %s is %.2f:1, want 3:1", l, levelEdges[l], around, r)
		}
	}
}
