package trakkx

import (
	"fmt"
	"slices"
)

// HandSize is the number of tokens each player draws at the start (§B.2),
// and DisplaySize the number of face-up tokens in the display.
const (
	HandSize    = 15
	DisplaySize = 6
)

// Options are the settings of one game.
type Options struct {
	// Players is the number of seats, 2 to 4. Seats are numbered from 0;
	// the left neighbour of seat s is seat (s+1) mod Players.
	Players int
	// Seed fixes the shuffle of the bag: a game replays exactly from its
	// seed and its actions.
	Seed uint64
	// Start is the seat that moves first.
	Start int
	// StrictLastOpener is the strict reading of §B.9 #15: the last player
	// to open may make only one new group that turn (g' ≤ g+1). By
	// default only the group limit binds them.
	StrictLastOpener bool
}

// Phase is what the game waits for.
type Phase uint8

// The phases.
const (
	// PhaseTurn waits for the seat to move to choose one action.
	PhaseTurn Phase = iota
	// PhaseSwap waits for every seat's SWAP choice (Give), in any order;
	// the choices are resolved together when the last one arrives.
	PhaseSwap
	// PhaseOver: the game has ended.
	PhaseOver
)

// EndMethod is how a game ended.
type EndMethod uint8

// The ways a game ends.
const (
	NotOver EndMethod = iota
	// WentOut: a player's hand became empty (§B.6).
	WentOut
	// Blocked: every player passed in succession (§B.7).
	Blocked
)

// String returns "not over", "went out" or "blocked".
func (m EndMethod) String() string {
	switch m {
	case WentOut:
		return "went out"
	case Blocked:
		return "blocked"
	}
	return "not over"
}

// Outcome is the result of a game: how it ended and who won (several
// seats can share the win of a blocked game).
type Outcome struct {
	Method  EndMethod
	Winners []int
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Method != NotOver }

// Event is the public trace of one action, as every player saw it.
type Event struct {
	Seat int
	Kind ActionKind
	// Token is the display token taken or the action token played.
	Token TokenID
	// Target is the seat that drew for a PLUS3.
	Target int
	// Placed are the hand tokens a lay-down added to the table.
	Placed []TokenID
	// Count is how many tokens the PLUS3 target drew, or how many a Give
	// passed.
	Count int
}

const allSeats = 0xFF

// Game is one game of TRAKKX: the whole truth, hands and bag included.
// Players and AIs receive only View(seat).
type Game struct {
	opt        Options
	bag        []TokenID // drawn from the end
	display    []TokenID
	hands      [][]TokenID // each sorted
	table      Table
	opened     []bool
	boxed      []TokenID // action tokens played
	turn       int
	phase      Phase
	swapActor  int
	gives      [][]TokenID
	gave       []bool
	passStreak int
	out        Outcome
	knownTo    [NumTokens]uint8 // seats that know where a hand token is
	// received[s] are the tokens seat s was passed in the latest SWAP,
	// until s acts again (nil outside that time).
	received [][]TokenID
	history  []Action
	events   []Event
	sampled  bool
}

// NewGame shuffles the bag with opt.Seed, deals HandSize tokens to every
// seat (seat 0 first) and DisplaySize to the display.
func NewGame(opt Options) (*Game, error) {
	if opt.Players < 2 || opt.Players > 4 {
		return nil, fmt.Errorf("trakkx: %d players, want 2 to 4", opt.Players)
	}
	if opt.Start < 0 || opt.Start >= opt.Players {
		return nil, fmt.Errorf("trakkx: start seat %d, want 0 to %d", opt.Start, opt.Players-1)
	}
	g := &Game{opt: opt, table: Table{}, turn: opt.Start}
	g.bag = make([]TokenID, NumTokens)
	for i := range g.bag {
		g.bag[i] = TokenID(i)
	}
	r := newRNG(opt.Seed)
	for i := len(g.bag) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		g.bag[i], g.bag[j] = g.bag[j], g.bag[i]
	}
	g.hands = make([][]TokenID, opt.Players)
	g.opened = make([]bool, opt.Players)
	for s := range g.hands {
		for range HandSize {
			g.drawTo(s)
		}
	}
	g.refill()
	return g, nil
}

