//go:build !wasm

package site

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/internal/precompress"

	"traxapp/app"
)

// The app's colours: the dark board (black tiles, red and white tracks).
const (
	backgroundColor = "#121212"
	themeColor      = "#121212"
)

// contentSecurityPolicy allows nothing from other origins. go-app's page
// has no inline script (wasm_exec.js and app.js are files) and no <style>
// element, but go-app applies Style() through the style attribute, hence
// style-src-attr 'unsafe-inline' (browsers without style-src-attr fall back
// to style-src and merely drop those inline styles). 'wasm-unsafe-eval'
// lets app.wasm and worker.wasm compile. Any site may frame the app (clubs
// embed it in an iframe), so frame-ancestors is * and X-Frame-Options is
// never sent.
const contentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
	"style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; " +
	"worker-src 'self'; manifest-src 'self'; font-src 'self'; object-src 'none'; " +
	"base-uri 'self'; form-action 'none'; frame-ancestors *"

// metaContentSecurityPolicy is the part of the policy a <meta> tag can carry
// (frame-ancestors cannot): the static export puts it in index.html for hosts
// that send no headers of their own.
var metaContentSecurityPolicy = strings.TrimSuffix(contentSecurityPolicy, "; frame-ancestors *")

// securityHeaders are sent with every response of the server (and by the
// static export's .htaccess).
//
// Cross-Origin-Resource-Policy is cross-origin, and Access-Control-Allow-
// Origin is *, so that the app also runs in an iframe sandboxed without
// allow-same-origin: such a page has an opaque origin, every file it loads
// is cross-origin to it, and with CORP same-origin the browser blocked all
// of them (an unstyled page, no app); its fetch of app.wasm is a CORS
// request. What CORP same-origin and the lack of CORS protect is a
// response another site must not read: private data sent with the user's
// cookies, or a page behind a login. The app has neither: every file is
// the same public, static file for everyone (the server sets no cookie and
// reads no credentials; the player's games stay in the browser's
// storage), which any site could fetch through its own server anyway. The
// CSP's frame-ancestors * already lets any site frame the app.
var securityHeaders = map[string]string{
	"Content-Security-Policy":      contentSecurityPolicy,
	"X-Content-Type-Options":       "nosniff",
	"Referrer-Policy":              "no-referrer",
	"Permissions-Policy":           "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
	"Cross-Origin-Opener-Policy":   "same-origin",
	"Cross-Origin-Resource-Policy": "cross-origin",
	"Access-Control-Allow-Origin":  "*",
}

// asset is one shipped file under /web/, held in memory with its
// precompressed forms (found next to it as NAME.br and NAME.gz).
type asset struct {
	name     string // URL path, e.g. "/web/app.wasm"
	ctype    string
	body     []byte
	br, gz   []byte
	etag     string
	modified time.Time
}

// Site is the built app, ready to serve: the files of dir/web,
// dir/wasm_exec.js, and the go-app handler that renders the page.
type Site struct {
	dir      string
	assets   map[string]*asset // by URL path
	wasmExec *asset
	manifest *asset // go-app's, corrected (see fixManifest)
	page     *asset // go-app's page, rendered once (see renderPage); nil in an export
	appJS    *asset // go-app's app.js, rendered once and patched (appjs.go)
	version  string
	handler  *goapp.Handler

	// Timeouts bound how long Serve waits on a client; zero fields take
	// DefaultTimeouts' values.
	Timeouts Timeouts
}

// Load reads the app built by `make build` from dir, to be served at the
// root of a site by ServeHTTP.
func Load(dir string) (*Site, error) {
	return load(dir, "/", false)
}

