// AI Web Worker: runs a game's AI worker program and relays messages. The
// program is app.wasm (the app itself, which serves Trax's AI when it
// finds no document) unless the Worker's name names another in web/:
// new Worker("web/worker.js", {name: "worker-traxit.wasm"}); "app.wasm#module"
// waits for the page's compiled module (see below). (A query
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
  if (e.data && typeof e.data === "object" && "traxWasmModule" in e.data) {
    return; // the page's module (fromPage), not a request
  }
  const data = typeof e.data === "string" ? e.data : JSON.stringify(e.data);
  if (ready && pending.length === 0) self.traxRequest(data);
  else pending.push(data);
};

const go = new Go();
// The name is the program's file name, with "#module" when the page hands
// over the module it compiled from that file (web/wasm-start.js): the
// first message is then {traxWasmModule: a WebAssembly.Module, or null if
// the page has none}, and the worker neither downloads nor compiles it.
const [asked, handed] = (self.name || "").split("#");
// Only a plain file name in web/: never another site or directory.
const wasmURL = asked && /^[a-z0-9-]+\.wasm$/.test(asked) ? asked : "app.wasm";

function download() {
  return WebAssembly.instantiateStreaming
    ? WebAssembly.instantiateStreaming(fetch(wasmURL), go.importObject).then((r) => r.instance).catch(() =>
        fetch(wasmURL).then((r) => r.arrayBuffer()).then((b) => WebAssembly.instantiate(b, go.importObject)).then((r) => r.instance))
    : fetch(wasmURL).then((r) => r.arrayBuffer()).then((b) => WebAssembly.instantiate(b, go.importObject)).then((r) => r.instance);
}

function fromPage() {
  return new Promise((resolve) => {
    const first = (e) => {
      if (e.data && typeof e.data === "object" && "traxWasmModule" in e.data) {
        self.removeEventListener("message", first);
        resolve(e.data.traxWasmModule);
      }
    };
    self.addEventListener("message", first);
  }).then((module) => module instanceof WebAssembly.Module
    ? WebAssembly.instantiate(module, go.importObject).catch(download)
    : download());
}

(handed === "module" ? fromPage() : download())
  .then((instance) => go.run(instance))
  .catch((err) => postMessage({ id: 0, error: "worker: cannot start " + wasmURL + ": " + err }));