// MustNewGame is NewGame for options known to be good; it panics on bad
// options.
func MustNewGame(opt Options) *Game {
	g, err := NewGame(opt)
	if err != nil {
		panic(err)
	}
	return g
}

// Options returns the game's settings.
func (g *Game) Options() Options { return g.opt }

// Players returns the number of seats.
func (g *Game) Players() int { return g.opt.Players }

// Phase returns what the game waits for.
func (g *Game) Phase() Phase { return g.phase }

// ToMove returns the seat to act: the player whose turn it is, or in the
// SWAP sub-phase the first seat (from the actor, clockwise) that has not
// chosen yet; −1 when the game is over.
func (g *Game) ToMove() int {
	switch g.phase {
	case PhaseSwap:
		for k := range g.opt.Players {
			s := (g.swapActor + k) % g.opt.Players
			if !g.gave[s] {
				return s
			}
		}
	case PhaseTurn:
		return g.turn
	}
	return -1
}

// Pending returns the seats that still owe a SWAP choice (nil outside the
// SWAP sub-phase).
func (g *Game) Pending() []int {
	if g.phase != PhaseSwap {
		return nil
	}
	var out []int
	for s, ok := range g.gave {
		if !ok {
			out = append(out, s)
		}
	}
	return out
}

// Turn returns the seat whose turn it is (the SWAP actor during the SWAP
// sub-phase).
func (g *Game) Turn() int { return g.turn }

// Outcome returns how the game ended (Method NotOver while it runs).
func (g *Game) Outcome() Outcome {
	return Outcome{g.out.Method, slices.Clone(g.out.Winners)}
}

// Scores returns each seat's score for the game (§B.7): 0 for a winner,
// else the face values left in hand plus 20 per action token. Nil while
// the game runs.
func (g *Game) Scores() []int {
	if !g.out.Over() {
		return nil
	}
	sc := make([]int, g.opt.Players)
	for s := range sc {
		if !slices.Contains(g.out.Winners, s) {
			sc[s] = handPoints(g.hands[s])
		}
	}
	return sc
}

// Actions returns the actions applied so far, in order.
func (g *Game) Actions() []Action {
	out := make([]Action, len(g.history))
	for i, a := range g.history {
		out[i] = cloneAction(a)
	}
	return out
}

func cloneAction(a Action) Action {
	if a.Final != nil {
		a.Final = a.Final.Clone()
	}
	a.Tokens = slices.Clone(a.Tokens)
	return a
}

// CheckLayDown reports every problem with seat laying the table down as
// final now (§B.5); nil if it is legal. It does not check whose turn it
// is. The UI calls it while the player arranges tokens.
func (g *Game) CheckLayDown(seat int, final Table) []Problem {
	if seat < 0 || seat >= g.opt.Players {
		return []Problem{{Code: NotYourTurn, Group: -1}}
	}
	return checkLayDown(layInput{g.table, g.hands[seat], seat, g.opened, GroupLimit(g.opt.Players), g.opt.StrictLastOpener}, final)
}

// Apply plays action a. A refused action returns a *LayDownError or an
// *ActionError and leaves the game unchanged.
func (g *Game) Apply(a Action) error {
	if err := g.apply(a); err != nil {
		return err
	}
	if a.Kind != GiveKind && a.Seat < len(g.received) {
		g.received[a.Seat] = nil
	}
	g.history = append(g.history, cloneAction(a))
	return nil
}

func (g *Game) refuse(c Code, a Action) error {
	return &ActionError{Code: c, Seat: a.Seat, Token: a.Token}
}

