package trakkx

import (
	"errors"
	"reflect"
	"slices"
	"testing"
)

// Rule tests that read like the rulebook, beside the §B.10 scenarios.

func TestTakeDisplayIsTheTakersChoiceAndRefills(t *testing.T) {
	g := position(2, []string{"G1", "Y1"}, Table{}, nil, "R1 R2 R3 R4 R5 R6")
	top := g.bag[len(g.bag)-1]
	if err := g.Apply(TakeDisplay(0, tk("R4"))); err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(g.hands[0], tk("R4")) || !slices.Contains(g.display, top) {
		t.Fatal("R4 not taken or the display not refilled from the bag")
	}
	if !slices.Contains(g.View(1).Known(0), tk("R4")) {
		t.Fatal("everyone saw R4 taken")
	}
}

func TestDrawBagIsBlindAndOnlyTheActorDraws(t *testing.T) {
	g := position(2, []string{"G1", "Y1"}, Table{}, nil, "")
	top := g.bag[len(g.bag)-1]
	if err := g.Apply(DrawBag(0)); err != nil {
		t.Fatal(err)
	}
	if len(g.hands[0]) != 2 || len(g.hands[1]) != 1 {
		t.Fatal("only the actor draws one")
	}
	if slices.Contains(g.View(1).Known(0), top) {
		t.Fatal("a blind draw was revealed")
	}
}

func TestOnlyTheSeatToMoveActs(t *testing.T) {
	g := position(2, []string{"G1", "Y1"}, Table{}, nil, "")
	if c := CodeOf(g.Apply(DrawBag(1))); c != NotYourTurn {
		t.Fatalf("got %v", c)
	}
	if c := CodeOf(g.Apply(DrawBag(7))); c != NotYourTurn {
		t.Fatalf("got %v", c)
	}
	if c := CodeOf(g.Apply(Give(0, tk("G1")))); c != WrongPhase {
		t.Fatalf("give outside a swap: %v", c)
	}
	if c := CodeOf(g.Apply(Action{Kind: 99})); c != BadAction {
		t.Fatalf("unknown kind: %v", c)
	}
}

func TestPassOnlyWhenNothingElseIsOpen(t *testing.T) {
	g := position(2, []string{"G1 PLUS3", "Y1"}, Table{}, nil, "")
	if c := CodeOf(g.Apply(Pass(0))); c != PassNotAllowed {
		t.Fatalf("pass with a bag: %v", c)
	}
	g.bag = nil
	if c := CodeOf(g.Apply(Pass(0))); c != PassNotAllowed {
		t.Fatalf("pass holding PLUS3: %v", c)
	}
	if err := g.Apply(PlayAction(0, tk("PLUS3"), 1)); err != nil {
		t.Fatal(err)
	}
	if !g.View(1).CanPass() || g.Apply(Pass(1)) != nil || g.passStreak != 1 {
		t.Fatal("B may pass")
	}
	if !g.CanPass() || g.Apply(Pass(0)) != nil || !g.Outcome().Over() {
		t.Fatal("two passes in a row end a two-player game")
	}
}

