package trax

import (
	"errors"
	"fmt"
)

// Tur-TRAX: the luck source fixes the first tile of each turn exactly.

// MaxRolls is how many times a Tur-TRAX player rolls in one turn when the
// rolled tile has no legal place; after that many misses the turn passes.
const MaxRolls = 3

// ErrNotRolled means a Tur-TRAX move used another tile than the one the
// die (or bag) gave: the tile may not be turned or flipped.
var ErrNotRolled = errors.New("the tile must be played exactly as rolled")

// DieTile returns the tile that die face (1 to 6) makes the mover play, as
// the board is displayed, by the table of the specification: faces 1 to 6
// are tiles 1 to 6 seen from the mover's side. Red sits opposite White, so
// Red's tile is turned half a turn.
func DieTile(face int, mover Color) Tile {
	if face < 1 || face > 6 {
		return Empty
	}
	t := Tiles[face-1]
	if mover == Red {
		t = t.Rotate(2)
	}
	return t
}

// Roll is one throw of the luck source.
type Roll struct {
	// Face is the die face (1-6), or for the bag 1-6 naming the drawn tile
	// as the die table would.
	Face int
	// Tile is the tile to play, as displayed.
	Tile Tile
}

// RollFor returns roll k (from 0) of turn n (from 0) in a game with the
// given luck source and seed. It is a pure function of its arguments, so a
// game replays exactly from its seed and undo needs no saved state.
func RollFor(l Luck, seed uint64, turn, k int, mover Color) Roll {
	r := mix64(seed ^ mix64(uint64(turn)<<8|uint64(k)) ^ 0x5475722D54524158)
	var face int
	switch l {
	case Bag:
		// Straight or curve with equal odds, then a random rotation: each
		// straight 1/4, each curve 1/8.
		if r&1 == 0 {
			face = 1 + int(r>>1&1)
		} else {
			face = 3 + int(r>>1&3)
		}
	default:
		face = 1 + int((r>>8)%6)
	}
	return Roll{face, DieTile(face, mover)}
}

// Pass ends the turn without a tile: the Tur-TRAX rule when MaxRolls rolls
// found no legal place. Undo takes it back like a turn.
func (p *Position) Pass() error {
	if p.outcome.Over() {
		return ErrGameOver
	}
	if p.variant.Luck == NoLuck {
		return fmt.Errorf("trax: %s has no passing", p.variant.Name)
	}
	return p.NullMove()
}

// LegalMovesWithTile appends the legal moves that play tile t first.
func (p *Position) LegalMovesWithTile(dst []Move, t Tile) []Move {
	if p.outcome.Over() || !t.Valid() {
		return dst
	}
	if len(p.placedLog) == 0 {
		return append(dst, Move{Tile: t})
	}
	start := len(dst)
	dst = p.Candidates(dst)
	keep := dst[:start]
	for _, m := range dst[start:] {
		if m.Tile == t && p.Play(m) == nil {
			p.Undo()
			keep = append(keep, m)
		}
	}
	return keep
}

// Rolls returns the rolls of the current turn of a Tur-TRAX game: the
// misses (tiles with no legal place) and, last, the tile to play. If all
// MaxRolls rolls missed, the game has already passed the turn and Rolls
// shows the next player's rolls. It returns nil for variants without luck
// and for a game that is over.
func (g *Game) Rolls() []Roll {
	if g.pos.variant.Luck == NoLuck || g.Outcome().Over() {
		return nil
	}
	rolls, _ := g.rollsFor(g.pos)
	return rolls
}

// rollsFor throws for the current turn of p until a tile has a legal place
// or MaxRolls missed; ok reports whether the last roll can be played.
func (g *Game) rollsFor(p *Position) (rolls []Roll, ok bool) {
	return rollTurn(p.variant.Luck, g.seed, p.turn, p.toMove, func(t Tile) bool {
		var buf [64]Move
		return len(p.LegalMovesWithTile(buf[:0], t)) > 0
	})
}