func (g *Game) apply(a Action) error {
	if g.phase == PhaseOver {
		return g.refuse(GameOver, a)
	}
	if a.Seat < 0 || a.Seat >= g.opt.Players {
		return g.refuse(NotYourTurn, a)
	}
	if g.phase == PhaseSwap {
		if a.Kind != GiveKind {
			return g.refuse(WrongPhase, a)
		}
		return g.give(a)
	}
	if a.Kind == GiveKind {
		return g.refuse(WrongPhase, a)
	}
	if a.Seat != g.turn {
		return g.refuse(NotYourTurn, a)
	}
	s := a.Seat
	switch a.Kind {
	case TakeDisplayKind:
		i := slices.Index(g.display, a.Token)
		if i < 0 {
			return g.refuse(NotInDisplay, a)
		}
		g.display = slices.Delete(g.display, i, i+1)
		g.addToHand(s, a.Token, allSeats)
		g.refill()
		g.events = append(g.events, Event{Seat: s, Kind: a.Kind, Token: a.Token})
	case DrawBagKind:
		if len(g.bag) == 0 {
			return g.refuse(BagEmpty, a)
		}
		g.drawTo(s)
		g.events = append(g.events, Event{Seat: s, Kind: a.Kind})
	case PlayActionKind:
		if !a.Token.IsAction() || !a.Token.Valid() || !slices.Contains(g.hands[s], a.Token) {
			return g.refuse(NotAnActionToken, a)
		}
		if a.Token.Kind() == Plus3 && (a.Target < 0 || a.Target >= g.opt.Players || a.Target == s) {
			return g.refuse(BadTarget, a)
		}
		g.removeFromHand(s, a.Token)
		g.boxed = append(g.boxed, a.Token)
		g.knownTo[a.Token] = allSeats
		ev := Event{Seat: s, Kind: a.Kind, Token: a.Token, Target: -1}
		if a.Token.Kind() == Swap {
			g.events = append(g.events, ev)
			g.phase, g.swapActor = PhaseSwap, s
			g.gives = make([][]TokenID, g.opt.Players)
			g.gave = make([]bool, g.opt.Players)
			g.passStreak = 0
			return nil // the turn ends when every choice is in
		}
		ev.Target = a.Target
		for range 3 {
			if len(g.bag) > 0 {
				g.drawTo(a.Target)
				ev.Count++
			}
		}
		g.events = append(g.events, ev)
	case LayDownKind:
		if ps := g.CheckLayDown(s, a.Final); ps != nil {
			return asError(ps)
		}
		var placed []TokenID
		for _, p := range a.Final.Sorted() {
			id := a.Final[p]
			if slices.Contains(g.hands[s], id) {
				placed = append(placed, id)
				g.removeFromHand(s, id)
				g.knownTo[id] = allSeats
			}
		}
		g.table = a.Final.Clone()
		g.opened[s] = true
		g.events = append(g.events, Event{Seat: s, Kind: a.Kind, Placed: placed, Count: len(placed)})
	case PassKind:
		if !g.mayPass(s) {
			return g.refuse(PassNotAllowed, a)
		}
		g.events = append(g.events, Event{Seat: s, Kind: a.Kind})
		g.passStreak++
		if g.passStreak >= g.opt.Players {
			g.endBlocked()
			return nil
		}
		g.turn = (s + 1) % g.opt.Players
		return nil
	default:
		return g.refuse(BadAction, a)
	}
	g.passStreak = 0
	g.endTurn(s)
	return nil
}

// mayPass: a pass is allowed only when the bag and display are empty and
// the seat holds no action token (§B.3; see doc.go on why a possible
// lay-down does not forbid it).
func (g *Game) mayPass(s int) bool {
	if len(g.bag) > 0 || len(g.display) > 0 {
		return false
	}
	for _, id := range g.hands[s] {
		if id.IsAction() {
			return false
		}
	}
	return true
}

