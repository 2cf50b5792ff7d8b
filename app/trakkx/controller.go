package trakkx

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round"
	"traxapp/app/round/clock"
	engine "traxapp/engine/trakkx"
)

// Computer decides the action of the seat to move in a game record at a
// level ("easy", "medium", "hard") and returns it in the engine's record
// notation ("P2 take R5a"). The browser asks the AI worker
// (computer_wasm.go); tests pass engine/trakkx/ai.Think.
type Computer func(ctx context.Context, record, level string) (string, error)

// computer is the computer player the page uses; nil where none is
// registered (the server's prerendering), and then computer seats wait.
var computer Computer

// RegisterComputer makes c play the computer seats. Call it before the
// screen is shown (computer_wasm.go does, from init).
func RegisterComputer(c Computer) { computer = c }

// seat is one player at the table: a person on this device (Level "")
// or the computer at a level; an empty Name gives "Player n" in the
// page's language.
type seat = round.Seat

// levels are the computer's levels, weakest first.
var levels = round.Levels{"easy", "medium", "hard"}

// pick is the token the player has picked up and will put down with the
// next tap: from the hand, or from a cell of the table.
type pick struct {
	active   bool
	fromHand bool
	token    engine.TokenID
	at       engine.Pos // the cell, when picked from the table
}

// controller holds the match in progress and everything the screen shows
// about it: the turn being arranged, the SWAP choice being made, who sees
// the device. Components read it and call its methods; it decides no
// rule, the engine (traxapp/engine/trakkx) does, and the table's problems
// come from the engine's validator (View.CheckLayDown).
type controller struct {
	game  *engine.Game
	seats round.Seats
	match match

	// The turn being arranged by the seat shown.
	work     engine.Table // the table as the player has arranged it
	picked   pick
	problems []engine.Problem // the engine's verdict on work, live
	giving   []engine.TokenID // the SWAP choice being made

	// cursor is the table's one tab stop (the grid's roving tabindex):
	// the cell last focused, moved by the arrow keys; hasCursor is false
	// until a cell was focused.
	cursor    engine.Pos
	hasCursor bool

	sortByValue bool // the hand sorted by value (else by colour)
	zoom        int  // 0 (smallest) to maxZoom

	// revealed is the seat whose hand is shown when two or more people
	// share the device; -1 while the device is handed over.
	revealed int
	// drawnShown is the person who just drew or took a token while two
	// or more people share the device: their hand stays shown, the new
	// token marked, until they hide it for the hand-over; -1 when none.
	drawnShown int
	// fresh are, per seat, the tokens that came into its hand (drawn,
	// taken, passed in a SWAP, drawn for a +3) since its last action.
	fresh map[int][]engine.TokenID

	message string // the last action or refusal, in words
	// refused reports that message is the refusal of the table as it is
	// arranged: the problem list, which says the same, is then not shown.
	refused  bool
	formOpen bool // the new-game form is open
	form     setupForm
	computer Computer
	// turn is the computer's: its thinking, cancelled by every change of
	// game, and whether it could not start (app.ComputerFailed, with
	// Retry).
	turn round.Turn
	// GameClocks are the game's clocks (nil for none) and the time
	// control of new matches (the page's clock=, then the one chosen
	// last).
	round.GameClocks
	// formClock is the New game dialog's choice of time control.
	formClock round.ClockChoice
	store     round.Saving
	newSeed   func() uint64 // deals each new game

	p *i18n.Printer
}

// maxZoom is the largest zoom step of the table.
const maxZoom = 4

// defaultSeats are the players of a first visit: you against the
// computer at level medium.
func defaultSeats() []seat { return []seat{{}, {Level: "medium"}} }

