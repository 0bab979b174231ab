// Screenshots of the lobby (with "All options" open) and of a game in progress, at a
// laptop's and a phone's size, to look at after a change of the page (the replay page
// is pictured by replay.test.mjs). Also checks that the pages fit the phone's width and
// log no console error.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  serverAndBrowser, newPage, screenshot, api, nextDuty, logCount, waitLogBeyond, rng, setOptions, openLobbyForm,
  throwUntilMove,
} from "./helpers.mjs";

const env = serverAndBrowser();

const SIZES = [
  [1366, 768, "desktop"],
  [390, 844, "phone"],
];

/** The page is no wider than the viewport (nothing sticks out sideways). */
async function assertFits(page, what) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `${what}: page is ${scroll}px wide in a ${client}px viewport`);
}

test("lobby and game at laptop and phone sizes", { timeout: 120_000 }, async () => {
  const base = env.server.url;
  for (const [width, height, size] of SIZES) {
    const { context, page } = await newPage(env.browser, { width, height, baseURL: base });
    await page.goto("/");
    await page.locator(".play-now").waitFor();
    await screenshot(page, `lobby-${size}`);
    await assertFits(page, `lobby ${size}`);
    await openLobbyForm(page);
    await page.locator("form.lobby details summary").click();
    await page.locator("form.lobby details[open] fieldset").first().waitFor();
    // Two options changed, to see how a change is marked.
    await setOptions(page, ["order=fixed", "capture_again=false"]);
    await screenshot(page, `lobby-options-${size}`, { fullPage: true });
    await assertFits(page, `lobby options ${size}`);

    // A game for four with pieces on the board: Red is played here, three bots.
    const g = await api(base, "POST", "/api/games", {
      preset: "pachisi",
      players: 4,
      teams: true,
      options: ["order=fixed"],
      seats: ["human", "bot:easy", "bot:easy", "bot:easy"],
    });
    await page.goto(g.seats[0].invite.replace(base, ""));
    await page.locator(".board-box svg.board").waitFor();
    const pick = rng(5);
    let moves = 0;
    for (let i = 0; i < 200 && moves < 6; i++) {
      const duty = await nextDuty(page, 30_000);
      if (duty === "over") break;
      const n = await logCount(page);
      if (duty === "throw") await page.click(".throw-btn");
      else {
        const bs = page.locator(".actions button.move:not([disabled])");
        const labels = await bs.allTextContents();
        const real = labels.map((t, k) => [t, k]).filter(([t]) => !/pass/i.test(t));
        await bs.nth(real.length ? real[pick(real.length)][1] : 0).click();
        moves++;
      }
      await waitLogBeyond(page, n);
    }
    // Throw until a move is to be chosen, so that the moves and kept throws are on screen.
    await throwUntilMove(page, 50);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `game-${size}`);
    await assertFits(page, `game ${size}`);
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});
