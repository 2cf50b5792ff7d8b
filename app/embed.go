package app

import (
	"errors"
	"net/url"
	"strconv"
	"strings"

	"traxapp/app/i18n"
)

// viewEmbed is the shell's embed builder: a club's webmaster picks what
// to embed and copies the iframe snippet.
const viewEmbed = "embed"

// What an embed shows, beside a game's Extras (by their IDs) and its
// rules (viewRules).
const (
	showComputer = "computer" // against the computer at a level (Embed.VsComputer)
	showFriends  = "friends"  // people at one device (Embed.Friends)
	showPlay     = "play"     // the play view as the game opens it
	showReplay   = "replay"   // a shared game, from a pasted link (Embed.LinkParam)
)

// EmbedChoice is what the embed builder's webmaster chose.
type EmbedChoice struct {
	// Game is the game's ID; Show what of it (EmbedShows); Level the
	// computer's level, for showComputer; Link the pasted shared game,
	// for showReplay, as pasted (a whole address or the code alone).
	Game, Show, Level, Link string
	// Lang is the page's language; Theme its colours.
	Lang  i18n.Lang
	Theme Theme
	// Width and Height are the frame's size in CSS pixels; 0 is the host
	// page's width, and for the height the app's own (the height script).
	Width, Height int
}

// EmbedShow is one thing the builder offers to show of a game.
type EmbedShow struct {
	// ID is the choice's value (showComputer..., an Extra's ID or
	// viewRules); Label the catalog key of its name.
	ID, Label string
}

// EmbedShows returns what the builder offers to show of game, in the
// order of its menu: only what the game's links can ask for.
func EmbedShows(game string) []EmbedShow {
	g, ok := gameByID(game)
	if !ok {
		return nil
	}
	var out []EmbedShow
	e := g.Embed
	if e != nil && e.VsComputer != nil && len(e.Levels) > 0 {
		out = append(out, EmbedShow{showComputer, "embed.show.computer"})
	}
	if e != nil && e.Friends != nil {
		out = append(out, EmbedShow{showFriends, "embed.show.friends"})
	}
	if len(out) == 0 {
		out = append(out, EmbedShow{showPlay, "embed.show.play"})
	}
	if e != nil && e.LinkParam != "" {
		out = append(out, EmbedShow{showReplay, "embed.show.replay"})
	}
	for _, x := range g.Extras {
		out = append(out, EmbedShow{x.ID, x.Label})
	}
	if g.Rules != nil {
		out = append(out, EmbedShow{viewRules, "home.rules"})
	}
	return out
}

// Why a pasted link cannot be embedded; the builder words them
// (embed.link.*).
var (
	errNoLink    = errors.New("embed: no link")
	errLinkGame  = errors.New("embed: a link of another game")
	errLinkCode  = errors.New("embed: not a link's code")
	errNoReplays = errors.New("embed: the game shares no games by link")
)

// maxLinkCode bounds a shared game's code: the longest any game reads
// (Trax's engine.MaxLinkLength is 4096; the record viewer's
// records.MaxLinkCode, a TRAXIT or TRAKKX record written out, 16 KB).
const maxLinkCode = 16 << 10

// SharedLinkCode returns the code of the shared game in pasted, a link
// of game (…#game=trax&link=CODE) or its code alone, for the
// parameter param. Only the code is kept, and only when it is written in
// base64url, the alphabet of the games' codes: nothing else of what was
// pasted reaches the snippet.
func SharedLinkCode(game, param, pasted string) (string, error) {
	if param == "" {
		return "", errNoReplays
	}
	pasted = strings.TrimSpace(pasted)
	if pasted == "" {
		return "", errNoLink
	}
	code := pasted
	if strings.ContainsAny(pasted, "=?#") {
		q := ReadAddress(pasted).Params
		if g := q.Get("game"); g != "" && g != game {
			return "", errLinkGame
		}
		code = q.Get(param)
	}
	if code == "" {
		return "", errNoLink
	}
	if len(code) > maxLinkCode {
		return "", errLinkCode
	}
	for i := 0; i < len(code); i++ {
		c := code[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return "", errLinkCode
		}
	}
	return code, nil
}

