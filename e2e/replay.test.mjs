// The replay page: a finished all-bot game is stepped through from its compact
// frames (pieces only where they moved), on desktop and phone widths.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, api } from "./helpers.mjs";

const env = serverAndBrowser();

test("replay of a finished game steps through every event", async () => {
  const base = env.server.url;
  const g = await api(base, "POST", "/api/games", {
    preset: "chopat",
    players: 2,
    options: ["max_turns=40"],
    seats: ["bot:random", "bot:random"],
  });
  let summary;
  for (let i = 0; i < 300; i++) {
    summary = await api(base, "GET", `/api/games/${g.game}`);
    if (summary.status === "over") break;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal(summary.status, "over");
  for (const [width, height, name] of [[1366, 768, "replay-desktop"], [390, 844, "replay-phone"]]) {
    const { context, page } = await newPage(env.browser, { width, height, baseURL: base });
    await page.goto(`/replay?game=${g.game}`);
    const slider = page.locator(".replay-view input[type=range]");
    await slider.waitFor();
    assert.equal(Number(await slider.getAttribute("max")), summary.version);
    const caption = page.locator(".replay-view .banner");
    assert.match(await caption.textContent(), /^0 \/ \d+: start$/);
    // Every piece waits at the start.
    const pieces = page.locator(".replay-view svg g.piece");
    const labels = () => pieces.evaluateAll((ps) => ps.map((p) => p.getAttribute("aria-label")));
    const start = await labels();
    assert.ok(start.length >= 8, `${start.length} pieces drawn`);
    assert.ok(start.every((l) => /waiting/.test(l)), start.join("; "));
    await page.getByRole("button", { name: "last event" }).click();
    assert.match(await caption.textContent(), new RegExp(`^${summary.version} / ${summary.version}: `));
    await page.getByRole("button", { name: "previous event" }).click();
    assert.match(await caption.textContent(), new RegExp(`^${summary.version - 1} / `));
    // By the end of the game pieces stand on the board or are home.
    const end = await labels();
    assert.ok(end.some((l) => /to go|home/.test(l)), end.join("; "));
    await screenshot(page, name);
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});
