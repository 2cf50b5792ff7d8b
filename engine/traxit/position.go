package traxit

import "math/bits"

// maxSets bounds Options.Sets.
const maxSets = 16

// BonusPoints is the bonus for both pawns on level 4 (spec §A.8).
const BonusPoints = 50

// Phase is the step of the state machine of spec §A.6 that asks for the
// next action.
type Phase int8

// The phases.
const (
	// PhasePlace: a player places both pawns on their start row.
	PhasePlace Phase = iota
	// PhaseChoose: the chooser picks the card the mover must use.
	PhaseChoose
	// PhaseMove: the mover moves one pawn along the chosen card.
	PhaseMove
	// PhaseTraxit: the mover had no legal move; the chooser sends one of
	// the mover's pawns to an empty level-1 cell.
	PhaseTraxit
	// PhaseOver: the last set has been scored.
	PhaseOver
)

var phaseNames = [...]string{"place", "choose", "move", "traxit", "over"}

// String returns the phase's short name.
func (p Phase) String() string {
	if p < 0 || int(p) >= len(phaseNames) {
		return "?"
	}
	return phaseNames[p]
}

// ActionKind is the kind of an Action; each phase asks for one kind.
type ActionKind int8

// The action kinds.
const (
	NoAction ActionKind = iota
	Place               // From and To are the two start cells of the placer's pawns
	Choose              // Card is the index of the card chosen for the mover
	Move                // the mover's pawn on From goes to To along the pending card
	Relocate            // TRAXIT: the chooser sends the mover's pawn on From to To
)

// Action is one decision of a player. The player is implied: it is always
// Position.ToMove.
type Action struct {
	Kind     ActionKind
	Card     int
	From, To Cell
}

// PlaceAction returns the action placing the two pawns on a and b.
func PlaceAction(a, b Cell) Action { return Action{Kind: Place, From: a, To: b} }

// ChooseAction returns the action choosing card k (an index in the set).
func ChooseAction(k int) Action { return Action{Kind: Choose, Card: k} }

// MoveAction returns the action moving the pawn on from to to.
func MoveAction(from, to Cell) Action { return Action{Kind: Move, From: from, To: to} }

// RelocateAction returns the TRAXIT action sending the pawn on from to to.
func RelocateAction(from, to Cell) Action { return Action{Kind: Relocate, From: from, To: to} }

// Position is the whole state of a game at one moment. It is a plain
// value: copying it (q := *p) gives an independent position, which is
// how a search explores (copy and Apply). Use NewGame for a game with
// history and notation.
type Position struct {
	r         *rules
	board     [Size * Size]int8 // 0 empty, -1 obstacle, 1+2*seat+pawn
	pawns     [4][2]int8        // board index of each pawn, -1 before placing
	hand      [4]uint32         // cards each player has still to play
	phase     Phase
	turn      int16 // PhasePlace: players placed so far; later: the turn index
	card      int8  // the pending card, -1 when none
	score     [4]int32
	setScore  [maxSets][4]int16
	bonus     [4]int8 // this set's bonus flag (or count in BonusPerOccurrence)
	bonusPaid [4]bool // BonusOncePerGame: paid already
	both4     [4]bool // both pawns on level 4 now
}

var levelOne = func() (out []int8) {
	for i := range Size * Size {
		if cellAt(i).Level() == 1 {
			out = append(out, int8(i))
		}
	}
	return out
}()

// NewPosition returns the position before any pawn is placed.
func NewPosition(o Options) (*Position, error) {
	r, err := resolve(o)
	if err != nil {
		return nil, err
	}
	p := &Position{r: r, card: -1}
	for _, c := range r.obstacles {
		p.board[c.index()] = -1
	}
	for s := range 4 {
		p.pawns[s] = [2]int8{-1, -1}
		if s < r.n {
			p.hand[s] = r.inPlay
		}
	}
	return p, nil
}

// Options returns the game's options with every default and random
// choice resolved (StartSeat, CardIDs, Sets, RoundsPerSet, EmptySide).
func (p *Position) Options() Options {
	o := p.r.opt
	o.CardIDs = append([]string(nil), o.CardIDs...)
	return o
}

