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
	"syscall"

	"traxapp/internal/site"
)

func init() {
	commands["serve"] = command{"serve the built app (make build) over HTTP", serveCommand}
}

// serveCommand serves the app built by `make build` until interrupted. It
// prints the URL it listens on first, so that -addr 127.0.0.1:0 (a free
// port) is usable by tests.
func serveCommand(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8000", "address to listen on (port 0: any free port)")
	dir := fs.String("dir", "build", "directory holding the built app (web/app.wasm, wasm_exec.js)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: traxapp serve [-addr HOST:PORT] [-dir DIR]")
		fs.PrintDefaults()
		fmt.Fprintln(stderr, "`traxapp help` lists the other commands.")
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return 2
	}
	if missing := missingBuild(*dir); missing != "" {
		fmt.Fprintf(stderr, "serve: no built app in %s: %s\n", *dir, missing)
		fmt.Fprintln(stderr, "Run `make build` first (or `make run` to build and serve), or name the build with -dir.")
		return 1
	}
	s, err := site.Load(*dir)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	fmt.Fprintf(stdout, "serving Trax %s on http://%s/\n", s.Version(), ln.Addr())
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := s.Serve(ctx, ln); err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	return 0
}
