// The rules pages (/rules/PRESET) and the explanations of the game page: each rules
// page draws every seat's track with arrows and the safe squares, and a throw table
// whose chances add up to 100%; a game's changed options are shown on its rules page;
// in a game, a lost throw says why, move labels speak of squares rather than steps,
// and a pass asks first. Screenshots of each rules page at a laptop's and a phone's size.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, api, nextDuty, logCount, waitLogBeyond, openLobbyForm } from "./helpers.mjs";

const env = serverAndBrowser();

const PRESETS = {
  pachisi: { safe: ".square.castle", count: 12 },
  "pachisi-seven": { safe: ".square.castle", count: 12 },
  chopat: { safe: ".square.flower", count: 12 },
  chaupar: { safe: null, count: 0 },
};
const SIZES = [
  [1366, 768, "desktop"],
  [390, 844, "phone"],
];

test("each rules page: diagram with tracks and safe squares, throw table adding up to 100%", { timeout: 90_000 }, async () => {
  for (const [width, height, size] of SIZES) {
    const { context, page } = await newPage(env.browser, { width, height, baseURL: env.server.url });
    for (const [preset, { safe, count }] of Object.entries(PRESETS)) {
      await page.goto(`/rules/${preset}`);
      await page.locator(".rules-page h2").waitFor();
      assert.match(await page.title(), /^How to play /);
      const svg = page.locator(".rules-board svg.board");
      await svg.waitFor();
      // A track line and arrows for every seat, in its colour.
      const seats = await svg.evaluate((s) => {
        const out = {};
        for (const line of s.querySelectorAll(".track-line")) {
          const k = line.dataset.seat;
          out[k] = { stroke: line.getAttribute("stroke"), arrows: s.querySelectorAll(`.track-arrow[data-seat="${k}"]`).length };
        }
        return out;
      });
      assert.deepEqual(Object.keys(seats).sort(), ["0", "1", "2", "3"], `${preset}: a track per seat`);
      for (const [k, v] of Object.entries(seats)) assert.ok(v.arrows >= 8, `${preset}: seat ${k} has ${v.arrows} arrows`);
      assert.equal(await svg.locator(".start-ring").count(), 4, `${preset}: start squares`);
      if (safe) assert.equal(await svg.locator(safe).count(), count, `${preset}: safe squares`);
      else assert.match(await page.locator(".rules-page").textContent(), /No square is safe/);
      // The throw table's chances add up to 100%.
      const ps = await page.locator("table.throw-table td.p").evaluateAll((tds) => tds.map((td) => Number(td.dataset.p)));
      assert.ok(ps.length >= 7, `${preset}: ${ps.length} rows`);
      assert.ok(Math.abs(ps.reduce((a, b) => a + b, 0) - 1) < 1e-9, `${preset}: chances add up to 1`);
      assert.equal((await page.locator("table.throw-table td.total").textContent()).trim(), "100%");
      assert.equal(await page.locator("ul.rules-options li.changed").count(), 0, `${preset}: nothing changed`);
      const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      assert.ok(scroll <= client, `${preset} ${size}: page is ${scroll}px wide in a ${client}px viewport`);
      await screenshot(page, `rules-${preset}-${size}`, { fullPage: true });
    }
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});

test("a game's changed options on its rules page, linked from the lobby and the game", { timeout: 60_000 }, async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { baseURL: base });
  await page.goto("/");
  await openLobbyForm(page);
  await page.check('input[name="preset"][value="chopat"]');
  assert.equal(await page.locator("a.rules-link").getAttribute("href"), "/rules/chopat");

  const g = await api(base, "POST", "/api/games", {
    preset: "chopat",
    players: 2,
    options: ["capture_again=true"],
    seats: ["human", "bot:random"],
  });
  await page.goto(`/?game=${g.game}&token=${g.seats[0].token}`);
  const link = page.locator(".game-footer a.rules-link");
  await link.waitFor();
  const href = await link.getAttribute("href");
  assert.match(href, /^\/rules\/chopat\?/);
  assert.match(href, /set=capture_again%3Dtrue/);
  await page.goto(href);
  const row = page.locator('ul.rules-options li.changed[data-key="capture_again"]');
  await row.waitFor();
  assert.match(await row.textContent(), /changed \(usually no\)/);
  assert.match(await page.locator(".rules-page").textContent(), /A capture earns you another round of throws/);
  assert.deepEqual(page.problems, []);
  await context.close();
});