// load reads the built app from dir (see `make build`) and configures
// go-app for hosting under prefix ("/" for the root of a site, "/trax/"
// for https://club.example/trax/). An export (static files) carries its
// security policy in the page, since its host may send no headers.
func load(dir, prefix string, export bool) (*Site, error) {
	s := &Site{dir: dir, assets: map[string]*asset{}}
	web := filepath.Join(dir, "web")
	entries, err := os.ReadDir(web)
	if err != nil {
		return nil, fmt.Errorf("reading the built app: %w (run `make build` first)", err)
	}
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || strings.HasPrefix(name, ".") ||
			strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") {
			continue
		}
		a, err := readAsset(filepath.Join(web, name), "/web/"+name)
		if err != nil {
			return nil, err
		}
		s.assets[a.name] = a
	}
	if s.assets["/web/app.wasm"] == nil {
		return nil, fmt.Errorf("%s has no app.wasm (run `make build` first)", web)
	}
	if s.wasmExec, err = readAsset(filepath.Join(dir, "wasm_exec.js"), "/wasm_exec.js"); err != nil {
		return nil, err
	}
	s.version = s.hash()
	s.handler = s.newHandler(prefix, export)
	app.Register()
	if s.manifest, err = s.fixManifest(PrefixResolver(prefix).Resolve("/")); err != nil {
		return nil, err
	}
	if s.appJS, err = s.renderAppJS(); err != nil {
		return nil, err
	}
	if !export {
		if s.page, err = s.renderPage(); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// renderPage renders go-app's page once, for every request of "/": on the
// server the page is the same whatever the query (the app chooses its view
// in the browser), and rendering it costs many times the time and
// allocations of sending it from memory (BenchmarkServe). The Open
// Graph addresses go-app would fill with an empty host are left out; the
// page is kept gzipped too.
func (s *Site) renderPage() (*asset, error) {
	page, err := s.renderGoapp("/", "page")
	if err != nil {
		return nil, err
	}
	body, err := wasmStartFirst(page)
	if err != nil {
		return nil, err
	}
	if s.handler.Domain == "" {
		body = withoutOpenGraphAddresses(body)
	}
	return memoryAsset("/", "text/html; charset=utf-8", body)
}

// renderGoapp returns what go-app's handler answers for path (its what,
// for errors), or an error if the answer is not 200 OK.
func (s *Site) renderGoapp(path, what string) ([]byte, error) {
	rec := httptest.NewRecorder()
	s.handler.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	if rec.Code != http.StatusOK {
		return nil, fmt.Errorf("go-app's %s: status %d: %.200s", what, rec.Code, rec.Body.String())
	}
	return rec.Body.Bytes(), nil
}

// memoryAsset returns body, served from memory as name, with its gzipped
// form.
func memoryAsset(name, ctype string, body []byte) (*asset, error) {
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(body)
	if err := zw.Close(); err != nil {
		return nil, fmt.Errorf("%s: gzip: %w", name, err)
	}
	sum := sha256.Sum256(body)
	return &asset{
		name:     name,
		ctype:    ctype,
		body:     body,
		gz:       gz.Bytes(),
		etag:     hex.EncodeToString(sum[:8]),
		modified: time.Now(),
	}, nil
}

// fixManifest corrects go-app's web manifest: its scope is always "/",
// which would let the app installed from https://club.example/trax/ claim
// the club's whole site, it has no id, and its icons have an empty purpose
// where "any" is meant.
func (s *Site) fixManifest(root string) (*asset, error) {
	goappManifest, err := s.renderGoapp("/manifest.webmanifest", "manifest")
	if err != nil {
		return nil, err
	}
	var m map[string]any
	if err := json.Unmarshal(goappManifest, &m); err != nil {
		return nil, fmt.Errorf("go-app's manifest: %w", err)
	}
	m["scope"] = root
	m["id"] = root
	icons, _ := m["icons"].([]any)
	for _, ic := range icons {
		if ic, ok := ic.(map[string]any); ok && ic["purpose"] == "" {
			ic["purpose"] = "any"
		}
	}
	body, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(body)
	return &asset{
		name:     "/manifest.webmanifest",
		ctype:    "application/manifest+json",
		body:     body,
		etag:     hex.EncodeToString(sum[:8]),
		modified: time.Now(),
	}, nil
}

// readAsset reads the file at file and its .br and .gz siblings, if any.
func readAsset(file, name string) (*asset, error) {
	body, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	st, err := os.Stat(file)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(body)
	a := &asset{
		name:     name,
		ctype:    contentType(name),
		body:     body,
		etag:     hex.EncodeToString(sum[:8]),
		modified: st.ModTime(),
	}
	if a.br, err = os.ReadFile(file + ".br"); err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	if a.gz, err = os.ReadFile(file + ".gz"); err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	if a.br == nil && a.gz == nil && compressible(name) {
		// Text (styles, scripts, pictures in SVG) is small: compress it
		// here rather than in the build.
		if a.br, a.gz, err = precompress.Bytes(body, precompress.MaxQuality); err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
		}
	}
	return a, nil
}