// Cards returns the card set in play.
func (p *Position) Cards() *CardSet { return p.r.cards }

// Players returns the number of players.
func (p *Position) Players() int { return p.r.n }

// hasSeat reports whether seat is a seat of the game (0 to Players()-1).
// The accessors taking a seat answer their zero value for any other.
func (p *Position) hasSeat(seat int) bool { return seat >= 0 && seat < p.r.n }

// hasCard reports whether k is a card index of the set in play. The
// accessors taking a card answer their zero value for any other.
func (p *Position) hasCard(k int) bool { return k >= 0 && k < p.r.cards.Len() }

// Side returns the edge where seat sits, NoSide for a seat not in the
// game.
func (p *Position) Side(seat int) Side {
	if !p.hasSeat(seat) {
		return NoSide
	}
	return p.r.sides[seat]
}

// Team returns 0 (South and North, black pawns) or 1 (West and East,
// white pawns) in the team game, and -1 otherwise (and for a seat not in
// the game).
func (p *Position) Team(seat int) int {
	if !p.r.opt.Teams || !p.hasSeat(seat) {
		return -1
	}
	return seat % 2
}

// Holder returns the seat that holds owner's cards and chooses for them:
// the previous seat in turn order, the neighbour on the right; -1 for a
// seat not in the game.
func (p *Position) Holder(owner int) int {
	if !p.hasSeat(owner) {
		return -1
	}
	return (owner + p.r.n - 1) % p.r.n
}

// Phase returns what the next action must be.
func (p *Position) Phase() Phase { return p.phase }

// Turn returns the 0-based turn index (a turn is a card choice and the
// move or TRAXIT it leads to), or -1 during placement. It equals
// TotalTurns when the game is over.
func (p *Position) Turn() int {
	if p.phase == PhasePlace {
		return -1
	}
	return int(p.turn)
}

// TotalTurns returns the number of turns of the game: players x rounds
// per set x sets.
func (p *Position) TotalTurns() int { return p.r.turns }

// Set returns the 0-based index of the current set (Sets when over).
func (p *Position) Set() int { return max(0, p.Turn()) / (p.r.n * p.r.opt.RoundsPerSet) }

// Round returns the 0-based index of the current round in the game.
func (p *Position) Round() int { return max(0, p.Turn()) / p.r.n }

// TurnsPerSet returns the number of turns of a set: players x rounds.
func (p *Position) TurnsPerSet() int { return p.r.n * p.r.opt.RoundsPerSet }

// TurnsToSetEnd returns how many turns, the current one included, remain
// before the next set scoring (0 when over).
func (p *Position) TurnsToSetEnd() int {
	if p.phase == PhaseOver {
		return 0
	}
	per := p.r.n * p.r.opt.RoundsPerSet
	return per - max(0, p.Turn())%per
}

// Chooser returns the seat that chooses the card this turn (and relocates
// on a TRAXIT); -1 during placement and at the end.
func (p *Position) Chooser() int {
	if p.phase == PhasePlace || p.phase == PhaseOver {
		return -1
	}
	return (p.r.opt.StartSeat + int(p.turn)) % p.r.n
}

// Mover returns the seat that moves this turn; -1 during placement and at
// the end.
func (p *Position) Mover() int {
	if p.phase == PhasePlace || p.phase == PhaseOver {
		return -1
	}
	return (p.r.opt.StartSeat + int(p.turn) + 1) % p.r.n
}

// ToMove returns the seat that must act now: the placer, the chooser, the
// mover, or the chooser again on a TRAXIT; -1 when the game is over.
func (p *Position) ToMove() int {
	switch p.phase {
	case PhasePlace:
		return (p.r.opt.StartSeat + int(p.turn)) % p.r.n
	case PhaseMove:
		return p.Mover()
	case PhaseChoose, PhaseTraxit:
		return p.Chooser()
	}
	return -1
}

// PendingCard returns the index of the card chosen this turn, or -1.
func (p *Position) PendingCard() int { return int(p.card) }

