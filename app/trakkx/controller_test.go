package trakkx

import (
	"slices"
	"strings"
	"testing"

	"traxapp/app"
	"traxapp/app/round/roundtest"
	engine "traxapp/engine/trakkx"
)

// Seed 1 deals seat 0 the red run 12, 13, 14 (R12a R13a R14b).
const runSeed = 1

var (
	person = seat{}
	easy   = seat{Level: "easy"}
	hard   = seat{Level: "hard"}
)

func TestBuildTurnAndOpen(t *testing.T) {
	c := testController(t, nil, runSeed, person, easy)
	if c.viewer() != 0 || !c.arranging() || c.handover() {
		t.Fatalf("one person: viewer %d, arranging %v, handover %v", c.viewer(), c.arranging(), c.handover())
	}
	if n := len(c.hand()); n != 15 {
		t.Fatalf("hand has %d tokens", n)
	}
	place(t, c, "R12a", 0, 0)
	place(t, c, "R13a", 1, 0)
	if len(c.problems) == 0 || c.problems[0].Code != engine.TwoTokenLine {
		t.Fatalf("two tokens: problems %v, want TwoTokenLine", c.problems)
	}
	if !c.badCells()[engine.Pos{Row: 0, Col: 1}] {
		t.Error("the two-token line is not marked")
	}
	place(t, c, "R14b", 2, 0)
	if len(c.problems) != 0 {
		t.Fatalf("a run of three: problems %v", c.problems)
	}
	if n := len(c.hand()); n != 12 {
		t.Errorf("hand shows %d tokens after placing 3", n)
	}
	// Move a token around the table and back.
	c.tapCell(engine.Pos{Row: 0, Col: 2})
	c.tapCell(engine.Pos{Row: 1, Col: 2})
	if len(c.problems) == 0 {
		t.Error("a run broken by a move is not refused")
	}
	c.tapCell(engine.Pos{Row: 1, Col: 2})
	c.tapCell(engine.Pos{Row: 0, Col: 2})
	c.submit()
	v := c.game.View(0)
	if len(v.Table()) != 3 || !v.Opened(0) || c.game.ToMove() != 1 {
		t.Fatalf("after laying down: table %v, opened %v, to move %d (%s)", v.Table(), v.Opened(0), c.game.ToMove(), c.message)
	}
	if c.message != "Player 1 laid down red 12, red 13, red 14." {
		t.Errorf("message %q", c.message)
	}
}

func TestUndoAllAndBackToHand(t *testing.T) {
	c := testController(t, nil, runSeed, person, easy)
	place(t, c, "R12a", 0, 0)
	place(t, c, "R13a", 1, 0)
	c.tapCell(engine.Pos{Row: 0, Col: 1})
	c.toHand()
	if len(c.work) != 1 || !c.inHand(tok(t, "R13a")) {
		t.Fatalf("back to hand: table %v", c.work)
	}
	place(t, c, "R13a", 1, 0)
	c.undoAll()
	if len(c.work) != 0 || len(c.hand()) != 15 || len(c.problems) != 0 || c.arranged() {
		t.Errorf("undo all: table %v, hand %d, problems %v", c.work, len(c.hand()), c.problems)
	}
}

func TestRefusedTwoTokenLine(t *testing.T) {
	c := testController(t, nil, runSeed, person, easy)
	place(t, c, "R12a", 0, 0)
	place(t, c, "R13a", 1, 0)
	c.submit()
	want := "Refused: red 12, red 13: two tokens side by side form a line of two, and a line needs at least three."
	if c.message != want {
		t.Errorf("refusal %q,\nwant %q", c.message, want)
	}
	if c.game.ToMove() != 0 || len(c.game.View(0).Table()) != 0 || len(c.work) != 2 {
		t.Error("a refused lay-down changed the game or lost the arrangement")
	}
}

