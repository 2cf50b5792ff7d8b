package trakkx

import (
	"slices"
	"testing"
)

// The test scenarios of §B.10 of the specification
// (testdata/spec-trakkx.md), one test per scenario; the expectations are
// the spec's, the results the engine's.

// layCase is one lay-down tried from a position: the final table and the
// codes expected (none: legal).
type layCase struct {
	name  string
	final Table
	want  []Code
}

func runLay(t *testing.T, g *Game, seat int, cases []layCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := codes(g.CheckLayDown(seat, c.final))
			if !slices.Equal(got, c.want) {
				t.Fatalf("codes %v, want %v", got, c.want)
			}
		})
	}
}

func TestScenario01OpeningARun(t *testing.T) {
	g := position(2, []string{"R4 R5 R6 G1", "B1"}, Table{}, nil, "")
	if err := g.Apply(LayDown(0, row(0, 0, "R4 R5 R6"))); err != nil {
		t.Fatal(err)
	}
	if !g.opened[0] || len(Groups(g.table)) != 1 {
		t.Fatalf("opened %v, groups %d; want opened with 1 group", g.opened[0], len(Groups(g.table)))
	}
}

func TestScenario02TwoTokenLine(t *testing.T) {
	g := position(2, []string{"R4 R5 R6 G1", "B1"}, Table{}, nil, "")
	err := g.Apply(LayDown(0, row(0, 0, "R4 R5")))
	if CodeOf(err) != TwoTokenLine {
		t.Fatalf("got %v, want TwoTokenLine", err)
	}
}

func TestScenario03RulebookExample1(t *testing.T) {
	table := join(row(0, 0, "B5 B6 B7"), Table{{-2, 1}: tk("R6"), {-1, 1}: tk("Y6")})
	if ps := CheckTable(table, 3); ps != nil {
		t.Fatalf("start table invalid: %v", codes(ps))
	}
	g := position(2, []string{"Y5 R5 G1", "B1"}, table, []bool{true, true}, "")
	runLay(t, g, 0, []layCase{
		// Column 0 becomes the set Y5/B5/R5, but row −1 is Y5 Y6.
		{"Y5 beside Y6 makes a two-token row", join(table, Table{{-1, 0}: tk("Y5"), {1, 0}: tk("R5")}),
			[]Code{TwoTokenLine}},
		{"Y5 and R5 below B5 make a set", join(table, Table{{1, 0}: tk("Y5"), {2, 0}: tk("R5")}), nil},
	})
}

// tableCase is a table checked against TV1–TV3.
type tableCase struct {
	name  string
	t     Table
	limit int
	want  []Code
}

func runTables(t *testing.T, cases []tableCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.limit == 0 {
				c.limit = 4
			}
			got := codes(CheckTable(c.t, c.limit))
			if !slices.Equal(got, c.want) {
				t.Fatalf("codes %v, want %v", got, c.want)
			}
		})
	}
}

func TestScenario04Crossing(t *testing.T) {
	tb := join(row(0, 0, "B4 B5 B6"), Table{{-1, 1}: tk("R5"), {1, 1}: tk("Y5")})
	runTables(t, []tableCase{{"run crossed by a set", tb, 4, nil}})
	if n := len(Groups(tb)); n != 1 {
		t.Fatalf("%d groups, want 1", n)
	}
}

func TestScenario05Block(t *testing.T) {
	runTables(t, []tableCase{
		{"3x3 block, every column a set", join(row(0, 0, "R1 R2 R3"), row(1, 0, "B1 B2 B3"), row(2, 0, "Y1 Y2 Y3")), 4, nil},
		{"offset rows make two-token columns", join(row(0, 0, "R1 R2 R3"), row(1, 1, "B2 B3 B4")), 4,
			[]Code{TwoTokenLine, TwoTokenLine}},
	})
}

func TestScenario06Runs(t *testing.T) {
	runTables(t, []tableCase{
		{"descending", row(0, 0, "G9 G8 G7"), 4, nil},
		{"gap", row(0, 0, "G4 G6 G7"), 4, []Code{NotARunOrSet}},
		{"wrap", row(0, 0, "G13 G14 G1"), 4, []Code{NotARunOrSet}},
		{"length 14", row(0, 0, "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13 B14"), 4, nil},
		{"vertical run", col(0, 0, "Y3 Y4 Y5"), 4, nil},
		{"mixed colours", row(0, 0, "G4 R5 G6"), 4, []Code{NotARunOrSet}},
		{"up then down", row(0, 0, "G4 G5 G4b"), 4, []Code{NotARunOrSet}},
	})
}

