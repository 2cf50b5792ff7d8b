package traxit

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round"
	"traxapp/app/round/clock"
	engine "traxapp/engine/traxit"
)

// controller holds the game in progress and everything the screen shows
// about it: who plays each seat, what the person to act has picked so
// far, the review, the banners. Components read it and call its methods;
// every change bumps rev so that they render again. It decides no rule:
// the engine (traxapp/engine/traxit) does. It is plain Go, tested natively.
type controller struct {
	game     *engine.Game
	seats    round.Seats // per seat: Person or a computer level
	redoLine []string    // the actions taken back, the next to redo first
	setup    Setup       // the setup of the game, for "play again"
	form     Setup       // the new-game form's choices while it is open
	store    round.Saving

	// What the person to act has picked so far.
	placeFirst engine.Cell // the first pawn of a placement, NoCell if none
	cardPick   int         // the card the chooser looks at, -1 if none
	pawnPick   engine.Cell // the pawn to move or relocate, NoCell if none

	review     int  // actions shown while reviewing the game; -1 when not
	setsSeen   int  // sets whose scores were shown already
	showSets   bool // the banner of the set just scored is open
	showResult bool // the final scores are open
	newGame    bool // the new-game form is open
	handsOpen  bool // everyone's cards are unfolded (only then drawn)
	animate    bool // the last change was an action: animate it
	// traxitNote is the number of actions up to the last TRAXIT while
	// the board shows it (its banner and the pawn's way down), 0 when
	// not: it stays until a person acts or closes it.
	traxitNote int
	message    string
	announce   string // what the last action did, for screen readers

	computer Computer
	// turn is the computer's: its search, cancelled by every change, and
	// whether it could not start (app.ComputerFailed, with Retry).
	turn round.Turn
	// GameClocks are the game's clocks (nil for none) and the time
	// control of new games (the page's clock=).
	round.GameClocks
	// formClock is the New game dialog's choice of time control.
	formClock round.ClockChoice

	p      *i18n.Printer
	gameID int // bumped when a game replaces another
	rev    int
}

// newController returns a controller with the default game: a person
// against the computer at medium level (two people when no computer is
// registered), saved in s.
func newController(s app.Slot, comp Computer) *controller {
	if s == nil {
		s = &app.MemorySlot{}
	}
	c := &controller{store: round.Saving{Slot: s}, computer: comp, p: i18n.For(i18n.English), review: -1, cardPick: -1,
		placeFirst: engine.NoCell, pawnPick: engine.NoCell}
	c.WireClocks(c.save, c.changed, c.askComputer)
	s0 := c.defaultSetup()
	g, _ := engine.NewGame(s0.options()) // the default options are valid
	c.setGame(g, s0.Seats, s0)
	return c
}

// defaultSetup is a first visit's game.
func (c *controller) defaultSetup() Setup {
	second := "medium"
	if c.computer == nil {
		second = Person
	}
	return Setup{Seats: []string{Person, second}}
}

// Restore loads the saved game, if any. A save that cannot be read gives
// a notice and a fresh game in its place.
func (c *controller) Restore() {
	data, ok := c.store.Load()
	if !ok {
		return
	}
	g, seats, redo, err := decodeSaved(data)
	var k *clock.Clock
	if err == nil {
		if k, err = clock.Restore(savedClock(data), len(seats), round.ClockNow); err != nil {
			err = round.ErrSavedUnreadable
		}
	}
	if err != nil {
		c.store.KeepAside(data) // before the new game is saved over it
		c.startGame(c.defaultSetup())
		c.message = savedNotices.Text(c.p, err) + " " + c.p.T("traxit.msg.new-game-started")
		return
	}
	o := g.Options()
	// A record keeps the short game as 3 sets of 3 rounds.
	short := o.Sets == 3 && o.RoundsPerSet == 3
	c.setGame(g, seats, Setup{Seats: seats, Teams: o.Teams, Short: short, TieBreak: o.TieBreak, Bonus: o.Bonus,
		StartSeat: o.StartSeat, EmptySide: o.EmptySide, Diagonal: o.Diagonal, Clock: k.Control()})
	c.Clocks = k
	c.redoLine = redo
	c.showResult = c.over()
	c.syncClock()
}

