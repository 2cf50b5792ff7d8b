package app

import (
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Theme is the page's colour scheme as a player or a link chooses it:
// light, dark, or auto (the device's setting).
type Theme string

// The themes, as written in a link (theme=light) and in storage.
const (
	ThemeAuto  Theme = "auto"
	ThemeLight Theme = "light"
	ThemeDark  Theme = "dark"
)

// Themes are the themes in the order the menu offers them.
var Themes = []Theme{ThemeAuto, ThemeLight, ThemeDark}

// themeKey is the localStorage key of the theme the player chose. web/
// app-root.js reads it too, before the Go program starts.
const themeKey = "traxapp.theme"

// ParseTheme reads a theme as a link or storage writes it, in any case.
func ParseTheme(s string) (Theme, bool) {
	t := Theme(strings.ToLower(s))
	switch t {
	case ThemeAuto, ThemeLight, ThemeDark:
		return t, true
	}
	return ThemeAuto, false
}

// ResolveTheme picks the theme of the page as web/app-root.js does before
// the Go program starts: the link's theme= parameter, else the choice
// saved earlier, else auto. badParam reports a theme= value that names no
// theme (the page says so); it is false when the parameter is absent or
// valid. A link's theme is for the visit: it never replaces the choice
// saved.
func ResolveTheme(param, saved string) (t Theme, badParam bool) {
	if param != "" {
		if t, ok := ParseTheme(param); ok {
			return t, false
		}
		badParam = true
	}
	if t, ok := ParseTheme(saved); ok {
		return t, badParam
	}
	return ThemeAuto, badParam
}

// applyTheme gives <html> the colours of theme t through web/app-root.js's
// traxSetTheme, which also follows the device while t is auto.
func applyTheme(t Theme) {
	if !goapp.IsClient {
		return
	}
	if set := goapp.Window().Get("traxSetTheme"); set.Truthy() {
		goapp.Window().Call("traxSetTheme", string(t))
	}
}
