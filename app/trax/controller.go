package trax

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round"
	"traxapp/app/round/clock"
	"traxapp/app/trax/board"
	"traxapp/app/trax/review"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// controller holds the game in progress and everything the screen shows
// about it. Components read it and call its methods; every change bumps
// rev so that the components re-render. It decides no rule: the engine
// (traxapp/engine/trax) does.
type controller struct {
	game     *engine.Game
	history  []string // every move's notation, those taken back included
	legal    []engine.Move
	frontier []engine.Point

	sel board.Selection // the space whose tiles are offered

	animate    bool // the last change played a turn: animate its tiles
	showResult bool // the result overlay is open
	message    string
	exportText string
	importText string
	newGame    bool // the new-game form is open

	defaultVariant engine.Variant
	variantFromURL bool                          // defaultVariant came from the page's URL
	store          app.Slot                      // where the game in progress is saved
	slot           func(engine.Variant) app.Slot // each variant's app.Slot; nil: store for all
	last           app.Slot                      // the variant played last

	// turn is the computer's turn (the round layer's): the screen's
	// context once mounted, the opponent's search, and whether the
	// computer could not start (app.ComputerFailed says so, with Try
	// again). Every change of the game (changed) cancels the search and
	// drops its answer.
	turn     round.Turn
	opponent Opponent
	// GameClocks are the game's clocks (nil for none) and the time
	// control of new games (the page's clock=, then the one chosen last).
	round.GameClocks
	opponentLabel string // the opponent's menu label, saved with the game
	opponentColor engine.Color

	// Defaults of a first visit's game (the page's ai= and side=).
	defaultAI   string       // OpponentChoice.Key; "" for two players
	defaultSide engine.Color // the player's colour against the computer

	assist assistance    // hint, threats and resigning (assist.go)
	review review.Review // the review of the game with the engine (review.go)
	// lineOver reports whether the game's line ends in a result: the game
	// is finished, whatever position the board shows.
	lineOver bool
	// inReview is set while the player reviews a finished game (the result
	// banner's Review, the move list, the step buttons): the board shows an
	// earlier position read-only, and nothing may change the game (no move,
	// no resignation, no hint; Undo and Redo step one move). Undo pressed
	// at the end of a finished game takes moves back instead, to play on.
	inReview bool
	link     linkState    // play by link: where the game came from, Share (sharebox.go)
	pic      pictureState // the picture box's choices (picturebox.go)

	p        *i18n.Printer // the language of every word shown
	announce string        // what the last turn did, for screen readers
	said     string        // the answer to the line typed in the move field (typed.go)
	gameID   int           // bumped when a game replaces another (new, import, restore)
	rev      int
}

// assistance is what helps the player beyond the rules: the advisor and
// its hint, the threats display and the resign confirmation.
type assistance struct {
	advisor    Advisor
	hinting    bool               // the advisor is thinking
	cancelHint context.CancelFunc // cancels the advisor; nil when none
	hint       *hintInfo          // the hint shown, nil for none

	showThreats bool     // mark the spaces where a loop or line would be completed
	prefs       app.Slot // the threats setting, kept across reloads

	dashedRed  bool     // red tracks carry a dashed line (board.TracksKey)
	trackPrefs app.Slot // that setting, kept across reloads

	confirmResign bool // the resign button asks for confirmation
}

// keepSwitch keeps a player's on/off setting in slot (nil: not kept) as
// onWord or offWord, the words its stored form has always used.
func keepSwitch(slot app.Slot, on bool, onWord, offWord string) {
	if slot == nil {
		return
	}
	if on {
		slot.Save(onWord)
	} else {
		slot.Save(offWord)
	}
}

// switchOn reports whether slot keeps a setting on: it holds onWord; off
// otherwise.
func switchOn(slot app.Slot, onWord string) bool {
	v, ok := slot.Load()
	return ok && v == onWord
}

// hintInfo is the advisor's suggestion for the position on the board.
type hintInfo struct {
	Name    string             // the move in official notation, e.g. "B3/"
	Turn    []engine.Placement // the chosen tile, then its forced tiles
	Reasons []ai.Reason        // why, e.g. it stops a loop threat at B3
	// ReviewTurn, when not 0, makes this the better move of that marked
	// turn of the review (review.go), said in #review-text instead.
	ReviewTurn int
}

