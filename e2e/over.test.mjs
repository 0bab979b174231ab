// The end of a game: the result panel over the board (who won, the ranking, the game's
// length) with Rematch and Download in view without scrolling, no disabled controls left
// on screen; spectators never see player controls.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, api, nextDuty, logCount, waitLogBeyond } from "./helpers.mjs";

const env = serverAndBrowser();

/** The element's box lies inside the viewport. */
async function inView(page, locator, what) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize();
  assert.ok(box, `${what} is not shown`);
  assert.ok(
    box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height,
    `${what} at ${JSON.stringify(box)} is outside the ${width}×${height} viewport`,
  );
}

/** Play every duty of the page's seats (first legal move) until the game is over. */
async function playToTheEnd(page) {
  for (let i = 0; i < 400; i++) {
    const duty = await nextDuty(page, 30_000);
    if (duty === "over") return;
    const n = await logCount(page);
    if (duty === "throw") await page.click(".throw-btn");
    else await page.locator(".actions button.move:not([disabled])").first().click();
    await waitLogBeyond(page, n);
  }
  throw new Error("the game did not end");
}

for (const [width, height, size] of [
  [1366, 768, "desktop"],
  [390, 844, "phone"],
]) {
  test(`game over at ${size} size: result, ranking, Rematch in view; spectators see no controls`, { timeout: 120_000 }, async () => {
    const base = env.server.url;
    // A short game: the turn limit ends it by adjudication after a few turns.
    const g = await api(base, "POST", "/api/games", {
      preset: "chopat",
      players: 2,
      options: ["max_turns=6", "order=fixed"],
      seats: ["human", "bot:easy"],
      names: ["Asha", null],
    });
    const { context, page } = await newPage(env.browser, { width, height, baseURL: base });
    const watcher = await newPage(env.browser, { width, height, baseURL: base });
    await watcher.page.goto(`/?game=${g.game}`);
    await watcher.page.locator(".board-box svg.board").waitFor();
    await page.goto(g.seats[0].invite.replace(base, ""));
    await page.locator(".board-box svg.board").waitFor();

    // While the game is played, the spectator has no throw button, no moves, no hint.
    await page.locator(".throw-btn").waitFor();
    await watcher.page.locator(".watching").waitFor();
    assert.equal(await watcher.page.locator(".throw-btn, .play-controls, .actions button").count(), 0);

    await playToTheEnd(page);
    const panel = page.locator(".over-panel");
    await panel.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `over-${size}`);
    const text = await panel.textContent();
    assert.match(text, /(You win!|Not this time)/);
    assert.match(text, /decided on distance/, "the turn limit's adjudication is explained");
    assert.match(text, /\d+ turns · \d+ moves · \d+ throws/);
    // The ranking names every seat, Asha among them.
    assert.equal(await panel.locator("ol.ranking li").count(), g.seats.length);
    assert.match(await panel.locator("ol.ranking").textContent(), /Asha \(Red\) \(you\)/);
    await inView(page, panel.getByRole("button", { name: "Rematch" }), "Rematch");
    await inView(page, panel.getByRole("link", { name: "Download record" }), "Download record");
    // Nothing disabled is left on screen, and the throw and move controls are gone.
    assert.equal(await page.locator("button:disabled:visible").count(), 0);
    assert.equal(await page.locator(".throw-btn, .play-controls").count(), 0);

    // The spectator sees the result but no Rematch (it is for the players).
    const seen = watcher.page.locator(".over-panel");
    await seen.waitFor();
    assert.equal(await seen.getByRole("button", { name: "Rematch" }).count(), 0);
    assert.equal(await watcher.page.locator("button:disabled:visible").count(), 0);

    // The panel folds away to show the final board, and comes back.
    await panel.getByRole("button", { name: "See the board" }).click();
    await page.getByRole("button", { name: "Show the result" }).click();
    await page.locator(".over-panel").waitFor();

    // Rematch opens the next game.
    await page.locator(".over-panel").getByRole("button", { name: "Rematch" }).click();
    await page.waitForURL((u) => u.searchParams.get("game") && u.searchParams.get("game") !== g.game);
    await page.locator(".board-box svg.board").waitFor();
    assert.deepEqual(page.problems, []);
    assert.deepEqual(watcher.page.problems, []);
    await watcher.context.close();
    await context.close();
  });
}