// Hand returns the indices of the cards owner has still to play, in set
// order (the pending card is not among them); nil for a seat not in the
// game.
func (p *Position) Hand(owner int) []int {
	if !p.hasSeat(owner) {
		return nil
	}
	var out []int
	for h := p.hand[owner]; h != 0; h &= h - 1 {
		out = append(out, bits.TrailingZeros32(h))
	}
	return out
}

// HandMask returns Hand as a bit set: bit k is card k (0 for a seat not
// in the game).
func (p *Position) HandMask(owner int) uint32 {
	if !p.hasSeat(owner) {
		return 0
	}
	return p.hand[owner]
}

// Pawns returns the cells of seat's two pawns (NoCell before placing, and
// for a seat not in the game).
func (p *Position) Pawns(seat int) [2]Cell {
	if !p.hasSeat(seat) {
		return [2]Cell{NoCell, NoCell}
	}
	var out [2]Cell
	for i, x := range p.pawns[seat] {
		out[i] = NoCell
		if x >= 0 {
			out[i] = cellAt(int(x))
		}
	}
	return out
}

// Obstacles returns the cells holding obstacles.
func (p *Position) Obstacles() []Cell { return append([]Cell(nil), p.r.obstacles...) }

// Square is what a board cell shows, for drawing.
type Square struct {
	Level    int  // 1 to 4
	Obstacle bool // an unused pawn stands here
	Seat     int  // owner of the pawn here, -1 when none
	Pawn     int  // which of the owner's pawns (0 or 1)
}

// Square returns what cell c shows.
func (p *Position) Square(c Cell) Square {
	s := Square{Level: c.Level(), Seat: -1}
	if !c.OnBoard() {
		return s
	}
	switch v := p.board[c.index()]; {
	case v < 0:
		s.Obstacle = true
	case v > 0:
		s.Seat, s.Pawn = int(v-1)/2, int(v-1)%2
	}
	return s
}

// Board returns every cell's Square, indexed [row][column].
func (p *Position) Board() [Size][Size]Square {
	var b [Size][Size]Square
	for i := range Size * Size {
		c := cellAt(i)
		b[c.R][c.C] = p.Square(c)
	}
	return b
}

// Scores returns each seat's total so far.
func (p *Position) Scores() []int {
	out := make([]int, p.r.n)
	for s := range out {
		out[s] = int(p.score[s])
	}
	return out
}

// Score returns seat's total so far (Scores without allocating); 0 for a
// seat not in the game.
func (p *Position) Score(seat int) int {
	if !p.hasSeat(seat) {
		return 0
	}
	return int(p.score[seat])
}

// SetScores returns the points of each set scored so far, bonus included:
// SetScores()[set][seat].
func (p *Position) SetScores() [][]int {
	var out [][]int
	per := p.r.n * p.r.opt.RoundsPerSet
	for s := 0; s < p.r.opt.Sets && p.phase != PhasePlace && (s+1)*per <= int(p.turn); s++ {
		row := make([]int, p.r.n)
		for i := range row {
			row[i] = int(p.setScore[s][i])
		}
		out = append(out, row)
	}
	return out
}

// TeamScores returns the two team totals of the team game (seats 0+2 and
// 1+3), or nil in a game without teams.
func (p *Position) TeamScores() []int {
	if !p.r.opt.Teams {
		return nil
	}
	return []int{int(p.score[0] + p.score[2]), int(p.score[1] + p.score[3])}
}

// BonusPending reports whether seat has earned the level-4 bonus that the
// end of the current set will pay (false for a seat not in the game).
func (p *Position) BonusPending(seat int) bool {
	if !p.hasSeat(seat) {
		return false
	}
	if p.r.opt.Bonus == BonusOncePerGame && p.bonusPaid[seat] {
		return false
	}
	return p.bonus[seat] > 0
}

// occupied returns the pawn or obstacle code of board index i.
func (p *Position) pawnIndex(seat int, c Cell) int {
	if !c.OnBoard() {
		return -1
	}
	for k, x := range p.pawns[seat] {
		if int(x) == c.index() {
			return k
		}
	}
	return -1
}