// Params returns the page parameters of the choice, embed=1 included,
// or an error when it cannot be embedded (an unknown game, a show the
// game does not offer, a level it does not know, a bad link).
func (c EmbedChoice) Params() (url.Values, error) {
	g, ok := gameByID(c.Game)
	if !ok {
		return nil, errors.New("embed: unknown game")
	}
	q := url.Values{"embed": {"1"}, "game": {g.ID}}
	if c.Lang.Supported() {
		q.Set("lang", string(c.Lang))
	}
	if c.Theme == ThemeLight || c.Theme == ThemeDark {
		q.Set("theme", string(c.Theme))
	}
	offered := false
	for _, s := range EmbedShows(g.ID) {
		offered = offered || s.ID == c.Show
	}
	if !offered {
		return nil, errors.New("embed: the game offers no " + c.Show)
	}
	e := g.Embed
	switch c.Show {
	case showPlay:
	case showComputer:
		known := false
		for _, l := range e.Levels {
			known = known || l == c.Level
		}
		if !known {
			return nil, errors.New("embed: no level " + c.Level)
		}
		merge(q, e.VsComputer(c.Level))
	case showFriends:
		merge(q, e.Friends)
	case showReplay:
		code, err := SharedLinkCode(g.ID, e.LinkParam, c.Link)
		if err != nil {
			return nil, err
		}
		q.Set(e.LinkParam, code)
		if e.LinkView != "" {
			q.Set("view", e.LinkView)
		}
	default: // the rules or an Extra
		q.Set("view", c.Show)
	}
	return q, nil
}

// merge adds the parameters of extra to q, replacing any of the same
// name.
func merge(q, extra url.Values) {
	for k, vs := range extra {
		q[k] = append([]string(nil), vs...)
	}
}

// URL returns the address of the choice's page in the app at base (the
// app's address, without query or fragment).
func (c EmbedChoice) URL(base string) (string, error) {
	q, err := c.Params()
	if err != nil {
		return "", err
	}
	return base + "?" + q.Encode(), nil
}

// embedFrameID is the id of the snippet's iframe, which its height
// script finds it by.
const embedFrameID = "trax-embed"

// Snippet returns the HTML a club pastes into its page: the iframe of the
// choice's page in the app at base, titled title, and, when the frame's
// height follows the app's, the script that sizes it (README, "Embed it
// in a page"; web/embed.js posts the height).
func (c EmbedChoice) Snippet(base, title string) (string, error) {
	src, err := c.URL(base)
	if err != nil {
		return "", err
	}
	width, height := "100%", "640px"
	if c.Width > 0 {
		width = strconv.Itoa(c.Width) + "px"
	}
	if c.Height > 0 {
		height = strconv.Itoa(c.Height) + "px"
	}
	var b strings.Builder
	b.WriteString(`<iframe id="` + embedFrameID + `" src="` + attrEscaper.Replace(src) + `" title="` + attrEscaper.Replace(title) + `"` + "\n")
	b.WriteString(`        style="width:` + width + `;max-width:100%;height:` + height + `;border:0" allow="fullscreen"></iframe>` + "\n")
	if c.Height <= 0 {
		b.WriteString(`<script>
  window.addEventListener("message", function (e) {
    var frame = document.getElementById("` + embedFrameID + `");
    if (!frame || e.source !== frame.contentWindow || !e.data || e.data.type !== "trax:height") return;
    frame.style.height = Math.max(320, e.data.height) + "px";
  });
</script>
`)
	}
	return b.String(), nil
}

// attrEscaper escapes text for an HTML attribute in double quotes (and
// anywhere else in HTML), as html.EscapeString does, without linking
// that package's table of entities into app.wasm.
var attrEscaper = strings.NewReplacer(`&`, "&amp;", `<`, "&lt;", `>`, "&gt;", `"`, "&#34;", `'`, "&#39;")

// EmbedBase returns the app's address for an embed from the page's
// address href: without query and fragment.
func EmbedBase(href string) string {
	base, _, _ := strings.Cut(href, "#")
	base, _, _ = strings.Cut(base, "?")
	return base
}