// setGame replaces the game and its seats.
func (c *controller) setGame(g *engine.Game, seats []string, s Setup) {
	c.game, c.seats, c.setup, c.redoLine = g, round.SeatsOf(seats), s, nil
	c.StartClocks(s.Clock, len(seats))
	c.gameID++
	c.review, c.showSets, c.showResult, c.animate = -1, false, false, false
	c.traxitNote = 0
	c.setsSeen = len(g.Position().SetScores())
	c.changed()
}

// startGame starts a new game of setup s. Options the engine refuses
// leave the current game and say why.
func (c *controller) startGame(s Setup) {
	if len(s.Seats) < 2 || len(s.Seats) > 4 {
		c.say(c.p.T("traxit.err.players"))
		return
	}
	for i, lv := range s.Seats {
		if !Levels.Known(lv) || c.computer == nil {
			s.Seats[i] = Person
		}
	}
	g, err := engine.NewGame(s.options())
	if err != nil {
		c.say(errorText(c.p, err))
		return
	}
	c.newGame = false // before setGame, which starts the clock
	c.setGame(g, s.Seats, s)
	c.message, c.announce = "", ""
	c.save()
	c.askComputer()
}

// playAgain starts a game with the same seats and options, the next seat
// starting (the rulebook's rotation of the start).
func (c *controller) playAgain() {
	s := c.setup
	s.Seats = c.seats.Levels()
	s.StartSeat, s.RandomStart = (c.game.Options().StartSeat+1)%len(s.Seats), false
	s.Seed = rand.Uint64()
	c.startGame(s)
}

// changed runs after any change of the game: it drops what was picked,
// cancels the computer's search and drops its answer.
func (c *controller) changed() {
	c.turn.Changed()
	c.placeFirst, c.cardPick, c.pawnPick = engine.NoCell, -1, engine.NoCell
	c.syncClock()
	c.rev++
}

// position returns the position the board shows: the game's, or an
// earlier one while reviewing.
func (c *controller) position() *engine.Position {
	if c.review >= 0 && c.review < c.game.Len() {
		return c.game.PositionAt(c.review)
	}
	return c.game.Position()
}

// reviewing reports whether the board shows an earlier position.
func (c *controller) reviewing() bool { return c.review >= 0 && c.review < c.game.Len() }

// seatLevel returns who plays seat: Person, or a computer level (only
// when a computer is registered).
func (c *controller) seatLevel(seat int) string {
	if c.computer == nil {
		return Person
	}
	return c.seats.Level(seat)
}

// people counts the seats played by persons.
func (c *controller) people() int {
	n := 0
	for s := range c.seats {
		if c.seatLevel(s) == Person {
			n++
		}
	}
	return n
}

// paused reports whether play waits for the players to look: a banner,
// the new-game form or a review is open.
func (c *controller) paused() bool {
	return c.showSets || c.newGame || c.reviewing() || c.Clocks.Paused()
}

// personToAct reports whether a person on this device must act now.
func (c *controller) personToAct() bool {
	g := c.game
	return !c.over() && !c.paused() && c.seatLevel(g.ToMove()) == Person
}

// waiting reports whether the computer must act now.
func (c *controller) waiting() bool {
	g := c.game
	return !c.over() && !c.paused() && c.seatLevel(g.ToMove()) != Person
}

// apply plays a for the seat to act.
func (c *controller) apply(a engine.Action) {
	if err := c.game.Apply(a); err != nil {
		c.say(errorText(c.p, err))
		return
	}
	c.traxitNote = 0 // a person acted: they have seen the last TRAXIT
	c.afterAction()
}

