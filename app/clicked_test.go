package app

import "testing"

// TestXYAttr: a place's "x,y" reads back as written; anything else is
// refused.
func TestXYAttr(t *testing.T) {
	for _, tc := range []struct {
		attr string
		x, y int
		ok   bool
	}{
		{XYAttr(3, -2), 3, -2, true},
		{"0,0", 0, 0, true},
		{"", 0, 0, false},
		{"3", 0, 0, false},
		{"3,", 0, 0, false},
		{"a,1", 0, 0, false},
		{"1,2,3", 0, 0, false},
	} {
		x, y, ok := ParseXYAttr(tc.attr)
		if ok != tc.ok || ok && (x != tc.x || y != tc.y) {
			t.Errorf("%q: %d,%d %v", tc.attr, x, y, ok)
		}
	}
}

// FuzzParseXYAttr: any value is read without a panic, and one it reads
// is written back the same way (XYAttr) up to Atoi's leniency (a sign,
// leading zeros).
func FuzzParseXYAttr(f *testing.F) {
	for _, s := range []string{"0,0", "-7,12", ",", "1,2,3", "+1,01"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		x, y, ok := ParseXYAttr(s)
		if !ok {
			return
		}
		if x2, y2, ok2 := ParseXYAttr(XYAttr(x, y)); !ok2 || x2 != x || y2 != y {
			t.Errorf("%q: %d,%d does not read back: %d,%d %v", s, x, y, x2, y2, ok2)
		}
	})
}
