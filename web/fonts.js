// The page's own fonts (web/fonts.css). Chromium can keep a text that was laid out
// before its font had loaded drawn as boxes: the header's bold title in Hindi,
// translated at start (web/main.js) while the bold Devanagari face was still on its way,
// stayed boxes after the face arrived. Each time fonts finish loading, every text is
// shaped again: switching font-feature-settings between its default and "kern" (on by
// default anyway) re-lays the page out without changing how it looks.

let flip = false;
document.fonts?.addEventListener("loadingdone", () => {
  flip = !flip;
  document.documentElement.style.fontFeatureSettings = flip ? '"kern"' : "";
});
