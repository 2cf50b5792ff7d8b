package ai

import (
	"context"
	"errors"
	"slices"
	"testing"

	"traxapp/engine/trax"
)

// reviewCase is a tactic with a move to play in it and the verdict the
// review must give.
type reviewCase struct {
	c       Tactic
	played  string
	verdict Verdict
}

// reviewCases builds, from the tactics suite, cases of each kind: in a
// win, a move that does not win (missed win) and one that does (no
// verdict); in a defence, a move that loses (blunder) and one that holds
// (no verdict). At most per tactics of each kind and depth (1 or 2
// turns).
func reviewCases(t *testing.T, per int) []reviewCase {
	t.Helper()
	var out []reviewCase
	have := map[string]int{}
	for _, c := range loadTactics(t) {
		key := c.Kind + string(rune('0'+c.Within))
		if c.Within > 2 || (c.Kind != KindWin && c.Kind != KindDefend) || have[key] >= per {
			continue
		}
		p := positionOf(t, c)
		var good, bad string
		for _, m := range p.LegalMoves(nil) {
			name := p.FormatMove(m)
			if slices.Contains(c.Moves, name) {
				if good == "" {
					good = name
				}
			} else if bad == "" {
				bad = name
			}
		}
		if good == "" || bad == "" {
			continue
		}
		have[key]++
		wrong := MissedWin
		if c.Kind == KindDefend {
			wrong = Blunder
		}
		out = append(out, reviewCase{c, bad, wrong}, reviewCase{c, good, NoVerdict})
	}
	return out
}

// TestReviewTurn: a win not taken is a missed win, a move into a forced
// loss is a blunder, and the right moves get no verdict; the better move
// shown is one of the tactic's answers and the values lie in range.
func TestReviewTurn(t *testing.T) {
	per := 6
	if testing.Short() {
		per = 3
	}
	e, pr := NewEngine(1<<20), NewProver(0)
	for _, rc := range reviewCases(t, per) {
		t.Run(rc.c.Kind+" "+rc.played+" "+rc.c.Setup, func(t *testing.T) {
			p := positionOf(t, rc.c)
			m, err := p.ParseMove(rc.played)
			if err != nil {
				t.Fatal(err)
			}
			rev, err := e.ReviewTurn(context.Background(), pr, p, m, ReviewOptions{Depth: 2, ProofTurns: rc.c.Within, ProofNodes: 200000})
			if err != nil {
				t.Fatal(err)
			}
			if !rev.Proved {
				t.Fatalf("review of %s unproved: %+v", rc.played, rev)
			}
			if rc.verdict == NoVerdict && rev.Verdict == Blunder && provedLoss(t, p, m, rev.Turns) {
				// The tactic's answer holds for its few turns only: the
				// search (extended under attack) saw the loss behind them,
				// and the prover confirms it.
				return
			}
			if rev.Verdict != rc.verdict {
				t.Errorf("%s (%s within %d, answers %v): verdict %q, want %q", rc.played, rc.c.Kind, rc.c.Within, rc.c.Moves, rev.Verdict, rc.verdict)
			}
			if rev.Verdict != NoVerdict && !slices.Contains(rc.c.Moves, rev.BestNotation) {
				t.Errorf("better move %s, want one of %v", rev.BestNotation, rc.c.Moves)
			}
			switch rev.Verdict {
			case MissedWin:
				if rev.Turns < 1 || rev.Turns > rc.c.Within {
					t.Errorf("missed a win in %d turns, the tactic wins within %d", rev.Turns, rc.c.Within)
				}
			case Blunder:
				if rev.Turns > rc.c.Within {
					t.Errorf("loses in %d turns, the tactic says within %d", rev.Turns, rc.c.Within)
				}
			}
			for _, v := range []int{rev.Before, rev.After} {
				if v < -ReviewMax || v > ReviewMax {
					t.Errorf("value %d out of range", v)
				}
			}
			if rc.c.Kind == KindWin && rc.verdict == NoVerdict && rc.c.Within == 1 && rev.After != ReviewMax {
				t.Errorf("a winning move is worth %d after it, want %d", rev.After, ReviewMax)
			}
		})
	}
}

// provedLoss reports whether, after m in p, the opponent wins within
// turns turns by proof.
func provedLoss(t *testing.T, p *trax.Position, m trax.Move, turns int) bool {
	t.Helper()
	after := p.Clone()
	if err := after.Play(m); err != nil {
		t.Fatal(err)
	}
	wins, err := NewProver(0).CanWin(after, turns)
	if err != nil {
		t.Fatal(err)
	}
	return wins
}

// TestReviewTurnLimits: a proof cut short gives no verdict (never a
// guess); luck, a finished game and an illegal move are errors.
func TestReviewTurnLimits(t *testing.T) {
	e, pr := NewEngine(1<<20), NewProver(0)
	var rc reviewCase
	for _, c := range reviewCases(t, 1) {
		if c.c.Kind == KindWin && c.c.Within == 2 && c.verdict == MissedWin {
			rc = c
		}
	}
	if rc.played == "" {
		t.Fatal("no missed win in two turns among the review cases")
	}
	p := positionOf(t, rc.c)
	m, _ := p.ParseMove(rc.played)
	rev, err := e.ReviewTurn(context.Background(), pr, p, m, ReviewOptions{Depth: 1, ProofTurns: rc.c.Within, ProofNodes: 1})
	if err != nil || rev.Proved || rev.Verdict != NoVerdict || rev.BestNotation == "" {
		t.Errorf("with a one-node proof: %+v, %v; want an unproved review with a best move and no verdict", rev, err)
	}
	if pr.MaxNodes != 0 {
		t.Errorf("the prover's limit stayed at %d", pr.MaxNodes)
	}
	tur := trax.NewSeededGame(trax.TurTrax, 1)
	if _, err := e.ReviewTurn(context.Background(), pr, tur.Position(), trax.Move{}, ReviewOptions{Depth: 1}); err != ErrReviewLuck {
		t.Errorf("Tur-TRAX: %v, want ErrReviewLuck", err)
	}
	over, _ := trax.LoadRecord(trax.Trax, `@0/ @1\ A0/`)
	if _, err := e.ReviewTurn(context.Background(), pr, over.Position(), trax.Move{}, ReviewOptions{Depth: 1}); err != ErrGameOver {
		t.Errorf("finished game: %v, want ErrGameOver", err)
	}
	if _, err := e.ReviewTurn(context.Background(), pr, p, trax.Move{At: trax.Point{X: 99, Y: 99}, Tile: m.Tile}, ReviewOptions{Depth: 1}); err == nil {
		t.Error("an illegal move was reviewed")
	}
}

