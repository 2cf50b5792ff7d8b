package main

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
	"traxapp/internal/precompress"
)

// site is where the app is opened: its name in the table and base URL.
type site struct {
	name string // served or static
	URL  string // with its trailing slash
}

// server is a running `traxapp serve`.
type server struct {
	URL string
	cmd *exec.Cmd
}

// startServer serves the built app in dir with the traxapp binary on a
// free port of 127.0.0.1 (as e2e does).
func startServer(bin, dir string) (*server, error) {
	cmd := exec.Command(bin, "serve", "-addr", "127.0.0.1:0", "-dir", dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s: %w", bin, err)
	}
	s := &server{cmd: cmd}
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

// Stop ends the server.
func (s *server) Stop() {
	s.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(3 * time.Second):
		s.cmd.Process.Kill()
		<-done
	}
}

// staticServer is the static export served by a plain file server.
type staticServer struct {
	URL    string
	server *http.Server
}

// startStatic exports the built app in build for prefix into out
// (`traxapp static`) and serves it from a plain file server under the
// prefix, .wasm and text files precompressed as the export's .htaccess
// has Apache serve them (as e2e does).
func startStatic(bin, build, out, prefix string) (*staticServer, error) {
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
	s := &staticServer{URL: "http://" + ln.Addr().String() + prefix}
	s.server = &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if prefix != "/" && r.URL.Path == prefix+"app-worker.js" {
			w.Header().Set("Service-Worker-Allowed", strings.TrimSuffix(prefix, "/"))
		}
		mux.ServeHTTP(w, r)
	})}
	go s.server.Serve(ln)
	return s, nil
}

// Stop closes the file server.
func (s *staticServer) Stop() { s.server.Close() }

// helloBuild copies the built app into dir with app.wasm replaced by the
// go-app hello-world's (e2e/testdata/hello), precompressed as the app's
// is, and returns dir.
func helloBuild(bin, build, dir string) (string, error) {
	if out, err := exec.Command("cp", "-r", build+"/.", dir).CombinedOutput(); err != nil {
		return "", fmt.Errorf("copying the build: %v\n%s", err, out)
	}
	wasm := filepath.Join(dir, "web", "app.wasm")
	for _, ext := range []string{".br", ".gz"} {
		os.Remove(wasm + ext)
	}
	quality := "9"
	if stamp, err := os.ReadFile(filepath.Join(dir, "web", ".precompressed")); err == nil {
		for _, line := range strings.Split(string(stamp), "\n") {
			if f := strings.Fields(line); len(f) == 3 && f[0] == "app.wasm" {
				quality = f[2]
			}
		}
	}
	os.Remove(filepath.Join(dir, "web", ".precompressed"))
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "./e2e/testdata/hello")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building the hello-world (run from the repository's root): %v\n%s", err, out)
	}
	if out, err := exec.Command(bin, "precompress", "-q", quality, wasm).CombinedOutput(); err != nil {
		return "", fmt.Errorf("precompressing the hello-world: %v\n%s", err, out)
	}
	return dir, nil
}
