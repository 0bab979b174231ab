// Playing with friends: the player's name, the games this browser knows ("My games"),
// invite links (Copy, Share, QR code), and on the game page the table's names,
// presence, turn clock, "away" banner and the chat. game.js hands every WebSocket
// message to friendsMessage() first and mounts <FriendsPanel>; seat names shown
// anywhere on the game page come from seatName() here ("Asha (Red)" once known).
// Everything a player wrote is shown as text (never as markup).

import { html, useState, useEffect, useLayoutEffect, useRef, Swatch, CopyButton, announce, qrcode } from "./ui.js";
import { tokensOf } from "./api.js";
import { t, seatName as colourName } from "./strings.js";
import { blockedLine, useFriends, LineActions, InviteToTable } from "./social.js";

export const EMOTES = ["👍", "👏", "😄", "😮", "😢", "🎉", "🙏", "🔥"];
export const CHAT_MAX = 200;
export const CLOCKS = [0, 30, 120, 86400];

// ---------------------------------------------------------------- local storage

const read = (key, fallback) => {
  try {
    const v = localStorage.getItem(key);
    return v == null ? fallback : JSON.parse(v);
  } catch {
    return fallback;
  }
};
const write = (key, value) => {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the page works without it
  }
};

/** The player's name as remembered in this browser ("" when not given). */
export const myName = () => read("pachisi:name", "") || "";
export function setMyName(name) {
  write("pachisi:name", name.trim().slice(0, 24));
  write("pachisi:name_asked", true);
}

/**
 * Remember a game in "My games": role "created", "joined" or "watched" (a stronger
 * role is kept: created > joined > watched). Newest first, at most 50.
 */
export function rememberGame(id, role) {
  const rank = { watched: 0, joined: 1, created: 2 };
  const games = read("pachisi:games", []);
  const old = games.find((g) => g.id === id);
  const keep = old && rank[old.role] > rank[role] ? old.role : role;
  const rest = games.filter((g) => g.id !== id);
  write("pachisi:games", [{ id, role: keep, at: old?.at ?? Date.now() }, ...rest].slice(0, 50));
}
export const myGames = () => read("pachisi:games", []);

/** A created game's invite links and spectator link, kept for its creator. */
export function rememberCreated(g) {
  const seats = g.seats.filter((s) => s.kind === "human").map((s) => ({ seat: s.seat, token: s.token, invite: s.invite }));
  write(`pachisi:created:${g.game}`, { seats, spectate: g.spectate });
  rememberGame(g.game, "created");
}
export const createdOf = (id) => read(`pachisi:created:${id}`, null);

/** The seats this browser plays in a game (for "My games": "you", "your turn"). */
export function rememberSeats(id, seats) {
  if (id && seats?.length) write(`pachisi:seats:${id}`, seats);
}
export const seatsOf = (id) => read(`pachisi:seats:${id}`, []);

/** The name to send in `hello`: only when this browser holds one player's seats. */
export function helloName(gameId) {
  const tokens = tokensOf(gameId);
  return tokens.length === 1 && myName() ? myName() : undefined;
}

// ---------------------------------------------------------------- names

let names = []; // seat -> name, from the last state message
let myGameId = null;

/** A seat as the game page shows it: "Asha (Red)" when the seat has a name, else "Red". */
export function seatName(seat) {
  const n = names[seat];
  return n ? t("friends.named", { name: n, seat: colourName(seat) }) : colourName(seat);
}
/** A seat's name as in a presence notice: the player's name alone, or the colour. */
const shortName = (seat) => names[seat] || colourName(seat);

/** "Asha (Red)" from a summary's seats (GET /api/games…), for the lobby. */
export function summarySeat(seats, seat) {
  const n = seats?.find((s) => s.seat === seat)?.name;
  return n ? t("friends.named", { name: n, seat: colourName(seat) }) : colourName(seat);
}

// ---------------------------------------------------------------- the table's store

const store = {
  st: null,
  lines: [],
  notices: [],
  error: "",
  unread: 0,
  chatOpen: false,
  toasts: [], // new lines shown over the board for a few seconds
  reactions: new Map(), // seat -> {emote, id}: its reaction of the last few seconds
};
const listeners = new Set();
const changed = () => listeners.forEach((f) => f((v) => v + 1));
function useStore() {
  const [, set] = useState(0);
  useEffect(() => {
    listeners.add(set);
    return () => listeners.delete(set);
  }, []);
  return store;
}

// Presence: a seat that drops is announced as gone only if it stays away a few seconds
// (a reload or a new hello reconnects at once), and as back only after that.
const PRESENCE_GRACE_MS = 4000;
const leaving = new Map(); // seat -> timer of its "left" notice
const gone = new Set(); // seats announced as gone

