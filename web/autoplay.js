// No needless clicks (issue 26): what the game page does by itself for the seats it
// holds, the two settings that govern it, and the keyboard shortcuts' hint and list.
//
// - The start-order throw (phase `order`) is always thrown by the page for its own
//   seats; an absent player's order throw still waits for them (the server throws for
//   bots only).
// - Auto-move: a decision with one legal action (the engine lists equivalent moves
//   once) is played by itself after a short pause, its target marked on the board
//   meanwhile; a lone pass (nothing can move) too, without the pass dialog, saying why.
//   A pass that is one of several choices keeps its confirmation.
// - Auto-throw: your throw is thrown after the same pause.
// Both are switches, remembered in this browser (localStorage `pachisi:auto-move:bots`,
// `…:friends`, `pachisi:auto-throw:…`): on by default in a game with a bot seat, off by
// default in a game of humans only, each kind of game remembering its own choice.
//
// Never act twice: an automatic intent is sent only for the state it was planned for
// (same version), only when nothing else is on its way, and its plan is dropped when the
// state changes, the game ends, a dialog is open or the player acts first; the server's
// refusal of a stale automatic intent (`stale_version`…) is not shown to the player.
// While a plan waits, the page's root carries `data-auto` (`order`, `throw`, `move`,
// `pass`) and `--auto-ms` for the pause's visible countdown (web/autoplay.css); the
// browser tests wait for it to clear.

import { html, useState, useEffect, useLayoutEffect, useRef, animSpeed, announce } from "./ui.js";
import { t, tx, listAnd } from "./strings.js";

// ---------------------------------------------------------------- settings

const KINDS = ["move", "throw"];
const storeKey = (kind, bots) => `pachisi:auto-${kind}:${bots ? "bots" : "friends"}`;
const memory = new Map(); // choices when localStorage refuses them (private mode)
const listeners = new Set();

/** Whether the game has a bot seat (then the automatic play is on by default). */
export const hasBotSeat = (st) => !!st?.seats?.some((s) => s.kind === "bot");

/** Whether auto-`kind` ("move" or "throw") is on, for a game with (`bots`) or without bots. */
export function autoOn(kind, bots) {
  const key = storeKey(kind, bots);
  let v = null;
  try {
    v = localStorage.getItem(key);
  } catch {
    v = memory.get(key) ?? null;
  }
  return v === "on" ? true : v === "off" ? false : !!bots;
}

/** Turn auto-`kind` on or off for games with (`bots`) or without bots; remembered. */
export function setAutoOn(kind, bots, on) {
  const key = storeKey(kind, bots);
  memory.set(key, on ? "on" : "off");
  try {
    localStorage.setItem(key, on ? "on" : "off");
  } catch {
    // Kept in memory for this page.
  }
  listeners.forEach((f) => f());
}

/** The settings for a game with or without bots, re-rendering when they change. */
function useAutoSettings(bots) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const f = () => setTick((n) => n + 1);
    listeners.add(f);
    return () => listeners.delete(f);
  }, []);
  return { move: autoOn("move", bots), throw: autoOn("throw", bots) };
}

/** The pause before an automatic action (ms), by the animation speed setting. */
export function autoPauseMs() {
  return { normal: 700, fast: 350, off: 200 }[animSpeed()] ?? 700;
}

// ---------------------------------------------------------------- what to do by itself

/**
 * What the page would do by itself in state `st` with `settings` ({move, throw}):
 * {kind: "order"|"throw"|"move"|"pass", version, action?} or null. Only for a seat
 * this page holds, in play, not away (a bot plays an away seat).
 */
export function planFor(st, settings) {
  if (!st || st.status !== "playing" || st.to_move == null || !st.you?.includes(st.to_move)) return null;
  if (st.seats?.[st.to_move]?.away) return null;
  const version = st.version;
  if (st.can_throw) {
    if (st.phase === "order") return { kind: "order", version };
    if (st.phase === "throw" && settings.throw) return { kind: "throw", version };
    return null;
  }
  if (st.phase === "move" && settings.move && st.legal?.length === 1) {
    const action = st.legal[0];
    return { kind: action.action === "pass" ? "pass" : "move", version, action };
  }
  return null;
}

/**
 * What a screen reader is told when state `st` arrives and the page is going to play
 * its only move (or pass) by itself; "" otherwise. `describe(action)` says a move.
 */
export function autoNews(st, describe) {
  const plan = planFor(st, { move: autoOn("move", hasBotSeat(st)), throw: false });
  if (plan?.kind === "move") return t("auto.only_move", { move: describe(plan.action) });
  if (plan?.kind === "pass") return t("auto.only_pass", { values: listAnd(st.kept ?? []) });
  return "";
}

/** Errors that only say an automatic intent came too late: not shown. */
const LATE = new Set(["stale_version", "not_your_turn", "illegal_action", "game_over"]);

/**
 * The game page's automatic play. `st`: the last state; `stRef`, `pendingRef`: the
 * page's live state and "an intent is on its way" refs; `blocked`: the page waits for
 * the player (an intent pending, a dialog open); `send(msg)`: sends an intent; `root`:
 * the page's root element ref (gets `data-auto` while a plan waits). `send` returns
 * whether the message went.
 * Returns {plan, swallow(m), manual()}: the waiting plan (its action's target is marked
 * on the board), whether an error message is a refused automatic intent (then the page
 * does not show it), and a call for every intent the player sends themselves.
 */
