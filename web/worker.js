// AI Web Worker: runs a game's AI worker program and relays messages. The
// program is app.wasm (the app itself, which serves Trax's AI when it
// finds no document) unless the Worker's name names another in web/:
// new Worker("web/worker.js", {name: "worker-traxit.wasm"}). (A query
// string would not do: the service worker answers from its cache with the
// plain script, whose URL has none.)
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
const asked = self.name;
// Only a plain file name in web/: never another site or directory.
const wasmURL = asked && /^[a-z0-9-]+\.wasm$/.test(asked) ? asked : "app.wasm";
const start = WebAssembly.instantiateStreaming
  ? WebAssembly.instantiateStreaming(fetch(wasmURL), go.importObject).catch(() =>
      fetch(wasmURL).then((r) => r.arrayBuffer()).then((b) => WebAssembly.instantiate(b, go.importObject)))
  : fetch(wasmURL).then((r) => r.arrayBuffer()).then((b) => WebAssembly.instantiate(b, go.importObject));
start
  .then((r) => go.run(r.instance))
  .catch((err) => postMessage({ id: 0, error: "worker: cannot start " + wasmURL + ": " + err }));