// HasMove reports whether seat has a legal move with card k: some route
// of one of its pawns with every cell free (spec §A.7). It is false for a
// seat or a card not in the game.
func (p *Position) HasMove(seat, k int) bool {
	if !p.hasSeat(seat) || !p.hasCard(k) {
		return false
	}
	rt := &p.r.cards.routes[k]
	for _, from := range p.pawns[seat] {
		if from < 0 {
			continue
		}
	next:
		for _, route := range rt[from] {
			for _, x := range route {
				if p.board[x] != 0 {
					continue next
				}
			}
			return true
		}
	}
	return false
}

// Destinations appends to buf the cells the pawn on from can reach with
// card k, each once, and returns it: the legal destinations of that pawn
// if it moved with k now. It is empty when no pawn stands on from.
func (p *Position) Destinations(from Cell, k int, buf []Cell) []Cell {
	buf = buf[:0]
	if !from.OnBoard() || k < 0 || k >= p.r.cards.Len() || p.board[from.index()] <= 0 {
		return buf
	}
next:
	for _, route := range p.r.cards.routes[k][from.index()] {
		for _, x := range route {
			if p.board[x] != 0 {
				continue next
			}
		}
		to := cellAt(int(route[len(route)-1]))
		for _, d := range buf {
			if d == to {
				continue next
			}
		}
		buf = append(buf, to)
	}
	return buf
}

// Route is a legal move shown with one free route that makes it legal.
type Route struct {
	From, To Cell
	Path     []Cell // the cells after From, To last
}

// Routes returns seat's legal moves with card k, one per (pawn,
// destination), each with the first free route found; nil for a seat or
// a card not in the game.
func (p *Position) Routes(seat, k int) []Route {
	var out []Route
	if !p.hasSeat(seat) || !p.hasCard(k) {
		return nil
	}
	p.eachMove(seat, k, func(from int8, route []int8) {
		r := Route{From: cellAt(int(from)), To: cellAt(int(route[len(route)-1]))}
		for _, x := range route {
			r.Path = append(r.Path, cellAt(int(x)))
		}
		out = append(out, r)
	})
	return out
}

// eachMove calls f once per legal (pawn, destination) of seat with card k.
func (p *Position) eachMove(seat, k int, f func(from int8, route []int8)) {
	rt := &p.r.cards.routes[k]
	for _, from := range p.pawns[seat] {
		if from < 0 {
			continue
		}
		var seen [8]int8
		n := 0
	next:
		for _, route := range rt[from] {
			for _, x := range route {
				if p.board[x] != 0 {
					continue next
				}
			}
			to := route[len(route)-1]
			for _, s := range seen[:n] {
				if s == to {
					continue next
				}
			}
			seen[n] = to
			n++
			f(from, route)
		}
	}
}

// LegalActions appends to buf every legal action of the current phase, in
// a fixed order, and returns it. It is empty only when the game is over.
func (p *Position) LegalActions(buf []Action) []Action {
	buf = buf[:0]
	switch p.phase {
	case PhasePlace:
		cs := StartCells(p.r.sides[p.ToMove()])
		for i := range cs {
			for j := i + 1; j < len(cs); j++ {
				buf = append(buf, PlaceAction(cs[i], cs[j]))
			}
		}
	case PhaseChoose:
		for h := p.hand[p.Mover()]; h != 0; h &= h - 1 {
			buf = append(buf, ChooseAction(bits.TrailingZeros32(h)))
		}
	case PhaseMove:
		p.eachMove(p.Mover(), int(p.card), func(from int8, route []int8) {
			buf = append(buf, MoveAction(cellAt(int(from)), cellAt(int(route[len(route)-1]))))
		})
	case PhaseTraxit:
		for _, from := range p.pawns[p.Mover()] {
			for _, x := range levelOne {
				if p.board[x] == 0 || x == from {
					buf = append(buf, RelocateAction(cellAt(int(from)), cellAt(int(x))))
				}
			}
		}
	}
	return buf
}

