package e2e

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"traxapp/app/i18n"
)

// TestStorageBlocked: where every use of localStorage throws (a cross-site
// iframe whose browser blocks third-party storage), the app still starts,
// says that games will not be kept, and plays.
func TestStorageBlocked(t *testing.T) {
	t.Parallel()
	ctx, base := newPage(t)
	block := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
			Source: `Object.defineProperty(window, "localStorage", {get() { throw new DOMException("The operation is insecure.", "SecurityError"); }});`,
		})
		return err
	})
	do(t, ctx, "block storage", block)
	openPlayable(t, ctx, base+"?ai=0")
	want := i18n.For(i18n.English).T("notice.no-storage")
	if got := text(t, ctx, "#notices"); !strings.Contains(got, want) {
		t.Errorf("notices %q, want %q", got, want)
	}
	playAt(t, ctx, "0,0", "@0+")
	playAt(t, ctx, "1,0", "B1+")
	if got := record(t, ctx); got != "@0+ B1+" {
		t.Errorf("move list = %q", got)
	}
	for _, m := range consoleMessages(ctx) {
		if m.IsException() {
			t.Errorf("console: %s", m)
		}
	}
}
