// Package conformance is the test every game's adapter must pass before
// the game is offered: seeded random playouts through the game interface
// (package engine/game) that check the contract State documents. The test
// of this package runs it over every registered game and variant: a new
// game adds its adapter's import and its variants' names to
// conformance_test.go, and passes, before it is offered.
//
// Each playout starts a game from a seed and, at every step until the game
// ends or MaxActions is reached, checks that:
//   - the seat to move, the legal actions and the outcome agree (a game is
//     over exactly when it has no legal action and ToMove is Terminal);
//   - every listed action is accepted (all of them at some steps, a few at
//     the others), and Undo after it restores the state exactly;
//   - random junk and stale actions (legal earlier, not listed now) are
//     refused and leave the state unchanged, unless the game accepts a
//     spelling of a listed action (an alias, which must then give the same
//     state) or, in a game that lists only some actions (Variant.Unlisted),
//     the stale action is still legal;
//   - no seat's View holds a word its Hidden names;
//   - a Clone equals the original and does not share state with it;
//   - the record parses and replays to the same state;
//
// and at the end that the same seed and the same actions give the same
// game and that a finished game refuses every action.
package conformance

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"

	"traxapp/engine/game"
)

// Options size a run.
type Options struct {
	// Playouts is the number of games played (seeds Seed, Seed+1, ...).
	Playouts int
	// MaxActions stops a playout that has not ended by then.
	MaxActions int
	// Seed is the first game's seed; it also drives the random choices.
	Seed uint64
	// FullCheckEvery tries every legal action (with Undo) at one step in
	// that many; the other steps try a few.
	FullCheckEvery int
	// RecordEvery parses and replays the record at one step in that many
	// (and always at the end).
	RecordEvery int
}

// Counts say how much a run checked.
type Counts struct {
	Playouts int // games played
	Finished int // games that reached their end within MaxActions
	Actions  int // actions applied along the playouts
	Accepted int // legal actions tried (apply, then undo)
	Refused  int // junk and stale actions refused
	Aliases  int // unlisted spellings accepted as a listed action
	Unlisted int // stale actions still legal in a game that lists only some
	Views    int // views checked against hidden words
	Records  int // records parsed and replayed
	Clones   int // clones checked
}

// Add sums two counts.
func (c Counts) Add(d Counts) Counts {
	return Counts{c.Playouts + d.Playouts, c.Finished + d.Finished, c.Actions + d.Actions,
		c.Accepted + d.Accepted, c.Refused + d.Refused, c.Aliases + d.Aliases, c.Unlisted + d.Unlisted,
		c.Views + d.Views, c.Records + d.Records, c.Clones + d.Clones}
}

// String gives the counts on one line.
func (c Counts) String() string {
	return fmt.Sprintf("%d playouts (%d finished), %d actions applied, %d legal actions tried with undo, %d refusals, %d aliases, %d unlisted legal, %d views, %d records replayed, %d clones",
		c.Playouts, c.Finished, c.Actions, c.Accepted, c.Refused, c.Aliases, c.Unlisted, c.Views, c.Records, c.Clones)
}

// withDefaults fills the zero fields.
func (o Options) withDefaults() Options {
	if o.Playouts <= 0 {
		o.Playouts = 10
	}
	if o.MaxActions <= 0 {
		o.MaxActions = 300
	}
	if o.FullCheckEvery <= 0 {
		o.FullCheckEvery = 10
	}
	if o.RecordEvery <= 0 {
		o.RecordEvery = 25
	}
	return o
}

// Run plays o.Playouts seeded random games of v and reports every broken
// rule of the contract through t.Errorf (one failure ends its playout). It
// never calls t.Fatal, so a recorder can count the failures.
func Run(t testing.TB, v game.Variant, o Options) Counts {
	t.Helper()
	o = o.withDefaults()
	var c Counts
	for i := range o.Playouts {
		seed := o.Seed + uint64(i)
		p := &playout{v: v, o: o, seed: seed, rng: rand.New(rand.NewPCG(seed, 0x5eed)), c: &c}
		if err := p.run(); err != nil {
			t.Errorf("%s seed %d: %v", v.ID(), seed, err)
		}
		c.Playouts++
	}
	return c
}

// playout is one random game and its checks.
type playout struct {
	v     game.Variant
	o     Options
	seed  uint64
	rng   *rand.Rand
	c     *Counts
	stale []string // actions that were legal at some earlier step
	moves []string // the actions chosen
}

