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
// - an upgrade: the server names its build in the page's `X-Pachisi-Build` header. When
//   a navigation brings another build than this worker's, the page being loaded is the
//   new build's, so its static files must be too: from then on this worker takes them
//   from the network (the cache only when that fails) and asks the browser to fetch the
//   new worker at once, which replaces it (install, activate) with the new build's cache.
// - notificationclick: a notice (web/notify.js) focuses the tab showing its address, or
//   opens that address.

/* global BUILD */
const CACHE = `pachisi-${BUILD.version}`;
const OFFLINE = "/web/offline.html";
/** A navigation brought a newer build's page: this worker's cached files are outdated. */
let stale = false;

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
    event.respondWith(
      fetch(req).then(
        (res) => {
          const build = res.headers.get("x-pachisi-build");
          if (build && build !== BUILD.version && !stale) {
            stale = true;
            self.registration.update().catch(() => {});
          }
          return res;
        },
        () => caches.match(OFFLINE, { cacheName: CACHE }).then((r) => r ?? Response.error()),
      ),
    );
    return;
  }
  if (url.pathname.startsWith("/web/")) {
    const cached = () => caches.match(req, { cacheName: CACHE, ignoreVary: true });
    if (stale) event.respondWith(fetch(req, { cache: "no-cache" }).catch(() => cached().then((hit) => hit ?? Response.error())));
    else event.respondWith(cached().then((hit) => hit ?? fetch(req)));
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
