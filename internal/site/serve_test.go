//go:build !wasm

package site

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// serveForTest serves s on a free local port with the given timeouts until
// the test ends, and returns the address.
func serveForTest(t *testing.T, s *Site, timeouts Timeouts) string {
	t.Helper()
	s.Timeouts = timeouts
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		<-done
	})
	return ln.Addr().String()
}

// TestServeClosesStalledRequests: a client that announces a body and never
// sends it, or stops halfway through its headers, or keeps an idle
// connection, has the connection closed once the matching timeout has
// passed; it cannot hold a connection (and a file descriptor) forever.
func TestServeClosesStalledRequests(t *testing.T) {
	s, err := Load(fakeBuild(t))
	if err != nil {
		t.Fatal(err)
	}
	addr := serveForTest(t, s, Timeouts{Header: 300 * time.Millisecond, Request: 500 * time.Millisecond, Idle: 500 * time.Millisecond})
	for _, tc := range []struct {
		name, send string
	}{
		{"body announced, never sent", "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\n"},
		{"body announced on an asset", "GET /web/icon.svg HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\n"},
		{"large body announced, half sent", "GET /web/icon.svg HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n0123456789"},
		{"headers never finished", "GET / HTTP/1.1\r\nHost: x\r\n"},
		{"idle after a request", "GET /web/icon.svg HTTP/1.1\r\nHost: x\r\n\r\n"},
		{"nothing sent", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			conn, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			if _, err := io.WriteString(conn, tc.send); err != nil {
				t.Fatal(err)
			}
			// Generous: the server must close well before this.
			conn.SetReadDeadline(time.Now().Add(10 * time.Second))
			start := time.Now()
			_, err = io.Copy(io.Discard, conn)
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				t.Fatalf("connection still open after %v", time.Since(start).Round(time.Millisecond))
			}
		})
	}
}

// TestServeKeepsSlowDownloads: the request timeout bounds reading the
// request, never writing the answer: a client that takes longer than it
// to download a large file gets the whole file.
func TestServeKeepsSlowDownloads(t *testing.T) {
	dir := fakeBuild(t)
	// Larger than what the kernel buffers on a loopback connection, so
	// the server is still writing when the request timeout has passed.
	big := strings.Repeat("\x00asm slow download ", 24<<20/19)
	if err := os.WriteFile(filepath.Join(dir, "web", "worker-big.wasm"), []byte(big), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	addr := serveForTest(t, s, Timeouts{Header: 100 * time.Millisecond, Request: 100 * time.Millisecond, Idle: 100 * time.Millisecond})
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	io.WriteString(conn, "GET /web/worker-big.wasm HTTP/1.1\r\nHost: x\r\n\r\n")
	r := bufio.NewReader(conn)
	resp, err := http.ReadResponse(r, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	time.Sleep(500 * time.Millisecond) // five request timeouts
	n, err := io.Copy(io.Discard, resp.Body)
	got := int(n)
	if err != nil || got != len(big) {
		t.Errorf("slow download: %d of %d bytes, %v", got, len(big), err)
	}
}
