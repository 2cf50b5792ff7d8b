// Command worker is Trax's AI Web Worker program, compiled to worker.wasm
// (GOOS=js GOARCH=wasm go build -o worker.wasm ./app/aiworker/worker) and
// started by web/worker.js. It uses syscall/js and the engine only, not
// go-app, so it stays small. Each game has a worker program of its own
// (worker/traxit and worker/trakkx beside this one), loaded the first time
// that game's computer player is needed, so a Trax player never downloads
// the other games' AI. The message loop is package host.
package main