// newController returns a controller with a fresh match against the
// computer, saved in s (memory if nil).
func newController(s app.Slot) *controller {
	if s == nil {
		s = &app.MemorySlot{}
	}
	c := &controller{store: round.Saving{Slot: s}, computer: computer, zoom: 2, revealed: -1, drawnShown: -1,
		p: i18n.For(i18n.English), newSeed: rand.Uint64}
	c.WireClocks(c.save, func() { c.changed(); c.resetTurn() }, c.askComputer)
	c.begin(defaultSeats(), 1, c.newSeed(), 0)
	return c
}

// startMatch starts a match of games games among seats, the first game
// dealt from seed and begun by seat start, and saves it.
func (c *controller) startMatch(seats []seat, games int, seed uint64, start int) {
	c.begin(seats, games, seed, start)
	c.save()
}

// begin starts a match without saving it (see startMatch).
func (c *controller) begin(seats []seat, games int, seed uint64, start int) {
	if len(seats) < 2 || len(seats) > 4 {
		seats = defaultSeats()
	}
	if games < 1 {
		games = 1
	}
	if start < 0 || start >= len(seats) {
		start = 0
	}
	g, err := engine.NewGame(engine.Options{Players: len(seats), Seed: seed, Start: start})
	if err != nil { // cannot happen: players and start are checked above
		c.message = err.Error()
		return
	}
	c.seats = slices.Clone(round.Seats(seats))
	c.match = match{Games: games, First: start, Seed: seed}
	c.StartClocks(c.PageClock, len(seats))
	c.formOpen = false
	c.setGame(g)
	c.message = ""
}

// nextGame deals the next game of the match; the start seat moves one
// seat clockwise per game.
func (c *controller) nextGame() {
	if !c.game.Outcome().Over() || c.matchOver() {
		return
	}
	s := c.match.series(len(c.seats))
	g, err := engine.NewGame(engine.Options{Players: len(c.seats), Seed: c.newSeed(), Start: s.NextStart(c.match.First)})
	if err != nil {
		return
	}
	c.setGame(g)
	c.message = ""
	c.save()
}

// setGame makes g the game on screen and resets the turn.
func (c *controller) setGame(g *engine.Game) {
	c.changed()
	c.game = g
	c.StartClocks(c.Clocks.Control(), len(c.seats)) // each game on the full time
	c.revealed, c.drawnShown, c.fresh = -1, -1, nil
	c.resetTurn()
	c.syncClock()
	c.askComputer()
}

// changed runs when the game changes: it cancels the computer's thinking
// and drops its answer.
func (c *controller) changed() { c.turn.Changed() }

// resetTurn drops the arrangement and the SWAP choice under way.
func (c *controller) resetTurn() {
	c.refused = false
	c.work = c.game.View(0).Table()
	c.picked = pick{}
	c.giving = nil
	c.problems = nil
}

// people returns the number of people at the table.
func (c *controller) people() int { return c.seats.People() }

// isPerson reports whether seat s is played by a person.
func (c *controller) isPerson(s int) bool { return c.seats.IsPerson(s) }

// handover reports whether the device must be handed to the person to
// move before their hand is shown: two or more people share it and the
// hand shown is not theirs.
func (c *controller) handover() bool {
	s := c.game.ToMove()
	return c.people() >= 2 && c.isPerson(s) && c.revealed != s && c.drawnShown < 0 && !c.stopped()
}

// viewer returns the seat whose hand the screen shows, or −1 for none:
// the one person at the table, or with several the one who took the
// device.
func (c *controller) viewer() int {
	if c.drawnShown >= 0 && c.people() >= 2 {
		return c.drawnShown
	}
	if c.people() == 1 {
		for s := range c.seats {
			if c.isPerson(s) {
				return s
			}
		}
	}
	if c.people() >= 2 && c.revealed >= 0 && c.revealed == c.game.ToMove() {
		return c.revealed
	}
	return -1
}

// reveal shows the hand of the person to move (they have the device).
func (c *controller) reveal() {
	if s := c.game.ToMove(); c.isPerson(s) {
		c.revealed, c.drawnShown = s, -1
		c.resetTurn()
	}
}

