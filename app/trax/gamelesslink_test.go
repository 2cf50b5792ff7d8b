package trax

import (
	"net/url"
	"testing"
)

// TestOwnsGamelessLink: Trax claims the links without a game made when
// the app was Trax's alone, and no other.
func TestOwnsGamelessLink(t *testing.T) {
	cases := []struct {
		params string
		want   bool
	}{
		{"variant=8x8", true},
		{"ai=club", true},
		{"side=red", true},
		{"embed=1", true},
		{"embed=0", false},
		{"", false},
		{"lang=de", false},
		{"seats=2", false},
	}
	for _, c := range cases {
		q, _ := url.ParseQuery(c.params)
		if got := ownsGamelessLink(q); got != c.want {
			t.Errorf("ownsGamelessLink(%q) = %v, want %v", c.params, got, c.want)
		}
	}
}
