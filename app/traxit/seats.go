package traxit

import (
	"context"
	"traxapp/app/round/clock"

	"traxapp/app/i18n"
	"traxapp/app/round"
	engine "traxapp/engine/traxit"
)

// Levels are the computer's playing strengths, weakest first, by the names
// engine/traxit/ai reads ("easy", "medium", "hard").
var Levels = round.Levels{"easy", "medium", "hard"}

// Person is the level of a seat played by a person on this device.
const Person = round.Person

// Computer decides the action of whoever must act in the game given by
// its record: a pawn placement, a card choice (as chooser), a move or a
// TRAXIT relocation, in the engine's notation ("card P07", "move c1 b4").
// level is one of Levels. It should return early with ctx's error when
// ctx is done. engine/traxit/ai.Think is one (natively); in the browser
// computer_wasm.go asks the AI's Web Worker.
type Computer func(ctx context.Context, record, level string) (action string, err error)

// computer is the registered Computer; nil offers no computer seats.
var computer Computer

// RegisterComputer makes c play the computer seats. Call it before the
// screen is shown (computer_wasm.go does, from init).
func RegisterComputer(c Computer) { computer = c }

// seatColors are the seats' colours in CSS class and data attribute
// form, the colours of the game's four card sets.
var seatColors = [4]string{"red", "blue", "yellow", "green"}

// seatShapes are the pawn shapes of the seats, so that players who do not
// tell the colours apart still tell the pawns apart.
var seatShapes = [4]string{"circle", "square", "triangle", "diamond"}

// seatName returns the name of seat (its colour) in p's language.
func seatName(p *i18n.Printer, seat int) string {
	if seat < 0 || seat >= len(seatColors) {
		return "?"
	}
	return p.T("traxit.seat." + seatColors[seat])
}

// levelName returns the words for a seat's player: a person, or the
// computer at its level.
func levelName(p *i18n.Printer, level string) string {
	if level == Person {
		return p.T("traxit.player.person")
	}
	return p.T("traxit.player.computer-" + level)
}

// teamName returns the name of team t (0: red and yellow, 1: blue and
// green) in p's language.
func teamName(p *i18n.Printer, t int) string {
	return p.T("traxit.team", "a", seatName(p, t), "b", seatName(p, t+2))
}

// Setup is what the new-game form decides: the seats and the options of
// the engine.
type Setup struct {
	// Seats holds, per seat in turn order, Person or a computer level;
	// its length is the number of players (2 to 4).
	Seats []string
	// Teams, Short, TieBreak and Bonus are the engine's options of the
	// same names.
	Teams, Short, TieBreak bool
	Bonus                  engine.BonusMode
	// StartSeat chooses first.
	StartSeat int
	// RandomStart draws the start seat from Seed instead.
	RandomStart bool
	// EmptySide and Diagonal place a 3-player game: the side nobody sits
	// at and the pair of obstacles (the engine's options).
	EmptySide engine.Side
	Diagonal  engine.Diagonal
	// Seed draws the short game's cards.
	Seed uint64
	// Clock is the time control (zero: no clock).
	Clock clock.Control
}

// options returns the engine's options for s.
func (s Setup) options() engine.Options {
	o := engine.Options{
		Players: len(s.Seats), Teams: s.Teams && len(s.Seats) == 4, Short: s.Short,
		TieBreak: s.TieBreak, Bonus: s.Bonus, StartSeat: s.StartSeat, Seed: s.Seed,
	}
	if s.RandomStart {
		o.StartSeat = engine.RandomStart
	}
	if len(s.Seats) == 3 {
		o.EmptySide, o.Diagonal = s.EmptySide, s.Diagonal
	}
	return o
}

// sides are the board's sides in the form's order, with their names'
// catalog keys.
var sides = []struct {
	side engine.Side
	key  string
}{{engine.North, "north"}, {engine.East, "east"}, {engine.South, "south"}, {engine.West, "west"}}