// linkState is what the controller knows of links: the link the game
// came from, the game a link offers in place of the one in progress, and
// the last link made by Share.
type linkState struct {
	code     string       // the page's link= ("" for none)
	analysis bool         // the game is a position opened for study: never saved
	pending  *engine.Game // a shared game that would replace the game in progress: asked first
	// pendingVsComputer: the pending game continues the game in progress
	// against the computer, and would make it a game for two players.
	pendingVsComputer bool
	shared            string // the last link made by Share, shown to copy by hand
	// sharedPosition: that link is to a position to study, not a game to
	// play on.
	sharedPosition bool
}

// pictureState is what the controller keeps of the picture box.
type pictureState struct {
	// bare leaves out the coordinates (they are shown by default).
	bare bool
	// print: Print position was asked for; the page holds the
	// position's print until the game changes, so that printing again
	// (the browser's own Print too) prints that position, and the page
	// does not draw it again at every turn.
	print bool
}

// opponentKey returns the Key of the game's opponent ("" for two
// players on this device).
func (c *controller) opponentKey() string {
	if c.opponent == nil {
		return ""
	}
	for _, oc := range opponentChoices {
		if oc.Label == c.opponentLabel {
			return oc.Key
		}
	}
	return ""
}

// newController returns a controller with a fresh game of variant v.
func newController(v engine.Variant, s app.Slot) *controller {
	if s == nil {
		s = &app.MemorySlot{}
	}
	c := &controller{defaultVariant: v, store: s, sel: board.NoSelection(),
		defaultAI: "club", defaultSide: engine.White, assist: assistance{advisor: advisor, prefs: &app.MemorySlot{}},
		review: review.Review{Reviewer: reviewer},
		p:      i18n.For(i18n.English)}
	c.WireClocks(c.save, func() { c.changed(); c.refresh() }, c.askOpponent)
	c.setGame(newGame(v))
	return c
}

// restore loads the saved game, if any. Without one (a first visit) the
// game is against the default opponent (defaultAI, defaultSide).
// Unreadable or old data gives a message and a fresh game.
func (c *controller) restore() {
	data, ok := c.store.Load()
	if !ok || data == "" {
		c.defaultOpponent()
		return
	}
	g, saved, err := decodeSaved(data)
	var k *clock.Clock
	if err == nil {
		k, err = clock.Restore(saved.Clock, clockSeats, round.ClockNow)
		if err != nil {
			err = errSavedUnreadable
		}
	}
	if err != nil {
		app.KeepAside(c.store, data, app.AsideGame) // before the new game is saved over it
		c.message = c.p.T(savedErrorKey(err)) + " " + c.p.T("trax.msg.new-game-started")
		c.setClock(clock.Control{})
		c.setGame(newGame(c.defaultVariant))
		c.defaultOpponent()
		c.save()
		return
	}
	c.Clocks = k
	c.setGame(g)
	c.inReview = c.reviewing() // a finished game saved while reviewed is still reviewed
	c.refresh()
	c.showResult = c.over()
	c.opponent, c.opponentLabel = nil, ""
	for _, oc := range opponentChoices {
		if oc.Label == saved.Opponent && saved.Opponent != "" {
			c.opponentColor = engine.White
			if saved.OpponentColor == "red" {
				c.opponentColor = engine.Red
			}
			c.opponent, c.opponentLabel = oc.New(g.Variant()), oc.Label
		}
	}
}

// defaultOpponent sets the opponent of a new game on a first visit: the
// registered opponent whose Key is defaultAI, playing against
// defaultSide; two players when there is none. The opponent is asked for
// its move once the screen is mounted.
func (c *controller) defaultOpponent() {
	c.opponent, c.opponentLabel = nil, ""
	if oc, ok := findOpponent(c.defaultAI); ok && c.defaultAI != "" {
		c.opponent, c.opponentLabel = oc.New(c.game.Variant()), oc.Label
		c.opponentColor = c.defaultSide.Other()
	}
	c.rev++
}

