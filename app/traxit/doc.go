// Package traxit (folder app/traxit) is TRAXIT's screens: a go-app v10
// component that draws the stepped pyramid, the chooser's hand of cards,
// the scores and the controls, and calls the rules engine
// (traxapp/engine/traxit, imported as engine) for every rule. It owns
// what the players see of TRAXIT, its rules page with diagrams and its
// saved game; it decides no rule itself. Its words come from the catalogs
// in messages/ (keys "traxit.…"), in every language of the app; the
// engine's refusals are Codes, turned into words by errorText.
//
// go-app's package is imported as goapp.
//
// # Structure
//
// game.go registers TRAXIT with the shell (round.Register): its screen,
// rules page, home-page picture and "Continue". The screen (screen.go,
// with newgame.go's form) owns a controller (controller.go) that holds
// the game, who plays each seat (a person on this device or the computer
// at a level, seats.go), what the person to act has picked so far, the
// review and the banners. The controller is plain Go and tested natively;
// the screen only draws it (board.go draws the board for the screen and
// for the rules page's diagrams) and hands it the player's taps. Every
// event handler is a method that reads the data attributes of its
// target: one delegated handler per element, never a closure made in a
// loop (go-app compares handlers by function pointer).
//
// A turn, as the players see it: the chooser taps one of the mover's
// cards (shown face up in the chooser's hand); the board rings the cells
// it leads to and draws every free route, both when a cell is reached two
// ways; "Give this card" plays it. The mover taps a pawn, then a ringed
// cell, and the pawn glides there (a CSS transition). On a TRAXIT the
// chooser taps one of the mover's pawns, then an empty level-1 cell.
//
// The computer (a Computer, registered by computer_wasm.go in the
// browser: TRAXIT's AI Web Worker through app.AIClientFor) plays every
// decision of its seats: placing, choosing cards, moving and relocating.
// The controller asks it through the round layer (traxapp/app/round:
// Turn, Ask), which runs the question on the screen's context and
// drops the answer when the game changed meanwhile (undo, new game,
// review); the round layer also keeps the game while the page lives,
// follows the screen's lifecycle, checks the save's version and draws the
// rules page's frame. Native tests inject engine/traxit/ai.Think.
//
// # Page contract (tests rely on it)
//
//   - #traxit gets data-ready="1" once playable; it carries data-phase
//     (place, choose, move, traxit, over), data-to-act (the seat),
//     data-actor (person or computer), data-thinking, data-actions (the
//     number of actions played) and data-reviewing.
//   - Board: #traxit-board; cells [data-cell="c4"] with data-level,
//     data-seat (a pawn's owner), data-target="1" where a tap acts,
//     data-movable="1" on pawns the person to act may pick,
//     data-picked="1" (cells that act are focusable buttons with
//     data-next-action, the others named images, each saying its level,
//     pawn and whether the card reaches it: Tab or the arrow
//     keys, which go to the nearest such cell that way, then Enter or
//     Space); pawns [data-pawn="c4"] with data-seat and
//     data-shape (circle, square, triangle, diamond); obstacles
//     [data-obstacle]; start cells [data-start-cell] with data-start-seat
//     during placement; routes .route[data-route="c1-b1-b2-b3-b4"]; the
//     last move .last-route; the first pawn of a placement [data-ghost].
//   - Hand: #traxit-hand (data-mover), cards #traxit-cards
//     [data-card="P07"] (aria-pressed when picked), #traxit-give, the
//     card being played #traxit-pending[data-pending]; every player's
//     cards left, folded: #traxit-hands [data-hand-seat] [data-hand-card]
//     (drawn only while unfolded).
//   - TRAXIT: #traxit-traxit, with #traxit-stay for a pawn on level 1.
//   - Panel: #traxit-status, #traxit-round, #traxit-message (role
//     status), #traxit-thinking, #traxit-scores (rows [data-score-seat],
//     set cells with data-bonus, team rows [data-team]), #traxit-undo,
//     #traxit-redo, #traxit-new-game, the move list #traxit-moves with
//     [data-review="n"] and #traxit-back while reviewing.
//   - Banners: #traxit-sets with #traxit-sets-continue after each set;
//     #traxit-result with #traxit-winner, #traxit-final-scores,
//     #traxit-review, #traxit-close-result, #traxit-again.
//   - New-game form: #traxit-new-dialog, #traxit-players-2..4,
//     #traxit-seat-S-person|easy|medium|hard (data-form-seat="S" and
//     data-form-level the same word: never empty, since go-app drops an
//     empty attribute), #traxit-opt-short,
//     #traxit-opt-teams, #traxit-opt-tiebreak, #traxit-opt-random-start,
//     #traxit-bonus-set|game|each, with 3 players #traxit-empty-north|east|
//     south|west and #traxit-diagonal-main|anti, #traxit-start,
//     #traxit-cancel-new.
//   - Saved game: localStorage "traxapp.traxit.game", JSON {version,
//     record, seats, redo}: the engine's record, per seat "person" or a
//     level, and the actions taken back (the next to redo first). A save
//     that cannot be read is kept under "traxapp.traxit.game.unreadable"
//     and gives a notice and a new game; another tab's newer save is
//     followed, never overwritten (the shell's Saves, app/saves.go).
//
// Not done yet: placements are public (the spec's hidden
// simultaneous placement is not offered); the board has no arrow-key
// navigation (Tab reaches the cells that act).
package traxit
