// Package games (folder app/trax/games) is Trax's game-record viewer,
// ?game=trax&view=games: a file of many games as clubs and tournaments
// keep them (engine/trax's ReadGameFile reads it, one error per bad game)
// opened from a file, dropped on the page or pasted; the list of its games
// with players, event, date and result and a filter (model.go, no UI);
// the replay of one game a move at a time on the board (replay.go, a
// board.Table of its own that takes no moves); and the ways out of the
// viewer: the engine's review and Share by link (the play view opens the
// link) and an iframe snippet to embed the game (view.go).
//
// The file opened stays in memory for the visit (the view is left and
// come back to within the page); it is not stored. Every word comes from
// Trax's catalogs ("trax.games.…", and the move list's "trax.moves.…");
// the engine's errors are worded from their kinds (words.go), never from
// their English text. app/trax registers View as the game's extra.
package games
