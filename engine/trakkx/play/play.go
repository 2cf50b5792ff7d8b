// Package play adapts package trakkx to the game interface (package
// engine/game) and registers TRAKKX for 2, 3 and 4 players. It is a thin
// layer: the rules stay in package trakkx, whose own API the screens and
// the computer player keep using.
//
// A lay-down is any rearrangement of the table, far too many to list, so
// LegalActions lists every other legal action (take, draw, play, pass,
// give) and only a few lay-downs (a new line of three hand tokens), and
// Apply accepts any lay-down written as the record writes it.
// TRAKKX has no undo of its own: Undo replays the game from its seed
// without the last action, which is exact because a game is determined by
// its options and its actions.
package play

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"traxapp/engine/game"
	"traxapp/engine/trakkx"
)

// GameName is the registry name of TRAKKX.
const GameName = "trakkx"

func init() {
	for n := 2; n <= 4; n++ {
		game.Register(variantOf(n))
	}
}

// variantOf describes the n-player game for the registry.
func variantOf(n int) game.Variant {
	return game.Variant{
		Game:     GameName,
		Name:     strconv.Itoa(n),
		Players:  n,
		Unlisted: true, // lay-downs
		New: func(seed uint64) (game.State, error) {
			g, err := trakkx.NewGame(trakkx.Options{Players: n, Seed: seed, Start: int(seed % uint64(n))})
			if err != nil {
				return nil, err
			}
			return &State{g: g}, nil
		},
		Parse: func(record string) (game.State, error) {
			g, err := trakkx.ParseRecord(record)
			if err != nil {
				return nil, err
			}
			if g.Players() != n {
				return nil, fmt.Errorf("trakkx record: %d players, not %d", g.Players(), n)
			}
			return &State{g: g}, nil
		},
	}
}

// State is a trakkx.Game seen through the game interface.
type State struct{ g *trakkx.Game }

// Wrap adapts an existing game.
func Wrap(g *trakkx.Game) *State { return &State{g: g} }

// Game returns the wrapped game for the engine's own API.
func (s *State) Game() *trakkx.Game { return s.g }

// Variant implements game.State.
func (s *State) Variant() game.Variant { return variantOf(s.g.Players()) }

// Players implements game.State.
func (s *State) Players() int { return s.g.Players() }

// ToMove implements game.State.
func (s *State) ToMove() int {
	if s.g.Outcome().Over() {
		return game.Terminal
	}
	return s.g.ToMove()
}

// LegalActions implements game.State: every legal action but lay-downs,
// in record notation ("P1 take R5a").
func (s *State) LegalActions() []string {
	if s.g.Outcome().Over() {
		return nil
	}
	seat := s.g.ToMove()
	v := s.g.View(seat)
	var acts []trakkx.Action
	if v.Phase() == trakkx.PhaseSwap {
		if v.MustGive() {
			hand := v.Hand()
			switch k := v.GiveCount(); {
			case k == 0:
				acts = append(acts, trakkx.Give(seat))
			case k == 1:
				for _, t := range hand {
					acts = append(acts, trakkx.Give(seat, t))
				}
			default:
				for i := range hand {
					for j := i + 1; j < len(hand); j++ {
						acts = append(acts, trakkx.Give(seat, hand[i], hand[j]))
					}
				}
			}
		}
	} else {
		if v.CanTakeDisplay() {
			for _, t := range v.Display() {
				acts = append(acts, trakkx.TakeDisplay(seat, t))
			}
		}
		if v.CanDrawBag() {
			acts = append(acts, trakkx.DrawBag(seat))
		}
		for _, t := range v.Hand() {
			switch t.Kind() {
			case trakkx.Swap:
				acts = append(acts, trakkx.PlayAction(seat, t, 0))
			case trakkx.Plus3:
				for target := range v.Players() {
					if target != seat {
						acts = append(acts, trakkx.PlayAction(seat, t, target))
					}
				}
			}
		}
		if v.CanPass() {
			acts = append(acts, trakkx.Pass(seat))
		}
		acts = append(acts, newLines(v, maxNewLines)...)
	}
	out := make([]string, len(acts))
	for i, a := range acts {
		out[i] = trakkx.FormatAction(a)
	}
	return out
}

