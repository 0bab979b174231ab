// The board, drawn as SVG from the layout JSON the server sends (GET /api/.../layout).
// It knows no rules: it draws squares and pieces, highlights what it is told, and
// animates what changed between two renders (a piece walks square by square along its
// seat's track from the layout, a captured piece goes back to its corner).
// Imperative on purpose (it moves its piece elements so that they can animate); views
// mount it through BoardView in web/ui.js.
//
// The look: a cloth board. A maroon woven cloth, the cross in ivory-gold linen with a
// gold border stitch, each seat's middle column tinted in its colour, castles
// embroidered with a cross-hatch and an X, flowers with a flower, the centre (Charkoni,
// Ghar) as a patterned square whose four triangles are the seats' home areas, and each
// seat's waiting corner as a cushion in its colour with four slots. Barjis' cloth
// (the layout's `marked` squares and `kitchen` centre, docs/rules.md §18) has its
// eight marked squares in aubergine with a gold eight-pointed star, and its centre
// labelled the kitchen, where men put there by `enter = centre` wait in a row in their
// seat's triangle.
//
// A boxed board (Ludo's, `boardStyle` "boxed"): white squares with thin lines, each
// seat's corner a yard in its colour with its waiting tokens, its home column and
// start square filled in its colour with an arrow where it enters, the safe squares'
// glyphs (stars, globes, jump stars) from the squares' kinds, and the centre as the
// seats' coloured triangles. Everything is drawn from the layout's data (kinds,
// coordinates, the seats' tracks and arm length), so another board of that family
// (another arm length, other kinds of square) is drawn by the same code.
//
// Sorry!'s board (`board_style` "sorry", a boxed board with `sorry` set, docs/rules.md
// §20): the loop of 60 squares round the edge, each side's slides in its colour (a
// triangle where a slide starts, a bar to the circle where it ends), each seat's Start
// circle beside its start square with its waiting pawns, its safety zone in its colour
// running in from the loop to its Home circle, where pawns home stand together.
//
// Yut Nori's board (`board_style` "yut", docs/rules.md §21): the 29 stations of the
// layout's 31 × 31 grid as circles (the corners and the centre larger, station 0 marked
// as start and finish), the outer square's lines and the two diagonals; each seat's tray
// in the triangle between the diagonals on its side (its waiting pieces in a row, its
// finished pieces in a small home box under them). Own pieces on one station are drawn
// as one piece with a count badge (a stack); with `stack = optional` two stacks of one
// side may share a station (Y-STACK), and partners' pieces may: they stand side by
// side, each with its own badge and tap area. A move walks along one of the layout's
// `routes` (the shortcut along a diagonal, back-do one station back).

import { t, seatName, listAnd } from "./strings.js";
import { play } from "./sound.js";

const NS = "http://www.w3.org/2000/svg";

export const SEAT_COLOURS = ["#c62828", "#2e7d32", "#f9a825", "#1565c0"];
// A shape per seat as well as a colour, so that colour is never the only cue.
export const SEAT_SHAPES = ["circle", "square", "diamond", "triangle"];

/** The smallest tap target on a touch screen, in CSS px (WCAG 2.5.5: 44). */
export const MIN_TARGET_PX = 44;
// A little more than the minimum, so that rounding never makes a target 43.9 px.
const TARGET_PX = MIN_TARGET_PX + 2;

/**
 * The smallest a piece is drawn on the track, in CSS px (its body's width and height):
 * on a phone's board, whose squares are 17–24 px, pieces are drawn larger than their
 * square (as Ludo King's pins are) so that every piece and its number stay readable.
 */
export const MIN_PIECE_PX = 24;
// The smallest side of a piece's body at scale 1, in board units (the square's 0.736).
const PIECE_UNITS = 0.736;

const CLOTH = {
  maroon: "#6e1a26",
  weaveDark: "#57121d",
  weaveLight: "#862a36",
  linen: "#f5e5c0",
  castle: "#e8c47c",
  marked: "#5b3a7a",
  flower: "#f2d3c4",
  centre: "#e0b45e",
  gold: "#d9a53a",
  thread: "#8a6428",
};

/** Squares and yards of arms where nobody sits, on a boxed board. */
const BOXED = {
  line: "#5f6368",
  empty: "#cfd4d8",
  emptyLight: "#eef0f2",
  star: "#7d8590",
};

/**
 * How a layout is drawn: "boxed" (a printed board: Ludo's 15 × 15 of squares with
 * stars and globes, and Mensch ärgere Dich nicht's 11 × 11, whose fields are round,
 * `roundFields`) or "cloth" (the Indian cloth). Decided by the layout's data (the
 * server's `board_style`, else its safe squares), never by a preset's name.
 */
export function boardStyle(layout) {
  if (layout.board_style) return layout.board_style === "cloth" ? "cloth" : "boxed";
  return layout.safe_squares === "ludo-stars" ? "boxed" : "cloth";
}

/** Whether a boxed board's fields are round and joined by a line (Mensch ärgere Dich nicht). */
export const roundFields = (layout) => layout.board_style === "round";

/** Whether the board is Sorry!'s square loop with slides, Start and Home circles. */
export const sorryBoard = (layout) => layout.board_style === "sorry";

/** Whether the board is Yut Nori's 29 stations on the square and its diagonals. */
export const yutBoard = (layout) => layout.board_style === "yut";

/** Yut Nori: a piece's scale on a station, in its tray, in the home box. */
const YUT_PIECE = 3;
const YUT_TRAY = 2.6;
const YUT_HOME = 1.7;
/** Yut Nori: the radius of a station, of a corner or the centre, of station 0. */
const YUT_R = { station: 1.15, big: 1.6, start: 1.85 };

/**
 * A star of `points` points centred on cx, cy (outer radius r, inner `inner` of it):
 * five for Ludo's stars, eight for Barjis' marked squares.
 */
function starPath(cx, cy, r, points = 5, inner = 0.45) {
  let d = "";
  for (let k = 0; k < 2 * points; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / points;
    const rr = k % 2 ? r * inner : r;
    d += `${k ? "L" : "M"}${(cx + Math.cos(a) * rr).toFixed(3)},${(cy + Math.sin(a) * rr).toFixed(3)}`;
  }
  return d + "Z";
}

/** An arrow centred on cx, cy pointing along the unit vector ux, uy (length 2r). */
function arrowPath(cx, cy, ux, uy, r) {
  const [px, py] = [-uy, ux];
  const p = (a, b) => `${(cx + ux * a + px * b).toFixed(3)},${(cy + uy * a + py * b).toFixed(3)}`;
  return `M${p(r, 0)}L${p(0, r * 0.85)}L${p(0, r * 0.35)}L${p(-r, r * 0.35)}L${p(-r, -r * 0.35)}L${p(0, -r * 0.35)}L${p(0, -r * 0.85)}Z`;
}

let boards = 0; // for ids unique on the page (several boards may be drawn at once)

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** `a` mixed with `b` (hex colours), `k` of b. */
function mix(a, b, k) {
  const p = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const [x, y] = [p(a), p(b)];
  return `#${x.map((v, i) => Math.round(v + (y[i] - v) * k).toString(16).padStart(2, "0")).join("")}`;
}