func TestEveryCodeHasWords(t *testing.T) {
	for code := engine.TwoTokenLine; code <= engine.BadAction; code++ {
		s := problemText(en, engine.Problem{Code: code, Token: tok(t, "B7a")}, nil)
		if strings.Contains(s, "trakkx.") || s == "" {
			t.Errorf("%v: %q", code, s)
		}
	}
}

// Seed 6 deals seat 0 a SWAP token (SWAPa).
const swapSeed = 6

func TestSwapHotSeat(t *testing.T) {
	c := testController(t, nil, swapSeed, person, person, person)
	if !c.handover() || c.viewer() != -1 || c.hand() != nil {
		t.Fatalf("three people: the first hand is not hidden (handover %v, viewer %d)", c.handover(), c.viewer())
	}
	c.reveal()
	if c.handover() || c.viewer() != 0 {
		t.Fatal("reveal did not show seat 0's hand")
	}
	c.tapHand(tok(t, "SWAPa"))
	c.playAction(-1)
	if c.game.Phase() != engine.PhaseSwap || !c.mustGive() {
		t.Fatalf("after SWAP: phase %v, must give %v (%s)", c.game.Phase(), c.mustGive(), c.message)
	}
	for s := 0; s < 3; s++ {
		if c.game.ToMove() != s {
			t.Fatalf("SWAP: seat %d to give, want %d", c.game.ToMove(), s)
		}
		if s > 0 {
			if !c.handover() || c.hand() != nil {
				t.Fatalf("seat %d: the hand of the last player is still shown", s)
			}
			c.reveal()
		}
		h := c.hand()
		c.tapHand(h[0])
		c.tapHand(h[1])
		c.tapHand(h[2]) // a third is refused: two are given
		if len(c.giving) != 2 {
			t.Fatalf("seat %d chose %v", s, c.giving)
		}
		c.tapHand(h[1])
		c.tapHand(h[3])
		c.give()
	}
	if c.game.Phase() != engine.PhaseTurn || c.game.ToMove() != 1 || !c.handover() {
		t.Fatalf("after the SWAP: phase %v, to move %d, handover %v", c.game.Phase(), c.game.ToMove(), c.handover())
	}
	v := c.game.View(1)
	if v.HandCount(0) != 14 || v.HandCount(1) != 15 || v.HandCount(2) != 15 {
		t.Errorf("hand counts %d %d %d, want 14 15 15", v.HandCount(0), v.HandCount(1), v.HandCount(2))
	}
	// Seat 1, shown its hand, is told what seat 0 passed it.
	if html := render(c); strings.Contains(html, `id="received"`) {
		t.Error("the SWAP notice shows during the handover")
	}
	c.reveal()
	got := c.game.View(1).Received()
	html := render(c)
	if len(got) != 2 || !strings.Contains(html, `id="received"`) || !strings.Contains(html, "Player 1 passed you: "+tokenNames(c.p, got)) {
		t.Errorf("seat 1 received %v; notice missing from the hand area", got)
	}
	c.drawBag()
	if len(c.game.View(1).Received()) != 0 {
		t.Error("the SWAP notice outlived seat 1's next action")
	}
	c.reveal() // seat 2, passed tokens by seat 1
	if html := render(c); !strings.Contains(html, "Player 2 passed you: "+tokenNames(c.p, c.game.View(2).Received())) {
		t.Error("seat 2 is not told what seat 1 passed it")
	}
}

// Seed 13 deals seat 0 a PLUS3 token (PLUS3a).
const plus3Seed = 13

func TestPlus3(t *testing.T) {
	c := testController(t, nil, plus3Seed, person, easy, easy)
	c.tapHand(tok(t, "PLUS3a"))
	c.playAction(0) // not oneself
	if !strings.Contains(c.message, "Choose another player") {
		t.Errorf("+3 on oneself: %q", c.message)
	}
	c.playAction(2)
	v := c.game.View(0)
	if v.HandCount(2) != 18 || v.HandCount(0) != 14 || c.game.ToMove() != 1 {
		t.Errorf("after +3: counts %d %d, to move %d", v.HandCount(0), v.HandCount(2), c.game.ToMove())
	}
	if c.message != "Player 1 played +3: Computer 3 draws three tokens." {
		t.Errorf("message %q", c.message)
	}
	if log := c.actionLog(); len(log) != 1 || log[0] != c.message {
		t.Errorf("log %q", log)
	}
}

