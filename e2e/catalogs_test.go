package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"traxapp/app/i18n"
	// Every game's catalogs, which the tests read natively.
	_ "traxapp/app/trakkx"
	_ "traxapp/app/trax"
	_ "traxapp/app/traxit"
)

// watchHomeTitleJS runs in every new document before its scripts: it
// keeps each text of the home page's title that the player could see
// (go-app's loading screen gone), so that a test can tell whether a page
// ever showed another language before its own.
const watchHomeTitleJS = `(() => {
	window.traxTitlesSeen = [];
	const look = () => {
		const loader = document.getElementById("app-wasm-loader");
		if (loader && loader.isConnected && getComputedStyle(loader).display !== "none") return;
		if (!document.body || getComputedStyle(document.body).visibility === "hidden") return;
		const el = document.querySelector(".home-title");
		const t = el ? el.textContent : "";
		if (t && window.traxTitlesSeen[window.traxTitlesSeen.length - 1] !== t) window.traxTitlesSeen.push(t);
	};
	new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})()`

// onEveryDocument runs script in each document the tab opens from now on.
func onEveryDocument(t testing.TB, ctx context.Context, script string) {
	t.Helper()
	do(t, ctx, "script on new documents", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		return tg.Call(ctx, "Page.addScriptToEvaluateOnNewDocument", map[string]any{"source": script}, nil)
	}))
}

// blockURLs makes the tab's requests for the URLs matching any of
// patterns (with * wildcards) fail, as a network that lost them would.
func blockURLs(t testing.TB, ctx context.Context, patterns ...string) {
	t.Helper()
	do(t, ctx, fmt.Sprintf("block %v", patterns), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if err := tg.Call(ctx, "Network.enable", map[string]any{}, nil); err != nil {
			return err
		}
		return tg.Call(ctx, "Network.setBlockedURLs", map[string]any{"urls": patterns}, nil)
	}))
}

// pickLanguage chooses l from the header's language menu, as a player does.
func pickLanguage(t testing.TB, ctx context.Context, l i18n.Lang) {
	t.Helper()
	js[bool](t, ctx, fmt.Sprintf(`(() => { const m = document.getElementById("lang-menu"); m.value = %q; m.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`, l))
}

// waitHomeIn waits until the home page speaks l.
func waitHomeIn(t testing.TB, ctx context.Context, l i18n.Lang) {
	t.Helper()
	waitLong(t, ctx, "the home page in "+string(l), fmt.Sprintf(`document.documentElement.lang === %q && (document.querySelector(".home-title") || {}).textContent === %q`,
		l, i18n.For(l).T("home.title")), 30*time.Second)
}

// TestLanguageFirstVisit: app.wasm carries English's words only, so a
// first visit in Swedish or Russian fetches that language's file
// (web/messages-<lang>.txt) and shows the page in it from its first frame,
// never English first; an English visit fetches no language file before
// it is playable.
func TestLanguageFirstVisit(t *testing.T) {
	requireBrowser(t)
	base := appURL(t)
	for _, l := range []i18n.Lang{i18n.Swedish, i18n.Russian} {
		t.Run(string(l), func(t *testing.T) {
			ctx := newBrowser(t)
			onEveryDocument(t, ctx, watchHomeTitleJS)
			openView(t, ctx, base+"?lang="+string(l)+"#view=home", "#home")
			waitHomeIn(t, ctx, l)
			want := i18n.For(l).T("home.title")
			if seen := js[[]string](t, ctx, "window.traxTitlesSeen"); len(seen) != 1 || seen[0] != want {
				t.Errorf("the home title showed %q, want only %q", seen, want)
			}
			if got, want := text(t, ctx, "#nav-home, .app-title"), i18n.For(l).T("app.name"); !strings.Contains(got, want) {
				t.Errorf("header %q, want %q", got, want)
			}
			if !js[bool](t, ctx, fmt.Sprintf(`performance.getEntriesByType("resource").some((e) => e.name.endsWith("/web/messages-%s.txt"))`, l)) {
				t.Errorf("no web/messages-%s.txt fetched", l)
			}
			// A game's words come with the shell's.
			openPlayable(t, ctx, base+"?lang="+string(l)+"&ai=0#game=trax")
			if got, want := strings.TrimSpace(text(t, ctx, "#undo .btn-text")), i18n.For(l).T("trax.panel.undo"); got != want {
				t.Errorf("undo button %q, want %q", got, want)
			}
		})
	}
	t.Run("en", func(t *testing.T) {
		ctx := newBrowser(t)
		openPlayable(t, ctx, base+"?lang=en#game=trax")
		if got := js[[]string](t, ctx, `performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.includes("/web/messages-"))`); len(got) > 0 {
			t.Errorf("an English visit fetched %v before it was playable", got)
		}
	})
}