// afterAction runs after any action was played: the announcement, a set
// or the game scored, saving, and the computer's turn.
func (c *controller) afterAction() {
	// The engine keeps its redo history when the action is the next one
	// taken back, and drops it otherwise: so does redo.
	if n := c.game.Len(); len(c.redoLine) > 0 && c.game.PositionAt(n-1).FormatAction(c.game.Actions()[n-1]) == c.redoLine[0] {
		c.redoLine = c.redoLine[1:]
	} else {
		c.redoLine = nil
	}
	c.message = ""
	c.announce = describeLast(c.p, c.game)
	c.Clocks.Moved(c.game.PositionAt(c.game.Len() - 1).ToMove())
	c.changed()
	c.animate = true
	// A TRAXIT is shown to the players who did not make it: all but a
	// lone person who sent the computer's pawn down.
	if n := c.game.Len(); c.game.Actions()[n-1].Kind == engine.Relocate &&
		(c.people() > 1 || c.seatLevel(c.game.PositionAt(n-1).ToMove()) != Person) {
		c.traxitNote = n
	}
	sets := len(c.game.Position().SetScores())
	switch {
	case c.game.Outcome().Over:
		c.showResult, c.setsSeen = true, sets
	case sets > c.setsSeen:
		c.showSets = true
	}
	if c.Flagged() { // the action came after the flag fell
		c.showSets, c.showResult = false, true
		c.announce = timeResultText(c)
	}
	c.syncClock()
	c.save()
	c.askComputer()
}

// tapCell is a tap on board cell at: it places, picks a pawn, moves or
// relocates, as the phase asks of the person to act.
func (c *controller) tapCell(at engine.Cell) {
	if !c.personToAct() || !at.OnBoard() {
		return
	}
	pos := c.game.Position()
	switch pos.Phase() {
	case engine.PhasePlace:
		c.tapPlace(pos, at)
	case engine.PhaseMove:
		c.tapMove(pos, at)
	case engine.PhaseTraxit:
		c.tapRelocate(pos, at)
	}
}

// tapPlace picks the first start cell, then places both pawns.
func (c *controller) tapPlace(pos *engine.Position, at engine.Cell) {
	if !engine.IsStartCell(pos.Side(pos.ToMove()), at) {
		c.say(c.p.T("traxit.err.not-start-cell"))
		return
	}
	switch c.placeFirst {
	case engine.NoCell:
		c.placeFirst = at
		c.message = ""
		c.announce = c.p.T("traxit.place.first", "cell", at.String())
		c.rev++
	case at:
		c.placeFirst = engine.NoCell
		c.rev++
	default:
		c.apply(engine.PlaceAction(c.placeFirst, at))
	}
}

// tapMove picks one of the mover's pawns, or moves the picked pawn (or
// the only pawn that can go there) to a destination.
func (c *controller) tapMove(pos *engine.Position, at engine.Cell) {
	mover, card := pos.Mover(), pos.PendingCard()
	if sq := pos.Square(at); sq.Seat == mover {
		c.announce = ""
		if c.pawnPick == at {
			c.pawnPick = engine.NoCell
		} else {
			c.pawnPick = at
			c.announce = c.pawnPicked(pos, at)
		}
		c.message = ""
		c.rev++
		return
	}
	from := c.pawnPick
	if from == engine.NoCell {
		var froms []engine.Cell
		for _, r := range pos.Routes(mover, card) {
			if r.To == at {
				froms = append(froms, r.From)
			}
		}
		if len(froms) != 1 {
			c.say(c.p.T("traxit.msg.pick-pawn"))
			return
		}
		from = froms[0]
	}
	if !slices.Contains(pos.Destinations(from, card, nil), at) {
		c.say(c.p.T("traxit.err.no-route"))
		return
	}
	c.apply(engine.MoveAction(from, at))
}

// tapRelocate picks one of the mover's pawns, then sends it to an empty
// level-1 cell (TRAXIT, decided by the chooser).
func (c *controller) tapRelocate(pos *engine.Position, at engine.Cell) {
	if sq := pos.Square(at); sq.Seat == pos.Mover() && c.pawnPick != at {
		c.pawnPick = at
		c.message = ""
		c.rev++
		return
	}
	if c.pawnPick == engine.NoCell {
		c.say(c.p.T("traxit.msg.pick-victim"))
		return
	}
	c.apply(engine.RelocateAction(c.pawnPick, at))
}

