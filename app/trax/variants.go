package trax

import (
	"traxapp/app/i18n"
	engine "traxapp/engine/trax"
)

// newGameVariants are the variants the app plays, in the form's order: the
// one place that decides which variants the screens offer. The solitaire
// gets a screen of its own later.
var newGameVariants = []engine.Variant{engine.Trax, engine.Trax8x8, engine.LoopTrax, engine.TurTrax}

// offered reports whether the app plays variant v (the page's variant=,
// a saved game and the new-game form accept only these).
func offered(v engine.Variant) bool {
	for _, o := range newGameVariants {
		if o.Name == v.Name {
			return true
		}
	}
	return false
}

// variantName returns the name of variant v in p's language.
func variantName(p *i18n.Printer, v engine.Variant) string { return p.T("trax.variant." + v.Name) }
