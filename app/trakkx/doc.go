// Package trakkx (folder app/trakkx) is TRAKKX's screens: a go-app v10
// component that draws the table, the hands and the turn's buttons and
// calls the rules engine (traxapp/engine/trakkx, imported as engine) for
// every rule. It owns what the players see of TRAKKX, its rules page with
// diagrams and its saved match; it decides no rule itself: the table's
// problems, live and on Lay down, are the engine's (View.CheckLayDown,
// Game.Apply), said in words from the engine's codes (words.go). Its words
// come from the catalogs in messages/ (keys "trakkx.…"), in every
// language of the app.
//
// # Structure
//
// game.go registers TRAKKX with the shell (round.Register). The screen
// (screen.go, its handlers in events.go) owns a controller (controller.go)
// that holds the match: the seats (a person, or the computer at a level),
// the engine's Game, the games played (a Series, saved.go), the table as
// the player arranges it this turn, the token picked up, the SWAP choice
// being made and who holds the device. The controller is plain Go and is
// tested natively; the screen draws it and turns taps into its calls.
// Handlers read the data attributes of the element tapped, never closures
// made in a loop.
//
// A turn is built by taps (or Enter/Space on the focused button, the
// arrow keys moving between cells and Escape dropping the pick, or by
// dragging with a pointer): a hand token, then a cell, places it; a table
// token, then a cell, moves it; Back to hand returns a token placed this
// turn; Undo all restores the table of the start of the turn. Every change
// asks the engine for the problems of the table as arranged and marks
// their cells. Action tokens, picked in the hand, offer SWAP or +3 with
// its target; in the SWAP sub-phase each seat picks its tokens to pass.
//
// Hot seat: when two or more people share the device, the hand of the
// person to move is shown only after the hand-over screen ("Pass the
// device to …", #handover, #reveal); with one person, their hand is always
// shown. The computer's turns go to a Computer (computer_wasm.go: the AI
// worker through app.AIClientFor("trakkx")) through the round layer
// (traxapp/app/round: Turn, Ask), which asks on the screen's context; a
// change of game cancels the request and drops its answer, so the page
// never waits. The round layer also keeps the match while the page
// lives, follows the screen's lifecycle, checks the save's version and
// draws the rules page's frame.
//
// # Page contract (tests rely on it)
//
// Parameters: seats=person,easy,medium,hard (2 to 4 seats; a new match
// unless the saved one seats the same), seed=N (the first game's deal),
// games=N (the match's length). The match is saved under
// localStorage "traxapp.trakkx.game" through the shell's Saves
// (app/saves.go): another tab's newer save is followed, never overwritten;
// unreadable data is kept under "traxapp.trakkx.game.unreadable" and gives
// a notice in #message and a fresh match.
//
//   - #trakkx with data-ready="1" once playable, data-phase (turn, swap,
//     over), data-to-move (the seat to act, −1 when over).
//   - Players [data-seat="n"] with data-count (hand size) and data-opened;
//     #bag with data-count; display tokens [data-display="R5a"].
//   - Table cells [data-cell="x,y"] (x the engine's column, y its row),
//     with data-token when occupied, data-bad="1" when a problem marks it;
//     the table is one tab stop (the cell with tabindex="0", the others
//     -1), moved by the arrow keys; a cell pressed keeps the focus;
//     #problems (a live region) with [data-problem="TwoTokenLine"] items; #zoom-in,
//     #zoom-out.
//   - Hand tokens [data-hand="R5a"] with aria-pressed, the first with
//     data-next-action while the person plays (the focus goes there after
//     the computer's turn); a token picked sends the focus to the table; #sort-color,
//     #sort-value; after a SWAP, #received (data-tokens="R5a B7b") tells
//     the seat shown what it was passed, until it acts again.
//   - Buttons #submit, #undo-all, #to-hand, #draw, #pass, #play-swap,
//     [data-target="n"] (+3), #give; #message (role=status).
//   - #handover with #reveal; #result with #result-text and #scores
//     (rows [data-game]), #next-game; #new-game opens #new-game-form
//     ([data-players], [data-level="person|easy|medium|hard"] per
//     [data-form-seat], #name-n, [data-games],
//     #start, #cancel-new-game).
package trakkx