func (p *playout) run() error {
	st, err := p.v.New(p.seed)
	if err != nil {
		return fmt.Errorf("New: %w", err)
	}
	twin, err := p.v.New(p.seed)
	if err != nil {
		return fmt.Errorf("New again: %w", err)
	}
	if st.String() != twin.String() {
		return errors.New("two games from one seed differ at the start")
	}
	if got := st.Variant().ID(); got != p.v.ID() {
		return fmt.Errorf("Variant() is %q", got)
	}
	if st.Players() != p.v.Players {
		return fmt.Errorf("Players() is %d, registered %d", st.Players(), p.v.Players)
	}
	before := st.String()
	if err := st.Undo(); err == nil || st.String() != before {
		return fmt.Errorf("Undo at the start: err %v, state changed %v", err, st.String() != before)
	}
	for step := 0; ; step++ {
		legal, err := p.checkStep(st, step)
		if err != nil {
			return fmt.Errorf("step %d: %w", step, err)
		}
		if len(legal) == 0 {
			p.c.Finished++
			break
		}
		if step >= p.o.MaxActions {
			break
		}
		a := legal[p.rng.IntN(len(legal))]
		before := st.String()
		if err := st.Apply(a); err != nil {
			return fmt.Errorf("step %d: legal %q refused: %v", step, a, err)
		}
		after := st.String()
		if err := st.Undo(); err != nil {
			return fmt.Errorf("step %d: Undo after %q: %v", step, a, err)
		}
		if st.String() != before {
			return fmt.Errorf("step %d: Undo after %q does not restore the state", step, a)
		}
		if err := st.Apply(a); err != nil || st.String() != after {
			return fmt.Errorf("step %d: %q again after Undo: err %v, same state %v", step, a, err, st.String() == after)
		}
		p.c.Actions++
		p.moves = append(p.moves, a)
		p.stale = append(p.stale, legal...)
		if len(p.stale) > 200 {
			p.stale = p.stale[len(p.stale)-200:]
		}
	}
	return p.checkEnd(st)
}

// checkStep checks the state at one step and returns its legal actions.
func (p *playout) checkStep(st game.State, step int) ([]string, error) {
	legal := st.LegalActions()
	out := st.Outcome()
	switch {
	case out.Over && len(legal) > 0:
		return nil, fmt.Errorf("the game is over but lists %d legal actions (%q...)", len(legal), legal[0])
	case out.Over && st.ToMove() != game.Terminal:
		return nil, fmt.Errorf("the game is over but ToMove is %d", st.ToMove())
	case !out.Over && len(legal) == 0:
		return nil, errors.New("the game is not over but lists no legal action")
	case !out.Over && st.ToMove() != game.Chance && (st.ToMove() < 0 || st.ToMove() >= st.Players()):
		return nil, fmt.Errorf("ToMove is %d with %d players", st.ToMove(), st.Players())
	}
	if len(st.Scores()) != st.Players() {
		return nil, fmt.Errorf("%d scores for %d players", len(st.Scores()), st.Players())
	}
	if again := st.LegalActions(); !slices.Equal(again, legal) {
		return nil, errors.New("LegalActions differs between two calls")
	}
	if err := p.checkViews(st); err != nil {
		return nil, err
	}
	if err := p.checkRefusals(st, legal); err != nil {
		return nil, err
	}
	tries := legal
	if step%p.o.FullCheckEvery != 0 && len(legal) > 3 {
		tries = nil
		for range 3 {
			tries = append(tries, legal[p.rng.IntN(len(legal))])
		}
	}
	for _, a := range tries {
		before := st.String()
		if err := st.Apply(a); err != nil {
			return nil, fmt.Errorf("legal %q refused: %v", a, err)
		}
		if err := st.Undo(); err != nil {
			return nil, fmt.Errorf("Undo after %q: %v", a, err)
		}
		if st.String() != before {
			return nil, fmt.Errorf("Undo after %q does not restore the state", a)
		}
		p.c.Accepted++
	}
	if step%p.o.RecordEvery == 0 {
		if err := p.checkClone(st, legal); err != nil {
			return nil, err
		}
		if err := p.checkRecord(st); err != nil {
			return nil, err
		}
	}
	return legal, nil
}

