// Shared helpers of the browser tests: start/stop `pachisi serve` on loopback with a
// temporary database and bot delay 0, launch Debian's Chromium through playwright-core
// (never a downloaded browser), and small page utilities.

import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtempSync, mkdirSync, rmSync, existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";

export const E2E_DIR = dirname(fileURLToPath(import.meta.url));
export const ROOT = dirname(E2E_DIR);
export const SCREENSHOTS = join(E2E_DIR, "screenshots");
export const BINARY = process.env.PACHISI_BIN ?? join(ROOT, "target", "release", "pachisi");
export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

/**
 * Start `pachisi serve` on 127.0.0.1 with a free port; resolves to {url, stop}.
 * extraArgs are more `serve` options (e.g. the test-only `--clock-unit-ms 50`); a
 * `--bot-delay-ms` among them replaces the default of 0.
 */
export async function startServer(extraArgs = []) {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run cargo build --release first`);
  const dir = mkdtempSync(join(tmpdir(), "pachisi-e2e-"));
  const delay = extraArgs.includes("--bot-delay-ms") ? [] : ["--bot-delay-ms", "0"];
  const child = spawn(BINARY, ["serve", "--addr", "127.0.0.1:0", "--db", join(dir, "games.db"), ...delay, ...extraArgs], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  const url = await new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out} ${stderr}`)), 15000);
    child.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/http:\/\/(127\.0\.0\.1:\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve(`http://${m[1]}`);
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${stderr}`));
    });
  });
  const stop = async () => {
    if (child.exitCode == null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (child.exitCode == null && child.signalCode == null) child.kill("SIGKILL");
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop, stderr: () => stderr };
}

/**
 * The test file's server and browser: started before its tests, stopped after them.
 * Returns an object whose `server` and `browser` are set once the `before` hook ran.
 */
export function serverAndBrowser() {
  const env = { server: null, browser: null };
  before(async () => {
    env.server = await startServer();
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}

/** Launch headless Chromium. launch() gives every run a new, empty profile directory. */
export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** The command-line switches of the tests' Chromium. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * A new page in a new context (its own localStorage), collecting console errors and
 * uncaught exceptions into page.problems. Animations are switched off through the
 * page's own setting so that screenshots and clicks do not race transitions.
 * `autoplay`: false (the default) turns the game page's auto-move and auto-throw off
 * (web/autoplay.js; unless the test sets them), so that a test clicks every move and
 * throw as before; true leaves the page's defaults (on in games with a bot). The start
 * order is thrown by the page either way.
 */
export async function newPage(browser, { width = 1200, height = 900, baseURL, autoplay = false } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, baseURL, reducedMotion: "reduce" });
  if (!autoplay) await context.addInitScript(manualPlay);
  const page = await context.newPage();
  page.problems = [];
  page.on("console", (m) => {
    if (m.type() === "error") page.problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => page.problems.push(`pageerror: ${e.message}`));
  keepConsole(page);
  page.setDefaultTimeout(15000);
  return { context, page };
}

/** (In the page) auto-move and auto-throw off, where the test has not set them. */
function manualPlay() {
  try {
    for (const kind of ["move", "throw"]) {
      for (const games of ["bots", "friends"]) {
        const key = `pachisi:auto-${kind}:${games}`;
        if (localStorage.getItem(key) == null) localStorage.setItem(key, "off");
      }
    }
  } catch {
    // No storage (an about:blank page).
  }
}

/** Keep every console line, page error and WebSocket frame summary of a page in page.consoleLog (for evidence). */
export function keepConsole(page) {
  if (page.consoleLog) return page;
  page.consoleLog = [];
  const t0 = Date.now();
  const keep = (line) => {
    page.consoleLog.push(`${((Date.now() - t0) / 1000).toFixed(3)} ${line}`);
    if (page.consoleLog.length > 2000) page.consoleLog.shift();
  };
  page.on("console", (m) => keep(`console.${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => keep(`pageerror: ${e.message}`));
  page.on("websocket", (ws) => {
    keep(`websocket open ${ws.url()}`);
    const brief = (p) => {
      const text = typeof p === "string" ? p : String(p);
      const m = /"type":"(\w+)"(?:.*?"version":(\d+))?/.exec(text);
      return m ? `${m[1]}${m[2] ? ` v${m[2]}` : ""}` : text.slice(0, 60);
    };
    ws.on("framesent", (f) => keep(`ws> ${brief(f.payload)}`));
    ws.on("framereceived", (f) => keep(`ws< ${brief(f.payload)}`));
    ws.on("close", () => keep("websocket closed"));
  });
  return page;
}

