// Quick match (docs/api.md, "Quick match"): the lobby's "Play online". A tap on a
// game's card puts a ticket in the server's queue (POST /api/match), this panel polls
// it every second (GET /api/match/{ticket}: any server instance can answer, the queue
// is in the database) and, once paired, holds the seat's token and opens the table.
// Cancel, leaving the page or closing the tab takes the ticket out of the queue (a
// ticket not polled for 15 s expires anyway). After a while the server offers bots for
// the empty seats: an unrated game.

import { html, useState, useEffect, useRef } from "./ui.js";
import { api, addToken } from "./api.js";
import { t } from "./strings.js";
import { signedIn } from "./account.js";
import { rememberGame, rememberSeats } from "./friends.js";
import { ratingText } from "./profile.js";

const BROWSER_KEY = "pachisi:browser";
const POLL_MS = 1000;

/** This browser's random key: the server keeps one ticket per browser. */
export function browserKey() {
  try {
    let k = localStorage.getItem(BROWSER_KEY);
    if (!k) {
      const b = crypto.getRandomValues(new Uint8Array(16));
      k = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
      localStorage.setItem(BROWSER_KEY, k);
    }
    return k;
  } catch {
    return undefined; // no storage: one ticket per account or address still holds
  }
}

/** Take the paired seat: hold its token and open the table. */
function sit(v) {
  addToken(v.game, v.token);
  rememberSeats(v.game, v.seats);
  rememberGame(v.game, "joined");
  location.href = `/?game=${v.game}`;
}

/** Leave the queue (also while the page unloads). */
function leave(ticket) {
  fetch(`/api/match/${ticket}`, { method: "DELETE", keepalive: true }).catch(() => null);
}

/**
 * The waiting panel of one ticket: `preset` (its name and title), `players`;
 * `onClose` when cancelled or refused.
 */
export function QuickMatch({ preset, title, players, onClose }) {
  const [v, setV] = useState(null);
  const [error, setError] = useState("");
  const ticket = useRef(null);
  const done = useRef(false);
  useEffect(() => {
    let timer = null;
    const poll = async () => {
      if (done.current) return;
      try {
        const got = await api("GET", `/api/match/${ticket.current}`);
        setV(got);
        if (got.status === "paired") {
          done.current = true;
          sit(got);
          return;
        }
      } catch (e) {
        setError(e.message);
        done.current = true;
        return;
      }
      timer = setTimeout(poll, POLL_MS);
    };
    const start = async () => {
      try {
        const got = await api("POST", "/api/match", { preset, players, browser: browserKey() });
        ticket.current = got.ticket;
        setV(got);
        timer = setTimeout(poll, POLL_MS);
      } catch (e) {
        setError(e.message);
      }
    };
    start();
    const bye = () => ticket.current && !done.current && leave(ticket.current);
    addEventListener("pagehide", bye);
    return () => {
      clearTimeout(timer);
      removeEventListener("pagehide", bye);
      bye();
      done.current = true;
    };
  }, [preset, players]);
  const bots = async () => {
    try {
      const got = await api("POST", `/api/match/${ticket.current}/bots`, {});
      if (got.status === "paired") {
        done.current = true;
        sit(got);
      }
    } catch (e) {
      setError(e.message);
    }
  };
  const waited = Math.floor(v?.waited ?? 0);
  return html`<section class="quick-match" aria-labelledby="quick-match-h" aria-live="polite">
    <h3 id="quick-match-h">${t("quick.heading", { game: title, players })}</h3>
    ${!error &&
    html`<p class="quick-match-wait">
      <span class="quick-match-spinner" aria-hidden="true"></span>
      ${v?.status === "paired" ? t("quick.found") : t("quick.waiting", { seconds: waited })}
    </p>`}
    ${v &&
    (v.rated
      ? html`<p class="muted">${t("quick.rated", { rating: ratingText(v.rating), window: ratingText(v.window ?? 0) })}</p>`
      : html`<p class="muted">${t(signedIn() ? "quick.unrated" : "quick.unrated_guest")}</p>`)}
    ${v?.bots &&
    html`<p class="quick-match-bots">
      ${t("quick.bots_offer")}
      ${v.bot_rating != null && html`<span class="muted">${t("quick.bot_rating", { rating: ratingText(v.bot_rating) })}</span>`}
      <button type="button" class="primary quick-match-fill" onClick=${bots}>${t("quick.bots")}</button>
    </p>`}
    ${error && html`<p class="error" role="alert">${error}</p>`}
    <button type="button" class="quick-match-cancel" onClick=${onClose}>${t(error ? "quick.close" : "quick.cancel")}</button>
  </section>`;
}