func TestANonPassBreaksThePassStreak(t *testing.T) {
	g := position(3, []string{"G1", "Y1 PLUS3", "B1"}, Table{}, nil, "")
	g.bag = nil
	for _, a := range []Action{Pass(0), PlayAction(1, tk("PLUS3"), 0), Pass(2), Pass(0)} {
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if g.Outcome().Over() || g.passStreak != 2 {
		t.Fatalf("streak %d over %v", g.passStreak, g.Outcome().Over())
	}
}

func TestSwapWithTheLastTokenEmptiesTheLeftNeighbour(t *testing.T) {
	// A plays SWAP, their only token: A passes none and receives two; B
	// passes their two and receives none, so B's hand is empty: B wins.
	g := position(2, []string{"SWAP", "R1 R2"}, Table{}, nil, "")
	if err := g.Apply(PlayAction(0, tk("SWAP"), 0)); err != nil {
		t.Fatal(err)
	}
	if g.View(0).GiveCount() != 0 || !g.View(0).MustGive() {
		t.Fatal("A owes an empty choice")
	}
	for _, a := range []Action{Give(1, tk("R1"), tk("R2")), Give(0)} {
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if o := g.Outcome(); o.Method != WentOut || !slices.Equal(o.Winners, []int{1}) || len(g.hands[0]) != 2 {
		t.Fatalf("outcome %+v, A holds %d", o, len(g.hands[0]))
	}
}

func TestSwapChoicesAreCheckedAndMayHoldActionTokens(t *testing.T) {
	g := position(2, []string{"SWAP R1 R2", "PLUS3 B1 B2"}, Table{}, nil, "")
	if err := g.Apply(PlayAction(0, tk("SWAP"), 0)); err != nil {
		t.Fatal(err)
	}
	if c := CodeOf(g.Apply(DrawBag(0))); c != WrongPhase {
		t.Fatalf("draw during the swap: %v", c)
	}
	if c := CodeOf(g.Apply(Give(1, tk("B1"), tk("B1")))); c != NotInHand {
		t.Fatalf("one token twice: %v", c)
	}
	if c := CodeOf(g.Apply(Give(1, tk("R1"), tk("B1")))); c != NotInHand {
		t.Fatalf("a token not held: %v", c)
	}
	if err := g.Apply(Give(1, tk("PLUS3"), tk("B1"))); err != nil {
		t.Fatal(err)
	}
	if c := CodeOf(g.Apply(Give(1, tk("B2"), tk("B1")))); c != AlreadyGave {
		t.Fatalf("second choice: %v", c)
	}
	if g.ToMove() != 0 || !slices.Equal(g.Pending(), []int{0}) {
		t.Fatalf("to move %d pending %v", g.ToMove(), g.Pending())
	}
	// B's choice stays hidden from A until everyone has chosen.
	if len(g.View(0).Known(1)) != 0 || !slices.Contains(g.hands[1], tk("PLUS3")) {
		t.Fatal("a choice was revealed before the swap resolved")
	}
	if err := g.Apply(Give(0, tk("R1"), tk("R2"))); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(g.hands[0], tks("B1 PLUS3")) || !slices.Equal(g.hands[1], tks("R1 R2 B2")) {
		t.Fatalf("hands %v", g.hands)
	}
	if g.Turn() != 1 || g.Phase() != PhaseTurn {
		t.Fatal("the swap turn did not end")
	}
	// Each seat is told what it received, until it acts again.
	if got := g.View(0).Received(); !slices.Equal(got, tks("B1 PLUS3")) {
		t.Fatalf("A received %v, want B1 PLUS3", got)
	}
	if got := g.View(1).Received(); !slices.Equal(got, tks("R1 R2")) {
		t.Fatalf("B received %v, want R1 R2", got)
	}
	if err := g.Apply(DrawBag(1)); err != nil {
		t.Fatal(err)
	}
	if got := g.View(1).Received(); len(got) != 0 {
		t.Fatalf("B still told of %v after acting", got)
	}
	if got := g.View(0).Received(); !slices.Equal(got, tks("B1 PLUS3")) {
		t.Fatalf("A's notice went with B's action: %v", got)
	}
}

func TestAnUnopenedPlayerNeedsAnOwnGroupFirst(t *testing.T) {
	tb := row(0, 0, "R4 R5 R6 R7")
	g := position(2, []string{"B9 B10 B11 Y7 G7 G1", "Y1"}, tb, []bool{false, true}, "")
	runLay(t, g, 0, []layCase{
		{"own run touching the table", join(tb, row(1, 3, "B9 B10 B11")), []Code{TwoTokenLine, NoOwnGroup}},
		{"only a set with a moved table token", join(row(0, 0, "R4 R5 R6"), row(3, 0, "R7 Y7 G7")), []Code{NoOwnGroup}},
		{"own run apart", join(tb, row(3, 0, "B9 B10 B11")), nil},
		// §B.9 #13: once the own group is down, the opener may rearrange
		// in the same turn: R7 moves into a new set.
		{"own run, then R7 into a set", join(row(0, 0, "R4 R5 R6"), row(3, 0, "B9 B10 B11"), row(6, 0, "R7 Y7 G7")), nil},
		{"own run, then R7 left alone", join(row(0, 0, "R4 R5 R6"), row(3, 0, "B9 B10 B11"), Table{{6, 6}: tk("R7")}), []Code{IsolatedToken}},
	})
}

func TestOpenedPlayersRearrange(t *testing.T) {
	// R7 leaves the end of R4–R7 to make a set with two hand sevens.
	tb := join(row(0, 0, "R4 R5 R6 R7"), row(3, 0, "B9 B10 B11"))
	g := position(2, []string{"Y7 G7 G1", "Y1"}, tb, []bool{true, true}, "")
	final := join(row(0, 0, "R4 R5 R6"), row(3, 0, "B9 B10 B11"), row(6, 0, "R7 Y7 G7"))
	runLay(t, g, 0, []layCase{{"R7 moved into a new set", final, nil}})
}

func TestProblemsNameTheGroupAndCells(t *testing.T) {
	tb := join(row(0, 0, "R1 R2 R3"), row(4, 0, "B5 B6"))
	ps := CheckTable(tb, 4)
	if len(ps) != 1 || ps[0].Code != TwoTokenLine || ps[0].Group != 1 ||
		!slices.Equal(ps[0].Cells, []Pos{{4, 0}, {4, 1}}) {
		t.Fatalf("problems %+v", ps)
	}
	err := ValidateTable(tb, 4)
	var le *LayDownError
	if !errors.As(err, &le) || le.Code != TwoTokenLine || le.Group != 1 {
		t.Fatalf("error %v", err)
	}
	if ValidateTable(Table{}, 3) != nil {
		t.Fatal("the empty table is valid")
	}
}

func TestCellsFarOffTheTableAreRefused(t *testing.T) {
	const big = int(^uint(0) >> 1)
	tb := Table{{big, 0}: tk("R1"), {-big - 1, 0}: tk("R2"), {0, big}: tk("R3")}
	got := codes(CheckTable(tb, 4))
	if len(got) == 0 || !slices.Contains(got, OffTable) {
		t.Fatalf("codes %v", got)
	}
}

func TestGroupsAreOrthogonalOnly(t *testing.T) {
	// Diagonal contact joins nothing (§B.4).
	tb := join(row(0, 0, "R1 R2 R3"), row(1, 3, "B5 B6 B7"))
	if n := len(Groups(tb)); n != 2 || CheckTable(tb, 4) != nil {
		t.Fatalf("%d groups, problems %v", n, codes(CheckTable(tb, 4)))
	}
}

func TestFarApartTablesValidate(t *testing.T) {
	// Coordinates far apart take the map path of the analysis.
	tb := join(row(0, 0, "R1 R2 R3"), row(900000, -900000, "B5 B6 B7"), col(-5000, 7000, "G1 G2"))
	if got := codes(CheckTable(tb, 4)); !slices.Equal(got, []Code{TwoTokenLine}) {
		t.Fatalf("codes %v", got)
	}
}

func TestViewHoldsNoHiddenInformation(t *testing.T) {
	rt := reflect.TypeOf(View{})
	for i := range rt.NumField() {
		if rt.Field(i).IsExported() {
			t.Fatalf("View exports field %s", rt.Field(i).Name)
		}
	}
	g := MustNewGame(Options{Players: 3, Seed: 5})
	v := g.View(1)
	h := v.Hand()
	h[0] = 255
	tb := v.Table()
	tb[Pos{9, 9}] = 1
	if g.hands[1][0] == 255 || len(g.table) != 0 || v.Hand()[0] == 255 {
		t.Fatal("a View shares memory with the game")
	}
	for s := range 3 {
		if s != 1 && len(v.Known(s)) != 0 {
			t.Fatal("dealt tokens are secret")
		}
	}
	if len(v.Unseen()) != NumTokens-HandSize-DisplaySize {
		t.Fatalf("unseen %d", len(v.Unseen()))
	}
}

func TestSampleIsConsistentWithTheView(t *testing.T) {
	g := position(3, []string{"R1 R2 R3", "B1 B2", "G5"}, row(0, 0, "Y4 Y5 Y6"), []bool{true, true, false}, "Y1 Y2")
	if err := g.Apply(DrawBag(0)); err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(TakeDisplay(1, tk("Y1"))); err != nil {
		t.Fatal(err)
	}
	v := g.View(2)
	for seed := range uint64(20) {
		s, err := v.Sample(seed)
		if err != nil {
			t.Fatal(err)
		}
		checkInvariants(t, s)
		if !slices.Equal(s.hands[2], g.hands[2]) || !slices.Contains(s.hands[1], tk("Y1")) {
			t.Fatal("own hand or a known token moved")
		}
		for o := range 3 {
			if len(s.hands[o]) != len(g.hands[o]) {
				t.Fatal("hand counts differ")
			}
		}
		if len(s.bag) != len(g.bag) || s.turn != g.turn || s.Record() != "" {
			t.Fatal("bag count or turn differ")
		}
		// The view depends only on what seat 2 may know: the sampled
		// world, whose hidden hands differ, shows seat 2 the same view.
		w := s.View(2)
		if !slices.Equal(w.Hand(), v.Hand()) || !slices.Equal(w.Display(), v.Display()) ||
			!slices.Equal(w.Unseen(), v.Unseen()) || w.BagCount() != v.BagCount() ||
			!slices.Equal(w.Table().Sorted(), v.Table().Sorted()) {
			t.Fatal("the sampled world shows seat 2 another view")
		}
		for o := range 3 {
			if w.HandCount(o) != v.HandCount(o) || w.Opened(o) != v.Opened(o) {
				t.Fatal("counts or opened flags differ")
			}
		}
	}
}

func TestSeriesLeadersShareOrBreakTies(t *testing.T) {
	s := NewSeries(3)
	s.AddScores([]int{0, 10, 5}, []int{0})
	s.AddScores([]int{10, 0, 5}, []int{1})
	if got := s.Leaders(false); !slices.Equal(got, []int{0, 1, 2}) {
		t.Fatalf("shared: %v", got)
	}
	s.AddScores([]int{3, 3, 0}, []int{2})
	if got := s.Leaders(false); !slices.Equal(got, []int{2}) {
		t.Fatalf("leaders %v", got)
	}
	s2 := NewSeries(2)
	s2.AddScores([]int{0, 10}, []int{0})
	s2.AddScores([]int{0, 0}, []int{0, 1})
	s2.AddScores([]int{10, 0}, []int{1})
	s2.AddScores([]int{0, 0}, []int{0, 1})
	s2.AddScores([]int{0, 0}, []int{0})
	if got := s2.Leaders(true); !slices.Equal(got, []int{0}) || !slices.Equal(s2.Leaders(false), []int{0, 1}) {
		t.Fatalf("tie-break %v", got)
	}
	if s2.Games() != 5 || s2.NextStart(1) != 0 || !slices.Equal(s2.Wins(), []int{4, 3}) {
		t.Fatal("games, rotation or wins")
	}
	g := MustNewGame(Options{Players: 2})
	if s2.Add(g) {
		t.Fatal("a running game was added")
	}
}

func TestNewGameRefusesBadOptions(t *testing.T) {
	for _, o := range []Options{{Players: 1}, {Players: 5}, {Players: 2, Start: 2}, {Players: 3, Start: -1}} {
		if _, err := NewGame(o); err == nil {
			t.Fatalf("%+v accepted", o)
		}
	}
}