func TestScenario07Sets(t *testing.T) {
	runTables(t, []tableCase{
		{"duplicate colour", row(0, 0, "R5 R5b B5"), 4, []Code{NotARunOrSet}},
		{"four colours", row(0, 0, "R5 B5 Y5 G5"), 4, nil},
		{"five of a value", row(0, 0, "R5 B5 Y5 G5 R5b"), 4, []Code{NotARunOrSet}},
		{"three colours", col(0, 0, "R5 B5 Y5"), 4, nil},
	})
}

func TestScenario08EndToEnd(t *testing.T) {
	runTables(t, []tableCase{
		{"touching runs merge into one bad segment", join(row(0, 0, "R1 R2 R3"), row(0, 3, "R5 R6 R7")), 4, []Code{NotARunOrSet}},
		{"one empty column between them", join(row(0, 0, "R1 R2 R3"), row(0, 4, "R5 R6 R7")), 4, nil},
	})
	if n := len(Groups(join(row(0, 0, "R1 R2 R3"), row(0, 4, "R5 R6 R7")))); n != 2 {
		t.Fatalf("%d groups, want 2", n)
	}
}

func TestScenario09IsolatedToken(t *testing.T) {
	tb := join(row(0, 0, "R1 R2 R3"), Table{{5, 5}: tk("G9")})
	runTables(t, []tableCase{{"lone G9", tb, 4, []Code{IsolatedToken}}})
	if n := len(Groups(tb)); n != 2 {
		t.Fatalf("%d groups, want 2 (the lone token adds a group)", n)
	}
}

func TestScenario10ActionTokenOnTable(t *testing.T) {
	runTables(t, []tableCase{{"R4 SWAP R6", row(0, 0, "R4 SWAP R6"), 4, []Code{NotARunOrSet, ActionOnTable}}})
	g := position(2, []string{"R4 SWAP R6", "B1"}, Table{}, nil, "")
	if err := g.Apply(LayDown(0, row(0, 0, "R4 SWAP R6"))); CodeOf(err) == OK {
		t.Fatal("an action token was laid on the table")
	}
}

func TestScenario11OpeningRequired(t *testing.T) {
	run := row(0, 0, "R4 R5 R6")
	g := position(3, []string{"B9 B10 B11 R7 G1", "G2", "G3"}, run, []bool{false, true, false}, "")
	// Seat 0 plays the part of P2 (unopened); seat 1 is P1, who opened.
	runLay(t, g, 0, []layCase{
		{"only R7 at the run's end", join(run, row(0, 3, "R7")), []Code{NoOwnGroup}},
		{"own group and R7", join(run, row(0, 3, "R7"), row(3, 0, "B9 B10 B11")), nil},
	})
	if err := g.Apply(LayDown(0, join(run, row(0, 3, "R7"), row(3, 0, "B9 B10 B11")))); err != nil {
		t.Fatal(err)
	}
	if !g.opened[0] || len(Groups(g.table)) != 2 {
		t.Fatalf("opened %v, %d groups; want opened, 2 groups", g.opened[0], len(Groups(g.table)))
	}
}

func TestScenario12NoExtraGroupBeforeAllOpened(t *testing.T) {
	tb := join(row(0, 0, "R4 R5 R6"), row(3, 0, "B9 B10 B11"))
	g := position(3, []string{"G2 G3 G4 R7 G1", "Y1", "Y2"}, tb, []bool{true, true, false}, "")
	runLay(t, g, 0, []layCase{
		{"new separate line", join(tb, row(6, 0, "G2 G3 G4")), []Code{NewGroupBeforeAllOpened}},
		{"extend a group", join(tb, row(0, 3, "R7")), nil},
	})
	one := row(0, 0, "R4 R5 R6")
	g = position(3, []string{"G2 G3 G4 Y7 Y8 Y9 G1", "Y1", "Y2"}, one, []bool{false, true, false}, "")
	runLay(t, g, 0, []layCase{
		{"two new lines while P3 is unopened", join(one, row(3, 0, "G2 G3 G4"), row(6, 0, "Y7 Y8 Y9")),
			[]Code{NewGroupBeforeAllOpened}},
	})
	// §B.9 #15: the last opener may make two groups by default, not under
	// the strict option.
	g = position(3, []string{"G2 G3 G4 Y7 Y8 Y9 G1", "Y1", "Y2"}, one, []bool{false, true, true}, "")
	two := join(one, row(3, 0, "G2 G3 G4"), row(6, 0, "Y7 Y8 Y9"))
	runLay(t, g, 0, []layCase{{"last opener, two new lines", two, nil}})
	g.opt.StrictLastOpener = true
	runLay(t, g, 0, []layCase{{"last opener, strict", two, []Code{NewGroupBeforeAllOpened}}})
}