// CanPass reports whether the seat to move may pass now.
func (g *Game) CanPass() bool { return g.phase == PhaseTurn && g.mayPass(g.turn) }

func (g *Game) give(a Action) error {
	s := a.Seat
	if g.gave[s] {
		return g.refuse(AlreadyGave, a)
	}
	want := min(2, len(g.hands[s]))
	if len(a.Tokens) != want {
		return g.refuse(WrongGiveCount, a)
	}
	for i, id := range a.Tokens {
		if !slices.Contains(g.hands[s], id) || slices.Contains(a.Tokens[:i], id) {
			return &ActionError{Code: NotInHand, Seat: s, Token: id}
		}
	}
	g.gave[s], g.gives[s] = true, slices.Clone(a.Tokens)
	g.events = append(g.events, Event{Seat: s, Kind: GiveKind, Count: len(a.Tokens)})
	if slices.Contains(g.gave, false) {
		return nil
	}
	// Everyone has chosen: pass all at once, then the SWAP turn ends.
	n := g.opt.Players
	for s, ids := range g.gives {
		for _, id := range ids {
			g.removeFromHand(s, id)
		}
	}
	g.received = make([][]TokenID, n)
	for s, ids := range g.gives {
		left := (s + 1) % n
		for _, id := range ids {
			g.addToHand(left, id, 1<<s)
		}
		g.received[left] = slices.Clone(ids)
		SortSmall(g.received[left], compareTokenIDs)
	}
	g.gives, g.gave = nil, nil
	g.phase = PhaseTurn
	g.endTurn(g.swapActor)
	return nil
}

// endTurn ends actor's turn: an empty hand wins (the actor's first, then
// clockwise; another hand can empty only in a SWAP), else the left
// neighbour moves.
func (g *Game) endTurn(actor int) {
	n := g.opt.Players
	for k := range n {
		s := (actor + k) % n
		if len(g.hands[s]) == 0 {
			g.out = Outcome{Method: WentOut, Winners: []int{s}}
			g.phase = PhaseOver
			return
		}
	}
	g.turn = (actor + 1) % n
}

func (g *Game) endBlocked() {
	least := -1
	for _, h := range g.hands {
		if p := handPoints(h); least < 0 || p < least {
			least = p
		}
	}
	var w []int
	for s, h := range g.hands {
		if handPoints(h) == least {
			w = append(w, s)
		}
	}
	g.out = Outcome{Method: Blocked, Winners: w}
	g.phase = PhaseOver
}

func (g *Game) drawTo(s int) {
	id := g.bag[len(g.bag)-1]
	g.bag = g.bag[:len(g.bag)-1]
	g.addToHand(s, id, 0)
}

func (g *Game) addToHand(s int, id TokenID, known uint8) {
	i, _ := slices.BinarySearch(g.hands[s], id)
	g.hands[s] = slices.Insert(g.hands[s], i, id)
	g.knownTo[id] = known | 1<<s
}

func (g *Game) removeFromHand(s int, id TokenID) {
	if i, ok := slices.BinarySearch(g.hands[s], id); ok {
		g.hands[s] = slices.Delete(g.hands[s], i, i+1)
	}
}

// refill tops the display up to DisplaySize from the bag while it lasts.
func (g *Game) refill() {
	for len(g.display) < DisplaySize && len(g.bag) > 0 {
		id := g.bag[len(g.bag)-1]
		g.bag = g.bag[:len(g.bag)-1]
		g.display = append(g.display, id)
		g.knownTo[id] = allSeats
	}
}

// rng is splitmix64: small, fast, and the same on every platform and Go
// version, so that a seed always deals the same game.
type rng struct{ s uint64 }

func newRNG(seed uint64) *rng { return &rng{seed} }

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a number in [0, n) (the modulo bias is below 2⁻⁵⁷ here).
func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }
