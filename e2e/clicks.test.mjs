// No needless clicks (issue 26): a whole 2-player Ludo game against a bot, played by
// clicking only what needs a player: the throw button (when auto-throw is off) and the
// first move of every real choice (two or more legal actions). The start order is
// thrown by the page, a lone move is played by itself after a short pause (its target
// marked on the board, told to screen readers), auto-throw throws. Every click is
// counted, and the choices and throws are counted from the states the page received:
//   auto-throw off: clicks ≤ choices + throws;   auto-throw on: clicks = choices.
// (Before: 207 clicks for one such game.) Also: both switches are on by default in a
// game with a bot and off in a game of friends, remembered, announced (role=switch,
// aria-checked); the keys are shown and "?" lists them; no intent is sent twice for one
// state, and no error is shown. The game is created through the API (no lobby form).
// The server has no fixed seeds: the dice differ per run, the test's choices do not.

import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { serverAndBrowser, newPage, screenshot, api, logCount } from "./helpers.mjs";

const env = serverAndBrowser();
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Serious and critical WCAG 2.1 A/AA violations axe-core finds on the page (as a11y.test.mjs). */
async function axeViolations(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() =>
    window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } }),
  );
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}

/** Watch the page's WebSocket: the states received and the intents sent. */
function watchSocket(page) {
  const seen = { states: new Map(), intents: [] };
  page.on("websocket", (ws) => {
    ws.on("framereceived", (f) => {
      let m;
      try {
        m = JSON.parse(f.payload);
      } catch {
        return;
      }
      if (m.type === "state") seen.states.set(m.version, m);
    });
    ws.on("framesent", (f) => {
      try {
        const m = JSON.parse(f.payload);
        if (m.type === "throw" || m.type === "act") seen.intents.push(m);
      } catch {
        // not JSON
      }
    });
  });
  return seen;
}

/**
 * From the states seen: the page's real choices (decisions with two or more legal
 * actions), its lone decisions, and its throws (start order apart).
 */
function tally(seen) {
  let choices = 0;
  let lone = 0;
  let throws = 0;
  let order = 0;
  for (const st of seen.states.values()) {
    if (st.status !== "playing" || !st.you.includes(st.to_move) || st.seats[st.to_move].away) continue;
    if (st.phase === "move" && st.legal?.length >= 2) choices++;
    else if (st.phase === "move" && st.legal?.length === 1) lone++;
    else if (st.phase === "throw" && st.can_throw) throws++;
    else if (st.phase === "order" && st.can_throw) order++;
  }
  return { choices, lone, throws, order };
}

/** In the page: keep what the screen reader was told, errors shown, and the marks seen while a lone move waits. */
function observePage() {
  window.__said = [];
  window.__errors = [];
  window.__autoMoves = { seen: 0, marked: 0 };
  const announcer = document.getElementById("announce");
  new MutationObserver(() => {
    const text = announcer.textContent;
    if (text) window.__said.push(text);
  }).observe(announcer, { childList: true, characterData: true, subtree: true });
  new MutationObserver(() => {
    const play = document.querySelector(".play");
    const error = document.querySelector(".play p.error")?.textContent;
    if (error) window.__errors.push(error);
    const ol = document.querySelector("ol.log");
    const at = ol ? ol.start - 1 + ol.children.length : 0;
    if (play?.dataset.auto === "move" && play.__marked !== at) {
      play.__marked = at;
      window.__autoMoves.seen++;
      if (document.querySelector("svg.board .square.target-strong")) window.__autoMoves.marked++;
    }
  }).observe(document.getElementById("app"), {
    attributes: true,
    attributeFilter: ["data-auto"],
    subtree: true,
    childList: true,
    characterData: true,
  });
}

/**
 * Play the page's seat to the end by clicking only the throw button (when it may be
 * clicked and the page is not about to throw by itself) and the first move button of a
 * decision with two or more moves. Returns the clicks by kind.
 */
