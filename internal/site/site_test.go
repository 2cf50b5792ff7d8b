//go:build !wasm

package site

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

func TestPrefixResolver(t *testing.T) {
	for _, tc := range []struct{ prefix, in, want string }{
		{"/", "/", "/"},
		{"/", "", "/"},
		{"/", "/web/app.wasm", "/web/app.wasm"},
		{"/", "/app.js", "/app.js"},
		{"/trax/", "/", "/trax/"}, // not "/trax": hosts redirect that, breaking offline boot
		{"/trax/", "", "/trax/"},
		{"/trax", "/", "/trax/"},
		{"trax", "/web/icon.svg", "/trax/web/icon.svg"},
		{"/trax/", "/app-worker.js", "/trax/app-worker.js"},
		{"/trax/", "web/embed.js", "/trax/web/embed.js"},
		{"/club/trax/", "/manifest.webmanifest", "/club/trax/manifest.webmanifest"},
		{"/trax/", "https://example.org/x.png", "https://example.org/x.png"},
		{"/trax/", "//cdn.example.org/x.js", "//cdn.example.org/x.js"},
		{"/trax/", "#rules", "#rules"},
		{"/trax/", "mailto:club@example.org", "mailto:club@example.org"},
	} {
		if got := PrefixResolver(tc.prefix).Resolve(tc.in); got != tc.want {
			t.Errorf("prefix %q: Resolve(%q) = %q, want %q", tc.prefix, tc.in, got, tc.want)
		}
	}
}

func TestAccepts(t *testing.T) {
	for _, tc := range []struct {
		header, coding string
		want           bool
	}{
		{"gzip, deflate, br, zstd", "br", true},
		{"gzip, deflate, br, zstd", "gzip", true},
		{"gzip", "br", false},
		{"br;q=0, gzip", "br", false},
		{"br; q=0.5", "br", true},
		{"BR", "br", true},
		{"brotli", "br", false},
		{"", "gzip", false},
		{"br;q=x", "br", false},
	} {
		r := httptest.NewRequest(http.MethodGet, "/", nil)
		r.Header.Set("Accept-Encoding", tc.header)
		if got := accepts(r, tc.coding); got != tc.want {
			t.Errorf("accepts(%q, %q) = %v, want %v", tc.header, tc.coding, got, tc.want)
		}
	}
}

// FuzzAccepts checks accepts on arbitrary Accept-Encoding headers: a
// coding the header never names is not accepted; one listed first without
// a quality is, and one listed first with q=0 is not, whatever follows
// (the first mention counts); and naming one coding never changes the
// answer for another.
func FuzzAccepts(f *testing.F) {
	f.Add("gzip, deflate, br;q=0.9")
	f.Add(";;q=,,br;q")
	f.Add("BR;q=0.000, gzip;q=1")
	f.Add("gzip;q=NaN")
	f.Fuzz(func(t *testing.T, header string) {
		ask := func(h, coding string) bool {
			r := httptest.NewRequest(http.MethodGet, "/", nil)
			r.Header.Set("Accept-Encoding", h)
			return accepts(r, coding)
		}
		for _, coding := range []string{"br", "gzip"} {
			other := map[string]string{"br": "gzip", "gzip": "br"}[coding]
			got := ask(header, coding)
			if got && !strings.Contains(strings.ToLower(header), coding) {
				t.Errorf("Accept-Encoding %q: %s accepted but never named", header, coding)
			}
			if !ask(coding+", "+header, coding) {
				t.Errorf("Accept-Encoding %q: %s named first, refused", coding+", "+header, coding)
			}
			if ask(coding+";q=0, "+header, coding) {
				t.Errorf("Accept-Encoding %q: %s refused first with q=0, accepted", coding+";q=0, "+header, coding)
			}
			if ask(other+", "+header, coding) != got || ask(other+";q=0, "+header, coding) != got {
				t.Errorf("Accept-Encoding %q: naming %s first changes the answer for %s", header, other, coding)
			}
		}
	})
}