// stayOnLevelOne leaves the picked pawn where it is, when it already
// stands on level 1 (a TRAXIT that moves nothing).
func (c *controller) stayOnLevelOne() {
	if c.personToAct() && c.game.Phase() == engine.PhaseTraxit && c.pawnPick.Level() == 1 {
		c.apply(engine.RelocateAction(c.pawnPick, c.pawnPick))
	}
}

// pickCard shows what card k would let the mover do (a second tap puts
// it back).
func (c *controller) pickCard(k int) {
	pos := c.game.Position()
	if !c.personToAct() || pos.Phase() != engine.PhaseChoose || !slices.Contains(pos.Hand(pos.Mover()), k) {
		return
	}
	c.announce = ""
	if c.cardPick == k {
		c.cardPick = -1
	} else {
		c.cardPick = k
		c.announce = c.cardPicked(pos, k)
	}
	c.message = ""
	c.rev++
}

// pawnPicked says, for a screen reader, the mover's pawn at just picked
// and the cells the card to move with takes it to.
func (c *controller) pawnPicked(pos *engine.Position, at engine.Cell) string {
	pawn := c.p.T("traxit.pawn.label", "player", seatName(c.p, pos.Mover()), "cell", at.String())
	dests := pos.Destinations(at, pos.PendingCard(), nil)
	if len(dests) == 0 {
		return c.p.T("traxit.pawn.picked-none", "pawn", pawn)
	}
	names := make([]string, len(dests))
	for i, d := range dests {
		names[i] = d.String()
	}
	slices.Sort(names)
	return c.p.T("traxit.pawn.picked", "pawn", pawn, "cells", strings.Join(names, ", "))
}

// cardPicked says, for a screen reader, the card k just picked by its
// steps and the cells it would take the mover to.
func (c *controller) cardPicked(pos *engine.Position, k int) string {
	card := c.p.T("traxit.card.label", "card", cardName(pos, k), "steps", cardSteps(c.p, pos.Cards(), k))
	mover := seatName(c.p, pos.Mover())
	targets, _ := c.targets()
	if len(targets) == 0 {
		return c.p.T("traxit.card.picked-none", "card", card, "mover", mover)
	}
	names := make([]string, len(targets))
	for i, t := range targets {
		names[i] = t.String()
	}
	slices.Sort(names)
	return c.p.T("traxit.card.picked", "card", card, "mover", mover, "cells", strings.Join(names, ", "))
}

// giveCard gives the mover the card picked.
func (c *controller) giveCard() {
	if c.cardPick < 0 || !c.personToAct() || c.game.Phase() != engine.PhaseChoose {
		return
	}
	c.apply(engine.ChooseAction(c.cardPick))
}

// targets returns the cells the board highlights for the person to act:
// start cells while placing, the picked card's or pawn's destinations,
// the empty level-1 cells of a TRAXIT. playable tells whether a tap on
// them acts (a card's preview only shows).
func (c *controller) targets() (cells []engine.Cell, playable bool) {
	if !c.personToAct() {
		return nil, false
	}
	pos := c.game.Position()
	switch pos.Phase() {
	case engine.PhasePlace:
		for _, s := range engine.StartCells(pos.Side(pos.ToMove())) {
			if s != c.placeFirst {
				cells = append(cells, s)
			}
		}
		return cells, true
	case engine.PhaseChoose:
		if c.cardPick < 0 {
			return nil, false
		}
		for _, r := range pos.Routes(pos.Mover(), c.cardPick) {
			if !slices.Contains(cells, r.To) {
				cells = append(cells, r.To)
			}
		}
		return cells, false
	case engine.PhaseMove:
		for _, r := range pos.Routes(pos.Mover(), pos.PendingCard()) {
			if (c.pawnPick == engine.NoCell || r.From == c.pawnPick) && !slices.Contains(cells, r.To) {
				cells = append(cells, r.To)
			}
		}
		return cells, true
	case engine.PhaseTraxit:
		if c.pawnPick == engine.NoCell {
			return nil, false
		}
		for r := range int8(engine.Size) {
			for col := range int8(engine.Size) {
				at := engine.Cell{R: r, C: col}
				if at.Level() == 1 && pos.Square(at).Seat < 0 && !pos.Square(at).Obstacle {
					cells = append(cells, at)
				}
			}
		}
		return cells, true
	}
	return nil, false
}

