package app

import (
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
	for _, want := range []string{
		`<label for="theme-menu" class="sr-only">` + htmlText(de.T("theme.label")) + `</label>`,
		`id="theme-menu"`, `value="auto"`, `value="dark"`, `value="light" selected`,
		htmlText(de.T("notice.bad-theme", "theme", "bogus")),
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %s", want)
		}
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