// checkViews looks for hidden words in every seat's view.
func (p *playout) checkViews(st game.State) error {
	for seat := range st.Players() {
		hidden := st.Hidden(seat)
		if len(hidden) == 0 {
			p.c.Views++
			continue
		}
		words := map[string]bool{}
		for _, w := range strings.FieldsFunc(st.View(seat), func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		}) {
			words[w] = true
		}
		for _, h := range hidden {
			if words[h] {
				return fmt.Errorf("seat %d's view holds %q, hidden from it:\n%s", seat, h, st.View(seat))
			}
		}
		p.c.Views++
	}
	return nil
}

// junkAlphabet makes junk that looks a little like notation.
const junkAlphabet = "abcdefghP0123456789@/\\+, ;#-"

// checkRefusals applies junk and stale actions: each must be refused with
// the state unchanged, or be a spelling of a listed action.
func (p *playout) checkRefusals(st game.State, legal []string) error {
	var cands []string // junk first: the game must refuse all of it
	n := 1 + p.rng.IntN(12)
	var b strings.Builder
	for range n {
		b.WriteByte(junkAlphabet[p.rng.IntN(len(junkAlphabet))])
	}
	cands = append(cands, b.String(), "", "\x00\xff", strings.Repeat("Z", 1+p.rng.IntN(40)))
	if len(legal) > 0 {
		cands = append(cands, legal[p.rng.IntN(len(legal))]+" extra")
	}
	junk := len(cands)
	for range 3 {
		if len(p.stale) > 0 {
			cands = append(cands, p.stale[p.rng.IntN(len(p.stale))])
		}
	}
	for i, a := range cands {
		if slices.Contains(legal, a) {
			continue
		}
		before := st.String()
		err := st.Apply(a)
		if err != nil {
			if st.String() != before {
				return fmt.Errorf("refused %q (%v) but the state changed", a, err)
			}
			p.c.Refused++
			continue
		}
		after := st.String()
		if err := st.Undo(); err != nil || st.String() != before {
			return fmt.Errorf("accepted unlisted %q; Undo: err %v, restored %v", a, err, st.String() == before)
		}
		alias := false
		for _, l := range legal {
			c := st.Clone()
			if c.Apply(l) == nil && c.String() == after {
				alias = true
				break
			}
		}
		switch {
		case alias:
			p.c.Aliases++
		case p.v.Unlisted && i >= junk:
			p.c.Unlisted++ // legal earlier, still legal, and not listed
		default:
			return fmt.Errorf("accepted %q, which is no listed action", a)
		}
	}
	return nil
}

// checkClone compares a clone and makes sure it is independent.
func (p *playout) checkClone(st game.State, legal []string) error {
	before := st.String()
	c := st.Clone()
	if c.String() != before {
		return errors.New("a clone differs from the original")
	}
	if len(legal) > 0 {
		if err := c.Apply(legal[0]); err != nil {
			return fmt.Errorf("a clone refuses legal %q: %v", legal[0], err)
		}
		if st.String() != before {
			return errors.New("playing on a clone changed the original")
		}
	}
	p.c.Clones++
	return nil
}

// checkRecord parses the record and compares the replayed state.
func (p *playout) checkRecord(st game.State) error {
	rec := st.Record()
	r, err := p.v.Parse(rec)
	if err != nil {
		return fmt.Errorf("its own record does not parse: %v\n%s", err, rec)
	}
	if r.String() != st.String() {
		return fmt.Errorf("record -> parse gives another state\nrecord:\n%s", rec)
	}
	if r.Record() != rec {
		return errors.New("record -> parse -> record changes the record")
	}
	p.c.Records++
	return nil
}

// checkEnd runs the end-of-game checks.
func (p *playout) checkEnd(st game.State) error {
	if err := p.checkRecord(st); err != nil {
		return fmt.Errorf("end: %w", err)
	}
	again, err := p.v.New(p.seed)
	if err != nil {
		return fmt.Errorf("New again: %w", err)
	}
	for k, a := range p.moves {
		if err := again.Apply(a); err != nil {
			return fmt.Errorf("replay from the seed: action %d %q refused: %v", k, a, err)
		}
	}
	if again.String() != st.String() {
		return errors.New("the same seed and actions give another game")
	}
	if !st.Outcome().Over {
		return nil
	}
	before := st.String()
	for _, a := range p.stale[max(len(p.stale)-20, 0):] {
		if st.Apply(a) == nil {
			return fmt.Errorf("the game is over but accepts %q", a)
		}
		if st.String() != before {
			return fmt.Errorf("the game is over; refusing %q changed it", a)
		}
		p.c.Refused++
	}
	return nil
}
