package trax

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// maxQuotedToken is how many characters of a token QuoteToken keeps.
const maxQuotedToken = 40

// QuoteToken is a token of a record or of the protocol as a message should
// show it: as written when it is at most 40 bytes of printable ASCII other
// than '"' (every move and command is); otherwise in Go's quoted syntax, so
// that no control character or invisible mark is shown raw, and cut after
// 40 characters, followed by "..." and its length in bytes.
func QuoteToken(tok string) string {
	plain := tok != "" && len(tok) <= maxQuotedToken
	for i := 0; plain && i < len(tok); i++ {
		plain = tok[i] > ' ' && tok[i] < 0x7f && tok[i] != '"'
	}
	if plain {
		return tok
	}
	if utf8.RuneCountInString(tok) <= maxQuotedToken {
		return strconv.Quote(tok)
	}
	cut, n := 0, 0
	for cut = range tok {
		if n == maxQuotedToken {
			break
		}
		n++
	}
	return fmt.Sprintf("%s... (%d bytes)", strconv.Quote(tok[:cut]), len(tok))
}
