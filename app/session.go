package app

import (
	"net/url"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app/i18n"
)

// Session is what the shell hands a game's screen: the page's parameters,
// the language, storage and whether the app is embedded. The shell keeps
// one Session for the page's life and changes Lang when the player picks
// another language; a screen reads Lang when it renders.
type Session struct {
	// Params are the page's parameters, from the query and the fragment.
	Params url.Values
	// Embedded is true for a compact page without header (?embed=1),
	// shown inside another site's page.
	Embedded bool
	// Lang is the language the page speaks now.
	Lang i18n.Lang
	// Storage keeps games and settings across visits.
	Storage Storage

	saves *Saves
}

// Saves returns the page's saved-data layer over Storage: every game
// saves through it (Saves.Slot), and the shell says what it reports.
func (s *Session) Saves() *Saves {
	if s.saves == nil {
		s.saves = NewSaves(s.Storage)
	}
	return s.saves
}

// FollowOtherTabs calls follow, on ctx's UI goroutine, with the key of
// every change another tab makes to storage ("" when it cleared it all),
// until stop is called: a game screen calls it when mounted, so that a
// game played in two tabs is followed in both.
func (s *Session) FollowOtherTabs(ctx goapp.Context, follow func(key string)) (stop func()) {
	return s.Saves().Watch(func(key string) {
		ctx.Dispatch(func(goapp.Context) { follow(key) })
	})
}

// Printer returns the printer of the session's language.
func (s *Session) Printer() *i18n.Printer { return i18n.For(s.Lang) }

// PageParams returns the parameters of page URL u: those of its query,
// and those written in its fragment (#embed=1&variant=8x8), which also
// work offline. A parameter in both keeps the fragment's value, so that a
// link within the app (always a fragment) overrides the address the page
// was opened with; a fragment naming the game or the view replaces both.
// It reads u as ReadAddress reads its text.
func PageParams(u *url.URL) url.Values {
	if u == nil {
		return url.Values{}
	}
	return ReadAddress(u.String()).Params
}

// MaxParamLength bounds the length of one parameter of the page's
// address, as written (escapes included): the longest the app makes is a
// Trax link (engine MaxLinkLength, 4,096 characters). A longer one is
// left out before it is decoded, so that a huge address is refused at
// once.
const MaxParamLength = 8192

// Address is a page address read for its parameters, with what could not
// be read as written.
type Address struct {
	// Params are the parameters of the query and the fragment, the
	// fragment's winning (PageParams).
	Params url.Values
	// BadEscapes are the parts (name=value, as written) with a "%" not
	// followed by two hexadecimal digits; each was read with that "%"
	// taken literally.
	BadEscapes []string
	// TooLong are the names of the parameters longer than MaxParamLength,
	// left out.
	TooLong []string
}

// pageHref returns the page's address as the browser holds it. The app
// reads its parameters from this text (ReadAddress), not from go-app's
// parsed URL, which has none for an address url.Parse refuses.
func pageHref() string {
	return goapp.Window().Get("location").Get("href").String()
}

// ReadAddress reads the parameters of href, the page's address as the
// browser holds it, which may hold anything url.Parse refuses (a "%"
// without two hexadecimal digits, in the fragment too): never an error,
// and each part is decoded once.
func ReadAddress(href string) Address {
	a := Address{Params: url.Values{}}
	rest, frag, hasFrag := strings.Cut(href, "#")
	if _, query, ok := strings.Cut(rest, "?"); ok {
		for k, vs := range a.readParams(query) {
			a.Params[k] = vs
		}
	}
	if hasFrag {
		fq := a.readParams(strings.TrimPrefix(frag, "?"))
		// game and view name one place together: a link's fragment
		// replaces both, never half of the address's.
		if fq.Has("game") || fq.Has("view") {
			a.Params.Del("game")
			a.Params.Del("view")
		}
		for k, vs := range fq {
			a.Params[k] = vs
		}
	}
	return a
}

// readParams reads s (name=value pairs joined by "&") as url.ParseQuery
// does, except that a pair longer than MaxParamLength is left out (in
// a.TooLong) and a bad escape is read literally (in a.BadEscapes) rather
// than losing its pair. Pairs with a ";" are left out, as ParseQuery does.
func (a *Address) readParams(s string) url.Values {
	q := url.Values{}
	for s != "" {
		var pair string
		pair, s, _ = strings.Cut(s, "&")
		if pair == "" || strings.Contains(pair, ";") {
			continue
		}
		name, value, _ := strings.Cut(pair, "=")
		if len(pair) > MaxParamLength {
			a.TooLong = append(a.TooLong, unescapeLoosely(name[:min(len(name), 64)]))
			continue
		}
		k, kerr := url.QueryUnescape(name)
		v, verr := url.QueryUnescape(value)
		if kerr != nil || verr != nil {
			a.BadEscapes = append(a.BadEscapes, pair)
			k, v = unescapeLoosely(name), unescapeLoosely(value)
		}
		q[k] = append(q[k], v)
	}
	return q
}

// unescapeLoosely decodes s as url.QueryUnescape does, taking a "%" not
// followed by two hexadecimal digits as itself.
func unescapeLoosely(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && (i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2])) {
			b.WriteString("%25")
			continue
		}
		b.WriteByte(s[i])
	}
	v, err := url.QueryUnescape(b.String())
	if err != nil { // cannot happen: every "%" now starts an escape
		return s
	}
	return v
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// EchoLength bounds what a notice repeats of the address.
const EchoLength = 32

// Echo returns s as a notice repeats it: its first EchoLength characters,
// then "…" if there were more, so that a huge value never fills the page.
func Echo(s string) string {
	n := 0
	for i := range s {
		if n == EchoLength {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// Views of the shell.
const (
	viewHome  = "home"
	viewPlay  = "play"
	viewRules = "rules"
)

// PlayLink returns the relative link that plays game with the game's own
// parameters, such as variant=8x8.
func PlayLink(game string, params url.Values) string {
	if len(params) == 0 {
		return Link(game, viewPlay)
	}
	return Link(game, viewPlay) + "&" + params.Encode()
}

// Link returns the relative link (a fragment) to a view of the app: the
// home page (game ""), a game, its rules (view "rules") or one of its
// Extras (the extra's ID). Fragments
// keep the app on its one page, so links work under any sub-path,
// offline and in an iframe.
func Link(game, view string) string {
	switch {
	case game == "":
		return "#view=home"
	case view == "" || view == viewPlay:
		return "#game=" + url.QueryEscape(game)
	}
	return "#game=" + url.QueryEscape(game) + "&view=" + url.QueryEscape(view)
}
