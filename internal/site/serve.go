//go:build !wasm

package site

import (
	"bytes"
	"context"
	"errors"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Timeouts bound how long the server waits on a client. None bounds
// writing an answer: app.wasm may take minutes to reach a slow phone.
type Timeouts struct {
	Header  time.Duration // to receive a request's headers
	Request time.Duration // to receive a whole request, headers and body
	Idle    time.Duration // to receive the next request on a kept-alive connection
}

// DefaultTimeouts are the timeouts Serve uses for the zero fields of
// Site.Timeouts. The app takes only GET and HEAD, whose requests have no
// body: 30 s for a whole request is plenty.
var DefaultTimeouts = Timeouts{Header: 10 * time.Second, Request: 30 * time.Second, Idle: 2 * time.Minute}

// Serve serves s on ln until ctx is done, then shuts the server down
// (giving open requests 2 s). It returns nil once shut down. A client has
// s.Timeouts (by default DefaultTimeouts) to send a request's headers, to
// send the whole request, and to start the next request on a kept-alive
// connection, after which the connection is closed; there is no write
// deadline, since app.wasm may take minutes to reach a slow phone.
func (s *Site) Serve(ctx context.Context, ln net.Listener) error {
	t := s.Timeouts
	if t.Header <= 0 {
		t.Header = DefaultTimeouts.Header
	}
	if t.Request <= 0 {
		t.Request = DefaultTimeouts.Request
	}
	if t.Idle <= 0 {
		t.Idle = DefaultTimeouts.Idle
	}
	srv := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: t.Header,
		// ReadTimeout bounds reading the body too: a request announcing a
		// body it never sends is dropped. net/http lifts the read deadline
		// once the body is read, so a slow download is not cut.
		ReadTimeout:    t.Request,
		IdleTimeout:    t.Idle,
		MaxHeaderBytes: 64 << 10,
	}
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		srv.Shutdown(shutdown)
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// appPaths are the paths outside /web/ that the app consists of; the
// server answers 404 to everything else.
var appPaths = map[string]bool{
	"/":                     true,
	"/app.js":               true,
	"/app.css":              true,
	"/app-worker.js":        true,
	"/manifest.webmanifest": true,
	"/wasm_exec.js":         true,
}

// ServeHTTP serves the app at the root of a site: go-app's page (rendered
// once, see renderPage) and generated files, wasm_exec.js from the Go toolchain, the files of /web/
// (precompressed when the client accepts it), security headers on every
// response, and 404 for anything else.
func (s *Site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	for k, v := range securityHeaders {
		w.Header().Set(k, v)
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := r.URL.Path
	switch {
	case p == "/wasm_exec.js":
		serveAsset(w, r, s.wasmExec)
	case p == "/manifest.webmanifest":
		serveAsset(w, r, s.manifest)
	case p == "/app.js":
		serveAsset(w, r, s.appJS)
	case s.assets[p] != nil:
		serveAsset(w, r, s.assets[p])
	case p == "/" && s.page != nil:
		serveAsset(w, r, s.page)
	case appPaths[p]:
		s.handler.ServeHTTP(w, r)
	default:
		http.NotFound(w, r)
	}
}

// serveAsset sends a's best encoding the client accepts: brotli, then
// gzip, then identity.
func serveAsset(w http.ResponseWriter, r *http.Request, a *asset) {
	h := w.Header()
	body, enc := a.body, ""
	if a.br != nil || a.gz != nil {
		h.Add("Vary", "Accept-Encoding")
		switch {
		case a.br != nil && accepts(r, "br"):
			body, enc = a.br, "br"
		case a.gz != nil && accepts(r, "gzip"):
			body, enc = a.gz, "gzip"
		}
	}
	if enc != "" {
		h.Set("Content-Encoding", enc)
		// http.ServeContent leaves out Content-Length for an encoded body
		// and sends it chunked: the length lets a loader show progress.
		if r.Header.Get("Range") == "" {
			h.Set("Content-Length", strconv.Itoa(len(body)))
		}
	}
	h.Set("Content-Type", a.ctype)
	h.Set("Cache-Control", "no-cache")
	h.Set("ETag", `"`+a.etag+enc+`"`)
	http.ServeContent(w, r, "", a.modified, bytes.NewReader(body))
}

// accepts reports whether the request's Accept-Encoding lists coding with
// a non-zero quality.
func accepts(r *http.Request, coding string) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), coding) {
			continue
		}
		q, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q=")
		if !ok {
			return true
		}
		f, err := strconv.ParseFloat(q, 64)
		return err == nil && f > 0
	}
	return false
}