// Check returns nil if a is legal now, else the Code saying why not.
func (p *Position) Check(a Action) error {
	q := *p
	return q.Apply(a)
}

// Apply plays action a. On an error (a Code) the position is unchanged.
func (p *Position) Apply(a Action) error {
	if p.phase == PhaseOver {
		return ErrGameOver
	}
	want := [...]ActionKind{PhasePlace: Place, PhaseChoose: Choose, PhaseMove: Move, PhaseTraxit: Relocate}[p.phase]
	if a.Kind != want {
		return ErrWrongPhase
	}
	switch a.Kind {
	case Place:
		return p.place(a.From, a.To)
	case Choose:
		return p.choose(a.Card)
	case Move:
		return p.move(a.From, a.To)
	}
	return p.relocate(a.From, a.To)
}

func (p *Position) place(a, b Cell) error {
	seat := p.ToMove()
	side := p.r.sides[seat]
	if !a.OnBoard() || !b.OnBoard() {
		return ErrOffBoard
	}
	if !IsStartCell(side, a) || !IsStartCell(side, b) {
		return ErrNotStartCell
	}
	if a == b {
		return ErrSameCell
	}
	if p.board[a.index()] != 0 || p.board[b.index()] != 0 {
		return ErrCellOccupied // cannot happen: start rows never overlap
	}
	for k, c := range [2]Cell{a, b} {
		p.pawns[seat][k] = int8(c.index())
		p.board[c.index()] = int8(1 + 2*seat + k)
	}
	p.turn++
	if int(p.turn) == p.r.n {
		p.phase, p.turn = PhaseChoose, 0
	}
	return nil
}

func (p *Position) choose(k int) error {
	if k < 0 || k >= p.r.cards.Len() {
		return ErrUnknownCard
	}
	m := p.Mover()
	if p.hand[m]&(1<<k) == 0 {
		return ErrCardNotHeld
	}
	p.hand[m] &^= 1 << k
	p.card = int8(k)
	if p.HasMove(m, k) {
		p.phase = PhaseMove
	} else {
		p.phase = PhaseTraxit
	}
	return nil
}

func (p *Position) move(from, to Cell) error {
	m, pawn, err := p.moversPawn(from, to)
	if err != nil {
		return err
	}
	switch v := p.board[to.index()]; {
	case v < 0:
		return ErrObstacle
	case v > 0:
		return ErrCellOccupied
	}
	ok := false
	p.eachMove(m, int(p.card), func(f int8, route []int8) {
		ok = ok || int(f) == from.index() && int(route[len(route)-1]) == to.index()
	})
	if !ok {
		return ErrNoRoute
	}
	p.shift(m, pawn, to)
	return nil
}

func (p *Position) relocate(from, to Cell) error {
	m, pawn, err := p.moversPawn(from, to)
	if err != nil {
		return err
	}
	if to.Level() != 1 {
		return ErrNotLevelOne
	}
	if to != from && p.board[to.index()] != 0 {
		return ErrCellOccupied
	}
	p.shift(m, pawn, to)
	return nil
}

// moversPawn returns the mover and which of their pawns stands on from,
// for a move or relocation of it to to, a cell on the board; else the
// error that says why not.
func (p *Position) moversPawn(from, to Cell) (mover, pawn int, err error) {
	mover = p.Mover()
	if pawn = p.pawnIndex(mover, from); pawn < 0 {
		return 0, 0, ErrNoPawnThere
	}
	if !to.OnBoard() {
		return 0, 0, ErrOffBoard
	}
	return mover, pawn, nil
}

// shift moves a pawn, keeps the bonus bookkeeping and ends the turn.
func (p *Position) shift(seat, pawn int, to Cell) {
	from := p.pawns[seat][pawn]
	p.board[from] = 0
	p.board[to.index()] = int8(1 + 2*seat + pawn)
	p.pawns[seat][pawn] = int8(to.index())
	both := cellAt(int(p.pawns[seat][0])).Level() == 4 && cellAt(int(p.pawns[seat][1])).Level() == 4
	if both && (p.r.opt.Bonus != BonusPerOccurrence || !p.both4[seat]) {
		if p.r.opt.Bonus == BonusPerOccurrence {
			p.bonus[seat]++
		} else {
			p.bonus[seat] = 1
		}
	}
	p.both4[seat] = both
	p.card = -1
	per := p.r.n * p.r.opt.RoundsPerSet
	if (int(p.turn)+1)%per == 0 {
		p.scoreSet(int(p.turn) / per)
	}
	p.turn++
	p.phase = PhaseChoose
	if int(p.turn) == p.r.turns {
		p.phase = PhaseOver
	}
}

