// Package play adapts package trax to the game interface (package
// engine/game) and registers Trax, 8x8 Trax, Loop Trax and Tur-TRAX, and
// TRAX solitaire 3x3 and 4x4 (solitaire.go). It is a thin layer: the rules
// stay in package trax, whose own API the screens and the computer player
// keep using. White is seat 0, red seat 1.
package play

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"traxapp/engine/game"
	"traxapp/engine/trax"
)

// GameName is the registry name of Trax.
const GameName = "trax"

func init() {
	for _, v := range trax.Variants {
		game.Register(variantOf(v))
	}
}

// variantOf describes a trax variant for the registry.
func variantOf(v trax.Variant) game.Variant {
	return game.Variant{
		Game:    GameName,
		Name:    v.Name,
		Players: 2,
		New: func(seed uint64) (game.State, error) {
			return New(v, seed), nil
		},
		Parse: func(record string) (game.State, error) { return Parse(v, record) },
	}
}

// State is a trax.Game seen through the game interface.
type State struct {
	g *trax.Game
	// before holds Len() before each Apply, so that Undo takes back
	// exactly one action, with the passes a Tur-TRAX roll forced after it.
	before []int
}

// New starts a game of v whose luck (Tur-TRAX) comes from seed; a variant
// without luck ignores the seed, so that its record says all.
func New(v trax.Variant, seed uint64) *State {
	if v.Luck == trax.NoLuck {
		seed = 0
	}
	return &State{g: trax.NewSeededGame(v, seed)}
}

// Wrap adapts an existing game; Undo then reaches back only to the actions
// applied through the adapter.
func Wrap(g *trax.Game) *State { return &State{g: g} }

// Game returns the wrapped game for the engine's own API.
func (s *State) Game() *trax.Game { return s.g }

// seedPrefix starts the first line of the record of a game with luck: the
// Trax notation has no place for the seed the rolls come from.
const seedPrefix = "seed "

// Parse reads a record written by Record for variant v.
func Parse(v trax.Variant, record string) (*State, error) {
	var seed uint64
	if rest, ok := strings.CutPrefix(record, seedPrefix); ok {
		line, tail, _ := strings.Cut(rest, "\n")
		n, err := strconv.ParseUint(strings.TrimSpace(line), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("trax record: bad seed line: %w", err)
		}
		seed, record = n, tail
	}
	if v.Luck == trax.NoLuck {
		seed = 0 // as New: a game without luck does not depend on a seed
	}
	g, err := trax.LoadSeededRecord(v, seed, record)
	if err != nil {
		return nil, err
	}
	return &State{g: g}, nil
}

// Variant implements game.State.
func (s *State) Variant() game.Variant { return variantOf(s.g.Variant()) }

// Players implements game.State.
func (s *State) Players() int { return 2 }

// ToMove implements game.State.
func (s *State) ToMove() int {
	if s.g.Outcome().Over() {
		return game.Terminal
	}
	return int(s.g.Position().ToMove())
}

// LegalActions implements game.State: the notation of every legal
// placement (with the rolled tile in Tur-TRAX), sorted, without repeats.
func (s *State) LegalActions() []string {
	if s.g.Outcome().Over() {
		return nil
	}
	return moveNames(s.g.Position(), s.g.LegalMoves(nil))
}

// moveNames returns moves of position p in Trax notation, sorted, each
// spelling once: the game interface's legal actions.
func moveNames(p *trax.Position, moves []trax.Move) []string {
	out := make([]string, 0, len(moves))
	for _, m := range moves {
		out = append(out, p.FormatMove(m))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Apply implements game.State with one move in Trax notation.
func (s *State) Apply(action string) error {
	n := s.g.Len()
	if err := s.g.PlayNotation(action); err != nil {
		return err
	}
	s.before = append(s.before, n)
	return nil
}

// Undo implements game.State.
func (s *State) Undo() error {
	if len(s.before) == 0 {
		return game.ErrNoUndo
	}
	n := s.before[len(s.before)-1]
	s.before = s.before[:len(s.before)-1]
	s.g.GoTo(n)
	return nil
}

// Outcome implements game.State.
func (s *State) Outcome() game.Outcome {
	o := s.g.Outcome()
	if !o.Over() {
		return game.Outcome{}
	}
	if o.Draw() {
		return game.Outcome{Over: true}
	}
	return game.Outcome{Over: true, Winners: []int{int(o.Winner)}}
}

// Scores implements game.State: win shares.
func (s *State) Scores() []float64 { return game.WinShares(2, s.Outcome().Winners) }

// Record implements game.State: the official notation, after a seed line
// when the variant has luck.
func (s *State) Record() string {
	if s.g.Variant().Luck == trax.NoLuck {
		return s.g.Record()
	}
	return seedPrefix + strconv.FormatUint(s.g.Seed(), 10) + "\n" + s.g.Record()
}

// View implements game.State. Trax has no hidden information but the seed
// of Tur-TRAX, which decides the rolls to come: the view holds the moves
// and the rolls of this turn, not the seed.
func (s *State) View(seat int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s seat %d\nmoves %s\n", s.g.Variant().Name, seat, s.g.Record())
	if s.g.Variant().Luck != trax.NoLuck {
		fmt.Fprintf(&b, "rolls %v\n", s.g.Rolls())
	}
	return b.String()
}

// Hidden implements game.State: nothing can be named; the seed is kept out
// of View by construction.
func (s *State) Hidden(seat int) []string { return nil }

// String implements game.State.
func (s *State) String() string {
	return fmt.Sprintf("%s seed %d\n%s\nmoves %s\noutcome %v\n%s",
		s.g.Variant().Name, s.g.Seed(), s.g.Position().String(), s.g.Record(), s.g.Outcome(), s.View(0))
}

// Clone implements game.State by replaying the record.
func (s *State) Clone() game.State {
	c, err := trax.LoadSeededRecord(s.g.Variant(), s.g.Seed(), s.g.Record())
	if err != nil {
		panic(fmt.Sprintf("trax play: replaying its own record: %v", err))
	}
	return &State{g: c, before: slices.Clone(s.before)}
}