// routes returns the routes the board draws, each from the pawn's cell to
// its destination: while the chooser looks at a card, the mover's routes
// with it; while the mover moves, those of the pending card (of the picked
// pawn only, once picked). A destination reached two ways shows both.
func (c *controller) routes() [][]engine.Cell {
	if !c.personToAct() {
		return nil
	}
	pos := c.game.Position()
	switch {
	case pos.Phase() == engine.PhaseChoose && c.cardPick >= 0:
		return freeRoutes(pos, pos.Mover(), c.cardPick, engine.NoCell)
	case pos.Phase() == engine.PhaseMove:
		return freeRoutes(pos, pos.Mover(), pos.PendingCard(), c.pawnPick)
	}
	return nil
}

// freeRoutes returns every free route of card k for seat's pawns (only
// the pawn on from unless from is NoCell), the start cell first. The
// engine decides which moves are legal (Routes); this walks the card's
// orientations only to draw each legal move's routes, both when there are
// two.
func freeRoutes(pos *engine.Position, seat, k int, from engine.Cell) [][]engine.Cell {
	legal := pos.Routes(seat, k)
	var out [][]engine.Cell
	for _, pawn := range pos.Pawns(seat) {
		if !pawn.OnBoard() || from != engine.NoCell && pawn != from {
			continue
		}
	orientations:
		for _, offsets := range pos.Cards().Orientations(k) {
			path := []engine.Cell{pawn}
			at := pawn
			for _, d := range offsets {
				at = engine.Cell{R: pawn.R + d.DR, C: pawn.C + d.DC}
				if sq := pos.Square(at); !at.OnBoard() || sq.Obstacle || sq.Seat >= 0 {
					continue orientations
				}
				path = append(path, at)
			}
			if !slices.ContainsFunc(legal, func(r engine.Route) bool { return r.From == pawn && r.To == at }) {
				continue
			}
			if !slices.ContainsFunc(out, func(p []engine.Cell) bool { return slices.Equal(p, path) }) {
				out = append(out, path)
			}
		}
	}
	return out
}

// undo takes back the last decision of a person: every computer action
// after it too, so that the person may decide again. It does nothing
// while the game is reviewed: a review never changes the game.
func (c *controller) undo() {
	if !c.game.CanUndo() || c.people() == 0 || c.reviewing() || c.Flagged() {
		return
	}
	c.takeBack()
	for c.game.CanUndo() && c.seatLevel(c.game.ToMove()) != Person {
		c.takeBack()
	}
	c.afterHistory()
}

// takeBack takes back the game's last action and keeps it for redo.
func (c *controller) takeBack() {
	n := c.game.Len()
	token := c.game.PositionAt(n - 1).FormatAction(c.game.Actions()[n-1])
	if c.game.Undo() {
		c.redoLine = append([]string{token}, c.redoLine...)
	}
}

// redo replays what undo took back, up to the next decision of a person;
// not while the game is reviewed.
func (c *controller) redo() {
	if c.reviewing() || c.Flagged() || !c.replay() {
		return
	}
	for c.game.CanRedo() && c.seatLevel(c.game.ToMove()) != Person && c.replay() {
	}
	c.afterHistory()
}

// replay redoes the next action taken back.
func (c *controller) replay() bool {
	if !c.game.Redo() {
		return false
	}
	if len(c.redoLine) > 0 {
		c.redoLine = c.redoLine[1:]
	}
	return true
}

// afterHistory runs after undo or redo.
func (c *controller) afterHistory() {
	c.message, c.announce = "", ""
	c.review, c.showSets, c.animate = -1, false, false
	c.traxitNote = 0
	c.showResult = c.over()
	c.setsSeen = len(c.game.Position().SetScores())
	c.changed()
	c.save()
	c.askComputer()
}

