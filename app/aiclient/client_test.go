package aiclient

import (
	"context"
	"errors"
	"testing"

	"traxapp/app/aiworker"
)

// The in-page search answers for the games whose Thinker is registered:
// here a test game that echoes the record's last word, or waits for its
// cancel.
func init() {
	aiworker.Register("aiclienttest", func(ctx context.Context, r aiworker.Request, yield func()) aiworker.Reply {
		if r.Level == "forever" {
			<-ctx.Done()
			return aiworker.Reply{Move: "late"}
		}
		return aiworker.Reply{Move: r.Record + "!" + string(r.Options)}
	})
}

// TestThinkInPage: without a worker the page's own Thinker answers, with
// the request's game options passed through untouched.
func TestThinkInPage(t *testing.T) {
	c := New(WorkerProgram("aiclienttest"), "")
	if c.InWorker() {
		t.Fatal("a worker outside the browser")
	}
	rep, err := c.Think(context.Background(), aiworker.Request{Game: "aiclienttest", Record: "X", Options: []byte(`{"k":1}`)})
	if err != nil || rep.Move != `X!{"k":1}` || rep.ID == 0 {
		t.Errorf("reply %+v, %v", rep, err)
	}
}

func TestThinkCancelled(t *testing.T) {
	c := New(WorkerProgram("aiclienttest"), "")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := c.Think(ctx, aiworker.Request{Game: "aiclienttest", Record: "X", Level: "forever"})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err %v, want context.Canceled", err)
	}
}

// A game whose AI the page does not host, without a worker, gives
// ErrUnavailable, never the in-page search's "unknown game" (issue 23,
// item 6): the screen words it and offers to retry. So does a request
// that names no game: no game is the default.
func TestThinkUnavailable(t *testing.T) {
	c := New(WorkerProgram("trakkx"), "")
	for _, game := range []string{"trakkx", ""} {
		_, err := c.Think(context.Background(), aiworker.Request{Game: game, Record: "TRAKKX 1\nplayers 2\nseed 7\nstart P1\n", Level: "easy"})
		if !errors.Is(err, ErrUnavailable) {
			t.Errorf("game %q: err %v, want ErrUnavailable", game, err)
		}
	}
}

func TestWorkerProgram(t *testing.T) {
	if got := WorkerProgram("traxit"); got != "worker-traxit.wasm" {
		t.Errorf("WorkerProgram(traxit) = %q", got)
	}
	if got := New(PageProgram, "").Program(); got != "app.wasm" {
		t.Errorf("a client of the page's program runs %q", got)
	}
}

// failingWorker is a worker whose program did not load: every request
// fails.
type failingWorker struct{}

func (failingWorker) send(req aiworker.Request) <-chan result {
	ch := make(chan result, 1)
	ch <- result{err: errors.New("worker.js: worker-aiclienttest.wasm: HTTP 404")}
	return ch
}

func (failingWorker) cancel(int64) {}

// TestThinkWorkerFailed: when the browser has Workers but the game's
// worker fails (its program did not load, say), the client gives
// ErrUnavailable and does not search on the page's thread, even for a
// game the page hosts (issue 28: the page never freezes on a search); the
// next request starts a new worker.
func TestThinkWorkerFailed(t *testing.T) {
	c := New(WorkerProgram("aiclienttest"), "")
	starts := 0
	c.startWorker = func(url, program string) (worker, error) {
		starts++
		return failingWorker{}, nil
	}
	for i := 1; i <= 2; i++ {
		rep, err := c.Think(context.Background(), aiworker.Request{Game: "aiclienttest", Record: "X"})
		if !errors.Is(err, ErrUnavailable) || rep.Move != "" {
			t.Errorf("request %d: reply %+v, err %v; want ErrUnavailable and no move (no search in the page)", i, rep, err)
		}
		if starts != i {
			t.Errorf("request %d: %d worker(s) started, want %d", i, starts, i)
		}
	}
}
