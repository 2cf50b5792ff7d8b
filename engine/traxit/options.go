package traxit

import (
	"math/rand/v2"
	"slices"
)

// BonusMode says how often the 50-point bonus for both pawns on level 4
// pays (spec §A.8).
type BonusMode int8

// The bonus modes. BonusPerSet is the default.
const (
	// BonusPerSet pays 50 at a set's end when, after some move or TRAXIT
	// relocation of that set, both of the player's pawns stood on level 4.
	BonusPerSet BonusMode = iota
	// BonusOncePerGame is BonusPerSet, but a player is paid once a game.
	BonusOncePerGame
	// BonusPerOccurrence pays 50 at the set's end for each time in the set
	// the player's pawns came to stand both on level 4.
	BonusPerOccurrence
)

var bonusNames = [...]string{"set", "game", "each"}

// String returns "set", "game" or "each" (the record's words).
func (b BonusMode) String() string {
	if b < 0 || int(b) >= len(bonusNames) {
		return "?"
	}
	return bonusNames[b]
}

// Diagonal picks the pair of obstacle sites of a 3-player game.
type Diagonal int8

// The two pairs. MainDiagonal is the default (the rulebook figure).
const (
	MainDiagonal Diagonal = iota // (2,2) and (5,5): c6 and f3
	AntiDiagonal                 // (2,5) and (5,2): f6 and c3
)

// RandomStart asks NewGame to draw the start seat from Options.Seed.
const RandomStart = -1

// Options configure a game. The zero value of every field but Players is
// the rulebook's standard game.
type Options struct {
	// Players is 2, 3 or 4.
	Players int
	// Teams plays the 4-player team game: seats 0 and 2 (South and North,
	// black pawns) against seats 1 and 3 (West and East, white pawns).
	Teams bool
	// Short plays the short game: 3 sets of 3 rounds unless Sets or
	// RoundsPerSet say otherwise.
	Short bool
	// Sets and RoundsPerSet default to 4 and 4 (3 and 3 in the short game).
	// Every player plays Sets*RoundsPerSet cards.
	Sets, RoundsPerSet int
	// CardIDs chooses the cards in play (the same for every player); empty
	// means all cards when Sets*RoundsPerSet equals the set's size, and
	// else a random subset drawn from Seed.
	CardIDs []string
	// Cards is the card set; nil means DefaultCards().
	Cards *CardSet
	// StartSeat is the seat that chooses first (and moves last in each
	// round); RandomStart draws it from Seed.
	StartSeat int
	// Seed drives the random choices above. A record stores their results,
	// not the seed, so replays never depend on it.
	Seed uint64
	// Diagonal is the pair of obstacles of a 3-player game.
	Diagonal Diagonal
	// EmptySide is the side left empty in a 3-player game (NoSide: East).
	EmptySide Side
	// Bonus is how often the level-4 bonus pays.
	Bonus BonusMode
	// TieBreak breaks a tie on total score by the score of the last set.
	TieBreak bool
}

// rules is the resolved, immutable form of Options shared by positions.
type rules struct {
	opt       Options
	cards     *CardSet
	n         int
	sides     [4]Side
	inPlay    uint32 // the cards each player starts with
	obstacles []Cell
	turns     int // n * R * S
}

func optErr(field string, c Code) error { return &OptionsError{field, c} }

// resolve checks o and fills in its defaults and random choices.
func resolve(o Options) (*rules, error) {
	if o.Players < 2 || o.Players > 4 {
		return nil, optErr("Players", ErrPlayers)
	}
	if o.Teams && o.Players != 4 {
		return nil, optErr("Teams", ErrTeams)
	}
	if o.Cards == nil {
		o.Cards = DefaultCards()
	}
	if o.Sets == 0 {
		o.Sets = 4
		if o.Short {
			o.Sets = 3
		}
	}
	if o.RoundsPerSet == 0 {
		o.RoundsPerSet = 4
		if o.Short {
			o.RoundsPerSet = 3
		}
	}
	if o.Sets < 1 || o.RoundsPerSet < 1 || o.Sets > maxSets || o.Sets*o.RoundsPerSet > o.Cards.Len() {
		return nil, optErr("Sets", ErrSetsRounds)
	}
	if o.Bonus < BonusPerSet || o.Bonus > BonusPerOccurrence {
		return nil, optErr("Bonus", ErrOption)
	}
	if o.Diagonal != MainDiagonal && o.Diagonal != AntiDiagonal {
		return nil, optErr("Diagonal", ErrOption)
	}
	if o.EmptySide < NoSide || o.EmptySide > East {
		return nil, optErr("EmptySide", ErrOption)
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x7472617869742121))
	if o.StartSeat == RandomStart {
		o.StartSeat = rng.IntN(o.Players)
	}
	if o.StartSeat < 0 || o.StartSeat >= o.Players {
		return nil, optErr("StartSeat", ErrStartSeat)
	}
	need := o.Sets * o.RoundsPerSet
	o.Cards.useRoutes()
	r := &rules{cards: o.Cards, n: o.Players, turns: o.Players * need}
	if len(o.CardIDs) == 0 {
		idx := rng.Perm(o.Cards.Len())[:need]
		if need == o.Cards.Len() {
			idx = idx[:0]
			for k := range need {
				idx = append(idx, k)
			}
		}
		slices.Sort(idx)
		for _, k := range idx {
			o.CardIDs = append(o.CardIDs, o.Cards.Cards[k].ID)
		}
	} else {
		o.CardIDs = slices.Clone(o.CardIDs)
	}
	if len(o.CardIDs) != need {
		return nil, optErr("CardIDs", ErrCardSubset)
	}
	for i, id := range o.CardIDs {
		k := o.Cards.Index(id)
		if k < 0 || r.inPlay&(1<<k) != 0 {
			return nil, optErr("CardIDs", ErrCardSubset)
		}
		r.inPlay |= 1 << k
		o.CardIDs[i] = o.Cards.Cards[k].ID
	}
	switch o.Players {
	case 2:
		r.sides = [4]Side{South, North}
		r.obstacles = ObstacleSites[:]
		o.EmptySide = NoSide
	case 3:
		if o.EmptySide == NoSide {
			o.EmptySide = East
		}
		k := 0
		for _, s := range []Side{South, West, North, East} {
			if s != o.EmptySide {
				r.sides[k] = s
				k++
			}
		}
		if o.Diagonal == MainDiagonal {
			r.obstacles = []Cell{{2, 2}, {5, 5}}
		} else {
			r.obstacles = []Cell{{2, 5}, {5, 2}}
		}
	case 4:
		r.sides = [4]Side{South, West, North, East}
		o.EmptySide = NoSide
	}
	if o.Players != 3 {
		o.Diagonal = MainDiagonal
	}
	r.opt = o
	return r, nil
}
