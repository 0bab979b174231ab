// Le jeu des petits chevaux in the browser (issue 17): the lobby offers it with its
// own picture and house rules (no passing, the 6 into the centre, the bounce), its
// own lesson (not Ludo's), its rules page tells its CH- rules, and a whole two-player game
// against a bot is played by clicking the throw button and the horses. The board is
// its own: the ring of 56 squares with the corners, each colour's ladder numbered 1 to
// 6 up to the centre; the throw is one die; no word of cowries is shown.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, api, rng, choosePreset, playToEnd, openLobbyForm } from "./helpers.mjs";

const env = serverAndBrowser();
const COWRIES = /cowrie|mouth up|shell/i;

test("the lobby offers petits chevaux with its house rules; its rules page tells the CH- rules", { timeout: 60_000 }, async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto("/");
  await openLobbyForm(page);
  const card = page.locator(".variant-card", { has: page.locator('input[value="petits-chevaux"]') });
  assert.equal(await card.locator(".variant-name").textContent(), "Petits chevaux");
  assert.match(await card.locator(".variant-about").textContent(), /numbered ladder/);
  // Its picture has no Ludo star.
  assert.equal(await card.locator("svg.ludo-icon .ci-star").count(), 0);
  await choosePreset(page, "petits-chevaux");
  await page.locator("fieldset.house-rules").waitFor();
  assert.equal(await page.isChecked("#house-no_pass"), false, "passing is allowed by default");
  assert.equal(await page.isChecked("#house-ladder_centre"), true, "a 6 into the centre by default");
  assert.equal(await page.isChecked("#house-bounce"), true, "the bounce by default");
  assert.equal(await page.locator("#house-capture_again").count(), 0, "not Ludo's house rules");
  // Its own lesson is offered (e2e/learn-chevaux.test.mjs plays it), not Ludo's.
  assert.equal(await page.locator(".learn-offer a.button").getAttribute("href"), "/learn?preset=petits-chevaux");
  await page.locator("details#options summary").click();
  await page.locator("#opt-horses").waitFor();
  assert.equal(await page.locator("#opt-block_pass").count(), 0, "Ludo's group is not shown");
  await page.check("#house-no_pass");
  await page.selectOption("#opt-horses", "2");
  await page.selectOption("#players", "2");
  await page.selectOption("#seat-1", "bot:easy");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/games") && r.method() === "POST");
  await page.click("form.lobby button[type=submit]");
  const body = JSON.parse((await sent).postData());
  assert.equal(body.preset, "petits-chevaux");
  assert.deepEqual([...body.options].sort(), ["horses=2", "no_pass=true"]);
  // One player against a bot: the game opens at once, seated.
  await page.locator(".board-box svg.board").waitFor();

  await page.goto("/rules/petits-chevaux?set=no_pass%3Dtrue&set=horses%3D2");
  const rules = page.locator(".rules-page");
  await rules.locator("table.throw-table").waitFor();
  const text = (await rules.locator("section").allTextContents()).join(" ");
  for (const [said, id] of [
    [/playing with 2 horses/, "CH-SEATS, CH-HORSES"],
    [/ring has 56 squares/, "CH-BOARD"],
    [/only with a 6/, "CH-OUT"],
    [/No square is safe/, "CH-CAPTURE"],
    [/square just behind it/, "CH-OWN"],
    [/No horse may pass another horse/, "CH-NO-PASS"],
    [/there and back by the rest/, "CH-BOUNCE"],
    [/each with its own number/, "CH-LADDER"],
    [/one more 6 takes the horse into the centre/, "CH-CENTRE"],
  ]) {
    assert.match(text, new RegExp(`${said.source}.*rule ${id}`), id);
  }
  assert.doesNotMatch(text, COWRIES);
  assert.equal(await page.locator('ul.rules-options li.changed[data-key="no_pass"]').count(), 1);
  // The board diagram numbers each colour's ladder 1 to 6 (four players by default).
  const numbers = await page.locator(".rules-page svg.board text.ladder-number").allTextContents();
  assert.deepEqual(numbers.sort(), ["1", "2", "3", "4", "5", "6"].flatMap((n) => [n, n, n, n]));
  await screenshot(page, "chevaux-rules");
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("a whole game of petits chevaux (two horses each) against a bot, on its own board", { timeout: 300_000 }, async () => {
  const base = env.server.url;
  const g = await api(base, "POST", "/api/games", {
    preset: "petits-chevaux",
    players: 2,
    seats: ["human", "bot:easy"],
    names: ["Asha", null],
    options: ["horses=2"],
  });
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  await page.goto(g.seats[0].invite.replace(base, ""));
  const svg = page.locator(".board-box svg.board");
  await svg.waitFor();
  await page.waitForFunction(() => document.querySelectorAll(".board-box svg.board g.piece").length >= 8);
  const board = await svg.evaluate((s) => ({
    boxed: s.classList.contains("boxed") && !s.classList.contains("round"),
    cells: s.querySelectorAll("rect.cell").length,
    ladder: [...s.querySelectorAll("text.ladder-number")].map((x) => x.textContent),
    waiting: [...s.querySelectorAll("g.piece")].filter((p) => p.dataset.square === "waiting").length,
    home: [...s.querySelectorAll("g.piece")].filter((p) => p.dataset.square === "home").length,
  }));
  assert.equal(board.boxed, true, "a boxed board of squares");
  assert.equal(board.cells, 56 + 4 * 6, "the ring of 56 and four ladders of six");
  assert.deepEqual(board.ladder.sort(), ["1", "2", "3", "4", "5", "6"].flatMap((n) => [n, n]), "the two seated colours' ladders carry their numbers");
  // Two horses each wait in the stables at the start; the game may have begun before
  // the board was read (the bot's or the auto-throw's 6 brings one out), as Parchís'
  // test saw once in CI.
  assert.ok(board.waiting >= 2 && board.waiting <= 4, `horses in the stables at the start: ${board.waiting}`);
  assert.equal(board.home, 4, "the two horses each player does not play start home");

  const { throws, moves } = await playToEnd(page, rng(29), {
    onMove: async (moves) => {
      if (moves !== 20) return;
      assert.match(await page.locator(".last-throw svg.one-die").getAttribute("aria-label"), /^die showing [1-6]$/);
      assert.doesNotMatch(await page.locator("main, #app").first().textContent(), COWRIES);
      await screenshot(page, "chevaux-midgame-phone");
    },
  });
  const b = await page.locator(".banner").textContent();
  const won = /^Game over: (?:Asha \()?(Red|Green)\)? wins/.exec(b);
  assert.ok(won, b);
  assert.ok(throws > 20 && moves > 15, `throws ${throws} moves ${moves}`);
  const seat = won[1] === "Red" ? "0" : "1";
  const places = await svg.evaluate((s, seat) => [...s.querySelectorAll(`g.piece[data-seat="${seat}"]`)].map((p) => p.dataset.square), seat);
  assert.deepEqual(places, ["home", "home", "home", "home"], "all the winner's horses are in the centre");
  await screenshot(page, "chevaux-over-phone");
  console.log(`# petits-chevaux game ${g.game}: ${throws} throws, ${moves} moves; ${b}`);
  assert.deepEqual(page.problems, []);
  await context.close();
});