/**
 * Run `body` within `ms` (less than the test's own timeout, so that this runs first):
 * when it fails or runs out of time, keep a screenshot, the page's console and WebSocket
 * log and what the page showed (e2e/screenshots/NAME-TIME.png and .log) and name them in
 * the error, so that a failure seen once (on a loaded CI machine) can be understood.
 */
export async function keepingEvidence(page, name, ms, body) {
  keepConsole(page);
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name}: still running after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([body(), deadline]);
  } catch (e) {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const stem = join(SCREENSHOTS, `${name}-${Date.now()}`);
    await page.screenshot({ path: `${stem}.png` }).catch(() => {});
    const seen = await page
      .evaluate(() => ({
        banner: document.querySelector(".banner")?.textContent ?? null,
        throwBtn: document.querySelector(".throw-btn")?.outerHTML?.slice(0, 200) ?? null,
        actions: document.querySelector(".actions")?.textContent?.slice(0, 300) ?? null,
        moving: [...document.querySelectorAll("svg.board g.piece[data-moving]")].map((g) => ({
          piece: `${g.dataset.seat}:${g.dataset.piece}`,
          moving: g.dataset.moving,
          animations: g.getAnimations().map((a) => `${a.playState} ${a.currentTime}/${a.effect?.getComputedTiming().endTime}`),
        })),
        log: [...document.querySelectorAll("ol.log li")].slice(-8).map((li) => li.textContent),
      }))
      .catch((err) => ({ unreadable: String(err) }));
    writeFileSync(`${stem}.log`, `${e.stack}\n\npage: ${JSON.stringify(seen, null, 1)}\n\n${page.consoleLog.join("\n")}\n`);
    e.message += `\nevidence: ${stem}.png, ${stem}.log; the page showed ${JSON.stringify(seen)}`;
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

/** A PNG of the viewport (or of the whole page with fullPage) in e2e/screenshots/. */
export async function screenshot(page, name, { fullPage = false } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/** JSON API call from Node (not through the page). */
export async function api(base, method, path, body) {
  const r = await fetch(base + path, {
    method,
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const v = await r.json();
  if (!r.ok) throw new Error(`${method} ${path}: ${JSON.stringify(v)}`);
  return v;
}

/**
 * Open the lobby's "More options" (the whole form: game cards, seats, clock, every
 * option) on a lobby page that is loading or loaded; resolves once the form shows.
 */
export async function openLobbyForm(page) {
  await page.locator(".play-now").waitFor();
  const details = page.locator("details#more-options");
  if (!(await details.evaluate((d) => d.open))) await details.locator("> summary").click();
  await page.locator("form.lobby").waitFor();
}

/** Choose a game in the lobby's form: its card (a radio button of the game cards); opens "More options" first. */
export async function choosePreset(page, preset) {
  await openLobbyForm(page);
  await page.check(`form.lobby input[name="preset"][value="${preset}"]`);
}

/**
 * Fill the lobby form (behind "More options") and create a game. seats: ["human",
 * "bot:random", ...]; options: "key=value" settings made in "All options". A game with
 * one player's seats opens at once: resolves to "game" on its page; with several, to
 * "created" on the "Game created" panel.
 */
export async function createInLobby(page, { preset, players, teams = false, seats, options = [] }) {
  await page.goto("/");
  await openLobbyForm(page);
  await choosePreset(page, preset);
  await page.selectOption("#players", String(players));
  await page.setChecked("#teams", teams);
  for (let i = 0; i < seats.length; i++) await page.selectOption(`#seat-${i}`, seats[i]);
  await setOptions(page, options);
  await page.click("form.lobby button[type=submit]");
  return createdOrGame(page);
}

/**
 * In the lobby's form with a game chosen: turn house rule `key` off, seat two players,
 * one colour each, the second a bot (easy), and create the game. Resolves to the body
 * of the POST /api/games the page sent, once the game's board shows.
 */
export async function createTwoWithout(page, key) {
  await page.uncheck(`#house-${key}`);
  await page.selectOption("#players", "2");
  assert.equal(await page.locator("fieldset.seats .seat-swatches > *").count(), 2, "one colour each");
  await page.selectOption("#seat-1", "bot:easy");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/games") && r.method() === "POST");
  await page.click("form.lobby button[type=submit]");
  const body = JSON.parse((await sent).postData());
  await page.locator(".board-box svg.board").waitFor();
  return body;
}

/** After a game is created in the lobby: "game" once its page shows a board, or "created" once the invite panel shows. */
export async function createdOrGame(page) {
  const game = page.locator(".board-box svg.board").waitFor().then(() => "game");
  const created = page.locator("#created h2", { hasText: "Game created" }).waitFor().then(() => "created");
  const first = await Promise.any([game, created]);
  game.catch(() => {});
  created.catch(() => {});
  return first;
}

/**
 * Set options in the lobby's "All options" panel (opened if closed): "key=value"
 * settings, each on its control #opt-KEY (a select, a checkbox or a text field).
 */
export async function setOptions(page, options) {
  if (!options.length) return;
  await openLobbyForm(page);
  const details = page.locator("form.lobby details#options");
  if (!(await details.evaluate((d) => d.open))) await details.locator("summary").click();
  for (const pair of options) {
    const [key, value] = pair.split("=");
    const control = page.locator(`#opt-${key}`);
    const kind = await control.evaluate((e) => (e.tagName === "SELECT" ? "select" : e.type));
    if (kind === "select") await control.selectOption(value);
    else if (kind === "checkbox") await control.setChecked(value === "true");
    else await control.fill(value);
  }
}

/** The banner text of the play page. */
export async function banner(page) {
  return (await page.locator(".banner").textContent()) ?? "";
}

/**
 * Wait until the page (holding the seats in `you`) can act or the game is over;
 * returns "throw", "move" or "over"; fails if there is nothing to do within timeout.
 * While the page is about to play by itself (the start order, a lone move, auto-throw:
 * `.play[data-auto]`), there is nothing to do.
 */
export async function nextDuty(page, timeout = 15000) {
  let handle;
  try {
    handle = await page.waitForFunction(
      () => {
        const b = document.querySelector(".banner")?.textContent ?? "";
        if (b.startsWith("Game over")) return "over";
        if (document.querySelector(".play[data-auto]")) return false;
        const t = document.querySelector(".throw-btn");
        if (t && !t.disabled) return "throw";
        if (document.querySelector(".actions button.move:not([disabled])")) return "move";
        return false;
      },
      null,
      { timeout, polling: 20 },
    );
  } catch (e) {
    // Keep what the page showed when it got stuck (e2e/screenshots/stuck-*.png) and say
    // it in the failure, so a rare hang can be understood afterwards.
    const shot = `screenshots/stuck-${Date.now()}.png`;
    const seen = await page
      .evaluate(() => ({
        banner: document.querySelector(".banner")?.textContent ?? null,
        throwBtn: document.querySelector(".throw-btn")?.outerHTML?.slice(0, 200) ?? null,
        actions: document.querySelector(".actions")?.textContent?.slice(0, 300) ?? null,
        status: document.querySelector("[role=status]")?.textContent?.slice(0, 300) ?? null,
      }))
      .catch(() => null);
    await page.screenshot({ path: new URL(shot, import.meta.url).pathname }).catch(() => {});
    e.message += `\nnextDuty: nothing to do for ${timeout} ms; the page showed ${JSON.stringify(seen)}; screenshot e2e/${shot}`;
    throw e;
  }
  return handle.jsonValue();
}

/** Wait for the page's next real choice (two or more moves; lone moves and throws are the page's): "choice" or "over". */
export async function nextChoice(page) {
  const h = await page.waitForFunction(
    () => {
      if ((document.querySelector(".banner")?.textContent ?? "").startsWith("Game over")) return "over";
      if (document.querySelector(".play[data-auto]") || document.querySelector("dialog[open]")) return false;
      return document.querySelectorAll(".actions button.move:not([disabled])").length >= 2 ? "choice" : false;
    },
    null,
    { timeout: 60_000, polling: 20 },
  );
  return h.jsonValue();
}

/** Throw (at most `tries` times) until the page's seat has a move to choose or the game is over; the last duty. */
export async function throwUntilMove(page, tries = 60) {
  let duty = await nextDuty(page, 30_000);
  for (let i = 0; i < tries && duty === "throw"; i++) {
    const n = await logCount(page);
    await page.click(".throw-btn");
    await waitLogBeyond(page, n);
    duty = await nextDuty(page, 30_000);
  }
  return duty;
}

/** The number of log entries so far (last entry's event number + 1). */
export async function logCount(page) {
  return page.evaluate(() => {
    const ol = document.querySelector("ol.log");
    if (!ol) return 0;
    return ol.start - 1 + ol.children.length;
  });
}

/**
 * Wait until the log grows beyond n entries (the server accepted something). A move
 * that asks first (a pass, a move that strands a piece) is confirmed on the way.
 */
export async function waitLogBeyond(page, n, timeout = 15000) {
  await page.waitForFunction(
    (n) => {
      document.querySelector("dialog.confirm[open] .confirm-yes")?.click(); // a pass or a stranding move asks first
      const ol = document.querySelector("ol.log");
      const b = document.querySelector(".banner")?.textContent ?? "";
      return b.startsWith("Game over") || (ol && ol.start - 1 + ol.children.length > n);
    },
    n,
    { timeout, polling: 20 },
  );
}

/** A small deterministic generator for the tests' choices. */
export function rng(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
}

/** Click a random movable piece (`pick(n)` chooses) that is on top at its centre; false if none. */
export async function clickPiece(page, pick) {
  const spots = await page.evaluate(() =>
    [...document.querySelectorAll("g.piece.movable")]
      .map((g) => {
        const r = g.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        const top = document.elementFromPoint(x, y)?.closest("g.piece");
        return top === g ? { x, y } : null;
      })
      .filter(Boolean),
  );
  if (!spots.length) return false;
  const s = spots[pick(spots.length)];
  await page.mouse.click(s.x, s.y);
  return true;
}

/**
 * Click a movable piece (`pick(n)` chooses) and make a move with it: a piece with one
 * move moves at once; for a piece with several the page lists them (`.for-piece`), and
 * one of those is taken. Waits until the log grows; false if no piece can be clicked.
 */
export async function movePiece(page, pick) {
  const n = await logCount(page);
  if (!(await clickPiece(page, pick))) return false;
  const seen = await page
    .waitForFunction(
      (n) => {
        document.querySelector("dialog.confirm[open] .confirm-yes")?.click(); // a pass or a stranding move asks first
        const ol = document.querySelector("ol.log");
        const b = document.querySelector(".banner")?.textContent ?? "";
        if (b.startsWith("Game over") || (ol && ol.start - 1 + ol.children.length > n)) return "moved";
        return document.querySelector(".actions button.move.for-piece:not([disabled])") ? "choose" : false;
      },
      n,
      { polling: 20 },
    )
    .then((h) => h.jsonValue());
  if (seen === "choose") {
    const bs = page.locator(".actions button.move.for-piece:not([disabled])");
    await bs.nth(pick(await bs.count())).click();
    await waitLogBeyond(page, n);
  }
  return true;
}

/**
 * Play the page's seats to the end of the game: throw when it may, and move by
 * clicking a movable piece on the board (`pick(n)` chooses), or a move button when no
 * piece can be clicked. `onMove(moves)` runs after each move. Returns the counts.
 */
export async function playToEnd(page, pick, { maxSteps = 6000, onMove = null } = {}) {
  let throws = 0;
  let moves = 0;
  let clicks = 0;
  for (let i = 0; i < maxSteps; i++) {
    const duty = await nextDuty(page, 30_000);
    if (duty === "over") break;
    const n = await logCount(page);
    if (duty === "throw") {
      await page.click(".throw-btn");
      throws++;
    } else {
      if (await movePiece(page, pick)) clicks++;
      else {
        const bs = page.locator(".actions button.move:not([disabled])");
        await bs.nth(pick(await bs.count())).click();
      }
      moves++;
      if (onMove) await onMove(moves);
    }
    await waitLogBeyond(page, n);
  }
  return { throws, moves, clicks };
}

/**
 * Fill the header's sign-up dialog (password "correct horse") and return it, not yet
 * submitted: its `.account-submit` signs up and reloads the page signed in.
 */
export async function signUp(page, name) {
  await page.goto("/");
  await page.locator(".account-bar .account-signin").click();
  const dialog = page.locator("dialog.account-dialog[open]");
  await dialog.waitFor();
  await dialog.locator(".account-switch").click();
  await dialog.locator("#account-name").fill(name);
  await dialog.locator("#account-password").fill("correct horse");
  return dialog;
}

/**
 * The serious and critical axe-core violations (WCAG 2.1 A/AA) on the page, as lines
 * of text (axe-core from npm, injected into the page).
 */
export async function axeViolations(page) {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve("axe-core/axe.min.js") });
  const result = await page.evaluate(() =>
    window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } }),
  );
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The steps of a game's own lesson (`/learn?preset=…`, `steps` of them), as the lesson
 * tests drive them: `text(selector)` (whitespace folded), `atStep(n)`, `move(action)`
 * (a move button), `right(pattern)` (the verdict is right, its feedback matches, Next),
 * `wrong(action, pattern)` (that move is refused with a matching reason, Next stays
 * disabled), `tryAgain(action)`, `piece(seat, piece)` on the lesson's board, `noAxe(where)`.
 */
