//go:build !wasm

package site

import (
	"bytes"
	"fmt"
	"regexp"
)

// go-app's app.js loads app.wasm through fetchWithProgress, which copies
// the response into a new Response to count its bytes. A Response made in
// JavaScript has no URL, so the browser cannot keep the module it compiles
// from it (V8's WebAssembly code cache is keyed by the response's URL) and
// compiles app.wasm again on every visit. The site's app.js counts the
// bytes of a clone instead and hands the fetched response itself to
// WebAssembly.instantiateStreaming.
//
// And app.js starts late: it is deferred, so it runs once the page is
// parsed and its style sheets are in. The page's first script is
// web/wasm-start.js (wasmStartTag, wasmStartFirst), which starts
// compiling app.wasm at once, from the service worker's cache when it
// holds it; the site's app.js instantiates that module (traxInstantiate),
// or fetches app.wasm as before when the early start is missing or failed.
//
// go-app registers the service worker as app.js starts. On a first visit
// its install then downloads and stores every file, app.wasm again among
// them, while the page downloads, compiles and starts app.wasm: the two
// compete for the network and delayed the first visit's playable board
// (TestLoadTime). The
// site's app.js registers it once app.wasm has started (or failed to).

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

// goappInstantiate matches go-app's call that fetches and instantiates
// app.wasm in goappInitWebAssembly; group 1 is app.wasm's address.
var goappInstantiate = regexp.MustCompile(`const wasm = await instantiateStreaming\(\s*fetchWithProgress\(("[^"]*"), showProgress\),\s*go\.importObject\s*\);`)

// instantiateEarly replaces goappInstantiate's match.
const instantiateEarly = `const wasm = await traxInstantiate($1, showProgress, go.importObject, instantiateStreaming);`

// traxInstantiate instantiates the module web/wasm-start.js compiled, or
// fetches app.wasm as go-app did.
const traxInstantiate = `
async function traxInstantiate(url, progress, importObject, instantiateStreaming) {
  // Trax (internal/site/appjs.go): web/wasm-start.js started compiling
  // app.wasm with the page; without it, or if it failed, fetch it here.
  const early = window.traxWasm;
  if (early) {
    try {
      early.onProgress(progress);
      const module = await early.module;
      return { module, instance: await WebAssembly.instantiate(module, importObject) };
    } catch (err) {
      console.warn("app.wasm's early start failed, fetching it again: ", err);
    }
  }
  return instantiateStreaming(fetchWithProgress(url, progress), importObject);
}
`

// goappStart is go-app's start of the service worker and of app.wasm, at
// the top of app.js; serviceWorkerAfterWasm replaces it.
const (
	goappStart = "\ngoappInitServiceWorker();\ngoappWatchForUpdate();\ngoappWatchForInstallable();\ngoappInitWebAssembly();\n"

	serviceWorkerAfterWasm = `
goappWatchForUpdate();
goappWatchForInstallable();
// Trax (internal/site/appjs.go): the service worker is registered once
// app.wasm has started and the page is idle (within a second), not beside
// app.wasm's download. (Not on an animation frame: a hidden tab or an
// off-screen iframe may have none for a long time.)
goappInitWebAssembly().finally(() => {
  if (self.requestIdleCallback) {
    requestIdleCallback(goappInitServiceWorker, { timeout: 1000 });
  } else {
    setTimeout(goappInitServiceWorker, 200);
  }
});
`
)

// patchAppJS returns go-app's app.js b with fetchKeepingURL in place of
// its fetchWithProgress, app.wasm instantiated by traxInstantiate, and
// the service worker registered after app.wasm started.
func patchAppJS(b []byte) ([]byte, error) {
	for _, part := range []struct {
		what string
		n    int
	}{
		{"fetchWithProgress", len(goappFetchWithProgress.FindAllIndex(b, -1))},
		{"instantiateStreaming(fetchWithProgress(...))", len(goappInstantiate.FindAllIndex(b, -1))},
		{"start (goappInitServiceWorker(); ... goappInitWebAssembly();)", bytes.Count(b, []byte(goappStart))},
	} {
		if part.n != 1 {
			return nil, fmt.Errorf("app.js: go-app's %s found %d times, want once (has go-app's app.js changed?)", part.what, part.n)
		}
	}
	b = goappFetchWithProgress.ReplaceAllLiteral(b, []byte(fetchKeepingURL+traxInstantiate))
	b = goappInstantiate.ReplaceAll(b, []byte(instantiateEarly))
	return bytes.Replace(b, []byte(goappStart), []byte(serviceWorkerAfterWasm), 1), nil
}

// wasmStartTag is the page's tag for web/wasm-start.js; its data name the
// service worker's cache of this version and app.wasm's size. go-app puts
// it last in the head (RawHeaders), where it would wait for the style
// sheets; wasmStartFirst moves it up.
func wasmStartTag(src, version string, wasmSize int) string {
	return fmt.Sprintf(`<script src="%s" data-version="%s" data-size="%d" id="%s"></script>`, src, version, wasmSize, wasmStartID)
}

// wasmStartID is the id of wasmStartTag's element.
const wasmStartID = "trax-wasm-start"

// wasmStartElement matches wasmStartTag's element in go-app's page, with
// the white space before it.
var wasmStartElement = regexp.MustCompile(`\s*<script [^>]*id="` + wasmStartID + `"></script>`)

// pageCharset is the first element of go-app's head.
const pageCharset = `<meta charset="UTF-8">`

// wasmStartFirst moves the wasm start tag of a go-app page right after its
// charset, before the style sheets: a script after a style sheet waits
// for it, an async one may run after the deferred app.js, and either way
// app.wasm would start later. It is a synchronous script of a few lines.
// A page without the tag is returned as it is.
func wasmStartFirst(page []byte) ([]byte, error) {
	tag := wasmStartElement.Find(page)
	if tag == nil {
		return page, nil
	}
	if bytes.Count(page, []byte(pageCharset)) != 1 {
		return nil, fmt.Errorf("go-app's page: %s found %d times, want once (has go-app's page changed?)", pageCharset, bytes.Count(page, []byte(pageCharset)))
	}
	page = bytes.Replace(page, tag, nil, 1)
	return bytes.Replace(page, []byte(pageCharset), append([]byte(pageCharset), tag...), 1), nil
}

// renderAppJS renders go-app's app.js once and patches it (patchAppJS).
func (s *Site) renderAppJS() (*asset, error) {
	js, err := s.renderGoapp("/app.js", "app.js")
	if err != nil {
		return nil, err
	}
	body, err := patchAppJS(js)
	if err != nil {
		return nil, err
	}
	return memoryAsset("/app.js", "application/javascript", body)
}
