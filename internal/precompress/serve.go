//go:build !wasm

package precompress

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Handler serves FILE.br or FILE.gz from dir in place of FILE when the
// client accepts them and dir holds them, for the file types the static
// export's .htaccess serves precompressed, as Apache does with it; any
// other request goes to next. The browser tests and the browser benchmark
// serve the static export with it.
func Handler(dir string, next http.Handler) http.Handler {
	types := map[string]string{
		".wasm": "application/wasm", ".html": "text/html; charset=utf-8",
		".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
		".webmanifest": "application/manifest+json", ".svg": "image/svg+xml",
		".txt": "text/plain; charset=utf-8",
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := r.URL.Path
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		if ctype, ok := types[path.Ext(name)]; ok {
			ae := r.Header.Get("Accept-Encoding")
			for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
				file := filepath.Join(dir, filepath.FromSlash(name)+enc.ext)
				if !strings.Contains(ae, enc.token) {
					continue
				}
				if _, err := os.Stat(file); err == nil {
					w.Header().Set("Content-Encoding", enc.token)
					w.Header().Set("Content-Type", ctype)
					w.Header().Add("Vary", "Accept-Encoding")
					http.ServeFile(w, r, file)
					return
				}
			}
		}
		next.ServeHTTP(w, r)
	})
}
