package trakkx

import (
	"errors"
	"slices"
)

// View is what one seat may know (§B.8): its own hand, the table, the
// display, counts of the bag and of every hand, who has opened, the
// action tokens played, the public history, and the tokens it knows to be
// in other hands (display picks, its own SWAP passes). It holds copies:
// changing the game does not change a View, and a View gives no way to
// reach other hands or the bag order.
type View struct {
	seat, players, toMove, turn int
	phase                       Phase
	hand                        []TokenID
	table                       Table
	display                     []TokenID
	bagCount                    int
	handCounts                  []int
	opened                      []bool
	boxed                       []TokenID
	events                      []Event
	known                       [][]TokenID
	out                         Outcome
	strict                      bool
	passStreak                  int
	mustGive                    bool
	pending                     []int
	received                    []TokenID
}

// View returns what seat may know now.
func (g *Game) View(seat int) View {
	v := View{
		seat: seat, players: g.opt.Players, toMove: g.ToMove(), turn: g.turn,
		phase: g.phase, table: g.table.Clone(), display: slices.Clone(g.display),
		bagCount: len(g.bag), opened: slices.Clone(g.opened), boxed: slices.Clone(g.boxed),
		out: g.Outcome(), strict: g.opt.StrictLastOpener, passStreak: g.passStreak,
		pending: g.Pending(),
	}
	if seat < 0 || seat >= g.opt.Players {
		return v
	}
	v.hand = slices.Clone(g.hands[seat])
	v.handCounts = make([]int, g.opt.Players)
	v.known = make([][]TokenID, g.opt.Players)
	for s, h := range g.hands {
		v.handCounts[s] = len(h)
		if s == seat {
			continue
		}
		for _, id := range h {
			if g.knownTo[id]&(1<<seat) != 0 {
				v.known[s] = append(v.known[s], id)
			}
		}
	}
	v.events = make([]Event, len(g.events))
	for i, e := range g.events {
		e.Placed = slices.Clone(e.Placed)
		v.events[i] = e
	}
	v.mustGive = g.phase == PhaseSwap && !g.gave[seat]
	if seat < len(g.received) {
		v.received = slices.Clone(g.received[seat])
	}
	return v
}

// Received returns the tokens the viewer was passed by its right-hand
// neighbour in the latest SWAP, from the moment the SWAP completes until
// the viewer next acts; none at other times.
func (v View) Received() []TokenID { return slices.Clone(v.received) }

// Seat returns the viewer's seat.
func (v View) Seat() int { return v.seat }

// Players returns the number of seats.
func (v View) Players() int { return v.players }

// ToMove returns the seat to act (see Game.ToMove).
func (v View) ToMove() int { return v.toMove }

// Turn returns the seat whose turn it is.
func (v View) Turn() int { return v.turn }

// Phase returns what the game waits for.
func (v View) Phase() Phase { return v.phase }

// Hand returns the viewer's own tokens, sorted.
func (v View) Hand() []TokenID { return slices.Clone(v.hand) }

// Table returns a copy of the table.
func (v View) Table() Table { return v.table.Clone() }

// Display returns the face-up tokens.
func (v View) Display() []TokenID { return slices.Clone(v.display) }

// BagCount returns the number of tokens in the bag.
func (v View) BagCount() int { return v.bagCount }

// HandCount returns how many tokens seat s holds.
func (v View) HandCount(s int) int {
	if s < 0 || s >= len(v.handCounts) {
		return 0
	}
	return v.handCounts[s]
}

// Opened reports whether seat s has opened.
func (v View) Opened(s int) bool { return s >= 0 && s < len(v.opened) && v.opened[s] }

// PlayedActions returns the action tokens played so far (out of the game).
func (v View) PlayedActions() []TokenID { return slices.Clone(v.boxed) }

// Events returns the public history, one Event per action.
func (v View) Events() []Event {
	out := slices.Clone(v.events)
	for i := range out {
		out[i].Placed = slices.Clone(out[i].Placed)
	}
	return out
}

// Known returns the tokens the viewer knows to be in seat s's hand (taken
// from the display, or passed by the viewer in a SWAP); nil for the
// viewer's own seat (see Hand).
func (v View) Known(s int) []TokenID {
	if s < 0 || s >= len(v.known) {
		return nil
	}
	return slices.Clone(v.known[s])
}

// Unseen returns, sorted, the tokens the viewer cannot see: all 116 less
// the table, the display, the played action tokens and the own hand. They
// are in the bag or in other hands.
func (v View) Unseen() []TokenID {
	var seen [NumTokens]bool
	for _, id := range v.table {
		if id.Valid() {
			seen[id] = true
		}
	}
	for _, l := range [][]TokenID{v.display, v.boxed, v.hand} {
		for _, id := range l {
			seen[id] = true
		}
	}
	var out []TokenID
	for i := range TokenID(NumTokens) {
		if !seen[i] {
			out = append(out, i)
		}
	}
	return out
}

