package e2e

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"traxapp/app/i18n"
)

// watchScreenHeadingsJS runs in every new document before its scripts: it
// keeps each text of the first heading of the screens whose words are
// fetched on demand (i18n.OnDemand: a rules page's first section title,
// the lessons' and puzzles' titles) that the player could see, so that a
// test can tell whether a screen ever showed English (or a key) before
// its own language.
const watchScreenHeadingsJS = `(() => {
	window.traxHeadingsSeen = [];
	const look = () => {
		const loader = document.getElementById("app-wasm-loader");
		if (loader && loader.isConnected && getComputedStyle(loader).display !== "none") return;
		if (!document.body || getComputedStyle(document.body).visibility === "hidden") return;
		for (const sel of ["#rules h2", "#learn h1", "#puzzles h1"]) {
			const el = document.querySelector(sel);
			const t = el ? el.textContent : "";
			if (t && !window.traxHeadingsSeen.includes(t)) window.traxHeadingsSeen.push(t);
		}
	};
	new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})()`

// headingKeys are, for each screen whose words are fetched on demand, the
// catalog key of a heading it shows and the selector of that heading.
var headingKeys = map[string]struct{ key, sel string }{
	"trax rules":   {"trax.rules.aim.title", "#rules h2"},
	"trakkx rules": {"trakkx.rules.aim.title", "#rules h2"},
	"learn":        {"trax.learn.title", "#learn h1"},
	"puzzles":      {"trax.puzzles.title", "#puzzles h1"},
}

// waitHeadingIn waits until screen shows its heading in language l, then
// checks that every text its heading showed since the page opened (or
// since forgetHeadings) was that heading in l or in one of before (the
// language shown before a switch): never English first, nor a bare key.
func waitHeadingIn(t *testing.T, ctx context.Context, screen string, l i18n.Lang, before ...i18n.Lang) {
	t.Helper()
	h := headingKeys[screen]
	want := i18n.For(l).T(h.key)
	waitLong(t, ctx, screen+" in "+string(l), fmt.Sprintf(`document.documentElement.lang === %q && (document.querySelector(%q) || {}).textContent === %q`,
		l, h.sel, want), 60*time.Second)
	allowed := []string{want}
	for _, b := range before {
		allowed = append(allowed, i18n.For(b).T(h.key))
	}
	for _, seen := range js[[]string](t, ctx, "window.traxHeadingsSeen") {
		if !slices.Contains(allowed, seen) {
			t.Errorf("%s in %s showed %q before, want only %q", screen, l, seen, allowed)
		}
	}
}

// forgetHeadings starts the record of the headings seen anew.
func forgetHeadings(t *testing.T, ctx context.Context) {
	t.Helper()
	js[bool](t, ctx, "(window.traxHeadingsSeen = [], true)")
}

// fetched reports whether the page fetched the shipped file web/<name>.
func fetched(t *testing.T, ctx context.Context, name string) bool {
	t.Helper()
	return js[bool](t, ctx, fmt.Sprintf(`performance.getEntriesByType("resource").some((e) => e.name.endsWith("/web/%s"))`, name))
}

// TestLanguageSplit: the words of the screens opened later (the rules, the
// lessons, the puzzles: i18n.OnDemand) are not fetched before a game's
// first frame but when such a screen opens, which shows in the page's
// language from its first words, never English first, also after a switch
// of language on it; after a first visit they are at hand offline too,
// in a language never shown before.
func TestLanguageSplit(t *testing.T) {
	t.Parallel()
	requireBrowser(t)
	s := startServer(t)
	ctx := newBrowser(t)
	onEveryDocument(t, ctx, watchScreenHeadingsJS)

	// A game's first frame needs none of them.
	openPlayable(t, ctx, s.URL+"?lang=sv&ai=0#game=trax")
	if !fetched(t, ctx, "messages-sv.txt") {
		t.Error("a Swedish visit did not fetch messages-sv.txt")
	}
	for _, part := range i18n.OnDemand {
		if name := "messages-sv." + part + ".txt"; fetched(t, ctx, name) {
			t.Errorf("the play screen fetched %s", name)
		}
	}

	// A link to a rules page: the rules in Swedish from the first words.
	openView(t, ctx, s.URL+"?lang=sv#game=trax&view=rules", "#rules")
	waitHeadingIn(t, ctx, "trax rules", i18n.Swedish)
	if !fetched(t, ctx, "messages-sv.rules.txt") {
		t.Error("the Swedish rules page did not fetch messages-sv.rules.txt")
	}
	// The lessons, through the page's own link.
	forgetHeadings(t, ctx)
	js[bool](t, ctx, `(() => { document.getElementById("nav-learn").click(); return true; })()`)
	waitHeadingIn(t, ctx, "learn", i18n.Swedish)
	// A switch of language on an on-demand screen switches once its words
	// are here too: German's lessons, never Swedish's or English's in
	// between.
	pickLanguage(t, ctx, i18n.German)
	waitHeadingIn(t, ctx, "learn", i18n.German, i18n.Swedish)
	forgetHeadings(t, ctx)
	// English's are fetched too: app.wasm carries only its first-frame
	// words.
	pickLanguage(t, ctx, i18n.English)
	waitHeadingIn(t, ctx, "learn", i18n.English, i18n.German)
	if !fetched(t, ctx, "messages-en.lessons.txt") {
		t.Error("the English lessons did not fetch messages-en.lessons.txt")
	}

	// Offline, once the service worker has cached the lazy files: a
	// language never shown, and another game's rules.
	if err := waitOfflineReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitLong(t, ctx, "every lazy file cached", `document.documentElement.dataset.offline === "ready"`, 90*time.Second)
	s.Stop()
	openView(t, ctx, s.URL+"?lang=da#game=trax&view=puzzles", "#puzzles")
	waitHeadingIn(t, ctx, "puzzles", i18n.Danish)
	openView(t, ctx, s.URL+"?lang=sv#game=trakkx&view=rules", "#rules")
	waitHeadingIn(t, ctx, "trakkx rules", i18n.Swedish)
}
