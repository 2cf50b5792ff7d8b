package trakkx

import (
	"testing"

	"traxapp/app/i18n"
	"traxapp/app/round"
)

// TestEmbedChoicesAreWhatTRAKKXReads: the seats= the embed builder puts
// in a link are read by parseSeats, each level named in every language.
func TestEmbedChoicesAreWhatTRAKKXReads(t *testing.T) {
	check := func(what, seats string, want int) {
		t.Helper()
		s, ok := parseSeats(seats)
		if !ok || len(s) != 2 {
			t.Errorf("%s: seats=%s does not seat two players", what, seats)
			return
		}
		people := 0
		for _, x := range s {
			if x.Level == round.Person {
				people++
			}
		}
		if people != want {
			t.Errorf("%s: seats=%s seats %d people, want %d", what, seats, people, want)
		}
	}
	for _, level := range embedChoices.Levels {
		check(level, embedChoices.VsComputer(level).Get("seats"), 1)
		for _, l := range i18n.Languages {
			if !i18n.For(l).Has(embedChoices.LevelLabel + level) {
				t.Errorf("%s: no %s%s", l, embedChoices.LevelLabel, level)
			}
		}
	}
	check("friends", embedChoices.Friends.Get("seats"), 2)
}
