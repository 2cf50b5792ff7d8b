package trax

import (
	"fmt"
	"strings"
)

// Variant is the set of rules a game is created with. The zero value is
// not a variant; use one of Trax, Trax8x8, LoopTrax or TurTrax, or
// VariantByName.
type Variant struct {
	// Name is the short identifier used on the command line, in URLs and
	// as the key of the variant's name in the app's catalogs: "trax",
	// "8x8", "loop" or "tur".
	Name string
	// Limit is the side of the square all tiles must fit in (8 for 8x8
	// Trax), or 0 for a board that grows without bound.
	Limit int
	// LinesWin tells whether a line wins (false in Loop Trax).
	LinesWin bool
	// Luck tells where the first tile of each turn comes from in Tur-TRAX;
	// NoLuck means the player chooses it.
	Luck Luck
	// Solo marks TRAX solitaire: one player, and no loop, line or draw
	// ends the game (see Solitaire).
	Solo bool
}

// Luck is the source of the tile a Tur-TRAX player must play first.
type Luck uint8

const (
	// NoLuck means the player chooses the first tile of the turn.
	NoLuck Luck = iota
	// Die is a six-sided die read with the table in the specification.
	Die
	// Bag draws a tile: straight or curve with equal odds, then a random
	// rotation.
	Bag
)

// The variants of two-player Trax.
var (
	// Trax is unlimited Trax: the board grows without bound.
	Trax = Variant{Name: "trax", LinesWin: true}
	// Trax8x8 keeps every tile inside an 8x8 square; a full square or no
	// legal move is a draw.
	Trax8x8 = Variant{Name: "8x8", Limit: 8, LinesWin: true}
	// LoopTrax is unlimited Trax in which only loops win.
	LoopTrax = Variant{Name: "loop"}
	// TurTrax is unlimited Trax in which a die roll fixes the first tile of
	// each turn.
	TurTrax = Variant{Name: "tur", LinesWin: true, Luck: Die}
)

// Variants lists the two-player variants in the order a menu shows them.
var Variants = []Variant{Trax, Trax8x8, LoopTrax, TurTrax}

// VariantByName returns the variant with the given short name; it also
// accepts a few common spellings ("unlimited", "8", "looptrax",
// "turtrax").
func VariantByName(name string) (Variant, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "trax", "unlimited", "supertrax", "":
		return Trax, nil
	case "8x8", "8", "trax8x8", "8x8trax":
		return Trax8x8, nil
	case "loop", "looptrax":
		return LoopTrax, nil
	case "tur", "turtrax", "tur-trax":
		return TurTrax, nil
	}
	return Variant{}, fmt.Errorf("trax: unknown variant %q (want trax, 8x8, loop or tur)", name)
}

// String returns the variant's Name. The words players read (such as
// "Loop Trax" or "Boucle Trax") come from the app's catalogs.
func (v Variant) String() string { return v.Name }

// MaxTiles is the number of tiles that fills the board, or 0 if unlimited.
func (v Variant) MaxTiles() int { return v.Limit * v.Limit }