func TestReviewValue(t *testing.T) {
	for _, c := range []struct{ score, want int }{
		{0, 0}, {300, 500}, {-300, -500}, {Win - 1, ReviewMax}, {-(Win - 3), -ReviewMax},
		{winThreshold - 1, ReviewMax - 1}, {-(winThreshold - 1), -(ReviewMax - 1)},
	} {
		if got := ReviewValue(c.score); got != c.want {
			t.Errorf("ReviewValue(%d) = %d, want %d", c.score, got, c.want)
		}
	}
	for s := -2000; s <= 2000; s += 7 {
		if ReviewValue(s) > ReviewValue(s+7) {
			t.Fatalf("ReviewValue falls between %d and %d", s, s+7)
		}
	}
}

func TestVerdictNames(t *testing.T) {
	for _, v := range []Verdict{MissedWin, Blunder} {
		if VerdictByName(v.String()) != v {
			t.Errorf("%v does not read back", v)
		}
	}
	if VerdictByName("") != NoVerdict || VerdictByName("brilliant") != NoVerdict {
		t.Error("unknown names must give NoVerdict")
	}
}

// reviewGame is a middle game (1986 match, game 1, 20 turns).
const reviewGame = `@0/ A0/ A3/ B3/ @3+ B0+ C1+ A5/ B5+ @5\ @5\ A6\ C6+ F4+ C7\ C8\ C9\ G4\ F6\ H4\`

// BenchmarkReviewGame reviews every turn of a 20-turn game with
// two-ply searches and the default proofs: the proofs' share of a
// review's time (the searches' share is their MoveTime).
func BenchmarkReviewGame(b *testing.B) {
	g, err := trax.LoadRecord(trax.Trax, reviewGame)
	if err != nil {
		b.Fatal(err)
	}
	moves := g.MoveList()
	e := NewEngine(4 << 20)
	var proved, turns int
	for b.Loop() {
		pr := NewProver(0)
		g.GoTo(0)
		for _, m := range moves {
			rev, err := e.ReviewTurn(context.Background(), pr, g.Position(), m, ReviewOptions{Depth: 2, ProofTurns: 2})
			if err != nil {
				b.Fatal(err)
			}
			turns++
			if rev.Proved {
				proved++
			}
			g.Play(m)
		}
	}
	b.ReportMetric(float64(proved)/float64(turns), "proved/turn")
}

// TestReviewDeepens: a win in three turns, beyond the two turns the
// proofs look by default, is still found when the search sees it: the
// proof deepens to confirm the search's claim.
func TestReviewDeepens(t *testing.T) {
	e, pr := NewEngine(1<<20), NewProver(0)
	tried := 0
	for _, c := range loadTactics(t) {
		if c.Kind != KindWin || c.Within != 3 || c.Variant != "trax" || tried >= 2 {
			continue
		}
		p := positionOf(t, c)
		var played trax.Move
		for _, m := range p.LegalMoves(nil) {
			if !slices.Contains(c.Moves, p.FormatMove(m)) {
				played = m
				break
			}
		}
		tried++
		rev, err := e.ReviewTurn(context.Background(), pr, p, played, ReviewOptions{Depth: 5, ProofTurns: 2, ProofNodes: 1 << 20})
		if err != nil {
			t.Fatal(err)
		}
		if rev.Verdict != MissedWin || rev.Turns != 3 || !slices.Contains(c.Moves, rev.BestNotation) {
			t.Errorf("%s, played %s: %+v; want a missed win in 3 turns, better one of %v", c.Setup, p.FormatMove(played), rev, c.Moves)
		}
	}
	if tried == 0 {
		t.Fatal("no Trax win in three turns among the tactics")
	}
}

// TestProverYield: a long proof calls Yield, and stops with
// ErrProofTooBig when Yield says so (a review cancelled in the worker).
func TestProverYield(t *testing.T) {
	g, err := trax.LoadRecord(trax.Trax, reviewGame)
	if err != nil {
		t.Fatal(err)
	}
	calls := 0
	pr := NewProver(0)
	pr.Yield = func() bool { calls++; return false }
	_, err = pr.CanWin(g.Position(), 3) // a refutation long enough to reach Yield
	if !errors.Is(err, ErrProofTooBig) || calls != 1 {
		t.Errorf("a proof told to stop: %v after %d calls of Yield; want ErrProofTooBig after 1", err, calls)
	}
	calls = 0
	pr = NewProver(0)
	pr.Yield = func() bool { calls++; return true }
	if _, err := pr.CanWin(g.Position(), 3); err != nil || calls == 0 {
		t.Errorf("a proof allowed to go on: %v after %d calls of Yield", err, calls)
	}
}
