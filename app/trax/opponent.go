package trax

import (
	"context"

	"traxapp/app/i18n"
	"traxapp/app/trax/review"
	engine "traxapp/engine/trax"
	"traxapp/engine/trax/ai"
)

// Opponent is a player that answers moves by itself, such as the computer
// (app/aiclient). The controller asks it for a move whenever its colour is
// to move, from a goroutine (goapp.Context.Async), and applies the answer
// on the UI goroutine (goapp.Context.Dispatch). An answer that comes after
// the game changed (undo, new game, import) is dropped.
type Opponent interface {
	// Move returns the move to play in game g, the opponent's own copy
	// (its record, and in Tur-TRAX its seed, decide the tile to play). It
	// should return early with ctx's error when ctx is done.
	Move(ctx context.Context, g *engine.Game) (engine.Move, error)
}

// OpponentChoice is one entry of the new-game form's opponent menu.
type OpponentChoice struct {
	// Label identifies the opponent in a saved game, e.g. "Computer,
	// club"; players never read it (the menu shows the catalog's
	// trax.opponent.<Key>).
	Label string
	// Key is the opponent's name in the page's URL (ai=club), such as the
	// computer's level: "beginner", "club", "strong", "max". Optional.
	Key string
	// New makes the opponent for a game of variant v.
	New func(v engine.Variant) Opponent
}

// opponentChoices are the opponents offered besides "two players on this
// device". It is empty until an opponent is registered, and the form shows
// no opponent menu while it is empty.
var opponentChoices []OpponentChoice

// Computer is Trax's computer player as the page plugs it in, in one call
// (RegisterComputer), as every game plugs in its own; the worker program
// that answers it is declared with the game's registration
// (app.Computer).
type Computer struct {
	// Opponents are offered in the new-game form, one per level.
	Opponents []OpponentChoice
	// Advisor answers the Hint button; nil disables it.
	Advisor Advisor
	// Reviewer judges turns for the Find mistakes button; nil hides it.
	Reviewer review.Reviewer
}

// RegisterComputer plugs c in: its opponents in the new-game form, its
// advisor and its reviewer. Call it before the screen is shown
// (computer_wasm.go does, from init).
func RegisterComputer(c Computer) {
	opponentChoices = append(opponentChoices, c.Opponents...)
	advisor, reviewer = c.Advisor, c.Reviewer
}

// findOpponent returns the registered opponent whose Key is key.
func findOpponent(key string) (OpponentChoice, bool) {
	for _, oc := range opponentChoices {
		if oc.Key != "" && oc.Key == key {
			return oc, true
		}
	}
	return OpponentChoice{}, false
}

// Advisor suggests a move for the player to move in game g (its own copy):
// the move in official notation (such as "B3/") and why, in words (such
// as "stops a loop threat at B3"). It should return early with ctx's error
// when ctx is done. The Hint button asks it.
type Advisor func(ctx context.Context, g *engine.Game) (move string, reasons []ai.Reason, err error)

// advisor is the registered Computer's Advisor; nil disables the Hint
// button.
var advisor Advisor

// reviewer is the registered Computer's Reviewer; nil hides the review.
var reviewer review.Reviewer

// opponentName returns the name of the opponent whose Key is key ("" for
// two players on this device).
func opponentName(p *i18n.Printer, key string) string {
	if key == "" {
		return p.T("trax.opponent.none")
	}
	return p.T("trax.opponent." + key)
}
