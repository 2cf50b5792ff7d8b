// Package aiclient is the page's side of the computer player. A Client
// sends wire requests to the AI's Web Worker (web/worker.js running
// a game's worker program) and returns the answers asynchronously, one channel per
// request; cancelling the context cancels the search in the worker. Only
// where the browser has no Web Worker at all does it search in the page,
// sleeping 1 ms after every ~10 ms of search; a worker that fails (its
// program did not load, say) gives ErrUnavailable, so that a search never
// freezes the page's thread, and the next request starts another.
//
// The package knows no game: a request names its game, carries the game's
// record and the game's own options, and the move comes back in the
// game's notation; each game's screens build their requests (for Trax,
// app/aiworker/traxworker.Request). It uses syscall/js only (no go-app).
package aiclient

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"traxapp/app/aiworker"
)

// DefaultWorkerURL is where the worker script is served, relative to the
// page (the app's root), so the app also works under a sub-path.
const DefaultWorkerURL = "web/worker.js"

// PageProgram is the page's own program, app.wasm, as a worker program: a
// game whose AI the app links anyway (for the in-page fallback) names it
// as its worker program, so the browser downloads one file for both, and
// the page hands the worker the module it compiled (web/wasm-start.js).
const PageProgram = "app.wasm"

// WorkerProgram returns the usual file in web/ of game's own AI worker
// program, worker-<game>.wasm (built from app/aiworker/worker/<game>).
// A game declares its program when it registers (app.Computer).
func WorkerProgram(game string) string { return "worker-" + game + ".wasm" }

// errNoWorker means the platform has no Web Worker; the client searches
// in the page.
var errNoWorker = errors.New("aiclient: no Web Worker")

// ErrUnavailable means the computer could not start: its worker program
// did not load (offline before the app cached it, say) and the page does
// not host the game's AI. The next request tries the worker again, so a
// screen says so in words and offers to retry.
var ErrUnavailable = errors.New("aiclient: the computer player could not start")

// Client asks the AI for moves. It is safe for concurrent use.
type Client struct {
	workerURL string
	program   string // the worker program, the Worker's name (worker.js reads it)

	mu          sync.Mutex
	nextID      int64
	w           worker // nil until started; nil after a failure
	started     bool
	inPage      sync.Mutex                                // one in-page search at a time
	startWorker func(url, program string) (worker, error) // the platform's (a test's fake)
}

// worker is a running Web Worker (see worker_js.go).
type worker interface {
	// send posts a request; the reply arrives on the returned channel
	// (buffered), or an error when the worker failed.
	send(req aiworker.Request) <-chan result
	cancel(id int64)
}

type result struct {
	rep aiworker.Reply
	err error
}

// New returns a client whose worker script is at workerURL (""
// means DefaultWorkerURL) and runs the worker program program, a file
// name in web/ (PageProgram, WorkerProgram). The worker starts with the
// first request, or with Start. Its in-page fallback, for a browser
// without Workers, answers a request only if the page hosts the request's
// game (aiworker.Hosts).
func New(program, workerURL string) *Client {
	if workerURL == "" {
		workerURL = DefaultWorkerURL
	}
	return &Client{workerURL: workerURL, program: program, startWorker: startWorker}
}

// Program returns the file name of the worker program c runs.
func (c *Client) Program() string { return c.program }

// Start starts the worker now, so that the first move does not wait for
// the worker program to load. It reports whether a worker runs (false: the
// browser has none, and the client will search in the page).
func (c *Client) Start() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.startLocked() != nil
}

func (c *Client) startLocked() worker {
	if !c.started {
		c.started = true
		w, err := c.startWorker(c.workerURL, c.program)
		if err == nil {
			c.w = w
		}
	}
	return c.w
}

// InWorker reports whether requests go to a Web Worker.
func (c *Client) InWorker() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.startLocked() != nil
}

// Think sends req (its ID is assigned here) and waits for the reply. When
// ctx is done it cancels the search and returns ctx's error.
func (c *Client) Think(ctx context.Context, req aiworker.Request) (aiworker.Reply, error) {
	c.mu.Lock()
	c.nextID++
	req.ID, req.Cancel = c.nextID, 0
	w := c.startLocked()
	c.mu.Unlock()
	if w != nil {
		select {
		case r := <-w.send(req):
			if r.err == nil {
				return r.rep, nil
			}
			// The worker died or its program did not load: forget it, so
			// that the next request starts another. The page does not
			// search instead, even for a game it hosts: a search here
			// would freeze it (a phone's thread for seconds).
			c.mu.Lock()
			if c.w == w {
				c.w, c.started = nil, false
			}
			c.mu.Unlock()
			return aiworker.Reply{ID: req.ID}, fmt.Errorf("%w: %v", ErrUnavailable, r.err)
		case <-ctx.Done():
			w.cancel(req.ID)
			return aiworker.Reply{ID: req.ID}, ctx.Err()
		}
	}
	// The browser has no Worker: search here if the page hosts the game's
	// AI.
	if !aiworker.Hosts(req.Game) {
		c.mu.Lock()
		c.started = false // the next request tries to start the worker again
		c.mu.Unlock()
		return aiworker.Reply{ID: req.ID}, ErrUnavailable
	}
	return c.thinkInPage(ctx, req)
}

// thinkInPage searches on the page's own thread, giving the browser a
// moment every ~10 ms.
func (c *Client) thinkInPage(ctx context.Context, req aiworker.Request) (aiworker.Reply, error) {
	c.inPage.Lock()
	defer c.inPage.Unlock()
	rep := aiworker.Handle(ctx, req, func() { time.Sleep(time.Millisecond) })
	if err := ctx.Err(); err != nil {
		return rep, err
	}
	return rep, nil
}
