package trax

import (
	"errors"
	"testing"
)

// TestParsePlace reads place names on the frame of the played area, as
// PlaceName writes them, and refuses what names no place.
func TestParsePlace(t *testing.T) {
	g, err := LoadRecord(Trax, "@0/ @1+ B2+") // tiles at A1, A2, B2 (frame @..C, 0..3)
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	for _, tc := range []struct {
		name string
		want string // PlaceName of the point, "" for an error
		err  error
	}{
		{"A1", "A1", nil},
		{"b2", "B2", nil},
		{"@0", "@0", nil},
		{"C3", "C3", nil},
		{"D1", "", ErrNoPlace},
		{"A4", "", ErrNoPlace},
		{"B2/", "", ErrSyntax},
		{"", "", ErrSyntax},
		{"2B", "", ErrSyntax},
		{"B", "", ErrSyntax},
		{"B 2", "", ErrSyntax},
		{"ABCDEFG1", "", ErrSyntax},
		{"A1234567890", "", ErrSyntax},
	} {
		q, err := p.ParsePlace(tc.name)
		switch {
		case tc.err != nil && !errors.Is(err, tc.err):
			t.Errorf("ParsePlace(%q) = %v, %v; want error %v", tc.name, q, err, tc.err)
		case tc.err == nil && (err != nil || p.PlaceName(q) != tc.want):
			t.Errorf("ParsePlace(%q) = %v (%s), %v; want %s", tc.name, q, p.PlaceName(q), err, tc.want)
		}
	}
	empty := NewPosition(Trax)
	if q, err := empty.ParsePlace("@0"); err != nil || q != (Point{}) {
		t.Errorf("empty board: ParsePlace(@0) = %v, %v", q, err)
	}
	if _, err := empty.ParsePlace("A1"); !errors.Is(err, ErrNoPlace) {
		t.Errorf("empty board: ParsePlace(A1) = %v, want ErrNoPlace", err)
	}
}

// FuzzParsePlace: any text either names a place that PlaceName writes
// back (the same name, in upper case) or is refused with a notation
// error; never a panic.
func FuzzParsePlace(f *testing.F) {
	for _, s := range []string{"A1", "@0", "b2", "ZZZZZZ999999999", "", "@", "1A", "A1+", "AAAAAAA1"} {
		f.Add(s)
	}
	g, err := LoadRecord(Trax, "@0/ @1+ B2+ B3\\ C2/")
	if err != nil {
		f.Fatal(err)
	}
	p := g.Position()
	f.Fuzz(func(t *testing.T, name string) {
		q, err := p.ParsePlace(name)
		if err != nil {
			if !errors.Is(err, ErrSyntax) && !errors.Is(err, ErrNoPlace) {
				t.Fatalf("ParsePlace(%q): unexpected error %v", name, err)
			}
			return
		}
		back, err := p.ParsePlace(p.PlaceName(q))
		if err != nil || back != q {
			t.Fatalf("ParsePlace(%q) = %v, named %s, read back as %v, %v", name, q, p.PlaceName(q), back, err)
		}
	})
}

// TestParseMoveReasons: a place that exists but takes no tile says why,
// as Play would, besides ErrNoPlace.
func TestParseMoveReasons(t *testing.T) {
	g, err := LoadRecord(Trax, "@0/ @1+")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		pos  *Position
		move string
		want error
	}{
		{NewPosition(Trax), "A1/", ErrFirstMove},
		{g.Position(), "A1+", ErrNotEmpty},
		{g.Position(), "@0/", ErrNotAdjacent},
	} {
		if _, err := tc.pos.ParseMove(tc.move); !errors.Is(err, tc.want) || !errors.Is(err, ErrNoPlace) {
			t.Errorf("ParseMove(%q) = %v, want %v and ErrNoPlace", tc.move, err, tc.want)
		}
	}
}
