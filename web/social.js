// Friends (docs/api.md, "Friends"): the lobby's friends list (whom you follow, who of
// them is online, Invite), the game page's "Invite a friend" while the table waits, the
// profile page's Follow and Block, the chat line's menu (Report, Block) and the
// page-wide notices ("Asha invites you": Accept / Decline; "Bilal declined").
//
// Signed-in pages poll GET /api/notices every POLL_MS: that is the presence heartbeat
// too (the server counts a player online when seen within a minute). The invite notice
// uses web/notify.js (title, favicon badge, sound, system notification when away).

import { html, render, useState, useEffect } from "./ui.js";
import { api, addToken, tokensOf } from "./api.js";
import { t } from "./strings.js";
import { notice, endNotice } from "./notify.js";
import { signedIn, loadAccount } from "./account.js";
import { rememberCreated, rememberGame, myGames, createdOf } from "./friends.js";

const POLL_MS = 4000;

// ------------------------------------------------------------------ shared state

/** The friends list as last fetched: {following: [{name, online}], blocked: [names]}. */
let friends = { following: [], blocked: [] };
const listeners = new Set();
const changed = () => listeners.forEach((f) => f());

/** Re-render on every change of the friends list or the notices. */
function useSocial() {
  const [, bump] = useState(0);
  useEffect(() => {
    const f = () => bump((n) => n + 1);
    listeners.add(f);
    return () => listeners.delete(f);
  }, []);
}

/** Fetch the friends list again (signed in only). */
export async function loadFriends() {
  await loadAccount();
  if (!signedIn()) return friends;
  try {
    friends = await api("GET", "/api/friends");
  } catch {
    // keep the last list
  }
  changed();
  return friends;
}

/** Whether a chat line comes from an account the player blocks (hidden at once; the server stops sending them). */
export function blockedLine(line, st) {
  const account = line.seat != null && !line.spectator ? st?.seats?.[line.seat]?.account : null;
  return !!account && friends.blocked.some((b) => b.toLowerCase() === account.toLowerCase());
}

/** Subscribe a component to the friends list (the chat, to hide blocked players' lines). */
export const useFriends = () => {
  useSocial();
  return friends;
};

// ------------------------------------------------------------------ notices

let notices = { invites: [], answers: [] };
let told = []; // answers shown until dismissed
let pollError = "";

async function poll() {
  try {
    const v = await api("GET", "/api/notices");
    notices = v;
    told = [...told, ...v.answers].slice(-5);
    pollError = "";
    if (v.invites.length) {
      const from = v.invites.at(-1).from;
      notice("invite", { tab: t("notice.invite_tab"), heading: t("social.invited", { name: from }), body: t("social.invited_body"), sound: "turn" });
    } else {
      endNotice("invite");
    }
  } catch (e) {
    pollError = e.message;
  }
  changed();
}

async function accept(inv) {
  try {
    const v = await api("POST", `/api/invites/${inv.id}/accept`, {});
    addToken(v.game, v.token);
    rememberGame(v.game, "joined");
    endNotice("invite");
    location.assign(v.url);
  } catch (e) {
    pollError = e.message;
    poll();
  }
}

async function decline(inv) {
  await api("POST", `/api/invites/${inv.id}/decline`, {}).catch(() => null);
  poll();
}

function Notices() {
  useSocial();
  const { invites } = notices;
  if (!invites.length && !told.length && !pollError) return null;
  return html`<section class="social-notices" aria-label=${t("social.notices_label")} aria-live="polite">
    ${invites.map(
      (inv) => html`<div class="social-notice invite" key=${inv.id} data-invite=${inv.id}>
        <p>${t("social.invited", { name: inv.from })}</p>
        <p class="dialog-buttons">
          <button type="button" class="primary invite-accept" onClick=${() => accept(inv)}>${t("social.accept")}</button>
          <button type="button" class="invite-decline" onClick=${() => decline(inv)}>${t("social.decline")}</button>
        </p>
      </div>`,
    )}
    ${told.map(
      (a) => html`<div class="social-notice answer" key=${`a${a.id}`} data-answer=${a.answer}>
        <p>${t(`social.answer_${a.answer}`, { name: a.to })}
          ${a.answer === "accepted" && !location.search.includes(a.game) && html` <a href=${`/?game=${a.game}`}>${t("social.to_table")}</a>`}</p>
        <button type="button" class="small dismiss" onClick=${() => {
          told = told.filter((x) => x !== a);
          changed();
        }}>${t("social.dismiss")}</button>
      </div>`,
    )}
    ${pollError && html`<p class="error">${pollError}</p>`}
  </section>`;
}

