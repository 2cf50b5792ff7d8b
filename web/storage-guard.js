// Storage guard, loaded first. Where the browser blocks storage (a
// cross-site iframe whose browser blocks third-party storage, some private
// modes), merely reading window.localStorage throws a SecurityError.
// go-app reads it at start-up outside any try, which would stop the app
// before its first frame. This replaces the throwing property with a
// Storage kept in memory for this visit, marked traxInMemory, so that the
// app (app/storage.go) knows nothing will be kept and tells the player.
(function () {
  "use strict";
  try {
    if (window.localStorage) {
      return;
    }
  } catch (e) {}
  var data = new Map();
  var memory = {
    traxInMemory: true,
    get length() { return data.size; },
    key: function (i) { var keys = Array.from(data.keys()); return i < keys.length ? keys[i] : null; },
    getItem: function (k) { k = String(k); return data.has(k) ? data.get(k) : null; },
    setItem: function (k, v) { data.set(String(k), String(v)); },
    removeItem: function (k) { data.delete(String(k)); },
    clear: function () { data.clear(); },
  };
  try {
    Object.defineProperty(window, "localStorage", { value: memory, configurable: true });
  } catch (e) {}
})();
