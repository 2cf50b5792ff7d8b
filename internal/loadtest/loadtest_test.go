//go:build !wasm

package loadtest

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestRun loads a small server briefly: the good path's requests are
// counted with their bytes and ordered percentiles, the missing path's as
// errors saying why, and the report names both.
func TestRun(t *testing.T) {
	body := strings.Repeat("x", 1000)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/ok" {
			http.NotFound(w, r)
			return
		}
		if r.Header.Get("Accept-Encoding") != "br" {
			t.Errorf("request with Accept-Encoding %q, want br", r.Header.Get("Accept-Encoding"))
		}
		w.Write([]byte(body))
	}))
	defer srv.Close()
	r, err := Run(context.Background(), Options{BaseURL: srv.URL, Paths: []string{"/ok", "/missing"}, Conns: 4, Duration: 300 * time.Millisecond, AcceptEncoding: "br"})
	if err != nil {
		t.Fatal(err)
	}
	ok, missing := r.Paths[0], r.Paths[1]
	if ok.Requests == 0 || ok.Errors != 0 || ok.Bytes != int64(ok.Requests*len(body)) {
		t.Errorf("/ok: %d requests, %d errors, %d bytes; want requests of %d bytes and no errors", ok.Requests, ok.Errors, ok.Bytes, len(body))
	}
	if !(ok.P50 > 0 && ok.P50 <= ok.P90 && ok.P90 <= ok.P99 && ok.P99 <= ok.Max) {
		t.Errorf("/ok: percentiles out of order: %v %v %v %v", ok.P50, ok.P90, ok.P99, ok.Max)
	}
	if missing.Requests != 0 || missing.Errors == 0 || !strings.Contains(missing.FirstError, "404") {
		t.Errorf("/missing: %d requests, %d errors (%q); want only errors, saying 404", missing.Requests, missing.Errors, missing.FirstError)
	}
	if r.Total.Requests != ok.Requests || r.Total.Errors != missing.Errors {
		t.Errorf("total %d requests %d errors, want the paths' sums", r.Total.Requests, r.Total.Errors)
	}
	if !r.Memory.InProcess || r.Memory.HeapPeak == 0 {
		t.Errorf("memory not sampled: %+v", r.Memory)
	}
	var out bytes.Buffer
	r.Report(&out)
	for _, want := range []string{"/ok", "/missing", "req/s", "p99", "heap in use peak"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %s:\n%s", want, out.String())
		}
	}
}

func TestRunRefusesBadOptions(t *testing.T) {
	for _, o := range []Options{
		{BaseURL: "http://x", Paths: []string{"/"}, Conns: 0, Duration: time.Second},
		{BaseURL: "http://x", Paths: []string{"/"}, Conns: 1},
		{BaseURL: "http://x", Conns: 1, Duration: time.Second},
		{BaseURL: "localhost:8000", Paths: []string{"/"}, Conns: 1, Duration: time.Second},
	} {
		if _, err := Run(context.Background(), o); err == nil {
			t.Errorf("Run(%+v) ran", o)
		}
	}
}