// fakeBuild writes a minimal built app: a fake app.wasm with its gzip
// form (no brotli), an icon, and wasm_exec.js.
func fakeBuild(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	web := filepath.Join(dir, "web")
	if err := os.MkdirAll(web, 0o755); err != nil {
		t.Fatal(err)
	}
	wasm := bytes.Repeat([]byte("\x00asm wasm wasm "), 1000)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(wasm)
	zw.Close()
	for name, body := range map[string][]byte{
		"web/app.wasm":              wasm,
		"web/app.wasm.gz":           gz.Bytes(),
		"web/icon.svg":              []byte("<svg/>"),
		"web/.precompressed":        []byte("app.wasm x 9\n"),
		"wasm_exec.js":              []byte("// wasm_exec.js\n"),
		"web/loader.css":            []byte("body{}"),
		"web/embed.js":              []byte("//"),
		"web/wasm-start.js":         []byte("//"),
		"web/worker.js":             []byte("//"),
		"web/worker-traxit.wasm":    []byte("\x00asm"),
		"web/messages-sv.txt":       []byte("# traxapp messages sv\napp.name = Trax-spel\n"),
		"web/icon-192.png":          nil,
		"web/icon-512.png":          nil,
		"web/icon-maskable-512.png": nil,
	} {
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(name)), body, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestSiteServes(t *testing.T) {
	s, err := load(fakeBuild(t), "/", false)
	if err != nil {
		t.Fatal(err)
	}
	get := func(path, ae string) *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodGet, path, nil)
		if ae != "" {
			r.Header.Set("Accept-Encoding", ae)
		}
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		return w
	}
	for _, tc := range []struct {
		path, ae string
		code     int
		encoding string
	}{
		{"/", "", 200, ""},
		{"/?embed=1", "", 200, ""},
		{"/web/app.wasm", "br, gzip", 200, "gzip"}, // no .br built: gzip
		{"/web/app.wasm", "", 200, ""},
		{"/wasm_exec.js", "", 200, ""},
		{"/manifest.webmanifest", "", 200, ""},
		{"/app-worker.js", "", 200, ""},
		{"/web/.precompressed", "", 404, ""},
		{"/web/app.wasm.gz", "", 404, ""},
		{"/robots.txt", "", 404, ""},
		{"/web/", "", 404, ""},
		{"/elsewhere", "", 404, ""},
	} {
		w := get(tc.path, tc.ae)
		if w.Code != tc.code || w.Header().Get("Content-Encoding") != tc.encoding {
			t.Errorf("GET %s (Accept-Encoding %q): %d %q, want %d %q", tc.path, tc.ae, w.Code, w.Header().Get("Content-Encoding"), tc.code, tc.encoding)
		}
		if w.Header().Get("Content-Security-Policy") != contentSecurityPolicy {
			t.Errorf("GET %s: no Content-Security-Policy", tc.path)
		}
	}
	// A compressed body says its length, so the loader can show progress.
	if w := get("/web/app.wasm", "gzip"); w.Header().Get("Content-Length") != strconv.Itoa(w.Body.Len()) {
		t.Errorf("gzip app.wasm: Content-Length %q for %d bytes", w.Header().Get("Content-Length"), w.Body.Len())
	}
	if w := get("/wasm_exec.js", ""); w.Body.String() != "// wasm_exec.js\n" {
		t.Errorf("/wasm_exec.js is go-app's, not the toolchain's: %.40q", w.Body.String())
	}
	sw := get("/app-worker.js", "").Body.String()
	for _, want := range []string{`"/web/worker.js"`, `"/web/icon.svg"`, `"/wasm_exec.js"`, "event.waitUntil", "ignoreSearch", s.version} {
		if !strings.Contains(sw, want) {
			t.Errorf("app-worker.js lacks %s", want)
		}
	}
	r := httptest.NewRequest(http.MethodPost, "/", nil)
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	if w.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST /: %d, want 405", w.Code)
	}
}

