// Package records is the game-record viewer of every game,
// ?game=<game>&view=games: a file of many games opened from a file,
// dropped on the page or pasted; the list of its games with players and
// results and a filter; the replay of one game a step at a time on the
// game's own board; and the ways out of the viewer for a game: by
// default its link (rec=CODE, the game's header lines and record in
// base64url), which opens that game's replay, and with embed=1 the
// replay alone for a club's page.
//
// What is the same for every game is here: the model (model.go, no UI)
// and the screen (view.go), over engine/gamefile, which splits a file
// into its games with their header lines (P1 to P4, or Trax's White and
// Red, for the players' names; Event, Date, Result...) and locates each
// game's fault. Each game gives a Game: how its records sit in a file,
// how one game is read and replayed (Replay: its steps, its board after
// each, its result), how its faults are worded and, for Trax
// (app/trax/games), its own ways out: the engine's review and play by
// link. TRAXIT's and TRAKKX's are in app/traxit and app/trakkx.
//
// The viewer's words are Trax's viewer's ("trax.games.…",
// "trax.moves.…", in Trax's catalog, which the app always holds), said
// the same in every game; only what Trax's do not say is "records.…" in
// the shell's catalog. The file opened stays in memory for the visit,
// one per game; it is not stored.
package records
