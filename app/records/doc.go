// Package records is the game-record viewer of the games whose records
// are their engines' text (TRAXIT, TRAKKX), ?game=<game>&view=games: a
// file of many records opened from a file, dropped on the page or
// pasted; the list of its games with players and results and a filter;
// the replay of one game a step at a time on the game's own board; the
// game's link (rec=CODE, the game's text in base64url), which opens
// that game's replay, and with embed=1 the replay alone for a club's
// page.
//
// What is the same for every game is here: splitting the file is
// engine/gamefile's, whose header lines (P1 to P4 for the players' names,
// Event, Date, Result...) and per-game errors Trax's viewer shares; the
// model (model.go, no UI) and the screen (view.go). Each game gives a
// Game: where its records start, how one is read and replayed (Replay:
// its steps, its board after each, its result) and how its faults are
// worded. Trax keeps its own viewer (app/trax/games), whose replay goes on
// to its engine's review and its play-by-link links.
//
// The viewer's words are those of Trax's viewer ("trax.games.…",
// "trax.moves.…", in Trax's catalog, which the app always holds), so that
// the three viewers say the same and the app carries them once; only what
// Trax's do not say is "records.…" in the shell's catalog.
package records
