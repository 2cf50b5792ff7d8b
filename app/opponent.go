package app

import (
	"context"

	"traxapp/engine/trax"
)

// Opponent is a player that answers moves by itself, such as the computer
// (app/aiclient). The controller asks it for a move whenever its colour is
// to move, from a goroutine (goapp.Context.Async), and applies the answer
// on the UI goroutine (goapp.Context.Dispatch). An answer that comes after
// the game changed (undo, new game, import) is dropped.
type Opponent interface {
	// Name is what the side panel shows, e.g. "Computer (level 3)".
	Name() string
	// Move returns the move to play in pos, which is the opponent's own
	// copy. It should return early with ctx's error when ctx is done.
	Move(ctx context.Context, pos *trax.Position) (trax.Move, error)
}

// OpponentChoice is one entry of the new-game form's opponent menu.
type OpponentChoice struct {
	// Label is the menu text, e.g. "Computer, level 2".
	Label string
	// New makes the opponent for a game of variant v.
	New func(v trax.Variant) Opponent
}

// opponentChoices are the opponents offered besides "two players on this
// device". It is empty until an opponent is registered, and the form shows
// no opponent menu while it is empty.
var opponentChoices []OpponentChoice

// RegisterOpponent offers an opponent in the new-game form. Call it before
// goapp.RunWhenOnBrowser (e.g. from main_wasm.go, next to Register).
func RegisterOpponent(c OpponentChoice) { opponentChoices = append(opponentChoices, c) }
