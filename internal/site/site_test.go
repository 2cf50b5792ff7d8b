//go:build !wasm

package site

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
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

func FuzzAccepts(f *testing.F) {
	f.Add("gzip, deflate, br;q=0.9")
	f.Add(";;q=,,br;q")
	f.Fuzz(func(t *testing.T, header string) {
		r := httptest.NewRequest(http.MethodGet, "/", nil)
		r.Header.Set("Accept-Encoding", header)
		accepts(r, "br")
		accepts(r, "gzip")
	})
}

// fakeBuild writes a minimal built app: a fake app.wasm with its gzip
// form (no brotli), an icon, and wasm_exec.js.
func fakeBuild(t *testing.T) string {
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
		"web/worker.js":             []byte("//"),
		"web/worker-traxit.wasm":    []byte("\x00asm"),
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
// (web/worker-<game>.wasm) is not precached, so a first visit downloads
// only what it uses, but the service worker keeps it once fetched.
func TestServiceWorkerCachesGameWorkersLazily(t *testing.T) {
	s, err := load(fakeBuild(t), "/trax/", true)
	if err != nil {
		t.Fatal(err)
	}
	w := httptest.NewRecorder()
	s.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/app-worker.js", nil))
	sw := w.Body.String()
	if !strings.Contains(sw, `const lazyResources = ["/trax/web/worker-traxit.wasm"];`) {
		t.Errorf("app-worker.js does not list worker-traxit.wasm as lazy:\n%s", sw)
	}
	precache := sw[strings.Index(sw, "resourcesToCache"):]
	precache = precache[:strings.Index(precache, "\n")]
	if strings.Contains(precache, "worker-traxit") || !strings.Contains(precache, "/trax/web/worker.js") {
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