// TestServiceWorkerCachesGameWorkersLazily: a game's AI worker program
// (web/worker-<game>.wasm), a language's words (web/messages-<lang>.txt)
// and the install icons are not precached, so a first visit downloads only what it uses, but the
// service worker keeps them once fetched.
func TestServiceWorkerCachesGameWorkersLazily(t *testing.T) {
	s, err := load(fakeBuild(t), "/trax/", true)
	if err != nil {
		t.Fatal(err)
	}
	w := httptest.NewRecorder()
	s.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/app-worker.js", nil))
	sw := w.Body.String()
	if !strings.Contains(sw, `const lazyResources = ["/trax/web/icon-192.png","/trax/web/icon-512.png","/trax/web/icon-maskable-512.png","/trax/web/messages-sv.txt","/trax/web/worker-traxit.wasm"];`) {
		t.Errorf("app-worker.js does not list the install icons, messages-sv.txt and worker-traxit.wasm as lazy:\n%s", sw)
	}
	// go-app lists the icons for the precache: the worker leaves out what is lazy.
	// go-app lists the app's page too: the worker caches it with the lazy
	// resources, from the address the visitor opened.
	if !strings.Contains(sw, `.filter((path) => !lazyResources.includes(path) && path !== startPage);`) {
		t.Errorf("app-worker.js precaches its lazy resources or the app's page:\n%s", sw)
	}
	if !strings.Contains(sw, "cache.put(startPage, response)") {
		t.Error("app-worker.js never stores the app's page")
	}
	precache := sw[strings.Index(sw, "resourcesToCache"):]
	precache = precache[:strings.Index(precache, "\n")]
	if strings.Contains(precache, "worker-traxit") || strings.Contains(precache, "messages-sv") || !strings.Contains(precache, "/trax/web/worker.js") {
		t.Errorf("precache list: %s", precache)
	}
	if !strings.Contains(sw, "cache.put(request, response.clone())") {
		t.Error("app-worker.js never stores a lazy resource")
	}
}

func TestManifestUnderPrefix(t *testing.T) {
	s, err := load(fakeBuild(t), "/trax/", true)
	if err != nil {
		t.Fatal(err)
	}
	var m struct{ Raw map[string]any }
	if err := json.Unmarshal(s.manifest.body, &m.Raw); err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]string{"scope": "/trax/", "id": "/trax/", "start_url": "/trax/"} {
		if m.Raw[k] != want {
			t.Errorf("manifest %s = %v, want %q", k, m.Raw[k], want)
		}
	}
	for _, ic := range m.Raw["icons"].([]any) {
		ic := ic.(map[string]any)
		if ic["purpose"] == "" || !strings.HasPrefix(ic["src"].(string), "/trax/web/") {
			t.Errorf("manifest icon %v", ic)
		}
	}
}

func TestVersionFollowsContent(t *testing.T) {
	dir := fakeBuild(t)
	a, err := load(dir, "/", false)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := load(dir, "/", false)
	if a.version != b.version {
		t.Errorf("same files, versions %s and %s", a.version, b.version)
	}
	os.WriteFile(filepath.Join(dir, "web", "embed.js"), []byte("// changed"), 0o644)
	c, _ := load(dir, "/", false)
	if c.version == a.version {
		t.Errorf("a changed file kept version %s", a.version)
	}
}

func TestLoadSiteNeedsBuild(t *testing.T) {
	_, err := load(t.TempDir(), "/", false)
	if err == nil || !strings.Contains(err.Error(), "make build") {
		t.Errorf("loadSite of an empty dir: %v, want a hint to run make build", err)
	}
}

func TestServeUntilDone(t *testing.T) {
	s, err := Load(fakeBuild(t))
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	resp, err := http.Get("http://" + ln.Addr().String() + "/web/icon.svg")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Security-Policy") != contentSecurityPolicy {
		t.Errorf("GET /web/icon.svg: %d, CSP %q", resp.StatusCode, resp.Header.Get("Content-Security-Policy"))
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("Serve after its context is done: %v, want nil", err)
	}
}

