// Yut Nori's stacking by choice (`stack = optional`, rule Y-STACK, RULES-more §4.3) in the
// browser: the lobby offers it as a house rule (off by default) and sends
// `stack=optional`; the rules page says it. A game against a random bot is played by
// tapping (390 × 844, then 1366 × 768) until a piece can end its move on its own pieces:
// the tapped piece's moves list both ways, "… and stacks with piece N" and "… beside
// piece N (not stacked)"; the beside one is chosen; the board then shows two stacks of
// the same colour on one station, side by side (each tapped on its own, each said to
// stand beside the other), and the log tells the move as standing beside the pieces
// there, and so does the game's replay, whose board shows the two stacks apart too. On
// the phone the same choice is seen in Hindi and Belarusian with no English left. No
// axe violations.
//
// The server's throws are random (it has no fixed seed): the test's own choices come
// from fixed seeds, and a game whose choice never comes (or whose two stacks the bot
// captures before they are seen) is followed by another one.
//
//   cd e2e && node --test yut-stack.test.mjs

import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  serverAndBrowser, newPage, screenshot, api, rng, choosePreset, nextDuty, logCount, waitLogBeyond, axeViolations, replayCaption,
  visibleText, leftovers,
} from "./helpers.mjs";

const env = serverAndBrowser();

/** The log's lines after its first `n` entries (the bot may have played on since). */
const linesAfter = (page, n) =>
  page.evaluate((n) => {
    const ol = document.querySelector("ol.log");
    return [...(ol?.children ?? [])].filter((_, i) => ol.start - 1 + i >= n).map((li) => li.textContent);
  }, n);

const BESIDE = /, beside pieces? [\d, and]+ \(not stacked\)$/;
const JOINS = /, and stacks with pieces? [\d, and]+$/;

test("the lobby offers stacking by choice as a Yut Nori house rule, and the rules page says it", { timeout: 60_000 }, async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto("/");
  await choosePreset(page, "yut");
  await page.locator("fieldset.house-rules").waitFor();
  assert.equal(await page.isChecked("#house-stack"), false, "off by default (stack = auto)");
  assert.equal(
    (await page.locator('label[for="house-stack"]').textContent()).trim(),
    "Stacking by choice: a piece landing on your own may stand beside them",
  );
  assert.match(await page.locator("#house-stack-help").textContent(), /stands beside them \(optional\) \(Y-STACK\)$/);
  await page.check("#house-stack");
  await page.selectOption("#seat-1", "bot:easy");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/games") && r.method() === "POST");
  await page.click("form.lobby button[type=submit]");
  const body = JSON.parse((await sent).postData());
  assert.equal(body.preset, "yut");
  assert.deepEqual(body.options, ["stack=optional"]);
  await page.locator(".board-box svg.board.yut").waitFor();
  // The game's rules page (its link in the footer) says the rule as it is played.
  const href = await page.locator("a.rules-link").getAttribute("href");
  assert.match(href, /stack%3Doptional/);
  await page.goto(href);
  await page.locator("table.stick-table").waitFor();
  const text = (await page.locator(".rules-page section").allTextContents()).join(" ").replace(/\s+/g, " ");
  const at = text.search(/may join them in a stack or stand beside them: you choose/);
  assert.ok(at >= 0, text);
  assert.equal(/\(rule ([^)]*)\)/.exec(text.slice(at))?.[1], "Y-STACK");
  assert.match(text, /Pieces standing beside each other move on their own, but a capture on their station takes them all/);
  assert.doesNotMatch(text, /joins them in a stack\. From then on/, "not the automatic rule");
  assert.match(await page.locator('.rules-options li[data-key="stack"]').textContent(), /by choice/);
  assert.equal(await page.locator('.rules-options li[data-key="stack"].changed').count(), 1);
  // Without it, the automatic rule.
  await page.goto("/rules/yut");
  await page.locator("table.stick-table").waitFor();
  const auto = (await page.locator(".rules-page section").allTextContents()).join(" ").replace(/\s+/g, " ");
  assert.match(auto, /joins them in a stack/);
  assert.doesNotMatch(auto, /stand beside them/);
  assert.deepEqual(page.problems, []);
  await context.close();
});

/**
 * Play Red's moves by tapping until the moves offer to join own pieces or stand beside
 * them. Ordinary moves: a tap on a movable piece (a waiting one two times in three,
 * so that pieces come on near each other), and one of its moves when it has several.
 * Returns the two moves' labels, or null when the game ended first.
 */
