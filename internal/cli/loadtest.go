//go:build !wasm

package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"strings"
	"time"

	"traxapp/internal/loadtest"
	"traxapp/internal/site"
)

func init() {
	commands["loadtest"] = command{"load the server with many connections and print requests/s, latency and memory", loadtestCommand}
}

// loadtestCommand runs the load test (package loadtest) against the app
// built in -dir, served in this process on a free port, or against a
// server already running at -url (its memory sampled if -pid names it).
func loadtestCommand(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", defaultBuild, "directory holding the built app, served in this process (unless -url)")
	target := fs.String("url", "", "address of a server already running, e.g. http://127.0.0.1:8000 (default: serve -dir in this process)")
	pid := fs.Int("pid", 0, "process id of the -url server, to sample its memory (Linux)")
	conns := fs.Int("c", 50, "concurrent connections")
	duration := fs.Duration("d", 20*time.Second, "how long to run")
	paths := fs.String("paths", "/,/web/app.wasm", "comma-separated paths each connection fetches in turn")
	encoding := fs.String("encoding", "br", "Accept-Encoding to send (\"\" for none)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: traxapp loadtest [-dir DIR | -url URL [-pid PID]] [-c 50] [-d 20s] [-paths /,/web/app.wasm] [-encoding br]")
		fs.PrintDefaults()
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 || *pid != 0 && *target == "" {
		fs.Usage()
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	o := loadtest.Options{BaseURL: *target, Paths: strings.Split(*paths, ","), Conns: *conns, Duration: *duration, AcceptEncoding: *encoding, PID: *pid}
	if *target == "" {
		if missing := missingBuild(*dir); missing != "" {
			fmt.Fprintf(stderr, "loadtest: no built app in %s: %s; run `make build` first\n", *dir, missing)
			return 1
		}
		s, err := site.Load(*dir)
		if err != nil {
			fmt.Fprintln(stderr, "loadtest:", err)
			return 1
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			fmt.Fprintln(stderr, "loadtest:", err)
			return 1
		}
		srvCtx, stopServer := context.WithCancel(context.Background())
		served := make(chan error, 1)
		go func() { served <- s.Serve(srvCtx, ln) }()
		defer func() { stopServer(); <-served }()
		o.BaseURL = "http://" + ln.Addr().String()
	}
	r, err := loadtest.Run(ctx, o)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	r.Report(stdout)
	if r.Total.Errors > 0 {
		return 1
	}
	return 0
}