// ErrNotToMove refuses an action of a seat other than ToMove: the
// interface is sequential, so it takes the choices of a SWAP in ToMove
// order although trakkx.Game accepts them in any order.
var ErrNotToMove = errors.New("trakkx play: that seat is not to move")

// maxNewLines caps the lay-downs LegalActions lists.
const maxNewLines = 4

// newLines returns up to limit legal lay-downs of one new line of three
// hand tokens (a run or a set) below the table, in a fixed order: a few
// lay-downs that tests and random playouts can reach, since all of them
// cannot be listed.
func newLines(v trakkx.View, limit int) []trakkx.Action {
	var nums []trakkx.TokenID
	for _, t := range v.Hand() {
		if t.Kind() == trakkx.Number {
			nums = append(nums, t)
		}
	}
	slices.Sort(nums)
	table := v.Table()
	row := 0
	for p := range table {
		row = max(row, p.Row+2)
	}
	var out []trakkx.Action
	var line [3]trakkx.TokenID
	for i := 0; i < len(nums) && len(out) < limit; i++ {
		for j := i + 1; j < len(nums) && len(out) < limit; j++ {
			for k := j + 1; k < len(nums) && len(out) < limit; k++ {
				line = [3]trakkx.TokenID{nums[i], nums[j], nums[k]}
				if !trakkx.IsLine(line[:]) {
					continue
				}
				final := maps.Clone(table)
				if final == nil {
					final = trakkx.Table{}
				}
				for c, t := range line {
					final[trakkx.Pos{Row: row, Col: c}] = t
				}
				if len(v.CheckLayDown(final)) == 0 {
					out = append(out, trakkx.LayDown(v.Seat(), final))
				}
			}
		}
	}
	return out
}

// Apply implements game.State with one record line ("P2 give B7b Y1a").
func (s *State) Apply(action string) error {
	a, err := trakkx.ParseAction(action)
	if err != nil {
		return err
	}
	if !s.g.Outcome().Over() && a.Seat != s.g.ToMove() {
		return fmt.Errorf("%w: P%d acts, P%d is to move", ErrNotToMove, a.Seat+1, s.g.ToMove()+1)
	}
	return s.g.Apply(a)
}

// Undo implements game.State by replaying all actions but the last.
func (s *State) Undo() error {
	acts := s.g.Actions()
	if len(acts) == 0 {
		return game.ErrNoUndo
	}
	g, err := trakkx.NewGame(s.g.Options())
	if err != nil {
		return err
	}
	for i, a := range acts[:len(acts)-1] {
		if err := g.Apply(a); err != nil {
			return fmt.Errorf("trakkx play: replaying action %d: %w", i+1, err)
		}
	}
	s.g = g
	return nil
}

// Outcome implements game.State.
func (s *State) Outcome() game.Outcome {
	o := s.g.Outcome()
	if !o.Over() {
		return game.Outcome{}
	}
	return game.Outcome{Over: true, Winners: slices.Clone(o.Winners)}
}

// Scores implements game.State: the penalty points of §B.7 negated (higher
// is better in the interface), zero while the game runs.
func (s *State) Scores() []float64 {
	out := make([]float64, s.g.Players())
	for i, v := range s.g.Scores() {
		out[i] = -float64(v)
	}
	return out
}

// Record implements game.State.
func (s *State) Record() string { return s.g.Record() }

// View implements game.State: what trakkx.Game.View(seat) holds, as text.
// The seed is not in it: it would tell the bag.
func (s *State) View(seat int) string {
	if seat < 0 || seat >= s.g.Players() {
		return ""
	}
	return viewText(s.g.View(seat))
}

// viewText writes everything a View offers.
func viewText(v trakkx.View) string {
	var b strings.Builder
	writeState(&b, v)
	for _, e := range v.Events() {
		fmt.Fprintf(&b, "event seat %d %v", e.Seat, e.Kind)
		if e.Kind == trakkx.TakeDisplayKind || e.Kind == trakkx.PlayActionKind {
			fmt.Fprintf(&b, " %v", e.Token)
		}
		fmt.Fprintf(&b, " target %d placed", e.Target)
		writeTokens(&b, e.Placed)
		fmt.Fprintf(&b, " count %d\n", e.Count)
	}
	return b.String()
}

