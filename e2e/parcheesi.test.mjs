// Parcheesi in the browser (issue 17): the lobby offers it with its own picture and
// house rules (the doubles' bottom faces, three doubles, the total of 5, compulsory
// entering), one colour per player even with two, its rules page tells its PR- rules
// and the two dice's odds, and a whole two-player game against a bot is played by
// clicking the throw button, the pawns, and — where a pawn can take either die — the
// move to make. The board is its own: 19 × 19 of squares, the nests beside the entry
// spaces, the 12 safety spaces ringed; the throw is two dice; no word of cowries.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, api, rng, choosePreset, nextDuty, logCount, waitLogBeyond, clickPiece, openLobbyForm, createTwoWithout } from "./helpers.mjs";

const env = serverAndBrowser();
const COWRIES = /cowrie|mouth up|shell/i;

test("the lobby offers Parcheesi with its house rules; its rules page tells the PR- rules and the dice", { timeout: 60_000 }, async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto("/");
  await openLobbyForm(page);
  const card = page.locator(".variant-card", { has: page.locator('input[value="parcheesi"]') });
  assert.equal(await card.locator(".variant-name").textContent(), "Parcheesi");
  assert.match(await card.locator(".variant-about").textContent(), /two dice.*blockades/);
  // Its picture: four nests, eight ringed safety spaces besides the four entry spaces.
  assert.equal(await card.locator("svg.parcheesi-icon .ci-yard").count(), 4);
  assert.equal(await card.locator("svg.parcheesi-icon .ci-globe").count(), 8);
  await choosePreset(page, "parcheesi");
  await page.locator("fieldset.house-rules").waitFor();
  for (const key of ["doubles_bottom", "three_doubles", "enter_total", "must_enter"]) {
    assert.equal(await page.isChecked(`#house-${key}`), true, `${key} is on by default`);
  }
  // Its own lesson is offered (not the cowries' one).
  const offer = page.locator(".learn-offer");
  assert.match(await offer.textContent(), /New to Parcheesi\?/);
  assert.equal(await offer.locator("a.button").getAttribute("href"), "/learn?preset=parcheesi");
  await page.locator("details#options summary").click();
  await page.locator("#opt-blockade").waitFor();
  assert.equal(await page.locator("#opt-castle_single").count(), 0, "Pachisi's own rules are not shown");
  // Two players play one colour each (not two, as on the Pachisi cloth); one player
  // against a bot: the game opens at once, seated.
  const body = await createTwoWithout(page, "doubles_bottom");
  assert.equal(body.preset, "parcheesi");
  assert.deepEqual(body.options, ["doubles_bottom=false"]);
  assert.deepEqual(body.seats, ["human", "bot:easy"]);

  await page.goto("/rules/parcheesi?set=doubles_bottom%3Dfalse");
  const rules = page.locator(".rules-page");
  await rules.locator("table.throw-table").waitFor();
  const text = (await rules.locator("section").allTextContents()).join(" ");
  for (const [said, id] of [
    [/ring of 68 squares/, "PR-BOARD, PR-TRACK"],
    [/12 safety spaces/, "PR-SAFE"],
    [/one pawn both, one after the other/, "PR-DICE"],
    [/adding up to 5/, "PR-ENTER"],
    [/captures a single opponent's pawn/, "PR-ENTER-CAPTURE"],
    [/Doubles give you another throw/, "PR-DOUBLES"],
    [/Three doubles in a row/, "PR-THREE-DOUBLES"],
    [/form a blockade/, "PR-BLOCKADE"],
    [/20 more squares/, "PR-BONUS"],
    [/10 more squares/, "PR-BONUS"],
    [/exact number/, "PR-EXACT"],
  ]) {
    assert.match(text, new RegExp(`${said.source}.*rule ${id}`), id);
  }
  assert.doesNotMatch(text, /bottoms of the dice/, "the switched-off rule is not told");
  assert.match(text, /Doubles come in 16\.67% of throws/);
  assert.doesNotMatch(text, COWRIES);
  // The sums of two dice: 2 … 12, 7 the likeliest (1 in 6).
  const sums = await rules.locator("table.throw-table tbody td:first-child").allTextContents();
  assert.deepEqual(sums, ["2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]);
  assert.equal(await page.locator("svg.board.boxed .safety-mark").count(), 12);
  await screenshot(page, "parcheesi-rules");
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("a whole game of Parcheesi against a bot, on its own board, with two dice", { timeout: 300_000 }, async () => {
  const base = env.server.url;
  const g = await api(base, "POST", "/api/games", { preset: "parcheesi", players: 2, seats: ["human", "bot:easy"], names: ["Asha", null] });
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  await page.goto(g.seats[0].invite.replace(base, ""));
  const svg = page.locator(".board-box svg.board");
  await svg.waitFor();
  await page.waitForFunction(() => document.querySelectorAll(".board-box svg.board g.piece").length >= 8);
  const board = await svg.evaluate((s) => ({
    boxed: s.classList.contains("boxed"),
    cells: s.querySelectorAll("rect.cell").length,
    safety: s.querySelectorAll(".safety-mark").length,
    yards: s.querySelectorAll(".yard:not(.empty)").length,
    waiting: [...s.querySelectorAll("g.piece")].filter((p) => p.dataset.square === "waiting").length,
    // Read with the pieces: the game may have begun (the bot, or the page's auto-throw
    // and lone entry), so the log's entries say how many have come out.
    entered: [...document.querySelectorAll("ol.log li")]
      .map((li) => /\benters (?:pieces (.*?) together|\S)/.exec(li.textContent))
      .reduce((n, m) => n + (m ? (m[1] ? m[1].match(/\d+/g).length : 1) : 0), 0),
    captures: document.querySelectorAll("ol.log li.capture").length,
    // The page gets the log's last entries only; then the count is not known.
    trimmed: (document.querySelector("ol.log")?.start ?? 1) > 1,
  }));
  assert.equal(board.boxed, true, "a boxed board of squares");
  assert.equal(board.cells, 4 * 24, "four arms of 3 × 8 squares");
  assert.equal(board.safety, 12, "twelve safety spaces");
  assert.equal(board.yards, 2, "the two players' nests");
  // Every piece starts in its nest; the game may have begun before the board was read.
  if (board.captures === 0 && !board.trimmed) assert.equal(board.waiting, 8 - board.entered, `every piece waits in its nest but the ${board.entered} come out`);
  else assert.ok(board.waiting <= 8 && (board.trimmed || board.waiting >= 8 - board.entered), `pieces waiting: ${board.waiting}`);
  // Red's nest is the corner to the right of its entry space (the South arm's right column).
  const nest = await svg.evaluate((s) => {
    const r = s.querySelector('.yard[data-arm="S"]');
    return { x: Number(r.getAttribute("x")), y: Number(r.getAttribute("y")) };
  });
  assert.ok(nest.x > 9 && nest.y > 9, `South's nest at the bottom right: ${JSON.stringify(nest)}`);

  const pick = rng(31);
  let throws = 0;
  let moves = 0;
  let choices = 0;
  let sawDice = false;
  for (let i = 0; i < 4000; i++) {
    const duty = await nextDuty(page, 30_000);
    if (duty === "over") break;
    const n = await logCount(page);
    if (duty === "throw") {
      await page.click(".throw-btn");
      throws++;
    } else {
      // Tap a pawn the page marks as movable; where it could take either die (or
      // both), the page asks which move: take one.
      if (await clickPiece(page, pick)) {
        const ask = page.locator(".actions button.for-piece:not([disabled])");
        if (await ask.count().catch(() => 0)) {
          await ask.nth(pick(await ask.count())).click().catch(() => {});
          choices++;
        }
      } else {
        const bs = page.locator(".actions button.move:not([disabled])");
        await bs.nth(pick(await bs.count())).click();
      }
      moves++;
      if (!sawDice) {
        const label = await page.locator(".last-throw svg.two-dice").getAttribute("aria-label").catch(() => null);
        if (label) {
          assert.match(label, /^dice showing [1-6] and [1-6](, doubles)?$/);
          sawDice = true;
        }
      }
      if (moves === 25) {
        assert.doesNotMatch(await page.locator("main, #app").first().textContent(), COWRIES);
        await screenshot(page, "parcheesi-midgame-phone");
      }
    }
    await waitLogBeyond(page, n);
  }
  const b = await page.locator(".banner").textContent();
  const won = /^Game over: (?:Asha \()?(Red|Green)\)? wins/.exec(b);
  assert.ok(won, b);
  assert.ok(sawDice, "the two dice were shown");
  assert.ok(throws > 20 && moves > 30, `throws ${throws} moves ${moves}`);
  assert.ok(choices > 0, "some pawn could take either die");
  const seat = won[1] === "Red" ? "0" : "1";
  const places = await svg.evaluate((s, seat) => [...s.querySelectorAll(`g.piece[data-seat="${seat}"]`)].map((p) => p.dataset.square), seat);
  assert.deepEqual(places, ["home", "home", "home", "home"], "all the winner's pawns are home");
  // The log tells the dice as dice.
  assert.match(await page.locator("ol.log").textContent(), /throws [1-6] and [1-6]/);
  await screenshot(page, "parcheesi-over-phone");
  console.log(`# parcheesi game ${g.game}: ${throws} throws, ${moves} moves (${choices} chosen among a pawn's moves); ${b}`);
  assert.deepEqual(page.problems, []);
  await context.close();
});
