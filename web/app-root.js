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
