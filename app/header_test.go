package app

import (
	"regexp"
	"strings"
	"testing"

	"traxapp/app/i18n"
)

// TestHeaderLinksKeepTheirPlaces (issue 23, item 14): every page of a
// game shows the same header links in the same order; the page on screen
// is marked, not left out.
func TestHeaderLinksKeepTheirPlaces(t *testing.T) {
	withGames(t, testGame("trax"))
	ids := regexp.MustCompile(`id="(nav-[a-z]+)"`)
	var first string
	for _, page := range []string{"game=trax", "game=trax&view=rules"} {
		html := render(t, newTestRoot(page, i18n.English, MemoryStorage{}))
		var got []string
		for _, m := range ids.FindAllStringSubmatch(html, -1) {
			got = append(got, m[1])
		}
		order := strings.Join(got, " ")
		if first == "" {
			first = order
		}
		if order != first || !strings.HasPrefix(order, "nav-home nav-play nav-rules") {
			t.Errorf("%s: header links %q, want %q as on the first page", page, order, first)
		}
		if n := strings.Count(html, `aria-current="page"`); n != 1 {
			t.Errorf("%s: %d links marked as the page on screen, want 1", page, n)
		}
	}
}
