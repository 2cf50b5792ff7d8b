package lesson

import (
	"regexp"
	"testing"

	"traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// TestStepsAreWellMade checks every step of the course against the rules:
// its setup replays legally to a game in progress with the colour it
// names to move; the right moves, computed by judging every move the
// step offers, are not empty (one position only where the step says
// so); the moves its explanation shows are right and its typical wrong
// moves are wrong, for the reason the feedback gives.
func TestStepsAreWellMade(t *testing.T) {
	ids := map[string]bool{}
	idOK := regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
	for _, s := range Steps {
		t.Run(s.ID, func(t *testing.T) {
			if !idOK.MatchString(s.ID) || ids[s.ID] {
				t.Fatalf("id %q is not lower-case letters and hyphens, or is used twice", s.ID)
			}
			ids[s.ID] = true
			g, err := s.Game()
			if err != nil {
				t.Fatal(err)
			}
			pos := g.Position()
			right, err := Right(s)
			if err != nil {
				t.Fatal(err)
			}
			if len(right) == 0 {
				t.Fatalf("no move reaches the goal %v", s.Goal.Kind)
			}
			isRight := map[trax.Move]bool{}
			results := map[uint64]bool{}
			for _, m := range right {
				isRight[m] = true
				after := pos.Clone()
				if err := after.Play(m); err != nil {
					t.Fatalf("right move %s is not legal: %v", pos.FormatMove(m), err)
				}
				results[after.Key()] = true
				if s.Goal.Kind == DoubleThreat { // one winning space alone could be taken
					n := 0
					for _, th := range ai.Threats(after) {
						if th.Color == pos.ToMove() {
							n++
						}
					}
					if n < 2 {
						t.Errorf("double threat %s leaves %d spaces where the mover wins", pos.FormatMove(m), n)
					}
				}
			}
			if s.Only && len(results) != 1 {
				t.Errorf("the step expects one answer, but %d positions are right: %v", len(results), ai.Notations(pos, right))
			}
			for _, e := range s.Examples {
				m, err := pos.ParseMove(e)
				if err != nil {
					t.Fatalf("example %s: %v", e, err)
				}
				if !isRight[m] {
					t.Errorf("example %s is not right; right: %v", e, ai.Notations(pos, right))
				}
			}
			for _, w := range s.Wrong {
				m, err := w.Parse(pos)
				if err != nil {
					t.Fatalf("wrong move %s: %v", w.Move, err)
				}
				if isRight[m] {
					t.Errorf("typical wrong move %s is right", w.Move)
				}
				v, err := Judge(s, pos, m)
				if err != nil {
					t.Fatal(err)
				}
				if v.Right || v.Reason.Kind != w.Why {
					t.Errorf("wrong move %s: right %v, reason %v, want %v", w.Move, v.Right, v.Reason.Kind, w.Why)
				}
			}
		})
	}
}

// TestReasonsAreTrue checks every wrong verdict of every step: its reason
// holds on the board (the opponent's reply does win, the escape does
// leave no win, the space does have three edges of one colour...).
func TestReasonsAreTrue(t *testing.T) {
	for _, s := range Steps {
		g, err := s.Game()
		if err != nil {
			t.Fatal(err)
		}
		pos := g.Position()
		me := pos.ToMove()
		for _, m := range s.Moves(pos, nil) {
			v, err := Judge(s, pos, m)
			if err != nil {
				t.Fatalf("%s: %v", s.ID, err)
			}
			if v.Right {
				continue
			}
			name := s.ID + " " + pos.FormatMove(m)
			r := v.Reason
			after := pos.Clone()
			playErr := after.Play(m)
			switch r.Kind {
			case ColorClash:
				if playErr == nil || len(r.Edges) == 0 {
					t.Errorf("%s: colours clash, but the move is legal or no edge is named", name)
				}
			case ThreeColors, Illegal:
				if playErr == nil {
					t.Errorf("%s: called illegal but is legal", name)
				}
			case LosesAtOnce:
				if o := after.Outcome(); !o.Over() || o.Winner == me || len(r.Path) == 0 {
					t.Errorf("%s: called a loss at once, outcome %v", name, o)
				}
			case OpponentWins:
				if err := after.Play(r.Reply); err != nil || after.Outcome().Winner != me.Other() || !after.Outcome().Over() {
					t.Errorf("%s: the reply %s does not win for the opponent", name, r.ReplyName)
				}
			case Escapes:
				if err := after.Play(r.Reply); err != nil {
					t.Fatalf("%s: reply %s: %v", name, r.ReplyName, err)
				}
				if winsNow(after) {
					t.Errorf("%s: after the escape %s the mover still wins at once", name, r.ReplyName)
				}
			case TooFewForced:
				if r.Count >= r.Want || r.Count != len(v.Turn)-1 {
					t.Errorf("%s: forced %d of %d, turn of %d tiles", name, r.Count, r.Want, len(v.Turn))
				}
			case NoWin:
				if o := after.Outcome(); o.Over() && o.Winner == me && (o.Method == trax.ByLoop) == (s.Goal.Kind == WinLoop) {
					t.Errorf("%s: called no win, but it wins as asked", name)
				}
			}
		}
	}
}

// winsNow reports, by trying every move, whether the player to move in
// pos wins at once.
func winsNow(pos *trax.Position) bool {
	me := pos.ToMove()
	for _, m := range pos.LegalMoves(nil) {
		_, o, err := pos.Preview(m)
		if err == nil && o.Over() && !o.Draw() && o.Winner == me {
			return true
		}
	}
	return false
}

// TestProverAgreesWithBruteForce computes the answers of the defence and
// double-threat steps a second way, by trying every move and reply
// without the prover, and compares.
func TestProverAgreesWithBruteForce(t *testing.T) {
	for _, s := range Steps {
		if s.Goal.Kind != Defend && s.Goal.Kind != DoubleThreat {
			continue
		}
		g, _ := s.Game()
		pos := g.Position()
		me := pos.ToMove()
		right, err := Right(s)
		if err != nil {
			t.Fatal(err)
		}
		isRight := map[trax.Move]bool{}
		for _, m := range right {
			isRight[m] = true
		}
		for _, m := range pos.LegalMoves(nil) {
			after := pos.Clone()
			if err := after.Play(m); err != nil {
				t.Fatal(err)
			}
			o := after.Outcome()
			var want bool
			switch {
			case o.Over():
				want = s.Goal.Kind == Defend && (o.Draw() || o.Winner == me)
			case s.Goal.Kind == Defend:
				want = !winsNow(after)
			default: // a double threat: every reply leaves the mover a win
				want = true
				for _, r := range after.LegalMoves(nil) {
					next := after.Clone()
					if err := next.Play(r); err != nil {
						t.Fatal(err)
					}
					if ro := next.Outcome(); ro.Over() {
						if ro.Winner != me || ro.Draw() {
							want = false
						}
						continue
					}
					if !winsNow(next) {
						want = false
						break
					}
				}
			}
			if want != isRight[m] {
				t.Errorf("%s %s: brute force says %v, the judge %v", s.ID, pos.FormatMove(m), want, isRight[m])
			}
		}
	}
}

// TestKindsHaveNames: every goal and reason kind has its name (the app's
// catalog keys are built from the reason's).
func TestKindsHaveNames(t *testing.T) {
	for _, k := range ReasonKinds {
		if regexp.MustCompile(`\(`).MatchString(k.String()) {
			t.Errorf("reason %d has no name", k)
		}
	}
	for k := AnyLegal; k <= DoubleThreat; k++ {
		if regexp.MustCompile(`\(`).MatchString(k.String()) {
			t.Errorf("goal %d has no name", k)
		}
	}
}
