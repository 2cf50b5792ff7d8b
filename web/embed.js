// Trax embedding helper. When the app runs inside an iframe, it tells the
// host page its content height, so that the host can size the iframe:
//   window.parent.postMessage({type: "trax:height", height: <px>}, "*")
// after load and whenever the height changes. The host page snippet is in
// README.md ("Embed it in a club website"). Outside an iframe it does
// nothing.
(function () {
  "use strict";
  if (window.parent === window) {
    return;
  }
  var last = 0;
  // The app's own height, not the document's: the document is as tall as
  // the frame, so reporting it would never let the frame grow or shrink.
  function post() {
    var app = document.getElementById("app");
    var h = Math.ceil((app || document.documentElement).getBoundingClientRect().height);
    if (h > 0 && h !== last) {
      last = h;
      window.parent.postMessage({ type: "trax:height", height: h }, "*");
    }
  }
  // The frame's size changes with the window (documentElement); the
  // app's with every render (#app, observed again when go-app replaces
  // it). A cheap poll catches anything the observers miss.
  var observed = null;
  function start() {
    post();
    if (window.ResizeObserver) {
      var sizes = new ResizeObserver(post);
      sizes.observe(document.documentElement);
      var watchApp = function () {
        var app = document.getElementById("app");
        if (app && app !== observed) {
          if (observed) {
            sizes.unobserve(observed);
          }
          observed = app;
          sizes.observe(app);
        }
        post();
      };
      watchApp();
      if (window.MutationObserver) {
        new MutationObserver(watchApp).observe(document.body, { childList: true });
      }
    }
    window.setInterval(post, 400);
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