/** A four-player game of `preset` with Red (seat 0) played in a new page, starting. */
async function playRedAgainstBots(preset) {
  const g = await api(env.server.url, "POST", "/api/games", {
    preset,
    players: 4,
    teams: true,
    options: ["order=fixed"],
    seats: ["human", "bot:random", "bot:random", "bot:random"],
  });
  const opened = await newPage(env.browser, { baseURL: env.server.url });
  await opened.page.goto(`/?game=${g.game}&token=${g.seats[0].token}`);
  return opened;
}

test("a lost throw says why; move labels in plain words; a pass asks first", { timeout: 240_000 }, async () => {
  // Pachisi from the start, Red (seat 0) played here and starting: a throw that
  // cannot bring a piece in is lost, and the log says which throws would.
  const { context, page } = await playRedAgainstBots("pachisi");
  await page.locator(".banner", { hasText: "Red (you) to throw" }).waitFor();
  // The page shows the last 40 log entries, and bots with no delay can push a lost
  // throw out of them before the test looks: every line the log ever shows is kept.
  await page.evaluate(() => {
    const seen = (window.__seenLog = new Set());
    const keep = () => document.querySelectorAll("ol.log li").forEach((li) => seen.add(li.textContent));
    keep();
    new MutationObserver(keep).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const lostThrow = /^Red throws \d+; (.*; )?no piece can use the \d+: enter a piece with 6, 10,? or 25 first(;|$)/;

  const labels = new Set();
  let forfeit = null;
  let passAsked = false;
  let stopped = "200 decisions of Red's";
  // Bounded by Red's decisions, not by the clock: a lost throw comes with most throws
  // before a piece is in, and a pass is offered with most moves.
  for (let decisions = 0; decisions < 200 && !(forfeit && passAsked && labels.size >= 1); decisions++) {
    const duty = await nextDuty(page, 30_000);
    if (duty === "over") {
      stopped = `the game ended (${await page.locator(".banner").textContent()})`;
      break;
    }
    const n = await logCount(page);
    if (duty === "throw") {
      await page.click(".throw-btn");
    } else {
      for (const l of await page.locator(".actions button.move:not(.pass)").allTextContents()) labels.add(l.trim());
      const pass = page.locator(".actions button.move.pass");
      if (!passAsked && (await pass.count())) {
        // A pass asks first; "Keep playing" leaves everything as it was.
        await pass.click();
        const dialog = page.locator("dialog.confirm[open]");
        await dialog.waitFor();
        assert.match(await dialog.textContent(), /Pass\?.*give up the throws you still have.*no undo/s);
        await dialog.locator(".confirm-no").click();
        await dialog.waitFor({ state: "detached" });
        assert.equal(await logCount(page), n, "nothing was played");
        await pass.click();
        await page.locator("dialog.confirm[open] .confirm-yes").click();
        await waitLogBeyond(page, n);
        const seen = await page.evaluate(() => [...window.__seenLog]);
        assert.ok(seen.some((x) => /^Red passes/.test(x)), "the log says Red passed");
        passAsked = true;
        continue;
      }
      await page.locator(".actions button.move:not(.pass):not([disabled])").first().click();
    }
    await waitLogBeyond(page, n);
    if (!forfeit) forfeit = (await page.evaluate(() => [...window.__seenLog])).find((x) => lostThrow.test(x));
  }
  const reds = (await page.evaluate(() => [...window.__seenLog])).filter((x) => x.startsWith("Red"));
  assert.ok(forfeit, `a lost throw of Red's says which throws bring a piece in; stopped after ${stopped}; Red's lines: ${JSON.stringify(reds.slice(0, 12))}`);
  assert.ok(passAsked, "a pass was offered and asked about");
  assert.ok(labels.size > 0, "some moves were offered");
  for (const l of labels) {
    assert.doesNotMatch(l, /step/i, `move label "${l}"`);
    assert.match(l, /^Pieces? \d.*: \d+ /, `move label "${l}"`);
  }
  console.log(`# labels: ${[...labels].slice(0, 6).join(" | ")}`);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("chaupar moves along the track are labelled with what is left to go", { timeout: 60_000 }, async () => {
  const { context, page } = await playRedAgainstBots("chaupar");
  assert.equal(await nextDuty(page), "throw");
  let n = await logCount(page);
  await page.click(".throw-btn");
  await waitLogBeyond(page, n);
  assert.equal(await nextDuty(page), "move");
  const labels = await page.locator(".actions button.move").allTextContents();
  assert.ok(labels.length > 0);
  for (const l of labels) {
    assert.doesNotMatch(l, /step/i, `move label "${l}"`);
    assert.match(l, /^Pieces? \d/, `move label "${l}"`);
  }
  assert.ok(labels.some((l) => /\(\d+ to go\)/.test(l)), "labels say how far is left");
  await page.locator(".actions button.small", { hasText: "Hint" }).click();
  const hint = page.locator(".hint li").first();
  await hint.waitFor();
  assert.match(await hint.textContent(), /^Piece \d: .* — win chance \d+%$/);
  assert.match(await page.locator(".hint").textContent(), /Win chance: how often/);
  n = await logCount(page);
  await page.locator(".actions button.move").first().click();
  await waitLogBeyond(page, n);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("an adjudicated game says what adjudication means", { timeout: 60_000 }, async () => {
  const base = env.server.url;
  const g = await api(base, "POST", "/api/games", {
    preset: "chopat",
    players: 2,
    options: ["max_turns=3"],
    seats: ["bot:random", "bot:random"],
  });
  const { context, page } = await newPage(env.browser, { baseURL: base });
  await page.goto(`/?game=${g.game}`);
  await page.locator(".banner", { hasText: "(adjudicated)" }).waitFor();
  const note = page.locator(".over-note");
  await note.waitFor();
  assert.match(await note.textContent(), /reached its limit of 3 turns.*fewest steps left/s);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("a move that strands a piece is asked about first", { timeout: 60_000 }, async () => {
  const base = env.server.url;
  const g = await api(base, "POST", "/api/games", {
    preset: "chaupar",
    players: 4,
    teams: true,
    options: ["order=fixed"],
    seats: ["human", "bot:random", "bot:random", "bot:random"],
  });
  const { context, page } = await newPage(env.browser, { baseURL: base });
  // Such moves are rare from the start of a game: here the server's legal moves are
  // all marked as stranding on their way to the page.
  await context.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      const j = JSON.parse(m);
      if (j.type === "state" && j.legal) j.legal = j.legal.map((a) => (a.action === "pass" ? a : { ...a, strands: true }));
      ws.send(JSON.stringify(j));
    });
  });
  await page.goto(`/?game=${g.game}&token=${g.seats[0].token}`);
  assert.equal(await nextDuty(page), "throw");
  let n = await logCount(page);
  await page.click(".throw-btn");
  await waitLogBeyond(page, n);
  assert.equal(await nextDuty(page), "move");
  n = await logCount(page);
  const move = page.locator(".actions button.move").first();
  assert.match(await move.textContent(), /⚠/);
  await move.click();
  const dialog = page.locator("dialog.confirm[open]");
  await dialog.waitFor();
  assert.match(await dialog.textContent(), /would get stuck.*one square before home.*Choose another.*Play anyway/s);
  await dialog.locator(".confirm-no").click();
  await dialog.waitFor({ state: "detached" });
  assert.equal(await logCount(page), n, "nothing was played");
  await move.click();
  await page.locator("dialog.confirm[open] .confirm-yes").click();
  await page.waitForFunction((n) => {
    const ol = document.querySelector("ol.log");
    return ol && ol.start - 1 + ol.children.length > n;
  }, n);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("Pachisi's rules and board agree on where waiting pieces are: the centre, drawn in the seat's corner", { timeout: 60_000 }, async () => {
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url });
  for (const preset of ["pachisi", "pachisi-seven"]) {
    await page.goto(`/rules/${preset}`);
    const turn = page.locator("#rules-turn");
    await turn.waitFor();
    const said = (await turn.textContent()).replace(/\s+/g, " ");
    assert.match(said, /Your pieces start off the track, in the centre — the board shows them waiting in your corner\./);
    assert.match(said, /they go back to the centre \(the board shows them waiting in their corner\)/);
    assert.doesNotMatch(said, /Your pieces start in the centre\./);
  }
  // The board as a player meets it (the first lesson's cloth): Red's waiting pieces are
  // drawn in a corner of the cloth, outside the cross, not in the centre.
  await page.goto("/learn");
  const svg = page.locator(".learn svg.board");
  await svg.waitFor();
  const where = await svg.evaluate((s) => {
    const b = s.getBoundingClientRect();
    return [...s.querySelectorAll('g.piece[data-seat="0"]')]
      .filter((g) => /waiting/.test(g.getAttribute("aria-label") ?? ""))
      .map((g) => {
        const r = g.getBoundingClientRect();
        return [(r.x + r.width / 2 - b.x) / b.width, (r.y + r.height / 2 - b.y) / b.height];
      });
  });
  assert.equal(where.length, 4, JSON.stringify(where));
  for (const [x, y] of where) {
    const outside = (v) => v < 1 / 3 || v > 2 / 3;
    assert.ok(outside(x) && outside(y), `a waiting piece at ${x.toFixed(2)}, ${y.toFixed(2)} is not in a corner`);
  }
  assert.deepEqual(page.problems, []);
  await context.close();
});
