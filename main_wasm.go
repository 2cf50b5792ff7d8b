//go:build wasm

package main

import (
	"runtime/debug"
	"syscall/js"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"

	"traxapp/app"
	"traxapp/app/aiworker/host"
)

// run starts the go-app client in the browser, or, started by
// web/worker.js in a Web Worker (no document there), serves the AI
// requests of the games whose worker packages the app links (Trax's,
// whose registration names app.wasm as its worker program,
// aiclient.PageProgram): the page holds that AI already for its in-page
// fallback, so one download serves as page and as worker. Everything the server or the
// static export needs lives in //go:build !wasm files (main_native.go and
// internal/cli, internal/site, internal/precompress), so none of net/http's
// server side is linked into app.wasm.
func run() {
	// The load-time test (e2e TestLoadTime) reads this mark: the time from
	// navigation to the Go program's start, apart from its first render.
	if perf := js.Global().Get("performance"); perf.Truthy() && perf.Get("mark").Truthy() {
		perf.Call("mark", "trax-main")
	}
	if js.Global().Get("document").IsUndefined() {
		host.Run()
		return
	}
	// Start-up allocates much and keeps little: collecting once the heap
	// has grown by startGCPercent of what survived, not Go's 100%, runs
	// fewer collections inside its long tasks (issue 28). Play goes back
	// to Go's 100% once the first screen is up: at 300% the page's memory
	// rose with every new game until the garbage collector's slack was
	// used (Trax: 12 MB after a new game, 15.5 after ten, 20 after
	// thirty; at 100%, 12, 12.6 and 12.6), and no move's task grew past
	// 50 ms. The worker keeps Go's default throughout.
	debug.SetGCPercent(startGCPercent)
	app.AfterStart(func() { debug.SetGCPercent(100) })
	app.Register()
	app.AwaitLanguage()
	// The browser benchmark's stage marks (internal/browserbench): the
	// words at hand, the first render next.
	if perf := js.Global().Get("performance"); perf.Truthy() && perf.Get("mark").Truthy() {
		perf.Call("mark", "trax-init")
	}
	// The runtime's start and the packages' init ran in this browser task;
	// the first render gets one of its own (issue 28).
	app.YieldToBrowser()
	goapp.RunWhenOnBrowser()
}

// startGCPercent is the page's GOGC (runtime/debug.SetGCPercent) until
// its first screen is up.
const startGCPercent = 300