func TestScenario13GroupLimit(t *testing.T) {
	tb := join(row(0, 0, "R4 R5 R6"), row(3, 0, "B9 B10 B11"))
	g := position(2, []string{"G2 G3 G4 Y7 Y8 Y9 G1", "Y1"}, tb, []bool{true, true}, "")
	runLay(t, g, 0, []layCase{
		{"2p, third group", join(tb, row(6, 0, "G2 G3 G4")), nil},
		{"2p, fourth group", join(tb, row(6, 0, "G2 G3 G4"), row(9, 0, "Y7 Y8 Y9")), []Code{TooManyGroups}},
	})
	tb4 := join(tb, row(6, 0, "G2 G3 G4"))
	g = position(4, []string{"Y7 Y8 Y9 R11 R12 R13 G1", "Y1", "Y2", "Y3"}, tb4, []bool{true, true, true, true}, "")
	runLay(t, g, 0, []layCase{
		{"4p, fourth group", join(tb4, row(9, 0, "Y7 Y8 Y9")), nil},
		{"4p, fifth group", join(tb4, row(9, 0, "Y7 Y8 Y9"), row(12, 0, "R11 R12 R13")), []Code{TooManyGroups}},
	})
}

func TestScenario14MergeThenNewGroup(t *testing.T) {
	tb := join(row(0, 0, "R1 R2 R3"), row(2, 2, "B3 B4 B5"), row(10, 0, "Y7 Y8 Y9"), row(14, 0, "G11 G12 G13"))
	if n := len(Groups(tb)); n != 4 {
		t.Fatalf("%d groups, want 4", n)
	}
	g := position(4, []string{"Y3 R10 B10 G10 G1", "Y1", "Y2", "G2"}, tb, []bool{true, true, true, true}, "")
	final := join(tb, Table{{1, 2}: tk("Y3")}, row(20, 0, "R10 B10 G10"))
	runLay(t, g, 0, []layCase{
		{"bridge and a new set", final, nil},
		{"a new set without the bridge", join(tb, row(20, 0, "R10 B10 G10")), []Code{TooManyGroups}},
	})
}

func TestScenario15ConservationAndProgress(t *testing.T) {
	tb := join(row(0, 0, "R1 R2 R3 R4"), row(3, 0, "B9 B10 B11"))
	g := position(2, []string{"R5 G1", "Y1"}, tb, []bool{true, true}, "")
	missing := join(row(0, 1, "R2 R3 R4 R5"), row(3, 0, "B9 B10 B11"))
	moved := join(row(5, 5, "R1 R2 R3 R4"), row(3, 0, "B9 B10 B11"))
	runLay(t, g, 0, []layCase{
		{"R1 left out", missing, []Code{TokenMissing}},
		{"rearranged, nothing added", moved, []Code{NoProgress}},
		{"a token not in hand", join(tb, row(0, 4, "R5"), row(6, 0, "Y4 Y5 Y6")), []Code{NotInHand, NotInHand, NotInHand}},
	})
}

func TestScenario16Display(t *testing.T) {
	g := position(2, []string{"G1", "Y1"}, Table{}, nil, "R1 R2 R3 R4 R5 R6")
	g.bag = g.bag[:10]
	if err := g.Apply(TakeDisplay(0, tk("R3"))); err != nil {
		t.Fatal(err)
	}
	if len(g.display) != 6 || len(g.bag) != 9 {
		t.Fatalf("display %d bag %d, want 6 and 9", len(g.display), len(g.bag))
	}
	g.bag = nil
	if err := g.Apply(TakeDisplay(1, g.display[0])); err != nil {
		t.Fatal(err)
	}
	if len(g.display) != 5 {
		t.Fatalf("display %d, want 5", len(g.display))
	}
	g.display = nil
	v := g.View(0)
	if v.CanTakeDisplay() || v.CanDrawBag() {
		t.Fatal("take or draw offered with bag and display empty")
	}
	if c := CodeOf(g.Apply(DrawBag(0))); c != BagEmpty {
		t.Fatalf("draw from an empty bag: %v", c)
	}
	if c := CodeOf(g.Apply(TakeDisplay(0, tk("R1")))); c != NotInDisplay {
		t.Fatalf("take from an empty display: %v", c)
	}
}