// hideHand ends the look at the hand after a draw: the device may go to
// the next person.
func (c *controller) hideHand() {
	c.drawnShown = -1
	c.resetTurn()
}

// isFresh reports whether token id came into seat's hand since its last
// action.
func (c *controller) isFresh(seat int, id engine.TokenID) bool {
	return slices.Contains(c.fresh[seat], id)
}

// apply plays a and notes, per seat, the tokens that came into its hand:
// those of the seat that acted replace the ones it had, the others add.
func (c *controller) apply(a engine.Action) error {
	before := make([][]engine.TokenID, len(c.seats))
	for s := range c.seats {
		before[s] = c.game.View(s).Hand()
	}
	if err := c.game.Apply(a); err != nil {
		return err
	}
	if c.fresh == nil {
		c.fresh = map[int][]engine.TokenID{}
	}
	delete(c.fresh, a.Seat)
	for s := range c.seats {
		var kept []engine.TokenID
		hand := c.game.View(s).Hand()
		for _, id := range c.fresh[s] {
			if slices.Contains(hand, id) {
				kept = append(kept, id)
			}
		}
		for _, id := range hand {
			if !slices.Contains(before[s], id) && !slices.Contains(kept, id) {
				kept = append(kept, id)
			}
		}
		if len(kept) > 0 {
			c.fresh[s] = kept
		} else {
			delete(c.fresh, s)
		}
	}
	return nil
}

// publicView returns a view for the public facts (table, display, counts);
// its hand must not be shown.
func (c *controller) publicView() engine.View {
	s := c.viewer()
	if s < 0 {
		s = max(c.game.ToMove(), 0)
	}
	return c.game.View(s)
}

// myTurn reports whether the seat shown is the one to act now.
func (c *controller) myTurn() bool {
	v := c.viewer()
	return v >= 0 && v == c.game.ToMove() && !c.turn.Thinking() && !c.stopped()
}

// arranging reports whether the seat shown may arrange the table now.
func (c *controller) arranging() bool {
	return c.myTurn() && c.game.Phase() == engine.PhaseTurn
}

// placedThisTurn returns the tokens of work that were not on the table
// when the turn began.
func (c *controller) placedThisTurn() map[engine.TokenID]bool {
	before := map[engine.TokenID]bool{}
	for _, id := range c.publicView().Table() {
		before[id] = true
	}
	out := map[engine.TokenID]bool{}
	for _, id := range c.work {
		if !before[id] {
			out[id] = true
		}
	}
	return out
}

// hand returns the tokens the seat shown holds and has not placed this
// turn, sorted by colour or by value.
func (c *controller) hand() []engine.TokenID {
	v := c.viewer()
	if v < 0 {
		return nil
	}
	placed := c.placedThisTurn()
	var out []engine.TokenID
	for _, id := range c.game.View(v).Hand() {
		if !placed[id] {
			out = append(out, id)
		}
	}
	if c.sortByValue {
		engine.SortSmall(out, func(a, b engine.TokenID) int {
			if a.IsAction() != b.IsAction() {
				if a.IsAction() {
					return 1
				}
				return -1
			}
			if a.Value() != b.Value() {
				return a.Value() - b.Value()
			}
			return int(a) - int(b)
		})
	}
	return out
}

// arranged reports whether the player has changed the table this turn.
func (c *controller) arranged() bool {
	before := c.publicView().Table()
	if len(before) != len(c.work) {
		return true
	}
	for p, id := range c.work {
		if before[p] != id {
			return true
		}
	}
	return false
}

// check asks the engine what is wrong with the table as arranged.
func (c *controller) check() {
	if c.refused {
		c.message, c.refused = "", false
	}
	c.problems = nil
	if v := c.viewer(); v >= 0 && c.arranged() {
		c.problems = c.game.View(v).CheckLayDown(c.work)
	}
}

// badCells returns the cells that the engine's problems point at.
func (c *controller) badCells() map[engine.Pos]bool {
	out := map[engine.Pos]bool{}
	for _, p := range c.problems {
		for _, at := range p.Cells {
			out[at] = true
		}
	}
	return out
}