// writeState writes what a View offers but its history of events.
func writeState(b *strings.Builder, v trakkx.View) {
	fmt.Fprintf(b, "seat %d turn %d phase %v to move %d pending %v outcome %v %v bag %d passes %d\nhand",
		v.Seat(), v.Turn(), v.Phase(), v.ToMove(), v.Pending(), v.Outcome().Method, v.Outcome().Winners, v.BagCount(), v.PassStreak())
	writeTokens(b, v.Hand())
	b.WriteString("\nreceived")
	writeTokens(b, v.Received())
	b.WriteString("\ndisplay")
	writeTokens(b, v.Display())
	b.WriteString("\nplayed")
	writeTokens(b, v.PlayedActions())
	b.WriteString("\ntable")
	t := v.Table()
	for _, p := range t.Sorted() {
		b.WriteByte(' ')
		b.WriteString(t[p].String())
		b.WriteByte('@')
		b.WriteString(strconv.Itoa(p.Row))
		b.WriteByte(',')
		b.WriteString(strconv.Itoa(p.Col))
	}
	b.WriteByte('\n')
	for o := range v.Players() {
		fmt.Fprintf(b, "seat %d holds %d opened %v known", o, v.HandCount(o), v.Opened(o))
		writeTokens(b, v.Known(o))
		b.WriteByte('\n')
	}
}

// writeTokens writes tokens, each after a space.
func writeTokens(b *strings.Builder, ids []trakkx.TokenID) {
	for _, t := range ids {
		b.WriteByte(' ')
		b.WriteString(t.String())
	}
}

// Hidden implements game.State: the tokens seat has never seen, read from
// the whole game rather than from the seat's view. A seat sees its hand,
// the table, the display, the action tokens played, what it gave in a SWAP,
// and every token a public action named (a display pick, an action token,
// a lay-down); a token it saw may since have moved to a hand unseen, but
// its name is no secret.
func (s *State) Hidden(seat int) []string {
	if seat < 0 || seat >= s.g.Players() {
		return nil
	}
	v := s.g.View(seat)
	seen := make([]bool, trakkx.NumTokens)
	mark := func(ids ...trakkx.TokenID) {
		for _, t := range ids {
			if t.Valid() {
				seen[t] = true
			}
		}
	}
	for _, t := range v.Table() {
		mark(t)
	}
	mark(v.Display()...)
	mark(v.PlayedActions()...)
	mark(v.Hand()...)
	for _, a := range s.g.Actions() {
		switch a.Kind {
		case trakkx.TakeDisplayKind, trakkx.PlayActionKind:
			mark(a.Token)
		case trakkx.LayDownKind:
			for _, t := range a.Final {
				mark(t)
			}
		case trakkx.GiveKind:
			if a.Seat == seat {
				mark(a.Tokens...)
			}
		}
	}
	var out []string
	for t := range trakkx.TokenID(trakkx.NumTokens) {
		if !seen[t] {
			out = append(out, t.String())
		}
	}
	return out
}

// String implements game.State: the options, the length of the history
// and its last action, and what every seat's view holds now. (The whole
// record would say more but costs more than all the rest; the
// conformance suite compares records on their own.)
func (s *State) String() string {
	var b strings.Builder
	o := s.g.Options()
	acts := s.g.Actions()
	fmt.Fprintf(&b, "%+v actions %d", o, len(acts))
	if len(acts) > 0 {
		b.WriteString(" last " + trakkx.FormatAction(acts[len(acts)-1]))
	}
	b.WriteByte('\n')
	for seat := range s.g.Players() {
		writeState(&b, s.g.View(seat))
	}
	return b.String()
}

// Clone implements game.State by replaying the record.
func (s *State) Clone() game.State {
	g, err := trakkx.ParseRecord(s.g.Record())
	if err != nil {
		panic(fmt.Sprintf("trakkx play: replaying its own record: %v", err))
	}
	return &State{g: g}
}
