//go:build !wasm

package precompress

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// TestHandler: a client that accepts brotli gets FILE.br with its type and
// encoding; one that accepts nothing gets FILE itself from next.
func TestHandler(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{"app.wasm": "raw", "app.wasm.br": "brotli"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := Handler(dir, http.FileServer(http.Dir(dir)))
	for _, tc := range []struct{ accept, body, encoding string }{
		{"gzip, br", "brotli", "br"},
		{"gzip", "raw", ""},
		{"", "raw", ""},
	} {
		r := httptest.NewRequest("GET", "/app.wasm", nil)
		r.Header.Set("Accept-Encoding", tc.accept)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if got := w.Body.String(); got != tc.body {
			t.Errorf("Accept-Encoding %q: body %q, want %q", tc.accept, got, tc.body)
		}
		if got := w.Header().Get("Content-Encoding"); got != tc.encoding {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", tc.accept, got, tc.encoding)
		}
		if tc.encoding != "" && w.Header().Get("Content-Type") != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q", tc.accept, w.Header().Get("Content-Type"))
		}
	}
}

// TestHandlerText: a language's words (web/messages-<lang>.txt) go out
// precompressed as plain text, as the export's .htaccess sends them.
func TestHandlerText(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{"messages-sv.txt": "raw", "messages-sv.txt.br": "brotli"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r := httptest.NewRequest("GET", "/messages-sv.txt", nil)
	r.Header.Set("Accept-Encoding", "gzip, deflate, br")
	w := httptest.NewRecorder()
	Handler(dir, http.FileServer(http.Dir(dir))).ServeHTTP(w, r)
	if w.Body.String() != "brotli" || w.Header().Get("Content-Encoding") != "br" || w.Header().Get("Content-Type") != "text/plain; charset=utf-8" {
		t.Errorf("got %q, Content-Encoding %q, Content-Type %q", w.Body.String(), w.Header().Get("Content-Encoding"), w.Header().Get("Content-Type"))
	}
}