func TestHandoverOnlyWhenPeopleShare(t *testing.T) {
	c := testController(t, nil, runSeed, person, hard)
	if c.handover() {
		t.Error("one person and the computer: a handover screen")
	}
	c.drawBag()
	if c.game.ToMove() != 1 || c.viewer() != 0 || len(c.hand()) != 16 {
		t.Errorf("the computer's turn: viewer %d, hand %d", c.viewer(), len(c.hand()))
	}
	two := testController(t, nil, runSeed, person, person)
	two.reveal()
	two.drawBag()
	two.hideHand() // the drawer has seen the token drawn
	if !two.handover() || two.viewer() != -1 {
		t.Error("two people: the next player saw the hand of the last")
	}
}

func TestWholeGameAgainstComputers(t *testing.T) {
	st := &app.MemorySlot{}
	c := testController(t, st, 3, easy, hard)
	c.computer = aiComputer
	ui := roundtest.NewQueue()
	c.turn.Mount(ui)
	c.match.Games = 2
	c.askComputer()
	ui.Run(2000)
	if !c.game.Outcome().Over() || len(c.match.Results) != 1 {
		t.Fatalf("the game did not end: %v, %d results", c.game.Outcome(), len(c.match.Results))
	}
	if !strings.Contains(c.resultText(), "win") {
		t.Errorf("result %q", c.resultText())
	}
	c.nextGame()
	if c.game.Outcome().Over() || c.game.Turn() != 1 {
		t.Fatalf("the second game: over %v, start %d", c.game.Outcome().Over(), c.game.Turn())
	}
	ui.Run(2000)
	if !c.game.Outcome().Over() || len(c.match.Results) != 2 || !c.match.over() {
		t.Fatalf("the match did not end: %d results", len(c.match.Results))
	}
	if !strings.Contains(c.resultText(), "The match goes to") {
		t.Errorf("match result %q", c.resultText())
	}
	c.nextGame() // the match is over: nothing happens
	if len(c.match.Results) != 2 || !c.game.Outcome().Over() {
		t.Error("a game after the end of the match")
	}
	back := newController(st)
	if !back.loadSaved() || back.game.Record() != c.game.Record() || len(back.match.Results) != 2 {
		t.Error("the finished match was not saved")
	}
}

func TestSaveAndResume(t *testing.T) {
	st := &app.MemorySlot{}
	c := testController(t, st, runSeed, person, person, hard)
	c.seats[0].Name = "Ada"
	c.save()
	c.reveal()
	place(t, c, "R12a", 0, 0)
	place(t, c, "R13a", 1, 0)
	place(t, c, "R14b", 2, 0)
	c.submit()
	c.reveal()
	c.drawBag()
	back := newController(st)
	back.SetPrinter(en)
	if !back.loadSaved() {
		t.Fatal("nothing restored")
	}
	if back.game.Record() != c.game.Record() || !slices.Equal(back.seats, c.seats) || back.seatName(0) != "Ada" {
		t.Errorf("restored %q with %v,\nwant %q with %v", back.game.Record(), back.seats, c.game.Record(), c.seats)
	}
	if !back.handover() && back.isPerson(back.game.ToMove()) {
		t.Error("a restored hot-seat game shows a hand before the handover")
	}
	if r := resumable(mapStorage{savedKey: mustLoad(t, st)}, en); len(r) != 1 || r[0].Label != "Continue TRAKKX (3 players)" {
		t.Errorf("resumable %v", r)
	}
}

