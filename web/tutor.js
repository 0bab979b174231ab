// The tutor (issue 27): an optional warning before a move that costs much, as GNU
// Backgammon's tutor gives.
//
// When the switch is on and a decision of the player's has two or more legal actions,
// the game page asks the server for the value of every action as soon as the decision
// starts (`{"type":"hint","version":V,"all":true}`; docs/api.md): the mover's estimated
// winning chance after each action, best first, from the same search as the Hint
// button. A move whose value is more than the threshold below the best one (10 points
// of winning chance by default, the review's "mistake"; 5 or 20 can be chosen) is not
// sent: a dialog says what it costs and shows the best move on the board, and the
// player plays it anyway or chooses again. Without the values (the server was busy or
// has not answered yet) a move is played at once: the tutor never holds up play. A lone
// move played by the page itself never asks. Passes and moves that strand a piece keep
// their own confirmation (web/game.js).
//
// Settings, remembered in this browser: `pachisi:tutor` ("on"/"off", off by default) and
// `pachisi:tutor-threshold` (0.05, 0.1 or 0.2).

import { html, useState, useEffect, useLayoutEffect, useRef, announce } from "./ui.js";
import { t } from "./strings.js";
import { Switch } from "./autoplay.js";

// ---------------------------------------------------------------- settings

const ON_KEY = "pachisi:tutor";
const THRESHOLD_KEY = "pachisi:tutor-threshold";
/** The thresholds offered (loss of winning chance, 0..1); the default is the review's "mistake". */
export const THRESHOLDS = [0.05, 0.1, 0.2];
export const DEFAULT_THRESHOLD = 0.1;
const memory = new Map(); // choices when localStorage refuses them (private mode)
const listeners = new Set();

function read(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key, value) {
  memory.set(key, value);
  try {
    localStorage.setItem(key, value);
  } catch {
    // Kept in memory for this page.
  }
  listeners.forEach((f) => f());
}

/** Whether the tutor is on (off unless turned on in this browser). */
export const tutorOn = () => read(ON_KEY) === "on";
/** Turn the tutor on or off; remembered. */
export const setTutorOn = (on) => write(ON_KEY, on ? "on" : "off");

/** The tutor's threshold: a loss of winning chance (0..1) beyond which it warns. */
export function tutorThreshold() {
  const v = Number(read(THRESHOLD_KEY));
  return THRESHOLDS.includes(v) ? v : DEFAULT_THRESHOLD;
}
export const setTutorThreshold = (v) => write(THRESHOLD_KEY, String(THRESHOLDS.includes(v) ? v : DEFAULT_THRESHOLD));

/** The settings, re-rendering when they change: {on, threshold}. */
export function useTutorSettings() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const f = () => setTick((n) => n + 1);
    listeners.add(f);
    return () => listeners.delete(f);
  }, []);
  return { on: tutorOn(), threshold: tutorThreshold() };
}

// ---------------------------------------------------------------- the decision

/**
 * Whether the tutor asks for the values of state `st`'s actions: the seat to move is
 * the page's, in play, not away (a bot plays an away seat), with two or more legal
 * actions to choose from.
 */
export function tutorWanted(st) {
  if (!st || st.status !== "playing" || st.phase !== "move" || st.to_move == null) return false;
  if (!st.you?.includes(st.to_move) || st.seats?.[st.to_move]?.away) return false;
  return (st.legal?.length ?? 0) > 1;
}

/**
 * The tutor's word on playing `action` (its text, "25 p1"), given the server's values of
 * every action (`actions`, best first: [{action, value, info}]): null when the move is
 * within `threshold` of the best (or the values do not know it); else {best, mine, loss}
 * with the best action's entry, the chosen one's and the winning chance it gives up.
 */
export function tutorVerdict(actions, action, threshold) {
  if (!actions?.length) return null;
  const best = actions[0];
  const mine = actions.find((a) => a.action === action);
  if (!mine || mine.action === best.action) return null;
  const loss = best.value - mine.value;
  return loss > threshold + 1e-9 ? { best, mine, loss } : null;
}

/** A chance 0..1 as whole percent. */
const pct = (x) => Math.round(x * 100);

/**
 * Asks before a costly move: a modal <dialog> saying what the move gives up, with the
 * best move (marked on the board meanwhile by the page) and two buttons; the focus
 * starts on *Choose again*, which Escape also means.
 * `verdict`: tutorVerdict's answer; `describe(info)`: a move in words.
 */
export function TutorDialog({ verdict, describe, onPlay, onBack }) {
  const box = useRef(null);
  useLayoutEffect(() => {
    const d = box.current;
    if (d && !d.open) d.showModal?.();
    d?.querySelector(".tutor-back")?.focus();
  }, []);
  const { best, mine, loss } = verdict;
  const say = (a) => (a.info ? describe(a.info) : a.action);
  return html`<dialog
    class="confirm tutor-dialog"
    ref=${box}
    aria-labelledby="tutor-title"
    aria-describedby="tutor-cost"
    onCancel=${(e) => {
      e.preventDefault();
      onBack();
    }}
  >
    <h3 id="tutor-title">${t("tutor.title")}</h3>
    <p class="tutor-move">${t("tutor.your_move", { move: say(mine) })}</p>
    <p id="tutor-cost" class="tutor-cost">
      ${t("tutor.cost", { percent: Math.max(1, pct(loss)), mine: pct(mine.value), best: pct(best.value) })}
    </p>
    <p class="tutor-best">${t("tutor.best", { move: say(best) })}</p>
    <p class="small-print">${t("tutor.explain")}</p>
    <div class="dialog-buttons">
      <button type="button" class="tutor-back" onClick=${onBack}>${t("tutor.back")}</button>
      <button type="button" class="primary tutor-play" onClick=${onPlay}>${t("tutor.play")}</button>
    </div>
  </dialog>`;
}

// ---------------------------------------------------------------- the settings

/**
 * The tutor's switch (and, while it is on, its threshold), beside the automatic play
 * switches. For players of a game in play.
 */
export function TutorSettings({ st }) {
  const { on, threshold } = useTutorSettings();
  if (!st || st.you.length === 0 || st.status === "over") return null;
  return html`<span class="auto-settings tutor-settings" role="group" aria-label=${t("tutor.group")}>
    <${Switch}
      id="tutor-switch"
      on=${on}
      label=${t("tutor.switch")}
      title=${t("tutor.switch_title")}
      onChange=${(now) => {
        setTutorOn(now);
        announce(t(now ? "tutor.on" : "tutor.off"));
      }}
    />
    ${on &&
    html`<label class="tutor-threshold"
      >${t("tutor.threshold")}${" "}
      <select
        value=${String(threshold)}
        onChange=${(e) => setTutorThreshold(Number(e.currentTarget.value))}
      >
        ${THRESHOLDS.map((v) => html`<option key=${v} value=${String(v)}>${t("tutor.threshold_option", { percent: pct(v) })}</option>`)}
      </select></label
    >`}
  </span>`;
}
