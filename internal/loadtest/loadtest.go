//go:build !wasm

package loadtest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Options say what to load and how hard.
type Options struct {
	// BaseURL is the server's address, e.g. "http://127.0.0.1:8000".
	BaseURL string
	// Paths are fetched in turn by every connection, e.g. "/" and
	// "/web/app.wasm".
	Paths []string
	// Conns is the number of connections kept busy at once.
	Conns int
	// Duration is how long the test runs.
	Duration time.Duration
	// AcceptEncoding is sent with every request ("br" gets app.wasm
	// precompressed); bodies are read but never decoded.
	AcceptEncoding string
	// PID, if not 0, is a server process apart whose resident set is
	// sampled; otherwise the memory sampled is this process's (a server
	// in the same process).
	PID int
}

// PathStats are the figures of one path (or of all of them).
type PathStats struct {
	Path     string
	Requests int   // answered with 200
	Errors   int   // failed, or answered with another status
	Bytes    int64 // body bytes read, as sent (compressed)
	// Latency percentiles of the answered requests, headers to last byte.
	P50, P90, P99, Max time.Duration
	// FirstError is the first error seen, to say what went wrong.
	FirstError string
}

// Memory is the server's memory during the test.
type Memory struct {
	// InProcess is true when the figures are this process's, the load
	// generator's included.
	InProcess bool
	// HeapPeak and SysPeak are the Go runtime's heap in use and memory
	// obtained from the system, at their highest (in process only).
	HeapPeak, SysPeak uint64
	// GCs is the number of garbage collections during the test (in
	// process only).
	GCs uint32
	// RSSPeak is the largest resident set seen, and RSSEnd the last, in
	// bytes (0 where /proc is not available).
	RSSPeak, RSSEnd uint64
}

// Result is what Run measured.
type Result struct {
	Options Options
	Elapsed time.Duration
	Paths   []PathStats // in Options.Paths order
	Total   PathStats
	Memory  Memory
}

// Run loads the server at o.BaseURL with o.Conns connections for
// o.Duration (or until ctx is done) and returns the figures. It fails
// only when the options are unusable; the server's failures are counted
// as errors in the result.
func Run(ctx context.Context, o Options) (*Result, error) {
	if o.Conns < 1 || o.Duration <= 0 || len(o.Paths) == 0 {
		return nil, fmt.Errorf("loadtest: want at least one connection, a positive duration and a path; have %d, %v, %q", o.Conns, o.Duration, o.Paths)
	}
	if !strings.HasPrefix(o.BaseURL, "http://") && !strings.HasPrefix(o.BaseURL, "https://") {
		return nil, fmt.Errorf("loadtest: server address %q: want http://HOST:PORT", o.BaseURL)
	}
	base := strings.TrimSuffix(o.BaseURL, "/")
	tr := &http.Transport{
		MaxConnsPerHost:     o.Conns,
		MaxIdleConnsPerHost: o.Conns,
		DisableCompression:  true, // send o.AcceptEncoding, count bytes as sent
	}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 30 * time.Second}

	ctx, cancel := context.WithTimeout(ctx, o.Duration)
	defer cancel()
	mem := startSampler(o.PID)

	type sample struct {
		path int
		d    time.Duration
		n    int64
		err  error
	}
	perConn := make([][]sample, o.Conns)
	var wg sync.WaitGroup
	start := time.Now()
	for c := range o.Conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := c; ctx.Err() == nil; i++ {
				p := i % len(o.Paths)
				t0 := time.Now()
				n, err := fetch(ctx, client, base+o.Paths[p], o.AcceptEncoding)
				if err != nil && ctx.Err() != nil {
					break // cut short by the end of the test: not the server's fault
				}
				perConn[c] = append(perConn[c], sample{p, time.Since(t0), n, err})
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)

	r := &Result{Options: o, Elapsed: elapsed, Memory: mem.stop(), Total: PathStats{Path: "all"}}
	lat := make([][]time.Duration, len(o.Paths))
	var all []time.Duration
	r.Paths = make([]PathStats, len(o.Paths))
	for i, p := range o.Paths {
		r.Paths[i].Path = p
	}
	for _, samples := range perConn {
		for _, s := range samples {
			ps := &r.Paths[s.path]
			if s.err != nil {
				ps.Errors++
				r.Total.Errors++
				if ps.FirstError == "" {
					ps.FirstError = s.err.Error()
				}
				if r.Total.FirstError == "" {
					r.Total.FirstError = s.err.Error()
				}
				continue
			}
			ps.Requests++
			ps.Bytes += s.n
			r.Total.Requests++
			r.Total.Bytes += s.n
			lat[s.path] = append(lat[s.path], s.d)
			all = append(all, s.d)
		}
	}
	for i := range r.Paths {
		setPercentiles(&r.Paths[i], lat[i])
	}
	setPercentiles(&r.Total, all)
	return r, nil
}

