// Notices that call the player back to the page: "your turn" (web/game.js) and, with
// the friends feature, "you are invited". One generic function, notice(kind, …), and
// its end, endNotice(kind). While a notice stands and the page is hidden (another tab,
// the phone's home screen) or not focused (another window):
// - the tab's title is the notice's (`● Your turn — Pachisi`), and the page's own title
//   comes back when the player returns or the notice ends;
// - the favicon has a red badge.
// When a notice starts while the page is so, also
// - a sound, if sounds are on (web/sound.js);
// - a system notification (Notifications API, through the service worker where there
//   is one: phones only show them so), if the player turned notices on with
//   NoticeToggle, which asks the browser's permission on that click, never by itself.
// A notice that starts while the player is looking at the page changes nothing.

import { html, useState } from "./ui.js";
import { t } from "./strings.js";
import { play } from "./sound.js";

const KEY = "pachisi:notices";
const ICON = "/web/icons/icon.svg";

/** The notices standing, by kind, in the order they started. */
const standing = new Map();
/** The notices started (the last 50, oldest first), for tests and debugging. */
const started = [];
/** The page's own title (what it last set), and the notice title shown, if any. */
let pageTitle = typeof document !== "undefined" ? document.title : "";
let shownTitle = null;
let badged = null; // the favicon with a badge (an SVG data: address), once made

/** Whether the player is looking at the page: visible and focused. */
export function attended() {
  return document.visibilityState === "visible" && document.hasFocus();
}

/** Whether this browser can show system notifications. */
export function noticesSupported() {
  return typeof Notification === "function";
}

/** Whether the player turned system notices on (and the browser still allows them). */
export function noticesOn() {
  if (!noticesSupported() || Notification.permission !== "granted") return false;
  try {
    return localStorage.getItem(KEY) === "on";
  } catch {
    return false;
  }
}

function remember(on) {
  try {
    localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    // Private mode: not remembered; the browser's permission still stands.
  }
}

/**
 * Start a notice of `kind` ("turn", "invite", …): `tab` is the tab's title while the page
 * is not looked at, `heading` and `body` the system notification's texts, `url` the
 * address a click on it opens (this page by default), `sound` the sound's kind. A notice
 * of the same kind already standing is left as it is (no second sound or notification).
 */
export function notice(kind, { tab, heading = tab, body = "", url = location.href, sound = "turn" }) {
  if (standing.has(kind)) return;
  const away = !attended();
  const n = { kind, tab, heading, body, url };
  standing.set(kind, n);
  const record = { kind, tab, away, sound: false, system: false };
  if (away) {
    record.sound = play(sound);
    record.system = noticesOn();
    if (record.system) systemNotice(n);
  }
  started.push(record);
  if (started.length > 50) started.shift();
  show();
}

/** End the notice of `kind` (the player acted, or it no longer holds). */
export function endNotice(kind) {
  if (!standing.delete(kind)) return;
  closeSystemNotice(kind);
  show();
}

/** The notices started (the last 50): kind, tab title, whether the page was away and what was done. */
export function noticesStarted() {
  return started.map((r) => ({ ...r }));
}

// ------------------------------------------------------------- title and favicon

/** Show the latest standing notice in the title and favicon while the page is away, or the page's own. */
function show() {
  if (typeof document === "undefined") return;
  // A title that is not the notice's is the page's own (set just now, perhaps in the
  // same task, before the title watcher below has heard of it).
  if (document.title !== shownTitle) pageTitle = document.title;
  const latest = [...standing.values()].at(-1);
  if (latest && !attended()) {
    shownTitle = latest.tab;
    if (document.title !== latest.tab) document.title = latest.tab;
    badge(true);
  } else {
    if (shownTitle != null && document.title === shownTitle) document.title = pageTitle;
    shownTitle = null;
    badge(false);
  }
}

/** The page's <link rel="icon"> (made if missing). */
function iconLink() {
  let link = document.querySelector('link[rel="icon"]');
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    link.type = "image/svg+xml";
    link.href = ICON;
    document.head.append(link);
  }
  return link;
}