function presenceChanged(seat, connected) {
  if (!connected) {
    if (leaving.has(seat) || gone.has(seat)) return;
    leaving.set(
      seat,
      setTimeout(() => {
        leaving.delete(seat);
        if (store.st?.seats[seat]?.connected) return;
        gone.add(seat);
        notice(t("friends.left", { name: shortName(seat) }));
        changed();
      }, PRESENCE_GRACE_MS),
    );
  } else {
    clearTimeout(leaving.get(seat));
    leaving.delete(seat);
    if (gone.delete(seat)) notice(t("friends.is_back", { name: shortName(seat) }));
  }
}

function notice(text) {
  const item = { id: Math.random(), text };
  store.notices = [...store.notices, item].slice(-3);
  announce(text);
  setTimeout(() => {
    store.notices = store.notices.filter((x) => x !== item);
    changed();
  }, 8000);
}

/**
 * Every WebSocket message of the game page, before game.js sees it. Returns true when
 * the message was for this module only (chat, chat history, chat errors).
 */
export function friendsMessage(m) {
  if (m.type === "state") {
    const prev = store.st;
    names = m.seats.map((s) => s.name || null);
    if (prev) {
      for (const s of m.seats) {
        const was = prev.seats[s.seat];
        if (s.kind !== "human" || !was || !was.joined || was.connected === s.connected || m.you.includes(s.seat)) continue;
        presenceChanged(s.seat, s.connected);
      }
    } else {
      myGameId = new URLSearchParams(location.search).get("game");
      if (myGameId) rememberGame(myGameId, m.you.length ? "joined" : "watched");
      rememberSeats(myGameId, m.you);
    }
    store.st = m;
    changed();
    return false;
  }
  if (m.type === "chat_history") {
    store.lines = m.lines ?? [];
    changed();
    return true;
  }
  if (m.type === "chat") {
    store.lines = [...store.lines, m].slice(-200);
    if (!store.chatOpen && !isMine(m)) store.unread++;
    store.error = "";
    if (m.kind === "emote" && !m.spectator && m.seat != null) showReaction(m);
    else if (!store.chatOpen && !isMine(m)) toast(m);
    changed();
    return true;
  }
  if (m.type === "error" && (m.code === "rate_limited" || m.code === "too_large")) {
    store.error = t(m.code === "rate_limited" ? "friends.rate_limited" : "friends.too_large");
    changed();
    return true;
  }
  return false;
}
const isMine = (line) => !line.spectator && store.st?.you.includes(line.seat);

// A new chat line from someone else while the chat is closed: a toast over the board
// for a few seconds (on a phone; the laptop's side panel shows the chat itself).
const TOAST_MS = 5000;
function toast(line) {
  const item = { id: line.n ?? Math.random(), line };
  store.toasts = [...store.toasts.filter((x) => x.id !== item.id), item].slice(-2);
  setTimeout(() => {
    store.toasts = store.toasts.filter((x) => x !== item);
    changed();
  }, TOAST_MS);
}

// A seat's reaction: shown on the board at its yard for a few seconds.
const REACTION_MS = 4000;
function showReaction(line) {
  const item = { emote: line.text, id: line.n };
  // On a phone with the chat closed its list is hidden: say the reaction instead.
  if (!store.chatOpen && !isMine(line) && matchMedia("(max-width: 760px)").matches) {
    announce(`${t("friends.line_who", { who: seatName(line.seat) })} ${line.text}`);
  }
  store.reactions.set(line.seat, item);
  setTimeout(() => {
    if (store.reactions.get(line.seat) === item) store.reactions.delete(line.seat);
    changed();
  }, REACTION_MS);
}

/** Each seat's reaction of the last few seconds (seat -> emoji), for the board. */
export function useSeatReactions() {
  useStore();
  return new Map([...store.reactions].map(([seat, r]) => [seat, r.emote]));
}

function setChatOpen(open) {
  store.chatOpen = open;
  store.unread = 0;
  if (open) store.toasts = [];
  changed();
}

/** Whether the game page shows the chat: two human seats or more, a spectator, or a chat already started. */
const isSocial = (st) => st.seats.filter((s) => s.kind === "human").length > 1 || st.you.length === 0 || store.lines.length > 0;

/**
 * The chat's button on a phone, in the banner above the board: opens the chat as a
 * drawer over the board, and counts the lines not read yet.
 */