// fetch gets url and reads its body, returning the body's length; a status
// other than 200 is an error.
func fetch(ctx context.Context, client *http.Client, url, acceptEncoding string) (int64, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, err
	}
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	n, err := io.Copy(io.Discard, resp.Body)
	if err != nil {
		return n, err
	}
	if resp.StatusCode != http.StatusOK {
		return n, fmt.Errorf("GET %s: %s", url, resp.Status)
	}
	if want := resp.Header.Get("Content-Length"); want != "" && want != strconv.FormatInt(n, 10) {
		return n, fmt.Errorf("GET %s: %d bytes, Content-Length %s", url, n, want)
	}
	return n, nil
}

// setPercentiles fills s's latency percentiles from d (sorted in place).
func setPercentiles(s *PathStats, d []time.Duration) {
	if len(d) == 0 {
		return
	}
	slices.Sort(d)
	at := func(q float64) time.Duration { return d[min(len(d)-1, int(q*float64(len(d))))] }
	s.P50, s.P90, s.P99, s.Max = at(0.50), at(0.90), at(0.99), d[len(d)-1]
}

// sampler samples the memory every 50 ms until stopped.
type sampler struct {
	pid  int
	done chan struct{}
	out  chan Memory
}

func startSampler(pid int) *sampler {
	s := &sampler{pid: pid, done: make(chan struct{}), out: make(chan Memory, 1)}
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	go func() {
		m := Memory{InProcess: pid == 0}
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
		for {
			if pid == 0 {
				var ms runtime.MemStats
				runtime.ReadMemStats(&ms)
				m.HeapPeak = max(m.HeapPeak, ms.HeapInuse)
				m.SysPeak = max(m.SysPeak, ms.Sys)
				m.GCs = ms.NumGC - before.NumGC
			}
			if rss, err := residentSet(pid); err == nil {
				m.RSSPeak, m.RSSEnd = max(m.RSSPeak, rss), rss
			}
			select {
			case <-s.done:
				s.out <- m
				return
			case <-tick.C:
			}
		}
	}()
	return s
}

func (s *sampler) stop() Memory {
	close(s.done)
	return <-s.out
}

// residentSet returns the resident set of process pid (0: this process) in
// bytes, from /proc/PID/status.
func residentSet(pid int) (uint64, error) {
	name := "/proc/self/status"
	if pid != 0 {
		name = "/proc/" + strconv.Itoa(pid) + "/status"
	}
	b, err := os.ReadFile(name)
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			if err != nil {
				return 0, fmt.Errorf("%s: VmRSS %q: %w", name, rest, err)
			}
			return kb << 10, nil
		}
	}
	return 0, errors.New(name + ": no VmRSS line")
}

// Report writes r as a table, one line per path and one for all, and the
// memory.
func (r *Result) Report(w io.Writer) {
	o := r.Options
	fmt.Fprintf(w, "%d connections for %v against %s (Accept-Encoding %q)\n", o.Conns, r.Elapsed.Round(time.Millisecond), o.BaseURL, o.AcceptEncoding)
	fmt.Fprintf(w, "%-16s %9s %9s %7s %9s %9s %9s %9s %9s\n", "path", "requests", "req/s", "errors", "MB/s", "p50", "p90", "p99", "max")
	secs := r.Elapsed.Seconds()
	for _, s := range append(slices.Clone(r.Paths), r.Total) {
		fmt.Fprintf(w, "%-16s %9d %9.0f %7d %9.1f %9v %9v %9v %9v\n", s.Path, s.Requests, float64(s.Requests)/secs, s.Errors,
			float64(s.Bytes)/secs/(1<<20), round(s.P50), round(s.P90), round(s.P99), round(s.Max))
	}
	if r.Total.FirstError != "" {
		fmt.Fprintf(w, "first error: %s\n", r.Total.FirstError)
	}
	m := r.Memory
	const mib = 1 << 20
	switch {
	case m.InProcess:
		fmt.Fprintf(w, "memory (server and load generator in one process): heap in use peak %.1f MiB, from the system peak %.1f MiB, RSS peak %.1f MiB, end %.1f MiB, %d GCs\n",
			float64(m.HeapPeak)/mib, float64(m.SysPeak)/mib, float64(m.RSSPeak)/mib, float64(m.RSSEnd)/mib, m.GCs)
	case m.RSSPeak > 0:
		fmt.Fprintf(w, "server memory (process %d): RSS peak %.1f MiB, end %.1f MiB\n", o.PID, float64(m.RSSPeak)/mib, float64(m.RSSEnd)/mib)
	default:
		fmt.Fprintf(w, "server memory: not measured (no /proc/%d/status)\n", o.PID)
	}
}

// round shortens d for the table.
func round(d time.Duration) time.Duration {
	switch {
	case d >= time.Second:
		return d.Round(10 * time.Millisecond)
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond)
	}
	return d.Round(time.Microsecond)
}
