package trax

import (
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "traxapp/engine/trax"
)

// TestRulesDiagrams checks that every picture of the rules page shows
// what its text says, as the engine decides it.
func TestRulesDiagrams(t *testing.T) {
	// The three ways to lay a tile next to one tile: one per symbol.
	moves := placeExamples(rulesPosition(rulesPlaceRecord))
	symbols := map[byte]bool{}
	for _, m := range moves {
		symbols[m.Tile.Symbol()] = true
	}
	if len(moves) != 3 || len(symbols) != 3 {
		t.Errorf("laying a tile: %d moves with symbols %v, want one of each of + / \\", len(moves), symbols)
	}
	// A turn that forces a tile without ending the game.
	after, ok := forcedExample(rulesPosition(rulesForcedSetup))
	if !ok || len(after.LastTurn()) < 2 || after.LastTurn()[0].Forced || !after.LastTurn()[1].Forced {
		t.Errorf("forced plays: no example found")
	}
	// The illegal move, refused for three edges of one colour.
	if _, ok := illegalExample(rulesPosition(rulesIllegalSetup)); !ok {
		t.Errorf("illegal move: %s is not refused for three edges of one colour", rulesIllegalMove)
	}
	// The loop and the line win as captioned.
	for _, c := range []struct {
		rec    string
		winner engine.Color
		method engine.Method
	}{
		{rulesLoopRecord, engine.White, engine.ByLoop},
		{rulesLineRecord, engine.Red, engine.ByLine},
	} {
		o := rulesPosition(c.rec).Outcome()
		if o.Winner != c.winner || o.Method != c.method {
			t.Errorf("%s: outcome %v, want %v by %v", c.rec, o, c.winner, c.method)
		}
	}
	if o := rulesPosition(rulesAimRecord).Outcome(); o.Over() {
		t.Errorf("the game under way is over: %v", o)
	}
}

func TestRulesPageRenders(t *testing.T) {
	html := goapp.HTMLString(rulesBody(en))
	for _, want := range []string{
		`id="rules-place"`, `id="rules-forced"`, `id="rules-illegal"`, `id="rules-loop"`, `id="rules-line"`,
		`id="rules-8x8"`, `id="rules-loop-trax"`, `id="rules-tur"`, `id="rules-solitaire"`,
		`class="diagram"`, `data-mark=`, `data-trace=`, `last-forced`,
		"Forced plays", "Winning with a loop",
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the rules page lacks %s", want)
		}
	}
	if strings.Contains(html, "trax.rules.") {
		t.Error("the rules page shows a catalog key instead of its text")
	}
}
