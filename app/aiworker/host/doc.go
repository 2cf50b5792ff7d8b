// Package host is the message loop of an AI Web Worker program: it reads
// aiworker requests that web/worker.js hands it, answers them one at a
// time with aiworker.Handle (so with the Thinkers of the game packages the
// program imports), and cancels a search on a {"cancel": id} message.
// Each worker program is a main that imports its game's Thinker and calls
// Run: app/aiworker/worker/<game> for TRAXIT and TRAKKX, and for Trax the
// app itself (main_wasm.go calls Run when it starts with no document).
//
// web/worker.js loads ../wasm_exec.js (served at the app root), defines
// traxReply (post a reply) and traxWorkerReady (flush the messages that came
// before the program started), and calls traxRequest for each message.
package host