async function playClicking(page, { firstThrowByKey = false } = {}) {
  const clicks = { throw: 0, choice: 0, confirm: 0 };
  let byKey = firstThrowByKey;
  for (let i = 0; i < 3000; i++) {
    let duty;
    try {
      duty = await page
        .waitForFunction(
          () => {
            if ((document.querySelector(".banner")?.textContent ?? "").startsWith("Game over")) return "over";
            if (document.querySelector(".play[data-auto]")) return false; // the page is about to play by itself
            if (document.querySelector("dialog.confirm[open]")) return "confirm";
            const th = document.querySelector(".throw-btn");
            if (th && !th.disabled) return "throw";
            const moves = document.querySelectorAll(".actions button.move:not([disabled])");
            return moves.length >= 2 ? "choice" : false; // one move: the page plays it
          },
          null,
          { timeout: 30_000, polling: 20 },
        )
        .then((h) => h.jsonValue());
    } catch (e) {
      const shot = await screenshot(page, `clicks-stuck-${Date.now()}`);
      const moves = await page.locator(".actions button.move").allTextContents();
      e.message += `\nnothing to click for 30 s and the page did not play by itself (moves: ${JSON.stringify(moves)}); ${shot}`;
      throw e;
    }
    if (duty === "over") break;
    const n = await logCount(page);
    if (duty === "throw") {
      if (byKey) {
        // T on a Cyrillic layout types "е": the key's place (code KeyT) throws.
        await page.evaluate(() => document.dispatchEvent(new KeyboardEvent("keydown", { key: "е", code: "KeyT", bubbles: true })));
        byKey = false;
      } else await page.click(".throw-btn");
      clicks.throw++;
    } else if (duty === "confirm") {
      await page.click("dialog.confirm[open] .confirm-yes");
      clicks.confirm++;
      continue;
    } else {
      await page.locator(".actions button.move:not([disabled])").first().click();
      clicks.choice++;
    }
    // The click was taken: the log grew (or the game ended, or a dialog asks first).
    await page.waitForFunction(
      (n) => {
        const ol = document.querySelector("ol.log");
        const b = document.querySelector(".banner")?.textContent ?? "";
        if (b.startsWith("Game over") || document.querySelector("dialog.confirm[open]")) return true;
        return ol && ol.start - 1 + ol.children.length > n;
      },
      n,
      { timeout: 15_000, polling: 20 },
    ).catch(async (e) => {
      e.message += `\nthe ${duty} click was not taken; ${await screenshot(page, `clicks-untaken-${Date.now()}`)}`;
      throw e;
    });
  }
  return clicks;
}

async function newLudoGame(seats = ["human", "bot:easy"]) {
  return api(env.server.url, "POST", "/api/games", { preset: "ludo", players: 2, seats });
}

async function openSeat(g) {
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url, autoplay: true });
  const seen = watchSocket(page);
  await page.goto(g.seats[0].invite.replace(env.server.url, ""));
  await page.locator(".board-box svg.board").waitFor();
  await page.evaluate(observePage);
  return { context, page, seen };
}

/** No state got two intents from the page, and no error was shown. */
async function checkClean(page, seen) {
  const versions = seen.intents.map((m) => m.version);
  assert.equal(new Set(versions).size, versions.length, `one intent per state: ${versions.join(" ")}`);
  assert.deepEqual(await page.evaluate(() => window.__errors), [], "no error was shown");
  assert.deepEqual(page.problems, []);
}

test("a whole Ludo game against a bot with auto-throw on: one click per real choice, none else", { timeout: 150_000 }, async () => {
  const g = await newLudoGame();
  const { context, page, seen } = await openSeat(g);
  // Both switches are on by default against a bot, told as switches.
  for (const kind of ["move", "throw"]) {
    const sw = page.locator(`#auto-${kind}`);
    assert.equal(await sw.getAttribute("role"), "switch");
    assert.equal(await sw.getAttribute("aria-checked"), "true", `auto-${kind} is on against a bot`);
  }
  const clicks = await playClicking(page);
  const { choices, lone, throws, order } = tally(seen);
  const total = clicks.throw + clicks.choice + clicks.confirm;
  console.log(
    `# clicks, auto-throw on (game ${g.game}): ${total} clicks; ` +
      `${choices} choices, ${lone} lone moves, ${throws} throws, ${order} start-order throws`,
  );
  assert.match(await page.locator(".banner").textContent(), /^Game over/);
  assert.ok(lone > 0 && throws > 10, `lone ${lone} throws ${throws}`);
  assert.equal(clicks.throw, 0, "no throw was clicked");
  assert.equal(total, choices, "one click per real choice");
  // Every lone move waited with its target marked, and was told to screen readers.
  const auto = await page.evaluate(() => window.__autoMoves);
  assert.ok(auto.seen > 0 && auto.marked === auto.seen, `lone moves marked on the board: ${JSON.stringify(auto)}`);
  const said = await page.evaluate(() => window.__said);
  assert.ok(said.some((s) => /Only one move: Piece \d: .*It is played by itself/.test(s)), said.slice(-5).join(" | "));
  await checkClean(page, seen);
  await screenshot(page, "clicks-auto-over");
  await context.close();
});

