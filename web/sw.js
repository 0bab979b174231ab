// The service worker, served at /sw.js (scope /) by the server, which puts before this
// text one line `const BUILD = {"version": …, "files": [...]};`: the version is a hash of
// every embedded page file (a new build with any file changed has a new version), the
// files are the page's static files (/web/…) to keep. Served on its own at /web/sw.js
// this text does nothing useful (BUILD is missing there); only /sw.js is registered.
//
// - install: every static file is fetched into the cache "pachisi-VERSION", and the new
//   worker takes over at once (skipWaiting, clients.claim) — the page files of one build
//   go together, so a page open on the old build keeps the files it already loaded.
// - activate: the caches of other versions are deleted.
// - fetch: the static files (/web/…) come from the cache first (the network when
//   missing); page addresses (navigations) go to the server and, when it cannot be
//   reached, get the offline page (web/offline.html); /api/…, /ws and everything else
//   are never cached and never touched.
// - notificationclick: a notice (web/notify.js) focuses the tab showing its address, or
//   opens that address.

/* global BUILD */
const CACHE = `pachisi-${BUILD.version}`;
const OFFLINE = "/web/offline.html";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(BUILD.files.map((f) => new Request(f, { cache: "no-cache" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("pachisi-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** Whether a same-origin path is one the worker must leave to the network. */
function live(path) {
  return path.startsWith("/api/") || path === "/ws" || path.startsWith("/ws/") || path === "/sw.js";
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || live(url.pathname)) return;
  if (req.mode === "navigate") {
    event.respondWith(fetch(req).catch(() => caches.match(OFFLINE, { cacheName: CACHE }).then((r) => r ?? Response.error())));
    return;
  }
  if (url.pathname.startsWith("/web/")) {
    event.respondWith(caches.match(req, { cacheName: CACHE, ignoreVary: true }).then((hit) => hit ?? fetch(req)));
  }
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((wins) => {
      const same = wins.find((w) => w.url === url);
      if (same) return same.focus();
      return self.clients.openWindow(url);
    }),
  );
});
