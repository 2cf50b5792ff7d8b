package round

import (
	"net/url"
	"testing"
	"time"
)

func TestClockText(t *testing.T) {
	for d, want := range map[time.Duration]string{
		-time.Second:            "0:00.0",
		0:                       "0:00.0",
		9400 * time.Millisecond: "0:09.4",
		10 * time.Second:        "0:10",
		65 * time.Second:        "1:05",
		10 * time.Minute:        "10:00",
		time.Hour + 2*time.Second + 500*time.Millisecond: "1:00:02",
	} {
		if got := ClockText(d); got != want {
			t.Errorf("ClockText(%v) = %q, want %q", d, got, want)
		}
	}
}

func TestClockOf(t *testing.T) {
	for _, tc := range []struct {
		query     string
		want      string
		named, on bool
	}{
		{"", "0", false, false},
		{"clock=10+5", "10+5", true, true},
		{"clock=10%2B5", "10+5", true, true},
		{"clock=0", "0", true, false},
		{"clock=ten", "0", false, false},
	} {
		q, _ := url.ParseQuery(tc.query)
		c, named := ClockOf(q)
		if c.String() != tc.want || named != tc.named || c.On() != tc.on {
			t.Errorf("%q: %v %v, want %s %v", tc.query, c, named, tc.want, tc.named)
		}
	}
}
