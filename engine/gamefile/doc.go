// Package gamefile owns what every game's file of many game records has
// in common, whatever the game: splitting the file into its games, each
// with optional header lines (players, event, date, result...) before
// its record; reading a header line, [Key "value"] or Key: value; the
// bounds that keep a mistaken file from stalling the page; and the error
// that says which game of the file is wrong and on which line, so that
// the other games still load.
//
// It knows no game: each game reads and replays its own records
// (engine/trax's ReadGameFile for Trax's notation; app/records hands
// TRAXIT's and TRAKKX's records to their engines' ParseRecord) and says
// where one of its records starts (Options.Starts).
package gamefile