/** Start the notices (every page): when signed in, poll and show them. */
export async function mountNotices() {
  await loadAccount();
  if (!signedIn() || document.querySelector(".social-notices-box")) return;
  document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: "/web/social.css" }));
  const box = Object.assign(document.createElement("div"), { className: "social-notices-box" });
  document.body.append(box);
  render(html`<${Notices} />`, box);
  poll();
  loadFriends();
  setInterval(poll, POLL_MS);
  // The friends list's presence, a little less often.
  setInterval(loadFriends, POLL_MS * 4);
}

// ------------------------------------------------------------------ inviting

/** A waiting table this browser created with a seat still free: {game, seat, token}. */
async function freeSeatOf(game) {
  const c = createdOf(game);
  if (!c) return null;
  const mine = tokensOf(game);
  if (!mine.length) return null; // a table the player sits at
  const s = await api("GET", `/api/games/${game}`).catch(() => null);
  if (!s || s.status !== "waiting") return null;
  const free = c.seats.find((x) => !mine.includes(x.token) && s.seats[x.seat] && !s.seats[x.seat].joined);
  return free ? { game, seat: free.seat, token: free.token } : null;
}

/** A new two-player table with the player at the first seat: its free seat. */
async function newTable() {
  const g = await api("POST", "/api/games", { preset: "pachisi", players: 2, seats: ["human", "human"] });
  rememberCreated(g);
  addToken(g.game, g.seats[0].token);
  return { game: g.game, seat: g.seats[1].seat, token: g.seats[1].token };
}

/** Invite `name` to `game`'s free seat, or the newest waiting table created here, or a new one. */
async function invite(name, game) {
  let seat = game ? await freeSeatOf(game) : null;
  if (!seat && !game) {
    for (const g of myGames().filter((x) => x.role === "created").slice(0, 3)) {
      seat = await freeSeatOf(g.id);
      if (seat) break;
    }
    seat ??= await newTable();
  }
  if (!seat) throw new Error(t("social.no_free_seat"));
  await api("POST", "/api/invites", { name, ...seat });
  return seat.game;
}

function FriendLine({ f, game, onInvited }) {
  const [state, setState] = useState("");
  const go = async () => {
    setState("busy");
    try {
      const g = await invite(f.name, game);
      setState(t("social.invite_sent", { name: f.name }));
      onInvited?.(g);
    } catch (e) {
      setState(e.message);
    }
  };
  return html`<li class=${f.online ? "friend online" : "friend"} data-name=${f.name}>
    <span class="presence-dot" aria-hidden="true"></span>
    <a href=${`/u/${encodeURIComponent(f.name)}`}>${f.name}</a>
    <span class="presence-text">${t(f.online ? "social.online" : "social.offline")}</span>
    ${f.online && html`<button type="button" class="small invite-friend" disabled=${state === "busy"} onClick=${go}>
      ${t("social.invite")}<span class="sr-only"> ${f.name}</span>
    </button>`}
    ${state && state !== "busy" && html`<span class="invite-state" role="status">${state}</span>`}
  </li>`;
}

/** The lobby's friends list: whom you follow, online first, each online one with Invite. */
export function FriendsList() {
  useSocial();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    loadFriends().then(() => setLoaded(true));
  }, []);
  if (!loaded || !signedIn()) return null;
  const list = [...friends.following].sort((a, b) => b.online - a.online);
  return html`<section class="friends-list" aria-labelledby="friends-list-h">
    <h2 id="friends-list-h">${t("social.friends")}</h2>
    ${list.length
      ? html`<ul>${list.map((f) => html`<${FriendLine} key=${f.name} f=${f} onInvited=${(g) => location.assign(`/?game=${g}`)} />`)}</ul>`
      : html`<p class="hint">${t("social.no_friends")}</p>`}
    <p class="hint">${t("social.presence_rule")}</p>
  </section>`;
}

