package traxit

import (
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "traxapp/engine/traxit"
	"traxapp/engine/traxit/ai"
)

// TestRulesDiagrams checks that every picture of the rules page shows
// what its caption says, as the engine decides it.
func TestRulesDiagrams(t *testing.T) {
	for _, rec := range []string{rulesStartRecord, rulesCardRecord, rulesTraxitRecord, pictureRecord} {
		if _, err := engine.ParseRecord(rec); err != nil {
			t.Errorf("record %q: %v", rec, err)
		}
	}
	card := rulesGame(rulesCardRecord).Position()
	if card.Phase() != engine.PhaseMove || cardName(card, card.PendingCard()) != "P07" {
		t.Errorf("card diagram: phase %v, card %s", card.Phase(), cardName(card, card.PendingCard()))
	}
	if n := len(freeRoutes(card, card.Mover(), card.PendingCard(), engine.NoCell)); n < len(card.Routes(card.Mover(), card.PendingCard())) {
		t.Errorf("card diagram draws %d routes, fewer than the legal moves", n)
	}
	g := rulesGame(rulesTraxitRecord)
	if g.Phase() != engine.PhaseTraxit {
		t.Fatalf("TRAXIT diagram: phase %v, want traxit", g.Phase())
	}
	if err := g.Play(rulesTraxitAction); err != nil {
		t.Errorf("TRAXIT diagram: %s refused: %v", rulesTraxitAction, err)
	}
	body := rulesBody(en)
	html := goapp.HTMLString(body)
	for _, want := range []string{`id="rules-traxit"`, `data-route="h5-h1"`, `class="level-number"`, `data-start-cell="c1"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the rules page lacks %s", want)
		}
	}
	if strings.Contains(html, "traxit.rules.") {
		t.Error("the rules page shows a catalog key instead of its text")
	}
}

// TestLevelsAreTheAI's: the levels offered are those the AI reads.
func TestLevelsAreTheAIs(t *testing.T) {
	for _, l := range Levels {
		if _, err := ai.ParseLevel(l); err != nil {
			t.Errorf("level %q: %v", l, err)
		}
		if !en.Has("traxit.player.computer-" + l) {
			t.Errorf("level %q has no name", l)
		}
	}
}

// TestScreenRenders renders the screen in every phase (natively) and
// checks its contract: the root's data attributes, cards and cells.
func TestScreenRenders(t *testing.T) {
	c, _ := newTestController(nil)
	c.startGame(Setup{Seats: []string{Person, Person}, StartSeat: 1})
	s := &screen{life: life{Ctl: c, Ready: true}}
	html := goapp.HTMLString(s.Render())
	for _, want := range []string{`id="traxit"`, `data-ready="1"`, `data-phase="place"`, `data-cell="c4"`, `data-start-cell="c8"`} {
		if !strings.Contains(html, want) {
			t.Errorf("placing: the screen lacks %s", want)
		}
	}
	for _, tok := range []string{"place c8 g8", "place c1 f1"} {
		tapAction(t, c, tok)
	}
	c.pickCard(c.game.Position().Cards().Index("P07"))
	html = goapp.HTMLString(s.Render())
	for _, want := range []string{`data-card="P07"`, `id="traxit-give"`, `data-target="b4"`, `class="route"`, `data-shape="circle"`} {
		if !strings.Contains(html, want) {
			t.Errorf("choosing: the screen lacks %s", want)
		}
	}
}
