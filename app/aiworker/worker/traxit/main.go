// Command traxit is TRAXIT's AI Web Worker program, compiled to
// worker-traxit.wasm (GOOS=js GOARCH=wasm go build -o worker-traxit.wasm
// ./app/aiworker/worker/traxit) and started by web/worker.js?game=traxit the first
// time a TRAXIT game needs the computer. The message loop is package host.
package main

import (
	"traxapp/app/aiworker/host"
	// The game this worker hosts registers its Thinker.
	_ "traxapp/app/aiworker/traxitworker"
)

func main() { host.Run() }
