package trakkx

import (
	"fmt"
	"strconv"
	"strings"
)

// TokenID names one of the 116 physical tokens. Number tokens are 0–111,
// the two SWAP tokens 112 and 113, the two PLUS3 tokens 114 and 115. The two
// copies of a colour and value are interchangeable for the rules but keep
// their own IDs for bookkeeping.
type TokenID uint8

// NumTokens is the number of tokens in a game (§B.1): 112 number tokens and
// 4 action tokens.
const NumTokens = 116

// NoToken is the TokenID of no token: NumberToken, SwapToken and
// Plus3Token return it for a colour, value or copy out of range. It is not
// Valid and reads "?255".
const NoToken TokenID = 255

// The first IDs of the action tokens.
const (
	firstSwap  TokenID = 112
	firstPlus3 TokenID = 114
)

// Color is the colour of a number token.
type Color uint8

// The four colours, in the order of the notation letters R, Y, G, B.
const (
	Red Color = iota
	Yellow
	Green
	Blue
)

const colorLetters = "RYGB"

// String returns the colour's notation letter.
func (c Color) String() string {
	if c > Blue {
		return "?"
	}
	return colorLetters[c : c+1]
}

// Kind says whether a token is a number token or which action token it is.
type Kind uint8

// The kinds of token.
const (
	Number Kind = iota
	Swap
	Plus3
)

// String returns "number", "swap" or "plus3".
func (k Kind) String() string {
	switch k {
	case Number:
		return "number"
	case Swap:
		return "swap"
	case Plus3:
		return "plus3"
	}
	return "?"
}

// NumberToken returns the ID of copy (0 or 1) of the number token of colour
// c (Red to Blue) and value v (1–14); NoToken when any is out of range.
func NumberToken(c Color, v, copy int) TokenID {
	if c > Blue || v < 1 || v > 14 || copy < 0 || copy > 1 {
		return NoToken
	}
	return TokenID((int(c)*14+v-1)*2 + copy)
}

// SwapToken returns the ID of copy (0 or 1) of the SWAP token; NoToken for
// another copy.
func SwapToken(copy int) TokenID {
	if copy < 0 || copy > 1 {
		return NoToken
	}
	return firstSwap + TokenID(copy)
}

// Plus3Token returns the ID of copy (0 or 1) of the PLUS3 token; NoToken
// for another copy.
func Plus3Token(copy int) TokenID {
	if copy < 0 || copy > 1 {
		return NoToken
	}
	return firstPlus3 + TokenID(copy)
}

// Valid reports whether id names one of the 116 tokens.
func (id TokenID) Valid() bool { return id < NumTokens }

// Kind returns the token's kind.
func (id TokenID) Kind() Kind {
	switch {
	case id < firstSwap:
		return Number
	case id < firstPlus3:
		return Swap
	}
	return Plus3
}

// IsAction reports whether the token is a SWAP or PLUS3 token.
func (id TokenID) IsAction() bool { return id >= firstSwap }

// Color returns a number token's colour (Red for action tokens).
func (id TokenID) Color() Color {
	if id >= firstSwap {
		return Red
	}
	return Color(id / 28)
}

// Value returns a number token's face value 1–14 (0 for action tokens).
func (id TokenID) Value() int {
	if id >= firstSwap {
		return 0
	}
	return int(id%28)/2 + 1
}

// Copy returns 0 or 1: which of the two identical tokens this is.
func (id TokenID) Copy() int { return int(id % 2) }

// Points returns what the token costs a player left holding it (§B.7): its
// face value, or 20 for an action token.
func (id TokenID) Points() int {
	if id >= firstSwap {
		return 20
	}
	return id.Value()
}

// String returns the token's notation: colour letter, value and copy letter
// for a number token ("R5a", "B14b"), "SWAPa"/"SWAPb" and "PLUS3a"/"PLUS3b"
// for action tokens.
func (id TokenID) String() string {
	cp := string(rune('a' + id.Copy()))
	switch id.Kind() {
	case Swap:
		return "SWAP" + cp
	case Plus3:
		if id < NumTokens {
			return "PLUS3" + cp
		}
		return "?" + strconv.Itoa(int(id))
	}
	return id.Color().String() + strconv.Itoa(id.Value()) + cp
}

// ParseToken reads a token's notation (case-insensitive in the colour and
// action names, see TokenID.String). The copy letter is required.
func ParseToken(s string) (TokenID, error) {
	if len(s) < 2 || len(s) > 6 {
		return 0, fmt.Errorf("%w: %q is not a token (want like R5a, B14b, SWAPa, PLUS3b)", ErrSyntax, s)
	}
	cp := s[len(s)-1]
	if cp != 'a' && cp != 'b' {
		return 0, fmt.Errorf("%w: token %q must end in copy letter a or b", ErrSyntax, s)
	}
	copy := int(cp - 'a')
	body := strings.ToUpper(s[:len(s)-1])
	switch body {
	case "SWAP":
		return SwapToken(copy), nil
	case "PLUS3":
		return Plus3Token(copy), nil
	}
	c := strings.IndexByte(colorLetters, body[0])
	if c < 0 {
		return 0, fmt.Errorf("%w: token %q: colour must be R, Y, G or B", ErrSyntax, s)
	}
	v, err := strconv.Atoi(body[1:])
	if err != nil || v < 1 || v > 14 || body[1] == '0' || body[1] == '+' || body[1] == '-' {
		return 0, fmt.Errorf("%w: token %q: value must be 1 to 14", ErrSyntax, s)
	}
	return NumberToken(Color(c), v, copy), nil
}

// handPoints sums Points over tokens.
func handPoints(ts []TokenID) int {
	n := 0
	for _, t := range ts {
		n += t.Points()
	}
	return n
}