// TestLanguageSwitchFetches: a language picked from the menu whose words
// the page does not have yet is fetched, and the page switches to it
// without a reload; then another, and back to English.
func TestLanguageSwitchFetches(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"#view=home", "#home")
	waitHomeIn(t, ctx, i18n.English)
	js[bool](t, ctx, "window.traxSameDocument = true")
	for _, l := range []i18n.Lang{i18n.Italian, i18n.Spanish, i18n.English, i18n.Italian} {
		pickLanguage(t, ctx, l)
		waitHomeIn(t, ctx, l)
	}
	if !js[bool](t, ctx, "window.traxSameDocument === true") {
		t.Error("switching the language reloaded the page")
	}
	if n := js[int](t, ctx, `performance.getEntriesByType("resource").filter((e) => e.name.endsWith("/web/messages-it.txt")).length`); n != 1 {
		t.Errorf("messages-it.txt fetched %d times, want once", n)
	}
}

// TestLanguageOffline: after a first visit the service worker holds every
// language's words (in the background, once the page is playable), so
// with the server gone a page opens in French and the menu switches to
// Dutch.
func TestLanguageOffline(t *testing.T) {
	t.Parallel()
	requireBrowser(t)
	s := startServer(t)
	ctx := newBrowser(t)
	openView(t, ctx, s.URL+"#view=home", "#home")
	if err := waitOfflineReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitLong(t, ctx, "every lazy file cached", `document.documentElement.dataset.offline === "ready"`, 90*time.Second)
	s.Stop()
	openView(t, ctx, s.URL+"?lang=fr#view=home", "#home")
	waitHomeIn(t, ctx, i18n.French)
	pickLanguage(t, ctx, i18n.Dutch)
	waitHomeIn(t, ctx, i18n.Dutch)
	openView(t, ctx, s.URL+"?traxit=1#game=traxit", traxitReady)
	if got := js[string](t, ctx, "document.documentElement.lang"); got != "nl" {
		t.Errorf("offline, after a reload the page speaks %q, want the chosen nl", got)
	}
}

// TestLanguageFetchFails: when a language's file cannot be had, the page
// speaks English (or stays in its language) and says so, the game goes
// on, and nothing breaks.
func TestLanguageFetchFails(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	blockURLs(t, ctx, "*messages-sv.txt*", "*messages-de.txt*")
	en := i18n.For(i18n.English)
	openPlayable(t, ctx, base+"?lang=sv&ai=0#game=trax")
	if got := js[string](t, ctx, "document.documentElement.lang"); got != "en" {
		t.Errorf("the page speaks %q, want English", got)
	}
	if got, want := text(t, ctx, "#notices"), en.T("notice.lang-failed", "language", i18n.Swedish.Autonym()); !strings.Contains(got, want) {
		t.Errorf("notices %q, want %q", got, want)
	}
	playAt(t, ctx, "0,0", "@0+")
	pickLanguage(t, ctx, i18n.Italian)
	waitJS(t, ctx, "Italian", `document.documentElement.lang === "it"`)
	it := i18n.For(i18n.Italian)
	pickLanguage(t, ctx, i18n.German)
	waitLong(t, ctx, "the failure said in Italian", fmt.Sprintf(`(document.querySelector("#notices") || {textContent: ""}).textContent.includes(%q)`,
		it.T("notice.lang-failed", "language", i18n.German.Autonym())), 30*time.Second)
	if got := js[string](t, ctx, `document.documentElement.lang + " " + document.getElementById("lang-menu").value`); got != "it it" {
		t.Errorf("after a failed switch: <html lang> and menu %q, want it it", got)
	}
	if n := count(t, ctx, "[data-tile]"); n != 1 {
		t.Errorf("%d tiles, want the game's 1", n)
	}
	for _, m := range consoleMessages(ctx) {
		if m.IsException() || strings.Contains(m.Text, "panic") {
			t.Errorf("console: %s", m)
		}
	}
}

// TestServerPageHiddenUntilWords: the page the server draws is in
// English; on a visit in another language it stays hidden from its first
// byte (web/app-root.js marks <html data-lang-loading> in the head), not
// only from when the Go program starts, while go-app's loading screen
// stays in sight. Here app.wasm never arrives, so what the player sees is
// the server's page as the browser parsed it.
func TestServerPageHiddenUntilWords(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	blockURLs(t, ctx, "*app.wasm*")
	for _, tc := range []struct {
		lang   i18n.Lang
		hidden bool
	}{{i18n.Russian, true}, {i18n.English, false}} {
		do(t, ctx, "open the home page in "+string(tc.lang), chromedp.Navigate(base+"?lang="+string(tc.lang)+"#view=home"))
		waitJS(t, ctx, "the server's page", `document.readyState === "complete" && !!document.querySelector(".home-title") && !!document.getElementById("app-wasm-loader")`)
		if got := js[bool](t, ctx, `getComputedStyle(document.querySelector(".home-title")).visibility === "hidden"`); got != tc.hidden {
			t.Errorf("%s: the server's English home title hidden = %v, want %v", tc.lang, got, tc.hidden)
		}
		if !js[bool](t, ctx, `getComputedStyle(document.getElementById("app-wasm-loader")).visibility === "visible"`) {
			t.Errorf("%s: go-app's loading screen is hidden", tc.lang)
		}
	}
}
