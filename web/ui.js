// The view library (Preact with htm, vendored in web/vendor/) and the small components
// and settings every screen shares. The only module that imports web/vendor/.

import { h, render, Fragment } from "./vendor/preact.module.js";
import { useState, useEffect, useLayoutEffect, useRef, useMemo } from "./vendor/hooks.module.js";
import htm from "./vendor/htm.module.js";
import qrcode from "./vendor/qrcode.module.js";
import { Board, SEAT_COLOURS } from "./board.js";
import { play } from "./sound.js";
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

// ---------------------------------------------------------------- the throw

// Whether a throw picture was shown on this page yet: the first one shows the throw
// made before the page opened (no tumble), unless it is the game's very first throw.
let throwShown = false;
let throwPics = 0;

/** How long a new throw tumbles (ms) at the current speed; 0 for none. */
function throwMs() {
  const unit = SPEEDS[animSpeed()] ?? 0;
  return unit ? Math.min(600, Math.round(unit * 1.6)) : 0;
}

/** A throw's identity: a new one animates, the same one re-rendered does not. */
function throwId(th) {
  return th ? `${th.n}:${th.seat}:${th.value}:${(th.shells ?? th.dice ?? []).map(Number).join("")}` : "";
}

/** The die faces a throw shows: the long dice's three, one die's value (kind "die"), or null for cowries. */
function diceOf(th, kind) {
  if (th?.dice) return th.dice;
  return kind === "die" && th?.value != null ? [th.value] : null;
}

/** Pips of a die face on a 22×30 face. */
const PIPS = {
  1: [[11, 15]],
  2: [[11, 8], [11, 22]],
  3: [[6, 7], [11, 15], [16, 23]],
  4: [[6, 8], [16, 8], [6, 22], [16, 22]],
  5: [[6, 7], [16, 7], [11, 15], [6, 23], [16, 23]],
  6: [[6, 7], [16, 7], [6, 15], [16, 15], [6, 23], [16, 23]],
};

/** Pips of a six-sided die's square 28×28 face. */
const [A, M, Z] = [7.5, 14, 20.5];
const DIE_PIPS = {
  1: [[M, M]],
  2: [[A, A], [Z, Z]],
  3: [[A, A], [M, M], [Z, Z]],
  4: [[A, A], [Z, A], [A, Z], [Z, Z]],
  5: [[A, A], [Z, A], [M, M], [A, Z], [Z, Z]],
  6: [[A, A], [Z, A], [A, M], [Z, M], [A, Z], [Z, Z]],
};

/** A cowrie's outline in a 26×34 box centred on cx: an egg, broader below. */
const cowrieOutline = (cx, dy = 0) =>
  `M${cx},${2.4 + dy} C${cx + 7.2},${2.4 + dy} ${cx + 10.6},${9 + dy} ${cx + 10.4},${17.8 + dy}` +
  ` C${cx + 10.1},${26.4 + dy} ${cx + 6},${31.7 + dy} ${cx},${31.7 + dy}` +
  ` C${cx - 6},${31.7 + dy} ${cx - 10.1},${26.4 + dy} ${cx - 10.4},${17.8 + dy}` +
  ` C${cx - 10.6},${9 + dy} ${cx - 7.2},${2.4 + dy} ${cx},${2.4 + dy} Z`;

