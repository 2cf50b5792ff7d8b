package trakkx

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round"
)

// FuzzScreenParams opens TRAKKX's screen with arbitrary page parameters
// and an arbitrary saved match, as an old link or a damaged storage
// might: never a panic; a match of 2 to 4 seats of known kinds; the seats
// and the seed a link names when it names good seats (bad ones keep the
// match in progress); a screen that renders.
func FuzzScreenParams(f *testing.F) {
	for _, c := range [][2]string{
		{"seats=person,hard&seed=7", ""},
		{"seats=person,person,person,person&games=3", ""},
		{"seats=wizard,person&seed=-1&games=99", `{"version":1}`},
		{"seed=18446744073709551615", "{"},
		{"games=2", `{"version":1,"seats":[{},{"level":"easy"}],"match":{"games":2,"first":1,"results":[{"scores":[0,12],"winners":[0]}]},"record":"TRAKKX 1\nplayers 2\nseed 5\nstart P2\nP2 draw\n"}`},
		{"", `{"version":1,"seats":[{},{}],"match":{"games":1},"record":"TRAKKX 1\nplayers 2\nseed 1\nstart P1\nP1 lay R12a@0,0 R13a@0,1 R14b@0,2\n"}`},
	} {
		f.Add(c[0], c[1])
	}
	f.Fuzz(func(t *testing.T, query, saved string) {
		q, _ := url.ParseQuery(query)
		st := app.MemoryStorage{}
		if saved != "" {
			st.Save(savedKey, saved)
		}
		ss := &app.Session{Params: q, Lang: i18n.English, Storage: st}
		defer func() { keptGame = round.Kept[*controller]{} }()
		s := newScreen(ss)
		s.OnInit()
		c := s.life.Ctl
		if c == nil || c.game == nil || len(c.seats) < 2 || len(c.seats) > 4 || c.game.Players() != len(c.seats) {
			t.Fatalf("%q: no match of 2 to 4 seats", query)
		}
		for _, st := range c.seats {
			if !levels.Known(st.Level) {
				t.Fatalf("%q: a seat of level %q", query, st.Level)
			}
		}
		if want, ok := parseSeats(q.Get("seats")); ok && !sameLevels(want, c.seats) {
			t.Fatalf("%q: seats %v", query, c.seats)
		}
		// Bad seats keep the match in progress (with a notice), seed or not.
		_, seatsOK := parseSeats(q.Get("seats"))
		if seed, err := strconv.ParseUint(q.Get("seed"), 10, 64); err == nil && (seatsOK || !q.Has("seats")) && c.match.Seed != seed {
			t.Fatalf("%q: seed %d", query, c.match.Seed)
		}
		if html := goapp.HTMLString(s.Render()); !strings.Contains(html, `id="trakkx"`) {
			t.Fatalf("%q: the screen does not render", query)
		}
	})
}