func TestScenario17Swap(t *testing.T) {
	g := position(3, []string{"SWAP R1 R2 R3 R4", "B1 B2 B3 B4 B5 B6 B7", "G9"}, Table{}, nil, "")
	if err := g.Apply(PlayAction(0, tk("SWAP"), 0)); err != nil {
		t.Fatal(err)
	}
	if g.Phase() != PhaseSwap || !slices.Equal(g.Pending(), []int{0, 1, 2}) {
		t.Fatalf("phase %v pending %v", g.Phase(), g.Pending())
	}
	if c := CodeOf(g.Apply(Give(2, tk("G9"), tk("R1")))); c != WrongGiveCount {
		t.Fatalf("C gave 2 of 1: %v", c)
	}
	for _, a := range []Action{Give(2, tk("G9")), Give(1, tk("B1"), tk("B2")), Give(0, tk("R1"), tk("R2"))} {
		if g.Phase() != PhaseSwap {
			t.Fatal("the swap resolved before every choice was in")
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	got := []int{len(g.hands[0]), len(g.hands[1]), len(g.hands[2])}
	if !slices.Equal(got, []int{3, 7, 2}) {
		t.Fatalf("hand sizes %v, want [3 7 2]", got)
	}
	if !slices.Contains(g.boxed, tk("SWAP")) || g.Turn() != 1 {
		t.Fatalf("box %v turn %d", g.boxed, g.Turn())
	}
	if !slices.Contains(g.View(1).Known(2), tk("B1")) || slices.Contains(g.View(0).Known(2), tk("B1")) {
		t.Fatal("only B knows what B passed to C")
	}
}

func TestScenario18Plus3ShortBag(t *testing.T) {
	g := position(2, []string{"PLUS3 R1", "B1"}, Table{}, nil, "")
	g.bag = g.bag[:2]
	if c := CodeOf(g.Apply(PlayAction(0, tk("PLUS3"), 0))); c != BadTarget {
		t.Fatalf("self-target: %v", c)
	}
	if err := g.Apply(PlayAction(0, tk("PLUS3"), 1)); err != nil {
		t.Fatal(err)
	}
	if len(g.hands[1]) != 3 || len(g.bag) != 0 {
		t.Fatalf("B holds %d, bag %d; want 3 and 0", len(g.hands[1]), len(g.bag))
	}
}

func TestScenario19GoingOutAndScoring(t *testing.T) {
	tb := row(0, 0, "R4 R5 R6")
	g := position(3, []string{"R7", "R14 B1 SWAP", "G7"}, tb, []bool{true, true, true}, "")
	if err := g.Apply(LayDown(0, join(tb, row(0, 3, "R7")))); err != nil {
		t.Fatal(err)
	}
	o := g.Outcome()
	if o.Method != WentOut || !slices.Equal(o.Winners, []int{0}) {
		t.Fatalf("outcome %+v", o)
	}
	if got := g.Scores(); !slices.Equal(got, []int{0, 35, 7}) {
		t.Fatalf("scores %v, want [0 35 7]", got)
	}
	if c := CodeOf(g.Apply(DrawBag(1))); c != GameOver {
		t.Fatalf("action after the end: %v", c)
	}
}

func TestScenario20MultiGameTotals(t *testing.T) {
	s := NewSeries(3)
	s.AddScores([]int{0, 35, 7}, []int{0})
	s.AddScores([]int{12, 0, 18}, []int{1})
	s.AddScores([]int{40, 30, 0}, []int{2})
	if got := s.Totals(); !slices.Equal(got, []int{52, 65, 25}) {
		t.Fatalf("totals %v, want [52 65 25]", got)
	}
	if got := s.Leaders(false); !slices.Equal(got, []int{2}) {
		t.Fatalf("leaders %v, want [2]", got)
	}
	if s.NextStart(0) != 0 {
		t.Fatal("rotation: 3 games played, next start from seat 0 is seat 0 again")
	}
}

func TestScenario21OutViaAction(t *testing.T) {
	g := position(3, []string{"PLUS3", "B1", "B2"}, Table{}, nil, "")
	if err := g.Apply(PlayAction(0, tk("PLUS3"), 1)); err != nil {
		t.Fatal(err)
	}
	o := g.Outcome()
	if o.Method != WentOut || !slices.Equal(o.Winners, []int{0}) || len(g.hands[1]) != 4 {
		t.Fatalf("outcome %+v, B holds %d", o, len(g.hands[1]))
	}
}

func TestScenario22Blocked(t *testing.T) {
	g := position(3, []string{"R10", "R4", "B3 G1"}, Table{}, nil, "")
	g.bag = nil
	for s := range 3 {
		if g.Outcome().Over() {
			t.Fatalf("over after %d passes", s)
		}
		if err := g.Apply(Pass(s)); err != nil {
			t.Fatal(err)
		}
	}
	o := g.Outcome()
	if o.Method != Blocked || !slices.Equal(o.Winners, []int{1, 2}) {
		t.Fatalf("outcome %+v", o)
	}
	if got := g.Scores(); !slices.Equal(got, []int{10, 0, 0}) {
		t.Fatalf("scores %v, want [10 0 0]", got)
	}
}
