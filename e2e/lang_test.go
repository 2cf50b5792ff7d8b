package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"traxapp/app/i18n"
	// The Trax screens register their catalogs, which the tests read.
	_ "traxapp/app/trax"
)

// TestLanguageFromURL: ?lang=ru shows Russian, sets <html lang="ru">, and
// writes a count of 2 with the plural form Russian calls "few".
func TestLanguageFromURL(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?lang=ru&ai=0")
	ru := i18n.For(i18n.Russian)
	waitJS(t, ctx, "<html lang=ru>", `document.documentElement.lang === "ru"`)
	if got, want := text(t, ctx, "#undo .btn-text"), ru.T("trax.panel.undo"); strings.TrimSpace(got) != want {
		t.Errorf("the undo button says %q, want Russian %q", got, want)
	}
	if i18n.PluralCategory(i18n.Russian, 2) != i18n.Few {
		t.Fatal("2 is not Russian's few")
	}
	want := ru.N("trax.msg.loaded", 2)
	if want == i18n.For(i18n.English).N("trax.msg.loaded", 2) {
		t.Fatalf("the Russian catalog has no few form of trax.msg.loaded: %q", want)
	}
	loadRecord(t, ctx, `@0/ @1\`, want)
}

// TestSwitchLanguageKeepsGame: choosing German from the menu mid-game
// translates the page without a reload and keeps the position; the choice
// survives a reload.
func TestSwitchLanguageKeepsGame(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openPlayable(t, ctx, base+"?ai=0")
	playAt(t, ctx, "0,0", "@0+")
	playAt(t, ctx, "1,0", "B1+")
	js[bool](t, ctx, "window.traxSameDocument = true")
	js[bool](t, ctx, `(() => { const m = document.getElementById("lang-menu"); m.value = "de"; m.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
	de := i18n.For(i18n.German)
	waitJS(t, ctx, "German on screen", fmt.Sprintf(`document.documentElement.lang === "de" && document.querySelector("#undo .btn-text").textContent.trim() === %q`, de.T("trax.panel.undo")))
	if !js[bool](t, ctx, "window.traxSameDocument === true") {
		t.Error("switching the language reloaded the page")
	}
	if n := count(t, ctx, "[data-tile]"); n != 2 {
		t.Errorf("%d tiles after switching the language, want the game's 2", n)
	}
	openPlayable(t, ctx, base+"?game=trax")
	if got := js[string](t, ctx, "document.documentElement.lang"); got != "de" {
		t.Errorf("after a reload the page speaks %q, want the chosen de", got)
	}
	if n := count(t, ctx, "[data-tile]"); n != 2 {
		t.Errorf("%d tiles after the reload, want 2", n)
	}
}

// TestLanguageFromBrowser: a browser that prefers Danish gets the app in
// Danish on a first visit.
func TestLanguageFromBrowser(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	ua := js[string](t, ctx, "navigator.userAgent")
	override := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		return tg.Call(ctx, "Emulation.setUserAgentOverride", map[string]any{"userAgent": ua, "acceptLanguage": "da-DK,da"}, nil)
	})
	do(t, ctx, "prefer Danish", override)
	openView(t, ctx, base, "#home")
	if got := js[string](t, ctx, "navigator.languages.join(',')"); !strings.HasPrefix(got, "da") {
		t.Fatalf("navigator.languages = %q; the override did not take", got)
	}
	da := i18n.For(i18n.Danish)
	waitJS(t, ctx, "Danish", `document.documentElement.lang === "da"`)
	if got, want := text(t, ctx, ".home-title"), da.T("home.title"); got != want {
		t.Errorf("home title %q, want Danish %q", got, want)
	}
}

// TestRulesPage: the rules page of Trax is reached from the home page and
// from the game, and shows the app's own diagrams.
func TestRulesPage(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base, "#home #rules-trax")
	do(t, ctx, "open the rules", chromedp.Click(chromedp.CSS("#rules-trax")))
	waitJS(t, ctx, "the rules", `document.querySelector("#rules .diagram")`)
	for _, sel := range []string{"#rules-forced .diagram", "#rules-illegal [data-mark]", "#rules-loop [data-trace]", "#rules-line [data-trace]"} {
		if count(t, ctx, sel) == 0 {
			t.Errorf("the rules page lacks %s", sel)
		}
	}
	do(t, ctx, "play from the rules", chromedp.Click(chromedp.CSS("#rules-play")))
	if _, err := waitPlayable(ctx); err != nil {
		t.Fatal(err)
	}
	do(t, ctx, "back to the rules", chromedp.Click(chromedp.CSS("#nav-rules")))
	waitJS(t, ctx, "the rules again", `document.querySelector("#rules .diagram")`)
	do(t, ctx, "home", chromedp.Click(chromedp.CSS("#nav-home")))
	waitJS(t, ctx, "the home page", `document.querySelector("#home #card-trax")`)
}
