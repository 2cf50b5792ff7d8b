// Package clock is the game clock every game shares: a time control
// (minutes each, seconds added per move, as a link's clock=MIN+SEC writes
// it), one clock per seat of which at most one runs, the increment added
// to a seat that moved, pause, the flag that falls when a running clock
// reaches zero, the state a saved game keeps, and the computer's time to
// think as its clock allows.
//
// It is pure Go over an injected time source (Clock's now), so that its
// tests move time by hand and never sleep. It knows no game and no page:
// the round layer (app/round) draws the clocks and ticks them, and each
// game says which seat must act and when a seat moved.
package clock