// Outcome returns how the game ended (Method NotOver while it runs).
func (v View) Outcome() Outcome { return Outcome{v.out.Method, slices.Clone(v.out.Winners)} }

// GroupLimit returns L for this game.
func (v View) GroupLimit() int { return GroupLimit(v.players) }

// StrictLastOpener reports the game's option (see Options).
func (v View) StrictLastOpener() bool { return v.strict }

// PassStreak returns how many passes came in a row just before now.
func (v View) PassStreak() int { return v.passStreak }

// MustGive reports whether the viewer owes a SWAP choice now, and
// GiveCount how many tokens it must give.
func (v View) MustGive() bool { return v.mustGive }

// GiveCount returns the number of tokens a SWAP choice of the viewer
// must hold: 2, or the whole hand if smaller.
func (v View) GiveCount() int { return min(2, len(v.hand)) }

// Pending returns the seats that still owe a SWAP choice.
func (v View) Pending() []int { return slices.Clone(v.pending) }

// CanTakeDisplay, CanDrawBag and CanPass report whether those actions are
// open to the seat to move now.
func (v View) CanTakeDisplay() bool { return v.phase == PhaseTurn && len(v.display) > 0 }

// CanDrawBag reports whether DRAW_BAG is open (see CanTakeDisplay).
func (v View) CanDrawBag() bool { return v.phase == PhaseTurn && v.bagCount > 0 }

// CanPass reports whether the viewer, if to move, may pass: bag and
// display empty and no action token in hand.
func (v View) CanPass() bool {
	if v.phase != PhaseTurn || v.bagCount > 0 || len(v.display) > 0 {
		return false
	}
	for _, id := range v.hand {
		if id.IsAction() {
			return false
		}
	}
	return true
}

// CheckLayDown reports every problem with the viewer laying the table down
// as final now (§B.5); nil if legal. This is the validator the UI shows
// during a turn and the AI runs on every candidate.
func (v View) CheckLayDown(final Table) []Problem {
	if v.seat < 0 || v.seat >= v.players {
		return []Problem{{Code: NotYourTurn, Group: -1}}
	}
	return checkLayDown(layInput{v.table, v.hand, v.seat, v.opened, GroupLimit(v.players), v.strict}, final)
}

// ValidateLayDown is CheckLayDown as an error: nil or a *LayDownError.
func (v View) ValidateLayDown(final Table) error { return asError(v.CheckLayDown(final)) }

// ErrNotSampleable is returned by Sample outside the turn phase.
var ErrNotSampleable = errors.New("trakkx: a view can be sampled only at a turn")

// Sample determinises the view (§B.8): it returns a game in which the
// viewer's hand and every public fact are as in the view, the other hands
// hold the tokens the viewer knows they hold, and the rest of the unseen
// tokens are dealt at random (from seed) to fill the other hands to their
// counts and the bag. A search can play on it freely; it has no record.
func (v View) Sample(seed uint64) (*Game, error) {
	if v.phase != PhaseTurn || v.seat < 0 || v.seat >= v.players {
		return nil, ErrNotSampleable
	}
	g := &Game{
		opt:     Options{Players: v.players, Start: v.turn, StrictLastOpener: v.strict},
		display: slices.Clone(v.display), table: v.table.Clone(), opened: slices.Clone(v.opened),
		boxed: slices.Clone(v.boxed), turn: v.turn, passStreak: v.passStreak, sampled: true,
		hands: make([][]TokenID, v.players),
	}
	var located [NumTokens]bool
	for s := range v.players {
		for _, id := range v.known[s] {
			located[id] = true
		}
	}
	var pool []TokenID
	for _, id := range v.Unseen() {
		if !located[id] {
			pool = append(pool, id)
		}
	}
	r := newRNG(seed)
	for i := len(pool) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		pool[i], pool[j] = pool[j], pool[i]
	}
	for i := range g.knownTo {
		g.knownTo[i] = allSeats
	}
	for s := range v.players {
		if s == v.seat {
			g.hands[s] = slices.Clone(v.hand)
			continue
		}
		h := slices.Clone(v.known[s])
		need := v.handCounts[s] - len(h)
		if need > len(pool) {
			need = len(pool)
		}
		h = append(h, pool[:max(need, 0)]...)
		pool = pool[max(need, 0):]
		SortSmall(h, compareTokenIDs)
		g.hands[s] = h
	}
	g.bag = pool
	return g, nil
}
