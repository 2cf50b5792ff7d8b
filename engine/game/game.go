package game

import (
	"errors"
	"fmt"
	"slices"
	"sync"
)

// Chance is what ToMove returns when the next step is decided by luck (a
// die or a draw) rather than by a seat. The engines of this project draw
// their luck from a seed inside Apply, so none of them returns it today;
// it is part of the contract so that a game with explicit chance steps
// fits without a change.
const Chance = -1

// Terminal is what ToMove returns when the game is over.
const Terminal = -2

// ErrNoUndo is returned by Undo when there is no action to take back.
var ErrNoUndo = errors.New("game: nothing to undo")

// State is a game in progress. Actions are strings in the game's own
// notation, exactly as its record writes them; LegalActions returns them in
// a deterministic order, so that the same seed and the same choices give
// the same game.
type State interface {
	// Variant names the game and the variant this state plays.
	Variant() Variant
	// Players is the number of seats, numbered from 0.
	Players() int
	// ToMove is the seat that acts next, Chance or Terminal.
	ToMove() int
	// LegalActions lists actions ToMove may take, in a deterministic
	// order; empty exactly when the game is over. When the game has
	// actions too many to list (TRAKKX lay-downs), the list holds every
	// other action and a few of those, Variant.Unlisted says so, and
	// Apply still accepts the rest.
	LegalActions() []string
	// Apply plays one action. A refused action returns an error and
	// leaves the state exactly as it was.
	Apply(action string) error
	// Undo takes back the last action applied, restoring exactly the state
	// before it; ErrNoUndo when there is none.
	Undo() error
	// Outcome is the result so far.
	Outcome() Outcome
	// Scores are the points of every seat so far, one per seat, higher
	// better: a game of penalty points (TRAKKX) gives them negated, and a
	// game without points gives win shares (WinShares).
	Scores() []float64
	// Record writes the game so that Variant().Parse reads it back and
	// replays it to this state.
	Record() string
	// View is everything seat may know now, as text: the state less the
	// information hidden from that seat.
	View(seat int) string
	// Hidden lists the words (tiles, cards, tokens in the game's own
	// notation) that seat must not find in its View now.
	Hidden(seat int) []string
	// String describes the whole state, hidden information included, so
	// that two states that differ for play (position, turn, hands, outcome,
	// length of the history) have different strings. Tests compare states
	// by it.
	String() string
	// Clone returns an independent copy.
	Clone() State
}

// Outcome is the result of a game so far.
type Outcome struct {
	// Over reports that the game has ended.
	Over bool
	// Winners are the winning seats; several share the win, and none is a
	// draw (or a lost solitaire) when Over.
	Winners []int
}

// Variant is one registered way to play a game: "trax" with variant
// "8x8", "traxit" with "4-teams" and so on.
type Variant struct {
	// Game is the game's registry name ("trax", "traxit", "trakkx").
	Game string
	// Name is the variant's name within the game.
	Name string
	// Players is the number of seats.
	Players int
	// Unlisted reports that LegalActions may leave out legal actions (the
	// lay-downs of TRAKKX), so that an action missing from the list is not
	// necessarily illegal.
	Unlisted bool
	// New starts a game; seed fixes its luck (bag, die, deal, start seat).
	New func(seed uint64) (State, error)
	// Parse reads a record written by State.Record.
	Parse func(record string) (State, error)
}

// ID is "game/variant", the variant's key in the registry.
func (v Variant) ID() string { return v.Game + "/" + v.Name }

var (
	registryMu sync.Mutex
	registry   []Variant
)

// Register adds variants to the registry; an adapter calls it from init.
// It panics on a variant without a game, a name, New or Parse, or one
// registered twice: that is a programming error found at start-up.
func Register(vs ...Variant) {
	registryMu.Lock()
	defer registryMu.Unlock()
	for _, v := range vs {
		if v.Game == "" || v.Name == "" || v.New == nil || v.Parse == nil || v.Players < 1 {
			panic(fmt.Sprintf("game: incomplete variant %q", v.ID()))
		}
		if slices.ContainsFunc(registry, func(r Variant) bool { return r.ID() == v.ID() }) {
			panic(fmt.Sprintf("game: variant %q registered twice", v.ID()))
		}
		registry = append(registry, v)
	}
}

// Variants returns every registered variant, in the order registered.
func Variants() []Variant {
	registryMu.Lock()
	defer registryMu.Unlock()
	return slices.Clone(registry)
}

// Lookup returns the variant registered as id ("game/variant").
func Lookup(id string) (Variant, bool) {
	registryMu.Lock()
	defer registryMu.Unlock()
	i := slices.IndexFunc(registry, func(r Variant) bool { return r.ID() == id })
	if i < 0 {
		return Variant{}, false
	}
	return registry[i], true
}

// WinShares turns winners into per-seat scores for a game without points:
// 1/k for each of k winners, 0 for the others.
func WinShares(players int, winners []int) []float64 {
	s := make([]float64, players)
	for _, w := range winners {
		if w >= 0 && w < players {
			s[w] = 1 / float64(len(winners))
		}
	}
	return s
}
