// Package engine is the home of the game engines. It holds no code of its
// own: each game has a package below it (trax for the rules and notation of
// Trax, ai for the computer player), so that more games can join without
// touching the others. Nothing under engine/ imports the user interface or
// the browser.
package engine
