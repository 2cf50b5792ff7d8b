package trakkx

import (
	"errors"
	"fmt"
	"strings"
)

// Code says which rule an action or a table breaks. The UI switches on it
// to tell the player in their language; Code.String is a stable identifier
// for logs and tests, not a sentence.
type Code uint8

// The codes. Table and lay-down codes come first, then action codes.
const (
	OK Code = iota

	// TwoTokenLine: a horizontal or vertical segment of exactly 2 tokens
	// (TV1). Problem.Cells is the segment.
	TwoTokenLine
	// NotARunOrSet: a segment of 3+ tokens that is neither a run nor a set
	// (TV1). Problem.Cells is the segment.
	NotARunOrSet
	// IsolatedToken: a token touching no other token (TV2).
	IsolatedToken
	// TooManyGroups: more groups than the limit L (TV3). Count, Limit.
	TooManyGroups
	// ActionOnTable: an action token on the table (§B.5.3).
	ActionOnTable
	// UnknownToken: a token ID outside 0–115.
	UnknownToken
	// DuplicateToken: one token on two cells.
	DuplicateToken
	// OffTable: a cell beyond ±MaxCoord in a row or column.
	OffTable
	// TokenMissing: a token that was on the table is not on the final
	// table (§B.5.1). Problem.Token names it.
	TokenMissing
	// NotInHand: a new token on the table is not in the player's hand
	// (§B.5.1). Problem.Token names it.
	NotInHand
	// NoProgress: no token from the hand was added (§B.5.2).
	NoProgress
	// NoOwnGroup: an unopened player's lay-down has no group made only of
	// tokens from their hand this turn (§B.5.5).
	NoOwnGroup
	// NewGroupBeforeAllOpened: more groups than §B.5.6 allows while a
	// player is still unopened. Count is the final number of groups,
	// Limit the most allowed.
	NewGroupBeforeAllOpened

	// GameOver: the game has ended.
	GameOver
	// NotYourTurn: the action's seat is not the seat to act.
	NotYourTurn
	// WrongPhase: a turn action during the SWAP sub-phase, or a Give
	// outside it.
	WrongPhase
	// NotInDisplay: the token to take is not in the display.
	NotInDisplay
	// BagEmpty: DRAW_BAG with an empty bag.
	BagEmpty
	// NotAnActionToken: PLAY_ACTION with a number token or one not held.
	NotAnActionToken
	// BadTarget: PLUS3 aimed at oneself or at no seat.
	BadTarget
	// PassNotAllowed: a pass while another action is available (§B.3).
	PassNotAllowed
	// WrongGiveCount: a SWAP choice of the wrong number of tokens (2, or
	// all of a hand of fewer).
	WrongGiveCount
	// AlreadyGave: a second SWAP choice from one seat.
	AlreadyGave
	// BadAction: an action kind the engine does not know.
	BadAction
)

var codeNames = [...]string{
	OK: "OK", TwoTokenLine: "TwoTokenLine", NotARunOrSet: "NotARunOrSet",
	IsolatedToken: "IsolatedToken", TooManyGroups: "TooManyGroups",
	ActionOnTable: "ActionOnTable", UnknownToken: "UnknownToken",
	DuplicateToken: "DuplicateToken", OffTable: "OffTable", TokenMissing: "TokenMissing",
	NotInHand: "NotInHand", NoProgress: "NoProgress", NoOwnGroup: "NoOwnGroup",
	NewGroupBeforeAllOpened: "NewGroupBeforeAllOpened", GameOver: "GameOver",
	NotYourTurn: "NotYourTurn", WrongPhase: "WrongPhase", NotInDisplay: "NotInDisplay",
	BagEmpty: "BagEmpty", NotAnActionToken: "NotAnActionToken", BadTarget: "BadTarget",
	PassNotAllowed: "PassNotAllowed", WrongGiveCount: "WrongGiveCount",
	AlreadyGave: "AlreadyGave", BadAction: "BadAction",
}

// String returns the code's identifier, such as "TooManyGroups".
func (c Code) String() string {
	if int(c) < len(codeNames) {
		return codeNames[c]
	}
	return fmt.Sprintf("Code(%d)", c)
}

// Problem is one broken rule of a table or lay-down, as data.
type Problem struct {
	Code Code
	// Group is the index (in Groups of the final table) of the group the
	// problem lies in, or −1 when it concerns no one group.
	Group int
	// Cells are the cells concerned: the bad segment, the lone token.
	Cells []Pos
	// Token is the token concerned, for TokenMissing, NotInHand,
	// ActionOnTable, IsolatedToken, DuplicateToken.
	Token TokenID
	// Count and Limit are the numbers compared: segment length, or groups
	// against the limit.
	Count, Limit int
}

// LayDownError is a refused table or lay-down: the first problem, and all
// of them in Problems. The UI switches on Code.
type LayDownError struct {
	Problem
	Problems []Problem
}

// Error lists the problems' codes and places, for developers.
func (e *LayDownError) Error() string {
	var b strings.Builder
	b.WriteString("trakkx: illegal table: ")
	for i, p := range e.Problems {
		if i > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "%v", p.Code)
		if p.Group >= 0 && len(p.Cells) > 0 {
			fmt.Fprintf(&b, " in group %d at %v", p.Group, p.Cells)
		}
		if p.Code == TokenMissing || p.Code == NotInHand || p.Code == DuplicateToken {
			fmt.Fprintf(&b, " %v", p.Token)
		}
		if p.Limit > 0 {
			fmt.Fprintf(&b, " (%d > %d)", p.Count, p.Limit)
		}
	}
	return b.String()
}

func asError(ps []Problem) error {
	if len(ps) == 0 {
		return nil
	}
	return &LayDownError{Problem: ps[0], Problems: ps}
}

// ActionError is a refused action other than a bad lay-down table.
type ActionError struct {
	Code Code
	Seat int
	// Token is the token named by the action, if any.
	Token TokenID
}

// Error names the code, seat and token, for developers.
func (e *ActionError) Error() string {
	return fmt.Sprintf("trakkx: seat %d: %v (token %v)", e.Seat, e.Code, e.Token)
}

// CodeOf returns the Code of a *LayDownError or *ActionError (OK for nil,
// BadAction for any other error).
func CodeOf(err error) Code {
	if err == nil {
		return OK
	}
	var le *LayDownError
	if errors.As(err, &le) {
		return le.Code
	}
	var ae *ActionError
	if errors.As(err, &ae) {
		return ae.Code
	}
	return BadAction
}

// Record errors, wrapped in *RecordError; test with errors.Is.
var (
	ErrSyntax  = errors.New("bad syntax")
	ErrHeader  = errors.New("bad header")
	ErrIllegal = errors.New("illegal action")
)

// RecordError says where a game record was wrong: the 1-based line and
// the token on it, and why.
type RecordError struct {
	Line  int
	Token string
	Err   error
}

// Error says "record: line N: token: reason".
func (e *RecordError) Error() string {
	if e.Token == "" {
		return fmt.Sprintf("record: line %d: %v", e.Line, e.Err)
	}
	return fmt.Sprintf("record: line %d: %q: %v", e.Line, e.Token, e.Err)
}

// Unwrap returns the reason, so that errors.Is finds ErrSyntax, ErrHeader,
// ErrIllegal, and errors.As the engine's *LayDownError or *ActionError.
func (e *RecordError) Unwrap() error { return e.Err }
