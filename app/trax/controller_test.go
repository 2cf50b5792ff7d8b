package trax

import (
	"context"
	"slices"
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/round/roundtest"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
)

// playName plays a move the way a player does: tap its space, then the
// tile named by its notation.
func playName(t *testing.T, c *controller, name string) {
	t.Helper()
	m, err := c.position().ParseMove(name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	c.selectSpace(m.At)
	i := c.sel.Index(name)
	if i < 0 {
		t.Fatalf("%s is not offered at %v; choices %v", name, m.At, choiceNames(c))
	}
	c.playChoice(i)
}

func choiceNames(c *controller) []string {
	var out []string
	for _, ch := range c.sel.Choices {
		out = append(out, ch.Name)
	}
	return out
}

func TestFirstMoveChoices(t *testing.T) {
	c := newController(engine.Trax, nil)
	if len(c.frontier) != 1 {
		t.Fatalf("frontier = %v, want one space", c.frontier)
	}
	c.selectSpace(c.frontier[0])
	if got := strings.Join(choiceNames(c), " "); got != "@0+ @0/" {
		t.Errorf("first move choices = %q, want \"@0+ @0/\"", got)
	}
	c.selectSpace(engine.Point{X: 5, Y: 5})
	if c.sel.At == (engine.Point{X: 5, Y: 5}) {
		t.Error("a point that is not a space was selected")
	}
}

func TestLoopClosedByForcedTile(t *testing.T) {
	st := &app.MemorySlot{}
	c := newController(engine.Trax, st)
	for _, n := range []string{"@0/", "B1\\"} {
		playName(t, c, n)
		if c.showResult {
			t.Fatalf("result shown after %s", n)
		}
	}
	m, _ := c.position().ParseMove("A2\\")
	c.selectSpace(m.At)
	i := c.sel.Index("A2\\")
	if i < 0 {
		t.Fatalf("A2\\ not offered: %v", choiceNames(c))
	}
	ch := c.sel.Choices[i]
	if len(ch.Turn) != 2 || !ch.Turn[1].Forced || !ch.Outcome.Over() {
		t.Errorf("A2\\ preview: turn %v, outcome %v; want a forced tile that wins", ch.Turn, ch.Outcome)
	}
	c.playChoice(i)
	if !c.showResult || !c.animate {
		t.Error("no result or no animation after the winning turn")
	}
	if got := c.announce; got != "White played A2\\, forcing 1 tile at B2. Red wins with a loop!" {
		t.Errorf("announcement = %q", got)
	}
	if got := board.ResultText(en, c.game.Outcome()); got != "Red wins with a loop!" {
		t.Errorf("result = %q", got)
	}
	if len(c.frontier) != 0 {
		t.Errorf("spaces offered after the end: %v", c.frontier)
	}
	if !strings.Contains(st.Value, `"record":"@0/ B1\\ A2\\"`) {
		t.Errorf("not saved after the turn: %s", st.Value)
	}
}

func TestForcedPlayFiltersIllegal(t *testing.T) {
	c := newController(engine.Trax, nil)
	c.importRecord("@0+ B1/ C1/ A2/ A3+ A4/ B4+ C4/")
	if c.message == "" || c.game.Len() != 8 {
		t.Fatalf("import: %q, %d moves", c.message, c.game.Len())
	}
	m, err := c.position().ParseMove("C3+")
	if err != nil {
		t.Fatal(err)
	}
	c.selectSpace(m.At)
	names := choiceNames(c)
	if c.sel.Index("C3+") < 0 || c.sel.Index("C3/") >= 0 {
		t.Errorf("choices at C3 = %v; want C3+ and not C3/", names)
	}
	for _, ch := range c.sel.Choices {
		if len(ch.Turn) < 2 {
			t.Errorf("%s: no forced tiles in the preview", ch.Name)
		}
	}
}

func TestUndoRedoGoTo(t *testing.T) {
	c := newController(engine.Trax, nil)
	for _, n := range []string{"@0+", "B1+", "C1+"} {
		playName(t, c, n)
	}
	c.undo()
	if c.game.Len() != 2 || !c.reviewing() || len(c.history) != 3 {
		t.Fatalf("after undo: %d moves, history %v", c.game.Len(), c.history)
	}
	if c.animate {
		t.Error("undo animates")
	}
	c.redo()
	if c.game.Len() != 3 || c.reviewing() {
		t.Fatalf("after redo: %d moves", c.game.Len())
	}
	c.goTo(0)
	if c.game.Len() != 0 || len(c.history) != 3 {
		t.Fatalf("goTo(0): %d moves, history %v", c.game.Len(), c.history)
	}
	c.goTo(2)
	if c.position().TileCount() != 2 {
		t.Errorf("goTo(2): %d tiles", c.position().TileCount())
	}
	// A different move while reviewing replaces the rest of the record.
	playName(t, c, "C1/")
	if got := strings.Join(c.history, " "); got != "@0+ B1+ C1/" {
		t.Errorf("history = %q", got)
	}
}

func TestImportBadRecordKeepsGame(t *testing.T) {
	c := newController(engine.Trax, nil)
	playName(t, c, "@0/")
	c.importRecord("@0/ B1\\ Q9/")
	if c.game.Record() != "@0/" {
		t.Errorf("game replaced by a bad record: %q", c.game.Record())
	}
	for _, want := range []string{"move 3", "Q9/", "kept"} {
		if !strings.Contains(c.message, want) {
			t.Errorf("message %q does not say %q", c.message, want)
		}
	}
	c.importRecord("   ")
	if c.game.Record() != "@0/" || c.message == "" {
		t.Errorf("empty import: %q, %q", c.game.Record(), c.message)
	}
}

func TestRestore(t *testing.T) {
	st := &app.MemorySlot{}
	c := newController(engine.LoopTrax, st)
	playName(t, c, "@0/")
	playName(t, c, "B1\\")
	c.undo()

	again := newController(engine.Trax, st)
	again.restore()
	if again.game.Variant().Name != "loop" || again.game.Len() != 1 || !again.game.CanRedo() {
		t.Errorf("restored %s with %d moves, redo %v", again.game.Variant().Name, again.game.Len(), again.game.CanRedo())
	}
	if again.message != "" {
		t.Errorf("message after a good restore: %q", again.message)
	}

	for _, data := range []string{"garbage", `{"version":0}`} {
		bad := newController(engine.Trax8x8, &app.MemorySlot{Value: data, Saved: true})
		bad.restore()
		if bad.game.Len() != 0 || bad.game.Variant().Name != "8x8" || !strings.Contains(bad.message, "new game") {
			t.Errorf("restore(%q): %d moves, %q", data, bad.game.Len(), bad.message)
		}
	}
}

func TestExport(t *testing.T) {
	c := newController(engine.Trax, nil)
	playName(t, c, "@0/")
	playName(t, c, "B1\\")
	if got := c.exportRecord(); got != "@0/ B1\\" || c.exportText != got {
		t.Errorf("export = %q", got)
	}
}

// syncRunner runs the opponent at once, as if the browser were infinitely
// fast.
type syncRunner struct{ context.Context }

func (syncRunner) Async(f func())                 { f() }
func (syncRunner) Dispatch(f func(goapp.Context)) { f(goapp.Context{}) }
func (syncRunner) Defer(f func(goapp.Context))    { f(goapp.Context{}) }

// firstMover plays the first legal move.
type firstMover struct{ asked int }

func (f *firstMover) Move(ctx context.Context, g *engine.Game) (engine.Move, error) {
	f.asked++
	return g.Position().LegalMoves(nil)[0], nil
}

func TestOpponent(t *testing.T) {
	c := newController(engine.Trax, nil)
	c.turn.Mount(syncRunner{context.Background()})
	opp := &firstMover{}
	c.startGame(engine.Trax, opp, "First-mover", engine.White)
	if opp.asked != 1 || c.game.Len() != 1 || c.turn.Thinking() {
		t.Fatalf("opponent as White: asked %d, %d moves, thinking %v", opp.asked, c.game.Len(), c.turn.Thinking())
	}
	c.selectSpace(c.frontier[0])
	c.playChoice(0)
	if c.game.Len() != 3 || opp.asked != 2 {
		t.Fatalf("after the player's move: %d moves, asked %d", c.game.Len(), opp.asked)
	}
	c.undo()
	if c.game.Len() != 1 || c.position().ToMove() != engine.Red {
		t.Errorf("undo against the opponent: %d moves, %v to move; want the player's turn", c.game.Len(), c.position().ToMove())
	}
}

// spyOpponent plays the first legal move through a roundtest.Spy, which
// notes whether its question was already cancelled when it was asked.
type spyOpponent struct{ spy *roundtest.Spy }

func (o spyOpponent) Move(ctx context.Context, g *engine.Game) (engine.Move, error) {
	first := func(context.Context, string, string) (string, error) {
		return g.Position().FormatMove(g.Position().LegalMoves(nil)[0]), nil
	}
	name, err := o.spy.Wrap(first)(ctx, g.Record(), "club")
	if err != nil {
		return engine.Move{}, err
	}
	return g.Position().ParseMove(name)
}

// TestComputerTurnChanges: the computer's search (round.Turn) is
// cancelled by every change of the game while it thinks, and its late
// answer is dropped; with no change its answer is played.
func TestComputerTurnChanges(t *testing.T) {
	for _, tc := range []roundtest.Change[*controller]{
		{Name: "no change", Do: func(*controller) {}, Actions: 2},
		{Name: "new game", Do: func(c *controller) { c.startGame(engine.LoopTrax, nil, "", engine.White) }, Cancelled: true},
		{Name: "undo", Do: (*controller).undo, Cancelled: true},
		{Name: "new-game form opened", Do: func(c *controller) { c.openNewGame(true) }, Actions: 1, Cancelled: true},
		{Name: "import", Do: func(c *controller) { c.importRecord("@0/ B1\\") }, Actions: 2, Cancelled: true},
		{Name: "review", Do: func(c *controller) { c.goTo(0) }, Cancelled: true},
		{Name: "screen gone", Do: (*controller).Dismount, Actions: 1, Cancelled: true},
	} {
		t.Run(tc.Name, func(t *testing.T) {
			c := newController(engine.Trax, nil)
			q := roundtest.NewQueue()
			c.turn.Mount(q)
			var spy roundtest.Spy
			c.startGame(engine.Trax, spyOpponent{&spy}, "Spy", engine.Red)
			playName(t, c, "@0/")
			if !c.turn.Thinking() {
				t.Fatal("the computer does not think after the player's move")
			}
			tc.Do(c)
			record := c.game.Record()
			q.Drain()
			if c.game.Len() != tc.Actions || spy.Cancelled != tc.Cancelled || c.turn.Thinking() {
				t.Errorf("%d moves, search cancelled %v, thinking %v; want %d, %v, false",
					c.game.Len(), spy.Cancelled, c.turn.Thinking(), tc.Actions, tc.Cancelled)
			}
			if tc.Cancelled && c.game.Record() != record {
				t.Errorf("the late answer was played: %q, want %q", c.game.Record(), record)
			}
		})
	}
}

// TestNewGameFormPausesComputer: while the new-game form is open the
// computer does not think (its search is cancelled, as TRAXIT's is);
// cancelling the form lets it think again, and its move is played.
func TestNewGameFormPausesComputer(t *testing.T) {
	c := newController(engine.Trax, nil)
	q := roundtest.NewQueue()
	c.turn.Mount(q)
	c.startGame(engine.Trax, &firstMover{}, "First-mover", engine.Red)
	playName(t, c, "@0/")
	c.openNewGame(true)
	if c.turn.Thinking() {
		t.Fatal("the computer thinks with the form open")
	}
	q.Drain()
	if c.game.Len() != 1 {
		t.Fatalf("the computer moved while the form was open: %q", c.game.Record())
	}
	c.openNewGame(false)
	if !c.turn.Thinking() {
		t.Fatal("the computer does not think again once the form is cancelled")
	}
	q.Drain()
	if c.game.Len() != 2 || c.turn.Thinking() {
		t.Errorf("after the form: %d moves, thinking %v; want 2, false", c.game.Len(), c.turn.Thinking())
	}
}

func TestResultText(t *testing.T) {
	g, _ := engine.LoadRecord(engine.Trax, "@0+ B1+ C1+ D1+ E1+ F1+ G1+ H1+")
	if got := board.ResultText(en, g.Outcome()); got != "Red wins with a line!" {
		t.Errorf("line: %q", got)
	}
	if got := board.ResultText(en, engine.Outcome{}); got != "" {
		t.Errorf("not over: %q", got)
	}
}

func TestRestoreOpponent(t *testing.T) {
	defer func(saved []OpponentChoice) { opponentChoices = saved }(opponentChoices)
	opponentChoices = []OpponentChoice{{Label: "First-mover", New: func(engine.Variant) Opponent { return &firstMover{} }}}
	st := &app.MemorySlot{}
	c := newController(engine.Trax, st)
	c.turn.Mount(syncRunner{context.Background()})
	c.startGame(engine.Trax, &firstMover{}, "First-mover", engine.Red)
	playName(t, c, "@0/")
	if c.game.Len() != 2 {
		t.Fatalf("the opponent did not answer: %q", c.game.Record())
	}
	again := newController(engine.Trax, st)
	again.restore()
	if again.opponent == nil || again.opponentColor != engine.Red || again.opponentLabel != "First-mover" {
		t.Errorf("restored opponent %v (%v, %q)", again.opponent, again.opponentColor, again.opponentLabel)
	}
}

// TestExportBoxGoesStale: the copied record's box closes when the game
// moves on, so it never shows an old record.
func TestExportBoxGoesStale(t *testing.T) {
	c := newController(engine.Trax, nil)
	playName(t, c, "@0/")
	if c.exportRecord() != "@0/" || c.exportText == "" {
		t.Fatal("no record to copy")
	}
	playName(t, c, `@1\`)
	if c.exportText != "" {
		t.Errorf("after a move the copy box still shows %q", c.exportText)
	}
}

// passingTurGame finds a Tur-TRAX seed whose game, playing the first
// legal move each turn, passes a turn within a few turns; it returns the
// seed and the moves up to the pass (the last one brings it).
func passingTurGame(t *testing.T) (uint64, []engine.Move) {
	t.Helper()
	for seed := uint64(1); seed < 5000; seed++ {
		g := engine.NewSeededGame(engine.TurTrax, seed)
		var moves []engine.Move
		for len(moves) < 12 && !g.Outcome().Over() {
			legal := g.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			if g.Play(legal[0]) != nil {
				break
			}
			moves = append(moves, legal[0])
			for _, name := range g.Moves() {
				if name == "PASS" {
					return seed, moves
				}
			}
		}
	}
	t.Fatal("no Tur-TRAX seed passes a turn early")
	return 0, nil
}

// TestTurTrax: each turn offers only the rolled tile; a tile with no place
// is rolled again and after three misses the turn passes; the game, its
// seed included, survives a reload.
func TestTurTrax(t *testing.T) {
	seed, moves := passingTurGame(t)
	st := &app.MemorySlot{}
	c := newController(engine.TurTrax, st)
	c.setGame(engine.NewSeededGame(engine.TurTrax, seed))
	for i, m := range moves {
		rolled := c.game.Rolled()
		for _, l := range c.legal {
			if l.Tile != rolled {
				t.Fatalf("turn %d: tile %v offered, the die gave %v", i+1, l.Tile, rolled)
			}
		}
		c.play(m)
	}
	if moves, _ := c.game.Line(); !slices.Contains(moves, "PASS") {
		t.Fatalf("seed %d: no pass in %v", seed, moves)
	}
	again := newController(engine.TurTrax, st)
	again.restore()
	if again.game.Seed() != seed || again.game.Record() != c.game.Record() || again.message != "" {
		t.Errorf("restored seed %d record %q (%q), want %d %q", again.game.Seed(), again.game.Record(), again.message, seed, c.game.Record())
	}
	if html := render(t, c); !strings.Contains(html, `id="roll"`) {
		t.Error("the panel does not show the roll")
	}
}