func TestCorruptSave(t *testing.T) {
	for _, data := range []string{"garbage", `{"version":1}`, `{"version":9,"seats":[{},{}],"match":{"games":1},"record":""}`,
		`{"version":1,"seats":[{}],"match":{"games":1},"record":"TRAKKX 1\nplayers 2\nseed 1\nstart P1\n"}`,
		`{"version":1,"seats":[{},{"level":"godlike"}],"match":{"games":1},"record":"TRAKKX 1\nplayers 2\nseed 1\nstart P1\n"}`,
		`{"version":1,"seats":[{},{}],"match":{"games":1},"record":"TRAKKX 1\nplayers 2\nseed 1\nstart P1\nP2 draw\n"}`} {
		st := &app.MemorySlot{Value: data, Saved: true}
		c := newController(st)
		c.SetPrinter(en)
		if c.loadSaved() {
			t.Errorf("%q was restored", data)
		}
		if !strings.Contains(c.message, "could not be read") && !strings.Contains(c.message, "newer version") || c.game == nil || c.game.Outcome().Over() {
			t.Errorf("%q: message %q", data, c.message)
		}
		if r := resumable(mapStorage{savedKey: data}, en); len(r) != 0 {
			t.Errorf("%q is offered to continue", data)
		}
	}
}

func TestPageParams(t *testing.T) {
	c := newController(nil)
	c.SetPrinter(en)
	q := map[string][]string{"seats": {"person,person,hard"}, "seed": {"42"}}
	c.applyParams(q)
	if len(c.seats) != 3 || c.seats[2].Level != "hard" || c.game.Options().Seed != 42 {
		t.Fatalf("seats %v seed %d", c.seats, c.game.Options().Seed)
	}
	c.reveal()
	c.drawBag()
	c.applyParams(q) // a reload of the same link keeps the game
	if len(c.game.Actions()) != 1 {
		t.Error("a reload of the link started a new game")
	}
	// A match of several games, reloaded after its first game, goes on.
	q3 := map[string][]string{"seats": {"easy,hard"}, "seed": {"3"}, "games": {"2"}}
	ui := roundtest.NewQueue()
	c.computer = aiComputer
	c.turn.Mount(ui)
	c.applyParams(q3)
	ui.Run(2000)
	c.nextGame()
	c.applyParams(q3)
	if len(c.match.Results) != 1 || c.game.Outcome().Over() {
		t.Errorf("a reload restarted the match: %d results", len(c.match.Results))
	}
	c.turn.Dismount()
	if n := c.applyParams(map[string][]string{"seats": {"person,wizard"}}); len(n) != 1 || len(c.seats) != 2 {
		t.Errorf("bad seats: notices %v, seats %v", n, c.seats)
	}
}

func TestSortHand(t *testing.T) {
	c := testController(t, nil, plus3Seed, person, easy)
	c.sortByValue = true
	h := c.hand()
	for i := 1; i < len(h); i++ {
		if !h[i].IsAction() && h[i].Value() < h[i-1].Value() {
			t.Fatalf("by value: %v", h)
		}
	}
	if !h[len(h)-1].IsAction() {
		t.Errorf("the action token is not last: %v", h)
	}
}

// mapStorage is the shell's Storage in memory.
type mapStorage map[string]string

func (m mapStorage) Load(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m mapStorage) Save(k, v string)             { m[k] = v }

func mustLoad(t *testing.T, st app.Slot) string {
	t.Helper()
	s, ok := st.Load()
	if !ok {
		t.Fatal("nothing saved")
	}
	return s
}

