package e2e

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestEmbedBuilder: from the home page's link for clubs, a webmaster
// chooses TRAKKX's rules in German on the light theme; only what TRAKKX's
// links follow is offered, the preview frame shows the choice, and the
// copied snippet, pasted into a page of another site, shows it there too
// (language, game, theme) with the frame sized by its height script.
func TestEmbedBuilder(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	openView(t, ctx, base+"?lang=en", "#home")
	do(t, ctx, "open the builder from the home page", chromedp.Click(chromedp.CSS("#embed-link-home")))
	waitJS(t, ctx, "the builder", `document.querySelector('#embed #embed-show')`)

	// choose sets a control as a webmaster would (its change event).
	choose := func(id, value string) {
		t.Helper()
		js[bool](t, ctx, fmt.Sprintf(`(() => {
			const m = document.getElementById(%q);
			m.value = %q;
			m.dispatchEvent(new Event('change', { bubbles: true }));
			return m.value === %q;
		})()`, id, value, value))
	}
	shows := func() string {
		return js[string](t, ctx, `[...document.querySelectorAll('#embed-show option')].map((o) => o.value).join(' ')`)
	}
	if got := shows(); !strings.Contains(got, "puzzles") || !strings.Contains(got, "replay") {
		t.Errorf("Trax offers %q: want its puzzles and a shared game", got)
	}
	choose("embed-game", "trakkx")
	waitJS(t, ctx, "TRAKKX's choices", `!document.querySelector('#embed-show option[value="puzzles"]')`)
	if got := shows(); got != "computer friends replay scoresheet games rules" {
		t.Errorf("TRAKKX offers %q, want computer friends replay scoresheet games rules", got)
	}
	choose("embed-show", "rules")
	choose("embed-lang", "de")
	choose("embed-theme", "light")

	// The preview: the app itself, same origin, with the choice.
	waitJS(t, ctx, "the preview's address", `/[?&]view=rules/.test(document.getElementById('embed-preview').src) &&
		/[?&]lang=de/.test(document.getElementById('embed-preview').src)`)
	const preview = `document.getElementById('embed-preview').contentDocument`
	waitLong(t, ctx, "the preview shows TRAKKX's rules in German, light", preview+`.querySelector('#app[data-ready="1"] #rules[data-game="trakkx"]') &&
		`+preview+`.documentElement.lang === 'de' && `+preview+`.documentElement.dataset.theme === 'light'`, 60*time.Second)
	if js[bool](t, ctx, preview+`.querySelector('.app-header') !== null`) {
		t.Error("the preview shows the app's header: want the embed's compact page")
	}

	// Copy: to the clipboard, and the text shown selected.
	stubClipboard(t, ctx)
	do(t, ctx, "copy the snippet", chromedp.Click(chromedp.CSS("#embed-copy")))
	waitJS(t, ctx, "the snippet copied", `window.traxCopied && document.getElementById('embed-copied').textContent !== ''`)
	snippet := js[string](t, ctx, `window.traxCopied`)
	if shown := js[string](t, ctx, `document.getElementById('embed-snippet').value`); shown != snippet {
		t.Errorf("copied %q, shown %q", snippet, shown)
	}
	if !js[bool](t, ctx, `(() => { const a = document.getElementById('embed-snippet');
		return document.activeElement === a && a.selectionStart === 0 && a.selectionEnd === a.value.length; })()`) {
		t.Error("the snippet is not selected after Copy")
	}

	// The club's page, on another site (localhost is not 127.0.0.1).
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, "<!doctype html>\n<title>Chess and Trax club</title>\n<h1>Our club</h1>\n"+snippet)
	}))
	t.Cleanup(host.Close)
	hostURL := strings.Replace(host.URL, "127.0.0.1", "localhost", 1)
	src := js[string](t, ctx, `new DOMParser().parseFromString(window.traxCopied, 'text/html').querySelector('iframe').src`)
	if !strings.HasPrefix(src, base) {
		t.Fatalf("the snippet's frame opens %s, want the app at %s", src, base)
	}
	do(t, ctx, "open the club's page", chromedp.Navigate(hostURL+"/"))
	frame := frameOf(t, ctx, src)
	waitLong(t, frame, "the club's frame shows TRAKKX's rules in German, light", `document.querySelector('#app[data-ready="1"] #rules[data-game="trakkx"]') &&
		document.documentElement.lang === 'de' && document.documentElement.dataset.theme === 'light'`, 60*time.Second)
	if title := text(t, frame, "#rules .rules-title"); !strings.Contains(title, "TRAKKX") {
		t.Errorf("the frame's rules are titled %q", title)
	}
	if js[bool](t, frame, `document.querySelector('.app-header') !== null`) {
		t.Error("the club's frame shows the app's header")
	}
	waitLong(t, ctx, "the frame sized by the snippet's height script", `document.getElementById('trax-embed').style.height !== '640px'`, 30*time.Second)
}