test("a whole Ludo game with auto-throw off: at most a click per choice and per throw; the switch is remembered", { timeout: 150_000 }, async () => {
  const g = await newLudoGame();
  const { context, page, seen } = await openSeat(g);
  // Turn auto-throw off (a setting, not a game click): remembered for games with bots.
  const sw = page.locator("#auto-throw");
  await sw.click();
  assert.equal(await sw.getAttribute("aria-checked"), "false");
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:auto-throw:bots")), "off");
  await page.waitForFunction(() => window.__said.some((s) => s.startsWith("Auto-throw is off")));
  const clicks = await playClicking(page, { firstThrowByKey: true });
  const { choices, lone, throws, order } = tally(seen);
  const total = clicks.throw + clicks.choice + clicks.confirm;
  console.log(
    `# clicks, auto-throw off (game ${g.game}): ${total} clicks ` +
      `(${clicks.throw} throws, ${clicks.choice} choices, ${clicks.confirm} confirmations); ` +
      `${choices} choices, ${lone} lone moves, ${throws} throws, ${order} start-order throws`,
  );
  assert.match(await page.locator(".banner").textContent(), /^Game over/);
  assert.ok(clicks.throw > 10, `throws clicked: ${clicks.throw}`);
  assert.ok(total <= choices + throws, `${total} clicks ≤ ${choices} choices + ${throws} throws`);
  assert.equal(clicks.choice, choices, "the lone moves were played by the page");
  await checkClean(page, seen);
  await context.close();
});