func TestDrag(t *testing.T) {
	c := testController(t, nil, runSeed, person, easy)
	r12 := tok(t, "R12a")
	c.dragTo(pick{active: true, fromHand: true, token: r12}, engine.Pos{Row: 0, Col: 0})
	if c.work[engine.Pos{}] != r12 || c.inHand(r12) {
		t.Fatal("a drag from the hand did not place the token")
	}
	c.dragTo(pick{active: true, fromHand: true, token: tok(t, "R13a")}, engine.Pos{}) // occupied: nothing
	if c.work[engine.Pos{}] != r12 || !c.inHand(tok(t, "R13a")) {
		t.Fatal("a drop on a token replaced it")
	}
	c.dragTo(pick{active: true, token: r12, at: engine.Pos{}}, engine.Pos{Row: 2, Col: 3})
	if c.work[engine.Pos{Row: 2, Col: 3}] != r12 || len(c.work) != 1 {
		t.Fatalf("a drag on the table: %v", c.work)
	}
	c.dragToHand(pick{active: true, token: r12, at: engine.Pos{Row: 2, Col: 3}})
	if len(c.work) != 0 || !c.inHand(r12) {
		t.Fatalf("a drag to the hand: %v", c.work)
	}
	c.dragTo(pick{active: true, fromHand: true, token: tok(t, "B1a")}, engine.Pos{}) // not in the hand
	if len(c.work) != 0 {
		t.Error("a token not in the hand was placed")
	}
}

// TestComputerTurnChanges: the computer's thinking (round.Turn) is
// cancelled by every change of the match while it thinks, and its late
// answer is dropped; with no change its answer is played.
func TestComputerTurnChanges(t *testing.T) {
	for _, tc := range []roundtest.Change[*controller]{
		{Name: "no change", Do: func(*controller) {}, Actions: 1},
		{Name: "new match", Do: func(c *controller) { c.startMatch([]seat{person, person}, 1, runSeed, 0) }, Cancelled: true},
		{Name: "another tab's match", Do: func(c *controller) {
			c.startMatch([]seat{person, person}, 1, runSeed, 0)
			c.adopt()
		}, Cancelled: true},
		{Name: "screen gone", Do: (*controller).Dismount, Cancelled: true},
		{Name: "new-game form opened", Do: func(c *controller) { c.openForm(true) }, Cancelled: true},
	} {
		t.Run(tc.Name, func(t *testing.T) {
			c := testController(t, nil, runSeed, easy, person)
			q := roundtest.NewQueue()
			var spy roundtest.Spy
			c.computer = spy.Wrap(aiComputer)
			c.Mount(q)
			if !c.turn.Thinking() {
				t.Fatal("the computer does not think although it moves first")
			}
			tc.Do(c)
			q.Run(1000)
			if len(c.game.Actions()) != tc.Actions || spy.Cancelled != tc.Cancelled {
				t.Errorf("%d actions, thinking cancelled %v; want %d, %v", len(c.game.Actions()), spy.Cancelled, tc.Actions, tc.Cancelled)
			}
		})
	}
}

// TestNewGameFormPausesComputer: while the new-game form is open the
// computer does not think, as in the other games; cancelling the form
// lets it think again, and its action is played.
func TestNewGameFormPausesComputer(t *testing.T) {
	c := testController(t, nil, runSeed, easy, person)
	q := roundtest.NewQueue()
	c.computer = aiComputer
	c.Mount(q)
	c.openForm(true)
	if c.turn.Thinking() {
		t.Fatal("the computer thinks with the form open")
	}
	q.Run(1000)
	if n := len(c.game.Actions()); n != 0 {
		t.Fatalf("the computer acted %d times while the form was open", n)
	}
	c.openForm(false)
	if !c.turn.Thinking() {
		t.Fatal("the computer does not think again once the form is cancelled")
	}
	q.Run(1000)
	if n := len(c.game.Actions()); n != 1 {
		t.Errorf("after the form: %d actions, want the computer's 1", n)
	}
}

// TestHandPickSaid: a token picked from the hand is said on the message
// line (a live region); an action token is not (its choices show).
func TestHandPickSaid(t *testing.T) {
	c := testController(t, nil, swapSeed, person, person)
	c.reveal()
	for _, id := range c.hand() {
		if id.IsAction() {
			continue
		}
		c.tapHand(id)
		if want := tokenName(en, id) + " picked: choose its cell on the table."; c.message != want {
			t.Errorf("picking %v said %q, want %q", id, c.message, want)
		}
		return
	}
	t.Fatal("no plain token in the hand")
}
