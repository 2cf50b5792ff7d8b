// Package play adapts package traxit to the game interface (package
// engine/game) and registers TRAXIT for 2, 3 and 4 players and the 4-player
// team game. It is a thin layer: the rules stay in package traxit, whose
// own API the screens and the computer player keep using.
package play

import (
	"fmt"
	"strings"

	"traxapp/engine/game"
	"traxapp/engine/traxit"
)

// GameName is the registry name of TRAXIT.
const GameName = "traxit"

// variants are the registered ways to play: the name and its options
// (Seed and StartSeat are set per game).
var variants = []struct {
	name string
	opt  traxit.Options
}{
	{"2", traxit.Options{Players: 2}},
	{"3", traxit.Options{Players: 3}},
	{"4", traxit.Options{Players: 4}},
	{"4-teams", traxit.Options{Players: 4, Teams: true}},
}

func init() {
	for _, v := range variants {
		game.Register(variantOf(v.name, v.opt))
	}
}

// variantOf describes a variant for the registry.
func variantOf(name string, o traxit.Options) game.Variant {
	return game.Variant{
		Game:    GameName,
		Name:    name,
		Players: o.Players,
		New: func(seed uint64) (game.State, error) {
			o := o
			o.Seed, o.StartSeat = seed, traxit.RandomStart
			g, err := traxit.NewGame(o)
			if err != nil {
				return nil, err
			}
			return &State{g: g, name: name}, nil
		},
		Parse: func(record string) (game.State, error) {
			g, err := traxit.ParseRecord(record)
			if err != nil {
				return nil, err
			}
			if got := g.Options(); got.Players != o.Players || got.Teams != o.Teams {
				return nil, fmt.Errorf("traxit record: %d players (teams %v), not variant %s", got.Players, got.Teams, name)
			}
			return &State{g: g, name: name}, nil
		},
	}
}

// State is a traxit.Game seen through the game interface.
type State struct {
	g    *traxit.Game
	name string
}

// Wrap adapts an existing game registered under variant name.
func Wrap(g *traxit.Game, name string) *State { return &State{g: g, name: name} }

// Game returns the wrapped game for the engine's own API.
func (s *State) Game() *traxit.Game { return s.g }

// Variant implements game.State.
func (s *State) Variant() game.Variant {
	for _, v := range variants {
		if v.name == s.name {
			return variantOf(v.name, v.opt)
		}
	}
	return variantOf(s.name, s.g.Options())
}

// Players implements game.State.
func (s *State) Players() int { return s.g.Position().Players() }

// ToMove implements game.State.
func (s *State) ToMove() int {
	if s.g.Phase() == traxit.PhaseOver {
		return game.Terminal
	}
	return s.g.ToMove()
}

// LegalActions implements game.State in record notation ("move c1 b4").
func (s *State) LegalActions() []string {
	p := s.g.Position()
	acts := p.LegalActions(nil)
	out := make([]string, len(acts))
	for i, a := range acts {
		out[i] = p.FormatAction(a)
	}
	return out
}

// Apply implements game.State.
func (s *State) Apply(action string) error { return s.g.Play(action) }

// Undo implements game.State.
func (s *State) Undo() error {
	if !s.g.Undo() {
		return game.ErrNoUndo
	}
	return nil
}

// Outcome implements game.State.
func (s *State) Outcome() game.Outcome {
	o := s.g.Outcome()
	if !o.Over {
		return game.Outcome{}
	}
	return game.Outcome{Over: true, Winners: append([]int(nil), o.Winners...)}
}

// Scores implements game.State: the points of every seat.
func (s *State) Scores() []float64 {
	sc := s.g.Scores()
	out := make([]float64, len(sc))
	for i, v := range sc {
		out[i] = float64(v)
	}
	return out
}

// Record implements game.State.
func (s *State) Record() string { return s.g.Record() }

// View implements game.State. TRAXIT has no hidden information (cards and
// pawns are open), so every seat sees the whole game.
func (s *State) View(seat int) string {
	return fmt.Sprintf("seat %d\n%s", seat, s.g.Record())
}

// Hidden implements game.State: nothing is hidden.
func (s *State) Hidden(seat int) []string { return nil }

// String implements game.State: the position in full, the length of the
// history and its last action (the conformance suite compares records on
// their own).
func (s *State) String() string {
	p := s.g.Position()
	var b strings.Builder
	fmt.Fprintf(&b, "key %x phase %v to move %d chooser %d mover %d card %d scores %v sets %v outcome %+v\n",
		p.Key(), p.Phase(), p.ToMove(), p.Chooser(), p.Mover(), p.PendingCard(), p.Scores(), p.SetScores(), p.Outcome())
	for seat := range p.Players() {
		fmt.Fprintf(&b, "seat %d pawns %v hand %v\n", seat, p.Pawns(seat), p.Hand(seat))
	}
	acts := s.g.Actions()
	fmt.Fprintf(&b, "actions %d", len(acts))
	if len(acts) > 0 {
		fmt.Fprintf(&b, " last %+v", acts[len(acts)-1])
	}
	return b.String()
}

// Clone implements game.State by replaying the record, which keeps the
// whole history for Undo.
func (s *State) Clone() game.State {
	g, err := traxit.ParseRecord(s.g.Record())
	if err != nil {
		panic(fmt.Sprintf("traxit play: replaying its own record: %v", err))
	}
	return &State{g: g, name: s.name}
}