// TestOpenGraphAddresses: without a public address the page names no
// empty host for link previews; with one, og:url and og:image are right.
func TestOpenGraphAddresses(t *testing.T) {
	dir := fakeBuild(t)
	out := filepath.Join(t.TempDir(), "dist")
	if err := Export(dir, out, "/trax/", ""); err != nil {
		t.Fatal(err)
	}
	page, _ := os.ReadFile(filepath.Join(out, "index.html"))
	if strings.Contains(string(page), `"https://"`) || strings.Contains(string(page), "https:///") || strings.Contains(string(page), "og:url") {
		t.Errorf("the export without -public names an empty host: %s", openGraphLines(page))
	}
	if err := Export(dir, out, "/trax/", "https://club.example/trax/"); err != nil {
		t.Fatal(err)
	}
	page, _ = os.ReadFile(filepath.Join(out, "index.html"))
	for _, want := range []string{`https://club.example/trax"`, `https://club.example/trax/web/icon-512.png"`} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the export with -public lacks %s: %s", want, openGraphLines(page))
		}
	}
	for _, bad := range []string{"http://club.example/trax/", "https://club.example/other/", "club.example"} {
		if err := Export(dir, out, "/trax/", bad); err == nil {
			t.Errorf("public address %q accepted", bad)
		}
	}
	s, err := load(dir, "/", false)
	if err != nil {
		t.Fatal(err)
	}
	w := httptest.NewRecorder()
	s.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/", nil))
	if w.Code != 200 || strings.Contains(w.Body.String(), "og:url") || !strings.Contains(w.Body.String(), "og:title") {
		t.Errorf("served page: %d, %s", w.Code, openGraphLines(w.Body.Bytes()))
	}
}

func openGraphLines(page []byte) string {
	var lines []string
	for _, l := range strings.Split(string(page), "\n") {
		if strings.Contains(l, "og:") {
			lines = append(lines, strings.TrimSpace(l))
		}
	}
	return strings.Join(lines, " ")
}

// TestSecurityHeaders: every response, errors included, carries a strict
// Content-Security-Policy that lets WebAssembly compile and any site frame
// the app (clubs embed it), nosniff and a referrer policy, and no
// X-Frame-Options, and lets a frame of any origin load the files (CORP
// cross-origin, CORS *); the static export's .htaccess sends the same
// headers.
func TestSecurityHeaders(t *testing.T) {
	s, err := load(fakeBuild(t), "/", false)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ method, path string }{
		{"GET", "/"}, {"GET", "/web/app.wasm"}, {"GET", "/app.js"}, {"HEAD", "/wasm_exec.js"},
		{"GET", "/nowhere"}, {"GET", "/../etc/passwd"}, {"POST", "/"},
	} {
		r := httptest.NewRequest(c.method, "http://example.org/", nil)
		r.URL.Path = c.path
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		h := w.Header()
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "object-src 'none'", "base-uri 'self'", "frame-ancestors *"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s %s (%d): Content-Security-Policy %q lacks %s", c.method, c.path, w.Code, csp, want)
			}
		}
		for _, bad := range []string{"'unsafe-eval'", "script-src 'self' 'unsafe-inline'", "http:", "https:", " data: 'self'"} {
			if strings.Contains(csp, bad) {
				t.Errorf("%s %s: Content-Security-Policy %q allows %s", c.method, c.path, csp, bad)
			}
		}
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Referrer-Policy") == "" {
			t.Errorf("%s %s: X-Content-Type-Options %q, Referrer-Policy %q", c.method, c.path, h.Get("X-Content-Type-Options"), h.Get("Referrer-Policy"))
		}
		if xfo := h.Get("X-Frame-Options"); xfo != "" {
			t.Errorf("%s %s: X-Frame-Options %q: clubs could not embed the app", c.method, c.path, xfo)
		}
		// A frame sandboxed without allow-same-origin has an opaque
		// origin: every file is cross-origin to it, app.wasm's fetch a
		// CORS request.
		if corp, acao := h.Get("Cross-Origin-Resource-Policy"), h.Get("Access-Control-Allow-Origin"); corp != "cross-origin" || acao != "*" {
			t.Errorf("%s %s: Cross-Origin-Resource-Policy %q, Access-Control-Allow-Origin %q: a sandboxed frame could not load the app", c.method, c.path, corp, acao)
		}
	}
	for k, v := range securityHeaders {
		if line := "Header always set " + k + " " + strconv.Quote(v) + "\n"; !strings.Contains(htaccess, line) {
			t.Errorf(".htaccess lacks %s", strings.TrimSpace(line))
		}
	}
	if strings.Contains(metaContentSecurityPolicy, "frame-ancestors") {
		t.Errorf("the page's <meta> policy %q has frame-ancestors, which browsers ignore there", metaContentSecurityPolicy)
	}
}