async function playToChoice(page, pick) {
  for (let i = 0; i < 2000; i++) {
    const duty = await nextDuty(page, 30_000);
    if (duty === "over") return null;
    const n = await logCount(page);
    if (duty === "throw") {
      await page.click(".throw-btn");
      await waitLogBeyond(page, n);
      continue;
    }
    const moves = (await page.locator(".actions button.move").allTextContents()).map((m) => m.trim());
    const beside = moves.find((m) => BESIDE.test(m));
    if (beside) return { moves, beside };
    assert.ok(!moves.some((m) => JOINS.test(m)), `a join comes with its beside move: ${moves.join(" | ")}`);
    const spots = await page.evaluate(() =>
      [...document.querySelectorAll(".board-box svg.board g.piece.movable")]
        .map((g) => {
          const r = g.getBoundingClientRect();
          const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
          return document.elementFromPoint(x, y)?.closest("g.piece") === g ? { x, y, waiting: g.dataset.square === "waiting" } : null;
        })
        .filter(Boolean),
    );
    const waiting = spots.filter((s) => s.waiting);
    const spot = waiting.length && pick(3) < 2 ? waiting[pick(waiting.length)] : spots[pick(spots.length)];
    if (spot) {
      await page.mouse.click(spot.x, spot.y);
      const seen = await page
        .waitForFunction(
          (n) => {
            const ol = document.querySelector("ol.log");
            if (ol && ol.start - 1 + ol.children.length > n) return "moved";
            if (document.querySelector(".banner")?.textContent.startsWith("Game over")) return "moved";
            return document.querySelector(".actions button.move.for-piece:not([disabled])") ? "choose" : false;
          },
          n,
          { polling: 20 },
        )
        .then((h) => h.jsonValue());
      if (seen === "choose") {
        const bs = page.locator(".actions button.move.for-piece:not([disabled])");
        await bs.nth(pick(await bs.count())).click();
      }
    } else {
      const bs = page.locator(".actions button.move:not([disabled])");
      await bs.nth(pick(await bs.count())).click();
    }
    await waitLogBeyond(page, n);
  }
  return null;
}

/** Red's pieces on a board (`board`: its SVG's selector): piece, station, the centre of its body on screen, its label. */
const redOnBoard = (page, board = ".board-box svg.board") =>
  page.evaluate(
    (board) =>
      [...document.querySelectorAll(`${board} g.piece[data-seat="0"]`)]
        .filter((g) => /^\d+$/.test(g.dataset.square))
        .map((g) => {
          const r = g.querySelector(".piece-body").getBoundingClientRect();
          return { piece: Number(g.dataset.piece), square: g.dataset.square, x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, label: g.getAttribute("aria-label") };
        }),
    board,
  );

/** Pieces in piles by where they are drawn: those less than a piece apart are one pile. */
function piles(pieces) {
  const far = (a, b) => Math.hypot(a.x - b.x, a.y - b.y) > 0.8 * Math.min(a.w, b.w);
  const out = [];
  for (const p of pieces) {
    const pile = out.find((c) => !far(c[0], p));
    if (pile) pile.push(p);
    else out.push([p]);
  }
  return out;
}

