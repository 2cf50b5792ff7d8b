//go:build js && wasm

package host

import (
	"context"
	"sync"
	"syscall/js"
	"time"

	"traxapp/app/aiworker"
)

type job struct {
	req aiworker.Request
	ctx context.Context
}

// Run serves the page's requests until the worker is terminated; it
// never returns.
func Run() {
	var mu sync.Mutex
	cancels := map[int64]context.CancelFunc{}
	jobs := make(chan job, 64)
	reply := func(r aiworker.Reply) { js.Global().Call("traxReply", string(r.Encode())) }

	onRequest := js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) == 0 {
			return nil
		}
		req, err := aiworker.ParseRequest([]byte(args[0].String()))
		if err != nil {
			reply(aiworker.Reply{ID: req.ID, Error: err.Error()})
			return nil
		}
		mu.Lock()
		defer mu.Unlock()
		if req.Cancel != 0 {
			if cancel, ok := cancels[req.Cancel]; ok {
				cancel()
			}
			return nil
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancels[req.ID] = cancel
		select {
		case jobs <- job{req, ctx}:
		default:
			delete(cancels, req.ID)
			cancel()
			reply(aiworker.Reply{ID: req.ID, Error: "worker: too many requests"})
		}
		return nil
	})
	js.Global().Set("traxRequest", onRequest)
	js.Global().Call("traxWorkerReady")

	// Sleeping now and then lets the worker's event loop deliver cancel
	// messages while a search runs.
	yield := func() { time.Sleep(time.Millisecond) }
	for j := range jobs {
		rep := aiworker.Handle(j.ctx, j.req, yield)
		mu.Lock()
		if cancel, ok := cancels[j.req.ID]; ok {
			cancel()
			delete(cancels, j.req.ID)
		}
		mu.Unlock()
		reply(rep)
	}
}
