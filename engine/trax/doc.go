// Package trax owns the rules of Trax and its variants: the six tiles, the
// board that grows without bound, legal placements with forced plays, the
// decision of who won (by loop or line) and how, the official notation, and
// game records with undo and redo. The variants are values (Trax, Trax8x8,
// LoopTrax, TurTrax with its seeded die or bag in luck.go); TRAX solitaire
// (Solitaire, solitaire.go) reuses the same board under its own rules.
// search_support.go offers the cheap queries a game-tree search needs.
// link.go writes a game as a short URL-safe code and reads it back by
// replaying every move (play by link), with typed errors for a bad code.
//
// A Position is changed in place by Play (a whole turn: the chosen tile and
// every forced tile) and restored exactly by Undo. The path bookkeeping is
// incremental: each open path end knows the other end of its path, so a
// loop or a line is found in constant time when two ends meet.
//
// Coordinates are Points on the plane with the first tile at (0, 0), X to
// the right and Y downwards. The notation re-letters columns and rows from
// the occupied area before each move; PlaceName, FormatMove and ParseMove
// convert.
//
// The package knows nothing of the user interface, the browser, or search.
package trax
