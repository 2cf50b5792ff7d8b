//go:build js && wasm

package aiclient

import (
	"encoding/json"
	"errors"
	"sync"
	"syscall/js"

	"traxapp/app/aiworker"
)

// jsWorker is a Web Worker running web/worker.js.
type jsWorker struct {
	v js.Value

	mu      sync.Mutex
	waiting map[int64]chan result
	failed  error
	funcs   []js.Func
}

// startWorker starts the worker script at url, named after the worker
// program it is to run (the script reads self.name), or returns
// errNoWorker when the browser has no Workers (or refuses to start one).
func startWorker(url, program string) (w worker, err error) {
	ctor := js.Global().Get("Worker")
	if ctor.IsUndefined() || ctor.IsNull() {
		return nil, errNoWorker
	}
	defer func() {
		// new Worker throws (a Go panic here) when the URL is refused.
		if recover() != nil {
			w, err = nil, errNoWorker
		}
	}()
	jw := &jsWorker{waiting: map[int64]chan result{}}
	// The page compiled app.wasm (web/wasm-start.js): a worker running
	// the page's own program gets that module rather than downloading and
	// compiling it again.
	early := js.Global().Get("traxWasm")
	handOver := program == PageProgram && early.Type() == js.TypeObject && early.Get("handTo").Type() == js.TypeFunction
	name := program
	if handOver {
		name += "#module"
	}
	jw.v = ctor.New(url, map[string]any{"name": name})
	if handOver {
		early.Call("handTo", jw.v)
	}
	onMessage := js.FuncOf(func(this js.Value, args []js.Value) any {
		data := args[0].Get("data")
		text := data
		if data.Type() != js.TypeString {
			text = js.Global().Get("JSON").Call("stringify", data)
		}
		var rep aiworker.Reply
		if err := json.Unmarshal([]byte(text.String()), &rep); err != nil {
			return nil
		}
		if rep.ID == 0 && rep.Error != "" {
			jw.fail(errors.New(rep.Error)) // the worker could not start
			return nil
		}
		jw.deliver(rep)
		return nil
	})
	onError := js.FuncOf(func(this js.Value, args []js.Value) any {
		msg := "aiclient: the worker failed"
		if len(args) > 0 && args[0].Get("message").Type() == js.TypeString {
			msg += ": " + args[0].Get("message").String()
		}
		jw.fail(errors.New(msg))
		return nil
	})
	jw.funcs = []js.Func{onMessage, onError}
	jw.v.Call("addEventListener", "message", onMessage)
	jw.v.Call("addEventListener", "error", onError)
	return jw, nil
}

func (w *jsWorker) deliver(rep aiworker.Reply) {
	w.mu.Lock()
	ch, ok := w.waiting[rep.ID]
	delete(w.waiting, rep.ID)
	w.mu.Unlock()
	if ok {
		ch <- result{rep: rep}
	}
}

// fail ends every waiting request with err; later requests fail at once.
func (w *jsWorker) fail(err error) {
	w.mu.Lock()
	w.failed = err
	waiting := w.waiting
	w.waiting = map[int64]chan result{}
	w.mu.Unlock()
	for _, ch := range waiting {
		ch <- result{err: err}
	}
	w.v.Call("terminate")
}

func (w *jsWorker) send(req aiworker.Request) <-chan result {
	ch := make(chan result, 1)
	b, err := json.Marshal(req)
	w.mu.Lock()
	defer w.mu.Unlock()
	switch {
	case w.failed != nil:
		ch <- result{err: w.failed}
	case err != nil:
		ch <- result{err: err}
	default:
		w.waiting[req.ID] = ch
		w.v.Call("postMessage", string(b))
	}
	return ch
}

func (w *jsWorker) cancel(id int64) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, ok := w.waiting[id]; !ok || w.failed != nil {
		return
	}
	delete(w.waiting, id) // the late reply is dropped
	w.v.Call("postMessage", `{"cancel":`+itoa(id)+`}`)
}

func itoa(n int64) string {
	b, _ := json.Marshal(n)
	return string(b)
}
