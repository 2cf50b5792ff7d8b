//go:build !wasm

package site

import "strings"

// appWorkerJS replaces go-app's service worker (Handler.ServiceWorkerTemplate;
// go-app fills in {{.Version}} and {{.ResourcesToCache}}). It differs from
// go-app's DefaultAppWorkerJS where that one loses offline support:
//   - install waits for the precache (event.waitUntil), so a failed
//     download fails the install instead of leaving a worker with no files;
//   - the precache revalidates every file with the server (cache:
//     "no-cache"), so a new version never stores an old file, while a file
//     the page has just downloaded (app.wasm) costs a 304, not a second
//     download;
//   - a navigation is answered from the cached page whatever its query
//     string (?embed=1, ?variant=8x8, ?lang=de all boot offline);
//   - old caches are deleted only once the new one is active;
//   - offline, a navigation the cache does not hold gets the app's page:
//     an export under /trax/ registers the worker for the scope /trax
//     (see widenWorkerScope), so /trax, which hosts redirect to /trax/
//     online, boots offline too;
//   - the files of lazyResources (a game's AI worker program, which only
//     that game's players need, each language's words but English's,
//     web/messages-<lang>.txt, which app.wasm carries, every language's
//     words of the screens opened later, web/messages-<lang>.<part>.txt
//     (i18n.OnDemand), and the install
//     icons) are not precached:
//     they would hold up the install, and with it a first visit's offline
//     support, for files the visit may never use. They are kept in the cache the first time the
//     app fetches them, and fetched in the background once the page is
//     playable and idle: the page asks with the message "trax:cache-lazy"
//     (web/wasm-start.js) and is answered {ok} on the message's port once
//     every one is cached, so that every game's computer plays offline
//     and every language can be picked offline (the page then marks
//     <html data-offline="ready">). The message's "first" (the words of
//     the page's language, which the page fetched before the worker
//     controlled it) is cached before the others;
//   - the app's page is cached then too, not precached: the message's
//     "page" is the address the visitor opened (its query too), which the
//     worker asks for again, a revalidation of the page the browser
//     already holds rather than a second download of ./ (a first visit
//     through a link with a query would otherwise fetch the page twice).
//
// Push notifications are left out: the app sends none.
const appWorkerJS = `// Trax service worker, version {{.Version}}.
const cacheName = "app-" + "{{.Version}}";
const lazyResources = ` + lazyResourcesMark + `;
// The app's page is cached with the lazy resources, from the address the
// visitor opened (see the "trax:cache-lazy" message), not precached.
const startPage = new URL("./", self.location).pathname;
const resourcesToCache = {{.ResourcesToCache}}.filter((path) => !lazyResources.includes(path) && path !== startPage);

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(cacheName);
    await cache.addAll(resourcesToCache.map((url) => new Request(url, { cache: "no-cache" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const keys = await caches.keys();
    await Promise.all(keys
      .filter((key) => key.startsWith("app-") && key !== cacheName)
      .map((key) => caches.delete(key)));
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") {
    return;
  }
  event.respondWith(respond(event.request));
});

// The page asks for the lazy resources once it is playable and idle: each
// one not yet cached is fetched and kept; the answer on the message's port
// says whether all are now cached.
self.addEventListener("message", (event) => {
  if (!event.data || event.data.type !== "trax:cache-lazy") {
    return;
  }
  const port = event.ports && event.ports[0];
  event.waitUntil((async () => {
    let ok = true;
    try {
      const cache = await caches.open(cacheName);
      if (!(await cache.match(startPage))) {
        // The page the visitor opened is the app's page whatever its
        // query (?lang=sv): asked again, it costs a revalidation (a 304)
        // where ./ would be a second download of the same page.
        let source = startPage;
        try {
          const opened = new URL(event.data.page);
          if (opened.origin === self.location.origin && opened.pathname === startPage) {
            source = opened.pathname + opened.search;
          }
        } catch (err) {
          // No page or not an address: the worker asks for ./ itself.
        }
        try {
          const response = await fetch(new Request(source, { cache: "no-cache" }));
          if (response.ok) {
            await cache.put(startPage, response);
          } else {
            ok = false;
          }
        } catch (err) {
          ok = false;
        }
      }
      const first = event.data.first;
      const paths = lazyResources.filter((path) => path === first)
        .concat(lazyResources.filter((path) => path !== first));
      for (const path of paths) {
        if (await cache.match(path)) {
          continue;
        }
        try {
          const response = await fetch(new Request(path, { cache: "no-cache" }));
          if (response.ok) {
            await cache.put(path, response);
          } else {
            ok = false;
          }
        } catch (err) {
          ok = false;
        }
      }
    } catch (err) {
      ok = false;
    }
    if (port) {
      port.postMessage({ ok: ok });
    }
  })());
});

async function respond(request) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
  if (cached) {
    return cached;
  }
  let response;
  try {
    response = await fetch(request);
  } catch (err) {
    // Offline, a navigation the cache does not hold (the app's folder
    // without its trailing slash, /trax) gets the app's page.
    const page = request.mode === "navigate" && await cache.match(new URL("./", self.location).href);
    if (page) {
      return page;
    }
    throw err;
  }
  if (response.ok && lazyResources.includes(new URL(request.url).pathname)) {
    await cache.put(request, response.clone());
  }
  return response;
}
`

// lazyResourcesMark stands in appWorkerJS for the JSON list of the lazy
// resources' URL paths (newHandler fills it in before go-app's template
// runs).
const lazyResourcesMark = "__LAZY_RESOURCES__"

// isLazyResource reports whether the shipped file at URL path name is
// cached on first use rather than precached: every worker-<game>.wasm,
// every messages-<lang>.txt and messages-<lang>.<part>.txt and the install icons (icon-*.png, which
// only a browser installing the app asks for; go-app lists them for the
// precache, and the worker's template leaves out what is lazy).
func isLazyResource(name string) bool {
	return strings.HasPrefix(name, "/web/worker-") && strings.HasSuffix(name, ".wasm") ||
		strings.HasPrefix(name, "/web/messages-") && strings.HasSuffix(name, ".txt") ||
		strings.HasPrefix(name, "/web/icon-") && strings.HasSuffix(name, ".png")
}
