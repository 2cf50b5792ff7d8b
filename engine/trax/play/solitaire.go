package play

import (
	"fmt"
	"strconv"
	"strings"

	"traxapp/engine/game"
	"traxapp/engine/trax"
)

func init() {
	for _, size := range []int{3, 4} {
		game.Register(solitaireVariant(size))
	}
}

// solitaireVariant describes the size x size patience for the registry:
// one seat, the deal from the seed.
func solitaireVariant(size int) game.Variant {
	return game.Variant{
		Game:    GameName,
		Name:    trax.SolitaireVariant(size).Name,
		Players: 1,
		New: func(seed uint64) (game.State, error) {
			return NewSolitaire(size, seed)
		},
		Parse: func(record string) (game.State, error) { return ParseSolitaire(size, record) },
	}
}

// Solitaire is a trax.Solitaire seen through the game interface. The
// pile is face down but for its top tile, so a View shows the board and
// the top tile and not the rest of the pile.
type Solitaire struct {
	s     *trax.Solitaire
	seed  uint64
	moves []string // the notation of every placement, for the record
}

// NewSolitaire deals a size x size patience from seed.
func NewSolitaire(size int, seed uint64) (*Solitaire, error) {
	s, err := trax.NewSolitaire(size, seed)
	if err != nil {
		return nil, err
	}
	return &Solitaire{s: s, seed: seed}, nil
}

// ParseSolitaire reads a record written by Solitaire.Record: a seed line,
// then the placements in Trax notation.
func ParseSolitaire(size int, record string) (*Solitaire, error) {
	rest, ok := strings.CutPrefix(record, seedPrefix)
	if !ok {
		return nil, fmt.Errorf("solitaire record: want a first line %q", seedPrefix+"N")
	}
	line, tail, _ := strings.Cut(rest, "\n")
	seed, err := strconv.ParseUint(strings.TrimSpace(line), 10, 64)
	if err != nil {
		return nil, fmt.Errorf("solitaire record: bad seed line: %w", err)
	}
	s, err := NewSolitaire(size, seed)
	if err != nil {
		return nil, err
	}
	for k, tok := range strings.Fields(tail) {
		if err := s.Apply(tok); err != nil {
			return nil, fmt.Errorf("solitaire record: move %d %q: %w", k+1, tok, err)
		}
	}
	return s, nil
}

// Solitaire returns the wrapped deal for the engine's own API.
func (s *Solitaire) Solitaire() *trax.Solitaire { return s.s }

// Variant implements game.State.
func (s *Solitaire) Variant() game.Variant { return solitaireVariant(s.s.Size()) }

// Players implements game.State.
func (s *Solitaire) Players() int { return 1 }

// ToMove implements game.State.
func (s *Solitaire) ToMove() int {
	if s.s.Status() != trax.SoloPlaying {
		return game.Terminal
	}
	return 0
}

// LegalActions implements game.State: the placements of the top tile,
// sorted.
func (s *Solitaire) LegalActions() []string {
	if s.s.Status() != trax.SoloPlaying {
		return nil
	}
	moves, _ := s.s.Moves()
	p := s.s.Position()
	return moveNames(p, moves)
}

// Apply implements game.State with one placement as LegalActions writes
// it. Only those spellings are accepted: the Trax notation does not tell
// the colours of the first tile ("@0+" is read as one of two tiles), and
// two placements that leave the same board are listed once.
func (s *Solitaire) Apply(action string) error {
	if s.s.Status() != trax.SoloPlaying {
		return trax.ErrGameOver
	}
	p := s.s.Position()
	moves, _ := s.s.Moves()
	for _, m := range moves {
		if p.FormatMove(m) != action {
			continue
		}
		if err := s.s.Play(m); err != nil {
			return err
		}
		s.moves = append(s.moves, action)
		return nil
	}
	return fmt.Errorf("%w: %q is no placement of the top tile %v", trax.ErrIllegal, action, s.s.Top())
}

// Undo implements game.State.
func (s *Solitaire) Undo() error {
	if len(s.moves) == 0 || !s.s.Undo() {
		return game.ErrNoUndo
	}
	s.moves = s.moves[:len(s.moves)-1]
	return nil
}

// Outcome implements game.State: the one seat wins a won deal; a lost
// deal has no winner.
func (s *Solitaire) Outcome() game.Outcome {
	switch s.s.Status() {
	case trax.SoloWon:
		return game.Outcome{Over: true, Winners: []int{0}}
	case trax.SoloLost:
		return game.Outcome{Over: true}
	}
	return game.Outcome{}
}

// Scores implements game.State: 1 for a won deal.
func (s *Solitaire) Scores() []float64 { return game.WinShares(1, s.Outcome().Winners) }

// Record implements game.State: the seed line, then the placements.
func (s *Solitaire) Record() string {
	return seedPrefix + strconv.FormatUint(s.seed, 10) + "\n" + strings.Join(s.moves, " ")
}

// View implements game.State: the placements and the top tile.
func (s *Solitaire) View(seat int) string {
	return fmt.Sprintf("%s seat %d\nmoves %s\ntop %v left %d\n",
		s.s.Position().Variant().Name, seat, strings.Join(s.moves, " "), s.s.Top(), len(s.s.Pile()))
}

// Hidden implements game.State: the face-down pile is kept out of View by
// construction (tiles have no names of their own to look for).
func (s *Solitaire) Hidden(seat int) []string { return nil }

// String implements game.State.
func (s *Solitaire) String() string {
	return fmt.Sprintf("seed %d status %v pile %v\n%s\n%s", s.seed, s.s.Status(), s.s.Pile(), s.s.Position().String(), s.View(0))
}

// Clone implements game.State by replaying the record.
func (s *Solitaire) Clone() game.State {
	c, err := ParseSolitaire(s.s.Size(), s.Record())
	if err != nil {
		panic(fmt.Sprintf("trax play: replaying its own solitaire record: %v", err))
	}
	return c
}