// scoreSet adds every player's level points and bonus (spec §A.8).
func (p *Position) scoreSet(set int) {
	for s := range p.r.n {
		pts := 0
		for _, x := range p.pawns[s] {
			pts += cellAt(int(x)).Points()
		}
		switch p.r.opt.Bonus {
		case BonusPerSet:
			pts += BonusPoints * int(min(p.bonus[s], 1))
		case BonusOncePerGame:
			if p.bonus[s] > 0 && !p.bonusPaid[s] {
				pts += BonusPoints
				p.bonusPaid[s] = true
			}
		case BonusPerOccurrence:
			pts += BonusPoints * int(p.bonus[s])
		}
		p.bonus[s] = 0
		p.setScore[set][s] = int16(pts)
		p.score[s] += int32(pts)
	}
}

// Outcome is the result of a game.
type Outcome struct {
	// Over reports whether the last set has been scored.
	Over bool
	// Winners are the winning seats (both partners in the team game).
	// More than one player or team among them is a shared win.
	Winners []int
	// TieBreak reports that the last set's score decided between players
	// (or teams) level on total (Options.TieBreak).
	TieBreak bool
}

// Outcome returns the result: who won once the game is over.
func (p *Position) Outcome() Outcome {
	if p.phase != PhaseOver {
		return Outcome{}
	}
	n := p.r.n
	last := p.r.opt.Sets - 1
	total := func(s int) (int, int) {
		if p.r.opt.Teams {
			t := s % 2
			return int(p.score[t] + p.score[t+2]), int(p.setScore[last][t] + p.setScore[last][t+2])
		}
		return int(p.score[s]), int(p.setScore[last][s])
	}
	best, bestLast := -1, -1
	for s := range n {
		if t, _ := total(s); t > best {
			best = t
		}
	}
	var top []int
	for s := range n {
		if t, l := total(s); t == best {
			top = append(top, s)
			bestLast = max(bestLast, l)
		}
	}
	o := Outcome{Over: true, Winners: top}
	if p.r.opt.TieBreak && p.sides(top) > 1 {
		o.Winners = nil
		for _, s := range top {
			if _, l := total(s); l == bestLast {
				o.Winners = append(o.Winners, s)
			}
		}
		o.TieBreak = p.sides(o.Winners) < p.sides(top)
	}
	return o
}

// sides counts the players, or teams, among seats.
func (p *Position) sides(seats []int) int {
	if !p.r.opt.Teams {
		return len(seats)
	}
	var t [2]bool
	for _, s := range seats {
		t[s%2] = true
	}
	n := 0
	for _, b := range t {
		if b {
			n++
		}
	}
	return n
}

// Key returns a hash of everything that decides the rest of the game
// (pawns, hands, turn, phase, pending card, bonus state and scores), for
// transposition tables.
func (p *Position) Key() uint64 {
	h := uint64(14695981039346656037)
	mix := func(v uint64) {
		h ^= v
		h *= 1099511628211
		h ^= h >> 29
	}
	for s := range p.r.n {
		mix(uint64(uint8(p.pawns[s][0])) | uint64(uint8(p.pawns[s][1]))<<8 | uint64(p.hand[s])<<16)
		mix(uint64(uint32(p.score[s])) | uint64(uint8(p.bonus[s]))<<32 | boolBit(p.bonusPaid[s])<<40 | boolBit(p.both4[s])<<41)
	}
	mix(uint64(uint16(p.turn)) | uint64(uint8(p.phase))<<16 | uint64(uint8(p.card))<<24)
	return h
}

func boolBit(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
