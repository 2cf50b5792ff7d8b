//go:build !wasm

package site

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/internal/precompress"
)

// Export writes the app built by `make build` in dir as a static site into
// out (replacing it), for hosting under prefix ("/" for the root of a site,
// "/trax/" for https://club.example/trax/): go-app's page and generated
// files with the security policy in the page, the toolchain's wasm_exec.js,
// every file of web/ with its precompressed forms, and a sample .htaccess
// for Apache hosts. public is the address the site will have
// ("https://club.example/trax/"), for link previews (Open Graph); without
// it the page carries no og:url and og:image, since go-app would write an
// empty host there ("https://").
func Export(dir, out, prefix, public string) error {
	s, err := load(dir, prefix, true)
	if err != nil {
		return err
	}
	if err := s.setPublic(prefix, public); err != nil {
		return err
	}
	if err := os.RemoveAll(out); err != nil {
		return err
	}
	if err := goapp.GenerateStaticWebsite(out, s.handler); err != nil {
		return err
	}
	page := filepath.Join(out, "index.html")
	b, err := os.ReadFile(page)
	if err != nil {
		return err
	}
	if b, err = wasmStartFirst(b); err != nil {
		return err
	}
	if public == "" {
		b = withoutOpenGraphAddresses(b)
	}
	if err := os.WriteFile(page, b, 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "manifest.webmanifest"), s.manifest.body, 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "app.js"), s.appJS.body, 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "wasm_exec.js"), s.wasmExec.body, 0o644); err != nil {
		return err
	}
	for _, n := range s.names() {
		a := s.assets[n]
		file := filepath.Join(out, filepath.FromSlash(strings.TrimPrefix(n, "/")))
		for _, f := range []struct {
			name string
			body []byte
		}{{file, a.body}, {file + ".br", a.br}, {file + ".gz", a.gz}} {
			if f.body == nil {
				continue
			}
			if err := os.WriteFile(f.name, f.body, 0o644); err != nil {
				return err
			}
		}
	}
	scope := subPathScope(prefix)
	if scope != "" {
		if err := widenWorkerScope(filepath.Join(out, "app.js"), scope); err != nil {
			return err
		}
	}
	if err := compressPages(out); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, ".htaccess"), []byte(htaccessFor(scope)), 0o644)
}

// compressPages writes NAME.br and NAME.gz beside every text file at the
// top of the export that has none yet: the page, go-app's scripts, style
// and manifest, wasm_exec.js (web/'s files got theirs from the site). The
// .htaccess serves them to browsers that accept them.
func compressPages(out string) error {
	entries, err := os.ReadDir(out)
	if err != nil {
		return err
	}
	for _, e := range entries {
		file := filepath.Join(out, e.Name())
		if !e.Type().IsRegular() || !compressible(e.Name()) {
			continue
		}
		if _, err := os.Stat(file + ".br"); err == nil {
			continue
		}
		body, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		if err := precompress.Write(file, body, precompress.MaxQuality); err != nil {
			return err
		}
	}
	return nil
}

// subPathScope returns the service worker's scope for an export under a
// sub-path: the prefix without its trailing slash ("/trax" for "/trax/"),
// so that the worker also answers https://club.example/trax offline, a
// link without the slash that hosts redirect online. At the root of a
// site it is "" (the default scope covers everything).
func subPathScope(prefix string) string {
	return strings.TrimSuffix(PrefixResolver(prefix).Resolve("/"), "/")
}

// workerRegistration matches go-app's registration of the service worker in
// app.js: navigator.serviceWorker.register("<url>").
var workerRegistration = regexp.MustCompile(`navigator\.serviceWorker\.register\(\s*("[^"]*")\s*\)`)

// widenWorkerScope rewrites the service worker's registration in the app.js
// at path to ask for scope, which reaches above the worker script's own
// folder and so needs the host to send "Service-Worker-Allowed: <scope>"
// with app-worker.js (the exported .htaccess does); where it does not, the
// registration falls back to the default scope (the prefix with its slash).
func widenWorkerScope(path, scope string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if len(workerRegistration.FindAllIndex(b, -1)) != 1 {
		return fmt.Errorf("%s: go-app's service worker registration not found (has go-app's app.js changed?)", path)
	}
	quoted, _ := json.Marshal(scope)
	b = workerRegistration.ReplaceAll(b, []byte(`navigator.serviceWorker.register($1, { scope: `+string(quoted)+` }).catch(() => navigator.serviceWorker.register($1))`))
	return os.WriteFile(path, b, 0o644)
}