export function lessonSteps(page, steps) {
  const text = async (selector) => ((await page.locator(selector).first().textContent()) ?? "").replace(/\s+/g, " ").trim();
  const atStep = (n) => page.locator(".learn-progress", { hasText: `Step ${n} of ${steps}` }).waitFor();
  const move = (action) => page.click(`.learn-moves button.move[data-action="${action}"]`);
  const right = async (pattern) => {
    await page.locator(".learn-verdict.right").waitFor();
    if (pattern) assert.match(await text(".learn-feedback"), pattern);
    await page.click(".learn-next");
  };
  const wrong = async (action, pattern) => {
    await move(action);
    await page.locator(".learn-verdict.wrong").waitFor();
    assert.match(await text(".learn-why"), pattern);
    assert.equal(await page.locator(".learn-next").isEnabled(), false);
  };
  const tryAgain = async (action) => {
    await page.click(".learn-try-again");
    await page.locator(`.learn-moves button.move[data-action="${action}"]`).waitFor();
  };
  const piece = (seat, piece) => page.locator(`.learn-board g.piece[data-seat="${seat}"][data-piece="${piece}"]`);
  const noAxe = async (where) => {
    for (const v of await axeViolations(page)) assert.fail(`${where}: ${v}`);
  };
  return { text, atStep, move, right, wrong, tryAgain, piece, noAxe };
}

