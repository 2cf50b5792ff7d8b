// Package trax (folder app/trax) is Trax's screens: go-app v10
// components that draw the board and the game's controls and call the
// rules engine (traxapp/engine/trax, imported as engine) for every rule.
// It owns what the player sees of Trax, its rules page with diagrams and
// its saved game; it decides no rule itself. Its words come from the
// catalogs in messages/ (keys "trax.…"), in every language of the app.
//
// go-app's package is imported as goapp.
//
// # Structure
//
// game.go registers Trax with the shell (app.RegisterGame): the shell's
// root shows gameScreen (screen.go) when the page asks for ?game=trax (or
// Trax's own parameters), the solitaire (app/trax/solitaire) for a
// solitaire variant, rulesBody (rules.go, with diagram.go's pictures) on
// the rules page, and the lessons and puzzles (app/trax/learn) for
// ?game=trax&view=learn and view=puzzles. The game screen owns a
// controller (controller.go) that holds the game (a *engine.Game), the
// legal moves and everything shown about them; it is the board's Table
// (table.go, app/trax/board): the board and the tile choices draw its
// Scene and tell it what the player did. The side panel (panel.go), the
// move list (movelist.go) and the new-game form (newgame.go) are
// components that embed Bound (component.go): the controller and its
// revision, so that a change of the controller (which bumps rev) renders
// them again; a change of language does too (gameScreen.OnUpdate). The
// smaller parts (result.go, record.go, the share box in sharebox.go, the
// picture box in picturebox.go, the review box in review.go, assist.go's
// hint, threats and resigning) are rendered by the controller itself.
// Events are read by one delegated handler per element from the data
// attributes of the target, never by closures made in a loop (go-app
// compares handlers by function pointer, go-app issues 1010 and 1107).
// The game in progress outlives the screen while the page lives
// (current, a round.Kept), so a visit to the rules page keeps it; the
// computer's turn is the round layer's (round.Turn, round.Ask).
//
// The packages beneath import nothing of this one: app/trax/board (the
// board, its geometry and tile drawings, the words for colours, results
// and errors), app/trax/learn, app/trax/solitaire, app/trax/review (the
// review's walk, marks and graph) and app/trax/share (picture files and
// the browser's side of play by link). Within the package no file leans
// on one above it: controller.go holds the controller's state, the files
// of its parts (assist.go, sharebox.go, picturebox.go, review.go) its
// behaviour; variants.go and opponent.go name the variants and opponents.
//
// An Opponent (the computer: workerOpponent, computer.go, asking the AI
// worker with Trax's own request options, app/aiworker/traxworker) is
// offered in the new-game form once registered (RegisterComputer, with
// its Advisor and Reviewer, as every game plugs in its computer); a first
// visit's game is against the one whose Key is "club", the player White. The controller asks it
// for a move with the screen's Context.Async, under a context of its own,
// and plays the answer through Context.Dispatch. Any change of the game
// (a move, undo, review, new game, import, resignation, Stop) cancels
// that context, so the search stops, and drops the answer. An Advisor
// answers the Hint button the same way; ai.Threats feeds the threats
// display. A Reviewer (app/trax/review) judges the turns of a game one request each, walked under a context of
// the review's own that Stop cancels; moving along the line keeps the
// review, a change of the line drops it.
//
// # Page contract (tests and embedding rely on it)
//
// Page parameters, in the query or the fragment: embed=1 (compact layout,
// no header), variant=trax|8x8|loop|tur (the variant to play; each keeps
// its own game in progress), seed=N (Tur-TRAX: the die's seed, a new game),
// ai=0|beginner|club|strong|max (the opponent of a first visit's game; 0
// is two players on this device; default club) and side=white|red (the
// player's colour against the computer; default white). A saved game
// keeps its own opponent. link=<code> (play by link, sharebox.go; the code
// is engine.EncodeLink's) opens a shared game or position: the page's
// address then reads #game=trax&link=<code>.
//
//   - #game gets data-ready="1" once the board accepts moves.
//   - #board is the focusable board (keyboard: arrows, 1/2/3 or + / \,
//     Enter, Escape); #board-svg the SVG, with data-zoom.
//   - Spaces where a tile may go: [data-space="x,y"] (plane coordinates,
//     aria-label "Space B2"); aria-pressed="true" on the selected one.
//   - Placed tiles: [data-tile="x,y"], href "#trax-tile-N" (N is the
//     engine's tile number); the last turn's tiles have data-last="chosen"
//     or "forced" and data-order (fill order, 0 for the chosen tile).
//   - Tile choices: #choices (data-at="x,y", the space it opens next to)
//     with [data-choice="B2/"] (official notation); #preview with
//     data-preview="B2/" and [data-ghost] tiles while one is previewed. In
//     an exercise a choice shows its tile alone (no forced tiles, no win).
//   - Stepping through the game (while reviewing, or once it is over):
//     #review-status ("Showing move 4 of 8"), #step-first, #step-back,
//     #step-forward, #to-end (one half-move each, or to either end). A
//     finished game reviewed is read-only: no spaces, #resign and #hint
//     disabled, #undo and #redo step one move.
//   - Result: #result (the message, e.g. "Red resigned \u2013 White
//     wins."), #win-path [data-trace="x,y"], buttons #review, #play-again.
//   - Computer thinking: #thinking ("Computer is thinking…") with the
//     button #stop-thinking (cancels and takes back the player's move).
//   - Hint: button #hint (disabled while the computer is to move or the
//     game is over); the move on the board #hint-move with data-hint="B2/",
//     [data-hint-tile="x,y"] ghost tiles and [data-hint-space="x,y"]; in
//     words #hint-text ("Hint: B2/ — wins now with a loop.").
//   - Threats: toggle #threats (aria-pressed), marks in #threat-marks:
//     [data-threat="x,y"] with data-threat-color="white|red" and
//     data-threat-move="A0/"; in words #threat-list. Stored in
//     localStorage "traxapp.threats" ("1" or "0").
//   - Resign: #resign, then #resign-confirm or #resign-cancel.
//   - Review with the engine (any two-player game without luck that has
//     moves): #review-game in #review-box, and #review-run in the result
//     banner; while it runs #review-progress with #review-turn
//     ("Reviewing turn 12 of 40"), the <progress> #review-bar (max: the
//     turns, value: those judged) and #review-stop; then
//     #review-summary. Marked turns in #moves carry
//     data-review="missed-win|blunder" (symbol "?" or "??" after the
//     move, the verdict in the aria-label); a tap goes to the position
//     before the turn and shows the better move as #hint-move
//     [data-hint-tile] with the sentence #review-text. #review-graph
//     (SVG, data-turns) draws the values after each turn from White's
//     view, marked turns as [data-graph-turn="n"][data-review]; a click
//     goes to the turn under it. The review changes neither the record
//     nor the saved game.
//   - Play by typing (typed.go), for screen-reader and keyboard players:
//     the form #move-form with the labelled field #move-input, #move-go
//     (OK), the syntax in #move-help and the answer in #move-answer
//     (aria-live). A move in notation (B2/) is played as a tap on its
//     tile choice; a place (B2) is said in words (a tile's tracks, or what
//     fits an empty square and which tracks reach it); ? says the whole
//     position row by row; Enter alone says the last turn again. Every
//     turn is said in #announce (sr-only, aria-live): the move, the tiles
//     it forced by place, the threats it leaves, the result.
//   - Red tracks dashed: the checkbox #dashed-red draws a dark dashed line
//     along every red track of every Trax picture (<html data-tracks=
//     "dashed">, set by web/app-root.js before the first frame); stored
//     in localStorage "traxapp.tracks" ("dashed", or empty).
//   - Side panel: #turn, #variant, #message (role=status), #moves with
//     buttons [data-move="n"] (0 is the empty board), #undo, #redo,
//     #new-game, #import-text, #import, #export, #export-text.
//   - Picture of the position (picturebox.go, drawn by app/trax/share): the
//     checkbox #picture-coordinates and the buttons #picture-svg and
//     #picture-png (disabled on an empty board) download
//     trax-<variant>-turn-<n>.svg or .png of the position on the board;
//     #message then names the file. #picture-print prints the position:
//     the page gets #print-position (the same drawing with coordinates,
//     #print-position-turn, #print-position-moves), which alone prints.
//   - New-game form: #new-game-dialog, #variant-trax, #variant-8x8,
//     #variant-loop, [data-opponent="n"], #side-white, #side-red,
//     #start-game, #cancel-new-game.
//   - Tur-TRAX: #rolls lists the turn's rolls, .roll-missed for each
//     miss and #roll (data-face, data-tile) for the tile to lay; PASS in
//     the move list for a turn whose rolls all missed.
//   - 8x8 Trax: #limit-frame, and [data-blocked="x,y"] for a space
//     outside the square (its aria-label says why).
//   - #first-steps over the empty board, with #first-steps-rules and
//     #first-steps-learn (the lessons).
//   - Lessons (?game=trax&view=learn, app/trax/learn): #learn[data-ready="1"]
//     with data-step (the step shown); #lesson-list of buttons
//     [data-step="id"] with data-done="true|false" (aria-current on the
//     one shown), #learn-progress, #lesson-continue (the first step not
//     done), #lesson-title, #lesson-task, the exercise (#exercise, see
//     below), #lesson-retry, #lesson-next, #lesson-play,
//     #lessons-all-done. Progress: localStorage "traxapp.lessons",
//     {"done": [ids], "current": id}.
//   - Puzzles (?game=trax&view=puzzles, app/trax/learn):
//     #puzzles[data-ready="1"] with data-puzzle (the id shown) and
//     data-state ""|right|solved|wrong; #puzzle-daily (data-puzzle: the
//     puzzle of the day), #puzzles-progress, #puzzle-list with one
//     [data-grade="1..5"] group per grade of buttons [data-puzzle="id"]
//     with data-kind (win1..defend2), data-variant and
//     data-solved="true|false"; #puzzle-title, #puzzle-task, the
//     exercise (#exercise; a wrong move's reply is #feedback-ghost),
//     #puzzle-retry, #puzzle-next. Progress: localStorage
//     "traxapp.puzzles", {"solved": [ids], "current": id}.
//   - TRAX solitaire (variant=solitaire3|solitaire4, deal=N):
//     #solitaire[data-ready="1"] with data-size and data-deal; places
//     [data-solo-space="x,y"]; when a tile may go several ways (rule 6)
//     #solo-choices [data-solo-move="i"]; #solo-top (the turned-up tile),
//     #solo-goal (what wins the deal), #solo-rule, #solo-state (data-state playing|won|lost,
//     data-winnable), #solo-hint, #solo-undo, #solo-new, #solo-tally. The
//     tally is localStorage "traxapp.solitaire.solved", {"3": n, "4": m}.
//   - Exercises (app/trax/learn; lessons and puzzles): #exercise holds the
//     same #board and #choices as the game; a tile that is offered but
//     not legal has data-choice "B2/*N" (N its tile number). Feedback:
//     #exercise-status (role=status) with data-tone right|wrong; on the
//     board #feedback-ghost (data-move="B2/") with [data-feedback-tile],
//     [data-feedback-space="x,y"] and [data-feedback-edge="x,y,d"] (d:
//     0 north, 1 east, 2 south, 3 west).
//   - Play by link: buttons #share and #share-position (data-share="game"
//     or "position") make #game=trax&link=<code> after the page's address
//     (no query), hand it to navigator.share where there is one, else to
//     navigator.clipboard.writeText, and show it in #share-text (value and
//     data-link); #message says how it went ("Link shared.", "Link
//     copied: …", "Copy the link below …"). A shared game opens as two
//     players on this device in its variant's saved slot: at once when
//     there is no game in progress of that variant or the link continues
//     it; #link-confirm (#link-question, #link-open, #link-keep) asks
//     before it replaces any other game in progress; a saved game that
//     already goes past the link is kept. A position link opens for
//     analysis, never saved. #link-note says which of the two the game
//     is; #game's data-link is the code of the link the screen follows
//     (absent for none). A bad link (tampered, cut, illegal) says so in #message, naming
//     the first bad move, and keeps the game in progress.
//   - Saved games: localStorage "traxapp.game" (Trax) and
//     "traxapp.game.<variant>" (8x8, loop, tur), JSON {version, variant,
//     record, index, opponent, opponentColor, seed}; see savedGame.
//     "traxapp.game.last" names the variant played last. Through the
//     shell's Saves (app/saves.go): a save another tab made is followed,
//     never overwritten; an unreadable one (and unreadable lessons',
//     puzzles' or solitaire progress) is kept under "<key>.unreadable".
package trax
