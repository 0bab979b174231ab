// Playing with the keyboard only: T throws, 1–9 pick a kept throw, Escape clears the
// choice, Tab reaches the movable pieces on the board and the move buttons, Enter
// plays. Pachisi for four (Red human, three bots); no mouse event is sent.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  serverAndBrowser, newPage, screenshot, api, nextDuty, logCount, waitLogBeyond,
} from "./helpers.mjs";

const env = serverAndBrowser();

/** What has the keyboard focus: "piece", "move", "for-piece", "throw", "kept" or other. */
const focusKind = (page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return "body";
    if (a.matches("g.piece")) return a.classList.contains("movable") ? "piece" : "piece-not-movable";
    if (a.matches("button.move.for-piece")) return "for-piece";
    if (a.matches("button.move")) return "move";
    if (a.matches(".throw-btn")) return "throw";
    if (a.matches("button.kept")) return "kept";
    return a.tagName.toLowerCase() + (a.className ? "." + a.className : "");
  });

/** Press Tab until the focus is on one of `kinds` (at most `max` presses). */
async function tabTo(page, kinds, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const k = await focusKind(page);
    if (kinds.includes(k)) return k;
  }
  return null;
}

test("keyboard only: throw, choose a kept throw, move by piece and by button", { timeout: 120_000 }, async () => {
  const g = await api(env.server.url, "POST", "/api/games", {
    preset: "pachisi",
    players: 4,
    teams: true,
    seats: ["human", "bot:easy", "bot:easy", "bot:easy"],
  });
  const { context, page } = await newPage(env.browser, { baseURL: env.server.url });
  await page.goto(g.seats[0].invite.replace(env.server.url, ""));
  await page.locator(".board-box svg.board").waitFor();
  // The token was taken out of the address bar.
  assert.doesNotMatch(page.url(), /token=/);

  let byPiece = 0;
  let byButton = 0;
  let keptChoices = 0;
  let throws = 0;
  for (let i = 0; i < 400 && byPiece + byButton < 16; i++) {
    const duty = await nextDuty(page, 30_000);
    if (duty === "over") break;
    const n = await logCount(page);
    if (duty === "throw") {
      await page.keyboard.press("t");
      throws++;
      await waitLogBeyond(page, n);
      continue;
    }
    // A decision: with two or more kept throws, choose one with its digit first.
    const kept = await page.locator("button.kept").count();
    if (kept >= 2 && keptChoices < 3) {
      const value = (await page.locator("button.kept").nth(1).textContent()).trim();
      await page.keyboard.press("2");
      // (Two kept throws of the same value are both marked: the choice is by value.)
      await page.locator("button.kept[aria-pressed=true]").first().waitFor();
      const texts = await page.locator(".actions button.move:not(.pass)").allTextContents();
      // Only moves with that value are offered (maybe none: the value may not be spendable).
      assert.ok(texts.every((t) => new RegExp(`^Pieces? [^:]*: ${value} `).test(t)), `moves with ${value}: ${texts}`);
      assert.match(await page.locator(".actions p.muted").textContent(), new RegExp(`^Moves with ${value}:`));
      await page.keyboard.press("Escape");
      await page.waitForFunction(() => !document.querySelector("button.kept[aria-pressed=true]"));
      keptChoices++;
    }
    if ((byPiece + byButton) % 2 === 0) {
      // Tab from the top of the page to the first movable piece, Enter on it.
      await page.evaluate(() => document.activeElement?.blur());
      const k = await tabTo(page, ["piece"]);
      if (k === "piece") {
        await page.keyboard.press("Enter");
        // The piece had several moves: the first of its buttons takes the focus.
        const r = await page
          .waitForFunction(
            (n) => {
              document.querySelector("dialog.confirm[open] .confirm-yes")?.click(); // a pass or a stranding move asks first
              const ol = document.querySelector("ol.log");
              if (ol && ol.start - 1 + ol.children.length > n) return "moved";
              return document.activeElement?.matches("button.move.for-piece") ? "choose" : false;
            },
            n,
            { polling: 20 },
          )
          .then((h) => h.jsonValue());
        if (r === "choose") await page.keyboard.press("Enter");
        byPiece++;
        await waitLogBeyond(page, n);
        continue;
      }
      // Only a pass is possible (no movable piece): fall through to the buttons.
    }
    await page.evaluate(() => document.activeElement?.blur());
    const k = await tabTo(page, ["move"]);
    assert.equal(k, "move", "Tab reaches a move button");
    await page.keyboard.press("Enter");
    byButton++;
    await waitLogBeyond(page, n);
  }
  await screenshot(page, "keyboard");
  console.log(`# keyboard: ${throws} throws, ${byPiece} moves by piece, ${byButton} by button, ${keptChoices} kept choices`);
  assert.ok(byPiece + byButton >= 16 || (await page.locator(".banner").textContent()).startsWith("Game over"));
  assert.ok(byPiece >= 3, "some moves by Tab to a piece + Enter");
  assert.ok(byButton >= 3, "some moves by Tab to a button + Enter");
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("after a throw the focus moves to the first move", { timeout: 60_000 }, async () => {
  const g = await api(env.server.url, "POST", "/api/games", {
    preset: "chopat",
    players: 2,
    seats: ["human", "bot:easy"],
  });
  const { context, page } = await newPage(env.browser, { baseURL: env.server.url });
  await page.goto(g.seats[0].invite.replace(env.server.url, ""));
  await page.locator(".board-box svg.board").waitFor();
  let seen = false;
  for (let i = 0; i < 200 && !seen; i++) {
    const duty = await nextDuty(page, 30_000);
    if (duty === "over") break;
    const n = await logCount(page);
    if (duty === "throw") {
      await page.keyboard.press("t");
      await waitLogBeyond(page, n);
      const d2 = await nextDuty(page, 30_000);
      if (d2 === "move") {
        // No Tab pressed: the page moved the focus to a move control by itself.
        const k = await focusKind(page);
        assert.ok(["move", "throw"].includes(k), `focus after the throw: ${k}`);
        if (k === "move") {
          seen = true;
          const m = await logCount(page);
          await page.keyboard.press("Enter");
          await waitLogBeyond(page, m);
        }
      }
    } else {
      await tabTo(page, ["move"]);
      await page.keyboard.press("Enter");
      await waitLogBeyond(page, n);
    }
  }
  assert.ok(seen, "the focus was on a move button right after a throw");
  assert.deepEqual(page.problems, []);
  await context.close();
});