// appBuildSecrets are the markers of files that sit in or beside the build
// directory but are not part of the app: the server must never send them.
var appBuildSecrets = []string{"SECRET-BUILD-ROOT", "SECRET-DOTFILE", "SECRET-OUTSIDE", "SECRET-SUBDIR"}

// FuzzServePath sends arbitrary request targets to the server: it never
// panics, answers GET with 200, 404 or a redirect only, serves 200 only for
// the app's own paths, and never sends a file outside the app (a file at
// the build's root, a dotfile in web/, a file in a folder of web/, a file
// beside the build directory), however the path is spelled.
func FuzzServePath(f *testing.F) {
	dir := fakeBuild(f)
	for name, body := range map[string]string{
		"secret.txt":          appBuildSecrets[0],
		"web/.env":            appBuildSecrets[1],
		"../outside.txt":      appBuildSecrets[2],
		"web/sub/private.txt": appBuildSecrets[3],
	} {
		file := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(file), 0o755)
		if err := os.WriteFile(file, []byte(body), 0o644); err != nil {
			f.Fatal(err)
		}
	}
	s, err := load(dir, "/", false)
	if err != nil {
		f.Fatal(err)
	}
	for _, p := range []string{
		"/", "/web/app.wasm", "/secret.txt", "/web/../secret.txt", "/web/%2e%2e/secret.txt", "/web/..%2fsecret.txt",
		"/../outside.txt", "/web/.env", "//web/app.wasm", "/web/sub/private.txt", "/web/./app.wasm", "/web%2fapp.wasm",
		"/web/app.wasm.gz", "/web/.precompressed", "http://evil.example/web/app.wasm", "*", "/web/app.wasm?x=../../secret.txt",
		"/web\\..\\secret.txt", "/%00", "/web/app.wasm%00.js", "/app.js/..", "/?embed=1#x",
	} {
		f.Add(p)
	}
	known := map[string]bool{}
	for p := range appPaths {
		known[p] = true
	}
	for p := range s.assets {
		known[p] = true
	}
	f.Fuzz(func(t *testing.T, target string) {
		r, err := http.ReadRequest(bufio.NewReader(strings.NewReader("GET " + target + " HTTP/1.1\r\nHost: trax.example\r\nAccept-Encoding: gzip\r\n\r\n")))
		if err != nil {
			return // net/http refuses it before any handler sees it
		}
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		switch {
		case w.Code == 200:
			if !known[r.URL.Path] {
				t.Errorf("GET %q: 200 for path %q, not one of the app's", target, r.URL.Path)
			}
		case w.Code == 404:
		case w.Code >= 300 && w.Code < 400:
			if loc := w.Header().Get("Location"); strings.HasPrefix(loc, "//") || strings.Contains(loc, "://") {
				t.Errorf("GET %q: redirect to another site %q", target, loc)
			}
		default:
			t.Errorf("GET %q: status %d, want 200, 404 or a redirect", target, w.Code)
		}
		body := w.Body.String()
		for _, secret := range appBuildSecrets {
			if strings.Contains(body, secret) {
				t.Errorf("GET %q served %s, a file outside the app", target, secret)
			}
		}
	})
}

