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
  function post() {
    var h = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (h > 0 && h !== last) {
      last = h;
      window.parent.postMessage({ type: "trax:height", height: h }, "*");
    }
  }
  function start() {
    post();
    if (window.ResizeObserver) {
      new ResizeObserver(post).observe(document.documentElement);
    } else {
      window.setInterval(post, 500);
    }
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
