package learn

import (
	"testing"

	"traxapp/app/i18n"
	engine "traxapp/engine/trax"
)

// TestExerciseHandsOverTheMove: a tile chosen on an exercise's board goes
// to OnChoose and is not played; Play then shows it; Lock takes no more.
func TestExerciseHandsOverTheMove(t *testing.T) {
	m := newExerciseModel(i18n.For(i18n.English))
	var got []engine.Move
	m.OnChoose = func(mv engine.Move) { got = append(got, mv) }
	g, err := engine.LoadRecord(engine.Trax, "@0/")
	if err != nil {
		t.Fatal(err)
	}
	m.SetGame(g, offerLegal)
	at := engine.Point{X: 1, Y: 0}
	m.Select(at)
	if len(m.sel.Choices) == 0 {
		t.Fatal("no choices at B1 next to @0/")
	}
	m.Choose(0)
	if len(got) != 1 || got[0].At != at {
		t.Fatalf("OnChoose got %v, want one move at %v", got, at)
	}
	if m.Game().Len() != 1 {
		t.Fatalf("the exercise played the move itself: %d moves", m.Game().Len())
	}
	if err := m.Play(got[0]); err != nil || m.Game().Len() != 2 {
		t.Fatalf("Play: %v, %d moves", err, m.Game().Len())
	}
	m.Lock(true)
	if len(m.frontier) != 0 {
		t.Fatalf("a locked exercise offers %d spaces", len(m.frontier))
	}
}

// TestExerciseOffers: offerAll offers all six tiles on a space, those
// whose colours clash marked illegal with IDs of their own; offerLegal
// only the legal ones.
func TestExerciseOffers(t *testing.T) {
	g, _ := engine.LoadRecord(engine.Trax, "@0/")
	at := engine.Point{X: 1, Y: 0}
	for _, tc := range []struct {
		o            offer
		all, illegal int
	}{{offerLegal, 3, 0}, {offerFitting, 3, 0}, {offerAll, 6, 3}} {
		m := newExerciseModel(i18n.For(i18n.English))
		m.SetGame(g, tc.o)
		m.Select(at)
		ids, ill := map[string]bool{}, 0
		for _, ch := range m.sel.Choices {
			ids[ch.ID] = true
			if ch.Illegal {
				ill++
				if m.sel.Index(ch.ID) < 0 {
					t.Errorf("offer %d: choice %s not found by its ID", tc.o, ch.ID)
				}
			}
		}
		if len(m.sel.Choices) != tc.all || ill != tc.illegal || len(ids) != tc.all {
			t.Errorf("offer %d: %d choices (%d illegal, %d IDs), want %d (%d illegal)", tc.o, len(m.sel.Choices), ill, len(ids), tc.all, tc.illegal)
		}
	}
}