/** One cowrie in a 26×34 box at x: both faces drawn, the one it shows visible. */
function Cowrie({ x, up, grad }) {
  const cx = x + 13;
  const teeth = [7.5, 11.5, 15.5, 19.5, 23.5, 27];
  return html`<g class=${up ? "cowrie up" : "cowrie down"} data-up=${up ? "1" : "0"}>
    <path d=${cowrieOutline(cx + 0.9, 1.4)} class="cowrie-shadow" />
    <g class="face face-up">
      <path d=${cowrieOutline(cx)} class="shell-body" fill=${`url(#${grad}-belly)`} />
      <ellipse cx=${cx} cy="17.6" rx="7" ry="12.2" class="shell-lip" />
      ${teeth.map(
        (y) => html`<path d=${`M${cx - 1.1},${y} L${cx - 4.4},${y + 0.6} M${cx + 1.1},${y - 0.4} L${cx + 4.4},${y + 0.2}`} class="shell-tooth" />`,
      )}
      <path d=${`M${cx},3.2 C${cx - 2.4},10 ${cx + 2.4},23 ${cx},31`} class="shell-mouth" />
    </g>
    <g class="face face-down">
      <path d=${cowrieOutline(cx)} class="shell-body" fill=${`url(#${grad}-back)`} />
      <ellipse cx=${cx} cy="18.2" rx="6" ry="9.6" class="shell-ring" />
      <ellipse cx=${cx - 3.2} cy="10.5" rx="2.3" ry="4" class="shell-gloss" />
    </g>
  </g>`;
}

/**
 * Shells (mouth up or down) or dice of a throw. A new throw (a changed identity) is
 * shown happening: cowries tumble and land, dice roll; a click skips it; none when the
 * speed is off (or reduced motion is asked without a speed chosen). `kind` is the
 * layout's `throw_kind`: "die" shows one six-sided die with the throw's value (Ludo);
 * otherwise the throw's own `dice` or `shells` say what is drawn.
 */
export function ThrowPicture({ throw: th, kind = "cowries", marked = true }) {
  const dice = diceOf(th, kind);
  const id = throwId(th);
  const svg = useRef(null);
  const seen = useRef(null);
  const anims = useRef([]);
  const timers = useRef([]);
  const [rolling, setRolling] = useState(null); // dice faces shown while they roll
  const grad = useMemo(() => `tp${++throwPics}`, []);
  const stop = () => {
    anims.current.forEach((a) => a.finish());
    anims.current = [];
    timers.current.forEach(clearTimeout);
    timers.current = [];
    setRolling(null);
  };
  useLayoutEffect(() => {
    const first = seen.current === null;
    if (seen.current === id) return undefined;
    seen.current = id;
    const news = !first || throwShown || th?.n === 0;
    throwShown = true;
    if (!th || !news) return undefined;
    play("throw");
    const ms = throwMs();
    const box = svg.current;
    if (!ms || !box?.animate) return undefined;
    const items = [...box.querySelectorAll(".cowrie, .die, .card, .stick")];
    const count = items.length;
    const stagger = count > 1 ? Math.min(40, (ms * 0.3) / (count - 1)) : 0;
    const dur = ms - stagger * (count - 1);
    items.forEach((g, i) => {
      const rot = ((i * 137 + th.n * 61) % 140) - 70;
      const dx = ((i * 53 + th.n * 29) % 9) - 4;
      const opts = { duration: dur, delay: i * stagger, fill: "backwards" };
      if (g.classList.contains("cowrie")) {
        // Two flips on the way down (scaleX through 0), the other face showing between.
        anims.current.push(
          g.animate(
            [
              { transform: `translate(${dx}px,-18px) rotate(${rot}deg) scaleX(1)`, offset: 0 },
              { transform: `translate(${dx * 0.7}px,-11px) rotate(${rot * 0.6}deg) scaleX(0)`, offset: 0.25 },
              { transform: `translate(${dx * 0.3}px,0px) rotate(${rot * 0.25}deg) scaleX(1)`, offset: 0.5, easing: "ease-out" },
              { transform: `translate(${dx * 0.1}px,-5px) rotate(${-rot * 0.1}deg) scaleX(0)`, offset: 0.64, easing: "ease-in" },
              { transform: "translate(0px,0px) rotate(0deg) scaleX(1)", offset: 0.82, easing: "ease-out" },
              { transform: "translate(0px,-1.5px) rotate(0deg) scaleX(1)", offset: 0.91, easing: "ease-in" },
              { transform: "translate(0px,0px) rotate(0deg) scaleX(1)", offset: 1 },
            ],
            opts,
          ),
        );
        const shown = g.classList.contains("up") ? ".face-up" : ".face-down";
        const other = g.classList.contains("up") ? ".face-down" : ".face-up";
        const swap = (a, b) => [
          { opacity: a, offset: 0 },
          { opacity: a, offset: 0.25 },
          { opacity: b, offset: 0.25 },
          { opacity: b, offset: 0.64 },
          { opacity: a, offset: 0.64 },
          { opacity: a, offset: 1 },
        ];
        anims.current.push(g.querySelector(shown).animate(swap(1, 0), opts));
        anims.current.push(g.querySelector(other).animate(swap(0, 1), opts));
      } else {
        anims.current.push(
          g.animate(
            [
              { transform: `translate(${dx}px,-14px) rotate(${rot}deg)`, offset: 0 },
              { transform: `translate(${dx * 0.4}px,0px) rotate(${rot * 0.3}deg)`, offset: 0.45, easing: "ease-out" },
              { transform: `translate(0px,-4px) rotate(${-rot * 0.12}deg)`, offset: 0.7, easing: "ease-in" },
              { transform: "translate(0px,0px) rotate(0deg)", offset: 1 },
            ],
            opts,
          ),
        );
      }
    });
    if (dice) {
      // The faces flicker while the dice roll, then settle on the throw.
      const faces = th.dice?.length === 3 && th.dice.every((d) => [1, 2, 5, 6].includes(d)) ? [1, 2, 5, 6] : [1, 2, 3, 4, 5, 6];
      const flicks = Math.max(2, Math.floor((ms * 0.75) / 70));
      for (let k = 0; k < flicks; k++) {
        timers.current.push(setTimeout(() => setRolling(dice.map((_, i) => faces[(k * 3 + i * 5 + th.n) % faces.length])), k * 70));
      }
      timers.current.push(setTimeout(() => setRolling(null), flicks * 70));
    }
    return () => {
      anims.current.forEach((a) => a.cancel());
      anims.current = [];
      timers.current.forEach(clearTimeout);
      timers.current = [];
    };
  }, [id]);

  if (kind === "sticks" && th?.shells?.length) {
    // Yut Nori's four sticks (Y-STICKS): each flat side up (pale, its flat face with the
    // grain) or round side up (the bark, shaded as a half-round); the marked stick, first,
    // shows its X when its flat side is up. The throw is the count of flat sides up.
    const up = th.shells.filter(Boolean).length;
    const backDo = marked && th.up === 5;
    const label = backDo ? t("throw.sticks_back_do") : t("throw.sticks", { up, count: th.shells.length });
    return html`<svg
      class="throw-pic sticks-pic"
      role="img"
      ref=${svg}
      onClick=${stop}
      viewBox=${`-3 -3 ${th.shells.length * 15 + 4} 50`}
      aria-label=${label}
    >
      <defs>
        <linearGradient id=${`${grad}-round`} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stop-color="#5d3a1a" />
          <stop offset="0.4" stop-color="#a86b36" />
          <stop offset="0.55" stop-color="#c98d52" />
          <stop offset="1" stop-color="#5d3a1a" />
        </linearGradient>
      </defs>
      ${th.shells.map((flat, i) => {
        const x = i * 15;
        const tilt = [-5, 3, -2, 6][i % 4];
        const mark = marked && i === 0;
        return html`<g key=${i} class=${`stick ${flat ? "flat" : "round"}${mark ? " marked" : ""}`} data-flat=${flat ? "1" : "0"}>
          <g transform=${`rotate(${tilt} ${x + 6} 22)`}>
            <rect x=${x + 1.5} y="1.5" width="11" height="42" rx="5" class="stick-shadow" />
            ${flat
              ? html`<rect x=${x} y="0" width="11" height="42" rx="2.5" class="stick-flat" />
                  <path d=${`M${x + 3.5},5 L${x + 3.5},37 M${x + 7.5},7 L${x + 7.5},35`} class="stick-grain" />
                  ${mark && html`<path d=${`M${x + 2},15 L${x + 9},27 M${x + 9},15 L${x + 2},27`} class="stick-mark" />`}`
              : html`<rect x=${x} y="0" width="11" height="42" rx="5" class="stick-round" fill=${`url(#${grad}-round)`} />
                  <path d=${`M${x + 1.5},12 q4.5,2 8,0 M${x + 1.5},30 q4.5,2 8,0`} class="stick-bark" />`}
          </g>
        </g>`;
      })}
    </svg>`;
  }
  if (kind === "cards" && th?.value != null) {
    // Sorry!'s card (S-DECK): its number in the middle and the corners, or the Sorry! card.
    const v = th.value;
    const sorry = v === 13;
    // The game's name as the catalogue writes it (no quotes), squeezed to the card when long.
    const sorryName = t("rules.name.sorry");
    return html`<svg
      class="throw-pic card-pic"
      role="img"
      ref=${svg}
      onClick=${stop}
      viewBox="-2 -3 34 45"
      aria-label=${sorry ? t("card.label_sorry") : t("card.label", { value: v })}
    >
      <g class=${sorry ? "card sorry-card" : "card"} data-value=${v}>
        <rect x="2" y="2" width="28" height="38" rx="3.5" class="card-shadow" />
        <rect x="0" y="0" width="28" height="38" rx="3.5" class="card-body" />
        ${sorry
          ? html`<text x="14" y="20" class="card-sorry" transform="rotate(-20 14 20)" textLength=${sorryName.length > 6 ? 25 : null} lengthAdjust="spacingAndGlyphs"
              >${sorryName}</text
            >`
          : html`<text x="14" y="20.5" class="card-value">${v}</text>
              <text x="4.5" y="6.5" class="card-corner">${v}</text>
              <text x="23.5" y="33.5" class="card-corner" transform="rotate(180 23.5 31.5)">${v}</text>`}
      </g>
    </svg>`;
  }
  if (dice && (!th.dice || kind === "two-dice")) {
    // Six-sided dice (one in Ludo, two in Parcheesi): square faces with their pips.
    const shown = rolling ?? dice;
    const label =
      dice.length === 1 ? t("throw.die", { value: dice[0] }) : t(dice[0] === dice[1] ? "throw.two_dice_doubles" : "throw.two_dice", { a: dice[0], b: dice[1] });
    return html`<svg
      class=${dice.length === 1 ? "throw-pic dice-pic one-die" : "throw-pic dice-pic two-dice"}
      role="img"
      ref=${svg}
      onClick=${stop}
      viewBox=${`-3 -4 ${dice.length * 34} 36`}
      aria-label=${label}
    >
      ${dice.map(
        (face, i) => html`<g key=${i} transform=${`translate(${i * 34} 0)`}>
          <g class="die" data-face=${face}>
            <rect x="2" y="2" width="28" height="28" rx="6" class="die-shadow" />
            <rect x="0" y="0" width="28" height="28" rx="6" class="die-body" />
            ${(DIE_PIPS[shown[i]] ?? []).map(([x, y]) => html`<circle cx=${x} cy=${y} r="2.9" class="pip" />`)}
          </g>
        </g>`,
      )}
    </svg>`;
  }
  if (dice) {
    const shown = rolling ?? dice;
    return html`<svg
      class="throw-pic dice-pic"
      role="img"
      ref=${svg}
      onClick=${stop}
      viewBox=${`-2 -6 ${dice.length * 30 + 2} 42`}
      aria-label=${t("throw.dice", { faces: dice.join(", ") })}
    >
      ${shown.map(
        (d, i) => html`<g class="die" data-face=${dice[i]} key=${i}>
          <rect x=${i * 30 + 2} y="1" width="22" height="30" rx="4" class="die-shadow" />
          <rect x=${i * 30} y="0" width="22" height="30" rx="4" class="die-body" />
          ${(PIPS[d] ?? []).map(([x, y]) => html`<circle cx=${i * 30 + x} cy=${y} r="2.5" class="pip" />`)}
        </g>`,
      )}
    </svg>`;
  }
  const shells = th.shells ?? [];
  const up = shells.filter((x) => x).length;
  return html`<svg
    class="throw-pic cowries"
    role="img"
    ref=${svg}
    onClick=${stop}
    viewBox=${`0 -8 ${shells.length * 26 + 4} 44`}
    aria-label=${t("throw.cowries", { up, count: shells.length })}
  >
    <defs>
      <radialGradient id=${`${grad}-belly`} cx="0.45" cy="0.45" r="0.65">
        <stop offset="0" stop-color="#fffaf0" />
        <stop offset="0.7" stop-color="#f3e6c8" />
        <stop offset="1" stop-color="#d9c29a" />
      </radialGradient>
      <radialGradient id=${`${grad}-back`} cx="0.38" cy="0.32" r="0.75">
        <stop offset="0" stop-color="#fff7dc" />
        <stop offset="0.45" stop-color="#ecd396" />
        <stop offset="1" stop-color="#b98d4e" />
      </radialGradient>
    </defs>
    ${shells.map((isUp, i) => html`<${Cowrie} key=${i} x=${2 + i * 26} up=${isUp} grad=${grad} />`)}
  </svg>`;
}

/**
 * The SVG board (web/board.js, imperative) inside a Preact view: made once per layout
 * in the div, redrawn with `pieces` and `marks` after every render (it animates what
 * changed). `onPiece(seat, piece)` for a tap on a movable piece; `onSquare(squareId)`
 * (optional) for a tap on a highlighted target square.
 */
export function BoardView({ layout, pieces, marks, onPiece, onSquare }) {
  const box = useRef(null);
  const board = useRef(null);
  const handlers = useRef({});
  handlers.current = { onPiece, onSquare };
  useLayoutEffect(() => {
    const b = new Board(box.current, layout, {
      onPiece: (seat, piece) => handlers.current.onPiece?.(seat, piece),
      get onSquare() {
        return handlers.current.onSquare ? (id) => handlers.current.onSquare?.(id) : undefined;
      },
    });
    board.current = b;
    return () => {
      b.destroy();
      board.current = null;
    };
  }, [layout]);
  useLayoutEffect(() => {
    if (board.current && pieces) board.current.render(pieces, marks ?? {});
  });
  return html`<div class="board-box" ref=${box}></div>`;
}
