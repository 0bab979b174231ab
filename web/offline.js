// The offline page (web/offline.html): its texts in the player's language (the
// catalogues are among the files the service worker keeps), and "Try again" reloads
// the address the player wanted (the worker answers with this page in its place).

import { t, LOCALE, DIR } from "./strings.js";

for (const e of document.querySelectorAll("[data-t]")) e.textContent = t(e.dataset.t);
document.documentElement.lang = LOCALE;
document.documentElement.dir = DIR;
document.title = t("offline.title");
document.getElementById("retry")?.addEventListener("click", () => location.reload());
// Back online: try again by itself.
window.addEventListener("online", () => location.reload());