// BenchmarkServe measures the server's own work per request, without the
// network: the page (rendered by go-app for every request) and app.wasm
// (precompressed, from memory).
func BenchmarkServe(b *testing.B) {
	s, err := load(fakeBuild(b), "/", false)
	if err != nil {
		b.Fatal(err)
	}
	for _, path := range []string{"/", "/web/app.wasm"} {
		b.Run(strings.TrimPrefix(path, "/"), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				r := httptest.NewRequest(http.MethodGet, path, nil)
				r.Header.Set("Accept-Encoding", "br, gzip")
				w := httptest.NewRecorder()
				s.ServeHTTP(w, r)
				if w.Code != 200 {
					b.Fatalf("GET %s: %d", path, w.Code)
				}
			}
		})
	}
}

// TestPageRenderedOnce: the page served from memory is the one go-app
// renders for the request, whatever its query, plain or gzipped, and a
// client holding it gets 304.
func TestPageRenderedOnce(t *testing.T) {
	s, err := load(fakeBuild(t), "/", false)
	if err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{"/", "/?embed=1", "/?game=trax&view=rules&lang=de", "/?variant=tur&seed=9&ai=max&side=red"} {
		fresh := httptest.NewRecorder()
		s.handler.ServeHTTP(fresh, httptest.NewRequest(http.MethodGet, target, nil))
		page, err := wasmStartFirst(fresh.Body.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		want := sortedAttributes(string(withoutOpenGraphAddresses(page)))
		w := httptest.NewRecorder()
		s.ServeHTTP(w, httptest.NewRequest(http.MethodGet, target, nil))
		if w.Code != 200 || sortedAttributes(w.Body.String()) != want || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") {
			t.Errorf("GET %s: %d %s, the page differs from go-app's for that request", target, w.Code, w.Header().Get("Content-Type"))
		}
		r := httptest.NewRequest(http.MethodGet, target, nil)
		r.Header.Set("Accept-Encoding", "gzip")
		w = httptest.NewRecorder()
		s.ServeHTTP(w, r)
		zr, err := gzip.NewReader(w.Body)
		if err != nil || w.Header().Get("Content-Encoding") != "gzip" {
			t.Fatalf("GET %s gzip: %v, Content-Encoding %q", target, err, w.Header().Get("Content-Encoding"))
		}
		got, _ := io.ReadAll(zr)
		if sortedAttributes(string(got)) != want {
			t.Errorf("GET %s gzip: the page differs from go-app's", target)
		}
		r = httptest.NewRequest(http.MethodGet, target, nil)
		r.Header.Set("Accept-Encoding", "gzip")
		r.Header.Set("If-None-Match", w.Header().Get("ETag"))
		w = httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code != http.StatusNotModified {
			t.Errorf("GET %s with its ETag: %d, want 304", target, w.Code)
		}
	}
}

// htmlTag matches an HTML start tag, its attributes in group 2.
var htmlTag = regexp.MustCompile(`<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z:-]+(?:="[^"]*")?)*)\s*>`)

// htmlAttribute matches one attribute of a start tag.
var htmlAttribute = regexp.MustCompile(`[a-zA-Z:-]+(?:="[^"]*")?`)

// sortedAttributes returns page with every start tag's attributes sorted:
// go-app writes them in map order, different at every rendering.
func sortedAttributes(page string) string {
	return htmlTag.ReplaceAllStringFunc(page, func(tag string) string {
		m := htmlTag.FindStringSubmatch(tag)
		attrs := htmlAttribute.FindAllString(m[2], -1)
		sort.Strings(attrs)
		return "<" + m[1] + " " + strings.Join(attrs, " ") + ">"
	})
}