/** Put the badge on the favicon or take it off (data-badge="on" while on). */
function badge(on) {
  const link = iconLink();
  if (!on) {
    if (link.dataset.badge === "on") {
      link.href = link.dataset.plain ?? ICON;
      delete link.dataset.badge;
    }
    return;
  }
  if (link.dataset.badge === "on") return;
  link.dataset.plain = link.getAttribute("href") ?? ICON;
  link.dataset.badge = "on";
  const put = () => {
    if (link.dataset.badge === "on" && badged) link.href = badged;
  };
  if (badged) return put();
  fetch(ICON)
    .then((r) => (r.ok ? r.text() : Promise.reject(new Error(r.statusText))))
    .then((svg) => {
      const dot = '<circle cx="400" cy="112" r="104" fill="#d50000" stroke="#fff" stroke-width="24"/>';
      badged = `data:image/svg+xml,${encodeURIComponent(svg.replace("</svg>", `${dot}</svg>`))}`;
      put();
    })
    .catch(() => {
      // No icon: the title still tells.
    });
}

if (typeof document !== "undefined") {
  // The page sets its own title as it goes (the game's banner): keep it as the one to
  // come back to, and keep the notice's title on while the page is away.
  const watch = () => {
    if (document.title === shownTitle) return;
    pageTitle = document.title;
    if (shownTitle != null) show();
  };
  const head = document.head ?? document.documentElement;
  new MutationObserver(watch).observe(head, { subtree: true, childList: true, characterData: true });
  document.addEventListener("visibilitychange", show);
  window.addEventListener("focus", show);
  window.addEventListener("blur", show);
}

// ------------------------------------------------------------- system notifications

async function registration() {
  try {
    return (await navigator.serviceWorker?.getRegistration()) ?? null;
  } catch {
    return null;
  }
}

async function systemNotice({ kind, heading, body, url }) {
  const options = { body, tag: `pachisi-${kind}`, icon: "/web/icons/icon-192.png", data: { url } };
  try {
    const reg = await registration();
    if (reg) return await reg.showNotification(heading, options);
  } catch {
    // Fall back to a page notification.
  }
  try {
    const n = new Notification(heading, options);
    n.onclick = () => {
      window.focus();
      n.close();
    };
    pageNotices.set(kind, n);
  } catch {
    // Not allowed here (Android without a worker): the title and the sound still tell.
  }
}

const pageNotices = new Map();

async function closeSystemNotice(kind) {
  pageNotices.get(kind)?.close();
  pageNotices.delete(kind);
  try {
    const reg = await registration();
    for (const n of (await reg?.getNotifications({ tag: `pachisi-${kind}` })) ?? []) n.close();
  } catch {
    // Nothing to close.
  }
}

// ------------------------------------------------------------- the setting

/**
 * One button turning system notices on and off (remembered in this browser). Turning
 * them on asks the browser's permission (only here, on the player's click); when the
 * browser blocks them the button says so and does nothing.
 */
export function NoticeToggle() {
  const [on, setOn] = useState(noticesOn);
  const [blocked, setBlocked] = useState(() => noticesSupported() && Notification.permission === "denied");
  if (!noticesSupported()) return null;
  const toggle = async () => {
    if (on) {
      remember(false);
      setOn(false);
      return;
    }
    let permission = Notification.permission;
    if (permission === "default") {
      try {
        permission = await Notification.requestPermission();
      } catch {
        permission = "denied";
      }
    }
    if (permission === "granted") {
      remember(true);
      setOn(true);
    } else {
      setBlocked(permission === "denied");
    }
  };
  const title = t(blocked ? "notices.blocked" : on ? "notices.turn_off" : "notices.turn_on");
  return html`<button
    type="button"
    class=${on ? "small notice-toggle on" : "small notice-toggle"}
    aria-pressed=${on ? "true" : "false"}
    aria-disabled=${blocked ? "true" : null}
    title=${title}
    onClick=${blocked ? null : toggle}
  >
    ${t("notices.label")}${blocked ? html` <span class="sr-only">${title}</span>` : null}
  </button>`;
}
