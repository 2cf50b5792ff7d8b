package ai

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"

	"traxapp/engine/trax"
)

// The tactics suite (testdata/tactics.json) is a list of positions with
// a known answer. This file reads and writes it and checks an entry with
// the Prover; the tests, the generator (cmd/tactics generate) and the
// solve-rate command (cmd/tactics solve) share it.

// The kinds of tactic.
const (
	// KindWin: the player to move wins within Within of its turns, and
	// Moves lists every move that does.
	KindWin = "win"
	// KindDefend: some move loses within Within turns (the opponent then
	// wins within Within of its turns); Moves lists every move that does
	// not.
	KindDefend = "defend"
	// KindLoss: every move loses within Within turns.
	KindLoss = "loss"
	// KindNoWin: the player to move has no win within Within turns.
	KindNoWin = "nowin"
)

// Tactic is one position of the tactics suite.
type Tactic struct {
	// Name says where the position comes from.
	Name string `json:"name"`
	// Variant is the rules' name: "trax", "8x8" or "loop".
	Variant string `json:"variant"`
	// Setup is the game record that leads to the position.
	Setup string `json:"setup"`
	// Kind is KindWin, KindDefend, KindLoss or KindNoWin.
	Kind string `json:"kind"`
	// Within is the number of turns of the question (see the kinds).
	Within int `json:"within"`
	// Moves are the answer's moves in the position's notation.
	Moves []string `json:"moves,omitempty"`
	// Played and MoveTime belong to the real-losses suite
	// (reallosses.go): the move of the game that lost within Within
	// turns, and the game's time per move (a duration, "750ms").
	Played   string `json:"played,omitempty"`
	MoveTime string `json:"movetime,omitempty"`
}

// TacticsFile is the content of a tactics file.
type TacticsFile struct {
	// About describes the suite and its kinds.
	About     string   `json:"about"`
	Positions []Tactic `json:"positions"`
}

// ReadTactics reads a tactics file.
func ReadTactics(path string) (*TacticsFile, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f TacticsFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &f, nil
}

// Write writes the file as ReadTactics reads it (one-space indents, as
// the file has always been written).
func (f *TacticsFile) Write(path string) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(f); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// Position replays the tactic's setup under its variant.
func (c Tactic) Position() (*trax.Position, error) {
	v, err := trax.VariantByName(c.Variant)
	if err != nil {
		return nil, err
	}
	g, err := trax.LoadRecord(v, c.Setup)
	if err != nil {
		return nil, fmt.Errorf("setup %q: %w", c.Setup, err)
	}
	if g.Outcome().Over() {
		return nil, fmt.Errorf("setup %q: the game is over (%v)", c.Setup, g.Outcome())
	}
	return g.Position(), nil
}

// Notations names moves in p's notation, sorted.
func Notations(p *trax.Position, ms []trax.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = p.FormatMove(m)
	}
	slices.Sort(out)
	return out
}

// Check proves the tactic again from the rules and returns what differs
// from its entry, or nil. A win must also be the quickest: no win within
// Within-1 turns. A defence must leave some move that loses.
func (pr *Prover) Check(c Tactic) error {
	p, err := c.Position()
	if err != nil {
		return err
	}
	want := slices.Clone(c.Moves)
	slices.Sort(want)
	switch c.Kind {
	case KindWin:
		wins, err := pr.Wins(p, c.Within)
		if err != nil {
			return err
		}
		if got := Notations(p, wins); !slices.Equal(got, want) || len(got) == 0 {
			return fmt.Errorf("the moves that win within %d turns are %v, the entry says %v", c.Within, got, want)
		}
		if c.Within > 1 {
			w, err := pr.CanWin(p, c.Within-1)
			if err != nil {
				return err
			}
			if w {
				return fmt.Errorf("there is a win within %d turns already, the entry says %d", c.Within-1, c.Within)
			}
		}
	case KindDefend, KindLoss:
		safe, err := pr.Defences(p, c.Within)
		if err != nil {
			return err
		}
		if got := Notations(p, safe); !slices.Equal(got, want) {
			return fmt.Errorf("the moves that do not lose within %d turns are %v, the entry says %v", c.Within, got, want)
		}
		if n := len(p.LegalMoves(nil)); c.Kind == KindDefend && (len(safe) == n || len(safe) == 0) {
			return fmt.Errorf("%d of %d moves hold for %d turns: not a defence", len(safe), n, c.Within)
		}
	case KindNoWin:
		if len(want) > 0 {
			return fmt.Errorf("a nowin entry lists moves %v", want)
		}
		w, err := pr.CanWin(p, c.Within)
		if err != nil {
			return err
		}
		if w {
			return fmt.Errorf("the mover wins within %d turns, the entry says no win", c.Within)
		}
	default:
		return fmt.Errorf("unknown kind %q", c.Kind)
	}
	return nil
}

// Solved reports whether a search result r from the tactic's position
// solves it: for a win or a defence it plays one of the moves; for a
// loss it sees the forced loss; for no win it claims no win within
// Within turns.
func (c Tactic) Solved(r Result) bool {
	switch c.Kind {
	case KindLoss:
		return r.LossIn() > 0
	case KindNoWin:
		w := r.WinIn()
		return w == 0 || w > c.Within
	}
	return slices.Contains(c.Moves, r.Notation)
}
