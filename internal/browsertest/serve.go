package browsertest

import (
	"bufio"
	"fmt"
	"maps"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	"traxapp/internal/precompress"
)

// Server is a running `traxapp serve` on 127.0.0.1.
type Server struct {
	URL  string // base URL with its trailing slash, e.g. http://127.0.0.1:41234/
	cmd  *exec.Cmd
	once sync.Once
}

// Serve starts bin (the traxapp binary) serving the built app in dir on
// a free port of 127.0.0.1.
func Serve(bin, dir string) (*Server, error) {
	cmd := exec.Command(bin, "serve", "-addr", "127.0.0.1:0", "-dir", dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s: %w", bin, err)
	}
	s := &Server{cmd: cmd}
	// "serving Trax <version> on http://127.0.0.1:PORT/"
	line, err := bufio.NewReader(out).ReadString('\n')
	i := strings.Index(line, "http://")
	if err != nil || i < 0 {
		s.Stop()
		return nil, fmt.Errorf("the server said %q (%v), want a URL", line, err)
	}
	s.URL = strings.TrimSpace(line[i:])
	return s, nil
}

// Stop ends the server (the network "goes away" for a page, which keeps
// running). Safe to call more than once.
func (s *Server) Stop() {
	s.once.Do(func() {
		s.cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { s.cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(3 * time.Second):
			s.cmd.Process.Kill()
			<-done
		}
	})
}

// StaticSite is the static export (`traxapp static`) served by a plain
// file server under a sub-path, the way a club's web host would.
type StaticSite struct {
	URL    string // the app's URL, e.g. http://127.0.0.1:41234/trax/
	Dir    string // the exported files
	server *http.Server
	once   sync.Once

	mu   sync.Mutex
	sent map[string]int64 // body bytes sent, by URL path
}

// ServeStatic exports the built app in build for prefix (e.g. "/trax/")
// into out with bin (the traxapp binary) and serves it there: files
// only, .wasm and text files precompressed as the export's .htaccess has
// Apache serve them, with the service worker allowed the app's scope.
func ServeStatic(bin, build, out, prefix string) (*StaticSite, error) {
	if msg, err := exec.Command(bin, "static", "-dir", build, "-out", out, "-prefix", prefix).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("static export: %v\n%s", err, msg)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	files := http.StripPrefix(strings.TrimSuffix(prefix, "/"), precompress.Handler(out, http.FileServer(http.Dir(out))))
	mux := http.NewServeMux()
	mux.Handle(prefix, files)
	s := &StaticSite{URL: "http://" + ln.Addr().String() + prefix, Dir: out, sent: map[string]int64{}}
	s.server = &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if prefix != "/" && r.URL.Path == prefix+"app-worker.js" {
			// As the exported .htaccess has Apache do.
			w.Header().Set("Service-Worker-Allowed", strings.TrimSuffix(prefix, "/"))
		}
		cw := &countingWriter{ResponseWriter: w}
		mux.ServeHTTP(cw, r)
		s.mu.Lock()
		s.sent[r.URL.Path] += cw.n
		s.mu.Unlock()
	})}
	go s.server.Serve(ln)
	return s, nil
}

// Sent returns the body bytes the site has sent for each URL path so far.
func (s *StaticSite) Sent() map[string]int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return maps.Clone(s.sent)
}

// Stop closes the site's server and its connections. Safe to call more
// than once.
func (s *StaticSite) Stop() {
	s.once.Do(func() { s.server.Close() })
}

// countingWriter counts the body bytes of one response.
type countingWriter struct {
	http.ResponseWriter
	n int64
}

// Write counts what it passes on.
func (w *countingWriter) Write(b []byte) (int, error) {
	n, err := w.ResponseWriter.Write(b)
	w.n += int64(n)
	return n, err
}
