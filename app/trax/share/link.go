package share

import (
	"errors"
	"slices"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/trax/board"
	engine "traxapp/engine/trax"
)

// Play by link: a game (or a position, for study) travels in the page's
// address, #game=trax&link=<code>, the code written and read by
// engine.EncodeLink and engine.DecodeLink. This file holds what the
// controller needs of it beside its own state: whether one game
// continues another, a bad link in words, and handing a link to the
// phone's share sheet or the clipboard.

// Continues reports whether game b continues game a: the same variant
// and die, and a's moves are the first moves of b.
func Continues(a, b *engine.Game) bool {
	if a.Variant() != b.Variant() || a.Variant().Luck != engine.NoLuck && a.Seed() != b.Seed() {
		return false
	}
	am, bm := a.MoveList(), b.MoveList()
	return len(am) <= len(bm) && slices.Equal(am, bm[:len(am)])
}

// Outcome is how the browser passed a link on.
type Outcome int

const (
	BySystem  Outcome = iota // the phone's share sheet took it
	ByCopy                   // copied to the clipboard
	Cancelled                // the player closed the share sheet
	ByHand                   // neither worked: the link is shown to copy
)

// LinkErrorText says what was wrong with a link, in the player's
// words: its kind, and for a bad move which one and why.
func LinkErrorText(p *i18n.Printer, err error) string {
	var le *engine.LinkError
	errors.As(err, &le)
	switch {
	case errors.Is(err, engine.ErrLinkIllegal) && le != nil && le.Move > 0:
		switch {
		case errors.Is(err, engine.ErrAfterEnd) || errors.Is(err, engine.ErrGameOver):
			return p.T("trax.link.err.after-end", "move", le.Move)
		case le.Token == "":
			return p.T("trax.link.err.no-move", "move", le.Move)
		}
		return p.T("trax.link.err.illegal", "move", le.Move, "token", app.Echo(le.Token), "reason", board.ErrorText(p, err))
	case errors.Is(err, engine.ErrLinkTruncated):
		return p.T("trax.link.err.truncated")
	case errors.Is(err, engine.ErrLinkChecksum):
		return p.T("trax.link.err.checksum")
	case errors.Is(err, engine.ErrLinkVersion):
		return p.T("trax.link.err.version")
	case errors.Is(err, engine.ErrLinkVariant):
		return p.T("trax.link.err.variant")
	}
	return p.T("trax.link.err.malformed")
}

// PageBase returns the page's address without its query and fragment.
func PageBase() string {
	if !goapp.IsClient {
		return ""
	}
	u := goapp.Window().URL()
	u.RawQuery, u.Fragment, u.RawFragment = "", "", ""
	return u.String()
}

// PassOn hands link to navigator.share when the browser has it (phones),
// else to the clipboard, and reports how it went through done (called
// once, from a JavaScript callback). A browser that refuses both gets
// ByHand: the link is on the screen to copy.
func PassOn(link, title, text string, done func(Outcome)) {
	defer func() {
		if recover() != nil {
			done(ByHand)
		}
	}()
	nav := goapp.Window().Get("navigator")
	if nav.Get("share").Truthy() {
		data := map[string]any{"title": title, "text": text, "url": link}
		settle(nav.Call("share", data), func(ok bool, err goapp.Value) {
			switch {
			case ok:
				done(BySystem)
			case err.Truthy() && err.Get("name").String() == "AbortError":
				done(Cancelled)
			default:
				copyLink(link, done)
			}
		})
		return
	}
	copyLink(link, done)
}

// copyLink writes link to the clipboard and reports whether it could.
func copyLink(link string, done func(Outcome)) {
	defer func() {
		if recover() != nil {
			done(ByHand)
		}
	}()
	clip := goapp.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() || !clip.Get("writeText").Truthy() {
		done(ByHand)
		return
	}
	settle(clip.Call("writeText", link), func(ok bool, _ goapp.Value) {
		if ok {
			done(ByCopy)
		} else {
			done(ByHand)
		}
	})
}

// settle calls then(ok, reason) once promise p settles, and releases its
// callbacks.
func settle(p goapp.Value, then func(ok bool, reason goapp.Value)) {
	var resolved, rejected goapp.Func
	release := func() {
		resolved.Release()
		rejected.Release()
	}
	resolved = goapp.FuncOf(func(goapp.Value, []goapp.Value) any {
		release()
		then(true, goapp.Null())
		return nil
	})
	rejected = goapp.FuncOf(func(_ goapp.Value, args []goapp.Value) any {
		release()
		reason := goapp.Null()
		if len(args) > 0 {
			reason = args[0]
		}
		then(false, reason)
		return nil
	})
	p.Call("then", resolved, rejected)
}
