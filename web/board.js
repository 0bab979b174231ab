// The board, drawn as SVG from the layout JSON the server sends (GET /api/.../layout).
// It knows no rules: it draws squares and pieces, and highlights what it is told.
// Imperative on purpose (it moves its piece elements so that they can animate); views
// mount it through BoardView in web/ui.js.

import { t, seatName } from "./strings.js";

const NS = "http://www.w3.org/2000/svg";

export const SEAT_COLOURS = ["#c62828", "#2e7d32", "#f9a825", "#1565c0"];
// A shape per seat as well as a colour, so that colour is never the only cue.
export const SEAT_SHAPES = ["circle", "square", "diamond", "triangle"];

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** A piece's shape path centred on 0,0 with radius r. */
function shapePath(shape, r) {
  switch (shape) {
    case "square":
      return `M${-r * 0.85},${-r * 0.85}h${r * 1.7}v${r * 1.7}h${-r * 1.7}z`;
    case "diamond":
      return `M0,${-r * 1.1}L${r * 1.1},0L0,${r * 1.1}L${-r * 1.1},0z`;
    case "triangle":
      return `M0,${-r * 1.1}L${r * 1.05},${r * 0.8}L${-r * 1.05},${r * 0.8}z`;
    default:
      return `M${-r},0a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
  }
}

export class Board {
  /**
   * @param {HTMLElement} container where the SVG goes
   * @param {object} layout the server's layout JSON
   * @param {object} handlers {onPiece(seat, piece), onSquare(id)}
   * @param {object} options {tracks: true} also draws each seat's track with arrows
   *                        (the rules pages); the game page leaves it off
   */
  constructor(container, layout, handlers = {}, options = {}) {
    this.layout = layout;
    this.handlers = handlers;
    this.size = layout.size;
    this.pieceEls = new Map();
    this.squareEls = new Map();
    this.armOfSeat = new Map(layout.seats.map((s) => [s.seat, s.arm]));
    const n = this.size;
    this.svg = el("svg", {
      viewBox: `-0.5 -0.5 ${n + 1} ${n + 1}`,
      class: "board",
      role: "group",
      "aria-label": t("board.label", { variant: layout.variant }),
    });
    container.replaceChildren(this.svg);
    this.drawSquares();
    if (options.tracks) this.drawTracks();
    this.piecesLayer = el("g", { class: "pieces" }, this.svg);
  }

  /** SVG coordinates of a grid cell's centre (y grows north in the layout). */
  cell(x, y) {
    return [x + 0.5, this.size - 1 - y + 0.5];
  }

  drawSquares() {
    const L = this.layout;
    const g = el("g", { class: "squares" }, this.svg);
    const c = L.arm_len + 1; // centre cell index
    // Seat corners (where waiting pieces sit), tinted in the seat's colour.
    for (const s of L.seats) {
      const [qx, qy] = this.corner(s.arm);
      el(
        "rect",
        {
          x: qx + 0.3,
          y: qy + 0.3,
          width: L.arm_len - 0.6,
          height: L.arm_len - 0.6,
          rx: 0.6,
          class: "corner",
          fill: SEAT_COLOURS[s.seat],
        },
        g,
      );
      const [lx, ly] = [qx + L.arm_len / 2, qy + L.arm_len - 0.9];
      const label = el("text", { x: lx, y: ly, class: "corner-label" }, g);
      label.textContent = t("seat.with_number", { seat: seatName(s.seat), n: s.seat + 1 });
    }
    for (const sq of L.squares) {
      if (sq.kinds.includes("centre")) {
        const [x0, y0] = this.cell(c - 1, c + 1);
        const r = el(
          "rect",
          { x: x0 - 0.5, y: y0 - 0.5, width: 3, height: 3, class: "square centre" },
          g,
        );
        this.squareEls.set(sq.id, r);
        const label = el("text", { x: x0 + 1, y: y0 + 1.15, class: "centre-label" }, g);
        label.textContent = t("board.home");
        continue;
      }
      const [cx, cy] = this.cell(sq.x, sq.y);
      const r = el(
        "rect",
        {
          x: cx - 0.5,
          y: cy - 0.5,
          width: 1,
          height: 1,
          class: "square " + sq.kinds.join(" "),
          "data-id": sq.id,
        },
        g,
      );
      this.squareEls.set(sq.id, r);
      if (sq.kinds.includes("castle")) {
        el("path", { d: `M${cx - 0.3},${cy + 0.3}L${cx + 0.3},${cy - 0.3}M${cx - 0.3},${cy - 0.3}L${cx + 0.3},${cy + 0.3}`, class: "mark" }, g);
      } else if (sq.kinds.includes("flower")) {
        el("circle", { cx, cy, r: 0.22, class: "mark flower-mark" }, g);
      }
    }
    // Start squares get a ring in the seat's colour.
    for (const s of L.seats) {
      const sq = L.squares[s.start_square];
      const [cx, cy] = this.cell(sq.x, sq.y);
      el(
        "rect",
        { x: cx - 0.42, y: cy - 0.42, width: 0.84, height: 0.84, class: "start-ring", stroke: SEAT_COLOURS[s.seat] },
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

  /** Top-left SVG corner of the quadrant beside an arm (for waiting pieces). */
  corner(arm) {
    const L = this.layout;
    const far = this.size - L.arm_len;
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

  /** Where a piece is drawn: [x, y, scale]. */
  placeOf(seat, p, stackIndex, stackSize) {
    const L = this.layout;
    const arm = this.armOfSeat.get(seat);
    if (p.at === "waiting") {
      const [qx, qy] = this.corner(arm);
      const mid = L.arm_len / 2;
      const k = p.piece;
      return [qx + mid + (k % 2 ? 1 : -1), qy + mid + (k < 2 ? -0.8 : 1.2), 1.4];
    }
    if (p.at === "home") {
      const c = L.arm_len + 1;
      const [cx, cy] = this.cell(c, c);
      const off = (p.piece - 1.5) * 0.55;
      const d = 0.95;
      const pos = { S: [cx + off, cy + d], N: [cx - off, cy - d], E: [cx + d, cy - off], W: [cx - d, cy + off] }[arm];
      return [pos[0], pos[1], 0.55];
    }
    const [cx, cy] = this.cell(p.x, p.y);
    if (stackSize <= 1) return [cx, cy, 1];
    const offs = [
      [-0.22, -0.22],
      [0.22, 0.22],
      [0.22, -0.22],
      [-0.22, 0.22],
    ];
    const o = offs[stackIndex % 4];
    const ring = Math.floor(stackIndex / 4) * 0.08;
    return [cx + o[0] + ring, cy + o[1] + ring, 0.62];
  }

  /**
   * Draw the pieces.
   * @param {Array<Array<object>>} pieces per seat, per piece: {piece, at, x, y, square}
   * @param {object} marks {movable: Set("seat:piece"), selected: "seat:piece"|null,
   *                        targets: Set(squareId), strong: Set(squareId),
   *                        labels: Map("seat:piece" -> the throw values it can move, as text)}
   */
  render(pieces, marks = {}) {
    const movable = marks.movable ?? new Set();
    const targets = marks.targets ?? new Set();
    const strong = marks.strong ?? new Set();
    for (const [id, r] of this.squareEls) {
      r.classList.toggle("target", targets.has(id));
      r.classList.toggle("target-strong", strong.has(id));
    }
    // Group board pieces by square to spread stacks.
    const bySquare = new Map();
    pieces.forEach((seatPieces, seat) =>
      seatPieces.forEach((p) => {
        if (p.at === "board" || p.at === "fool") {
          const key = p.square;
          if (!bySquare.has(key)) bySquare.set(key, []);
          bySquare.get(key).push(`${seat}:${p.piece}`);
        }
      }),
    );
    pieces.forEach((seatPieces, seat) =>
      seatPieces.forEach((p) => {
        const key = `${seat}:${p.piece}`;
        let g = this.pieceEls.get(key);
        if (!g) {
          g = this.makePiece(seat, p.piece);
          this.pieceEls.set(key, g);
        }
        const stack = bySquare.get(p.square) ?? [key];
        const [x, y, s] = this.placeOf(seat, p, stack.indexOf(key), stack.length);
        g.style.transform = `translate(${x}px, ${y}px) scale(${s})`;
        const canMove = movable.has(key);
        g.classList.toggle("movable", canMove);
        g.classList.toggle("selected", marks.selected === key);
        g.classList.toggle("fool", p.at === "fool");
        g.setAttribute("tabindex", canMove ? "0" : "-1");
        g.setAttribute("aria-disabled", canMove ? "false" : "true");
        const names = { seat: seatName(seat), piece: p.piece + 1, step: p.step };
        const where = p.at === "waiting" || p.at === "home" ? p.at : p.at === "fool" ? "on_step_fool" : "on_step";
        const label = t(`piece.${where}`, names);
        const values = marks.labels?.get(key);
        g.setAttribute("aria-label", values ? t("piece.with_moves", { label, values }) : label);
        g.querySelector("title").textContent = g.getAttribute("aria-label");
      }),
    );
  }

  makePiece(seat, piece) {
    const g = el("g", { class: "piece", role: "button", "data-seat": seat, "data-piece": piece }, this.piecesLayer);
    el("title", {}, g);
    el("path", { d: shapePath(SEAT_SHAPES[seat], 0.36), fill: SEAT_COLOURS[seat], class: "piece-body" }, g);
    const num = el("text", { x: 0, y: 0.13, class: "piece-num" + (seat === 2 ? " dark" : "") }, g);
    num.textContent = String(piece + 1);
    const fire = () => this.handlers.onPiece?.(seat, piece);
    g.addEventListener("click", fire);
    g.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        fire();
      }
    });
    return g;
  }
}
