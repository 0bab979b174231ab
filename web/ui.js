// The view library (Preact with htm, vendored in web/vendor/) and the small components
// and settings every screen shares. The only module that imports web/vendor/.

import { h, render, Fragment } from "./vendor/preact.module.js";
import { useState, useEffect, useLayoutEffect, useRef, useMemo } from "./vendor/hooks.module.js";
import htm from "./vendor/htm.module.js";
import qrcode from "./vendor/qrcode.module.js";
import { Board, SEAT_COLOURS } from "./board.js";
import { t } from "./strings.js";

/** Tagged templates for Preact elements: html`<p class="x">${text}</p>`. */
export const html = htm.bind(h);
export { render, Fragment, useState, useEffect, useLayoutEffect, useRef, useMemo };
/** The QR code generator (qrcode-generator): qrcode(0, "M"), addData, make, isDark. */
export { qrcode };

/** Say something to screen readers (the page's live region, outside the views). */
export function announce(text) {
  const announcer = document.getElementById("announce");
  if (!announcer) return;
  // Re-set the text so that repeated messages are read again.
  announcer.textContent = "";
  setTimeout(() => (announcer.textContent = text), 30);
}

// ---------------------------------------------------------------- animation speed

export const SPEEDS = { normal: 350, fast: 120, off: 0 };

export function animSpeed() {
  const saved = localStorage.getItem("pachisi:speed");
  if (saved && saved in SPEEDS) return saved;
  return matchMedia("(prefers-reduced-motion: reduce)").matches ? "off" : "normal";
}

export function applySpeed() {
  document.documentElement.style.setProperty("--anim", `${SPEEDS[animSpeed()]}ms`);
}

export function SpeedControl() {
  const [speed, setSpeed] = useState(animSpeed);
  const change = (e) => {
    localStorage.setItem("pachisi:speed", e.currentTarget.value);
    applySpeed();
    setSpeed(e.currentTarget.value);
  };
  return html`<label class="inline"
    >${t("speed.label")}${" "}
    <select id="speed" value=${speed} onChange=${change}>
      ${Object.keys(SPEEDS).map((k) => html`<option value=${k}>${t(`speed.${k}`)}</option>`)}
    </select></label
  >`;
}

// ---------------------------------------------------------------- small pieces

export function Swatch({ seat, big = false }) {
  return html`<span class=${big ? "swatch big" : "swatch"} style=${{ background: SEAT_COLOURS[seat] }}></span>`;
}

export function CopyButton({ text }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      announce(t("copy.announce"));
    } catch {
      prompt(t("copy.prompt"), text);
    }
  };
  return html`<button type="button" class="small" onClick=${copy}>${t(copied ? "copy.done" : "copy.button")}</button>`;
}

/** Shells (mouth up or down) or dice of a throw. */
export function ThrowPicture({ throw: th }) {
  if (th.dice) {
    return html`<svg class="throw-pic" role="img" viewBox="0 0 96 30" aria-label=${t("throw.dice", { faces: th.dice.join(", ") })}>
      ${th.dice.map(
        (d, i) => html`<rect x=${2 + i * 32} y="2" width="28" height="26" rx="4" class="die" />
          <text x=${16 + i * 32} y="21" class="die-num">${d}</text>`,
      )}
    </svg>`;
  }
  const shells = th.shells ?? [];
  const up = shells.filter((x) => x).length;
  return html`<svg
    class="throw-pic"
    role="img"
    viewBox=${`0 0 ${shells.length * 26 + 4} 34`}
    aria-label=${t("throw.cowries", { up, count: shells.length })}
  >
    ${shells.map((isUp, i) => {
      const cx = 15 + i * 26;
      return html`<ellipse cx=${cx} cy="17" rx="10" ry="14" class=${isUp ? "shell up" : "shell down"} />
        ${isUp &&
        html`<path d=${`M${cx},6 L${cx},28`} class="shell-mouth" />
          ${[0, 1, 2, 3].map((k) => html`<path d=${`M${cx - 3},${9 + k * 5} L${cx},${9 + k * 5}`} class="shell-tooth" />`)}`}`;
    })}
  </svg>`;
}

/**
 * The SVG board (web/board.js, imperative) inside a Preact view: made once per layout
 * in the div, redrawn with `pieces` and `marks` after every render.
 */
export function BoardView({ layout, pieces, marks, onPiece }) {
  const box = useRef(null);
  const board = useRef(null);
  const handler = useRef(onPiece);
  handler.current = onPiece;
  useLayoutEffect(() => {
    board.current = new Board(box.current, layout, { onPiece: (seat, piece) => handler.current?.(seat, piece) });
    return () => {
      board.current = null;
    };
  }, [layout]);
  useLayoutEffect(() => {
    if (board.current && pieces) board.current.render(pieces, marks ?? {});
  });
  return html`<div class="board-box" ref=${box}></div>`;
}
