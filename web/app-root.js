// App root, loaded before go-app's scripts. An export under a sub-path
// (https://club.example/trax/) can be opened as /trax, without the slash:
// hosts redirect that online, and offline the service worker answers it
// with the app's page (its scope is /trax). go-app would then find no
// route for "/trax"; this puts the slash back first, keeping the query
// and the fragment. The app's root is the folder above this script's web/.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !script.src) {
    return;
  }
  var root = new URL("../", script.src).pathname;
  if (root !== "/" && location.pathname + "/" === root) {
    history.replaceState(history.state, "", root + location.search + location.hash);
  }
})();

// The theme (app/theme.go), applied before the first frame so that a
// light page never flashes dark: the link's theme= (the fragment's over
// the query's), else the choice saved, else auto. <html data-theme> is
// always the theme shown, light or dark, auto resolved here and followed
// when the device changes, so that web/app.css needs no light-dark(),
// which older browsers lack. The app calls traxSetTheme on a new choice.
(function () {
  "use strict";
  var themes = { auto: 1, light: 1, dark: 1 };
  var media = window.matchMedia ? window.matchMedia("(prefers-color-scheme: light)") : null;
  var choice = "auto";
  function apply(t) {
    t = String(t).toLowerCase();
    if (themes[t]) {
      choice = t;
    }
    var light = choice === "light" || (choice === "auto" && !!media && media.matches);
    var html = document.documentElement;
    html.setAttribute("data-theme", light ? "light" : "dark");
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) {
      meta.setAttribute("content", light ? "#fbfaf7" : "#121212");
    }
  }
  window.traxSetTheme = apply;
  if (media && media.addEventListener) {
    media.addEventListener("change", function () { apply(choice); });
  }
  var t = "";
  try {
    t = window.localStorage.getItem("traxapp.theme") || "";
  } catch (e) {}
  // As the app reads its address (ReadAddress): a theme= in the fragment
  // replaces the query's, and a bad one leaves the saved choice.
  var link = null;
  [location.search, location.hash.replace(/^#\??/, "")].forEach(function (part) {
    try {
      var v = new URLSearchParams(part).get("theme");
      if (v !== null) {
        link = v;
      }
    } catch (e) {}
  });
  if (link !== null && themes[link.toLowerCase()]) {
    t = link;
  }
  apply(t || "auto");
})();

// The words of languages other than English (app.wasm carries English's
// only): web/messages-<lang>.txt, fetched once per page by
// traxMessages.get(lang), a promise of the file's text. The language the
// app will speak is guessed here as the app chooses it (i18n.Resolve: the
// link's lang=, the fragment's over the query's, else the choice saved,
// else the browser's languages) and fetched at once, beside app.wasm, so
// that its words are here when the Go program starts, which takes them
// (traxMessages.text) or waits for them before its first frame
// (app.AwaitLanguage), and asks here again for a language picked later,
// and for the words a screen shows only when opened (the rules, lessons,
// puzzles: i18n.OnDemand). A failed fetch is forgotten, so that asking
// again retries.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !script.src || !window.fetch || !window.Promise) {
    return;
  }
  // i18n.Languages (a Go test checks the two lists agree).
  var languages = ["en", "sv", "ru", "fr", "da", "de", "it", "nl", "es"];
  var fetched = {};
  var texts = {};

  // get(lang) is the promise of lang's first-frame words,
  // messages-<lang>.txt (none for English, which app.wasm carries);
  // get(lang, part) of the words of one of the screens' parts fetched on
  // demand (i18n.OnDemand), messages-<lang>.<part>.txt, English's too.
  function get(lang, part) {
    var name = part ? lang + "." + part : lang;
    if (languages.indexOf(lang) < (part ? 0 : 1) || (part && !/^[a-z]+$/.test(part))) {
      return Promise.reject(new Error("no messages to fetch for " + name));
    }
    if (!fetched[name]) {
      var url = new URL("messages-" + name + ".txt", script.src).href;
      fetched[name] = fetch(url, { credentials: "same-origin" }).then(function (r) {
        if (!r.ok) {
          throw new Error(url + ": HTTP " + r.status);
        }
        return r.text();
      }).then(function (text) {
        texts[name] = text;
        return text;
      });
      fetched[name].catch(function () {
        delete fetched[name];
      });
    }
    return fetched[name];
  }

  // parse is i18n.Parse: "sv-SE" is sv; Norwegian reads Danish best.
  function parse(tag) {
    tag = String(tag || "").trim().toLowerCase().split(/[-_]/)[0];
    if (tag === "nb" || tag === "nn" || tag === "no") {
      tag = "da";
    }
    return languages.indexOf(tag) >= 0 ? tag : "";
  }

  function guess() {
    var link = null;
    [location.search, location.hash.replace(/^#\??/, "")].forEach(function (part) {
      try {
        var v = new URLSearchParams(part).get("lang");
        if (v !== null) {
          link = v;
        }
      } catch (e) {}
    });
    if (link && parse(link)) {
      return parse(link);
    }
    try {
      var saved = parse(window.localStorage.getItem("traxapp.lang"));
      if (saved) {
        return saved;
      }
    } catch (e) {}
    var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; i < tags.length; i++) {
      if (parse(tags[i])) {
        return parse(tags[i]);
      }
    }
    return "en";
  }

  // text returns the words of lang if they have arrived, else "": the Go
  // program takes them at once, without waiting on a promise.
  function text(lang) {
    return texts[lang] || "";
  }

  window.traxMessages = { get: get, text: text };
  var first = guess();
  if (first !== "en") {
    // The page the server drew is in English: hidden from its first
    // byte (web/loader.css) until the app's first render, in its own
    // language, replaces it (app/langload.go's showRenderedPage).
    document.documentElement.setAttribute("data-lang-loading", "");
    get(first).catch(function () {});
  }
})();

// Trax's red tracks with a dashed line as well as their colour (the
// player's choice, app/trax/board TracksKey), applied before the first
// frame like the theme.
(function () {
  "use strict";
  try {
    if (window.localStorage.getItem("traxapp.tracks") === "dashed") {
      document.documentElement.setAttribute("data-tracks", "dashed");
    }
  } catch (e) {}
})();