for (const [size, seed] of [
  ["390x844", 5],
  ["1366x768", 9],
]) {
  test(`a piece stands beside its own pieces by choice, chosen by tapping (${size})`, { timeout: 600_000 }, async () => {
    const base = env.server.url;
    const [width, height] = size.split("x").map(Number);
    const { context, page } = await newPage(env.browser, { width, height, baseURL: base });
    const pick = rng(seed);
    let done = false;
    for (let game = 0; game < 8 && !done; game++) {
      const g = await api(base, "POST", "/api/games", { preset: "yut", players: 2, seats: ["human", "bot:random"], names: ["Asha", null], options: ["stack=optional"] });
      await page.goto(g.seats[0].invite.replace(base, ""));
      await page.locator(".board-box svg.board.yut").waitFor();
      for (;;) {
        const found = await playToChoice(page, pick);
        if (!found) break;
        // The moving piece, as its move names it ("Piece 2: …", "Pieces 1 and 3: …"):
        // its stack's lowest piece, which is tapped.
        const lead = Number(/^Pieces? (\d)/.exec(found.beside)[1]);
        const mate = found.beside.replace(BESIDE, "");
        assert.ok(
          found.moves.some((m) => m === `${mate}, and stacks with ${/beside (pieces? [\d, and]+) \(not/.exec(found.beside)[1]}`),
          `the joining move beside ${found.beside}: ${found.moves.join(" | ")}`,
        );
        const n = await logCount(page);
        // The same decision in Hindi and Belarusian (the player's invite link opened
        // again in that language): both ways told, no English left.
        if (width < 760) {
          for (const lang of ["hi", "be"]) {
            const other = await newPage(env.browser, { width, height, baseURL: base });
            await other.page.goto(`${g.seats[0].invite.replace(base, "")}&lang=${lang}`);
            await other.page.locator(".actions button.move").first().waitFor();
            const { keys, english } = leftovers(await visibleText(other.page));
            assert.deepEqual(keys, [], `${lang}: raw message keys`);
            // (The player's name stays as it is.)
            assert.deepEqual(english.filter((w) => !w.startsWith("Asha ")), [], `${lang}: English left on screen`);
            const words = { hi: /के बगल में \(ढेर नहीं\)/, be: /побач з фішк(ай|амі) [\d, і]+ \(не ў стос\)/ }[lang];
            assert.ok((await other.page.locator(".actions button.move").allTextContents()).some((m) => words.test(m)), `${lang}: the beside move`);
            if (lang === "hi") await screenshot(other.page, `yut-stack-choice-hi-${size}`);
            await other.context.close();
          }
        }
        // Tap the piece (the board takes the tap for the nearest movable piece): its
        // moves are listed, both ways onto its own pieces among them.
        const spot = await page.evaluate((p) => {
          const g = document.querySelector(`.board-box svg.board g.piece[data-seat="0"][data-piece="${p}"]`);
          g.scrollIntoView({ block: "center" });
          const r = g.querySelector(".piece-body").getBoundingClientRect();
          return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
        }, lead - 1);
        await page.mouse.click(spot.x, spot.y);
        const listed = page.locator(".actions button.move.for-piece:not([disabled])");
        await listed.first().waitFor();
        const theirs = (await listed.allTextContents()).map((m) => m.trim());
        assert.ok(theirs.includes(found.beside), theirs.join(" | "));
        assert.ok(theirs.some((m) => JOINS.test(m)), theirs.join(" | "));
        assert.match(await page.locator(".actions > p.muted").textContent(), /^Moves of Asha \(Red\) (pieces [\d, and]+ \(one stack\)|piece \d):$/);
        await screenshot(page, `yut-stack-choice-${size}`);
        for (const v of await axeViolations(page)) assert.fail(`the choice (${size}): ${v}`);
        await listed.filter({ hasText: found.beside }).first().click();
        await waitLogBeyond(page, n);
        const said = (await linesAfter(page, n))[0];
        assert.match(said, /^Asha \(Red\) (brings|moves) (piece \d|pieces [\d+]+ together) .*, beside the pieces there \(not stacked\)/, said);
        // The board, unless the bot has already captured them: two stacks of Red on one
        // station, side by side, each piece said to stand beside the other stack.
        const red = await redOnBoard(page);
        const station = red.filter((p) => /\(not stacked\)/.test(p.label));
        const moved = station.find((p) => p.piece === lead - 1);
        if (!moved) continue;
        // Its pieces in piles by where they are drawn: two (or more) piles, apart.
        const here = station.filter((p) => p.square === moved.square);
        assert.ok(piles(here).length >= 2, `two stacks side by side, not one pile: ${JSON.stringify(here)}`);
        assert.match(moved.label, /^(Asha \(Red\)|Red) piece \d, on (the board|a corner|the centre|station 0)/);
        assert.match(moved.label, /beside pieces? [\d, and]+ \(not stacked\)/);
        // A stack of two or more has its count on a badge of its own.
        for (const b of await page.locator(`.board-box svg.board .yut-badge[data-square="${moved.square}"]`).all()) {
          assert.equal(await b.getAttribute("data-seat"), "0");
          assert.ok(Number(await b.getAttribute("data-count")) >= 2);
        }
        await screenshot(page, `yut-stack-beside-${size}`);
        for (const v of await axeViolations(page)) assert.fail(`two stacks on a station (${size}): ${v}`);
        // The game's record in the replay: the move's caption, and the two stacks apart.
        const file = join(mkdtempSync(join(tmpdir(), "yut-stack-")), "game.json");
        writeFileSync(file, await (await fetch(`${base}/api/games/${g.game}/record`)).text());
        const caption = await replayCaption(page, file, n + 1);
        assert.match(caption, /: Red (brings|moves) .*, beside the pieces there \(not stacked\)$/, caption);
        const replayed = (await redOnBoard(page, ".replay-view svg.board.yut")).filter((p) => p.square === moved.square);
        assert.ok(piles(replayed).length >= 2, `the replay's two stacks: ${JSON.stringify(replayed)}`);
        done = true;
        break;
      }
    }
    assert.ok(done, "a piece stood beside its own pieces within 8 games");
    assert.deepEqual(page.problems, []);
    await context.close();
  });
}
