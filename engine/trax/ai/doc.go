// Package ai is the computer player for Trax: an iterative-deepening
// alpha-beta (principal variation) search over positions of package trax,
// with threat detection, a transposition table keyed by the
// translation-invariant shape of the position, and an evaluation of paths
// close to a loop or a line. Options.ThreatSpace and SafeMove add a
// threat-space search (threat.go) that proves wins by continuous threats
// before the full-width search and checks that the move chosen allows the
// opponent none; no level uses them yet (at 100 ms a move the time they
// take costs more than they win). Tur-TRAX
// positions are searched as chance nodes with the rules package's odds
// (trax.TurnOdds). Serve (protocol.go) plays over the competition protocol
// on stdin/stdout. The package also gives hints (the best move and why)
// and lists the threats on the board for the user interface.
//
// The package is a client of the rules: every move is made with
// trax.Position.Play and taken back with Undo; it adds no rule of its own.
// It knows nothing of the browser; the worker and the command-line tools
// call Search with a time budget or a fixed depth.
package ai
