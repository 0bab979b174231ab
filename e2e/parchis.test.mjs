// Parchís in the browser (issue 17): the lobby offers it with its picture and house
// rules (a 6 that counts 7, opening a barrier, the piece moved last, compulsory
// entering), its rules page tells its ES- rules in the one-die form and in the
// two-dice form, and a whole two-player game against a bot is played by clicking the
// throw button and the pieces. The board is Parcheesi's printed one with Parchís'
// seguros; the throw is one die; no word of cowries.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, api, rng, choosePreset, playToEnd, openLobbyForm, createTwoWithout } from "./helpers.mjs";

const env = serverAndBrowser();
const COWRIES = /cowrie|mouth up|shell/i;

test("the lobby offers Parchís with its house rules; its rules page tells the ES- rules, one die or two", { timeout: 60_000 }, async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto("/");
  await openLobbyForm(page);
  const card = page.locator(".variant-card", { has: page.locator('input[value="parchis"]') });
  assert.equal(await card.locator(".variant-name").textContent(), "Parchís");
  assert.match(await card.locator(".variant-about").textContent(), /one die \(or two\).*barriers/);
  assert.equal(await card.locator("svg.parchis-icon .ci-yard").count(), 4);
  await choosePreset(page, "parchis");
  await page.locator("fieldset.house-rules").waitFor();
  for (const key of ["six_counts_seven", "open_barrier", "three_sixes_last", "must_enter"]) {
    assert.equal(await page.isChecked(`#house-${key}`), true, `${key} is on by default`);
  }
  assert.equal(await page.locator(".learn-offer a.button").getAttribute("href"), "/learn?preset=parchis", "its own lesson");
  await page.locator("details#options summary").click();
  await page.locator("#opt-open_barrier").waitFor();
  assert.equal(await page.locator("#opt-blockade").count(), 1, "Parcheesi's shared switches are there too");
  assert.equal(await page.locator("#opt-castle_single").count(), 0, "Pachisi's own rules are not shown");
  // One player against a bot: the game opens at once, seated.
  const body = await createTwoWithout(page, "open_barrier");
  assert.equal(body.preset, "parchis");
  assert.deepEqual(body.options, ["open_barrier=false"]);

  const rules = page.locator(".rules-page");
  const textOf = async (href) => {
    await page.goto(href);
    await rules.locator("table.throw-table").waitFor();
    return (await rules.locator("section").allTextContents()).join(" ");
  };
  const one = await textOf("/rules/parchis");
  for (const [said, id] of [
    [/ring of 68 squares/, "ES-BOARD"],
    [/two pieces, even of two colours, may share one/, "ES-SAFE"],
    [/Roll one die/, "ES-DIE"],
    [/only with a 5/, "ES-ENTER"],
    [/captures an opponent's piece standing on your exit square/, "ES-ENTER-CAPTURE"],
    [/a 6 counts 7/, "ES-SIX-SEVEN"],
    [/Three 6s in a row.*piece you moved last/, "ES-THREE-SIXES"],
    [/form a barrier/, "ES-BARRIER"],
    [/you must open your barrier/, "ES-OPEN-BARRIER"],
    [/20 more squares/, "ES-BONUS"],
    [/10 more squares/, "ES-BONUS"],
  ]) {
    assert.match(one, new RegExp(`${said.source}.*rule ${id}`), id);
  }
  assert.doesNotMatch(one, COWRIES);
  assert.equal(await page.locator("svg.board.boxed .safety-mark").count(), 12, "the twelve seguros");
  await screenshot(page, "parchis-rules");
  // The two-dice form: the dice's sentences and their odds.
  const two = await textOf("/rules/parchis?set=table%3Dtwo-dice");
  assert.match(two, /Throw two dice.*rule ES-TWO-DICE/);
  assert.match(two, /Three doubles in a row.*piece you moved last.*rule ES-THREE-SIXES/);
  assert.match(two, /Doubles come in 16\.67% of throws/);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("a whole game of Parchís against a bot, on its own board", { timeout: 300_000 }, async () => {
  const base = env.server.url;
  const g = await api(base, "POST", "/api/games", { preset: "parchis", players: 2, seats: ["human", "bot:easy"], names: ["Asha", null] });
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  await page.goto(g.seats[0].invite.replace(base, ""));
  const svg = page.locator(".board-box svg.board");
  await svg.waitFor();
  await page.waitForFunction(() => document.querySelectorAll(".board-box svg.board g.piece").length >= 8);
  const board = await svg.evaluate((s) => ({
    boxed: s.classList.contains("boxed"),
    safety: s.querySelectorAll(".safety-mark").length,
    pieces: s.querySelectorAll("g.piece").length,
    waiting: [...s.querySelectorAll("g.piece")].filter((p) => p.dataset.square === "waiting").length,
  }));
  // The game may have begun before the board was read: the bot, or the page's
  // auto-throw whose 5 had only the entry to play, can have brought a piece out
  // already (CI failed once on 'waiting: 7'). Every piece starts waiting.
  const { waiting, ...rest } = board;
  assert.deepEqual(rest, { boxed: true, safety: 12, pieces: 8 });
  assert.ok(waiting >= 6 && waiting <= 8, `pieces waiting at the start: ${waiting}`);

  const { throws, moves } = await playToEnd(page, rng(37), {
    onMove: async (moves) => {
      if (moves !== 20) return;
      assert.match(await page.locator(".last-throw svg.one-die").getAttribute("aria-label"), /^die showing [1-6]$/);
      assert.doesNotMatch(await page.locator("main, #app").first().textContent(), COWRIES);
      await screenshot(page, "parchis-midgame-phone");
    },
  });
  const b = await page.locator(".banner").textContent();
  const won = /^Game over: (?:Asha \()?(Red|Green)\)? wins/.exec(b);
  assert.ok(won, b);
  assert.ok(throws > 20 && moves > 20, `throws ${throws} moves ${moves}`);
  const seat = won[1] === "Red" ? "0" : "1";
  const places = await svg.evaluate((s, seat) => [...s.querySelectorAll(`g.piece[data-seat="${seat}"]`)].map((p) => p.dataset.square), seat);
  assert.deepEqual(places, ["home", "home", "home", "home"], "all the winner's pieces are in the goal");
  await screenshot(page, "parchis-over-phone");
  console.log(`# parchis game ${g.game}: ${throws} throws, ${moves} moves; ${b}`);
  assert.deepEqual(page.problems, []);
  await context.close();
});
