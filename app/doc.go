// Package app is the Trax user interface: go-app v10 components that draw
// the board and the game's controls and call the engine (traxapp/engine/...)
// for every rule. It owns what the player sees and the saved game in the
// browser's storage; it decides no rule itself.
//
// go-app's package is imported as goapp, since this package is app.
package app
