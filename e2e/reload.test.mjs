// Reload mid-game: the seat's token stays in localStorage, so after a reload the page
// still plays Red; a second browser without the token is only a spectator. Also takes
// a board screenshot, e2e/screenshots/board.png (the README's pictures come from
// e2e/docs-screenshots.mjs).

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  serverAndBrowser, newPage, screenshot, createInLobby, nextDuty, logCount, waitLogBeyond, rng,
} from "./helpers.mjs";

const env = serverAndBrowser();

/** Play `count` of our own actions by clicking (throw button or a random move button). */
async function playSome(page, count, pick, onMove) {
  let done = 0;
  while (done < count) {
    const duty = await nextDuty(page, 30_000);
    if (duty === "over") return done;
    const n = await logCount(page);
    if (duty === "throw") {
      await page.click(".throw-btn");
    } else {
      if (onMove && (await onMove(done))) continue;
      const bs = page.locator(".actions button.move:not([disabled])");
      await bs.nth(pick(await bs.count())).click();
    }
    done++;
    await waitLogBeyond(page, n);
  }
  return done;
}

test("reload mid-game keeps the seat; others only watch", { timeout: 120_000 }, async () => {
  const { context, page } = await newPage(env.browser, { baseURL: env.server.url, height: 960 });
  await createInLobby(page, {
    preset: "pachisi",
    players: 4,
    teams: true,
    seats: ["human", "bot:easy", "bot:easy", "bot:easy"],
  });
  await page.locator(".board-box svg.board").waitFor();
  const url = page.url();
  const pick = rng(11);

  // Play until a good moment for the README picture: Red to move, several pieces out.
  let pictured = false;
  await playSome(page, 60, pick, async (done) => {
    if (pictured || done < 30) return false;
    const out = await page.locator("g.piece").evaluateAll((gs) =>
      gs.filter((g) => /to go/.test(g.getAttribute("aria-label") ?? "")).map((g) => g.dataset.seat),
    );
    if (out.length < 5 || out.filter((s) => s === "0").length < 2) return false;
    // Show where the first move would go.
    await page.locator(".actions button.move").first().hover();
    await screenshot(page, "board");
    pictured = true;
    await page.mouse.move(0, 0);
    return false;
  });
  if (!pictured) await screenshot(page, "board");
  const before = await logCount(page);
  assert.ok(before > 20, `log has ${before} entries`);

  await page.reload();
  await page.locator(".board-box svg.board").waitFor();
  assert.equal(page.url(), url);
  await page.locator(".seat-list li", { hasText: "Red (seat 1" }).filter({ hasText: "— you" }).waitFor();
  assert.ok((await logCount(page)) >= before, "the log is still there after the reload");
  // Still playing Red after the reload.
  const more = await playSome(page, 6, pick);
  assert.ok(more > 0);
  await screenshot(page, "after-reload");

  // Another browser profile without the token: a spectator.
  const spectator = await newPage(env.browser, { baseURL: env.server.url });
  await spectator.page.goto(url.replace(env.server.url, ""));
  await spectator.page.locator(".board-box svg.board").waitFor();
  await spectator.page.locator(".seat-list li", { hasText: "Red (seat 1" }).waitFor();
  assert.equal(await spectator.page.locator(".seat-list li", { hasText: "— you" }).count(), 0);
  assert.equal(await spectator.page.locator(".throw-btn:not([disabled])").count(), 0);
  assert.equal(await spectator.page.locator(".actions button.move").count(), 0);
  assert.deepEqual(spectator.page.problems, []);
  await spectator.context.close();

  assert.deepEqual(page.problems, []);
  await context.close();
});
