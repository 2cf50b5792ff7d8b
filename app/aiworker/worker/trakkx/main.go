// Command trakkx is TRAKKX's AI Web Worker program, compiled to
// worker-trakkx.wasm (GOOS=js GOARCH=wasm go build -o worker-trakkx.wasm
// ./app/aiworker/worker/trakkx) and started by web/worker.js?game=trakkx the first
// time a TRAKKX game needs the computer. The message loop is package host.
package main

import (
	"traxapp/app/aiworker/host"
	// The game this worker hosts registers its Thinker.
	_ "traxapp/app/aiworker/trakkxworker"
)

func main() { host.Run() }
