package trax

import (
	"slices"
	"testing"

	"traxapp/app/i18n"
	"traxapp/engine/trax/ai"
)

// TestEmbedChoicesAreWhatTraxReads: every level the embed builder offers
// is an opponent of ai= (the computer's levels), named in every language, and a shared game is
// read from the parameter share.go reads.
func TestEmbedChoicesAreWhatTraxReads(t *testing.T) {
	var opponents []string // as computer_wasm.go registers them
	for _, level := range ai.Levels {
		opponents = append(opponents, level.String())
	}
	if !slices.Equal(embedChoices.Levels, opponents) {
		t.Errorf("the builder offers the levels %v, ai= reads %v", embedChoices.Levels, opponents)
	}
	for _, level := range embedChoices.Levels {
		for _, l := range i18n.Languages {
			if !i18n.For(l).Has(embedChoices.LevelLabel + level) {
				t.Errorf("%s: no %s%s", l, embedChoices.LevelLabel, level)
			}
		}
		if q := embedChoices.VsComputer(level); q.Get("ai") != level {
			t.Errorf("VsComputer(%s) = %v", level, q)
		}
	}
	if embedChoices.LinkParam != linkParam {
		t.Errorf("the builder puts a shared game in %s=, Trax reads %s=", embedChoices.LinkParam, linkParam)
	}
}