// setPageOpponent applies the page's ai= and side= parameters: ai is "0"
// (two players) or an opponent's Key such as "club"; side is the player's
// colour, "white" or "red". Unknown values are ignored.
//
// It returns what it could not honour, in words, for the page's notice.
func (c *controller) setPageOpponent(ai, side string) (notices []string) {
	switch {
	case ai == "0" || ai == "none":
		c.defaultAI = ""
	case ai != "":
		if _, ok := findOpponent(ai); ok {
			c.defaultAI = ai
		} else {
			notices = append(notices, c.p.T("trax.notice.bad-ai", "value", app.Echo(ai), "opponent", opponentName(c.p, c.defaultOpponentKey())))
		}
	}
	switch side {
	case "":
	case "white":
		c.defaultSide = engine.White
	case "red":
		c.defaultSide = engine.Red
	default:
		notices = append(notices, c.p.T("trax.notice.bad-side", "value", app.Echo(side), "player", board.ColorName(c.p, c.defaultSide)))
	}
	return notices
}

// defaultOpponentKey is the Key of a first visit's opponent, "" for two
// players (also when no computer is registered).
func (c *controller) defaultOpponentKey() string {
	if _, ok := findOpponent(c.defaultAI); ok {
		return c.defaultAI
	}
	return ""
}

// changed runs when the game changes in any way (a move, undo, review,
// new game, import, resignation): it cancels the searches under way (the
// opponent's and the hint's) through their contexts, drops their answers
// and removes the hint.
func (c *controller) changed() {
	c.turn.Changed()
	if c.assist.cancelHint != nil {
		c.assist.cancelHint()
		c.assist.cancelHint = nil
	}
	c.assist.hinting, c.assist.hint, c.assist.confirmResign = false, nil, false
	c.exportText = "" // a record copied earlier is no longer the game's
	c.link.shared = ""
	c.pic.print = false // the position asked for is no longer on the board
}

// setGame replaces the game and recomputes what the screen shows.
func (c *controller) setGame(g *engine.Game) {
	c.game = g
	c.inReview = false
	c.link.analysis, c.link.pending = false, nil
	c.gameID++
	c.changed()
	c.animate = false
	c.showResult = false
	c.refresh()
}

// refresh recomputes the legal moves, the frontier and the move list after
// the position changed, and drops a selection that is no longer a space.
func (c *controller) refresh() {
	c.history, _ = c.game.Line()
	c.lineOver = lineOutcome(c.game).Over() || c.Flagged()
	c.inReview = c.inReview && c.lineOver && c.reviewing()
	c.legal = c.legal[:0]
	switch {
	case c.inReview: // a finished game is only looked at
	case c.clockPaused(): // no one moves while the clocks are paused
	case !c.over():
		c.legal = c.game.LegalMoves(c.legal)
	}
	c.frontier = board.FrontierOf(c.legal)
	if c.review.Exists() && !c.review.Of(c.gameID, c.history) {
		// The line the review judged is no longer the game's (a new move,
		// a new game, an import); moving along it keeps the review.
		c.review.Drop()
	}
	sel, had := c.sel.At, c.sel.Active
	c.clearSelection()
	if had && c.isSpace(sel) {
		c.selectSpace(sel)
	}
	c.Clocks.Run(c.clockSeat())
	c.rev++
}

// lineOutcome returns the result at the end of g's line (the moves taken
// back included), leaving the board as it was.
func lineOutcome(g *engine.Game) engine.Outcome {
	n := g.Len()
	for g.Redo() {
	}
	o := g.Outcome()
	g.GoTo(n)
	return o
}

// position returns the position on the board.
func (c *controller) position() *engine.Position { return c.game.Position() }

// isSpace reports whether p is a frontier space (a legal place).
func (c *controller) isSpace(p engine.Point) bool { return board.IsSpace(c.frontier, p) }

// clearSelection closes the tile choices.
func (c *controller) clearSelection() {
	c.sel.Clear()
	c.rev++
}

// selectSpace opens the tile choices for space p: the legal moves there,
// each played on a copy of the position to show its forced tiles and
// result.
func (c *controller) selectSpace(p engine.Point) {
	if !c.isSpace(p) || c.waiting() {
		return
	}
	c.sel.Open(c.position(), c.legal, p, false)
	c.rev++
}

