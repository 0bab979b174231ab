// The installable app: registers the service worker (/sw.js, scope /; web/sw.js says
// what it keeps) once the page has loaded, so that its first fetches do not compete
// with the page's own. The manifest and icons are linked from index.html.

export function registerWorker() {
  if (!("serviceWorker" in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => null);
}

if (document.readyState === "complete") registerWorker();
else window.addEventListener("load", () => registerWorker(), { once: true });
