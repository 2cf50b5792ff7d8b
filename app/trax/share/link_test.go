package share

import (
	"errors"
	"fmt"
	"testing"

	"traxapp/app/i18n"
	_ "traxapp/app/trax/internal/words"
	engine "traxapp/engine/trax"
)

// en speaks English, the language the tests read.
var en = i18n.For(i18n.English)

// TestLinkErrorWords: each kind of bad link in words, a bad move named by
// its number (and notation where the link names one).
func TestLinkErrorWords(t *testing.T) {
	three := &engine.PlaceError{Err: engine.ErrThreeColors}
	for _, c := range []struct {
		err  error
		want string
	}{
		{&engine.LinkError{Move: 14, Token: "B3/", Err: fmt.Errorf("%w: %w", engine.ErrLinkIllegal, three)},
			"Move 14 of the link, B3/, is not legal here: a forced play would leave a space with three edges of one colour."},
		{&engine.LinkError{Move: 3, Err: fmt.Errorf("%w: %w", engine.ErrLinkIllegal, engine.ErrNoPlace)},
			"Move 3 of the link is not a move in its position."},
		{&engine.LinkError{Move: 9, Err: fmt.Errorf("%w: %w", engine.ErrLinkIllegal, engine.ErrAfterEnd)},
			"Move 9 of the link comes after the end of the game."},
		{&engine.LinkError{Err: engine.ErrLinkTruncated}, "This link is cut short; ask for the whole link."},
		{&engine.LinkError{Err: engine.ErrLinkChecksum}, "This link was changed or mistyped: its check does not match."},
		{&engine.LinkError{Err: engine.ErrLinkVersion}, "This link was made by a newer version of the app."},
		{&engine.LinkError{Err: engine.ErrLinkVariant}, "This link is for a variant this version of the app does not know."},
		{&engine.LinkError{Move: 2, Err: engine.ErrLinkMalformed}, "This link is not a Trax game link."},
		{errors.New("other"), "This link is not a Trax game link."},
	} {
		if got := LinkErrorText(en, c.err); got != c.want {
			t.Errorf("%v: %q, want %q", c.err, got, c.want)
		}
	}
}