// waiting reports whether the opponent is to move, so the player may not.
// While the player reviews earlier moves the opponent waits, and the
// player may try moves for either side from there.
func (c *controller) waiting() bool {
	return c.opponent != nil && c.position().ToMove() == c.opponentColor &&
		!c.over() && !c.reviewing() && !c.clockPaused()
}

// play makes move m for the player to move.
func (c *controller) play(m engine.Move) {
	if c.Flagged() {
		return
	}
	mover := c.position().ToMove()
	if err := c.game.Play(m); err != nil {
		c.message = board.ErrorText(c.p, err)
		c.rev++
		return
	}
	c.Clocks.Moved(int(mover))
	c.afterTurn()
}

// playChoice plays choice i of the selected space.
func (c *controller) playChoice(i int) {
	if i < 0 || i >= len(c.sel.Choices) || c.waiting() || c.inReview {
		return
	}
	m := c.sel.Choices[i].Move
	c.clearSelection()
	c.play(m)
}

// afterTurn runs after a move was played: animation, result, saving and
// the opponent's answer.
func (c *controller) afterTurn() {
	c.message = ""
	c.announce = describeTurn(c.p, c.game)
	c.changed()
	c.refresh()
	c.animate = true
	c.showResult = c.over()
	if c.Flagged() { // the move came after the flag fell
		c.announce = c.resultText()
	}
	c.save()
	c.askOpponent()
}

// undo takes back the last turn (two against an opponent, so that it is
// the player's turn again). While a finished game is reviewed it steps
// one move back instead, changing nothing.
func (c *controller) undo() { c.travel(-1, c.game.Undo, c.game.CanUndo) }

// redo replays the last turn taken back, animated; while a finished game
// is reviewed it steps one move forward.
func (c *controller) redo() { c.travel(1, c.game.Redo, c.game.CanRedo) }

// travel moves one turn along the game's line in direction d (-1 back,
// 1 forward) with the game's step and can (Undo and CanUndo, or Redo
// and CanRedo).
func (c *controller) travel(d int, step, can func() bool) {
	if c.inReview || c.Flagged() {
		c.goTo(c.game.Len() + d)
		return
	}
	if !step() {
		return
	}
	if c.opponent != nil && c.position().ToMove() == c.opponentColor && can() {
		step()
	}
	c.afterHistory()
	c.animate = d > 0
}

// goTo shows the position after n moves (0 is the empty board). In a
// finished game a position before the end is reviewed read-only
// (inReview).
func (c *controller) goTo(n int) {
	n = max(0, min(n, len(c.history)))
	c.game.GoTo(n)
	c.inReview = c.lineOver && n < len(c.history)
	c.afterHistory()
}

// stopThinking stops the opponent's search and takes back the player's
// last move, so that the player may choose again. It does nothing when
// the opponent is not thinking or there is no move to take back.
func (c *controller) stopThinking() {
	if !c.turn.Thinking() || !c.game.CanUndo() {
		return
	}
	c.undo()
}

// afterHistory runs after undo, redo or goTo.
func (c *controller) afterHistory() {
	c.message = ""
	c.changed()
	c.refresh()
	c.animate = false
	c.showResult = c.over() && c.game.Len() == len(c.history)
	c.announce = c.shownText()
	c.save()
	c.askOpponent()
}

// shownText says, for screen readers, which position the board shows
// after a step through the game: the move shown while reviewing, and who
// is to move or the result there, e.g. "Showing move 4 of 8. White to
// move."
func (c *controller) shownText() string {
	s := c.p.T("trax.status.to-move", "player", board.ColorName(c.p, c.position().ToMove()))
	if c.over() && !c.reviewing() || c.game.Outcome().Over() {
		s = c.resultText()
	}
	if c.reviewing() {
		s = c.p.T("trax.moves.showing", "n", c.game.Len(), "total", len(c.history)) + ". " + s
	}
	return s
}

// newGameDefault is the variant the new-game form starts with: the one the
// page's URL asks for, else the current game's.
func (c *controller) newGameDefault() engine.Variant {
	if c.variantFromURL {
		return c.defaultVariant
	}
	return c.game.Variant()
}

// reviewing reports whether moves were taken back (the board shows an
// earlier position of the record).
func (c *controller) reviewing() bool { return c.game.Len() < len(c.history) }

