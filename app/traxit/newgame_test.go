package traxit

import (
	"html"
	"regexp"
	"slices"
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/round"
)

// buttonAttrs matches one attribute of a rendered tag.
var buttonAttrs = regexp.MustCompile(`([\w-]+)="([^"]*)"`)

// renderedButton returns the attributes of the button with id as the
// screen renders it, and whether there is one.
func renderedButton(s *screen, id string) (map[string]string, bool) {
	page := goapp.HTMLString(s.Render())
	tag := regexp.MustCompile(`<button[^>]*\sid="` + regexp.QuoteMeta(id) + `"[^>]*>`).FindString(page)
	if tag == "" {
		return nil, false
	}
	attrs := map[string]string{}
	for _, m := range buttonAttrs.FindAllStringSubmatch(tag, -1) {
		attrs[m[1]] = html.UnescapeString(m[2])
	}
	return attrs, true
}

// pressForm presses the form's button with id as the click handler does:
// with the attributes the rendered button carries, nothing else.
func pressForm(t *testing.T, s *screen, id string) {
	t.Helper()
	attrs, ok := renderedButton(s, id)
	if !ok {
		t.Fatalf("the form has no button #%s", id)
	}
	s.life.Ctl.formClick(func(n string) (string, bool) {
		v, ok := attrs[n]
		return v, ok
	})
}

// TestNewGameFormPersonSeats: with 2, 3 and 4 players, pressing the
// rendered "person" button of every seat, from a game whose other seats
// are the computer's, checks it in the form, and Start gives a game (and
// a save) with a person at every seat. The person's button once carried
// no level at all (go-app leaves out an empty attribute, and Person is
// ""), so pressing it kept the computer.
func TestNewGameFormPersonSeats(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		st := &app.MemorySlot{}
		c, _ := newTestController(st)
		s := &screen{life: life{Ctl: c, Ready: true}}
		seats := []string{Person}
		for len(seats) < players {
			seats = append(seats, "easy")
		}
		c.startGame(Setup{Seats: seats})
		if c.people() != 1 {
			t.Fatalf("%d players: the game before the form has seats %q", players, c.seats)
		}
		c.openNewForm()
		pressForm(t, s, "traxit-players-"+itoa(players))
		for seat := range players {
			id := "traxit-seat-" + itoa(seat) + "-person"
			pressForm(t, s, id)
			if attrs, _ := renderedButton(s, id); !slices.Contains(strings.Fields(attrs["class"]), "seg-on") {
				t.Errorf("%d players: seat %d's person button is not checked once pressed (form seats %q)", players, seat, c.form.Seats)
			}
		}
		pressForm(t, s, "traxit-start")
		want := slices.Repeat([]string{Person}, players)
		if c.newGame || !slices.Equal(c.seats.Levels(), want) || c.people() != players {
			t.Errorf("%d players: after Start the seats are %q (form open %v), want every seat a person", players, c.seats, c.newGame)
		}
		if html := goapp.HTMLString(s.Render()); strings.Count(html, `data-seat-kind="person"`) != players || strings.Contains(html, `data-seat-kind="computer"`) {
			t.Errorf("%d players: the scores table does not name every seat a person", players)
		}
		again, _ := newTestController(st)
		again.Restore()
		if !slices.Equal(again.seats.Levels(), want) {
			t.Errorf("%d players: the saved game has seats %q, want every seat a person", players, again.seats)
		}
	}
}

// TestNewGameFormLevels: every level's rendered button, person's
// included, sets its seat to that level, and the value it carries is
// never empty.
func TestNewGameFormLevels(t *testing.T) {
	c, _ := newTestController(nil)
	s := &screen{life: life{Ctl: c, Ready: true}}
	c.openNewForm()
	for _, l := range append([]string{Person}, Levels...) {
		id := "traxit-seat-1-" + round.Word(l)
		attrs, ok := renderedButton(s, id)
		if !ok || attrs["data-form-level"] == "" || attrs["data-form-seat"] != "1" {
			t.Fatalf("#%s carries %v, want a level and seat 1", id, attrs)
		}
		pressForm(t, s, id)
		if c.form.Seats[1] != l {
			t.Errorf("#%s set seat 1 to %q, want %q", id, c.form.Seats[1], l)
		}
	}
}