test("friends' games start with both switches off; the keys are shown and ? lists them", { timeout: 60_000 }, async () => {
  const g = await newLudoGame(["human", "human"]);
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url, autoplay: true });
  // Both seats played from this browser (pass-and-play): the game starts.
  await page.goto(g.seats[1].invite.replace(env.server.url, ""));
  await page.locator(".board-box svg.board").waitFor();
  await page.goto(g.seats[0].invite.replace(env.server.url, ""));
  await page.locator(".board-box svg.board").waitFor();
  for (const kind of ["move", "throw"]) {
    assert.equal(await page.locator(`#auto-${kind}`).getAttribute("aria-checked"), "false", `auto-${kind} is off among friends`);
  }
  // Turned on here, it stays on for friends' games only.
  await page.locator("#auto-move").click();
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:auto-move:friends")), "on");
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:auto-move:bots")), null);
  await page.reload();
  await page.locator(".board-box svg.board").waitFor();
  assert.equal(await page.locator("#auto-move").getAttribute("aria-checked"), "true", "remembered after a reload");

  // The keys: a line with T, 1–9, Esc and ?, the T on the throw button; ? opens the list.
  const hint = page.locator(".keys-hint");
  assert.ok(await hint.isVisible());
  assert.deepEqual(await hint.locator("kbd").allTextContents(), ["T", "1–9", "Esc", "?"]);
  assert.match(await hint.textContent(), /Keys: T throw · 1–9 a kept throw · Esc clear · \? all keys/);
  const badge = await page.locator(".throw-btn").evaluate((b) => getComputedStyle(b, "::after").content);
  assert.equal(badge, '"t"', "the throw button shows its key (drawn in capitals)");
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press("?");
  const dialog = page.locator("dialog.keys-dialog[open]");
  await dialog.waitFor();
  assert.equal(await dialog.locator("dl.keys-list > div").count(), 5);
  assert.match(await dialog.textContent(), /Keyboard shortcuts.*Throw.*Choose a kept throw.*Clear the chosen throw or piece/s);
  await screenshot(page, "clicks-keys-dialog");
  assert.deepEqual(await axeViolations(page), [], "the switches, the keys line and their list");
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("what the page would play by itself: a lone move or pass, not a pass among moves, not for an away seat", { timeout: 30_000 }, async () => {
  const { context, page } = await newPage(env.browser, { baseURL: env.server.url, autoplay: true });
  await page.goto("/");
  const r = await page.evaluate(async () => {
    const { planFor, autoNews } = await import("/web/autoplay.js");
    const move = { action: "5 p1", value: 5, pieces: [0], captures: [], to_go: 40, to_place: "track" };
    const pass = { action: "pass" };
    const seats = [{ seat: 0, kind: "human" }, { seat: 1, kind: "bot" }];
    const st = (o) => ({ status: "playing", version: 7, to_move: 0, you: [0], seats, kept: [5], can_throw: false, phase: "move", ...o });
    const on = { move: true, throw: true };
    const kind = (s, settings = on) => planFor(s, settings)?.kind ?? null;
    return {
      lone: kind(st({ legal: [move] })),
      lonePass: kind(st({ legal: [pass] })),
      passSays: autoNews(st({ legal: [pass] }), () => ""),
      moveSays: autoNews(st({ legal: [move] }), () => "Piece 1: 5 forward"),
      passAmongMoves: kind(st({ legal: [move, pass] })),
      two: kind(st({ legal: [move, { ...move, action: "5 p2" }] })),
      moveOff: kind(st({ legal: [move] }), { move: false, throw: true }),
      order: kind(st({ phase: "order", can_throw: true, legal: [] }), { move: false, throw: false }),
      throwOn: kind(st({ phase: "throw", can_throw: true, legal: [] })),
      throwOff: kind(st({ phase: "throw", can_throw: true, legal: [] }), { move: true, throw: false }),
      notMine: kind(st({ to_move: 1, legal: [move] })),
      away: kind(st({ seats: [{ seat: 0, kind: "human", away: true }, seats[1]], legal: [move] })),
      over: kind(st({ status: "over", legal: [move] })),
    };
  });
  assert.deepEqual(r, {
    lone: "move",
    lonePass: "pass",
    passSays: "No piece can move with 5: you pass",
    moveSays: "Only one move: Piece 1: 5 forward. It is played by itself",
    passAmongMoves: null,
    two: null,
    moveOff: null,
    order: "order",
    throwOn: "throw",
    throwOff: null,
    notMine: null,
    away: null,
    over: null,
  });
  await context.close();
});

test("a throw clicked during the pause is the only one: the page's own throw is cancelled, no error", { timeout: 60_000 }, async () => {
  const g = await newLudoGame();
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url, autoplay: true });
  await context.addInitScript(() => localStorage.setItem("pachisi:speed", "normal")); // a 0.7 s pause
  const seen = watchSocket(page);
  await page.goto(g.seats[0].invite.replace(env.server.url, ""));
  await page.locator(".board-box svg.board").waitFor();
  await page.evaluate(observePage);
  // As soon as the page is about to throw by itself (the throw button filling up over
  // the pause), the player clicks Throw.
  const pause = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const play = document.querySelector(".play");
        const go = () => {
          if (play.dataset.auto !== "throw") return;
          observer.disconnect();
          const ms = play.style.getPropertyValue("--auto-ms");
          window.__clickedAt = document.querySelector("ol.log").start - 1 + document.querySelector("ol.log").children.length;
          document.querySelector(".throw-btn").click();
          resolve(ms);
        };
        const observer = new MutationObserver(go);
        observer.observe(play, { attributes: true, attributeFilter: ["data-auto"] });
        go();
      }),
  );
  assert.equal(pause, "700ms");
  const n = await page.evaluate(() => window.__clickedAt);
  // The throw is logged, and then something more happens (a move, the bot's turn).
  await page.waitForFunction((n) => {
    const ol = document.querySelector("ol.log");
    return ol && ol.start - 1 + ol.children.length > n + 1;
  }, n);
  // The state clicked in: the page's first throw after the start order.
  const clicked = [...seen.states.values()].find((st) => st.phase === "throw" && st.can_throw && st.you.includes(st.to_move));
  assert.ok(clicked);
  assert.deepEqual(
    seen.intents.filter((m) => m.version === clicked.version),
    [{ type: "throw", version: clicked.version }],
    "one throw for that state: the player's",
  );
  await checkClean(page, seen);
  await context.close();
});
