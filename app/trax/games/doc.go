// Package games (folder app/trax/games) is Trax's part of the game-record
// viewer, ?game=trax&view=games, which app/records draws for every game:
// Trax's files are engine/trax's (ReadFileGame replays each game the
// file's splitting gives, one error per bad game); its players are White
// and Red; a game replays on a board.Table of its own that takes no moves;
// its faults are worded from their kinds with the move at fault
// (words.go), never from the engine's English text; and its ways out of
// the viewer are the engine's review and Share by link (the play view
// opens the link) and an iframe snippet to embed the game (game.go).
// app/trax registers View as the game's extra.
package games
