// Draws the app's icons (web/icons/): the Pachisi cloth seen from above, a cream cross
// with its squares on maroon, the centre (Charkoni) in the four seats' colours, and one
// castle marked on each arm, in the colours of the game page's board (web/board.css,
// SEAT_COLOURS in web/board.js). Not a test: run it after a change of the drawing and
// commit what it writes. The SVGs are written here; the PNGs are those SVGs rendered by
// Debian's Chromium (no image library needed).
//
//   node e2e/make-icons.mjs
//
// Writes web/icons/icon.svg (also the page's favicon), icon-192.png, icon-512.png,
// maskable-512.png (the whole square painted, the drawing inside the central circle of
// 80% that launchers may cut to) and apple-touch-icon.png (180 px, no transparency).

import { writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT, launchBrowser } from "./helpers.mjs";

const OUT = join(ROOT, "web", "icons");
const MAROON = "#6e1a26";
const CLOTH = "#f7e7c4";
const STITCH = "#c9973a";
const MARK = "#8a2a36";
// Seats 0..3: red (south), green (east), yellow (north), blue (west).
const SEATS = ["#c62828", "#2e7d32", "#f9a825", "#1565c0"];

/**
 * The drawing on a 512 × 512 canvas, scaled by `scale` about the centre. `rounded`:
 * a rounded maroon tile on transparency (the "any" icon); else the whole square.
 */
function svg({ scale, rounded }) {
  const c = 256;
  const arm = 120; // the arms' width: three columns of 40
  const reach = 216; // from the centre to an arm's end
  const h = arm / 2;
  const rows = 4;
  const step = (reach - h) / rows;
  const lines = [];
  // The squares: three columns along each arm, four rows from the centre out.
  for (const [dx, dy] of [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ]) {
    const along = (d) => [c + dx * d, c + dy * d];
    const across = (e) => [-dy * e, dx * e];
    for (const e of [-h / 3, h / 3]) {
      const [x1, y1] = along(h);
      const [x2, y2] = along(reach);
      const [ox, oy] = across(e);
      lines.push(`M${x1 + ox} ${y1 + oy}L${x2 + ox} ${y2 + oy}`);
    }
    for (let r = 1; r < rows; r++) {
      const [x, y] = along(h + r * step);
      const [ox, oy] = across(h);
      lines.push(`M${x - ox} ${y - oy}L${x + ox} ${y + oy}`);
    }
  }
  // One castle (an X) per arm: the middle column, third row from the centre.
  const castles = [];
  const k = 9;
  for (const [dx, dy] of [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ]) {
    const d = h + 2.5 * step;
    const x = c + dx * d;
    const y = c + dy * d;
    castles.push(`M${x - k} ${y - k}L${x + k} ${y + k}M${x + k} ${y - k}L${x - k} ${y + k}`);
  }
  const lo = c - h;
  const hi = c + h;
  // The centre: four triangles meeting in the middle (north yellow, east green, south
  // red, west blue).
  const tri = (pts, fill) => `<path d="M${pts.map((p) => p.join(" ")).join("L")}Z" fill="${fill}"/>`;
  const centre = [
    tri([[lo, lo], [hi, lo], [c, c]], SEATS[2]),
    tri([[hi, lo], [hi, hi], [c, c]], SEATS[1]),
    tri([[hi, hi], [lo, hi], [c, c]], SEATS[0]),
    tri([[lo, hi], [lo, lo], [c, c]], SEATS[3]),
  ].join("");
  const cross = `M${lo} ${c - reach}H${hi}V${lo}H${c + reach}V${hi}H${hi}V${c + reach}H${lo}V${hi}H${c - reach}V${lo}H${lo}Z`;
  const back = rounded
    ? `<rect x="8" y="8" width="496" height="496" rx="96" fill="${MAROON}"/>`
    : `<rect width="512" height="512" fill="${MAROON}"/>`;
  const t = `translate(${c} ${c}) scale(${scale}) translate(${-c} ${-c})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
${back}
<g transform="${t}">
<path d="${cross}" fill="${CLOTH}" stroke="${STITCH}" stroke-width="6" stroke-linejoin="round"/>
<path d="${lines.join("")}" stroke="${STITCH}" stroke-width="4" fill="none"/>
<path d="${castles.join("")}" stroke="${MARK}" stroke-width="5" stroke-linecap="round" fill="none"/>
${centre}
<path d="M${lo} ${lo}L${hi} ${hi}M${hi} ${lo}L${lo} ${hi}" stroke="${CLOTH}" stroke-width="3"/>
<rect x="${lo}" y="${lo}" width="${arm}" height="${arm}" fill="none" stroke="${STITCH}" stroke-width="5"/>
</g>
</svg>
`;
}

mkdirSync(OUT, { recursive: true });
const any = svg({ scale: 0.92, rounded: true });
// The maskable safe zone is a circle of radius 0.4 × 512 = 204.8 about the centre; the
// cross's far corners (60, 216) scaled by 0.74 lie at 166 from it.
const maskable = svg({ scale: 0.74, rounded: false });
// iOS rounds the corners itself and shows transparency as black: the full square.
const apple = svg({ scale: 0.86, rounded: false });
writeFileSync(join(OUT, "icon.svg"), any);

const browser = await launchBrowser();
try {
  for (const [name, drawing, size, transparent] of [
    ["icon-192.png", any, 192, true],
    ["icon-512.png", any, 512, true],
    ["maskable-512.png", maskable, 512, false],
    ["apple-touch-icon.png", apple, 180, false],
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const img = drawing.replace('width="512" height="512"', `width="${size}" height="${size}"`);
    await page.setContent(`<html><body style="margin:0;background:transparent">${img}</body></html>`);
    await page.screenshot({ path: join(OUT, name), omitBackground: transparent, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`wrote web/icons/${name}`);
  }
} finally {
  await browser.close();
}
