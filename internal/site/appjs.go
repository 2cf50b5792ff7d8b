//go:build !wasm

package site

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
)

// go-app's app.js loads app.wasm through fetchWithProgress, which copies
// the response into a new Response to count its bytes. A Response made in
// JavaScript has no URL, so the browser cannot keep the module it compiles
// from it (V8's WebAssembly code cache is keyed by the response's URL) and
// compiles app.wasm again on every visit. The site's app.js counts the
// bytes of a clone instead and hands the fetched response itself to
// WebAssembly.instantiateStreaming.

// goappFetchWithProgress matches go-app's fetchWithProgress in app.js.
var goappFetchWithProgress = regexp.MustCompile(`(?s)async function fetchWithProgress\(url, progess\) \{\n.*?\n\}\n`)

// fetchKeepingURL replaces go-app's fetchWithProgress: the same progress
// (decoded bytes over goappWasmContentLength, else the Content-Length),
// read from a clone of the response.
const fetchKeepingURL = `async function fetchWithProgress(url, progress) {
  // Trax (internal/site/appjs.go): the response itself goes to
  // instantiateStreaming, so it keeps its URL and the browser can cache
  // the compiled module; a clone of it is read for the progress.
  const response = await fetch(url);
  let total = parseInt(goappWasmContentLength, 10);
  if (!(total > 0)) {
    total = parseInt(response.headers.get("Content-Length"), 10);
  }
  if (response.ok && response.body && total > 0) {
    const reader = response.clone().body.getReader();
    (async () => {
      let loaded = 0;
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            break;
          }
          loaded += value.byteLength;
          progress(Math.min(100, Math.round((loaded * 100) / total)));
        }
        progress(100);
      } catch (err) {
        // The progress is only shown; instantiateStreaming reports errors.
      }
    })();
  }
  return response;
}
`

// patchAppJS returns go-app's app.js b with fetchKeepingURL in place of
// its fetchWithProgress.
func patchAppJS(b []byte) ([]byte, error) {
	if n := len(goappFetchWithProgress.FindAllIndex(b, -1)); n != 1 {
		return nil, fmt.Errorf("app.js: go-app's fetchWithProgress found %d times, want once (has go-app's app.js changed?)", n)
	}
	return goappFetchWithProgress.ReplaceAllLiteral(b, []byte(fetchKeepingURL)), nil
}

// renderAppJS renders go-app's app.js once and patches it (patchAppJS).
func (s *Site) renderAppJS() (*asset, error) {
	rec := httptest.NewRecorder()
	s.handler.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/app.js", nil))
	if rec.Code != http.StatusOK {
		return nil, fmt.Errorf("go-app's app.js: status %d: %.200s", rec.Code, rec.Body.String())
	}
	body, err := patchAppJS(rec.Body.Bytes())
	if err != nil {
		return nil, err
	}
	return memoryAsset("/app.js", "application/javascript", body)
}