// startGame starts a new game of variant v, against opp (nil for two
// players on this device; label is its menu label) playing colour oc, on
// the clocks of defaultClock.
func (c *controller) startGame(v engine.Variant, opp Opponent, label string, oc engine.Color) {
	c.opponent, c.opponentLabel, c.opponentColor = opp, label, oc
	c.newGame = false // before setGame, which starts the clock
	c.setClock(c.PageClock)
	c.setGame(newGame(v))
	c.message = ""
	c.save()
	c.askOpponent()
}

// importRecord loads a game record in official notation under the
// current game's variant. A bad record leaves the current game and says
// which token was wrong and why.
func (c *controller) importRecord(text string) {
	g, err := engine.LoadRecord(c.game.Variant(), text)
	if err != nil {
		c.message = describeImportError(c.p, err) + " " + c.p.T("trax.msg.game-kept")
		c.rev++
		return
	}
	if g.Len() == 0 && !g.Outcome().Over() {
		c.message = c.p.T("trax.msg.record-empty") + " " + c.p.T("trax.msg.game-kept")
		c.rev++
		return
	}
	c.opponent, c.opponentLabel = nil, ""
	c.setClock(clock.Control{})
	c.setGame(g)
	c.showResult = g.Outcome().Over()
	c.message = c.p.N("trax.msg.loaded", g.Len())
	c.save()
}

// describeImportError turns a record error into a sentence naming the
// move, the token and the reason.
func describeImportError(p *i18n.Printer, err error) string {
	var ne *engine.NotationError
	if errors.As(err, &ne) && ne.Token != "" {
		return p.T("trax.msg.bad-record-at", "move", ne.Turn, "token", app.Echo(ne.Token), "reason", board.ErrorText(p, err))
	}
	return p.T("trax.msg.bad-record", "reason", board.ErrorText(p, err))
}

// exportRecord fills the export text with the current record (up to the
// move on the board while reviewing), says so, and returns it.
func (c *controller) exportRecord() string {
	_, rec := c.game.Line()
	if c.reviewing() {
		rec = c.game.Record()
	}
	c.exportText = rec
	c.message = c.p.T("trax.record.copied")
	if rec == "" {
		c.message = c.p.T("trax.record.nothing")
	}
	c.rev++
	return rec
}

// closeResult closes the result banner; the game stays over.
func (c *controller) closeResult() {
	c.showResult = false
	c.rev++
}

// setImportText keeps what the player types in the record box.
func (c *controller) setImportText(s string) { c.importText = s }

// openNewGame opens (or closes) the new-game form. The computer waits
// while it is open, as in every game: its search is cancelled, and asked
// again when the form is cancelled.
func (c *controller) openNewGame(open bool) {
	if open {
		c.act()
		if c.turn.Thinking() { // else a hint being looked for would lose its answer
			c.turn.Changed()
		}
	}
	c.newGame = open
	c.Clocks.Run(c.clockSeat()) // no clock runs under the dialog
	c.askOpponent()
	c.rev++
}

// save stores the game in progress.
func (c *controller) save() {
	if c.link.analysis {
		return // a position opened for study replaces no saved game
	}
	st := c.store
	if c.slot != nil {
		st = c.slot(c.game.Variant())
		if c.last != nil {
			c.last.Save(c.game.Variant().Name)
		}
	}
	if st == nil {
		return
	}
	if _, err := app.Put(st, encodeSaved(c.game, c.opponentLabel, c.opponentColor, c.Clocks.State())); errors.Is(err, app.ErrChangedElsewhere) {
		c.adopt(st) // another tab saved a newer game: never write over it
	}
}

// saveSlot returns the slot the game on the board is saved in.
func (c *controller) saveSlot() app.Slot {
	if c.slot != nil {
		return c.slot(c.game.Variant())
	}
	return c.store
}

// follow shows the game another tab saved, when key (from the window's
// storage event; "" when storage was cleared) is the key of the game on
// the board and its save is not the one this tab knows.
func (c *controller) follow(key string) {
	if st := c.saveSlot(); !c.link.analysis && app.ChangedElsewhere(st, key) {
		c.adopt(st)
	}
}

// adopt replaces the game on the board with the one saved in st by
// another tab, and says so (the shell's notice).
func (c *controller) adopt(st app.Slot) {
	c.store = st
	c.changed()
	c.restore()
	if s, ok := st.(*app.SavedSlot); ok {
		s.Followed()
	}
	c.sel = board.NoSelection()
	c.rev++
	c.askOpponent()
}

