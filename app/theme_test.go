package app

import (
	"slices"
	"strings"
	"testing"

	"traxapp/app/i18n"
)

// TestResolveTheme: the link's theme wins, else the one saved, else auto;
// a link's theme that names none is reported and ignored.
func TestResolveTheme(t *testing.T) {
	for _, c := range []struct {
		param, saved string
		want         Theme
		bad          bool
	}{
		{"", "", ThemeAuto, false},
		{"", "light", ThemeLight, false},
		{"dark", "light", ThemeDark, false},
		{"LIGHT", "", ThemeLight, false},
		{"auto", "dark", ThemeAuto, false},
		{"bogus", "", ThemeAuto, true},
		{"bogus", "dark", ThemeDark, true},
		{"", "bogus", ThemeAuto, false},
		{" light", "", ThemeAuto, true},
	} {
		got, bad := ResolveTheme(c.param, c.saved)
		if got != c.want || bad != c.bad {
			t.Errorf("ResolveTheme(%q, %q) = %s, %v; want %s, %v", c.param, c.saved, got, bad, c.want, c.bad)
		}
	}
}

// TestThemeMenu: the header offers the three themes, the visit's chosen,
// under a label for screen readers; a bad theme= gets a notice in the
// page's language and leaves the saved choice; an embed has no menu.
func TestThemeMenu(t *testing.T) {
	withGames(t, testGame("trax"))
	st := MemoryStorage{themeKey: "light"}
	r := newTestRoot("theme=bogus&lang=de", i18n.German, st)
	r.readTheme()
	html := render(t, r)
	de := i18n.For(i18n.German)
	// go-app writes an element's attributes in no fixed order.
	for _, want := range []struct {
		tag   string
		attrs []string
		text  string
	}{
		{"label", []string{`for="theme-menu"`, `class="sr-only"`}, htmlText(de.T("theme.label"))},
		{"select", []string{`id="theme-menu"`}, ""},
		{"option", []string{`value="auto"`}, ""},
		{"option", []string{`value="dark"`}, ""},
		{"option", []string{`value="light"`, "selected"}, ""},
	} {
		if !hasElement(html, want.tag, want.attrs, want.text) {
			t.Errorf("the page lacks <%s %s>%s", want.tag, strings.Join(want.attrs, " "), want.text)
		}
	}
	if want := htmlText(de.T("notice.bad-theme", "theme", "bogus")); !strings.Contains(html, want) {
		t.Errorf("the page lacks the notice %s", want)
	}
	if st[themeKey] != "light" {
		t.Errorf("a link's theme replaced the saved choice: %q", st[themeKey])
	}

	r = newTestRoot("theme=dark", i18n.English, st)
	r.readTheme()
	r.setTheme(ThemeAuto)
	if r.theme != ThemeAuto || st[themeKey] != "auto" {
		t.Errorf("after choosing auto: theme %s, saved %q", r.theme, st[themeKey])
	}
	r.setTheme("bogus")
	if r.theme != ThemeAuto || st[themeKey] != "auto" {
		t.Errorf("a bad choice was taken: theme %s, saved %q", r.theme, st[themeKey])
	}

	embed := newTestRoot("embed=1&theme=light&game=trax", i18n.English, MemoryStorage{})
	embed.readTheme()
	if embed.theme != ThemeLight {
		t.Errorf("an embed's theme is %s, want its link's light", embed.theme)
	}
	if html := render(t, embed); strings.Contains(html, `id="theme-menu"`) {
		t.Error("an embed shows the theme menu")
	}
}

// hasElement reports whether html holds a <tag> element with every one of
// attrs, in any order, whose content starts with text.
func hasElement(html, tag string, attrs []string, text string) bool {
	for rest := html; ; {
		i := strings.Index(rest, "<"+tag+" ")
		if i < 0 {
			return false
		}
		rest = rest[i+len(tag)+2:]
		end := strings.IndexByte(rest, '>')
		if end < 0 {
			return false
		}
		fields := strings.Fields(rest[:end])
		all := true
		for _, a := range attrs {
			if !slices.Contains(fields, a) {
				all = false
			}
		}
		if all && strings.HasPrefix(rest[end+1:], text) {
			return true
		}
	}
}