/** On the game page while the table waits and this browser holds a free seat's link: invite an online friend to it. */
export function InviteToTable({ st, gameId }) {
  useSocial();
  useEffect(() => {
    loadFriends();
  }, []);
  const c = createdOf(gameId);
  if (!signedIn() || !st || st.status !== "waiting" || !c) return null;
  const free = c.seats.some((x) => !tokensOf(gameId).includes(x.token) && !st.seats[x.seat]?.joined);
  const online = friends.following.filter((f) => f.online);
  if (!free || !online.length) return null;
  return html`<section class="friends-list invite-to-table" aria-labelledby="invite-table-h">
    <h3 id="invite-table-h">${t("social.invite_heading")}</h3>
    <ul>${online.map((f) => html`<${FriendLine} key=${f.name} f=${f} game=${gameId} />`)}</ul>
  </section>`;
}

// ------------------------------------------------------------------ profile and chat

/** Follow / Unfollow and Block / Unblock on another player's profile. */
export function ProfileActions({ name }) {
  const [rel, setRel] = useState(null);
  const [error, setError] = useState("");
  useEffect(() => {
    if (signedIn() && signedIn().name.toLowerCase() !== name.toLowerCase())
      api("GET", `/api/users/${encodeURIComponent(name)}/relation`).then(setRel, (e) => setError(e.message));
  }, [name]);
  if (!rel) return error ? html`<p class="error" role="alert">${error}</p>` : null;
  const act = async (what) => {
    setError("");
    try {
      await api("POST", `/api/friends/${what}`, { name });
      setRel(await api("GET", `/api/users/${encodeURIComponent(name)}/relation`));
      loadFriends();
    } catch (e) {
      setError(e.message);
    }
  };
  return html`<p class="profile-actions dialog-buttons">
    ${!rel.blocking &&
    html`<button type="button" class=${rel.following ? "unfollow" : "primary follow"} onClick=${() => act(rel.following ? "unfollow" : "follow")}>
      ${t(rel.following ? "social.unfollow" : "social.follow")}
    </button>`}
    <button type="button" class=${rel.blocking ? "unblock" : "danger block"} onClick=${() => act(rel.blocking ? "unblock" : "block")}>
      ${t(rel.blocking ? "social.unblock" : "social.block")}
    </button>
    ${rel.blocking && html`<span class="hint">${t("social.blocked_note")}</span>`}
    ${error && html`<span class="error" role="alert">${error}</span>`}
  </p>`;
}

/** A chat line's menu (another signed-in player's line): Report, with an optional reason, and Block. */
export function LineActions({ line, st, gameId }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [said, setSaid] = useState("");
  const author = line.seat != null && !line.spectator ? st?.seats?.[line.seat]?.account : null;
  if (!signedIn() || st?.you?.includes(line.seat) || line.kind !== "text") return null;
  const report = async (e) => {
    e.preventDefault();
    try {
      await api("POST", "/api/reports", { game: gameId, line: line.n, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      setSaid(t("social.reported"));
    } catch (err) {
      setSaid(err.message);
    }
  };
  const block = async () => {
    try {
      await api("POST", "/api/friends/block", { name: author });
      await loadFriends();
    } catch (err) {
      setSaid(err.message);
    }
  };
  const id = `line-${line.n}`;
  return html`<span class="line-actions">
    <button type="button" class="small line-menu" aria-expanded=${open ? "true" : "false"} aria-controls=${open ? `${id}-menu` : undefined} onClick=${() => setOpen(!open)}>
      <span aria-hidden="true">⋯</span><span class="sr-only">${t("social.line_menu")}</span>
    </button>
    ${open &&
    html`<span class="line-menu-body" id=${`${id}-menu`}>
      ${said
        ? html`<span role="status">${said}</span>`
        : html`<form class="report-form" onSubmit=${report}>
            <label for=${`${id}-reason`}>${t("social.reason")}</label>
            <input id=${`${id}-reason`} maxlength="500" autocomplete="off" value=${reason} onInput=${(e) => setReason(e.currentTarget.value)} />
            <button type="submit" class="small report-line">${t("social.report")}</button>
          </form>`}
      ${author && html`<button type="button" class="small danger block-author" onClick=${block}>${t("social.block_name", { name: author })}</button>`}
    </span>`}
  </span>`;
}