// TestExportWorkerScope: under a sub-path the export registers the service
// worker for the folder without its slash (so /trax boots offline), falls
// back to the default scope where the host refuses, and its .htaccess
// allows that scope; at the root nothing changes.
func TestExportWorkerScope(t *testing.T) {
	dir := fakeBuild(t)
	out := filepath.Join(t.TempDir(), "dist")
	if err := Export(dir, out, "/trax/", ""); err != nil {
		t.Fatal(err)
	}
	js, _ := os.ReadFile(filepath.Join(out, "app.js"))
	want := `navigator.serviceWorker.register("/trax/app-worker.js", { scope: "/trax" }).catch(() => navigator.serviceWorker.register("/trax/app-worker.js"))`
	if !strings.Contains(string(js), want) {
		t.Errorf("app.js lacks %s:\n%s", want, workerRegistration.Find(js))
	}
	ht, _ := os.ReadFile(filepath.Join(out, ".htaccess"))
	if !strings.Contains(string(ht), `Header set Service-Worker-Allowed "/trax"`) {
		t.Errorf(".htaccess does not allow the scope /trax:\n%s", ht)
	}
	if err := Export(dir, out, "/", ""); err != nil {
		t.Fatal(err)
	}
	js, _ = os.ReadFile(filepath.Join(out, "app.js"))
	ht, _ = os.ReadFile(filepath.Join(out, ".htaccess"))
	if strings.Contains(string(js), "scope:") || strings.Contains(string(ht), "Service-Worker-Allowed") {
		t.Error("an export at the root of a site asks for a wider scope")
	}
	if err := widenWorkerScope(filepath.Join(out, "index.html"), "/x"); err == nil {
		t.Error("widenWorkerScope on a file without the registration: no error")
	}
}