// reviewAt shows the position after the first n actions; n at the end
// of the game (or beyond) ends the review.
func (c *controller) reviewAt(n int) {
	if n < 0 || n >= c.game.Len() {
		n = -1
	}
	c.review = n
	c.showResult = false
	c.changed()
	c.askComputer()
}

// traxitShown returns the last TRAXIT while the board shows it: the
// action and the position it was played in.
func (c *controller) traxitShown() (engine.Action, *engine.Position, bool) {
	n := c.traxitNote
	if n <= 0 || n > c.game.Len() || c.reviewing() {
		return engine.Action{}, nil, false
	}
	return c.game.Actions()[n-1], c.game.PositionAt(n - 1), true
}

// closeTraxitNote closes the banner of the last TRAXIT.
func (c *controller) closeTraxitNote() {
	c.traxitNote = 0
	c.rev++
}

// closeSets closes the banner of the set just scored; play goes on.
func (c *controller) closeSets() {
	c.showSets = false
	c.setsSeen = len(c.game.Position().SetScores())
	c.syncClock()
	c.rev++
	c.askComputer()
}

// closeResult closes the final scores; the game stays over.
func (c *controller) closeResult() {
	c.showResult = false
	c.rev++
}

// openNewGame opens (or closes) the new-game form; the computer waits
// while it is open.
func (c *controller) openNewGame(open bool) {
	c.newGame = open
	c.changed()
	c.askComputer()
}

// save stores the game in progress.
func (c *controller) save() {
	c.store.Save(encodeSaved(c.game, c.seats.Levels(), c.redoLine, c.Clocks.State()), c.adopt)
}

// Follow shows the game another tab saved, when key (from the window's
// storage event; "" when storage was cleared) is the game's and its save
// is not the one this tab knows.
func (c *controller) Follow(key string) { c.store.Follow(key, c.adopt) }

// adopt replaces the game on the board with the one another tab saved,
// and says so (the shell's notice).
func (c *controller) adopt() {
	c.changed()
	c.message, c.announce, c.newGame = "", "", false
	c.Restore()
	c.store.Adopted()
	c.changed()
	c.askComputer()
}

// say shows msg on the message line.
func (c *controller) say(msg string) {
	c.message = msg
	c.rev++
}

// SetPrinter makes the screen speak p's language.
func (c *controller) SetPrinter(p *i18n.Printer) {
	c.p = p
	c.rev++
}

// onRetryComputer asks the computer again after it failed.
func (c *controller) onRetryComputer(ctx goapp.Context, e goapp.Event) {
	c.turn.Retry()
	c.rev++
	c.askComputer()
}

// askComputer asks the computer for its action when a computer seat must
// act. The answer is played on the UI goroutine unless the game changed
// meanwhile (undo, new game, review): round.Ask drops it.
func (c *controller) askComputer() {
	if c.computer == nil || !c.waiting() {
		return
	}
	record, level, comp := c.game.Record(), c.seatLevel(c.game.ToMove()), c.computer
	budget := c.Clocks.MoveTime(c.game.ToMove())
	think := func(ctx context.Context) (string, error) { return comp(clock.WithMoveTime(ctx, budget), record, level) }
	if round.Ask(&c.turn, think, c.computerAnswered) {
		c.rev++
	}
}

// computerAnswered plays the computer's action, or says why it cannot.
func (c *controller) computerAnswered(action string, err error) {
	c.rev++
	if err == nil {
		err = c.game.Play(action)
	}
	if err != nil {
		c.say(c.p.T("traxit.msg.computer-failed", "error", errorText(c.p, err)))
		return
	}
	c.afterAction()
}

// thinking reports whether the computer is thinking.
func (c *controller) thinking() bool { return c.turn.Thinking() }

// Mount gives the controller the screen's context and lets the computer
// act if it is its turn (round.Controller).
func (c *controller) Mount(ui round.Runner) {
	c.turn.Mount(ui)
	c.askComputer()
}

// Dismount stops the computer's search; the game stays.
func (c *controller) Dismount() {
	c.changed()
	c.turn.Dismount()
}

// Printer is the language the screen speaks.
func (c *controller) Printer() *i18n.Printer { return c.p }
