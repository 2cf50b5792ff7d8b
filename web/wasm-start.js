// Wasm start, loaded async from the page's head (internal/site/appjs.go).
// It starts compiling app.wasm as soon as the page starts, before the
// style sheets and go-app's deferred app.js, and takes app.wasm straight
// from the service worker's cache when this version is there: read
// through the worker's fetch handler, the large file takes much longer
// than read from its cache by the page itself. Otherwise (a
// first visit) it fetches it, and the browser compiles while it downloads.
//
// app.js (patched, traxInstantiate) takes the module from window.traxWasm
// and instantiates it, or fetches app.wasm itself if this script did not
// run or failed. The script's data: version (the service worker's cache
// is "app-" + version) and size (app.wasm's decoded bytes, for the
// loading screen's progress).
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !script.src || !window.WebAssembly || !WebAssembly.compileStreaming || !window.fetch) {
    return;
  }
  var url = new URL("app.wasm", script.src).href;
  var cacheName = "app-" + script.getAttribute("data-version");
  var total = parseInt(script.getAttribute("data-size"), 10);
  var loaded = 0;
  var listener = null;

  function report() {
    if (listener && total > 0) {
      listener(Math.min(100, Math.round((loaded * 100) / total)));
    }
  }

  function cached() {
    // Only a page the service worker controls has its cache to read; on a
    // first visit, opening the storage would only delay the download.
    // Storage can be blocked (a cross-site iframe, some private modes):
    // caches then throws or rejects, and the network answers instead.
    try {
      if (!window.caches || !navigator.serviceWorker || !navigator.serviceWorker.controller) {
        return Promise.resolve(undefined);
      }
      return caches.match(url, { cacheName: cacheName }).catch(function () { return undefined; });
    } catch (e) {
      return Promise.resolve(undefined);
    }
  }

  var fromCache = false;
  var response = cached().then(function (hit) {
    fromCache = !!hit;
    return hit || fetch(url, { credentials: "same-origin" });
  }).then(function (r) {
    if (!r.ok) {
      throw new Error("app.wasm: HTTP " + r.status);
    }
    if (fromCache) {
      // Every byte is here already. Counting them as they are read would
      // cost the page's thread a promise per chunk (a noticeable part of a
      // warm load) and split the stream that compileStreaming reads.
      loaded = total;
      report();
    } else if (r.body && total > 0) {
      var reader = r.clone().body.getReader();
      var pump = function () {
        return reader.read().then(function (chunk) {
          if (chunk.done) {
            loaded = total;
            report();
            return;
          }
          loaded += chunk.value.byteLength;
          report();
          return pump();
        });
      };
      // The progress is only shown; compileStreaming reports errors.
      pump().catch(function () {});
    }
    return r;
  });
  var module = WebAssembly.compileStreaming(response);
  // Handled by app.js; this only keeps a failure from being reported as
  // unhandled before app.js runs.
  module.catch(function () {});

  window.traxWasm = {
    module: module,
    // handTo posts the module to an AI worker started as
    // "app.wasm#module" (web/worker.js) once it is compiled, or null if
    // it failed, so that the worker neither downloads nor compiles it.
    handTo: function (worker) {
      module.then(function (m) {
        worker.postMessage({ traxWasmModule: m });
      }, function () {
        worker.postMessage({ traxWasmModule: null });
      });
    },
    // onProgress sets the loading screen's callback and calls it at once
    // with the bytes received so far.
    onProgress: function (fn) {
      listener = fn;
      report();
    },
  };
})();

// Offline readiness. Once the app is playable (#app[data-ready="1"]) and
// the browser is idle, the service worker is asked to cache every game's
// AI worker program too (internal/site/serviceworker.go: they are not in
// its install-time precache, so a first visit is not held up by games it
// may not play), and every language's words (web/messages-<lang>.txt,
// the page's own language first, and web/messages-<lang>.<part>.txt, the
// words of the screens opened later: rules, lessons, puzzles). When all are cached, every game's
// computer plays offline and every language can be picked offline:
// <html data-offline="ready">. Offline, or on failure, it asks again when
// the browser is back online.
(function () {
  "use strict";
  if (!navigator.serviceWorker || !window.MessageChannel) {
    return;
  }
  var asking = false;
  var script = document.currentScript;

  // languageFile is the URL path of the words of the page's language
  // (<html lang>, which the app keeps), which the service worker caches
  // first; "" for English, which app.wasm carries.
  function languageFile() {
    var lang = document.documentElement.getAttribute("lang") || "en";
    if (lang === "en" || !script || !script.src) {
      return "";
    }
    return new URL("messages-" + lang + ".txt", script.src).pathname;
  }

  function ask() {
    if (asking || document.documentElement.getAttribute("data-offline") === "ready") {
      return;
    }
    asking = true;
    navigator.serviceWorker.ready.then(function (registration) {
      return new Promise(function (resolve) {
        var channel = new MessageChannel();
        channel.port1.onmessage = function (e) { resolve(!!(e.data && e.data.ok)); };
        registration.active.postMessage({ type: "trax:cache-lazy", first: languageFile(), page: location.href.split("#")[0] }, [channel.port2]);
      });
    }).then(function (ok) {
      asking = false;
      if (ok) {
        document.documentElement.setAttribute("data-offline", "ready");
      }
    }, function () {
      asking = false;
    });
  }

  function whenIdle() {
    if (window.requestIdleCallback) {
      requestIdleCallback(ask, { timeout: 5000 });
    } else {
      setTimeout(ask, 1000);
    }
  }

  function whenPlayable() {
    if (document.querySelector('#app[data-ready="1"]')) {
      whenIdle();
      return;
    }
    setTimeout(whenPlayable, 500);
  }

  window.addEventListener("online", whenIdle);
  whenPlayable();
})();