export function useAutoplay({ st, stRef, pendingRef, blocked, send, root }) {
  const settings = useAutoSettings(hasBotSeat(st));
  const lastAuto = useRef(false); // the last intent sent was automatic
  const sentFor = useRef(null); // the version an automatic intent went for: never twice
  const plan = blocked || st?.version === sentFor.current ? null : planFor(st, settings);
  // Every state message (also one repeating the version, after a reconnection) plans anew.
  const stamp = useRef({ st: null, n: 0 });
  if (stamp.current.st !== st) stamp.current = { st, n: stamp.current.n + 1 };
  const key = plan ? `${plan.kind}:${plan.version}:${plan.action?.action ?? ""}:${stamp.current.n}` : "";
  const planRef = useRef(plan);
  planRef.current = plan;

  // Set in the same commit as the state it belongs to, so that nothing (a player, a
  // test) sees the controls enabled without the mark of the waiting plan.
  useLayoutEffect(() => {
    const el = root.current;
    const p = planRef.current;
    if (!p) return;
    const ms = autoPauseMs();
    if (el) {
      el.dataset.auto = p.kind;
      el.style.setProperty("--auto-ms", `${ms}ms`);
    }
    const timer = setTimeout(() => {
      const now = stRef.current;
      if (!now || now.version !== p.version || pendingRef.current || planRef.current == null) return;
      const msg =
        p.kind === "order" || p.kind === "throw"
          ? { type: "throw", version: p.version }
          : { type: "act", version: p.version, action: p.action.action };
      // (Not sent while the connection is down: the state after it plans again.)
      if (send(msg)) {
        lastAuto.current = true;
        sentFor.current = p.version;
      }
    }, ms);
    return () => {
      clearTimeout(timer);
      if (el) delete el.dataset.auto;
    };
  }, [key]);

  return {
    plan,
    swallow: (m) => {
      if (m?.type !== "error" || !lastAuto.current || !LATE.has(m.code)) return false;
      lastAuto.current = false;
      return true;
    },
    manual: () => {
      lastAuto.current = false;
    },
  };
}

// ---------------------------------------------------------------- the settings and keys

/** A switch button: role=switch, aria-checked, its label visible (also the tutor's). */
export function Switch({ id, on, label, title, onChange }) {
  return html`<button
    type="button"
    id=${id}
    role="switch"
    class=${on ? "small auto-switch on" : "small auto-switch"}
    aria-checked=${on ? "true" : "false"}
    title=${title}
    onClick=${() => onChange(!on)}
  >
    <span class="auto-knob" aria-hidden="true"></span>${label}
  </button>`;
}

/** A key as it is drawn: <kbd>T</kbd>. */
const kbd = (k) => html`<kbd>${k}</kbd>`;

/** The list of keyboard shortcuts, in a modal dialog (Escape or Close closes it). */
function KeysDialog({ onClose }) {
  const box = useRef(null);
  useLayoutEffect(() => {
    const d = box.current;
    if (d && !d.open) d.showModal?.();
    d?.querySelector(".keys-close")?.focus();
  }, []);
  const rows = [
    [["T"], "keys.throw"],
    [["1", "…", "9"], "keys.kept"],
    [["Esc"], "keys.clear"],
    [["Tab", "Enter"], "keys.tab"],
    [["?"], "keys.help"],
  ];
  return html`<dialog class="keys-dialog" ref=${box} aria-labelledby="keys-title" onCancel=${(e) => {
    e.preventDefault();
    onClose();
  }}>
    <h3 id="keys-title">${t("keys.title")}</h3>
    <dl class="keys-list">
      ${rows.map(
        ([keys, text]) => html`<div key=${text}>
          <dt>${keys.map((k, i) => (k === "…" ? " – " : [i > 0 && keys[i - 1] !== "…" ? " " : "", kbd(k)]))}</dt>
          <dd>${t(text)}</dd>
        </div>`,
      )}
    </dl>
    <div class="dialog-buttons">
      <button type="button" class="keys-close" onClick=${onClose}>${t("keys.close")}</button>
    </div>
  </dialog>`;
}

/**
 * The game page's settings for automatic play (two switches) and the keyboard
 * shortcuts' hint line, whose "?" (or the ? key) opens their list. For players of a
 * game in play. `children` (the tutor's switch) go right after the two switches.
 */
export function AutoplaySettings({ st, children }) {
  const bots = hasBotSeat(st);
  const settings = useAutoSettings(bots);
  const [keysOpen, setKeysOpen] = useState(false);
  useEffect(() => {
    const onKey = (e) => {
      if (e.key !== "?" || e.ctrlKey || e.metaKey || e.altKey || e.target.matches?.("input, textarea, select")) return;
      e.preventDefault();
      setKeysOpen(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  if (!st || st.you.length === 0 || st.status === "over") return null;
  return html`<span class="auto-settings" role="group" aria-label=${t("auto.group")}>
      ${KINDS.map(
        (kind) => html`<${Switch}
          key=${kind}
          id=${`auto-${kind}`}
          on=${settings[kind]}
          label=${t(`auto.${kind}`)}
          title=${t(`auto.${kind}_title`)}
          onChange=${(on) => {
            setAutoOn(kind, bots, on);
            announce(t(on ? `auto.${kind}_on` : `auto.${kind}_off`));
          }}
        />`,
      )}
    </span>
    ${children}
    <span class="keys-hint">
      ${tx("keys.line", {
        throw: kbd("T"),
        kept: kbd("1–9"),
        clear: kbd("Esc"),
        help: html`<button type="button" class="small keys-open" aria-haspopup="dialog" onClick=${() => setKeysOpen(true)}>
          ${kbd("?")} ${t("keys.open")}
        </button>`,
      })}
    </span>
    ${keysOpen && html`<${KeysDialog} onClose=${() => setKeysOpen(false)} />`}`;
}
