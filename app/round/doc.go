// Package round is the round layer: what every game's screen does with a
// game in progress, written once so that a behaviour fixed here holds for
// every game. It owns
//
//   - the seats: who plays each seat, a person on this device or the
//     computer at one of the game's levels, and how a seat is written
//     where "" cannot stand (Seat, Seats, Levels, Word);
//   - the computer's turn: asking the game's computer off the UI
//     goroutine, cancelling the question when the game changes (a move,
//     undo, a new game, a review), dropping an answer that comes after
//     such a change, playing an answer only after the page drew what
//     came before it (the player's move is seen and said first), and the
//     "could not start" notice with Try again (Turn, Ask, Runner); any other long question of a game's, such as
//     Trax's review, drops its late answers the same way (Question);
//   - the screen's lifecycle: the game in progress kept while the page
//     lives (a visit to the rules page keeps it and its computer's
//     search), mounting (the computer's turn, other tabs followed),
//     dismounting (the search stopped) and the shell's language followed
//     (Props, Life, Kept, Controller: a screen embeds Props and its Life,
//     which gives it OnMount, OnDismount and OnUpdate), and a new
//     controller opened in the order every game needs: its language, its
//     saved game, the game's page parameters, the page's clock= (Open,
//     Opening);
//   - the versioned save and what a tab does with it: the version check
//     and its errors, the notice for each, a save that never writes over
//     another tab's newer one, following another tab, keeping aside what
//     cannot be read (Decode, Encode, SavedNotices, Saving);
//   - the play screen's h1, the game's name visually hidden, first in
//     the screen's main landmark (Heading);
//   - the New game dialog's frame, the same for every game: a modal
//     dialog with its title, the game's fields, then Cancel and Start in
//     that order, Escape cancelling, and the segmented choices of its
//     fields (NewGameDialog, Segment);
//   - the rules page renderer: sections of a title, paragraphs and
//     diagrams by catalog key, and a diagram's figure (RulesPage, Figure);
//   - the printable score sheet view=scoresheet: tables of a column group
//     per player and a row per scoring, empty for N players or filled
//     with the game on this device (ScoreSheet, RenderScoreSheet:
//     #scoresheet[data-game][data-players][data-filled], #sheet-<n>,
//     #scoresheet-players-<n>, #scoresheet-empty, #scoresheet-filled,
//     #scoresheet-print);
//   - a game's registration with the shell: its words and its app.Game
//     (Register);
//   - the game clocks as the players see them: a face per seat, the
//     running one marked, Pause, low time and a flag fall said once
//     (ClockFace, over the game's Timed), the New game dialog's time
//     control (ClockChoice), a link's clock= (ClockOf), and the clocks'
//     wiring every game's controller embeds (GameClocks: saving, and
//     what a pause or going on does to the game). The clock
//     itself, pure and tested without sleeping, is app/round/clock; each
//     game tells it who must act and who moved, and owns what a flag
//     fall does to its result.
//
// Each game's package (app/trax, app/traxit, app/trakkx) keeps what is
// its own: drawing, input, wording and its rules text. This package
// knows no game: it imports nothing under engine/ (the shell's layering
// test, app/layering_test.go, lists what may be imported).
package round
