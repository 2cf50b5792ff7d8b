// Trax AI Web Worker: runs worker.wasm (Go, ./app/aiworker/worker) and relays messages.
// Requests are aiworker.Request JSON objects (or strings); replies are
// aiworker.Reply objects. Paths are relative to this script (web/), so the app
// also works under a sub-path: wasm_exec.js lies at the app root.
"use strict";
importScripts("../wasm_exec.js");

const pending = [];
let ready = false;

self.traxReply = (json) => postMessage(JSON.parse(json));
self.traxWorkerReady = () => {
  ready = true;
  // Leave the Go call before delivering the queued messages.
  setTimeout(() => {
    while (pending.length > 0) self.traxRequest(pending.shift());
  }, 0);
};

self.onmessage = (e) => {
  const data = typeof e.data === "string" ? e.data : JSON.stringify(e.data);
  if (ready && pending.length === 0) self.traxRequest(data);
  else pending.push(data);
};

const go = new Go();
const wasmURL = "worker.wasm";
const start = WebAssembly.instantiateStreaming
  ? WebAssembly.instantiateStreaming(fetch(wasmURL), go.importObject).catch(() =>
      fetch(wasmURL).then((r) => r.arrayBuffer()).then((b) => WebAssembly.instantiate(b, go.importObject)))
  : fetch(wasmURL).then((r) => r.arrayBuffer()).then((b) => WebAssembly.instantiate(b, go.importObject));
start
  .then((r) => go.run(r.instance))
  .catch((err) => postMessage({ id: 0, error: "worker: cannot start worker.wasm: " + err }));
