package e2e

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"traxapp/app/i18n"
)

// The light and dark themes (issue 27, item 4): the app follows the
// device's choice, a link's theme= overrides it for the visit, the
// header's menu keeps the player's choice, and both themes pass axe's
// colour-contrast rule.

// The page's background in each theme (web/app.css's --bg).
const (
	lightBackground = "rgb(243, 241, 236)"
	darkBackground  = "rgb(18, 18, 18)"
)

// preferColorScheme makes the tab's device prefer scheme, light or dark,
// as a phone or a computer set to it does.
func preferColorScheme(t *testing.T, ctx context.Context, scheme string) {
	t.Helper()
	prefer := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}},
		})
		return err
	})
	do(t, ctx, "prefers-color-scheme: "+scheme, prefer)
	if !js[bool](t, ctx, fmt.Sprintf(`matchMedia("(prefers-color-scheme: %s)").matches`, scheme)) {
		t.Fatalf("the emulation of prefers-color-scheme: %s did not take", scheme)
	}
}

// wantTheme checks that the page shows theme (light or dark): <html
// data-theme> and the page's background.
func wantTheme(t *testing.T, ctx context.Context, what, theme string) {
	t.Helper()
	bg := darkBackground
	if theme == "light" {
		bg = lightBackground
	}
	waitJS(t, ctx, what+": the "+theme+" theme", fmt.Sprintf(
		`document.documentElement.dataset.theme === %q && getComputedStyle(document.body).backgroundColor === %q`, theme, bg))
}

// TestThemeFollowsSystem: a device set to light gets the light page from
// its first frame, before the Go program runs; a link's theme=dark (in
// the query or the fragment) overrides it; with no choice the page
// follows the device when it changes.
func TestThemeFollowsSystem(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	do(t, ctx, "blank", chromedp.Navigate("about:blank"))
	preferColorScheme(t, ctx, "light")

	// wasm=false: go-app does not start the program, so what shows is
	// web/app-root.js's doing alone.
	do(t, ctx, "open without the program", chromedp.Navigate(base+"?wasm=false"))
	wantTheme(t, ctx, "before the program", "light")

	openView(t, ctx, base, "#home")
	wantTheme(t, ctx, "a light device", "light")
	if got := js[string](t, ctx, `document.getElementById("theme-menu").value`); got != "auto" {
		t.Errorf("the theme menu says %q, want auto", got)
	}
	preferColorScheme(t, ctx, "dark")
	wantTheme(t, ctx, "the device turned dark", "dark")
	preferColorScheme(t, ctx, "light")
	wantTheme(t, ctx, "the device turned light again", "light")

	openView(t, ctx, base+"?theme=dark", "#home")
	wantTheme(t, ctx, "?theme=dark on a light device", "dark")
	if got := js[string](t, ctx, `document.getElementById("theme-menu").value`); got != "dark" {
		t.Errorf("the theme menu says %q, want the link's dark", got)
	}
	openView(t, ctx, base+"?theme=light#view=home&theme=dark", "#home")
	wantTheme(t, ctx, "#theme=dark over ?theme=light", "dark")

	// An embed follows its host's link.
	openView(t, ctx, base+"?embed=1&game=trax&ai=0&theme=dark", "#game")
	wantTheme(t, ctx, "an embed with theme=dark", "dark")
}