// rollTurn is the rule of a Tur-TRAX turn's rolls: throw until a tile has
// a legal place (playable) or MaxRolls throws missed. ok reports whether
// the last roll can be played; if not, the turn passes. TurnOdds gives the
// chances of its results.
func rollTurn(l Luck, seed uint64, turn int, mover Color, playable func(Tile) bool) (rolls []Roll, ok bool) {
	for k := range MaxRolls {
		r := RollFor(l, seed, turn, k, mover)
		rolls = append(rolls, r)
		if playable(r.Tile) {
			return rolls, true
		}
	}
	return rolls, false
}

// FaceOdds returns the chances of the faces 1 to 6 (index 0 to 5) of one
// throw of the luck source, in 24ths: the die gives each face 4, the bag
// each straight 6 and each curve 3. RollFor throws with these odds.
func FaceOdds(l Luck) [6]int64 {
	if l == Bag {
		return [6]int64{6, 6, 3, 3, 3, 3}
	}
	return [6]int64{4, 4, 4, 4, 4, 4}
}

// TurnOddsTotal is the denominator of TurnOdds: 24 to the power MaxRolls.
const TurnOddsTotal = 24 * 24 * 24

// TurnOdds returns the chances, in parts of TurnOddsTotal, of what a
// Tur-TRAX turn plays when the faces marked in playable (index face-1)
// have a legal place: face[f-1] is the chance that face f's tile is played
// (a roll that misses is thrown again, at most MaxRolls times), pass the
// chance that every throw missed and the turn passes. A search uses it for
// its chance nodes; it is the same rule as the game's rolls.
func TurnOdds(l Luck, playable [6]bool) (face [6]int64, pass int64) {
	w := FaceOdds(l)
	var hit int64
	for f, ok := range playable {
		if ok {
			hit += w[f]
		}
	}
	miss := 24 - hit
	// A face is played on throw k (from 0) after k misses.
	var reach, missK int64 = 0, 1
	for k := 0; k < MaxRolls; k++ {
		reach += missK * pow24(MaxRolls-1-k)
		missK *= miss
	}
	for f, ok := range playable {
		if ok {
			face[f] = w[f] * reach
		}
	}
	return face, missK
}

func pow24(n int) int64 {
	r := int64(1)
	for range n {
		r *= 24
	}
	return r
}

// Rolled returns the tile the player to move must play in a Tur-TRAX game,
// or Empty.
func (g *Game) Rolled() Tile {
	r := g.Rolls()
	if len(r) == 0 {
		return Empty
	}
	return r[len(r)-1].Tile
}

// LegalMoves appends to dst the moves the player to move may make: in
// Tur-TRAX only those that lay the rolled tile.
func (g *Game) LegalMoves(dst []Move) []Move {
	if g.Variant().Luck != NoLuck {
		return g.Position().LegalMovesWithTile(dst, g.Rolled())
	}
	return g.Position().LegalMoves(dst)
}

// Seed returns the seed of the game's luck source.
func (g *Game) Seed() uint64 { return g.seed }

// NewSeededGame starts an empty game of variant v whose luck (Tur-TRAX
// rolls) comes from seed; the same seed and moves replay the same game.
func NewSeededGame(v Variant, seed uint64) *Game {
	g := NewGame(v)
	g.seed = seed
	return g
}

// passTurns passes while the player to move in a Tur-TRAX game cannot
// place any rolled tile, recording each pass in the history.
func (g *Game) passTurns() {
	if g.pos.variant.Luck == NoLuck {
		return
	}
	for !g.pos.Outcome().Over() {
		if _, ok := g.rollsFor(g.pos); ok {
			return
		}
		g.pos.Pass()
		g.played = append(g.played, passMove)
		g.notation = append(g.notation, "PASS")
	}
}

// passMove stands for a passed turn in the history.
var passMove = Move{Tile: Empty}