// ---------------------------------------------------------------- i18n checks

// Names that stay as they are in every language: the Python package ludopy (whose rules
// a preset copies) and its language.
export const ALLOWED = new Set(["English", "QR", "JSON", "HTTP", "Esc", "pachisi", "verify", "ludopy", "Python"]);

/**
 * The text a person sees: visible text nodes outside <code> and the switcher's
 * options, with the visible controls' labels (button text, aria-labels of icons are
 * not seen and so not checked).
 */
export async function visibleText(page) {
  return page.evaluate(() => {
    const out = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent.trim()) continue;
      if (el.closest("code, option, script, style, noscript, .sr-only, [hidden]")) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      out.push(n.textContent.trim());
    }
    for (const i of document.querySelectorAll("input[placeholder]")) if (i.checkVisibility()) out.push(i.placeholder);
    return out;
  });
}

/** Raw message keys (`lobby.title`, `rules-h-goal`) and English words among texts. */
export function leftovers(texts) {
  const keys = [];
  const english = [];
  for (const s of texts) {
    for (const m of s.matchAll(/\b[a-z]+(?:[._-][a-z0-9_]+){1,4}\b/g)) {
      if (/^(lobby|game|rules|learn|move|moves|log|logline|over|friends|banner|seat|piece|board|throw|option|meaning|preset|error|review|replay|say|hint|players|footer|nav|app|created|group|forfeit|cancelled|strand|pass|tray|sound|speed|copy|lang)[.-]/.test(m[0]))
        keys.push(m[0]);
    }
    for (const m of s.matchAll(/[A-Za-z][A-Za-z'’]{2,}/g)) {
      const w = m[0];
      if (ALLOWED.has(w)) continue;
      if (/^[A-Z]{1,2}$/.test(w)) continue;
      // Rule IDs (P-ENTER, K-TRIPLE, PR-ENTER, ES-BARRIER) and option keys (must_capture) are identifiers.
      if (/^[A-Z]+$/.test(w) && /\b[A-Z]{1,2}-[A-Z0-9-]+\b/.test(s)) continue;
      english.push(`${w} (in “${s.slice(0, 80)}”)`);
    }
  }
  return { keys, english };
}

/**
 * Open a record file on the replay page, move its slider to `frame` and return the
 * caption it shows then ("frame / last: …").
 */
export async function replayCaption(page, file, frame) {
  await page.goto("/replay");
  await page.setInputFiles("#file", file);
  const slider = page.locator(".replay-view input[type=range]");
  await slider.waitFor();
  await slider.evaluate((s, v) => {
    s.value = String(v);
    s.dispatchEvent(new Event("input", { bubbles: true }));
  }, frame);
  await page.waitForFunction((v) => document.querySelector(".replay-view .banner")?.textContent.startsWith(`${v} /`), frame);
  return page.locator(".replay-view .banner").textContent();
}