// tapHand handles a tap on a token of the hand: pick it up (or put it
// back), or, in a SWAP, add it to or take it from the choice.
func (c *controller) tapHand(id engine.TokenID) {
	if !c.inHand(id) {
		return
	}
	if c.mustGive() {
		if i := slices.Index(c.giving, id); i >= 0 {
			c.giving = slices.Delete(c.giving, i, i+1)
		} else if len(c.giving) < c.game.View(c.viewer()).GiveCount() {
			c.giving = append(c.giving, id)
		}
		return
	}
	if !c.arranging() {
		return
	}
	if c.picked.active && c.picked.fromHand && c.picked.token == id {
		c.picked = pick{}
	} else {
		c.picked = pick{active: true, fromHand: true, token: id}
		if !id.IsAction() {
			// Said on the message line (a live region): the pick is
			// otherwise only a highlight.
			c.message, c.refused = c.p.T("trakkx.hand.picked", "token", tokenName(c.p, id)), false
		}
	}
}

// dropPick puts the picked token down where it was.
func (c *controller) dropPick() { c.picked = pick{} }

// inHand reports whether id is in the hand shown (not placed this turn).
func (c *controller) inHand(id engine.TokenID) bool { return slices.Contains(c.hand(), id) }

// tapCell handles a tap on a cell of the table: put the picked token
// there, or pick up the token on it.
func (c *controller) tapCell(at engine.Pos) {
	if !c.arranging() {
		return
	}
	id, occupied := c.work[at]
	switch {
	case c.picked.active && !occupied:
		if !c.picked.fromHand {
			delete(c.work, c.picked.at)
		}
		c.work[at] = c.picked.token
		c.picked = pick{}
		c.check()
	case occupied && c.picked.active && !c.picked.fromHand && c.picked.at == at:
		c.picked = pick{}
	case occupied:
		c.picked = pick{active: true, token: id, at: at}
	}
}

// dragTo moves a token dragged with a pointer: from the hand or from a
// table cell (from) to the empty cell at. A drop on a token or off the
// table does nothing.
func (c *controller) dragTo(from pick, at engine.Pos) {
	if !c.arranging() || !from.active {
		return
	}
	if _, occupied := c.work[at]; occupied {
		return
	}
	if from.fromHand && !c.inHand(from.token) || !from.fromHand && c.work[from.at] != from.token {
		return
	}
	if _, onTable := c.work[from.at]; !from.fromHand && !onTable {
		return
	}
	c.picked = from
	c.tapCell(at)
}

// dragToHand takes a token placed this turn back to the hand when it is
// dragged onto the hand.
func (c *controller) dragToHand(from pick) {
	if !c.arranging() || !from.active || from.fromHand || c.work[from.at] != from.token {
		return
	}
	c.picked = from
	c.toHand()
}

// toHand takes the picked table token back to the hand, when it came
// from the hand this turn; a token that was on the table stays on it.
func (c *controller) toHand() {
	if !c.arranging() || !c.picked.active || c.picked.fromHand {
		return
	}
	if !c.placedThisTurn()[c.picked.token] {
		c.say(c.p.T("trakkx.msg.stays-on-table", "token", tokenName(c.p, c.picked.token)))
		return
	}
	delete(c.work, c.picked.at)
	c.picked = pick{}
	c.check()
}

// undoAll puts the table back as it was when the turn began and every
// token placed this turn back in the hand.
func (c *controller) undoAll() {
	if !c.arranging() {
		return
	}
	c.resetTurn()
	c.message = ""
}

// submit lays the arranged table down. The engine refuses a bad one;
// the refusal is said in words (which line, which rule).
func (c *controller) submit() {
	if !c.arranging() {
		return
	}
	seat := c.viewer()
	a := engine.LayDown(seat, c.work.Clone())
	if err := c.apply(a); err != nil {
		c.check()
		c.say(c.p.T("trakkx.msg.refused", "reason", refusal(c.p, err, c.work)))
		c.refused = len(c.problems) > 0
		return
	}
	c.afterAction(a)
}

