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

// traxStorageSet(key, value) writes to localStorage and says how it went:
// "" when kept, "full" when the browser's storage for the site is full
// (QuotaExceededError; Firefox names it NS_ERROR_DOM_QUOTA_REACHED),
// "blocked" for any other refusal (private mode, blocked storage, the
// in-memory stand-in above). The app (app/storage.go) tells the player.
window.traxStorageSet = function (key, value) {
  "use strict";
  try {
    var ls = Reflect.get(window, "localStorage");
    if (!ls || ls.traxInMemory) {
      return "blocked";
    }
    ls.setItem(String(key), String(value));
    return "";
  } catch (e) {
    if (e && (e.name === "QuotaExceededError" || e.name === "NS_ERROR_DOM_QUOTA_REACHED" || e.code === 22 || e.code === 1014)) {
      return "full";
    }
    return "blocked";
  }
};