export function ChatButton({ st }) {
  const s = useStore();
  if (!st || !isSocial(st)) return null;
  const label = s.unread ? t("friends.chat_unread", { count: s.unread }) : t(s.chatOpen ? "friends.chat_close" : "friends.chat_open");
  return html`<button
    type="button"
    class=${s.unread ? "chat-button unread" : "chat-button"}
    aria-expanded=${s.chatOpen ? "true" : "false"}
    aria-controls="chat-drawer"
    aria-label=${label}
    title=${label}
    onClick=${() => setChatOpen(!s.chatOpen)}
  >
    <svg class="chat-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
      <path class="chat-icon-lines" d="M6.5 9h11M6.5 12.5h7" />
    </svg>${s.unread ? html`<span class="chat-count" aria-hidden="true">${s.unread}</span>` : null}
  </button>`;
}

/** New chat lines as short toasts over the board (aria-live polite); a tap opens the chat. */
export function ChatToasts() {
  const s = useStore();
  const who = (l) => (l.spectator ? t("friends.spectator") : seatName(l.seat));
  return html`<div class="chat-toasts" role="log" aria-live="polite" aria-label=${t("friends.toasts_label")}>
    ${s.toasts.map(
      ({ id, line }) => html`<button type="button" key=${id} class="chat-toast" onClick=${() => setChatOpen(true)}>
        <span class="chat-who">${t(line.spectator ? "friends.line_who_spectator" : "friends.line_who", { who: who(line) })}</span>
        ${" "}<span class="chat-text">${line.text}</span>
      </button>`,
    )}
  </div>`;
}

// ---------------------------------------------------------------- QR code and invites

