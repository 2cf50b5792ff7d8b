package ai

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"traxapp/engine/traxit"
)

// Every level plays whole games of every shape with legal actions only:
// the AI is a client of the rules.
func TestEveryLevelPlaysLegalGames(t *testing.T) {
	for _, lv := range []Level{Easy, Medium, Hard} {
		for _, o := range []traxit.Options{{Players: 2, Short: true}, {Players: 3, Short: true}, {Players: 4, Teams: true, Short: true}} {
			g, err := traxit.NewGame(o)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(1, uint64(lv)))
			for g.Phase() != traxit.PhaseOver {
				a, err := Decide(context.Background(), g.Position(), lv, 5*time.Millisecond, rng)
				if err != nil {
					t.Fatal(err)
				}
				if err := g.Apply(a); err != nil {
					t.Fatalf("%v in %+v: %v", lv, o, err)
				}
			}
		}
	}
}

func TestThinkAnswersInTheRecordsNotation(t *testing.T) {
	g, _ := traxit.NewGame(traxit.Options{Players: 2})
	for range 12 {
		for _, lv := range []string{"easy", "medium", "hard"} {
			tok, err := Think(context.Background(), g.Record(), lv, 20*time.Millisecond)
			if err != nil {
				t.Fatal(err)
			}
			h, _ := traxit.ParseRecord(g.Record())
			if err := h.Play(tok); err != nil {
				t.Fatalf("%s answered %q: %v", lv, tok, err)
			}
		}
		tok, _ := Think(context.Background(), g.Record(), "medium", 0)
		g.Play(tok)
	}
	if _, err := Think(context.Background(), g.Record(), "grandmaster", 0); err == nil {
		t.Error("an unknown level was accepted")
	}
	if _, err := Think(context.Background(), "nonsense", "easy", 0); !errors.Is(err, traxit.ErrHeaderMissing) {
		t.Errorf("a bad record: %v", err)
	}
	over, _ := traxit.ParseRecord(finishedRecord(t))
	if _, err := Think(context.Background(), over.Record(), "hard", 0); !errors.Is(err, ErrGameOver) {
		t.Errorf("a finished game: %v", err)
	}
}

func finishedRecord(t *testing.T) string {
	g, _ := traxit.NewGame(traxit.Options{Players: 2, Short: true})
	for g.Phase() != traxit.PhaseOver {
		g.Apply(g.LegalActions()[0])
	}
	return g.Record()
}

// The hard level stops when the context is cancelled, with an action.
func TestHardStopsWhenCancelled(t *testing.T) {
	g, _ := traxit.NewGame(traxit.Options{Players: 4})
	for g.Phase() != traxit.PhaseChoose {
		g.Apply(g.LegalActions()[0])
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	start := time.Now()
	tok, err := Think(ctx, g.Record(), "hard", time.Hour)
	if err != nil || !strings.HasPrefix(tok, "card ") {
		t.Fatalf("%q %v", tok, err)
	}
	if d := time.Since(start); d > 500*time.Millisecond {
		t.Errorf("cancelled search took %v", d)
	}
}

// The hard level keeps to its time budget.
func TestHardKeepsToTheMoveTime(t *testing.T) {
	g, _ := traxit.NewGame(traxit.Options{Players: 2})
	for g.Phase() != traxit.PhaseChoose {
		g.Apply(g.LegalActions()[0])
	}
	start := time.Now()
	if _, err := Think(context.Background(), g.Record(), "hard", 100*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 600*time.Millisecond {
		t.Errorf("a 100 ms decision took %v", d)
	}
}

// As chooser, medium and hard spring a TRAXIT on a pawn at the top: the
// record reaches the rulebook's TRAXIT position (red (4,4) and (6,1),
// green (2,6) and (5,3)) where only P04 of red's cards catches red.
// Then they pull red's level-4 pawn down.
func TestTheChooserSpringsTheRulebookTraxit(t *testing.T) {
	rec := "traxit 1\nplayers 2\nstart 1\nsets 2\nrounds 3\ncards P01 P02 P03 P04 P05 P07\n" +
		"place d8 g8\nplace d1 f1\n" +
		"card P01\nmove d1 c1\ncard P03\nmove g8 g6\ncard P02\nmove c1 b2\n" +
		"card P05\nmove d8 d4\ncard P07\nmove f1 e4\ncard P01\nmove d4 d3\n"
	g, err := traxit.ParseRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if p := g.Position(); p.Pawns(0) != [2]traxit.Cell{{R: 6, C: 1}, {R: 4, C: 4}} || p.Pawns(1) != [2]traxit.Cell{{R: 5, C: 3}, {R: 2, C: 6}} {
		t.Fatalf("not the rulebook position: %v %v", p.Pawns(0), p.Pawns(1))
	}
	for _, lv := range []string{"medium", "hard"} {
		tok, err := Think(context.Background(), rec, lv, 100*time.Millisecond)
		if err != nil || tok != "card P04" {
			t.Errorf("%s chooses %q (%v), want card P04", lv, tok, err)
		}
		tok, err = Think(context.Background(), rec+"card P04\n", lv, 100*time.Millisecond)
		if err != nil || !strings.HasPrefix(tok, "traxit e4 ") {
			t.Errorf("%s relocates %q (%v), want red's pawn on e4", lv, tok, err)
		}
	}
}
