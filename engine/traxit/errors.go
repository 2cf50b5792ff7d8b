package traxit

import "fmt"

// Code says why the engine refused something. It is an error itself, so
// errors.Is(err, ErrCellOccupied) works on any error the package returns;
// the user interface switches on it to show a translated message.
type Code int

// The codes. Their numbers are stable: new codes are added at the end.
const (
	OK Code = iota
	// Actions.
	ErrGameOver     // the game is over
	ErrWrongPhase   // this kind of action is not asked for now
	ErrNotStartCell // a pawn must start on its side's outer row, not a corner
	ErrSameCell     // both pawns placed on one cell
	ErrUnknownCard  // no card with this index or ID in the set
	ErrCardNotHeld  // the mover no longer has this card (played or not in the game)
	ErrNoPawnThere  // no pawn of the player concerned on the from cell
	ErrOffBoard     // a cell off the board
	ErrCellOccupied // the destination holds a pawn
	ErrObstacle     // the destination holds an obstacle
	ErrNoRoute      // no free route of the card joins the two cells
	ErrNotLevelOne  // a TRAXIT relocation must end on level 1
	ErrMoveExists   // TRAXIT refused: the mover has a legal move
	// Options.
	ErrPlayers    // players must be 2, 3 or 4
	ErrTeams      // teams need 4 players
	ErrSetsRounds // sets x rounds per set does not fit the cards
	ErrCardSubset // the chosen card IDs are wrong (unknown, repeated or too few)
	ErrStartSeat  // the start seat is not a seat
	ErrOption     // another option has a value out of range
	// Records.
	ErrSyntax         // a line cannot be read
	ErrUnknownKey     // an unknown header key or action keyword
	ErrBadValue       // a header value or action argument cannot be read
	ErrHeaderMissing  // the record does not begin with the "traxit" line
	ErrHeaderRepeated // a header key appears twice
	ErrHeaderLate     // a header line after the first action
	ErrUnknownCardSet // the record names a card set the reader does not have
)

var codeText = [...]string{
	OK:                "ok",
	ErrGameOver:       "the game is over",
	ErrWrongPhase:     "this action is not asked for now",
	ErrNotStartCell:   "not a start cell of the player's side",
	ErrSameCell:       "both pawns on the same cell",
	ErrUnknownCard:    "no such card",
	ErrCardNotHeld:    "the mover does not have this card",
	ErrNoPawnThere:    "no pawn of the player concerned there",
	ErrOffBoard:       "off the board",
	ErrCellOccupied:   "the cell is occupied",
	ErrObstacle:       "the cell holds an obstacle",
	ErrNoRoute:        "no free route of the card joins these cells",
	ErrNotLevelOne:    "TRAXIT sends a pawn to level 1",
	ErrMoveExists:     "the mover has a legal move",
	ErrPlayers:        "players must be 2, 3 or 4",
	ErrTeams:          "the team game needs 4 players",
	ErrSetsRounds:     "sets times rounds does not fit the cards",
	ErrCardSubset:     "bad card subset",
	ErrStartSeat:      "no such start seat",
	ErrOption:         "option out of range",
	ErrSyntax:         "syntax error",
	ErrUnknownKey:     "unknown keyword",
	ErrBadValue:       "bad value",
	ErrHeaderMissing:  "the record must begin with the line \"traxit 1\"",
	ErrHeaderRepeated: "header key repeated",
	ErrHeaderLate:     "header line after the first action",
	ErrUnknownCardSet: "unknown card set",
}

// Error returns the developer's text of the code; the user interface
// translates the code instead.
func (c Code) Error() string {
	if c < 0 || int(c) >= len(codeText) {
		return fmt.Sprintf("traxit: code %d", int(c))
	}
	return codeText[c]
}

// ActionError is a refused action: Index is its 0-based number in the
// game (how many actions were played before it), Token its notation and
// Code the reason.
type ActionError struct {
	Index int
	Token string
	Code  Code
}

func (e *ActionError) Error() string {
	return fmt.Sprintf("traxit: action %d %q: %v", e.Index, e.Token, e.Code)
}

// Unwrap returns the code, for errors.Is.
func (e *ActionError) Unwrap() error { return e.Code }

// OptionsError is a refused set of Options: Field names the option.
type OptionsError struct {
	Field string
	Code  Code
}

func (e *OptionsError) Error() string { return fmt.Sprintf("traxit: option %s: %v", e.Field, e.Code) }

// Unwrap returns the code, for errors.Is.
func (e *OptionsError) Unwrap() error { return e.Code }

// RecordError says where a record went wrong: Line is 1-based, Token the
// word or action that was wrong, Code the reason. Index is the 0-based
// number of the action refused (-1 for a header or syntax error).
type RecordError struct {
	Line  int
	Token string
	Index int
	Code  Code
}

func (e *RecordError) Error() string {
	return fmt.Sprintf("traxit record: line %d %q: %v", e.Line, e.Token, e.Code)
}

// Unwrap returns the code, for errors.Is.
func (e *RecordError) Unwrap() error { return e.Code }
