// Short sounds made with the Web Audio API (no audio files): a rattle of shells or dice
// for a throw, a tap for a piece landing on a square, a thud for a capture, a chime for
// a piece reaching home, a call when it becomes your turn while the page is in the
// background (web/notify.js). Off until the player turns them on with SoundToggle (the
// choice is kept in localStorage "pachisi:sound"). Never throws: without Web Audio (or
// before the browser allows sound) play() does nothing.

import { html, useState } from "./ui.js";
import { t } from "./strings.js";

const KEY = "pachisi:sound";
export const SOUND_KINDS = ["throw", "move", "capture", "home", "turn"];

/** Whether the player turned sounds on. */
export function soundOn() {
  try {
    return localStorage.getItem(KEY) === "on";
  } catch {
    return false;
  }
}

/** Turn sounds on or off (remembered). */
export function setSound(on) {
  try {
    localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  memory = on;
  if (on) wake();
}

let memory = null; // the choice when localStorage is unavailable
let ctx = null;
let noise = null;
const played = []; // the last sounds asked for while on (for tests and debugging)

function audio() {
  if (ctx) return ctx;
  const AC = globalThis.AudioContext ?? globalThis.webkitAudioContext;
  if (typeof AC !== "function") return null;
  try {
    ctx = new AC();
  } catch {
    ctx = null;
  }
  return ctx;
}

/** Start (or resume) the audio context: browsers allow it after a click or key. */
function wake() {
  try {
    const c = audio();
    if (c && c.state === "suspended") c.resume().catch(() => {});
  } catch {
    // No sound, no error.
  }
}

// A context made before any click starts suspended: wake it at the first gesture.
if (typeof document !== "undefined") {
  const first = () => {
    if (enabled()) wake();
  };
  document.addEventListener("pointerdown", first, { capture: true, passive: true });
  document.addEventListener("keydown", first, { capture: true, passive: true });
}

function enabled() {
  return memory ?? soundOn();
}

function noiseBuffer(c) {
  if (noise) return noise;
  const len = Math.floor(c.sampleRate * 0.25);
  noise = c.createBuffer(1, len, c.sampleRate);
  const d = noise.getChannelData(0);
  let s = 12345;
  for (let i = 0; i < len; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    d[i] = (s / 0x7fffffff) * 2 - 1;
  }
  return noise;
}

/** A short filtered noise burst: a click of shell on shell, of wood on cloth. */
function click(c, out, at, { freq, q = 4, gain = 0.5, dur = 0.04 }) {
  const src = c.createBufferSource();
  src.buffer = noiseBuffer(c);
  const f = c.createBiquadFilter();
  f.type = "bandpass";
  f.frequency.value = freq;
  f.Q.value = q;
  const g = c.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(gain, at + 0.002);
  g.gain.exponentialRampToValueAtTime(0.0001, at + dur);
  src.connect(f).connect(g).connect(out);
  src.start(at, Math.random() * 0.15, dur + 0.02);
}

/** A tone with a quick attack and a decay, optionally sliding to another pitch. */
function tone(c, out, at, { freq, to = freq, type = "sine", gain = 0.3, dur = 0.2 }) {
  const o = c.createOscillator();
  o.type = type;
  o.frequency.setValueAtTime(freq, at);
  if (to !== freq) o.frequency.exponentialRampToValueAtTime(to, at + dur);
  const g = c.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(gain, at + 0.008);
  g.gain.exponentialRampToValueAtTime(0.0001, at + dur);
  o.connect(g).connect(out);
  o.start(at);
  o.stop(at + dur + 0.02);
}

const SOUNDS = {
  // Shells (or dice) rattling in the hand, then falling on the cloth.
  throw(c, out, at) {
    for (let i = 0; i < 9; i++) {
      click(c, out, at + i * 0.022 + Math.random() * 0.012, { freq: 2400 + Math.random() * 1800, q: 6, gain: 0.25, dur: 0.03 });
    }
    for (let i = 0; i < 6; i++) {
      click(c, out, at + 0.24 + i * 0.035 + Math.random() * 0.02, { freq: 1500 + Math.random() * 1200, q: 5, gain: 0.35 - i * 0.04, dur: 0.035 });
    }
  },
  // A wooden piece set down on a square.
  move(c, out, at) {
    click(c, out, at, { freq: 900, q: 2.5, gain: 0.45, dur: 0.05 });
    tone(c, out, at, { freq: 420, to: 300, type: "triangle", gain: 0.12, dur: 0.06 });
  },
  // A knock, then a falling tone: a piece sent back.
  capture(c, out, at) {
    click(c, out, at, { freq: 500, q: 1.5, gain: 0.7, dur: 0.09 });
    tone(c, out, at + 0.02, { freq: 520, to: 130, type: "triangle", gain: 0.28, dur: 0.32 });
  },
  // Two bright notes: a piece is home.
  home(c, out, at) {
    tone(c, out, at, { freq: 659, type: "sine", gain: 0.22, dur: 0.22 });
    tone(c, out, at + 0.12, { freq: 988, type: "sine", gain: 0.22, dur: 0.35 });
  },
  // A soft knock and a rising pair of notes: your turn (web/notify.js, page in the background).
  turn(c, out, at) {
    click(c, out, at, { freq: 700, q: 2, gain: 0.35, dur: 0.05 });
    tone(c, out, at + 0.05, { freq: 523, type: "triangle", gain: 0.2, dur: 0.18 });
    tone(c, out, at + 0.2, { freq: 784, type: "triangle", gain: 0.2, dur: 0.3 });
  },
};

/**
 * Play a sound ("throw", "move", "capture", "home") if sounds are on. Returns whether
 * it was asked of the audio context (false when off, unknown or unavailable).
 */
export function play(kind) {
  if (!enabled() || !SOUNDS[kind]) return false;
  played.push(kind);
  if (played.length > 50) played.shift();
  try {
    const c = audio();
    if (!c) return false;
    if (c.state === "suspended") c.resume().catch(() => {});
    const out = c.createGain();
    out.gain.value = 0.6;
    out.connect(c.destination);
    SOUNDS[kind](c, out, c.currentTime + 0.01);
    return true;
  } catch {
    return false;
  }
}

/** The sounds asked for while on, oldest first (the last 50). */
export function playedSounds() {
  return [...played];
}

/** One button turning the sounds on and off (remembered in this browser). */
export function SoundToggle() {
  const [on, setOn] = useState(enabled);
  const toggle = () => {
    const next = !on;
    setSound(next);
    setOn(next);
    if (next) play("move");
  };
  return html`<button
    type="button"
    class=${on ? "small sound-toggle on" : "small sound-toggle"}
    aria-pressed=${on ? "true" : "false"}
    title=${t(on ? "sound.turn_off" : "sound.turn_on")}
    onClick=${toggle}
  >
    <svg class="sound-icon" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M3 7.5h3.2L11 3.6v12.8L6.2 12.5H3z" class="speaker" />
      ${on
        ? html`<path d="M13.6 7.2a4 4 0 0 1 0 5.6M15.8 5a7 7 0 0 1 0 10" class="waves" />`
        : html`<path d="M13.5 7.5l5 5M18.5 7.5l-5 5" class="waves" />`}
    </svg>
    ${t("sound.label")}
  </button>`;
}