/** A piece's shape path centred on 0,0 with radius r. */
function shapePath(shape, r) {
  switch (shape) {
    case "square":
      return `M${-r * 0.92},${-r * 0.92}h${r * 1.84}v${r * 1.84}h${-r * 1.84}z`;
    case "diamond":
      return `M0,${-r * 1.1}L${r * 1.1},0L0,${r * 1.1}L${-r * 1.1},0z`;
    case "triangle":
      return `M0,${-r * 1.1}L${r * 1.05},${r * 0.8}L${-r * 1.05},${r * 0.8}z`;
    default:
      return `M${-r},0a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
  }
}

/** An eight-petalled flower centred on cx, cy. */
function flowerPath(cx, cy, r) {
  let d = "";
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    const [ux, uy] = [Math.cos(a), Math.sin(a)];
    const [tx, ty] = [cx + ux * r, cy + uy * r];
    const w = r * 0.36;
    const [px, py] = [-uy * w, ux * w];
    const [mx, my] = [cx + ux * r * 0.5, cy + uy * r * 0.5];
    d += `M${cx},${cy}Q${mx + px},${my + py} ${tx},${ty}Q${mx - px},${my - py} ${cx},${cy}Z`;
  }
  return d;
}

/** The animation time unit in ms from the page's speed setting (--anim; 0 = off). */
function animUnit() {
  const v = getComputedStyle(document.documentElement).getPropertyValue("--anim").trim();
  const ms = parseFloat(v);
  if (!Number.isFinite(ms)) return matchMedia("(prefers-reduced-motion: reduce)").matches ? 0 : 350;
  return v.endsWith("ms") || !v.endsWith("s") ? ms : ms * 1000;
}

const same = (a, b) => a.at === b.at && a.step === b.step && a.square === b.square;
const onBoard = (p) => p.at === "board" || p.at === "fool";
const tf = ([x, y, s]) => `translate(${x}px, ${y}px) scale(${s})`;

export class Board {
  /**
   * @param {HTMLElement} container where the SVG goes
   * @param {object} layout the server's layout JSON
   * @param {object} handlers {onPiece(seat, piece), onSquare(squareId)}: a tap or
   *                 click resolves to the nearest movable piece whose tap area holds
   *                 it, or to a highlighted target square (onSquare, when given)
   * @param {object} options {tracks: true} also draws each seat's track with arrows
   *                        (the rules pages); the game page leaves it off
   */
  constructor(container, layout, handlers = {}, options = {}) {
    this.layout = layout;
    this.handlers = handlers;
    this.size = layout.size;
    this.uid = `pb${++boards}`;
    this.pieceEls = new Map();
    this.squareEls = new Map();
    this.armOfSeat = new Map(layout.seats.map((s) => [s.seat, s.arm]));
    this.seatView = new Map(layout.seats.map((s) => [s.seat, s]));
    this.squareById = new Map(layout.squares.map((q) => [q.id, q]));
    this.sorry = sorryBoard(layout);
    this.yut = yutBoard(layout);
    // Sorry!'s board has no centre square that pieces reach; Yut Nori's centre is a
    // station like the others.
    this.centreId = this.sorry || this.yut ? null : (layout.squares.find((q) => q.kinds.includes("centre"))?.id ?? null);
    this.prev = null; // the pieces last drawn: "seat:piece" -> {seat, piece, at, step, square}
    this.places = new Map(); // "seat:piece" -> [x, y, scale] where it stands now
    this.anims = [];
    this.timers = [];
    this.marks = { movable: new Set(), targets: new Set() };
    this.lastMove = null;
    this.pxPerUnit = 0;
    this.indexTracks();
    const n = this.size;
    this.style = boardStyle(layout);
    this.round = roundFields(layout);
    // Yut Nori's stations are circles larger than a grid cell: a wider margin.
    this.vb = this.yut ? n + 3 : n + 1;
    const o = this.yut ? -1.5 : -0.5;
    this.svg = el("svg", {
      viewBox: `${o} ${o} ${this.vb} ${this.vb}`,
      class: `board ${this.style}${this.round ? " round" : ""}${this.sorry ? " sorry" : ""}${this.yut ? " yut" : ""} safe-${layout.safe_squares ?? "none"}`,
      role: "group",
      "aria-label": t("board.label", { variant: layout.variant }),
    });
    container.replaceChildren(this.svg);
    if (this.sorry) this.drawSorry();
    else if (this.yut) this.drawYut();
    else if (this.style === "boxed") this.drawBoxed();
    else {
      this.drawDefs();
      this.drawCloth();
    }
    this.lastLayer = el("g", { class: "last-moves" }, this.svg);
    this.drawSquares();
    if (options.tracks) this.drawTracks();
    this.clockLayer = el("g", { class: "seat-clocks", "aria-hidden": "true" }, this.svg);
    this.piecesLayer = el("g", { class: "pieces" }, this.svg);
    this.badgeLayer = el("g", { class: "badges" }, this.svg);
    this.fxLayer = el("g", { class: "effects" }, this.svg);
    this.reactLayer = el("g", { class: "seat-reactions" }, this.svg);
    this.svg.addEventListener("click", (e) => this.onClick(e));
    this.svg.addEventListener("pointermove", (e) => this.onHover(e));
  }

  /** Stop animations and observers (the board is being thrown away). */
  destroy() {
    this.stopAnimations();
    clearInterval(this.clockTimer);
    this.resizer?.disconnect();
  }

  // ------------------------------------------------------------------ geometry

  /** SVG coordinates of a grid cell's centre (y grows north in the layout). */
  cell(x, y) {
    return [x + 0.5, this.size - 1 - y + 0.5];
  }

  /**
   * The centre square's SVG box: [x0, y0, side]: the 3 × 3 block between the arms, or
   * the one square in its middle where other squares (corners of the loop, the ends of
   * the home columns) lie in that block (Mensch ärgere Dich nicht).
   */
  centreBox() {
    const c = this.layout.arm_len + 1;
    if (this.centreSide == null) {
      const inBlock = (q) => !q.kinds.includes("centre") && Math.abs(q.x - c) <= 1 && Math.abs(q.y - c) <= 1;
      this.centreSide = this.layout.squares.some(inBlock) ? 1 : 3;
    }
    if (this.centreSide === 1) {
      const [x, y] = this.cell(c, c);
      return [x - 0.5, y - 0.5, 1];
    }
    const [x, y] = this.cell(c - 1, c + 1);
    return [x - 0.5, y - 0.5, 3];
  }

  /**
   * The square a seat's pieces stop on when they are home, where that is not the
   * centre (the last square of the goal, in Mensch ärgere Dich nicht); else null.
   */
  homeSquare(seat) {
    const track = this.layout.seats.find((s) => s.seat === seat)?.track ?? [];
    const last = track[track.length - 1];
    const sq = last && this.squareById.get(last.square);
    return sq && !sq.kinds.includes("centre") ? sq : null;
  }

  /** Corners of the centre's triangle facing an arm (a seat's home area). */
  homeTriangle(arm) {
    const [x0, y0, w] = this.centreBox();
    const [cx, cy] = [x0 + w / 2, y0 + w / 2];
    const [x1, y1] = [x0 + w, y0 + w];
    return {
      S: [[x0, y1], [x1, y1], [cx, cy]],
      N: [[x0, y0], [x1, y0], [cx, cy]],
      E: [[x1, y0], [x1, y1], [cx, cy]],
      W: [[x0, y0], [x0, y1], [cx, cy]],
    }[arm];
  }

  /**
   * Top-left SVG corner of the quadrant beside an arm (for waiting pieces). On a boxed
   * board the yard lies beside the seats' start squares: the quadrant to an arm's left
   * (seen from the centre) when they are in the arm's left column, as on Ludo's board,
   * else the one to its right (Parcheesi's nest, to the right of its entry space).
   */
  corner(arm) {
    const L = this.layout;
    const far = this.size - L.arm_len;
    // Sorry!: the quarter of the inside that holds the side's Start, safety zone and Home.
    if (this.sorry) return { S: [8, 8], W: [1, 8], N: [1, 1], E: [8, 1] }[arm] ?? [1, 1];
    if (this.style === "boxed" && this.yardsRight()) {
      return { S: [far, far], E: [far, 0], N: [0, 0], W: [0, far] }[arm];
    }
    // SVG y: 0 is north.
    switch (arm) {
      case "S":
        return [0, far];
      case "E":
        return [far, far];
      case "N":
        return [far, 0];
      default:
        return [0, 0];
    }
  }

  /** Whether the seats' start squares lie in their arms' right-hand columns. */
  yardsRight() {
    if (this.startsRight == null) {
      const s = this.layout.seats[0];
      this.startsRight = this.squareById.get(s?.start_square)?.column === "right";
    }
    return this.startsRight;
  }

  /** Centre of waiting slot k (0–3) in a seat's corner. */
  slot(arm, k) {
    const [qx, qy] = this.corner(arm);
    const mid = this.layout.arm_len / 2;
    const d = 1.1 * this.yardScale();
    return [qx + mid + (k % 2 ? d : -d), qy + mid - 0.45 * this.yardScale() + (k < 2 ? -d : d)];
  }

  /**
   * How big a yard's places, waiting pieces and label are drawn: 1 on the cloth and
   * on Ludo's board (arms of six), smaller on a boxed board with shorter arms (the
   * 11 × 11 board of Mensch ärgere Dich nicht), whose corners are smaller.
   */
  yardScale() {
    return this.style === "boxed" ? Math.min(1, this.layout.arm_len / 6) : 1;
  }

  /** Per seat: step -> index in its track; and the loop's next/previous squares. */
  indexTracks() {
    this.stepIndex = new Map();
    this.ringNext = new Map();
    this.ringPrev = new Map();
    const kinds = (id) => this.squareById.get(id)?.kinds ?? [];
    const onLoop = (id) => !kinds(id).includes("home-column") && !kinds(id).includes("centre");
    for (const s of this.layout.seats) {
      this.stepIndex.set(s.seat, new Map(s.track.map((e, i) => [e.step, i])));
      for (let i = 0; i + 1 < s.track.length; i++) {
        const [a, b] = [s.track[i].square, s.track[i + 1].square];
        if (onLoop(a) && onLoop(b) && a !== b) {
          if (!this.ringNext.has(a)) this.ringNext.set(a, b);
          if (!this.ringPrev.has(b)) this.ringPrev.set(b, a);
        }
      }
    }
  }

  /** The square id under an SVG point, or null. */
  squareAt(px, py) {
    if (this.yut) {
      // The nearest station whose circle (a little enlarged) holds the point.
      let best = null;
      for (const q of this.layout.squares) {
        const [cx, cy] = this.cell(q.x, q.y);
        const d = Math.hypot(px - cx, py - cy);
        if (d <= this.yutRadius(q) + 0.8 && (!best || d < best.d)) best = { id: q.id, d };
      }
      return best?.id ?? null;
    }
    const col = Math.floor(px);
    const row = Math.floor(py);
    const x = col;
    const y = this.size - 1 - row;
    if (!this.cellIds) {
      this.cellIds = new Map();
      for (const q of this.layout.squares) this.cellIds.set(`${q.x},${q.y}`, q.id);
      if (this.centreId != null) {
        const c = this.layout.arm_len + 1;
        for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) this.cellIds.set(`${c + dx},${c + dy}`, this.centreId);
      }
    }
    return this.cellIds.get(`${x},${y}`) ?? null;
  }

  /** Where a piece is drawn: [x, y, scale]. */
  placeOf(seat, p, stackIndex, stackSize) {
    const arm = this.armOfSeat.get(seat);
    const boost = this.boost ?? 1;
    if (this.yut) return this.yutPlace(seat, p, stackIndex, stackSize);
    if (this.sorry && (p.at === "waiting" || p.at === "home")) {
      // In the seat's Start or Home circle, two by two.
      const [x, y, r] = p.at === "waiting" ? this.sorryStart(seat) : this.sorryHome(seat);
      const d = r * 0.38;
      const k = p.piece;
      return [x + (k % 2 ? d : -d), y + (k < 2 ? -d : d), Math.max(0.8, Math.min(boost, 1.1)) * (p.at === "home" ? 0.85 : 1)];
    }
    if (p.at === "waiting") {
      const [x, y] = this.slot(arm, p.piece);
      const k = this.yardScale();
      return [x, y, Math.max(1.45 * k, Math.min(boost, 1.9 * k))];
    }
    if (p.at === "home" && this.homeSquare(seat)) {
      // On the goal's last square (a game whose goal does not end in the centre).
      const sq = this.homeSquare(seat);
      const [cx, cy] = this.cell(sq.x, sq.y);
      return [cx, cy, 1];
    }
    if (p.at === "home") {
      // In a row along the base of the seat's triangle of the centre.
      const [x0, y0, w] = this.centreBox();
      const [cx, cy] = [x0 + w / 2, y0 + w / 2];
      const off = (p.piece - 1.5) * 0.42;
      const d = w / 2 - 0.3;
      const pos = { S: [cx + off, cy + d], N: [cx - off, cy - d], E: [cx + d, cy - off], W: [cx - d, cy + off] }[arm];
      return [pos[0], pos[1], 0.45];
    }
    if (p.square != null && p.square === this.centreId) {
      // In the kitchen (Barjis' `enter = centre`, B-ENTER): two by two in the seat's
      // triangle, nearer the middle than the row of pieces home.
      const [x0, y0, w] = this.centreBox();
      const [cx, cy] = [x0 + w / 2, y0 + w / 2];
      const off = p.piece % 2 ? 0.21 : -0.21;
      const d = (p.piece < 2 ? 0.85 : 0.5) * (w / 3);
      const pos = { S: [cx + off, cy + d], N: [cx - off, cy - d], E: [cx + d, cy - off], W: [cx - d, cy + off] }[arm];
      return [pos[0], pos[1], 0.55];
    }
    const [cx, cy] = this.cell(p.x, p.y);
    if (stackSize <= 1) return [cx, cy, boost];
    // On a small board (a phone) a stack is a pile of full-size pieces, each a little
    // off the one below, with a count badge: pieces a quarter of a square would be
    // unreadable there.
    if (boost > 1) {
      const o = (stackIndex - (Math.min(stackSize, 4) - 1) / 2) * 0.14;
      const ring = Math.floor(stackIndex / 4) * 0.05;
      return [cx + o + ring, cy - o + ring, boost];
    }
    // Two side by side along the diagonal; more in the square's four quarters (a
    // fifth and later a little off the first four; the badge gives the count).
    if (stackSize === 2) {
      const o = stackIndex ? 0.2 : -0.2;
      return [cx + o, cy + o, 0.58];
    }
    const q = stackIndex % 4;
    const ring = Math.floor(stackIndex / 4) * 0.09;
    return [cx + (q % 2 ? 0.22 : -0.22) + ring, cy + (q < 2 ? -0.22 : 0.22) + ring, 0.5];
  }

  // ------------------------------------------------------------------ drawing

  drawDefs() {
    const u = this.uid;
    const defs = el("defs", {}, this.svg);
    // Woven cloth: warp and weft threads in two shades.
    const weave = el("pattern", { id: `${u}-weave`, width: 0.24, height: 0.24, patternUnits: "userSpaceOnUse" }, defs);
    el("rect", { width: 0.24, height: 0.24, fill: CLOTH.maroon }, weave);
    el("rect", { x: 0, y: 0.02, width: 0.12, height: 0.08, fill: CLOTH.weaveLight, opacity: 0.55 }, weave);
    el("rect", { x: 0.12, y: 0.14, width: 0.12, height: 0.08, fill: CLOTH.weaveLight, opacity: 0.55 }, weave);
    el("rect", { x: 0.14, y: 0, width: 0.08, height: 0.12, fill: CLOTH.weaveDark, opacity: 0.5 }, weave);
    el("rect", { x: 0.02, y: 0.12, width: 0.08, height: 0.12, fill: CLOTH.weaveDark, opacity: 0.5 }, weave);
    // Linen texture laid over the light parts.
    const linen = el("pattern", { id: `${u}-linen`, width: 0.18, height: 0.18, patternUnits: "userSpaceOnUse" }, defs);
    el("path", { d: "M0,0.045H0.18M0,0.135H0.18", stroke: "#7a5320", "stroke-width": 0.02, opacity: 0.1 }, linen);
    el("path", { d: "M0.045,0V0.18M0.135,0V0.18", stroke: "#fff", "stroke-width": 0.02, opacity: 0.22 }, linen);
    // Castle embroidery: a fine cross-hatch.
    const hatch = el("pattern", { id: `${u}-hatch`, width: 0.2, height: 0.2, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" }, defs);
    el("path", { d: "M0,0.1H0.2M0.1,0V0.2", stroke: CLOTH.maroon, "stroke-width": 0.025, opacity: 0.45 }, hatch);
    // The centre: a lattice of small diamonds.
    const lattice = el("pattern", { id: `${u}-lattice`, width: 0.5, height: 0.5, patternUnits: "userSpaceOnUse" }, defs);
    el("rect", { width: 0.5, height: 0.5, fill: CLOTH.centre }, lattice);
    el("path", { d: "M0.25,0.04L0.46,0.25L0.25,0.46L0.04,0.25Z", fill: "none", stroke: CLOTH.maroon, "stroke-width": 0.03, opacity: 0.55 }, lattice);
    el("circle", { cx: 0.25, cy: 0.25, r: 0.05, fill: CLOTH.maroon, opacity: 0.6 }, lattice);
  }

  /** The cloth: background, cross, corners, centre and motifs (no interaction). */
  drawCloth() {
    const L = this.layout;
    const n = this.size;
    const u = this.uid;
    const a = L.arm_len;
    const g = el("g", { class: "cloth-layer", "aria-hidden": "true" }, this.svg);
    el("rect", { x: -0.5, y: -0.5, width: n + 1, height: n + 1, rx: 0.35, fill: `url(#${u}-weave)`, class: "cloth-bg" }, g);
    el("rect", { x: -0.3, y: -0.3, width: n + 0.6, height: n + 0.6, rx: 0.25, class: "stitch frame-stitch" }, g);
    // The seats' corners: a cushion in the seat's colour with four slots.
    const seatArms = new Set(L.seats.map((s) => s.arm));
    for (const arm of ["S", "E", "N", "W"]) {
      const [qx, qy] = this.corner(arm);
      const s = L.seats.find((v) => v.arm === arm);
      if (!s) {
        // Nobody sits here: an embroidered medallion on the cloth.
        const [mx, my] = [qx + a / 2, qy + a / 2];
        el("path", { d: flowerPath(mx, my, 1.6), class: "medallion" }, g);
        el("circle", { cx: mx, cy: my, r: 2.3, class: "stitch medallion-ring" }, g);
        continue;
      }
      const colour = SEAT_COLOURS[s.seat];
      el("rect", { x: qx + 0.35, y: qy + 0.35, width: a - 0.7, height: a - 0.7, rx: 0.55, fill: mix(CLOTH.linen, colour, 0.16), class: "cushion" }, g);
      el("rect", { x: qx + 0.35, y: qy + 0.35, width: a - 0.7, height: a - 0.7, rx: 0.55, fill: "none", stroke: colour, class: "cushion-edge" }, g);
      el("rect", { x: qx + 0.62, y: qy + 0.62, width: a - 1.24, height: a - 1.24, rx: 0.35, stroke: colour, class: "stitch cushion-stitch" }, g);
      for (let k = 0; k < 4; k++) {
        const [x, y] = this.slot(arm, k);
        el("circle", { cx: x, cy: y, r: 0.78, fill: mix(CLOTH.linen, colour, 0.3), stroke: colour, class: "slot" }, g);
      }
    }
    // The cross: linen squares, each seat's middle column in its colour.
    const armSeat = new Map(L.seats.map((s) => [s.arm, s.seat]));
    const cross = [
      [a, 0, 3, n],
      [0, a, n, 3],
    ];
    for (const [x, y, w, h] of cross) el("rect", { x, y, width: w, height: h, fill: CLOTH.linen, class: "cross" }, g);
    for (const q of L.squares) {
      if (q.kinds.includes("centre")) continue;
      const [cx, cy] = this.cell(q.x, q.y);
      let fill = CLOTH.linen;
      if (q.kinds.includes("castle")) fill = CLOTH.castle;
      else if (q.kinds.includes("marked")) fill = CLOTH.marked;
      else if (q.kinds.includes("flower")) fill = CLOTH.flower;
      else if (q.column === "middle" && q.arm && armSeat.has(q.arm) && !q.kinds.includes("end")) {
        fill = mix(CLOTH.linen, SEAT_COLOURS[armSeat.get(q.arm)], 0.2);
      }
      if (fill !== CLOTH.linen) el("rect", { x: cx - 0.5, y: cy - 0.5, width: 1, height: 1, fill, class: "cell" }, g);
      if (q.kinds.includes("castle")) {
        el("rect", { x: cx - 0.42, y: cy - 0.42, width: 0.84, height: 0.84, fill: `url(#${u}-hatch)`, class: "castle-hatch" }, g);
        el("rect", { x: cx - 0.36, y: cy - 0.36, width: 0.72, height: 0.72, class: "stitch castle-stitch" }, g);
      }
      if (q.kinds.includes("marked")) {
        el("rect", { x: cx - 0.4, y: cy - 0.4, width: 0.8, height: 0.8, class: "stitch marked-stitch" }, g);
      }
    }
    // Texture over the light cloth (one layer for all of it).
    for (const [x, y, w, h] of cross) el("rect", { x, y, width: w, height: h, fill: `url(#${u}-linen)`, class: "texture" }, g);
    // Border stitch round the cross.
    const [l, r] = [a - 0.14, a + 3 + 0.14];
    const [e0, e1] = [-0.14, n + 0.14];
    const outline = `M${l},${e0}H${r}V${l}H${e1}V${r}H${r}V${e1}H${l}V${r}H${e0}V${l}H${l}Z`;
    el("path", { d: outline, class: "cross-edge" }, g);
    el("path", { d: outline, class: "stitch cross-stitch" }, g);
    // The centre: a lattice square, its triangles the seats' home areas.
    const [x0, y0, w] = this.centreBox();
    el("rect", { x: x0, y: y0, width: w, height: w, fill: `url(#${u}-lattice)`, class: "centre-cloth" }, g);
    for (const s of L.seats) {
      const pts = this.homeTriangle(s.arm);
      el("polygon", { points: pts.map((p) => p.join(",")).join(" "), fill: SEAT_COLOURS[s.seat], class: "home-area" }, g);
    }
    for (const arm of ["S", "E", "N", "W"]) {
      if (seatArms.has(arm)) continue;
      const pts = this.homeTriangle(arm);
      el("polygon", { points: pts.map((p) => p.join(",")).join(" "), class: "home-area empty" }, g);
    }
    const [c0, c1] = [x0 + w / 2, y0 + w / 2];
    el("path", { d: `M${x0},${y0}L${x0 + w},${y0 + w}M${x0 + w},${y0}L${x0},${y0 + w}`, class: "centre-seams" }, g);
    el("rect", { x: x0 + 0.08, y: y0 + 0.08, width: w - 0.16, height: w - 0.16, class: "stitch centre-stitch" }, g);
    el("rect", { x: c0 - 0.7, y: c1 - 0.27, width: 1.4, height: 0.54, rx: 0.27, class: "centre-plate" }, g);
  }

  // ------------------------------------------------------------------ Yut Nori

  /** Yut Nori: a station's radius (corners and the centre larger, station 0 largest). */
  yutRadius(q) {
    if (q.kinds.includes("start")) return YUT_R.start;
    return q.kinds.includes("corner") || q.kinds.includes("centre") ? YUT_R.big : YUT_R.station;
  }

  /**
   * Yut Nori: a seat's tray in the triangle between the diagonals on its arm's side:
   * `at(d, t)` is the point d units in from that side's middle and t along it; the
   * waiting pieces' slots, the tray's box, the home box and its slots, the label's place.
   */
  yutTray(seat) {
    const n = this.size;
    const c = n / 2;
    const arms = ["S", "N", "W", "E"];
    const arm = this.armOfSeat.get(seat) ?? arms[seat % 4];
    const frame = {
      S: [[c, n - 0.5], [0, -1], [1, 0]],
      N: [[c, 0.5], [0, 1], [1, 0]],
      W: [[0.5, c], [1, 0], [0, 1]],
      E: [[n - 0.5, c], [-1, 0], [0, 1]],
    }[arm] ?? [[c, n - 0.5], [0, -1], [1, 0]];
    const [[bx, by], [ux, uy], [vx, vy]] = frame;
    const at = (d, t) => [bx + ux * d + vx * t, by + uy * d + vy * t];
    const box = (d, hd, ht) => {
      const [x0, y0] = at(d - hd, -ht);
      const [x1, y1] = at(d + hd, ht);
      return { x: Math.min(x0, x1), y: Math.min(y0, y1), width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) };
    };
    return {
      arm,
      vertical: vx === 0,
      slots: [0, 1, 2, 3].map((k) => at(4.75, (k - 1.5) * 3)),
      tray: box(5.7, 2.7, 6.2),
      home: [0, 1, 2, 3].map((k) => at(10, (k - 1.5) * 1.7)),
      homeBox: box(10, 1, 3.4),
      label: at(7.3, 0),
    };
  }

  /**
   * Yut Nori: where a piece is drawn: its tray's slot, the home box, or its station (a
   * stack piled up; `centre`: its stack's place when several stand on the station).
   */
  yutPlace(seat, p, stackIndex, stackSize, centre = null) {
    const boost = this.boost ?? 1;
    if (p.at === "waiting" || p.at === "home") {
      const tray = this.yutTray(seat);
      const [x, y] = (p.at === "waiting" ? tray.slots : tray.home)[p.piece % 4];
      return [x, y, p.at === "waiting" ? Math.max(YUT_TRAY, Math.min(boost, 3.2)) : YUT_HOME];
    }
    const [cx, cy] = centre ?? this.cell(p.x, p.y);
    const k = Math.max(YUT_PIECE, boost);
    if (stackSize <= 1) return [cx, cy, k];
    // A stack: one piece on another, each a little higher (its count on a badge).
    const o = (stackIndex - (stackSize - 1) / 2) * 0.32;
    return [cx + o * 0.4, cy - o, k];
  }

  /**
   * Yut Nori: the stacks on each station (Y-STACK), station id -> [{seat, lead, keys}]:
   * a seat's pieces with one `stack` (the lowest piece of their stack, which the server
   * sends) are one stack; without it, a seat's pieces on a station are. With `stack =
   * optional` two stacks of one seat may share a station, and partners' pieces may too:
   * they are listed by seat, then by their lowest piece.
   */
  yutStacks(pieces) {
    const out = new Map();
    pieces.forEach((seatPieces, seat) =>
      seatPieces.forEach((p) => {
        if (!onBoard(p)) return;
        const lead = p.stack ?? -1;
        if (!out.has(p.square)) out.set(p.square, []);
        const list = out.get(p.square);
        let g = list.find((x) => x.seat === seat && x.lead === lead);
        if (!g) list.push((g = { seat, lead, keys: [] }));
        g.keys.push(`${seat}:${p.piece}`);
      }),
    );
    for (const list of out.values()) list.sort((a, b) => a.seat - b.seat || a.lead - b.lead);
    return out;
  }

  /**
   * Yut Nori: where each of `count` stacks on a station stands (SVG points, in the
   * stacks' order): one in the station's middle; two side by side along the station's
   * line (across the diagonal at a corner, across the station elsewhere), so that each
   * is seen and tapped on its own; more in rows of two. Kept inside the board.
   */
  yutStackCentres(square, count) {
    const q = this.squareById.get(square);
    if (!q) return [];
    const [cx, cy] = this.cell(q.x, q.y);
    if (count <= 1) return [[cx, cy]];
    const k = Math.max(YUT_PIECE, this.boost ?? 1);
    const last = this.size - 1;
    const side = q.x === 0 || q.x === last;
    const topBottom = q.y === 0 || q.y === last;
    // u: the way the stacks stand apart; v: the way rows of them do.
    let u = [1, 0];
    if (side && topBottom) {
      // A corner: across the diagonal into the board.
      const [mx, my] = [this.size / 2, this.size / 2];
      const [ix, iy] = [mx - cx, my - cy];
      const len = Math.hypot(ix, iy) || 1;
      u = [-iy / len, ix / len];
    } else if (side) u = [0, 1];
    const v = [-u[1], u[0]];
    // (A little closer on a corner, so that both stay on its large station.)
    const d = (side && topBottom ? 0.8 : 0.9) * k;
    const rows = Math.ceil(count / 2);
    const points = [];
    for (let i = 0; i < count; i++) {
      const row = Math.floor(i / 2);
      const alone = row === rows - 1 && count % 2 === 1;
      const a = alone ? 0 : ((i % 2) - 0.5) * d;
      const b = (row - (rows - 1) / 2) * d;
      points.push([cx + u[0] * a + v[0] * b, cy + u[1] * a + v[1] * b]);
    }
    // Inside the board: all moved in together where one (a pile's top piece) would
    // stand over its edge.
    const half = 0.45 * k + 0.15;
    const lo = -1.5 + half;
    const hi = this.size + 1.5 - half;
    for (const axis of [0, 1]) {
      const min = Math.min(...points.map((p) => p[axis]));
      const max = Math.max(...points.map((p) => p[axis]));
      const shift = min < lo ? lo - min : max > hi ? hi - max : 0;
      for (const p of points) p[axis] += shift;
    }
    return points;
  }

  /**
   * Yut Nori's board: a sheet of paper, the lines between the stations (every
   * consecutive pair of the layout's routes: the square and its two diagonals), each
   * seat's tray and home box, the direction of play from station 0.
   */
  drawYut() {
    const L = this.layout;
    const n = this.size;
    const g = el("g", { class: "cloth-layer yut-layer", "aria-hidden": "true" }, this.svg);
    el("rect", { x: -1.5, y: -1.5, width: n + 3, height: n + 3, rx: 1, class: "yut-bg" }, g);
    el("rect", { x: -0.9, y: -0.9, width: n + 1.8, height: n + 1.8, rx: 0.7, class: "yut-frame" }, g);
    const edges = new Map();
    for (const route of L.routes ?? []) {
      for (let i = 0; i + 1 < route.length; i++) {
        const [a, b] = [route[i], route[i + 1]].sort((x, y) => x - y);
        edges.set(`${a}-${b}`, [a, b]);
      }
    }
    let d = "";
    for (const [a, b] of edges.values()) {
      const [qa, qb] = [this.squareById.get(a), this.squareById.get(b)];
      if (!qa || !qb) continue;
      const [x0, y0] = this.cell(qa.x, qa.y);
      const [x1, y1] = this.cell(qb.x, qb.y);
      d += `M${x0},${y0}L${x1},${y1}`;
    }
    el("path", { d, class: "yut-line" }, g);
    // The way round from station 0 (Y-DIRECTION): an arrow along the first leg.
    const first = L.routes?.[0];
    const [q0, q1] = [this.squareById.get(first?.[0]), this.squareById.get(first?.[1])];
    if (q0 && q1) {
      const [x0, y0] = this.cell(q0.x, q0.y);
      const [x1, y1] = this.cell(q1.x, q1.y);
      const len = Math.hypot(x1 - x0, y1 - y0) || 1;
      const [ux, uy] = [(x1 - x0) / len, (y1 - y0) / len];
      const m = YUT_R.start + (len - YUT_R.start - YUT_R.station) / 2;
      el("path", { d: arrowPath(x0 + ux * m, y0 + uy * m, ux, uy, 0.9), class: "yut-arrow" }, g);
    }
    // Each seat's tray (its waiting pieces) and home box (its finished pieces).
    for (const s of L.seats) {
      const colour = SEAT_COLOURS[s.seat];
      const tr = this.yutTray(s.seat);
      el("rect", { ...tr.tray, rx: 1.2, fill: mix("#ffffff", colour, 0.22), stroke: colour, class: "yut-tray", "data-seat": s.seat }, g);
      for (const [x, y] of tr.slots) el("circle", { cx: x, cy: y, r: 1.05, stroke: colour, class: "yut-slot" }, g);
      el("rect", { ...tr.homeBox, rx: 0.9, stroke: colour, class: "yut-home", "data-seat": s.seat }, g);
    }
  }

  /** Yut Nori's stations (tap targets when highlighted), the start word, the seats' labels. */
  drawYutStations(g) {
    const L = this.layout;
    for (const s of L.seats) {
      const tr = this.yutTray(s.seat);
      const [x, y] = tr.label;
      const label = el("text", { x, y, class: "corner-label yut-seat", "data-seat": s.seat }, g);
      if (tr.vertical) label.setAttribute("transform", `rotate(${tr.arm === "W" ? -90 : 90} ${x} ${y})`);
      label.textContent = t("seat.with_number", { seat: seatName(s.seat), n: s.seat + 1 });
      // A long name is squeezed into its tray.
      const most = (tr.vertical ? tr.tray.height : tr.tray.width) - 1;
      const len = typeof label.getComputedTextLength === "function" ? label.getComputedTextLength() : 0;
      if (len > most) {
        label.setAttribute("textLength", most);
        label.setAttribute("lengthAdjust", "spacingAndGlyphs");
      }
    }
    for (const q of L.squares) {
      const [cx, cy] = this.cell(q.x, q.y);
      const r = this.yutRadius(q);
      const c = el("circle", { cx, cy, r, class: `square station ${q.kinds.join(" ")}`, "data-id": q.id }, g);
      this.squareEls.set(q.id, c);
      if (q.kinds.includes("corner") || q.kinds.includes("centre")) el("circle", { cx, cy, r: r * 0.62, class: "station-ring" }, g);
      if (q.kinds.includes("start")) {
        el("title", {}, c).textContent = t("board.yut_start_title");
        // Its word beside it, on a plate across the line to the station before it.
        const [px, py] = [cx - 3.9, cy - 2.4];
        const word = t("board.yut_start");
        const plate = el("rect", { x: px - 2, y: py - 0.75, width: 4, height: 1.5, rx: 0.75, class: "yut-start-plate" }, g);
        const text = el("text", { x: px, y: py, class: "yut-start-word" }, g);
        text.textContent = word;
        const len = typeof text.getComputedTextLength === "function" ? text.getComputedTextLength() : 0;
        if (len > 3.6) {
          plate.setAttribute("x", px - (len + 0.5) / 2);
          plate.setAttribute("width", len + 0.5);
        }
      }
    }
  }

  /**
   * Yut Nori: the stations a piece passes from `a` to `b` along one of the layout's
   * routes (a forward move of 1 to 5 stations, the shortcut included; out past station
   * 0 to "home"; back-do one station back), with "waiting" at the start of a piece
   * coming on; null when no route joins them (a replay jumping).
   */
  yutPath(a, b) {
    const routes = this.layout.routes ?? [];
    if (a.at === "waiting" && onBoard(b)) {
      const o = routes[0] ?? [];
      const j = o.indexOf(b.square, 1);
      return j > 0 && j <= 5 ? ["waiting", ...o.slice(1, j + 1)] : ["waiting", b.square];
    }
    if (!onBoard(a)) return null;
    if (b.at === "home") {
      // The shortest way on to station 0 at a route's end, then out.
      let best = null;
      for (const r of routes) {
        for (let i = 0; i < r.length - 1; i++) {
          if (r[i] !== a.square) continue;
          const rest = r.slice(i);
          if (rest.length <= 6 && (!best || rest.length < best.length)) best = rest;
        }
      }
      if (a.square === routes[0]?.[0] && !best) best = [a.square];
      return best ? [...best, "home"] : [a.square, "home"];
    }
    if (!onBoard(b)) return null;
    let best = null;
    for (const r of routes) {
      for (let i = 0; i < r.length; i++) {
        if (r[i] !== a.square) continue;
        for (let k = 1; k <= 5 && i + k < r.length; k++) {
          if (r[i + k] !== b.square) continue;
          if (!best || k < best.length - 1) best = r.slice(i, i + k + 1);
          break;
        }
        // Back-do: one station back.
        if (i > 0 && r[i - 1] === b.square && !best) best = [a.square, b.square];
      }
    }
    return best;
  }

  /**
   * Yut Nori: each stack's count badge (a stack of two or more pieces): above the pile
   * to its right; where stacks stand side by side, on each one's outer side (so that a
   * badge is never over the other stack); below it or to its left at the board's edge.
   */
  drawYutBadges(stacks) {
    for (const [square, list] of stacks) {
      const q = this.squareById.get(square);
      if (!q) continue;
      const centres = this.yutStackCentres(square, list.length);
      const [sx, sy] = this.cell(q.x, q.y);
      list.forEach((g, i) => {
        const count = g.keys.length;
        if (count < 2) return;
        const [cx, cy] = centres[i];
        const k = Math.max(YUT_PIECE, this.boost ?? 1);
        const r = Math.max(0.78, 9.5 / (this.pxPerUnit || 12));
        const font = Math.max(1.05, 13 / (this.pxPerUnit || 12));
        const lo = -1.5 + r;
        const hi = this.size + 1.5 - r;
        // Away from the station's middle (the other stacks), else to the right.
        const [ox, oy] = [cx - sx, cy - sy];
        const apart = Math.hypot(ox, oy);
        let bx;
        let by;
        if (apart < 0.1 || Math.abs(ox) > Math.abs(oy)) {
          const dir = apart < 0.1 || ox > 0 ? 1 : -1;
          bx = cx + dir * 0.45 * k;
          by = cy - 0.6 * k;
          if (bx < lo || bx > hi) bx = cx - dir * 0.45 * k;
          if (by < lo) by = cy + 0.45 * k;
        } else {
          // One above the other: beside each, level with its top or its foot.
          const dir = oy > 0 ? 1 : -1;
          bx = cx + 0.6 * k;
          by = cy + dir * 0.45 * k;
          if (bx > hi) bx = cx - 0.6 * k;
        }
        const b = el(
          "g",
          { class: "stack-badge yut-badge", "data-square": square, "data-count": count, "data-seat": g.seat, "data-stack": g.lead, transform: `translate(${bx} ${by})` },
          this.badgeLayer,
        );
        el("title", {}, b).textContent = t("board.stack", { count });
        el("circle", { r }, b);
        el("text", { y: font * 0.35, style: `font-size: ${font.toFixed(3)}px` }, b).textContent = String(count);
      });
    }
  }

  /** The unit vector from a square on Sorry!'s loop into the board (SVG coordinates). */
  inward(q) {
    const [cx, cy] = this.cell(q.x, q.y);
    const [dx, dy] = [this.size / 2 - cx, this.size / 2 - cy];
    return Math.abs(dx) > Math.abs(dy) ? [Math.sign(dx), 0] : [0, Math.sign(dy)];
  }

  /** Sorry!: a seat's Start circle, [x, y, r], just inside its start square (S-START). */
  sorryStart(seat) {
    const sv = this.seatView.get(seat);
    const q = this.squareById.get(sv?.start_square);
    if (!q) return [this.size / 2, this.size / 2, 1.3];
    const [cx, cy] = this.cell(q.x, q.y);
    const [ux, uy] = this.inward(q);
    return [cx + ux * 1.9, cy + uy * 1.9, 1.32];
  }

  /** Sorry!: a seat's Home circle, [x, y, r], round the last square of its safety zone (S-SAFETY). */
  sorryHome(seat) {
    const q = this.homeSquare(seat);
    if (!q) return [this.size / 2, this.size / 2, 1];
    const [cx, cy] = this.cell(q.x, q.y);
    return [cx, cy, 1.05];
  }

  /**
   * Sorry!'s board: the loop's squares, the safety zones in the seats' colours, each
   * side's slides (a triangle, a bar, a circle at the end; in grey on a side where
   * nobody sits), the Start and Home circles, the name in the middle.
   */
  drawSorry() {
    const L = this.layout;
    const n = this.size;
    const g = el("g", { class: "cloth-layer boxed-layer sorry-layer", "aria-hidden": "true" }, this.svg);
    el("rect", { x: -0.5, y: -0.5, width: n + 1, height: n + 1, rx: 0.3, class: "boxed-bg" }, g);
    el("rect", { x: 0, y: 0, width: n, height: n, class: "boxed-frame" }, g);
    el("rect", { x: 1, y: 1, width: n - 2, height: n - 2, class: "sorry-inside" }, g);
    const armSeat = new Map(L.seats.map((s) => [s.arm, s.seat]));
    const colourOf = (arm) => (armSeat.has(arm) ? SEAT_COLOURS[armSeat.get(arm)] : BOXED.star);
    const byRow = new Map(L.squares.map((q) => [`${q.arm}:${q.row}:${q.kinds.includes("home-column") || q.kinds.includes("home")}`, q]));
    for (const q of L.squares) {
      if (q.kinds.includes("centre") || q.kinds.includes("home")) continue;
      const [cx, cy] = this.cell(q.x, q.y);
      // A safety zone (S-SAFETY): in its seat's colour; grey on a side where nobody sits.
      const safety = q.kinds.includes("home-column") || q.column === "middle";
      const fill = safety ? mix("#ffffff", colourOf(q.arm), armSeat.has(q.arm) ? 0.5 : 0.3) : "#ffffff";
      el("rect", { x: cx - 0.5, y: cy - 0.5, width: 1, height: 1, fill, class: safety ? "cell home-cell" : "cell", "data-id": q.id }, g);
    }
    // The slides (S-SLIDE): from the triangle along the side's squares marked as slide.
    for (const q of L.squares) {
      if (!q.kinds.includes("slide-start")) continue;
      const run = [q];
      for (let r = q.row + 1; ; r++) {
        const next = byRow.get(`${q.arm}:${r}:false`);
        if (!next || !next.kinds.includes("slide")) break;
        run.push(next);
      }
      const colour = colourOf(q.arm);
      const [x0, y0] = this.cell(q.x, q.y);
      const [x1, y1] = this.cell(run[run.length - 1].x, run[run.length - 1].y);
      const len = Math.hypot(x1 - x0, y1 - y0) || 1;
      const [ux, uy] = [(x1 - x0) / len, (y1 - y0) / len];
      const slide = el("g", { class: "slide", "data-arm": q.arm, "data-length": run.length }, g);
      el("line", { x1: x0, y1: y0, x2: x1, y2: y1, stroke: colour, class: "slide-bar" }, slide);
      const a = 0.36;
      const tip = [x0 + ux * a, y0 + uy * a];
      const l = [x0 - ux * a - uy * a, y0 - uy * a + ux * a];
      const r = [x0 - ux * a + uy * a, y0 - uy * a - ux * a];
      el("path", { d: `M${tip}L${l}L${r}Z`, fill: colour, class: "slide-triangle" }, slide);
      el("circle", { cx: x1, cy: y1, r: 0.26, fill: colour, class: "slide-end" }, slide);
    }
    // An empty side's Home: a grey circle (its Start is not drawn: no pawns wait there).
    for (const q of L.squares) {
      if (!q.kinds.includes("home") || armSeat.has(q.arm)) continue;
      const [cx, cy] = this.cell(q.x, q.y);
      el("circle", { cx, cy, r: 1.05, fill: mix("#ffffff", BOXED.star, 0.3), stroke: BOXED.star, class: "sorry-home empty" }, g);
    }
    // Start and Home circles, their words printed inside (under the pawns), as on the board.
    for (const s of L.seats) {
      const colour = SEAT_COLOURS[s.seat];
      const [sx, sy, sr] = this.sorryStart(s.seat);
      el("circle", { cx: sx, cy: sy, r: sr, fill: mix("#ffffff", colour, 0.3), stroke: colour, class: "sorry-start", "data-seat": s.seat }, g);
      el("text", { x: sx, y: sy, class: "sorry-word" }, g).textContent = t("board.start");
      const [hx, hy, hr] = this.sorryHome(s.seat);
      el("circle", { cx: hx, cy: hy, r: hr, fill: mix("#ffffff", colour, 0.5), stroke: colour, class: "sorry-home", "data-seat": s.seat }, g);
      el("text", { x: hx, y: hy, class: "sorry-word" }, g).textContent = t("board.home");
    }
    const c = n / 2;
    el("text", { x: c, y: c, transform: `rotate(-35 ${c} ${c})`, class: "sorry-name" }, g).textContent = t("rules.name.sorry");
  }

  /** The squares a seat's pieces enter its home column from: [entry, first home square]. */
  homeEntry(s) {
    const kinds = (id) => this.squareById.get(id)?.kinds ?? [];
    const i = s.track.findIndex((e) => kinds(e.square).includes("home-column"));
    return i > 0 ? [s.track[i - 1], s.track[i]] : null;
  }

  /**
   * A boxed board (Ludo): white squares with thin lines, the yards, home columns and
   * start squares in the seats' colours, the centre's coloured triangles.
   */
  drawBoxed() {
    const L = this.layout;
    const n = this.size;
    const a = L.arm_len;
    const g = el("g", { class: "cloth-layer boxed-layer", "aria-hidden": "true" }, this.svg);
    el("rect", { x: -0.5, y: -0.5, width: n + 1, height: n + 1, rx: 0.3, class: "boxed-bg" }, g);
    el("rect", { x: 0, y: 0, width: n, height: n, class: "boxed-frame" }, g);
    const armSeat = new Map(L.seats.map((s) => [s.arm, s.seat]));
    const colourOf = (arm) => (armSeat.has(arm) ? SEAT_COLOURS[armSeat.get(arm)] : BOXED.empty);
    // The yards: the corner in the seat's colour, a white box in it, a round place
    // for each waiting token.
    for (const arm of ["S", "E", "N", "W"]) {
      const [qx, qy] = this.corner(arm);
      const colour = colourOf(arm);
      const seated = armSeat.has(arm);
      el("rect", { x: qx, y: qy, width: a, height: a, fill: colour, class: seated ? "yard" : "yard empty", "data-arm": arm }, g);
      el("rect", { x: qx + a / 8, y: qy + a / 8, width: (a * 3) / 4, height: (a * 3) / 4, rx: 0.35, class: "yard-box" }, g);
      if (!seated) continue;
      for (let k = 0; k < 4; k++) {
        const [x, y] = this.slot(arm, k);
        el("circle", { cx: x, cy: y, r: 0.74 * this.yardScale(), fill: mix("#ffffff", colour, 0.28), stroke: colour, class: "yard-slot" }, g);
      }
    }
    // Round fields: the line that joins the loop's fields, and each seat's goal's.
    if (this.round) {
      const ring = L.seats[0]?.track.filter((e) => !(this.squareById.get(e.square)?.kinds ?? []).includes("home-column")) ?? [];
      const pts = ring.map((e) => this.cell(e.x, e.y).join(","));
      if (pts.length) el("polygon", { points: pts.join(" "), class: "field-line" }, g);
    }
    // The squares: white; each arm's home column in its colour; start squares filled.
    const starts = new Map(L.seats.map((s) => [s.start_square, s.seat]));
    for (const q of L.squares) {
      if (q.kinds.includes("centre")) continue;
      const [cx, cy] = this.cell(q.x, q.y);
      let fill = "#ffffff";
      let cls = "cell";
      if (q.kinds.includes("home-column") && armSeat.has(q.arm)) {
        fill = SEAT_COLOURS[armSeat.get(q.arm)];
        cls = "cell home-cell";
      } else if ((q.column === "middle" || q.column === "inner") && q.arm && !armSeat.has(q.arm) && !q.kinds.includes("end")) {
        // The home column of an arm where nobody sits.
        fill = BOXED.emptyLight;
        cls = "cell home-cell empty";
      } else if (starts.has(q.id)) {
        fill = SEAT_COLOURS[starts.get(q.id)];
        cls = "cell start-cell";
      } else if (q.kinds.includes("start")) {
        fill = BOXED.emptyLight;
        cls = "cell start-cell empty";
      }
      if (this.round) el("circle", { cx, cy, r: 0.4, fill, class: `${cls} round-cell`, "data-id": q.id }, g);
      else el("rect", { x: cx - 0.5, y: cy - 0.5, width: 1, height: 1, fill, class: cls, "data-id": q.id }, g);
    }
    // The centre: a triangle per arm in its seat's colour (grey where nobody sits).
    for (const arm of ["S", "E", "N", "W"]) {
      const pts = this.homeTriangle(arm);
      el(
        "polygon",
        { points: pts.map((p) => p.join(",")).join(" "), fill: colourOf(arm), class: armSeat.has(arm) ? "home-area" : "home-area empty" },
        g,
      );
    }
  }

  /** A boxed board's marks: safe-square glyphs, arrows on the start and home entries. */
  drawBoxedMarks(g) {
    const L = this.layout;
    for (const q of L.squares) {
      const [cx, cy] = this.cell(q.x, q.y);
      if (q.kinds.includes("jump-star")) {
        el("path", { d: starPath(cx, cy, 0.4), class: "mark jump-star-mark" }, g);
      } else if (q.kinds.includes("star")) {
        el("path", { d: starPath(cx, cy, 0.38), class: "mark star-mark" }, g);
      }
      if (q.kinds.includes("globe")) {
        const r = 0.32;
        el("circle", { cx, cy, r, class: "mark globe-mark" }, g);
        el(
          "path",
          {
            d: `M${cx - r},${cy}H${cx + r}M${cx},${cy - r}V${cy + r}M${cx},${cy - r}C${cx - r * 0.9},${cy - r * 0.5} ${cx - r * 0.9},${cy + r * 0.5} ${cx},${cy + r}M${cx},${cy - r}C${cx + r * 0.9},${cy - r * 0.5} ${cx + r * 0.9},${cy + r * 0.5} ${cx},${cy + r}`,
            class: "mark globe-lines",
          },
          g,
        );
      }
      // A numbered ladder's square (petits chevaux, CH-LADDER): its number, which is
      // the throw that climbs onto it.
      if (q.number != null) {
        const mark = el("text", { x: cx, y: cy + 0.02, class: "mark ladder-number", "data-number": q.number }, g);
        mark.textContent = String(q.number);
      }
    }
    for (const s of L.seats) {
      const colour = SEAT_COLOURS[s.seat];
      // The start square: a white arrow the way the seat's pieces go.
      const i = s.track.findIndex((e) => e.square === s.start_square);
      if (i >= 0 && i + 1 < s.track.length) {
        const [x0, y0] = this.cell(s.track[i].x, s.track[i].y);
        const [x1, y1] = this.cell(s.track[i + 1].x, s.track[i + 1].y);
        const len = Math.hypot(x1 - x0, y1 - y0) || 1;
        el("path", { d: arrowPath(x0, y0, (x1 - x0) / len, (y1 - y0) / len, 0.3), class: "mark start-arrow", "data-seat": s.seat }, g);
      }
      // Where the seat turns into its home column: an arrow in its colour.
      const entry = this.homeEntry(s);
      if (entry) {
        const [x0, y0] = this.cell(entry[0].x, entry[0].y);
        const [x1, y1] = this.cell(entry[1].x, entry[1].y);
        const len = Math.hypot(x1 - x0, y1 - y0) || 1;
        const [ux, uy] = [(x1 - x0) / len, (y1 - y0) / len];
        el(
          "path",
          { d: arrowPath(x0 + ux * 0.3, y0 + uy * 0.3, ux, uy, 0.2), style: `fill: ${colour}`, class: "mark home-arrow", "data-seat": s.seat },
          g,
        );
      }
    }
  }

  drawSquares() {
    const L = this.layout;
    const g = el("g", { class: "squares" }, this.svg);
    if (this.yut) return this.drawYutStations(g);
    // Seat corner labels (the names of the seats).
    for (const s of L.seats) {
      if (this.sorry) {
        // Sorry!: the seat's name beside its Start circle, towards the middle.
        // Beside the circle towards the middle: under or over it on the south and north
        // sides, after or before it on the west and east sides.
        const q = this.squareById.get(s.start_square);
        const [ux, uy] = q ? this.inward(q) : [0, -1];
        const [sx, sy, sr] = this.sorryStart(s.seat);
        const [lx, ly] = [sx + ux * (sr + 0.25), sy + uy * (sr + 0.5)];
        const anchor = ux > 0 ? "start" : ux < 0 ? "end" : "middle";
        el("text", { x: lx, y: ly, class: "corner-label sorry-seat", style: `text-anchor: ${anchor}` }, g).textContent = t("seat.with_number", { seat: seatName(s.seat), n: s.seat + 1 });
        continue;
      }
      const [qx, qy] = this.corner(s.arm);
      const k = this.yardScale();
      const label = el(
        "text",
        { x: qx + L.arm_len / 2, y: qy + L.arm_len - 0.95 * k, class: "corner-label", ...(k < 1 ? { style: `font-size: ${(0.5 * k).toFixed(3)}px` } : {}) },
        g,
      );
      label.textContent = t("seat.with_number", { seat: seatName(s.seat), n: s.seat + 1 });
    }
    for (const sq of L.squares) {
      if (sq.kinds.includes("centre") && this.sorry) continue;
      if (sq.kinds.includes("centre")) {
        const [x0, y0, w] = this.centreBox();
        const r = el("rect", { x: x0, y: y0, width: w, height: w, class: "square " + sq.kinds.join(" "), "data-id": sq.id }, g);
        this.squareEls.set(sq.id, r);
        // On a boxed board the seats' triangles say it (a plate would hide the pieces home).
        if (this.style === "boxed") continue;
        const label = el("text", { x: x0 + w / 2, y: y0 + w / 2 + 0.15, class: "centre-label" }, g);
        // Barjis' centre is the kitchen (B-BOARD).
        label.textContent = t(sq.kinds.includes("kitchen") ? "board.kitchen" : "board.home");
        // The plate under the label grows with a longer word (never shrinks).
        const plate = this.svg.querySelector(".centre-plate");
        const len = typeof label.getComputedTextLength === "function" ? label.getComputedTextLength() : 0;
        if (plate && len + 0.3 > Number(plate.getAttribute("width"))) {
          plate.setAttribute("x", x0 + w / 2 - (len + 0.3) / 2);
          plate.setAttribute("width", len + 0.3);
        }
        continue;
      }
      const [cx, cy] = this.cell(sq.x, sq.y);
      const r = el(
        "rect",
        { x: cx - 0.5, y: cy - 0.5, width: 1, height: 1, rx: this.round ? 0.5 : 0, class: "square " + sq.kinds.join(" "), "data-id": sq.id },
        g,
      );
      this.squareEls.set(sq.id, r);
      if (sq.kinds.includes("castle") && this.style === "boxed") {
        // A printed board's safety space (Parcheesi, PR-SAFE): a ring in the square.
        el("circle", { cx, cy, r: 0.33, class: "mark safety-mark" }, g);
      } else if (sq.kinds.includes("castle")) {
        const k = 0.27;
        el("path", { d: `M${cx - k},${cy + k}L${cx + k},${cy - k}M${cx - k},${cy - k}L${cx + k},${cy + k}`, class: "mark castle-mark" }, g);
      } else if (sq.kinds.includes("marked")) {
        el("path", { d: starPath(cx, cy, 0.36, 8, 0.55), class: "mark marked-mark" }, g);
      } else if (sq.kinds.includes("flower")) {
        el("path", { d: flowerPath(cx, cy, 0.36), class: "mark flower-mark" }, g);
        el("circle", { cx, cy, r: 0.08, class: "mark flower-heart" }, g);
      }
    }
    if (this.style === "boxed") this.drawBoxedMarks(g);
    // Start squares get a ring in the seat's colour.
    for (const s of L.seats) {
      const sq = this.squareById.get(s.start_square);
      // Barjis' `enter = centre`: men enter in the kitchen, which is no square to ring.
      if (!sq || sq.id === this.centreId) continue;
      const [cx, cy] = this.cell(sq.x, sq.y);
      el(
        "rect",
        { x: cx - 0.42, y: cy - 0.42, width: 0.84, height: 0.84, rx: 0.1, class: "start-ring", stroke: SEAT_COLOURS[s.seat] },
        g,
      );
    }
  }

  /**
   * Each seat's track as a line in its colour, with an arrow every few steps, shifted
   * a little per seat so that tracks sharing squares stay apart.
   */
  drawTracks() {
    const g = el("g", { class: "tracks" }, this.svg);
    const shift = [-0.15, -0.05, 0.05, 0.15];
    for (const s of this.layout.seats) {
      const d = shift[s.seat % 4];
      const pts = s.track.map((p) => this.cell(p.x, p.y)).map(([x, y]) => [x + d, y + d]);
      const colour = SEAT_COLOURS[s.seat];
      el(
        "polyline",
        { points: pts.map((p) => p.join(",")).join(" "), class: "track-line", stroke: colour, "data-seat": s.seat },
        g,
      );
      for (let i = 2; i < pts.length - 1; i += 5) {
        const [x0, y0] = pts[i];
        const [x1, y1] = pts[i + 1];
        const len = Math.hypot(x1 - x0, y1 - y0);
        if (len === 0) continue;
        const [ux, uy] = [(x1 - x0) / len, (y1 - y0) / len];
        const [mx, my] = [(x0 + x1) / 2, (y0 + y1) / 2];
        const a = 0.28;
        const tip = [mx + ux * a, my + uy * a];
        const l = [mx - ux * a - uy * a * 0.8, my - uy * a + ux * a * 0.8];
        const r = [mx - ux * a + uy * a * 0.8, my - uy * a - ux * a * 0.8];
        el("path", { d: `M${tip}L${l}L${r}z`, class: "track-arrow", fill: colour, "data-seat": s.seat }, g);
      }
    }
  }

  makePiece(seat, piece) {
    const g = el("g", { class: "piece", role: "button", "data-seat": seat, "data-piece": piece }, this.piecesLayer);
    el("title", {}, g);
    // The tap area (sized in setHit); the board's click handler does the hit testing.
    el("rect", { class: "hit" }, g);
    el("circle", { r: 0.6, class: "halo" }, g);
    const shape = SEAT_SHAPES[seat];
    el("path", { d: shapePath(shape, 0.4), transform: "translate(0.05 0.08)", class: "piece-shadow" }, g);
    const token = el("g", { class: "token" }, g);
    el("path", { d: shapePath(shape, 0.4), fill: SEAT_COLOURS[seat], class: "piece-body" }, token);
    el("path", { d: shapePath(shape, 0.24), transform: "translate(-0.06 -0.07)", class: "piece-shine" }, token);
    const num = el("text", { x: 0, y: shape === "triangle" ? 0.2 : 0.15, class: "piece-num" + (seat === 2 ? " dark" : "") }, token);
    num.textContent = String(piece + 1);
    g.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        this.handlers.onPiece?.(seat, piece);
      }
    });
    return g;
  }

  // ------------------------------------------------------------------ render

  /**
   * Draw the pieces; animate what changed since the last call.
   * @param {Array<Array<object>>} pieces per seat, per piece: {piece, at, step, x, y, square},
   *                        and in Yut Nori `stack` (the lowest piece of its stack)
   * @param {object} marks {movable: Set("seat:piece"), selected: "seat:piece"|null,
   *                        selectedAlso: Set("seat:piece") marked with it (a stack's),
   *                        targets: Set(squareId), strong: Set(squareId),
   *                        labels: Map("seat:piece" -> the throw values it can move, as text),
   *                        lastMove: {from: squareId|null, to: squareId|null} | null —
   *                          optional: overrides the last move the board derives from
   *                          the pieces that moved (null: none marked)}
   */
  render(pieces, marks = {}) {
    const movable = marks.movable ?? new Set();
    const targets = marks.targets ?? new Set();
    const strong = marks.strong ?? new Set();
    this.marks = { movable, targets };
    for (const [id, r] of this.squareEls) {
      r.classList.toggle("target", targets.has(id));
      r.classList.toggle("target-strong", strong.has(id));
    }
    const now = new Map();
    pieces.forEach((seatPieces, seat) =>
      seatPieces.forEach((p) => {
        const key = `${seat}:${p.piece}`;
        now.set(key, { seat, piece: p.piece, at: p.at, step: p.step ?? null, square: onBoard(p) ? p.square ?? null : null, to_go: p.to_go ?? null });
      }),
    );
    // Group board pieces by square to fan stacks.
    const bySquare = new Map();
    pieces.forEach((seatPieces, seat) =>
      seatPieces.forEach((p) => {
        if (onBoard(p)) {
          if (!bySquare.has(p.square)) bySquare.set(p.square, []);
          bySquare.get(p.square).push(`${seat}:${p.piece}`);
        }
      }),
    );
    this.measure();
    this.lastDrawn = { pieces, marks };
    // Yut Nori: its stacks, each drawn as a pile of its own (Y-STACK).
    const stacks = this.yut ? this.yutStacks(pieces) : null;
    const centres = new Map();
    if (stacks) for (const [square, list] of stacks) centres.set(square, this.yutStackCentres(square, list.length));
    const places = new Map();
    pieces.forEach((seatPieces, seat) =>
      seatPieces.forEach((p) => {
        const key = `${seat}:${p.piece}`;
        if (stacks && onBoard(p)) {
          const list = stacks.get(p.square);
          const i = list.findIndex((g) => g.keys.includes(key));
          const keys = list[i].keys;
          places.set(key, this.yutPlace(seat, p, keys.indexOf(key), keys.length, list.length > 1 ? centres.get(p.square)[i] : null));
          return;
        }
        const stack = onBoard(p) ? bySquare.get(p.square) : [key];
        places.set(key, this.placeOf(seat, p, stack.indexOf(key), stack.length));
      }),
    );
    const changed = this.prev ? [...now.values()].filter((p) => this.prev.has(`${p.seat}:${p.piece}`) && !same(p, this.prev.get(`${p.seat}:${p.piece}`))) : [];
    if (changed.length) this.stopAnimations();
    for (const [key, p] of now) {
      const { seat, piece } = p;
      let g = this.pieceEls.get(key);
      if (!g) {
        g = this.makePiece(seat, piece);
        this.pieceEls.set(key, g);
      }
      const place = places.get(key);
      g.style.transform = tf(place);
      const canMove = movable.has(key);
      g.classList.toggle("movable", canMove);
      g.classList.toggle("selected", marks.selected === key || !!marks.selectedAlso?.has(key));
      g.classList.toggle("fool", p.at === "fool");
      g.dataset.square = onBoard(p) ? String(p.square) : p.at;
      g.setAttribute("tabindex", canMove ? "0" : "-1");
      g.setAttribute("aria-disabled", canMove ? "false" : "true");
      const names = { seat: seatName(seat), piece: piece + 1, togo: p.to_go ?? "" };
      const kitchen = p.at === "board" && p.square != null && p.square === this.centreId;
      // Yut Nori: where a piece stands is said by its station's kind (the routes branch:
      // a number of steps to go would depend on the way it takes).
      const yutWhere = () => {
        const kinds = this.squareById.get(p.square)?.kinds ?? [];
        return kinds.includes("start") ? "on_yut_start" : kinds.includes("corner") ? "on_corner" : kinds.includes("centre") ? "on_centre" : "on_station";
      };
      const where =
        p.at === "waiting" || p.at === "home" ? p.at : p.at === "fool" ? "on_step_fool" : kitchen ? "in_kitchen" : this.yut ? yutWhere() : "on_step";
      let label = t(`piece.${where}`, names);
      // Yut Nori: the other pieces of its stack, and of its seat's other stacks on the
      // station (`stack = optional`: they stand beside it, not stacked; Y-STACK).
      const here = stacks && p.square != null ? (stacks.get(p.square) ?? []).filter((g) => g.seat === seat) : [];
      const numbers = (keys) => keys.filter((k) => k !== key).map((k) => Number(k.split(":")[1]) + 1);
      const together = numbers(here.find((g) => g.keys.includes(key))?.keys ?? []);
      const beside = numbers(here.filter((g) => !g.keys.includes(key)).flatMap((g) => g.keys));
      if (together.length) label = t("piece.yut_stacked", { label, count: together.length, pieces: listAnd(together) });
      if (beside.length) label = t("piece.yut_beside", { label, count: beside.length, pieces: listAnd(beside) });
      const values = marks.labels?.get(key);
      g.setAttribute("aria-label", values ? t("piece.with_moves", { label, values }) : label);
      g.querySelector("title").textContent = g.getAttribute("aria-label");
      this.setHit(g, place[2], canMove);
    }
    if (changed.length) this.animateChange(changed, now, places);
    this.drawBadges(stacks ?? bySquare);
    if (marks.seats) this.drawSeats(marks.seats);
    this.drawLastMove("lastMove" in marks ? marks.lastMove && { from: marks.lastMove.from ?? null, to: marks.lastMove.to ?? null } : this.lastMove);
    this.prev = now;
    this.places = places;
    if (!this.resizer && typeof ResizeObserver === "function") {
      this.resizer = new ResizeObserver(() => this.resized());
      this.resizer.observe(this.svg);
    }
  }

  /**
   * Rendered CSS px per board unit (0 while the board is not laid out), and how much
   * larger than a square pieces are drawn so that none is under MIN_PIECE_PX.
   */
  measure() {
    const w = this.svg.getBoundingClientRect().width;
    this.pxPerUnit = w > 0 ? w / this.vb : 0;
    this.boost = this.pxPerUnit > 0 ? Math.max(1, (MIN_PIECE_PX + 0.5) / (PIECE_UNITS * this.pxPerUnit)) : 1;
  }

  /** The board changed size: pieces are drawn at their new size, tap areas follow. */
  resized() {
    const before = this.boost;
    this.measure();
    const walking = this.anims.some((a) => a.playState === "running");
    if (this.lastDrawn && Math.abs((before ?? 1) - this.boost) > 0.01 && !walking) {
      this.render(this.lastDrawn.pieces, this.lastDrawn.marks);
    } else {
      this.refreshHits();
    }
  }

  /** The side of a movable piece's tap area in board units. */
  hitUnits() {
    return this.pxPerUnit > 0 ? Math.max(1, TARGET_PX / this.pxPerUnit) : 1;
  }

  setHit(g, scale, on) {
    const r = g.querySelector("rect.hit");
    if (!on) {
      r.removeAttribute("width");
      return;
    }
    const side = this.hitUnits() / scale;
    r.setAttribute("x", -side / 2);
    r.setAttribute("y", -side / 2);
    r.setAttribute("width", side);
    r.setAttribute("height", side);
  }

  refreshHits() {
    this.measure();
    for (const [key, g] of this.pieceEls) {
      const place = this.places.get(key);
      if (place) this.setHit(g, place[2], this.marks.movable.has(key));
    }
  }

  /** Count badges on squares holding three or more pieces (Yut Nori: `bySquare` holds its stacks). */
  drawBadges(bySquare) {
    this.badgeLayer.replaceChildren();
    if (this.yut) return this.drawYutBadges(bySquare);
    for (const [square, keys] of bySquare) {
      // The kitchen's pieces stand in rows of their own, each seen (no pile).
      if (square === this.centreId) continue;
      const pile = (this.boost ?? 1) > 1;
      if (keys.length < (pile ? 2 : 3)) continue;
      const q = this.squareById.get(square);
      if (!q) continue;
      const [cx, cy] = this.cell(q.x, q.y);
      // At least 18 px across with a 12 px number on a phone's board.
      const r = pile ? Math.max(0.19, 9 / this.pxPerUnit) : 0.19;
      const font = pile ? Math.max(0.3, 12.5 / this.pxPerUnit) : 0.3;
      const off = pile ? 0.44 * this.boost : 0.44;
      const b = el("g", { class: "stack-badge", "data-square": square, transform: `translate(${cx + off} ${cy - off})` }, this.badgeLayer);
      el("title", {}, b).textContent = t("board.stack", { count: keys.length });
      el("circle", { r }, b);
      el("text", { y: font * 0.34, style: `font-size: ${font.toFixed(3)}px` }, b).textContent = String(keys.length);
    }
  }

  /**
   * What the board shows at each seat's yard besides its pieces (the game page): a
   * clock ring round the yard of the seat whose clock runs (the share of the decision
   * time left, running down until the next call) and the seat's latest reaction.
   * @param {Array<object>} seats {seat, clock: {leftMs, totalMs} | null, reaction: "👍" | null}
   */
  drawSeats(seats) {
    const a = this.layout.arm_len;
    const clockKey = JSON.stringify(seats.map((s) => s.clock && [s.seat, s.clock.leftMs, s.clock.totalMs]));
    if (clockKey !== this.clockKey) {
      this.clockKey = clockKey;
      clearInterval(this.clockTimer);
      this.clockLayer.replaceChildren();
      const rings = [];
      for (const s of seats) {
        if (!s.clock || !(s.clock.totalMs > 0) || !this.armOfSeat.has(s.seat)) continue;
        const [qx, qy] = this.corner(this.armOfSeat.get(s.seat));
        const g = el("g", { class: "clock-ring", "data-seat": s.seat }, this.clockLayer);
        // Yut Nori: round the seat's tray.
        const tray = this.yut ? this.yutTray(s.seat).tray : null;
        const box = tray
          ? { x: tray.x - 0.3, y: tray.y - 0.3, width: tray.width + 0.6, height: tray.height + 0.6, rx: 1.4, pathLength: 100 }
          : { x: qx + 0.14, y: qy + 0.14, width: a - 0.28, height: a - 0.28, rx: 0.5, pathLength: 100 };
        el("rect", { ...box, class: "clock-track" }, g);
        const left = el("rect", { ...box, class: "clock-left", "stroke-dasharray": "100 100" }, g);
        rings.push({ g, left, ...s.clock, t0: performance.now() });
      }
      // The rings run down once a second (not every frame: repainting the board 60
      // times a second would keep a phone busy for nothing).
      const tick = () => {
        let running = false;
        for (const r of rings) {
          const share = Math.max(0, Math.min(1, (r.leftMs - (performance.now() - r.t0)) / r.totalMs));
          r.g.dataset.share = share.toFixed(3);
          r.left.style.strokeDashoffset = String(100 * (1 - share));
          r.left.classList.toggle("low", share < 0.2);
          running ||= share > 0;
        }
        if (!running) clearInterval(this.clockTimer);
      };
      tick();
      if (rings.length) this.clockTimer = setInterval(tick, 1000);
    }
    const reactKey = JSON.stringify(seats.map((s) => s.reaction ?? null));
    if (reactKey !== this.reactKey) {
      this.reactKey = reactKey;
      this.reactLayer.replaceChildren();
      for (const s of seats) {
        if (!s.reaction || !this.armOfSeat.has(s.seat)) continue;
        const [qx, qy] = this.corner(this.armOfSeat.get(s.seat));
        const k = this.yut ? 2 : this.yardScale();
        // Yut Nori: at the end of the seat's tray.
        const tray = this.yut ? this.yutTray(s.seat).tray : null;
        const at = tray
          ? `translate(${tray.x + tray.width + 0.4} ${tray.y + 0.2}) scale(${k})`
          : `translate(${qx + a - 0.7 * k} ${qy + 0.7 * k}) scale(${k})`;
        const g = el("g", { class: "seat-reaction", "data-seat": s.seat, transform: at }, this.reactLayer);
        el("circle", { r: 0.66, class: "reaction-bubble", stroke: SEAT_COLOURS[s.seat] }, g);
        el("text", { y: 0.29, class: "reaction-emote" }, g).textContent = s.reaction;
      }
    }
  }

  /** The last move's from- and to-squares, highlighted until the next move. */
  drawLastMove(m) {
    this.lastLayer.replaceChildren();
    if (!m) return;
    if (this.yut) {
      // Yut Nori: a ring round the station (the seat's home box for a piece that went out).
      for (const [end, where] of [
        ["from", m.from],
        ["to", m.to],
      ]) {
        if (where == null) continue;
        if (typeof where === "object" && "home" in where) {
          const b = this.yutTray(where.home).homeBox;
          el("rect", { x: b.x - 0.25, y: b.y - 0.25, width: b.width + 0.5, height: b.height + 0.5, rx: 1.1, class: `last-move last-${end}`, "data-square": "home" }, this.lastLayer);
          continue;
        }
        const q = this.squareById.get(where);
        if (!q) continue;
        const [cx, cy] = this.cell(q.x, q.y);
        el("circle", { cx, cy, r: this.yutRadius(q) + 0.45, class: `last-move last-${end}`, "data-square": q.id }, this.lastLayer);
      }
      return;
    }
    for (const [end, where] of [
      ["from", m.from],
      ["to", m.to],
    ]) {
      if (where == null) continue;
      if (typeof where === "object" && "home" in where && this.homeSquare(where.home)) {
        const q = this.homeSquare(where.home);
        const [cx, cy] = this.cell(q.x, q.y);
        el("rect", { x: cx - 0.45, y: cy - 0.45, width: 0.9, height: 0.9, rx: 0.06, class: `last-move last-${end}`, "data-square": "home" }, this.lastLayer);
        continue;
      }
      if (typeof where === "object" && "home" in where) {
        const pts = this.homeTriangle(this.armOfSeat.get(where.home));
        if (pts) el("polygon", { points: pts.map((p) => p.join(",")).join(" "), class: `last-move last-${end}`, "data-square": "home" }, this.lastLayer);
        continue;
      }
      const q = this.squareById.get(where);
      if (!q) continue;
      if (q.id === this.centreId) {
        const [x0, y0, w] = this.centreBox();
        el("rect", { x: x0, y: y0, width: w, height: w, class: `last-move last-${end}`, "data-square": q.id }, this.lastLayer);
        continue;
      }
      const [cx, cy] = this.cell(q.x, q.y);
      el("rect", { x: cx - 0.45, y: cy - 0.45, width: 0.9, height: 0.9, rx: 0.06, class: `last-move last-${end}`, "data-square": q.id }, this.lastLayer);
    }
  }

  // ------------------------------------------------------------------ animation

  stopAnimations() {
    for (const a of this.anims) a.cancel();
    this.anims = [];
    for (const id of this.timers) clearTimeout(id);
    this.timers = [];
    this.fxLayer.replaceChildren();
    for (const g of this.pieceEls.values()) g.removeAttribute("data-moving");
  }

  after(ms, f) {
    if (ms <= 0) f();
    else this.timers.push(setTimeout(f, ms));
  }

  /**
   * The squares a piece passes from `a` to `b` (piece states of one seat): square ids
   * along the seat's track, with "waiting" / "home" at the ends; null when the change
   * is not a walk along the track (a replay jumping, a piece taken back).
   */
  pathOf(seat, a, b) {
    if (this.yut) return this.yutPath(a, b);
    const sv = this.seatView.get(seat);
    const index = this.stepIndex.get(seat);
    if (!sv || !index) return null;
    const track = sv.track;
    const last = track.length - 1;
    const idx = (p) => (p.at === "home" ? last : onBoard(p) ? index.get(p.step) : undefined);
    const squaresOf = (i, j) => {
      const out = [];
      for (let k = i; i <= j ? k <= j : k >= j; k += i <= j ? 1 : -1) out.push(track[k].square);
      return out;
    };
    let mid;
    if (a.at === "waiting" && onBoard(b)) {
      const start = Math.max(0, track.findIndex((e) => e.square === sv.start_square));
      const j = idx(b);
      if (j == null) return null;
      mid = j >= start ? squaresOf(start, j) : [track[j].square];
      if (this.sorry && mid.length > 2) return null;
      return ["waiting", ...mid];
    }
    const fool = b.at === "fool";
    const i = idx(a);
    const j = idx(b);
    if (b.at === "waiting" || (a.at === "home" && !fool)) return null;
    const forward = !fool;
    // Sorry!'s 4 and 10 move a pawn back (S-FOUR, S-TEN): up to four squares back along
    // its track, or round the loop backwards past its start square.
    const back = this.sorry && onBoard(a) && onBoard(b) ? this.walkBack(a.square, b.square, 4) : null;
    if (back && !(i != null && j != null && j > i && j - i <= 13)) {
      mid = back;
    } else if (i != null && j != null && (forward ? j > i : j < i)) {
      mid = squaresOf(i, j);
    } else if (onBoard(a) && onBoard(b)) {
      // Round the loop past the end of the track's numbering (a piece circling again,
      // a fool piece going backwards past the start): follow the loop's squares.
      const ring = forward ? this.ringNext : this.ringPrev;
      mid = [a.square];
      let cur = a.square;
      for (let k = 0; k < 80 && cur !== b.square; k++) {
        cur = ring.get(cur);
        if (cur == null) return null;
        mid.push(cur);
      }
      if (cur !== b.square) return null;
    } else {
      return null;
    }
    if (a.at === "home") mid[0] = "home";
    if (b.at === "home") mid[mid.length - 1] = "home";
    // A walk longer than any throw is not one move (on Sorry!'s board, a 12 and a slide:
    // longer is a switch or a Sorry! card, which jump).
    return mid.length <= (this.sorry ? 18 : 42) ? mid : null;
  }

  /**
   * The squares from `from` back to `to` along the loop (a safety zone's squares
   * back to its entrance first), at most `most` steps; null when `to` is farther.
   */
  walkBack(from, to, most) {
    const out = [from];
    let cur = from;
    for (let k = 0; k < most && cur !== to; k++) {
      const q = this.squareById.get(cur);
      let prev = this.ringPrev.get(cur);
      if (q?.kinds.includes("home-column")) {
        // Out of a safety zone: the square before it on the seat's track.
        for (const sv of this.layout.seats) {
          const idx = sv.track.findIndex((e) => e.square === cur);
          if (idx > 0) prev = sv.track[idx - 1].square;
        }
      }
      if (prev == null) return null;
      cur = prev;
      out.push(cur);
    }
    return cur === to ? out : null;
  }

  /** Animate the pieces that changed (one move: walkers, captured pieces, stacks). */
  animateChange(changed, now, places) {
    const captured = changed.filter((p) => p.at === "waiting" && onBoard(this.prev.get(`${p.seat}:${p.piece}`)));
    const movers = changed.filter((p) => !captured.includes(p));
    const seats = new Set(movers.map((p) => p.seat));
    const single = movers.length > 0 && movers.length <= 4 && seats.size === 1;
    const old = (p) => this.prev.get(`${p.seat}:${p.piece}`);
    const walks = movers.map((p) => ({ p, key: `${p.seat}:${p.piece}`, path: this.pathOf(p.seat, old(p), p) }));
    for (const w of walks) {
      const g = this.pieceEls.get(w.key);
      if (w.path) g.dataset.path = w.path.join(" ");
      else g.removeAttribute("data-path");
    }
    // The last move, from the first piece that walked.
    if (single) {
      const p = movers[0];
      const o = old(p);
      this.lastMove = {
        from: onBoard(o) ? o.square : o.at === "home" ? { home: p.seat } : null,
        to: onBoard(p) ? p.square : p.at === "home" ? { home: p.seat } : null,
      };
    } else if (movers.length) {
      this.lastMove = null;
    }
    const unit = animUnit();
    const homeNow = movers.some((p) => p.at === "home");
    const plausible = single && walks.every((w) => w.path);
    if (!unit || !plausible) {
      if (single) play(captured.length ? "capture" : homeNow ? "home" : "move");
      return;
    }
    // Timing: a short hop per square (faster on long walks), the whole walk within
    // 3.5 time units (1.2 s at normal speed, before a bot's next move).
    const hops = Math.max(...walks.map((w) => w.path.length - 1), 1);
    const hop = Math.min(unit * 0.34, (unit * 3.5) / hops);
    const walkMs = hop * hops + (walks[0].path[0] === "waiting" ? hop * 1.5 : 0);
    const focused = document.activeElement;
    const raise = (g) => {
      if (!g.contains(focused)) this.piecesLayer.appendChild(g);
    };
    captured.forEach((p) => raise(this.pieceEls.get(`${p.seat}:${p.piece}`)));
    walks.forEach((w) => raise(this.pieceEls.get(w.key)));
    walks.forEach((w, n) => {
      const g = this.pieceEls.get(w.key);
      const from = this.places.get(w.key);
      const to = places.get(w.key);
      const pts = w.path.map((sq, k) => {
        if (k === 0) return from;
        if (k === w.path.length - 1) return to;
        const q = this.squareById.get(sq);
        return q ? [...this.cell(q.x, q.y), this.yut ? Math.max(YUT_PIECE, this.boost ?? 1) : 1] : to;
      });
      // Long first leg (from the corner to the start square) takes longer.
      // (Yut Nori's stations are all far apart: its hops count alike, the first from the tray a little longer.)
      const far = this.yut ? 9 : 1.6;
      const weights = pts.slice(1).map((p, k) => (Math.hypot(p[0] - pts[k][0], p[1] - pts[k][1]) > far ? 2 : 1));
      const total = weights.reduce((x, y) => x + y, 0);
      const frames = [];
      let at = 0;
      pts.forEach((p, k) => {
        frames.push({ offset: at / total, transform: tf(p), easing: "ease-out" });
        if (k + 1 < pts.length) {
          const q = pts[k + 1];
          const lift = this.yut ? 1.2 : 0.2;
          const mid = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2 - lift * weights[k], Math.max(p[2], q[2]) * 1.16];
          frames.push({ offset: (at + weights[k] / 2) / total, transform: tf(mid), easing: "ease-in" });
          at += weights[k];
        }
      });
      frames[frames.length - 1].offset = 1;
      g.dataset.moving = "move";
      const anim = g.animate(frames, { duration: walkMs, fill: "backwards" });
      anim.onfinish = () => g.removeAttribute("data-moving");
      this.anims.push(anim);
      if (n === 0) {
        // A tap per square as it lands.
        let t0 = 0;
        weights.forEach((wt, k) => {
          t0 += wt;
          if (k < weights.length - 1) this.after((t0 / total) * walkMs, () => play("move"));
        });
      }
    });
    const landed = () => {
      if (captured.length) play("capture");
      else if (homeNow) play("home");
      else play("move");
    };
    this.after(walkMs, landed);
    // Captured pieces: a ring on the square, then back to their corner.
    if (captured.length) {
      const sq = this.squareById.get(old(captured[0]).square);
      if (sq) {
        this.after(walkMs, () => {
          const [cx, cy] = this.cell(sq.x, sq.y);
          const ring = el("circle", { cx, cy, r: this.yut ? 1.6 : 0.5, class: "capture-ring" }, this.fxLayer);
          const a = ring.animate(
            [
              { transform: "scale(0.5)", opacity: 1 },
              { transform: "scale(1.9)", opacity: 0 },
            ],
            { duration: Math.max(unit * 1.6, 300), easing: "ease-out" },
          );
          a.onfinish = () => ring.remove();
          this.anims.push(a);
        });
      }
      const backMs = Math.max(unit * 1.4, 250);
      for (const p of captured) {
        const key = `${p.seat}:${p.piece}`;
        const g = this.pieceEls.get(key);
        const from = this.places.get(key);
        const to = places.get(key);
        const mid = this.yut ? [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 - 3, YUT_PIECE * 1.2] : [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 - 1, 1.5];
        g.dataset.path = `${old(p).square} waiting`;
        g.dataset.moving = "capture";
        const a = g.animate(
          [
            { transform: tf(from), easing: "ease-out" },
            { transform: tf(from), offset: 0.15, easing: "ease-in-out" },
            { transform: tf(mid), offset: 0.55, easing: "ease-in-out" },
            { transform: tf(to) },
          ],
          { duration: backMs, delay: walkMs, fill: "backwards" },
        );
        a.onfinish = () => g.removeAttribute("data-moving");
        this.anims.push(a);
      }
    }
    // Pieces that only shifted within a stack slide to their new place.
    const landing = new Set(movers.map((p) => p.square));
    for (const [key, to] of places) {
      const from = this.places.get(key);
      const p = now.get(key);
      if (!from || changed.includes(p) || tf(from) === tf(to)) continue;
      const g = this.pieceEls.get(key);
      const a = g.animate([{ transform: tf(from) }, { transform: tf(to) }], {
        duration: Math.max(unit * 0.6, 100),
        delay: landing.has(p.square) ? walkMs : 0,
        fill: "backwards",
        easing: "ease-in-out",
      });
      this.anims.push(a);
    }
  }

  // ------------------------------------------------------------------ pointer

  /** The board point (SVG units) under client coordinates, or null. */
  toBoard(clientX, clientY) {
    const m = this.svg.getScreenCTM?.();
    if (!m) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return [p.x, p.y];
  }

  /**
   * What a tap at board point [x, y] means: {piece: [seat, piece]} for the nearest
   * movable piece whose tap area holds the point, {square: id} for a highlighted
   * target square tapped away from any movable piece on it, or null.
   */
  resolve([x, y]) {
    const half = this.hitUnits() / 2;
    let best = null;
    for (const key of this.marks.movable) {
      const place = this.places.get(key);
      if (!place) continue;
      const [px, py] = place;
      if (Math.abs(x - px) > half || Math.abs(y - py) > half) continue;
      const d = Math.hypot(x - px, y - py);
      if (!best || d < best.d) best = { key, d, px, py, s: place[2] };
    }
    const square = this.squareAt(x, y);
    if (this.handlers.onSquare && square != null && this.marks.targets.has(square)) {
      const pieceHere = best && this.squareAt(best.px, best.py) === square;
      if (!best || (!pieceHere && best.d > 0.4 * best.s)) return { square };
    }
    if (best) {
      const [seat, piece] = best.key.split(":").map(Number);
      return { piece: [seat, piece] };
    }
    return null;
  }

  onClick(e) {
    const pt = this.toBoard(e.clientX, e.clientY);
    if (!pt) return;
    const r = this.resolve(pt);
    if (r?.piece) this.handlers.onPiece?.(...r.piece);
    else if (r?.square != null) this.handlers.onSquare?.(r.square);
  }

  onHover(e) {
    if (e.pointerType === "touch" || this.hoverPending) return;
    this.hoverPending = true;
    requestAnimationFrame(() => {
      this.hoverPending = false;
      const pt = this.toBoard(e.clientX, e.clientY);
      this.svg.classList.toggle("pointing", !!(pt && this.resolve(pt)));
    });
  }
}
