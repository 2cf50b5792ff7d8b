// Command worker is the AI's Web Worker program, compiled to worker.wasm
// (GOOS=js GOARCH=wasm go build -o worker.wasm ./worker) and started by
// web/worker.js. It uses syscall/js and the engine only, not go-app, so it
// stays small. Each message is a JSON wire.Request; the worker answers each
// with a wire.Reply in order, one search at a time, and a {"cancel": id}
// message stops request id (its reply then carries the best move so far).
//
// web/worker.js loads ../wasm_exec.js (served at the app root), defines
// traxReply (post a reply) and traxWorkerReady (flush the messages that came
// before the program started), and calls traxRequest for each message.
package main
