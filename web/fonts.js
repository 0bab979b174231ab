// The page's own fonts (web/fonts.css). Chromium keeps the shape of a text laid out
// while its font was still loading, and reuses it: the header's bold title in Hindi,
// translated at start (web/main.js) before the bold Devanagari face had arrived, stayed
// boxes after it did, and again on the next page load. So each time fonts finish
// loading, and once the start's fonts are ready, the page's text is shaped afresh:
// font-feature-settings gets a feature tag no font has ("pchz", ignored when shaping),
// with a new value each time, so that no shape made before can be reused.

function reshape() {
  const fresh = 1 + Math.floor(Math.random() * 1e9);
  document.documentElement.style.fontFeatureSettings = `"pchz" ${fresh}`;
}
if (document.fonts) {
  document.fonts.addEventListener("loadingdone", reshape);
  document.fonts.ready.then(reshape);
  addEventListener("load", () => document.fonts.ready.then(reshape));
}