// newGame starts a game of variant v; in Tur-TRAX with a fresh seed for
// its die, kept with the game so that it replays exactly.
func newGame(v engine.Variant) *engine.Game {
	if v.Luck != engine.NoLuck {
		return engine.NewSeededGame(v, rand.Uint64())
	}
	return engine.NewGame(v)
}

// gameCopy returns a copy of the game as far as the board shows it, for
// a search off the UI goroutine: its record and luck seed make the same
// position, and in Tur-TRAX the same roll.
func (c *controller) gameCopy() *engine.Game {
	g, err := engine.LoadSeededRecord(c.game.Variant(), c.game.Seed(), c.game.Record())
	if err != nil { // the game's own record always loads
		return engine.NewSeededGame(c.game.Variant(), c.game.Seed())
	}
	return g
}

// onRetryComputer asks the computer again after it could not start.
func (c *controller) onRetryComputer(ctx goapp.Context, e goapp.Event) {
	c.turn.Retry()
	c.rev++
	c.askOpponent()
}

// askOpponent asks the opponent for a move when it is its turn and the
// new-game form is closed, on its own copy of the game. The answer is played on the UI goroutine unless
// the game changed meanwhile (undo, new game, import): round.Ask drops
// it. It runs on the screen's context, which stays mounted, never on that
// of the button that was pressed.
func (c *controller) askOpponent() {
	if !c.waiting() || c.newGame {
		return
	}
	opp, game := c.opponent, c.gameCopy()
	budget := c.Clocks.MoveTime(int(c.opponentColor))
	think := func(ctx context.Context) (engine.Move, error) {
		return opp.Move(clock.WithMoveTime(ctx, budget), game)
	}
	if round.Ask(&c.turn, think, c.opponentAnswered) {
		c.rev++
	}
}

// opponentAnswered plays the opponent's move, or says why there is none.
func (c *controller) opponentAnswered(m engine.Move, err error) {
	if err != nil {
		c.message = c.p.T("trax.msg.computer-failed", "error", board.ErrorText(c.p, err))
		c.rev++
		return
	}
	c.play(m)
}

// act clears the message line as the player does something new: a
// message says what the last action did (Link copied, Record copied…)
// and must not stay to describe a later one.
func (c *controller) act() {
	if c.message != "" {
		c.message = ""
		c.rev++
	}
}

// say shows msg on the message line.
func (c *controller) say(msg string) {
	c.message = strings.TrimSpace(msg)
	c.rev++
}

// setPrinter makes the screen speak p's language.
func (c *controller) setPrinter(p *i18n.Printer) {
	c.p = p
	c.rev++
}

// What the controller itself asks of the game's end and its clocks
// (clock.go has what the round layer and the screen ask).

// clockSeats is the number of Trax's clocks.
const clockSeats = 2

// over reports whether the game is over: on the board, by a claim, or
// on time.
func (c *controller) over() bool { return c.game.Outcome().Over() || c.Flagged() }

// clockPaused reports whether the players paused the clocks: no one
// moves, the computer does not think.
func (c *controller) clockPaused() bool { return c.Clocks.Paused() }

// clockSeat returns the seat whose clock must run: the colour to move
// while the game goes on; -1 when it is over, studied from a link, or
// under the New game dialog.
func (c *controller) clockSeat() int {
	if c.over() || c.link.analysis || c.inReview || c.newGame {
		return -1
	}
	return int(c.position().ToMove())
}

// setClock puts clocks of control ctl on the game (none when ctl is
// zero), none running yet.
func (c *controller) setClock(ctl clock.Control) {
	c.Clocks = nil
	if ctl.On() {
		c.StartClocks(ctl, clockSeats)
	}
}

// resultText says how the game ended: on time, else the engine's result.
func (c *controller) resultText() string {
	if seat, ok := c.Clocks.Flagged(); ok {
		loser := engine.Color(seat)
		return c.p.T("trax.result.time", "loser", board.ColorName(c.p, loser), "player", board.ColorName(c.p, loser.Other()))
	}
	return board.ResultText(c.p, c.game.Outcome())
}