// htaccess serves the .wasm files, the page, scripts, styles, the
// manifest and SVG precompressed on Apache
// (mod_rewrite, mod_headers, mod_mime) and sends the server's security
// headers (securityHeaders, Content-Security-Policy included) with every
// response, errors too ("always"). Other hosts: serve NAME.br with
// "Content-Encoding: br" (or NAME.gz with "gzip") when the request's
// Accept-Encoding allows, always with NAME's own Content-Type and "Vary:
// Accept-Encoding", and send the same headers. The export holds
// no dotfile but .htaccess, which Apache never serves.
// htaccessFor returns the .htaccess of an export whose service worker asks
// for scope ("" at the root of a site).
func htaccessFor(scope string) string {
	if scope == "" {
		return htaccess
	}
	allow := fmt.Sprintf("<IfModule mod_headers.c>\n  # The service worker also answers %s (without the slash) offline.\n  <FilesMatch \"^app-worker\\.js(\\.br|\\.gz)?$\">\n    Header set Service-Worker-Allowed %q\n  </FilesMatch>\n</IfModule>\n", scope, scope)
	return htaccess + allow
}

var htaccess = `# Trax: serve the app's files precompressed (brotli, else gzip) to
# browsers that accept it: the WebAssembly, the page, scripts, styles and
# the languages' words (.txt).
<IfModule mod_mime.c>
  AddType application/wasm .wasm
  AddType application/manifest+json .webmanifest
  # .br is brotli here, not the Breton language; .gz gets its encoding
  # from the rules below.
  RemoveLanguage .br
  RemoveEncoding .gz
</IfModule>
<IfModule mod_rewrite.c>
  RewriteEngine On
  RewriteCond %{HTTP:Accept-Encoding} br
  RewriteCond %{REQUEST_FILENAME}.br -f
  RewriteRule ^(.*\.(wasm|html|js|css|webmanifest|svg|txt))$ $1.br [L]
  RewriteCond %{HTTP:Accept-Encoding} gzip
  RewriteCond %{REQUEST_FILENAME}.gz -f
  RewriteRule ^(.*\.(wasm|html|js|css|webmanifest|svg|txt))$ $1.gz [L]
  RewriteRule \.wasm\.(br|gz)$ - [T=application/wasm,E=no-gzip:1,E=no-brotli:1]
  RewriteRule \.html\.(br|gz)$ - [T=text/html;charset=utf-8,E=no-gzip:1,E=no-brotli:1]
  RewriteRule \.js\.(br|gz)$ - [T=text/javascript;charset=utf-8,E=no-gzip:1,E=no-brotli:1]
  RewriteRule \.css\.(br|gz)$ - [T=text/css;charset=utf-8,E=no-gzip:1,E=no-brotli:1]
  RewriteRule \.webmanifest\.(br|gz)$ - [T=application/manifest+json,E=no-gzip:1,E=no-brotli:1]
  RewriteRule \.svg\.(br|gz)$ - [T=image/svg+xml,E=no-gzip:1,E=no-brotli:1]
  RewriteRule \.txt\.(br|gz)$ - [T=text/plain;charset=utf-8,E=no-gzip:1,E=no-brotli:1]
</IfModule>
<IfModule mod_headers.c>
  <FilesMatch "\.br$">
    Header set Content-Encoding br
    Header append Vary Accept-Encoding
  </FilesMatch>
  <FilesMatch "\.gz$">
    Header set Content-Encoding gzip
    Header append Vary Accept-Encoding
  </FilesMatch>
  # The server's security headers (traxapp serve sends the same). Any site
  # may frame the app (frame-ancestors *): clubs embed it in an iframe.
` + htaccessHeaders() + `</IfModule>
`

// htaccessHeaders returns securityHeaders as mod_headers directives, in
// name order.
func htaccessHeaders() string {
	names := make([]string, 0, len(securityHeaders))
	for k := range securityHeaders {
		names = append(names, k)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, k := range names {
		fmt.Fprintf(&b, "  Header always set %s %q\n", k, securityHeaders[k])
	}
	return b.String()
}
