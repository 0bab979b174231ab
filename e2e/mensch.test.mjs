// Mensch ärgere Dich nicht in the browser (issue 17): the lobby offers it with its
// round-field picture and its house rules (Schlagzwang, jumping in the goal), its
// rules page tells its M- rules, and a whole two-player game against a bot is played
// by clicking the throw button and the pieces. The board is its own: 40 round fields
// in a ring with the four corners, a goal of four fields per colour, the yards; the
// throw is one die; no word of cowries is shown.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, api, rng, choosePreset, playToEnd, openLobbyForm } from "./helpers.mjs";

const env = serverAndBrowser();
const COWRIES = /cowrie|mouth up|shell/i;

test("the lobby offers Mensch ärgere Dich nicht with its house rules; its rules page tells the M- rules", { timeout: 60_000 }, async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto("/");
  await openLobbyForm(page);
  const card = page.locator(".variant-card", { has: page.locator('input[value="mensch"]') });
  assert.equal(await card.locator(".variant-name").textContent(), "Mensch ärgere Dich nicht");
  assert.match(await card.locator(".variant-about").textContent(), /one die.*no safe fields/);
  // Its picture: the round fields of the cross (40 + 16 goal fields) and 16 yard fields.
  assert.equal(await card.locator("svg.mensch-icon .ci-field").count(), 40 + 16 + 16);
  await choosePreset(page, "mensch");
  const house = page.locator("fieldset.house-rules");
  await house.waitFor();
  assert.equal(await page.isChecked("#house-forced_capture"), false, "no Schlagzwang by default");
  assert.equal(await page.isChecked("#house-no_jump_goal"), true, "no jumping in the goal by default");
  // Its own lesson is offered, never the cowries'.
  assert.match(await page.locator(".learn-offer").textContent(), /New to Mensch ärgere Dich nicht\?/);
  assert.equal(await page.locator(".learn-offer a.button").getAttribute("href"), "/learn?preset=mensch");
  // "All options" shows Mensch's own group, not Ludo's.
  await page.locator("details#options summary").click();
  await page.locator("#opt-clear_start").waitFor();
  assert.equal(await page.locator("#opt-block_pass").count(), 0);
  await page.check("#house-forced_capture");
  await page.selectOption("#players", "2");
  await page.selectOption("#seat-1", "bot:easy");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/games") && r.method() === "POST");
  await page.click("form.lobby button[type=submit]");
  const body = JSON.parse((await sent).postData());
  assert.equal(body.preset, "mensch");
  assert.deepEqual(body.options, ["forced_capture=true"]);
  // One player against a bot: the game opens at once, seated.
  await page.locator(".board-box svg.board").waitFor();

  await page.goto("/rules/mensch?set=forced_capture%3Dtrue");
  const rules = page.locator(".rules-page");
  await rules.locator("table.throw-table").waitFor();
  const text = (await rules.locator("section").allTextContents()).join(" ");
  for (const [said, id] of [
    [/ring of 40 round fields/, "M-BOARD"],
    [/only with a 6/, "M-ENTER-6"],
    [/must move off it first/, "M-CLEAR-START"],
    [/up to three times for a 6/, "M-THREE-TRIES"],
    [/Capturing is compulsory/, "M-MUST-CAPTURE"],
    [/may not jump over/, "M-NO-JUMP-GOAL"],
    [/No field of the ring is safe/, "M-CAPTURE"],
  ]) {
    assert.match(text, new RegExp(`${said.source}.*rule ${id}`), id);
  }
  assert.doesNotMatch(text, COWRIES);
  assert.equal(await page.locator('ul.rules-options li.changed[data-key="forced_capture"]').count(), 1);
  assert.equal(await page.locator("svg.board.boxed.round").count(), 1);
  await screenshot(page, "mensch-rules");
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("a whole game of Mensch ärgere Dich nicht against a bot, on its own board", { timeout: 300_000 }, async () => {
  const base = env.server.url;
  const g = await api(base, "POST", "/api/games", { preset: "mensch", players: 2, seats: ["human", "bot:easy"], names: ["Asha", null] });
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  await page.goto(g.seats[0].invite.replace(base, ""));
  const svg = page.locator(".board-box svg.board");
  await svg.waitFor();
  await page.waitForFunction(() => document.querySelectorAll(".board-box svg.board g.piece").length >= 8);
  const board = await svg.evaluate((s) => ({
    round: s.classList.contains("boxed") && s.classList.contains("round"),
    fields: s.querySelectorAll("circle.round-cell").length,
    goal: [...s.querySelectorAll("circle.home-cell:not(.empty)")].length,
    yards: s.querySelectorAll(".yard").length,
    ring: s.querySelectorAll(".field-line").length,
    waiting: [...s.querySelectorAll("g.piece")].filter((p) => p.dataset.square === "waiting").length,
  }));
  assert.equal(board.round, true, "the round-field board");
  assert.equal(board.fields, 56, "40 fields of the ring and 4 × 4 goal fields");
  assert.equal(board.goal, 8, "the two seated colours' goals");
  assert.equal(board.yards, 4);
  assert.equal(board.ring, 1, "the line that joins the ring's fields");
  // The game may have begun before the board was read: the bot, or the page's
  // auto-throw whose 6 had only the entry to play, can have brought a piece out already
  // (CI failed once on 7 !== 8, as parchis.test.mjs did). Every piece starts waiting.
  assert.ok(board.waiting >= 6 && board.waiting <= 8, `pieces waiting at the start: ${board.waiting}`);

  const { throws, moves } = await playToEnd(page, rng(23), {
    onMove: async (moves) => {
      if (moves !== 20) return;
      assert.match(await page.locator(".last-throw svg.one-die").getAttribute("aria-label"), /^die showing [1-6]$/);
      assert.doesNotMatch(await page.locator("main, #app").first().textContent(), COWRIES);
      await screenshot(page, "mensch-midgame-phone");
    },
  });
  const b = await page.locator(".banner").textContent();
  const won = /^Game over: (?:Asha \()?(Red|Green)\)? wins/.exec(b);
  assert.ok(won, b);
  assert.ok(throws > 20 && moves > 15, `throws ${throws} moves ${moves}`);
  // The winner's four pieces fill its goal: one at its end ("home"), three on the goal's other fields.
  const seat = won[1] === "Red" ? "0" : "1";
  const places = await svg.evaluate((s, seat) => [...s.querySelectorAll(`g.piece[data-seat="${seat}"]`)].map((p) => p.dataset.square), seat);
  assert.equal(places.filter((p) => p === "home").length, 1, places.join(" "));
  assert.equal(new Set(places).size, 4, `four different fields: ${places.join(" ")}`);
  await screenshot(page, "mensch-over-phone");
  console.log(`# mensch game ${g.game}: ${throws} throws, ${moves} moves; ${b}`);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("the Mensch ärgere Dich nicht lesson: three tries for a 6, clearing the start field, a capture on a start field, the goal", { timeout: 90_000 }, async () => {
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: env.server.url });
  const text = async (selector) => ((await page.locator(selector).textContent()) ?? "").replace(/\s+/g, " ").trim();
  const atStep = (n) => page.locator(".learn-progress", { hasText: `Step ${n} of 6` }).waitFor();
  const right = async () => {
    await page.locator(".learn-verdict.right").waitFor();
    await page.click(".learn-next");
  };
  const tapToken = (piece) => page.locator(`.learn-board g.piece.movable[data-seat="0"][data-piece="${piece}"]`).click();
  await page.goto("/learn?preset=mensch");
  await atStep(1);
  assert.equal(await page.title(), "Learn to play Mensch ärgere Dich nicht — Pachisi");
  await page.locator(".learn svg.board.round").waitFor();
  // 1. A 2 that no piece can use, then the 6 (M-THREE-TRIES).
  await page.click(".learn-throw-btn");
  await page.locator(".learn-feedback", { hasText: "A 2: no piece can use it. Throw again." }).waitFor();
  await page.click(".learn-throw-btn");
  await page.locator(".learn-feedback", { hasText: "A 6! Now a piece can come out." }).waitFor();
  await page.click(".learn-next");
  // 2. The 6 brings a piece out.
  await atStep(2);
  await tapToken(0);
  await page.locator(".learn-why", { hasText: "43 fields from the end of your goal" }).waitFor();
  await right();
  // 3. The roll again: a 4. 4. The piece on the start field moves first.
  await atStep(3);
  await page.click(".learn-throw-btn");
  await page.click(".learn-next");
  await atStep(4);
  assert.match(await page.getAttribute(".learn-rules", "data-rules"), /M-CLEAR-START/);
  await tapToken(0);
  await right();
  // 5. A capture on Green's own start field; the other move captures nothing.
  await atStep(5);
  await tapToken(1);
  await page.locator(".learn-verdict.wrong").waitFor();
  assert.match(await text(".learn-why"), /It captures nothing: Green's token 1 stays on the board\./);
  await page.click(".learn-try-again");
  await tapToken(0);
  await page.locator(".learn-why", { hasText: "back in its corner" }).waitFor();
  await right();
  // 6. Into the far end of the goal with the exact 4.
  await atStep(6);
  await tapToken(0);
  await page.locator(".learn-why", { hasText: "far end of your goal" }).waitFor();
  await screenshot(page, "mensch-lesson-phone");
  await page.click(".learn-next");
  await page.locator(".learn-recap").waitFor();
  assert.equal(await page.locator(".learn-recap li").count(), 6);
  assert.doesNotMatch(await text(".learn"), COWRIES);
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned-mensch")), "1");
  assert.deepEqual(page.problems, []);
  await context.close();
});
