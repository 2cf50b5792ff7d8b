// Package game is the one interface every game's engine satisfies, in the
// spirit of OpenSpiel's State: the seats and whose turn it is, the legal
// actions in the game's own notation, apply and undo, the outcome and the
// scores, the record (write and parse), what one seat may know (its view,
// hidden information removed), and a clone. It also keeps the registry of
// games and their variants.
//
// The package owns only this contract. It imports no game: each engine
// keeps its own rich API for its screens and its computer player, and a
// thin adapter beside the engine (engine/<game>/play) wraps it in a State
// and registers its variants. Shared code (tests, matches, the round layer
// of the app) talks to games through State only. Package
// game/conformance checks that an adapter keeps the contract.
package game
