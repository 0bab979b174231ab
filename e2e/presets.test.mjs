// Every preset can be played to the end in the browser against bots: Chaupar (long
// dice, two players = two teams of two seats) and Pachisi with seven cowries, each a
// whole game played by clicking throw and move buttons. (Chopat is played by clicking
// pieces in bot-game.test.mjs; six-cowrie Pachisi for four in reload.test.mjs.)

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  serverAndBrowser, newPage, screenshot, createInLobby, nextDuty, logCount, waitLogBeyond, rng,
} from "./helpers.mjs";

const env = serverAndBrowser();

for (const preset of ["chaupar", "pachisi-seven"]) {
  test(`a whole ${preset} game against a bot, by clicking`, { timeout: 300_000 }, async () => {
    const { context, page } = await newPage(env.browser, { baseURL: env.server.url });
    await createInLobby(page, { preset, players: 2, seats: ["human", "bot:medium"] });
    await page.locator(".board-box svg.board").waitFor();
    const pick = rng(11);
    let throws = 0;
    let moves = 0;
    for (let i = 0; i < 20000; i++) {
      const duty = await nextDuty(page, 30_000);
      if (duty === "over") break;
      const n = await logCount(page);
      if (duty === "throw") {
        await page.click(".throw-btn");
        throws++;
      } else {
        // Prefer a move over passing, so the game moves on.
        const bs = page.locator(".actions button.move:not([disabled])");
        const count = await bs.count();
        const labels = await bs.allTextContents();
        const real = labels.map((t, k) => [t, k]).filter(([t]) => !/pass/i.test(t));
        const k = real.length ? real[pick(real.length)][1] : pick(count);
        await bs.nth(k).click();
        moves++;
        if (moves === 30) await screenshot(page, `${preset}-midgame`);
      }
      await waitLogBeyond(page, n);
    }
    const b = await page.locator(".banner").textContent();
    assert.match(b, /^Game over/);
    assert.ok(throws > 10 && moves > 10, `throws ${throws} moves ${moves}`);
    await screenshot(page, `${preset}-over`);
    console.log(`# ${preset}: ${throws} throws, ${moves} moves; ${b}`);
    assert.deepEqual(page.problems, []);
    await context.close();
  });
}
