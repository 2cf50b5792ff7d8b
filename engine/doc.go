// Package engine is the home of the game engines. It holds no code of its
// own: each game has a package below it (trax, traxit, trakkx for the
// rules, each with ai for its computer player and play for its adapter to
// the shared game interface), so that more games can join without
// touching the others. Package game is that interface and the registry of
// games and variants; game/conformance is the test every adapter passes
// and game/stats the scores and confidence intervals of matches. Nothing
// under engine/ imports the user interface or the browser.
package engine