// TestExportCompressesText: every text file of the export has brotli and
// gzip forms that decode to the file itself (the page and app.js as the
// export left them, after its rewrites), and pictures in PNG have none
// (the build compresses the .wasm files).
func TestExportCompressesText(t *testing.T) {
	dir := fakeBuild(t)
	out := filepath.Join(t.TempDir(), "dist")
	if err := Export(dir, out, "/trax/", ""); err != nil {
		t.Fatal(err)
	}
	checked := 0
	err := filepath.WalkDir(out, func(file string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(file, ".br") || strings.HasSuffix(file, ".gz") || d.Name() == ".htaccess" {
			return err
		}
		body, _ := os.ReadFile(file)
		br, brErr := os.ReadFile(file + ".br")
		gz, gzErr := os.ReadFile(file + ".gz")
		if !compressible(d.Name()) {
			if (brErr == nil || gzErr == nil) && filepath.Ext(file) != ".wasm" { // the build compresses .wasm
				t.Errorf("%s: not text, yet compressed", file)
			}
			return nil
		}
		if brErr != nil || gzErr != nil {
			t.Errorf("%s: no brotli or gzip form (%v, %v)", file, brErr, gzErr)
			return nil
		}
		if got, err := io.ReadAll(brotli.NewReader(bytes.NewReader(br))); err != nil || !bytes.Equal(got, body) {
			t.Errorf("%s.br does not decode to %s (%v)", file, d.Name(), err)
		}
		zr, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			t.Errorf("%s.gz: %v", file, err)
			return nil
		}
		if got, err := io.ReadAll(zr); err != nil || !bytes.Equal(got, body) {
			t.Errorf("%s.gz does not decode to %s (%v)", file, d.Name(), err)
		}
		checked++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	ht, _ := os.ReadFile(filepath.Join(out, ".htaccess"))
	if !strings.Contains(string(ht), `|txt))$ $1.br [L]`) || !strings.Contains(string(ht), `\.txt\.(br|gz)$ - [T=text/plain;charset=utf-8`) {
		t.Errorf(".htaccess does not send the languages' words (.txt) precompressed:\n%s", ht)
	}
	for _, name := range []string{"index.html", "app.js", "web/messages-sv.txt"} {
		if _, err := os.Stat(filepath.Join(out, name+".br")); err != nil {
			t.Errorf("%s has no brotli form", name)
		}
	}
	if checked < 5 {
		t.Errorf("only %d text files checked", checked)
	}
}

// TestAppJSKeepsWasmResponse: the served and the exported app.js hand
// the fetched app.wasm response itself to instantiateStreaming (it keeps
// its URL, so the browser may cache the compiled module) and count the
// progress on a clone; the page starts app.wasm early (web/wasm-start.js,
// with this version's cache and app.wasm's size) and app.js instantiates
// it, at the address it would fetch itself; the service worker is
// registered after app.wasm started; a go-app whose app.js no longer has
// fetchWithProgress, its instantiate call or its start is an error, not a
// silent miss.
func TestAppJSKeepsWasmResponse(t *testing.T) {
	check := func(where string, js []byte) {
		t.Helper()
		s := string(js)
		if strings.Contains(s, "\ngoappInitServiceWorker();") || !strings.Contains(s, "goappInitWebAssembly().finally(") {
			t.Errorf("%s: app.js registers the service worker beside app.wasm's download", where)
		}
		if strings.Contains(s, "new Response(") || !strings.Contains(s, "response.clone().body.getReader()") ||
			strings.Count(s, "async function fetchWithProgress(") != 1 || !strings.Contains(s, "return response;\n}") {
			t.Errorf("%s: app.js does not keep app.wasm's response:\n%s", where, goappFetchWithProgress.Find(js))
		}
	}
	s, err := load(fakeBuild(t), "/", false)
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/app.js", nil))
	if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Header().Get("Content-Type"), "application/javascript") {
		t.Fatalf("GET /app.js: %d %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	check("served", rec.Body.Bytes())
	// The start comes first in the head, before the style sheets.
	startsFirst := func(page, start string) bool {
		i := strings.Index(page, start)
		return i >= 0 && strings.Contains(page[:i], `<meta charset="UTF-8">`) && !strings.Contains(page[:i], "<link")
	}
	start := fmt.Sprintf(`<script src="/web/wasm-start.js" data-version="%s" data-size="%d" id="trax-wasm-start"></script>`, s.Version(), len(s.assets["/web/app.wasm"].body))
	if !startsFirst(string(s.page.body), start) ||
		!strings.Contains(rec.Body.String(), `const wasm = await traxInstantiate("/web/app.wasm", showProgress, go.importObject, instantiateStreaming);`) {
		t.Errorf("the page does not start the app.wasm that app.js instantiates, first in its head; want %s", start)
	}
	if strings.Contains(string(s.page.body), `rel="preload"`) {
		t.Error("the page still preloads app.wasm beside wasm-start.js: two downloads")
	}

	dir := fakeBuild(t)
	out := filepath.Join(t.TempDir(), "dist")
	if err := Export(dir, out, "/trax/", ""); err != nil {
		t.Fatal(err)
	}
	js, _ := os.ReadFile(filepath.Join(out, "app.js"))
	check("exported", js)
	page, _ := os.ReadFile(filepath.Join(out, "index.html"))
	if !startsFirst(string(page), `<script src="/trax/web/wasm-start.js" data-version="`) || !strings.Contains(string(js), `traxInstantiate("/trax/web/app.wasm"`) {
		t.Error("the export under /trax/ does not start the app.wasm that app.js instantiates")
	}

	if _, err := patchAppJS([]byte("goappInitWebAssembly();\n")); err == nil {
		t.Error("patchAppJS without go-app's fetchWithProgress: no error")
	}
	// go-app's app.js less one of the parts patchAppJS replaces.
	goapp := map[string]string{
		"fetchWithProgress":    "async function fetchWithProgress(url, progess) {\n  return fetch(url);\n}\n",
		"instantiateStreaming": "const wasm = await instantiateStreaming(\n      fetchWithProgress(\"/web/app.wasm\", showProgress),\n      go.importObject\n    );\n",
		"start":                goappStart,
	}
	for missing := range goapp {
		var js strings.Builder
		for part, text := range goapp {
			if part != missing {
				js.WriteString(text)
			}
		}
		if _, err := patchAppJS([]byte(js.String())); err == nil || !strings.Contains(err.Error(), missing) {
			t.Errorf("patchAppJS without go-app's %s: %v, want an error naming it", missing, err)
		}
	}
	var whole strings.Builder
	for _, text := range goapp {
		whole.WriteString(text)
	}
	if _, err := patchAppJS([]byte(whole.String())); err != nil {
		t.Errorf("patchAppJS with every part: %v", err)
	}
}