/** A QR code of `text` as SVG elements (no markup strings). */
export function QrCode({ text, label }) {
  let qr;
  try {
    qr = qrcode(0, "M");
    qr.addData(text);
    qr.make();
  } catch {
    return null;
  }
  const n = qr.getModuleCount();
  let d = "";
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + 2},${r + 2}h1v1h-1z`;
  return html`<svg class="qr" viewBox=${`0 0 ${n + 4} ${n + 4}`} role="img" aria-label=${label} shape-rendering="crispEdges">
    <rect width=${n + 4} height=${n + 4} fill="#fff" />
    <path d=${d} fill="#000" />
  </svg>`;
}

export function ShareButton({ text, title }) {
  if (typeof navigator.share !== "function") return null;
  const share = () => navigator.share({ title, text: title, url: text }).catch(() => {});
  return html`<button type="button" class="small share" onClick=${share}>${t("friends.share")}</button>`;
}

/** One invite link: the link as text, Copy, Share, and its QR code. */
export function InviteLink({ seat, url, label, children }) {
  return html`<li class="invite" key=${seat}>
    <div class="invite-line">
      ${seat != null && html`<${Swatch} seat=${seat} />`}
      <strong>${label}</strong>
      <input readonly value=${url} aria-label=${t("created.invite_label", { seat: colourName(seat) })} size="40" />
      <${CopyButton} text=${url} />
      <${ShareButton} text=${url} title=${t("friends.share_title")} />
      ${children}
    </div>
    <details class="qr-box">
      <summary>${t("friends.qr")}</summary>
      <${QrCode} text=${url} label=${t("friends.qr_label", { seat: colourName(seat) })} />
    </details>
  </li>`;
}

/** The game page's "Invite" panel: the creator's links for seats nobody joined yet. */
function InvitePanel({ st, gameId }) {
  const created = createdOf(gameId);
  if (!created || st.status !== "waiting") return null;
  const open = created.seats.filter((c) => {
    const s = st.seats[c.seat];
    return s && s.kind === "human" && !s.joined && !st.you.includes(c.seat);
  });
  const seen = new Set();
  const links = open.filter((c) => !seen.has(c.token) && seen.add(c.token));
  if (!links.length) return null;
  return html`<section class="invite-panel" aria-labelledby="invite-h">
    <h3 id="invite-h">${t("friends.invite_heading")}</h3>
    <p class="muted">${t("friends.invite_intro")}</p>
    <ul class="invites">
      ${links.map(
        (c) => html`<${InviteLink}
          key=${c.seat}
          seat=${c.seat}
          url=${c.invite}
          label=${t("seat.with_number", { seat: colourName(c.seat), n: c.seat + 1 })}
        />`,
      )}
    </ul>
  </section>`;
}

// ---------------------------------------------------------------- game page panel

function NamePrompt({ gameId, send }) {
  const [name, setName] = useState("");
  const [done, setDone] = useState(false);
  if (done) return null;
  const save = (e) => {
    e.preventDefault();
    setMyName(name);
    setDone(true);
    if (name.trim()) send({ type: "hello", game: gameId, tokens: tokensOf(gameId), name: name.trim() }, { waits: false });
  };
  const skip = () => {
    write("pachisi:name_asked", true);
    setDone(true);
  };
  return html`<form class="name-prompt" onSubmit=${save}>
    <label for="join-name">${t("friends.name_prompt")}</label>
    <input id="join-name" maxlength="24" autocomplete="nickname" value=${name} onInput=${(e) => setName(e.currentTarget.value)} />
    <button type="submit" class="small primary">${t("friends.name_save")}</button>
    <button type="button" class="small" onClick=${skip}>${t("friends.name_skip")}</button>
  </form>`;
}

function formatLeft(ms) {
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

/** The time left for the seat to move, counting down between state messages. */
function Clock({ st }) {
  const at = useRef({ st: null, t0: 0 });
  if (at.current.st !== st) at.current = { st, t0: performance.now() };
  const [, tick] = useState(0);
  const left = st.clock?.left_ms;
  useEffect(() => {
    if (left == null) return;
    const id = setInterval(() => tick((v) => v + 1), 500);
    return () => clearInterval(id);
  }, [st, left]);
  if (!st.clock || left == null || st.status !== "playing" || st.to_move == null) return null;
  const ms = Math.max(0, left - (performance.now() - at.current.t0));
  const mine = st.you.includes(st.to_move);
  return html`<p class=${ms < 10000 ? "clock low" : "clock"} role="timer" aria-live="off">
    ${t(mine ? "friends.clock_you" : "friends.clock", { seat: seatName(st.to_move), time: formatLeft(ms) })}
  </p>`;
}

function AwayBanners({ st, send }) {
  const away = st.seats.filter((s) => s.away);
  if (!away.length || st.status === "over") return null;
  const mineAway = away.filter((s) => st.you.includes(s.seat));
  const others = away.filter((s) => !st.you.includes(s.seat));
  return html`<div class="away" role="status">
    ${others.map((s) => html`<p key=${s.seat}>${t("friends.away", { seat: seatName(s.seat) })}</p>`)}
    ${mineAway.length > 0 &&
    html`<p>
      ${t("friends.away_you")}${" "}
      <button type="button" class="small primary back-btn" onClick=${() => send({ type: "back" }, { waits: false })}>
        ${t("friends.back")}
      </button>
    </p>`}
  </div>`;
}

/** The table: each human seat's name, whether its player is connected, a mute. */
function Table({ st, muted, toggleMute }) {
  const humans = st.seats.filter((s) => s.kind === "human");
  if (!humans.length) return null;
  return html`<ul class="presence" aria-label=${t("friends.presence_label")}>
    ${humans.map((s) => {
      const me = st.you.includes(s.seat);
      const state = !s.joined ? "not_joined" : s.connected ? "online" : "offline";
      return html`<li key=${s.seat} class=${`presence-${state}`}>
        <${Swatch} seat=${s.seat} />
        <span class="who">${seatName(s.seat)}</span>
        <span class="dot" aria-hidden="true">${s.connected ? "●" : "○"}</span>
        <span class="presence-state">${t(`friends.${state}`)}</span>
        ${!me &&
        html`<button
          type="button"
          class="small mute"
          aria-pressed=${muted.has(s.seat) ? "true" : "false"}
          onClick=${() => toggleMute(s.seat)}
        >
          ${t(muted.has(s.seat) ? "friends.unmute" : "friends.mute", { seat: shortName(s.seat) })}
        </button>`}
      </li>`;
    })}
  </ul>`;
}

function Chat({ st, send }) {
  const s = useStore();
  const [text, setText] = useState("");
  const [showSpectators, setShowSpectators] = useState(true);
  const [muted, setMuted] = useState(() => new Set());
  const open = s.chatOpen;
  const box = useRef(null);
  const toggleMute = (seat) =>
    setMuted((old) => {
      const m = new Set(old);
      if (m.has(seat)) m.delete(seat);
      else m.add(seat);
      return m;
    });
  useFriends();
  const lines = s.lines.filter((l) => (l.spectator ? showSpectators : !muted.has(l.seat)) && !blockedLine(l, st));
  useLayoutEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [lines.length, open]);
  const submit = (e) => {
    e.preventDefault();
    const v = text.trim();
    if (!v) return;
    store.error = "";
    send({ type: "chat", text: v.slice(0, CHAT_MAX) }, { waits: false });
    setText("");
  };
  const toggle = () => setChatOpen(!open);
  const who = (l) => (l.spectator ? t("friends.spectator") : seatName(l.seat));
  // A spectator writes only at a table that allows it (the server refuses otherwise).
  const readOnly = st.you.length === 0 && !st.spectator_chat;
  return html`<section class=${open ? "chat open" : "chat"} aria-labelledby="chat-h">
    <button type="button" class="chat-toggle" aria-expanded=${open ? "true" : "false"} onClick=${toggle}>
      ${s.unread && !open ? t("friends.chat_unread", { count: s.unread }) : t(open ? "friends.chat_close" : "friends.chat_open")}
    </button>
    <div class="chat-body" id="chat-drawer">
      <div class="chat-head">
        <h3 id="chat-h">${t("friends.chat_heading")}</h3>
        <button type="button" class="small chat-close" onClick=${() => setChatOpen(false)}>${t("friends.chat_close")}</button>
      </div>
      <${Table} st=${st} muted=${muted} toggleMute=${toggleMute} />
      <ol class="chat-lines" ref=${box} aria-live="polite" aria-label=${t("friends.chat_label")}>
        ${lines.map(
          (l) => html`<li key=${l.n} class=${`${l.spectator ? "spectator" : "player"} ${l.kind === "emote" ? "emote" : ""}`}>
            <span class="chat-who">${t(l.spectator ? "friends.line_who_spectator" : "friends.line_who", { who: who(l) })}</span>
            ${" "}<span class="chat-text">${l.text}</span>
            <${LineActions} line=${l} st=${st} gameId=${myGameId} />
          </li>`,
        )}
      </ol>
      ${readOnly && html`<p class="muted chat-read-only">${t("friends.spectators_read_only")}</p>`}
      ${!readOnly && html`<div class="emotes" role="group" aria-label=${t("friends.reactions")}>
        ${EMOTES.map(
          (e) => html`<button type="button" class="small emote-btn" onClick=${() => send({ type: "react", emote: e }, { waits: false })}>
            ${e}
          </button>`,
        )}
      </div>
      <form class="chat-form" onSubmit=${submit}>
        <input
          id="chat-input"
          maxlength=${CHAT_MAX}
          value=${text}
          autocomplete="off"
          aria-label=${t("friends.chat_input")}
          placeholder=${t("friends.chat_placeholder")}
          onInput=${(e) => setText(e.currentTarget.value)}
        />
        <button type="submit" class="small">${t("friends.chat_send")}</button>
      </form>`}
      ${!readOnly && text.length > CHAT_MAX - 40 && html`<small class="muted">${t("friends.chat_left", { count: CHAT_MAX - text.length })}</small>`}
      <p class="chat-error" role="alert">${s.error}</p>
      <label class="inline small-print"
        ><input type="checkbox" id="show-spectators" checked=${showSpectators} onChange=${(e) => setShowSpectators(e.currentTarget.checked)} />
        ${t("friends.show_spectators")}</label
      >
    </div>
  </section>`;
}

/** Put the players' names on the board's corner labels (board.js draws colours). */
function useBoardNames(st) {
  useLayoutEffect(() => {
    for (const label of document.querySelectorAll(".board-box text.corner-label")) {
      label.dataset.colour ??= label.textContent;
      const seat = [0, 1, 2, 3].find((i) => label.dataset.colour === t("seat.with_number", { seat: colourName(i), n: i + 1 }));
      if (seat == null) continue;
      const n = names[seat];
      label.textContent = n ? t("friends.board_label", { name: n, n: seat + 1 }) : label.dataset.colour;
    }
  });
}

/** Everything of this module on the game page (mounted by game.js). */
export function FriendsPanel({ st, gameId, send }) {
  useStore();
  useBoardNames(st);
  if (!st) return null;
  // The name and the chat matter where people meet: two human seats or more, a
  // spectator, or a chat already started (a game against bots shows neither).
  const social = isSocial(st);
  const askName =
    social &&
    st.you.length > 0 &&
    !st.seats[st.you[0]]?.name &&
    tokensOf(gameId).length === 1 &&
    !myName() &&
    !read("pachisi:name_asked", false);
  return html`<div class="friends">
    ${askName && html`<${NamePrompt} gameId=${gameId} send=${send} />`}
    <${AwayBanners} st=${st} send=${send} />
    <${InviteToTable} st=${st} gameId=${gameId} />
    <${Clock} st=${st} />
    ${store.notices.length > 0 &&
    html`<ul class="notices">
      ${store.notices.map((n) => html`<li key=${n.id}>${n.text}</li>`)}
    </ul>`}
    <${InvitePanel} st=${st} gameId=${gameId} />
    ${social && html`<${Chat} st=${st} send=${send} />`}
  </div>`;
}