// takeDisplay takes token id from the display.
func (c *controller) takeDisplay(id engine.TokenID) {
	if c.arranging() {
		c.act(engine.TakeDisplay(c.viewer(), id))
	}
}

// drawBag draws a token from the bag.
func (c *controller) drawBag() {
	if c.arranging() {
		c.act(engine.DrawBag(c.viewer()))
	}
}

// pass passes the turn (only when nothing else is possible).
func (c *controller) pass() {
	if c.arranging() {
		c.act(engine.Pass(c.viewer()))
	}
}

// playAction plays the picked action token; target is the seat that
// draws three for a PLUS3, ignored for a SWAP.
func (c *controller) playAction(target int) {
	if !c.arranging() || !c.picked.active || !c.picked.fromHand || !c.picked.token.IsAction() {
		return
	}
	c.act(engine.PlayAction(c.viewer(), c.picked.token, target))
}

// mustGive reports whether the seat shown owes its SWAP choice now.
func (c *controller) mustGive() bool {
	v := c.viewer()
	return v >= 0 && !c.turn.Thinking() && !c.stopped() && c.game.Phase() == engine.PhaseSwap && c.game.ToMove() == v && c.game.View(v).MustGive()
}

// give passes the chosen tokens to the left neighbour (SWAP).
func (c *controller) give() {
	if !c.mustGive() {
		return
	}
	c.act(engine.Give(c.viewer(), c.giving...))
}

// act applies a for the seat shown, or says why the engine refused it.
func (c *controller) act(a engine.Action) {
	if err := c.apply(a); err != nil {
		c.say(c.p.T("trakkx.msg.refused", "reason", refusal(c.p, err, nil)))
		return
	}
	c.afterAction(a)
}

// afterAction follows an applied action: the turn's state is reset, the
// action told in words, the match result kept when the game ended, the
// device handed over when another person is to move, the match saved and
// the computer asked when it is to move.
func (c *controller) afterAction(a engine.Action) {
	c.Clocks.Moved(a.Seat)
	c.changed()
	c.resetTurn()
	c.say(describeAction(c.p, c.seatName(a.Seat), a, c.lastPlaced(), c.seatName))
	switch o := c.game.Outcome(); {
	case c.Flagged(): // the action came after the flag fell
		c.say(c.message + " " + c.resultText())
	case o.Over():
		c.match.Results = append(c.match.Results, gameResult{Scores: c.game.Scores(), Winners: o.Winners})
		c.say(c.message + " " + c.resultText())
	}
	c.syncClock()
	if s := c.game.ToMove(); c.people() >= 2 && c.isPerson(s) && s != c.revealed {
		if c.revealed == a.Seat && len(c.fresh[a.Seat]) > 0 && (a.Kind == engine.DrawBagKind || a.Kind == engine.TakeDisplayKind) {
			// Let the drawer see what they drew before handing over.
			c.drawnShown = a.Seat
		}
		c.revealed = -1
	}
	c.save()
	c.askComputer()
}

// lastPlaced returns the tokens the last action laid down (public once on
// the table); none when it was not a lay-down.
func (c *controller) lastPlaced() []engine.TokenID {
	ev := c.publicView().Events()
	if len(ev) == 0 || ev[len(ev)-1].Kind != engine.LayDownKind {
		return nil
	}
	return ev[len(ev)-1].Placed
}

// onRetryComputer asks the computer again after it failed.
func (c *controller) onRetryComputer(ctx goapp.Context, e goapp.Event) {
	c.turn.Retry()
	c.askComputer()
}

