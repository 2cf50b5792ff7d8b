// Package solitaire (folder app/trax/solitaire) is TRAX solitaire's
// screen (?game=trax&variant=solitaire3|solitaire4&deal=N): one player
// lays a seeded pile of tiles on a 3x3 or 4x4 square, with the engine's
// solver saying whether the deal can still be won, a hint, undo and the
// tally of deals solved (localStorage "traxapp.solitaire.solved"). The
// rules are engine/trax's (Solitaire); app/trax shows New's screen when
// the page asks for a solitaire variant (Size).
package solitaire