// TestThemeChoiceSurvivesReload: the theme chosen in the header applies
// at once, without a reload, and on the next visits; a link's theme wins
// for its visit without replacing the choice.
func TestThemeChoiceSurvivesReload(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	do(t, ctx, "blank", chromedp.Navigate("about:blank"))
	preferColorScheme(t, ctx, "dark")
	openView(t, ctx, base+"?lang=en", "#home")
	wantTheme(t, ctx, "a dark device", "dark")

	js[bool](t, ctx, "window.traxSameDocument = true")
	js[bool](t, ctx, `(() => { const m = document.getElementById("theme-menu"); m.value = "light"; m.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
	wantTheme(t, ctx, "light chosen", "light")
	if !js[bool](t, ctx, "window.traxSameDocument === true") {
		t.Error("choosing the theme reloaded the page")
	}

	openView(t, ctx, base+"?lang=en", "#home")
	wantTheme(t, ctx, "after a reload", "light")
	if got := js[string](t, ctx, `document.getElementById("theme-menu").value`); got != "light" {
		t.Errorf("after a reload the theme menu says %q, want light", got)
	}

	openView(t, ctx, base+"?lang=en&theme=dark", "#home")
	wantTheme(t, ctx, "a link's theme=dark", "dark")
	if got := js[string](t, ctx, `localStorage.getItem("traxapp.theme")`); got != "light" {
		t.Errorf("the link's theme replaced the choice saved: %q", got)
	}
	openView(t, ctx, base+"?game=trax&view=rules", "#rules")
	wantTheme(t, ctx, "the next visit", "light")
}

// TestThemeBadValue: theme=bogus says so in the page's language and
// keeps the device's theme.
func TestThemeBadValue(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	do(t, ctx, "blank", chromedp.Navigate("about:blank"))
	preferColorScheme(t, ctx, "light")
	openView(t, ctx, base+"?lang=fr&theme=bogus", "#home")
	want := i18n.For(i18n.French).T("notice.bad-theme", "theme", "bogus")
	if got := text(t, ctx, "#notices"); !strings.Contains(got, want) {
		t.Errorf("notices %q, want %q", got, want)
	}
	wantTheme(t, ctx, "theme=bogus on a light device", "light")
}

// axeContrast runs axe's colour-contrast rule alone, once the animations
// that end have ended (a banner fading in has its final colours only then).
const axeContrast = `(async () => {
	await Promise.all(document.getAnimations()
		.filter((a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity)
		.map((a) => a.finished.catch(() => {})));
	const r = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations'] });
	return r.violations.flatMap((v) => v.nodes.map((n) => String(n.target) + ': ' + (n.failureSummary || '').replace(/\s+/g, ' ').slice(0, 160)));
})()`

// controlEdges lists the enabled controls on screen whose edge (a side of
// their border, else their fill) stands out less than 3:1 from what is behind
// them (WCAG 1.4.11). A control with neither border nor fill (a word
// alone, such as a move in the list) is named by its text and left out.
const controlEdges = `(() => {
	const rgba = (c) => { const m = c.match(/[\d.]+/g); return m ? [+m[0], +m[1], +m[2], m.length > 3 ? +m[3] : 1] : [0, 0, 0, 0]; };
	const over = (f, b) => [0, 1, 2].map((i) => f[i] * f[3] + b[i] * (1 - f[3])).concat(1);
	const lum = (c) => { const l = c.slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]; };
	const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
	const behind = (e) => {
		const layers = [];
		for (let p = e.parentElement; p; p = p.parentElement) {
			const c = rgba(getComputedStyle(p).backgroundColor);
			if (c[3] > 0) layers.push(c);
			if (c[3] >= 1) break;
		}
		let c = rgba(getComputedStyle(document.documentElement).backgroundColor);
		if (c[3] < 1) c = [255, 255, 255, 1];
		for (const l of layers.reverse()) c = over(l, c);
		return c;
	};
	const bad = [];
	for (const e of document.querySelectorAll('button, select, input, textarea')) {
		const r = e.getBoundingClientRect(), cs = getComputedStyle(e);
		if (e.disabled || r.width === 0 || r.height === 0 || cs.visibility === 'hidden' || e.closest('.sr-only')) continue;
		const back = behind(e);
		const fill = rgba(cs.backgroundColor);
		const borders = ['Top', 'Right', 'Bottom', 'Left'].map((s) => [parseFloat(cs['border' + s + 'Width']), cs['border' + s + 'Style'], rgba(cs['border' + s + 'Color'])])
			.filter(([w, style, c]) => w > 0 && style !== 'none' && c[3] > 0).map(([, , c]) => c);
		if (borders.length === 0 && fill[3] === 0) continue;
		const best = Math.max(fill[3] > 0 ? ratio(over(fill, back), back) : 0, ...borders.map((c) => ratio(over(c, back), back)));
		if (best < 3) bad.push(e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + '.' + [...e.classList].join('.') + ' ' + best.toFixed(2) + ':1');
	}
	return bad;
})()`

// TestThemeContrast: every screen of the overflow test, phone and
// desktop, passes axe's colour-contrast rule and has its controls stand
// out 3:1 (controlEdges) in both themes, each
// followed from the device's setting (headless Chromium's own default
// is light, so the other browser tests see that theme), each in a fresh
// browser.
func TestThemeContrast(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile(axeScript)
	if err != nil {
		t.Fatalf("axe-core is not installed (make e2e/axe/node_modules/axe-core/axe.min.js): %v", err)
	}
	base, traxitEnd := appURL(t), finishedTraxit(t)
	for _, theme := range []string{"light", "dark"} {
		t.Run(theme, func(t *testing.T) {
			t.Parallel()
			tour := screenTour{base: base, traxitEnd: traxitEnd, script: string(src),
				prepare: func(t *testing.T, ctx context.Context) {
					do(t, ctx, "blank", chromedp.Navigate("about:blank"))
					preferColorScheme(t, ctx, theme)
				},
				loaded: func(t *testing.T, ctx context.Context, size string) { wantTheme(t, ctx, size, theme) }}
			tour.walk(t, func(t *testing.T, ctx context.Context, s overflowScreen) {
				if bad := js[[]string](t, ctx, axeContrast); len(bad) > 0 {
					t.Errorf("%d elements fail colour contrast in the %s theme:\n  %s", len(bad), theme, strings.Join(bad, "\n  "))
				}
				if bad := js[[]string](t, ctx, controlEdges); len(bad) > 0 {
					t.Errorf("%d controls stand out less than 3:1 in the %s theme:\n  %s", len(bad), theme, strings.Join(bad, "\n  "))
				}
			})
		})
	}
}