// askComputer asks the computer for its action when a computer seat is
// to move and the new-game form is closed. The answer is applied on the UI goroutine unless the game
// changed meanwhile: round.Ask drops it.
func (c *controller) askComputer() {
	s := c.game.ToMove()
	if c.computer == nil || s < 0 || c.isPerson(s) || c.formOpen || c.stopped() {
		return
	}
	record, level, think := c.game.Record(), c.seats[s].Level, c.computer
	budget := c.Clocks.MoveTime(s)
	round.Ask(&c.turn, func(ctx context.Context) (string, error) {
		return think(clock.WithMoveTime(ctx, budget), record, level)
	},
		func(move string, err error) { c.computerAnswered(s, move, err) })
}

// computerAnswered applies the action the computer chose for seat s, or
// says why it cannot.
func (c *controller) computerAnswered(s int, move string, err error) {
	var a engine.Action
	if err == nil {
		a, err = engine.ParseAction(move)
	}
	if err == nil && a.Seat != s {
		err = fmt.Errorf("the computer answered for seat %d, not %d", a.Seat, s)
	}
	if err == nil {
		err = c.apply(a)
	}
	if err != nil {
		c.say(c.p.T("trakkx.msg.computer-failed", "error", err.Error()))
		return
	}
	c.afterAction(a)
}

// Mount gives the controller the screen's context and lets the computer
// act if it is to (round.Controller).
func (c *controller) Mount(ui round.Runner) {
	c.turn.Mount(ui)
	c.askComputer()
}

// Dismount stops the computer's thinking; the match stays.
func (c *controller) Dismount() { c.turn.Dismount() }

// say sets the message line (a live region: screen readers say it).
func (c *controller) say(msg string) {
	c.message, c.refused = msg, false
}

// logLength is how many of the last actions the screen lists.
const logLength = 8

// actionLog says the game's last actions in words, the latest first,
// with only what every player may know (describeAction).
func (c *controller) actionLog() []string {
	acts := c.game.Actions()
	events := c.publicView().Events()
	var out []string
	for i := len(acts) - 1; i >= 0 && len(out) < logLength; i-- {
		var placed []engine.TokenID
		if i < len(events) {
			placed = events[i].Placed
		}
		out = append(out, describeAction(c.p, c.seatName(acts[i].Seat), acts[i], placed, c.seatName))
	}
	return out
}

// SetPrinter changes the language of every word shown.
func (c *controller) SetPrinter(p *i18n.Printer) { c.p = p }

// Printer is the language of every word shown.
func (c *controller) Printer() *i18n.Printer { return c.p }

// seatName returns seat s's name: the one given, else "Player n" or
// "Computer n" in the page's language.
func (c *controller) seatName(s int) string { return seatNameOf(c.p, c.seats, s) }

// seatNameOf returns the name of seat s of seats in p's language (see
// controller.seatName).
func seatNameOf(p *i18n.Printer, seats []seat, s int) string {
	if s < 0 || s >= len(seats) {
		return "?"
	}
	if seats[s].Name != "" {
		return seats[s].Name
	}
	if seats[s].Level != "" {
		return p.T("trakkx.seat.computer", "n", s+1)
	}
	return p.T("trakkx.seat.person", "n", s+1)
}

// resultText says who won the game, and the match when it is over.
func (c *controller) resultText() string {
	if c.Flagged() {
		return c.timeResultText()
	}
	o := c.game.Outcome()
	if !o.Over() {
		return ""
	}
	names := c.namesOf(o.Winners)
	s := c.p.T("trakkx.result.went-out", "player", names)
	if o.Method == engine.Blocked {
		s = c.p.T("trakkx.result.blocked", "players", names)
	}
	if c.match.Games > 1 && c.match.over() {
		s += " " + c.p.T("trakkx.result.match", "players", c.namesOf(c.match.series(len(c.seats)).Leaders(false)))
	}
	return s
}

// namesOf joins the names of seats.
func (c *controller) namesOf(seats []int) string {
	out := ""
	for i, s := range seats {
		if i > 0 {
			out += ", "
		}
		out += c.seatName(s)
	}
	return out
}
