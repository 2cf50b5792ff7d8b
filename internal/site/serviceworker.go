//go:build !wasm

package site

// appWorkerJS replaces go-app's service worker (Handler.ServiceWorkerTemplate;
// go-app fills in {{.Version}} and {{.ResourcesToCache}}). It differs from
// go-app's DefaultAppWorkerJS where that one loses offline support:
//   - install waits for the precache (event.waitUntil), so a failed
//     download fails the install instead of leaving a worker with no files;
//   - the precache bypasses the HTTP cache (cache: "reload"), so a new
//     version never stores an old file;
//   - a navigation is answered from the cached page whatever its query
//     string (?embed=1, ?variant=8x8, ?lang=de all boot offline);
//   - old caches are deleted only once the new one is active.
//
// Push notifications are left out: the app sends none.
const appWorkerJS = `// Trax service worker, version {{.Version}}.
const cacheName = "app-" + "{{.Version}}";
const resourcesToCache = {{.ResourcesToCache}};

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(cacheName);
    await cache.addAll(resourcesToCache.map((url) => new Request(url, { cache: "reload" })));
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

async function respond(request) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
  if (cached) {
    return cached;
  }
  return fetch(request);
}
`