// compressible reports whether a file of this name is text that the
// server and the export send compressed: HTML, scripts, styles, the
// manifest and SVG pictures (the .wasm files are compressed by the build).
func compressible(name string) bool {
	switch path.Ext(name) {
	case ".html", ".js", ".css", ".webmanifest", ".svg", ".json", ".txt":
		return true
	}
	return false
}

// contentType is the media type for a file name; .wasm and .webmanifest are
// spelled out so that the server never depends on the host's mime tables.
func contentType(name string) string {
	switch path.Ext(name) {
	case ".wasm":
		return "application/wasm"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".webmanifest":
		return "application/manifest+json"
	case ".svg":
		return "image/svg+xml"
	}
	if t := mime.TypeByExtension(path.Ext(name)); t != "" {
		return t
	}
	return "application/octet-stream"
}

// names returns the URL paths of the shipped files, sorted.
func (s *Site) names() []string {
	names := make([]string, 0, len(s.assets))
	for n := range s.assets {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Version is the app's version (see hash), which the service worker
// carries: a new version makes installed copies update.
func (s *Site) Version() string { return s.version }

// hash is the app's version: a hash of every shipped file, so that a
// rebuild with identical output never prompts an update.
func (s *Site) hash() string {
	h := sha256.New()
	for _, n := range s.names() {
		fmt.Fprintf(h, "%s %d\n", n, len(s.assets[n].body))
		h.Write(s.assets[n].body)
	}
	h.Write(s.wasmExec.body)
	fmt.Fprintf(h, "%s\n%s\n", appWorkerJS, metaContentSecurityPolicy)
	return hex.EncodeToString(h.Sum(nil)[:8])
}

// newHandler configures go-app's page, manifest and service worker.
func (s *Site) newHandler(prefix string, export bool) *goapp.Handler {
	var styles, scripts, cacheable, lazy []string
	for _, n := range s.names() {
		switch {
		case strings.HasSuffix(n, ".css"):
			styles = append(styles, n)
		case n == "/web/embed.js":
			scripts = append(scripts, n+" defer")
		case n == "/web/storage-guard.js" || n == "/web/app-root.js":
			// Before go-app's own scripts run (see the files).
			scripts = append([]string{n}, scripts...)
		case isLazyResource(n):
			lazy = append(lazy, PrefixResolver(prefix).Resolve(n))
		default:
			cacheable = append(cacheable, n)
		}
	}
	// loader.css styles go-app's loading screen; it comes first so that the
	// UI's own style sheets can override it.
	sort.SliceStable(styles, func(i, j int) bool { return styles[i] == "/web/loader.css" })
	// app.wasm is fetched and compiled from the page's start, beside the
	// style sheets and scripts, not once app.js has run (appjs.go).
	var raw []string
	if s.assets["/web/wasm-start.js"] != nil {
		raw = append(raw, wasmStartTag(PrefixResolver(prefix).Resolve("/web/wasm-start.js"), s.version, len(s.assets["/web/app.wasm"].body)))
	}
	if export {
		raw = append(raw, `<meta http-equiv="Content-Security-Policy" content="`+metaContentSecurityPolicy+`">`)
	}
	return &goapp.Handler{
		Name:            "Trax",
		ShortName:       "Trax",
		Title:           "Trax",
		Description:     "Trax, the tile game of loops and lines: play a friend or the computer, online or offline.",
		Lang:            "en",
		BackgroundColor: backgroundColor,
		ThemeColor:      themeColor,
		LoadingLabel:    "Loading Trax {progress}%",
		Icon: goapp.Icon{
			Default:  "/web/icon-192.png",
			Large:    "/web/icon-512.png",
			Maskable: "/web/icon-maskable-512.png",
			SVG:      "/web/icon.svg",
		},
		Styles:             styles,
		Scripts:            scripts,
		CacheableResources: append(cacheable, "/wasm_exec.js"),
		RawHeaders:         raw,
		Resources:          PrefixResolver(prefix),
		Version:            s.version,
		// Progress counts decoded bytes, so this is the raw size even when
		// app.wasm travels compressed.
		WasmContentLength:     strconv.Itoa(len(s.assets["/web/app.wasm"].body)),
		ServiceWorkerTemplate: strings.Replace(appWorkerJS, lazyResourcesMark, jsonList(lazy), 1),
	}
}

// jsonList returns list as a JSON array (never null).
func jsonList(list []string) string {
	if list == nil {
		list = []string{}
	}
	b, _ := json.Marshal(list)
	return string(b)
}

// openGraphAddress matches the og:url and og:image tags of go-app's page
// (in either attribute order).
var openGraphAddress = regexp.MustCompile(`\s*<meta (?:property="og:(?:url|image)" content="[^"]*"|content="[^"]*" property="og:(?:url|image)")>`)

// withoutOpenGraphAddresses removes og:url and og:image from a page whose
// public address is unknown: go-app fills them with an empty host, and a
// link preview on a club's site would show a broken link and picture.
func withoutOpenGraphAddresses(page []byte) []byte {
	return openGraphAddress.ReplaceAll(page, nil)
}

// setPublic gives the page its public address (an https URL ending in the
// prefix), for og:url and og:image; "" leaves them out.
func (s *Site) setPublic(prefix, public string) error {
	if public == "" {
		return nil
	}
	u, err := url.Parse(public)
	if err != nil || u.Scheme != "https" || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		return fmt.Errorf("public address %q: want https://host/path/", public)
	}
	want := PrefixResolver(prefix).Resolve("/")
	if p := "/" + strings.Trim(u.Path, "/") + "/"; strings.ReplaceAll(p, "//", "/") != want {
		return fmt.Errorf("public address %q: its path should be the prefix %s", public, want)
	}
	s.handler.Domain = u.Host
	s.handler.Image = "https://" + u.Host + want + "web/icon-512.png"
	return nil
}

// PrefixResolver resolves the app's absolute paths under a sub-path (the
// static export's -prefix): "/" becomes the prefix itself with its
// trailing slash ("/trax/"), unlike go-app's PrefixedLocation ("/trax"),
// which hosts redirect, leaving a redirect in the precache and no offline
// boot.
type PrefixResolver string

// Resolve implements goapp.ResourceResolver.
func (p PrefixResolver) Resolve(location string) string {
	prefix := "/" + strings.Trim(string(p), "/") + "/"
	if prefix == "//" {
		prefix = "/"
	}
	switch {
	case location == "" || location == "/":
		return prefix
	case strings.HasPrefix(location, "//") || strings.Contains(location, "://"):
		return location
	case strings.HasPrefix(location, "/"):
		return prefix + location[1:]
	case location == "web" || strings.HasPrefix(location, "web/"):
		return prefix + location
	}
	return location
}
