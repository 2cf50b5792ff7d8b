// Command worker is the AI's Web Worker program, compiled to worker.wasm
// (GOOS=js GOARCH=wasm go build -o worker.wasm ./app/aiworker/worker) and started by
// web/worker.js. It uses syscall/js and the games' engines only (through package
// aiworker), not go-app, so it stays small. It hosts every game's AI. Each message is a JSON aiworker.Request; the worker answers each
// with a aiworker.Reply in order, one search at a time, and a {"cancel": id}
// message stops request id (its reply then carries the best move so far).
//
// web/worker.js loads ../wasm_exec.js (served at the app root), defines
// traxReply (post a reply) and traxWorkerReady (flush the messages that came
// before the program started), and calls traxRequest for each message.
package main
