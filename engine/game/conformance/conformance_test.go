package conformance_test

import (
	"testing"

	"traxapp/engine/game"
	"traxapp/engine/game/conformance"
	_ "traxapp/engine/trakkx/play"
	_ "traxapp/engine/trax/play"
	_ "traxapp/engine/traxit/play"
)

// wantVariants are the variants every build must register.
var wantVariants = []string{
	"trax/trax", "trax/8x8", "trax/loop", "trax/tur", "trax/solitaire3", "trax/solitaire4",
	"traxit/2", "traxit/3", "traxit/4", "traxit/4-teams",
	"trakkx/2", "trakkx/3", "trakkx/4",
}

func TestRegistry(t *testing.T) {
	for _, id := range wantVariants {
		if _, ok := game.Lookup(id); !ok {
			t.Errorf("variant %s is not registered", id)
		}
	}
}

// options sizes the suite: about 12 s of one core natively, a tenth of
// that with -short (which is how make test runs it under wasm).
// Variant i plays seeds from 1000*i+1, so that variants differing only
// in scoring (TRAXIT 4 and 4-teams) do not play the same games.
func options(v game.Variant, i int) conformance.Options {
	o := conformance.Options{Playouts: 20, MaxActions: 200, Seed: 1000*uint64(i) + 1}
	switch v.Game {
	case "trax":
		o.Playouts = 100 // random games of Trax end within 20 turns or so
	case "trakkx":
		o.Playouts = 10 // long games whose undo replays from the seed
	}
	if testing.Short() {
		o.Playouts = max(o.Playouts/10, 1)
		o.MaxActions = 60
	}
	return o
}

func TestConformance(t *testing.T) {
	var total conformance.Counts
	for i, v := range game.Variants() {
		t.Run(v.ID(), func(t *testing.T) {
			c := conformance.Run(t, v, options(v, i))
			t.Logf("%s: %v", v.ID(), c)
			total = total.Add(c)
		})
	}
	t.Logf("all variants: %v", total)
}
