// Leaving a game (docs/api.md, "Leaving a game"): the Abort, Resign and Leave buttons
// with their confirmation, the "your opponent left" offer, the note when every player
// is away, the game-over panel's lines on resignations and stand-in bots, and the log
// lines of these events. The server decides what is allowed (state.endings); the page
// only offers it.

import { html, useState, useEffect, useRef, useLayoutEffect } from "./ui.js";
import { t, listAnd } from "./strings.js";
import { seatName } from "./friends.js";

/** The confirmation of one ending: a modal <dialog>; Escape and "Keep playing" cancel. */
function EndingDialog({ kind, st, onYes, onNo }) {
  const box = useRef(null);
  useLayoutEffect(() => {
    const d = box.current;
    if (d && !d.open) d.showModal?.();
    d?.querySelector(".confirm-no")?.focus();
  }, []);
  const e = st.endings ?? {};
  // What a resignation does depends on the game: it ends it, or a bot plays on.
  let body = t(`leave.${kind}_body`);
  if (kind === "resign") body = t(e.resign_ends ? "leave.resign_body" : "leave.resign_body_on");
  return html`<dialog class="confirm ending-dialog" ref=${box} aria-labelledby="ending-title" onCancel=${(ev) => {
    ev.preventDefault();
    onNo();
  }}>
    <h3 id="ending-title">${t(`leave.${kind}_title`)}</h3>
    <p>${body}</p>
    <div class="dialog-buttons">
      <button type="button" class="confirm-no" onClick=${onNo}>${t("leave.cancel")}</button>
      <button type="button" class="primary confirm-yes" data-ending=${kind} onClick=${onYes}>${t(`leave.${kind}_confirm`)}</button>
    </div>
  </dialog>`;
}

/**
 * Abort (before the first move, or a game against bots), Resign and Leave, each asked
 * about first. Shown to players while the game can still be left; nothing disabled is
 * left on screen.
 */
export function LeaveControls({ st, send }) {
  const [asking, setAsking] = useState(null);
  if (!st || st.you.length === 0) return null;
  const e = st.endings;
  if (!e || !["playing", "waiting"].includes(st.status)) return null;
  const kinds = [e.can_abort && "abort", e.can_resign && "resign", e.can_leave && "leave"].filter(Boolean);
  if (kinds.length === 0) return null;
  return html`<div class="leave-controls" role="group" aria-label=${t("leave.label")}>
    ${kinds.map(
      (k) => html`<button type="button" key=${k} class=${`small leave-${k}`} onClick=${() => setAsking(k)}>${t(`leave.${k}`)}</button>`,
    )}
    ${asking &&
    html`<${EndingDialog}
      kind=${asking}
      st=${st}
      onYes=${() => {
        const type = asking;
        setAsking(null);
        send({ type }, { waits: false });
      }}
      onNo=${() => setAsking(null)}
    />`}
  </div>`;
}

/**
 * "Your opponent left — claim the win or let a bot finish": offered when every
 * opposing player's clock has run out (or they left). And, when every player is away,
 * the note that the game waits for someone to come back.
 */
export function OpponentLeftOffer({ st, send }) {
  const [dismissed, setDismissed] = useState(false);
  const e = st?.endings;
  const can = !!e?.can_claim && st.status === "playing";
  // Offered again when the opponents come back and leave again.
  useEffect(() => {
    if (!can) setDismissed(false);
  }, [can]);
  if (!e || st.status !== "playing") return null;
  const mineAway = st.you.some((s) => st.seats[s]?.away);
  return html`${e.paused &&
    html`<p class="paused-note" role="status">${t(st.you.length ? "leave.paused_player" : "leave.paused")}</p>`}
  ${can &&
  !dismissed &&
  html`<section class="opponent-left" role="alert" aria-labelledby="opponent-left-title">
    <h3 id="opponent-left-title">${t("leave.claim_title")}</h3>
    <p>${t("leave.claim_body")}</p>
    <div class="dialog-buttons">
      <button type="button" class="primary claim-win" onClick=${() => send({ type: "claim_win" }, { waits: false })}>
        ${t("leave.claim")}
      </button>
      <button
        type="button"
        class="let-bot"
        onClick=${() => {
          setDismissed(true);
          // A player whose own clock ran out is back: the bots play on.
          if (mineAway || e.paused) send({ type: "back" }, { waits: false });
        }}
      >
        ${t("leave.let_bot")}
      </button>
    </div>
  </section>`}`;
}

/** Per seat, the decisions it made and how many a stand-in bot made. */
function botCounts(st) {
  const e = st.endings ?? {};
  return (st.seats ?? []).map((s) => ({ seat: s.seat, count: e.decisions?.[s.seat] ?? 0, by: e.by_bot?.[s.seat] ?? 0 }));
}

/**
 * The game-over panel's lines on how the game ended: who resigned or left, and for the
 * viewer's own seats how many of their decisions a bot made ("a bot played 12 of your
 * 40 decisions"); a win a bot played most of is not "You win!".
 */
export function endingNotes(st) {
  const e = st.endings ?? {};
  const you = new Set(st.you);
  const notes = [];
  if (e.resigned?.length) notes.push(t("over.resigned", { seats: listAnd(e.resigned.map(seatName)), count: e.resigned.length }));
  if (e.left?.length) notes.push(t("over.left", { seats: listAnd(e.left.map(seatName)), count: e.left.length }));
  const mine = botCounts(st).filter((c) => you.has(c.seat));
  const count = mine.reduce((a, c) => a + c.count, 0);
  const by = mine.reduce((a, c) => a + c.by, 0);
  if (by > 0) notes.push(t("over.bot_played_you", { by, count }));
  return { notes, botShare: count > 0 ? by / count : 0 };
}

/** A ranking line's mark for a seat a bot played (some or all of), resigned or left. */
export function seatEndingMark(st, seat) {
  const e = st.endings ?? {};
  const marks = [];
  if (e.resigned?.includes(seat)) marks.push(t("over.resigned_mark"));
  else if (e.left?.includes(seat)) marks.push(t("over.left_mark"));
  const by = e.by_bot?.[seat] ?? 0;
  if (by > 0 && st.seats?.[seat]?.kind === "human") marks.push(t("over.bot_mark", { by, count: e.decisions?.[seat] ?? 0 }));
  return marks.join(" ");
}

/** A log line of a resignation, abort or leave, in the page's language (or null). */
export function leaveLogText(e) {
  if (e.kind === "resign") return t(e.text?.includes("over") ? "log.resign_ends" : "log.resign");
  if (e.kind === "abort") return t("log.abort");
  if (e.kind === "leave") return t("log.leave");
  return null;
}
